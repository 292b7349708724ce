'use client';

import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';

import { outcomeOf } from '@/lib/apollo/errors';
import { FormField, describedBy, fieldErrorId } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { useSubmission } from '@/components/forms/useSubmission';
import styles from '@/components/ui/Workspace.module.scss';
import { Form } from '@/components/ui/Form';
import { CreditAccountApplyDocument, type CreditAccountFieldsFragment } from '@/graphql/generated/client/graphql';
import {
  CREDIT_APPLICATION_COUNTRIES,
  CREDIT_APPLICATION_FIELD_NAMES,
  validateCreditApplication,
  type CreditApplicationField as FieldName,
  type CreditApplicationFormValues,
} from '@/lib/validation/credit';
import type { CreditAccountApplyFormValues } from '@/lib/validation/payments';

/** The form's check is the API's schema, on the dollars typed turned into cents. */
const creditApplicationResolver: Resolver<CreditApplicationFormValues, unknown, CreditAccountApplyFormValues> = (
  values,
) => {
  const check = validateCreditApplication(values);
  if (check.ok) return { values: check.input, errors: {} };
  const errors: FieldErrors<CreditApplicationFormValues> = {};
  for (const [name, message] of Object.entries(check.errors)) {
    errors[name as FieldName] = { type: 'validation', message };
  }
  return { values: {}, errors };
};

const EMPTY: CreditApplicationFormValues = {
  legalName: '',
  countryCode: '',
  businessNumber: '',
  yearsInBusiness: '',
  monthlySpend: '',
  requestedLimit: '',
  acceptTerms: false,
};

export interface CreditApplicationFormProps {
  /** The company's name, to start the legal name from. */
  companyName?: string;
  termDays: number;
  onDecided: (account: CreditAccountFieldsFragment) => void;
}

/**
 * The application for 120-day terms. The decision is immediate: the parent shows the account (or
 * the reason it was declined) from the answer. Field errors from the server land by their field;
 * nothing typed is lost on an error.
 */
export function CreditApplicationForm({ companyName, termDays, onDecided }: CreditApplicationFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [apply] = useMutation(CreditAccountApplyDocument);
  const form = useForm<CreditApplicationFormValues, unknown, CreditAccountApplyFormValues>({
    resolver: creditApplicationResolver,
    mode: 'onTouched',
    defaultValues: { ...EMPTY, legalName: companyName ?? '' },
  });
  const {
    register,
    control,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const countryCode = useWatch({ control, name: 'countryCode' });
  const country = CREDIT_APPLICATION_COUNTRIES.find((entry) => entry.code === countryCode);

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: FieldName, hint?: string) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(apply({ variables: { input } }), (data) => data.creditAccountApply),
    fieldOf: (apiName) => CREDIT_APPLICATION_FIELD_NAMES[apiName],
    onSuccess: onDecided,
  });

  const amountHint = 'In dollars of your country, e.g. 25,000';
  return (
    <Form
      className={`${formStyles.form} ${styles.narrowForm}`}
      noValidate
      aria-label="Apply for 120-day terms"
      onSubmit={submission.onSubmit}
    >
      <FormField id={fieldId('legalName')} label="Legal business name" error={errorOf('legalName')}>
        <input autoComplete="organization" required {...controlProps('legalName')} {...register('legalName')} />
      </FormField>
      <FormField id={fieldId('countryCode')} label="Country" error={errorOf('countryCode')}>
        <select required {...controlProps('countryCode')} {...register('countryCode')}>
          <option value="">Choose a country</option>
          {CREDIT_APPLICATION_COUNTRIES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={fieldId('businessNumber')}
        label={country?.businessNumberLabel ?? 'Business number'}
        error={errorOf('businessNumber')}
      >
        <input
          required
          placeholder={country?.businessNumberPlaceholder}
          {...controlProps('businessNumber')}
          {...register('businessNumber')}
        />
      </FormField>
      <FormField id={fieldId('yearsInBusiness')} label="Years in business" error={errorOf('yearsInBusiness')}>
        <input inputMode="numeric" required {...controlProps('yearsInBusiness')} {...register('yearsInBusiness')} />
      </FormField>
      <FormField
        id={fieldId('monthlySpend')}
        label="Expected monthly spend on materials"
        error={errorOf('monthlySpend')}
        hint={amountHint}
      >
        <input
          inputMode="decimal"
          required
          {...controlProps('monthlySpend', amountHint)}
          {...register('monthlySpend')}
        />
      </FormField>
      <FormField
        id={fieldId('requestedLimit')}
        label="Requested credit limit"
        error={errorOf('requestedLimit')}
        hint={amountHint}
      >
        <input
          inputMode="decimal"
          required
          {...controlProps('requestedLimit', amountHint)}
          {...register('requestedLimit')}
        />
      </FormField>
      <div className={formStyles.field}>
        <div className={styles.checkboxRow}>
          <input
            type="checkbox"
            id={fieldId('acceptTerms')}
            aria-invalid={errorOf('acceptTerms') ? true : undefined}
            aria-describedby={describedBy(fieldId('acceptTerms'), errorOf('acceptTerms'))}
            {...register('acceptTerms')}
          />
          <label htmlFor={fieldId('acceptTerms')}>
            I accept the terms: each order on terms is invoiced on delivery and due {termDays} days later.
          </label>
        </div>
        {errorOf('acceptTerms') && (
          <span id={fieldErrorId(fieldId('acceptTerms'))} className={formStyles.error}>
            {errorOf('acceptTerms')}
          </span>
        )}
      </div>
      <FormFooter submission={submission} label="Apply for 120-day terms" pendingLabel="Sending your application…" />
    </Form>
  );
}
