import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Form } from '@/components/ui/Form';

import styles from './Form.module.scss';
import { FormField, describedBy } from './FormField';
import { FormFooter } from './FormFooter';

export interface TextAreaFormProps {
  /** The form's accessible name. */
  name: string;
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  fieldId: string;
  label: string;
  /** The field's message, as `shownFieldError` chose it. */
  error?: string;
  optional?: boolean;
  rows?: number;
  maxLength: number;
  /** react-hook-form's `register(name)` for the text. */
  registration: UseFormRegisterReturn;
  /** `useSubmission`'s state: sending, and a refusal that belongs to no field. */
  submission: { pending: boolean; failure: string | null };
  submitLabel: string;
  submittingLabel: string;
  buttonClassName?: string;
  alertClassName?: string;
  /** Fields before the text (a rating's stars). */
  children?: ReactNode;
  /** Runs when the submit button is pressed, before the form submits (which answer it gives). */
  onPrimaryClick?: () => void;
  /** A second submit button after the first (Decline beside Accept). */
  extraButton?: ReactNode;
}

/**
 * A form around one text area and its button: a note, a chat message, a rating's comment, an
 * answer. The owner keeps the form's state (react-hook-form) and what submitting does.
 */
export function TextAreaForm({
  name,
  className,
  onSubmit,
  fieldId,
  label,
  error,
  optional,
  rows = 3,
  maxLength,
  registration,
  submission,
  submitLabel,
  submittingLabel,
  buttonClassName,
  alertClassName = styles.alert,
  children,
  onPrimaryClick,
  extraButton,
}: TextAreaFormProps) {
  return (
    <Form className={className} noValidate aria-label={name} onSubmit={onSubmit}>
      {children}
      <FormField id={fieldId} label={label} error={error} optional={optional}>
        <textarea
          id={fieldId}
          className={styles.control}
          rows={rows}
          maxLength={maxLength}
          required={!optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error)}
          {...registration}
        />
      </FormField>
      <FormFooter
        submission={submission}
        label={submitLabel}
        pendingLabel={submittingLabel}
        onClick={onPrimaryClick}
        buttonClassName={buttonClassName}
        alertClassName={alertClassName}
        alertFirst
        row="p"
        rowClassName={extraButton ? styles.buttons : undefined}
      >
        {extraButton}
      </FormFooter>
    </Form>
  );
}
