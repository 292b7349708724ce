import Link from 'next/link';
import type { FormEventHandler, ReactNode, Ref } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';
import { PARTNER_MSRP_DISCOUNT_PERCENT } from '@/lib/constants';
import { routes } from '@/lib/routes';

import styles from './StartSelling.module.scss';

/** The partner form's fields (spec section 3), as the API names them. */
export type PartnerFieldName =
  'companyName' | 'email' | 'phone' | 'website' | 'address' | 'productType' | 'uniqueProductCount' | 'acceptedTerms';

/** What a control receives besides its id and state: react-hook-form's `register(name)`, or a name in the placeholder. */
type ControlBinding = { name: string } & Record<string, unknown>;

export interface PartnerRequestFormViewProps {
  formRef?: Ref<HTMLFormElement>;
  fieldId: (name: PartnerFieldName) => string;
  bind: (name: PartnerFieldName) => ControlBinding;
  /** The one message to show per field (already filtered to touched fields). */
  errorOf?: (name: PartnerFieldName) => string | undefined;
  /** The phone field: the interactive one, or a plain input in the placeholder. */
  phone: ReactNode;
  productTypes: ReadonlyArray<{ value: string; label: string }>;
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
 * The partner form's markup, shared by the form and its placeholder: /request-info is rendered
 * with the whole form in its HTML (its fields answer at once), while react-hook-form, zod and the
 * phone input load right after the page (PartnerRequestFormLoader), outside its first load.
 */
export function PartnerRequestFormView({
  formRef,
  fieldId,
  bind,
  errorOf = () => undefined,
  phone,
  productTypes,
  state,
  submitting = false,
  onSubmit,
  onFocus,
  onPointerEnter,
  children,
}: PartnerRequestFormViewProps) {
  const control = (name: PartnerFieldName, hint?: string) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
    ...bind(name),
  });
  return (
    <Form
      ref={formRef}
      className={`${formStyles.form} ${styles.partnerForm} ${styles.card}`}
      noValidate
      aria-label="Partner form"
      aria-busy={state === 'loading' || undefined}
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      onFocus={onFocus}
      onPointerEnter={onPointerEnter}
    >
      <div className={styles.grid}>
        <FormField id={fieldId('companyName')} label="Company name" error={errorOf('companyName')}>
          <input type="text" autoComplete="organization" required {...control('companyName')} />
        </FormField>
        <FormField id={fieldId('email')} label="Email" error={errorOf('email')}>
          <input type="email" autoComplete="email" required {...control('email')} />
        </FormField>
        {phone}
        <FormField id={fieldId('website')} label="Website" error={errorOf('website')} optional>
          <input type="url" inputMode="url" autoComplete="url" placeholder="yourcompany.com" {...control('website')} />
        </FormField>
        <div className={styles.wide}>
          <FormField id={fieldId('address')} label="Address" error={errorOf('address')}>
            <input type="text" autoComplete="street-address" required {...control('address')} />
          </FormField>
        </div>
        <FormField id={fieldId('productType')} label="Type of product" error={errorOf('productType')}>
          <select required {...control('productType')}>
            <option value="">Choose…</option>
            {productTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </FormField>
        {/* The whole row: in half of it the long label and its error wrapped onto a second line,
            pushing the checkbox below down under the person's pointer. */}
        <div className={styles.wide}>
          <FormField
            id={fieldId('uniqueProductCount')}
            label="Approximate quantity of unique products"
            error={errorOf('uniqueProductCount')}
          >
            <input type="text" inputMode="numeric" autoComplete="off" required {...control('uniqueProductCount')} />
          </FormField>
        </div>
        <div className={`${styles.wide} ${styles.acceptance}`}>
          <input type="checkbox" required {...control('acceptedTerms')} className={undefined} />
          <div>
            <label htmlFor={fieldId('acceptedTerms')}>
              I will offer {PARTNER_MSRP_DISCOUNT_PERCENT}% on MSRP to buyers on the marketplace, and I accept the
              partner terms.
            </label>{' '}
            <Link href={routes.partnerTerms.path} target="_blank" rel="noopener noreferrer">
              Read the partner terms (opens in a new tab)
            </Link>
            {/* A line kept for the message, so showing it moves nothing. */}
            <span className={styles.acceptanceError}>
              {errorOf('acceptedTerms') && (
                <span id={`${fieldId('acceptedTerms')}-error`} className={formStyles.error}>
                  {errorOf('acceptedTerms')}
                </span>
              )}
            </span>
          </div>
        </div>
      </div>
      <button type="submit" className={formStyles.submit} disabled={submitting || state === 'loading'}>
        {submitting ? 'Sending…' : 'Send request'}
      </button>
      {children}
    </Form>
  );
}
