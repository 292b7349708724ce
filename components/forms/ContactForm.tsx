'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Modal } from '@/components/ui/Modal';
import { contactFormSchema, toContactMail, type ContactFormValues } from '@/lib/validation/contact';

import styles from './ContactForm.module.scss';
import { contactFields, ContactFormView, type ContactFieldName } from './ContactFormView';

export const SEND_MAIL_PATH = '/landing/send_mail';

/** What the user typed into the placeholder before this form loaded, and where the focus was. */
export interface ContactDraft {
  values: Partial<Record<ContactFieldName, string>>;
  focused?: ContactFieldName;
}

export interface ContactFormProps {
  companyEmail: string;
  draft?: ContactDraft;
}

type ValidContactForm = z.output<typeof contactFormSchema>;

const EMPTY: ContactFormValues = { fullName: '', email: '', message: '' };

/** The mail endpoint names the field `name`; the form calls it `fullName`. */
const formFieldOf = (serverField: string): ContactFieldName | undefined =>
  serverField === 'name' ? 'fullName' : contactFields.find((field) => field.name === serverField)?.name;

type SendResult =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'refused'; message: string }
  | { outcome: 'failed' };

async function sendContactMail(values: ValidContactForm): Promise<SendResult> {
  try {
    const response = await fetch(SEND_MAIL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toContactMail(values)),
    });
    if (response.ok) return { outcome: 'sent' };
    // A 4xx is an expected error with its own message (too many messages, too long) or field errors.
    if (response.status < 500) {
      const body = (await response.json()) as { error?: { message?: string; fields?: Record<string, string> } };
      if (response.status === 400 && body.error?.fields) return { outcome: 'invalid', fields: body.error.fields };
      if (body.error?.message) return { outcome: 'refused', message: body.error.message };
    }
  } catch {
    // Offline, aborted or an unreadable answer: the same as a failed send.
  }
  return { outcome: 'failed' };
}

/**
 * The get-in-touch form. Errors show only for touched fields (and the server's own), one message
 * each; the button stays disabled until the form is changed and valid, and while sending. A
 * failed send keeps everything typed and says so, unlike the original, which showed success anyway.
 */
export function ContactForm({ companyEmail, draft }: ContactFormProps) {
  const [thanksOpen, setThanksOpen] = useState(false);
  // Why the last send did not go through: a network or server failure, or the server's own message.
  const [sendProblem, setSendProblem] = useState<{ message?: string }>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    formState: { errors, touchedFields, isDirty, isValid, isSubmitting },
  } = useForm<ContactFormValues, unknown, ValidContactForm>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  // Carry over what was typed into the placeholder: fields already left count as touched.
  useEffect(() => {
    if (!draft) return;
    for (const field of contactFields) {
      const value = draft.values[field.name];
      if (!value) continue;
      const left = field.name !== draft.focused;
      setValue(field.name, value, { shouldDirty: true, shouldTouch: left, shouldValidate: left });
    }
    if (draft.focused) setFocus(draft.focused);
  }, [draft, setFocus, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setSendProblem(undefined);
    const result = await sendContactMail(values);
    if (result.outcome === 'sent') {
      reset(EMPTY);
      setThanksOpen(true);
      return;
    }
    if (result.outcome === 'invalid') {
      let shown = 0;
      for (const [serverField, message] of Object.entries(result.fields)) {
        const name = formFieldOf(serverField);
        if (!name) continue;
        setError(name, { type: 'server', message }, { shouldFocus: shown === 0 });
        shown += 1;
      }
      if (shown > 0) return;
    }
    setSendProblem({ message: result.outcome === 'refused' ? result.message : undefined });
  });

  const visibleErrors: Partial<Record<ContactFieldName, string>> = {};
  for (const { name } of contactFields) {
    const error = errors[name];
    if (error?.message && (touchedFields[name] || error.type === 'server')) visibleErrors[name] = error.message;
  }

  return (
    <>
      <ContactFormView
        state="ready"
        control={(name) => register(name)}
        errors={visibleErrors}
        submitDisabled={isSubmitting || !isValid || !isDirty}
        submitting={isSubmitting}
        onSubmit={(event) => void onSubmit(event)}
      >
        {sendProblem && (
          <p role="alert" className={styles.alert}>
            {sendProblem.message ? (
              <>{sendProblem.message} You can also email us at </>
            ) : (
              <>Your message could not be sent. Please try again, or email us at </>
            )}
            <a href={`mailto:${companyEmail}`}>{companyEmail}</a>.
          </p>
        )}
      </ContactFormView>
      <Modal open={thanksOpen} onClose={() => setThanksOpen(false)} title="Thank you!">
        <p className={styles.thanks}>
          Thanks for reaching out. Our team has your message and will reply to your email within one business day.
        </p>
      </Modal>
    </>
  );
}
