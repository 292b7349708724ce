import type { FormEventHandler, ReactNode, Ref } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import styles from '@/components/start-selling/StartSelling.module.scss';
import { Form } from '@/components/ui/Form';

/** The demo request's fields, as the form names them (the endpoint calls fullName `name`). */
export const DEMO_REQUEST_FIELDS = ['fullName', 'email', 'company', 'phone', 'sells', 'message'] as const;
export type DemoRequestFieldName = (typeof DEMO_REQUEST_FIELDS)[number];

/** What a control receives besides its id and state: react-hook-form's `register(name)`, or a name in the placeholder. */
type ControlBinding = { name: string } & Record<string, unknown>;

export interface DemoRequestFormViewProps {
  formRef?: Ref<HTMLFormElement>;
  fieldId: (name: DemoRequestFieldName) => string;
  bind: (name: DemoRequestFieldName) => ControlBinding;
  /** The one message to show per field (already filtered to touched fields). */
  errorOf?: (name: DemoRequestFieldName) => string | undefined;
  /** `loading` until the interactive form has replaced the server-rendered one. */
  state: 'loading' | 'ready';
  submitting?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  /** Shown under the button (the failure alert). */
  children?: ReactNode;
}

/**
 * The demo request's markup, shared by the form and its placeholder: /book-demo comes with the
 * whole form in its HTML, while react-hook-form and zod load right after the page
 * (DemoRequestFormLoader), outside the marketing pages' first load.
 */
export function DemoRequestFormView({
  formRef,
  fieldId,
  bind,
  errorOf = () => undefined,
  state,
  submitting = false,
  onSubmit,
  onFocus,
  onPointerEnter,
  children,
}: DemoRequestFormViewProps) {
  const control = (name: DemoRequestFieldName) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
    ...bind(name),
  });
  return (
    <Form
      ref={formRef}
      className={`${formStyles.form} ${styles.partnerForm} ${styles.card}`}
      noValidate
      aria-label="Demo request"
      aria-busy={state === 'loading' || undefined}
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      onFocus={onFocus}
      onPointerEnter={onPointerEnter}
    >
      <div className={styles.grid}>
        <FormField id={fieldId('fullName')} label="Full name" error={errorOf('fullName')}>
          <input type="text" autoComplete="name" required {...control('fullName')} />
        </FormField>
        <FormField id={fieldId('email')} label="Work email" error={errorOf('email')}>
          <input type="email" autoComplete="email" required {...control('email')} />
        </FormField>
        <FormField id={fieldId('company')} label="Company" error={errorOf('company')}>
          <input type="text" autoComplete="organization" required {...control('company')} />
        </FormField>
        <FormField id={fieldId('phone')} label="Phone" error={errorOf('phone')} optional>
          <input type="tel" autoComplete="tel" {...control('phone')} />
        </FormField>
        <div className={styles.wide}>
          <FormField id={fieldId('sells')} label="What you sell" error={errorOf('sells')}>
            <input
              type="text"
              autoComplete="off"
              placeholder="Ready-mix concrete, aggregates, bin rental…"
              required
              {...control('sells')}
            />
          </FormField>
        </div>
        <div className={styles.wide}>
          <FormField
            id={fieldId('message')}
            label="When suits you, and what you would like to see"
            error={errorOf('message')}
          >
            <textarea rows={4} required {...control('message')} />
          </FormField>
        </div>
      </div>
      <button type="submit" className={formStyles.submit} disabled={submitting || state === 'loading'}>
        {submitting ? 'Sending…' : 'Request a demo'}
      </button>
      {children}
    </Form>
  );
}
