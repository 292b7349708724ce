'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { PhoneField } from '@/components/forms/PhoneField';
import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { WeWillReachYouModal } from '@/components/modals/WeWillReachYouModal';
import { PartnerRequestCreateDocument } from '@/graphql/generated/client/graphql';
import { PARTNER_MSRP_DISCOUNT_PERCENT } from '@/lib/constants';
import { requestGraphQL } from '@/lib/graphql/request';
import { routes } from '@/lib/routes';
import {
  PARTNER_PRODUCT_TYPES,
  partnerRequestSchema,
  type PartnerRequestFormValues,
} from '@/lib/validation/start-selling';

import styles from './StartSelling.module.scss';

type ValidPartnerRequest = z.output<typeof partnerRequestSchema>;
type FieldName = keyof PartnerRequestFormValues;

const FIELD_NAMES: readonly FieldName[] = [
  'companyName',
  'email',
  'phone',
  'website',
  'address',
  'productType',
  'uniqueProductCount',
  'acceptedTerms',
];
const isFieldName = (name: string): name is FieldName => FIELD_NAMES.some((field) => field === name);

const EMPTY: PartnerRequestFormValues = {
  companyName: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  productType: '',
  uniqueProductCount: '',
  acceptedTerms: false,
};

export interface PartnerRequestFormProps {
  /** The GraphQL endpoint (embedded or external API). */
  endpoint: string;
}

/**
 * The partner form (spec section 3). Errors show next to their label once a field is touched or
 * the form submitted, the first message only. On success the we-will-reach-you modal confirms
 * and the form is cleared; on a failure everything typed stays and the coded message shows.
 */
export function PartnerRequestForm({ endpoint }: PartnerRequestFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<PartnerRequestFormValues, unknown, ValidPartnerRequest>({
    // A refused submit takes the person to the first field at fault (the checkbox too), in view.
    shouldFocusError: true,
    // The form's text values are the schema's input (the count is typed as text).
    resolver: zodResolver(partnerRequestSchema as unknown as z.ZodType<ValidPartnerRequest, PartnerRequestFormValues>),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await requestGraphQL(endpoint, PartnerRequestCreateDocument, {
      input: {
        companyName: values.companyName,
        email: values.email,
        phone: values.phone,
        website: values.website ?? null,
        address: values.address,
        productType: values.productType,
        uniqueProductCount: values.uniqueProductCount,
        acceptedTerms: values.acceptedTerms,
      },
    });
    if (outcome.ok) {
      reset(EMPTY);
      setConfirmed(true);
      return;
    }
    const { code, message, fields } = outcome.failure;
    if (!placeFieldErrors(fields, (name) => (isFieldName(name) ? name : undefined), setError)) {
      setFailure(code ? `${message} (${code})` : message);
    }
  });

  const controlProps = (name: FieldName, hint?: string) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });

  return (
    <>
      <form
        className={`${formStyles.form} ${styles.partnerForm} ${styles.card}`}
        noValidate
        aria-label="Partner form"
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className={styles.grid}>
          <FormField id={fieldId('companyName')} label="Company name" error={errorOf('companyName')}>
            <input
              type="text"
              autoComplete="organization"
              required
              {...controlProps('companyName')}
              {...register('companyName')}
            />
          </FormField>
          <FormField id={fieldId('email')} label="Email" error={errorOf('email')}>
            <input type="email" autoComplete="email" required {...controlProps('email')} {...register('email')} />
          </FormField>
          <PhoneField control={control} name="phone" id={fieldId('phone')} label="Phone" error={errorOf('phone')} />
          <FormField id={fieldId('website')} label="Website" error={errorOf('website')} optional>
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="yourcompany.com"
              {...controlProps('website')}
              {...register('website')}
            />
          </FormField>
          <div className={styles.wide}>
            <FormField id={fieldId('address')} label="Address" error={errorOf('address')}>
              <input
                type="text"
                autoComplete="street-address"
                required
                {...controlProps('address')}
                {...register('address')}
              />
            </FormField>
          </div>
          <FormField id={fieldId('productType')} label="Type of product" error={errorOf('productType')}>
            <select required {...controlProps('productType')} {...register('productType')}>
              <option value="">Choose…</option>
              {PARTNER_PRODUCT_TYPES.map((type) => (
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
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                required
                {...controlProps('uniqueProductCount')}
                {...register('uniqueProductCount')}
              />
            </FormField>
          </div>
          <div className={`${styles.wide} ${styles.acceptance}`}>
            <input
              type="checkbox"
              id={fieldId('acceptedTerms')}
              required
              aria-invalid={errorOf('acceptedTerms') ? true : undefined}
              aria-describedby={describedBy(fieldId('acceptedTerms'), errorOf('acceptedTerms'))}
              {...register('acceptedTerms')}
            />
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
        <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send request'}
        </button>
        {failure && (
          <p role="alert" className={formStyles.alert}>
            {failure}
          </p>
        )}
      </form>
      <WeWillReachYouModal open={confirmed} onClose={() => setConfirmed(false)} />
    </>
  );
}
