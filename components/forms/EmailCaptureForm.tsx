'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Form } from '@/components/ui/Form';
import { volumePricingSubscribeSchema } from '@/lib/validation/start-selling';

import styles from './Form.module.scss';
import { FormField, describedBy } from './FormField';

/** The outcome of sending an email: null when stored, else the message to show (and its field, if any). */
export type EmailCaptureResult = null | { message: string; field?: 'email' };

export interface EmailCaptureFormProps {
  /** The form's accessible name. */
  name: string;
  label: string;
  submitLabel: string;
  sendingLabel: string;
  /** Stores the email; answers null or why not. */
  onSubmit: (email: string) => Promise<EmailCaptureResult>;
  /** After the email was stored (the field is then emptied). */
  onDone: (email: string) => void;
  className?: string;
  /** The row holding the field and the button. */
  rowClassName?: string;
  buttonClassName?: string;
  /** Shown under the row, before a failure (a confirmation). */
  children?: ReactNode;
}

/**
 * One email field and a button, for "tell me when" and "send me" offers: checked with the API's
 * own rule before sending, the API's refusal shown next to the field or under the form, and
 * nothing typed lost on a failure.
 */
export function EmailCaptureForm({
  name,
  label,
  submitLabel,
  sendingLabel,
  onSubmit,
  onDone,
  className,
  rowClassName,
  buttonClassName = styles.submit,
  children,
}: EmailCaptureFormProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = volumePricingSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    const result = await onSubmit(parsed.data.email);
    setSending(false);
    if (!result) {
      setEmail('');
      onDone(parsed.data.email);
      return;
    }
    if (result.field === 'email') setError(result.message);
    else setFailure(result.message);
  };

  return (
    <Form className={className} noValidate aria-label={name} onSubmit={(event) => void submit(event)}>
      <div className={rowClassName}>
        <FormField id={emailId} label={label} error={error}>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            required
            className={styles.control}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(emailId, error)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <button type="submit" className={buttonClassName} disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </button>
      </div>
      {children}
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
    </Form>
  );
}
