import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Form } from '@/components/ui/Form';

import styles from './ContactForm.module.scss';

/** The get-in-touch fields (spec: fullName, email, message), in the order they are shown. */
export const contactFields = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
] as const;

export type ContactFieldName = (typeof contactFields)[number]['name'];

/** The id of the heading that names the form (the footer's "Get in touch"). */
export const CONTACT_HEADING_ID = 'get-in-touch';

export const contactFieldId = (name: ContactFieldName) => `contact-${name}`;
const errorId = (name: ContactFieldName) => `contact-${name}-error`;

/** What a control receives: react-hook-form's `register(name)` in the real form, just a name in the placeholder. */
type ControlProps = Partial<UseFormRegisterReturn> & { name: string };

export interface ContactFormViewProps {
  formRef?: Ref<HTMLFormElement>;
  /** `loading` until the interactive form has replaced the placeholder. */
  state: 'loading' | 'ready';
  control?: (name: ContactFieldName) => ControlProps;
  /** The one message to show per field, already filtered to touched fields. */
  errors?: Partial<Record<ContactFieldName, string>>;
  submitDisabled: boolean;
  submitting?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  /** Shown under the button (the failure alert). */
  children?: ReactNode;
}

/**
 * The markup of the contact form, shared by the placeholder that is server-rendered with the
 * footer and the interactive form that replaces it, so the swap moves nothing on screen. The
 * error sits on the label's line: showing it never changes the form's height.
 */
export function ContactFormView({
  formRef,
  state,
  control = (name) => ({ name }),
  errors = {},
  submitDisabled,
  submitting = false,
  onSubmit,
  onFocus,
  onPointerEnter,
  children,
}: ContactFormViewProps) {
  return (
    <Form
      ref={formRef}
      className={styles.form}
      aria-labelledby={CONTACT_HEADING_ID}
      data-state={state}
      noValidate
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      onFocus={onFocus}
      onPointerEnter={onPointerEnter}
    >
      {contactFields.map((field) => {
        const id = contactFieldId(field.name);
        const error = errors[field.name];
        const shared = {
          ...control(field.name),
          id,
          className: styles.control,
          autoComplete: field.autoComplete,
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId(field.name) : undefined,
        };
        return (
          <div key={field.name} className={styles.field}>
            <div className={styles.labelRow}>
              <label htmlFor={id}>{field.label}</label>
              {error && (
                <span id={errorId(field.name)} className={styles.error}>
                  {error}
                </span>
              )}
            </div>
            {field.type === 'textarea' ? <textarea rows={4} {...shared} /> : <input type={field.type} {...shared} />}
          </div>
        );
      })}
      <button type="submit" className={styles.submit} disabled={submitDisabled}>
        {submitting ? 'Sending…' : 'Send message'}
      </button>
      {children}
    </Form>
  );
}
