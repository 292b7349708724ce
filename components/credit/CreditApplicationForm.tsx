'use client';

import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import {
  get,
  useFieldArray,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';

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
  CREDIT_LIMITS,
  EMPTY_TRADE_REFERENCE,
  creditApplicationFieldOf,
  validateCreditApplication,
  type CreditAccountApplyFormValues,
  type CreditApplicationField,
  type CreditApplicationFormValues,
} from '@/lib/validation/credit';

type FormPath = FieldPath<CreditApplicationFormValues>;

/** Where a field's message lives in react-hook-form's errors: the list's own message on its `root`. */
const formPathOf = (field: CreditApplicationField): FormPath =>
  (field === 'tradeReferences' ? 'tradeReferences.root' : field) as FormPath;

/** Puts `value` at a dotted path of nested objects and arrays (react-hook-form's shape of errors). */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, index) => {
    node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1)!] = value;
}

/** The form's check is the API's schema, on the dollars typed turned into cents. */
const creditApplicationResolver: Resolver<CreditApplicationFormValues, unknown, CreditAccountApplyFormValues> = (
  values,
) => {
  const check = validateCreditApplication(values);
  if (check.ok) return { values: check.input, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(check.errors)) {
    setAt(errors, formPathOf(name as CreditApplicationField), { type: 'validation', message });
  }
  return { values: {}, errors: errors as FieldErrors<CreditApplicationFormValues> };
};

const EMPTY: CreditApplicationFormValues = {
  legalName: '',
  countryCode: '',
  businessNumber: '',
  yearsInBusiness: '',
  annualVolume: '',
  requestedLimit: '',
  billingContactName: '',
  billingContactEmail: '',
  billingContactPhone: '',
  tradeReferences: [EMPTY_TRADE_REFERENCE, EMPTY_TRADE_REFERENCE],
  acceptTerms: false,
};

export interface CreditApplicationFormProps {
  /** The company's name, to start the legal name from. */
  companyName?: string;
  /** The signed-in person, to start the billing contact from. */
  contact?: { name: string; email: string; phone: string | null };
  termDays: number;
  onSubmitted: (account: CreditAccountFieldsFragment) => void;
}

/**
 * The application for terms: the business, its billing contact and at least two trade
 * references. It goes to a marketplace operator's review; the parent shows its status from the
 * answer. Field errors from the server land by their field; nothing typed is lost on an error.
 */
export function CreditApplicationForm({ companyName, contact, termDays, onSubmitted }: CreditApplicationFormProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;
  const [apply] = useMutation(CreditAccountApplyDocument);
  const form = useForm<CreditApplicationFormValues, unknown, CreditAccountApplyFormValues>({
    resolver: creditApplicationResolver,
    mode: 'onTouched',
    defaultValues: {
      ...EMPTY,
      legalName: companyName ?? '',
      billingContactName: contact?.name ?? '',
      billingContactEmail: contact?.email ?? '',
      billingContactPhone: contact?.phone ?? '',
    },
  });
  const {
    register,
    control,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const references = useFieldArray({ control, name: 'tradeReferences' });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const country = CREDIT_APPLICATION_COUNTRIES.find((entry) => entry.code === countryCode);

  const errorOf = (name: string) => {
    // A reference's field is nested (tradeReferences.1.phone): react-hook-form's `get` walks the path.
    const error: unknown = get(errors, name);
    const touched: unknown = get(touchedFields, name);
    return shownFieldError(error as { message?: string } | undefined, touched, isSubmitted);
  };
  const controlProps = (name: string, hint?: string) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(apply({ variables: { input } }), (data) => data.creditAccountApply),
    fieldOf: (apiName) => {
      const field = creditApplicationFieldOf(apiName);
      return field ? formPathOf(field) : undefined;
    },
    onSuccess: onSubmitted,
  });

  const amountHint = 'In dollars of your country, e.g. 250,000';
  const listError = isSubmitted ? (errors.tradeReferences?.root?.message ?? undefined) : undefined;
  return (
    <Form
      className={`${formStyles.form} ${styles.narrowForm}`}
      noValidate
      aria-label="Apply for terms"
      onSubmit={submission.onSubmit}
    >
      <fieldset className={styles.fieldset}>
        <legend>Your business</legend>
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
          id={fieldId('annualVolume')}
          label="Estimated yearly spend on materials"
          error={errorOf('annualVolume')}
          hint={amountHint}
        >
          <input
            inputMode="decimal"
            required
            {...controlProps('annualVolume', amountHint)}
            {...register('annualVolume')}
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
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Billing contact</legend>
        <FormField id={fieldId('billingContactName')} label="Name" error={errorOf('billingContactName')}>
          <input
            autoComplete="name"
            required
            {...controlProps('billingContactName')}
            {...register('billingContactName')}
          />
        </FormField>
        <FormField id={fieldId('billingContactEmail')} label="Email" error={errorOf('billingContactEmail')}>
          <input
            type="email"
            autoComplete="email"
            required
            {...controlProps('billingContactEmail')}
            {...register('billingContactEmail')}
          />
        </FormField>
        <FormField id={fieldId('billingContactPhone')} label="Phone" error={errorOf('billingContactPhone')}>
          <input
            type="tel"
            autoComplete="tel"
            required
            {...controlProps('billingContactPhone')}
            {...register('billingContactPhone')}
          />
        </FormField>
      </fieldset>
      <fieldset
        className={styles.fieldset}
        aria-describedby={listError ? fieldErrorId(fieldId('tradeReferences')) : undefined}
      >
        <legend>Trade references</legend>
        <p className={styles.muted}>
          At least {CREDIT_LIMITS.minReferences} suppliers that sell to you on terms today, with a phone or an email we
          can reach them at.
        </p>
        {listError && (
          <p id={fieldErrorId(fieldId('tradeReferences'))} className={formStyles.error} role="alert">
            {listError}
          </p>
        )}
        {references.fields.map((reference, index) => {
          const at = (name: string) => `tradeReferences.${index}.${name}`;
          return (
            <fieldset key={reference.id} className={styles.fieldset}>
              <legend>Reference {index + 1}</legend>
              <FormField id={fieldId(at('name'))} label="Supplier" error={errorOf(at('name'))}>
                <input required {...controlProps(at('name'))} {...register(`tradeReferences.${index}.name`)} />
              </FormField>
              <FormField id={fieldId(at('contactName'))} label="Contact person" error={errorOf(at('contactName'))}>
                <input
                  required
                  {...controlProps(at('contactName'))}
                  {...register(`tradeReferences.${index}.contactName`)}
                />
              </FormField>
              <FormField id={fieldId(at('phone'))} label="Phone" error={errorOf(at('phone'))} optional>
                <input type="tel" {...controlProps(at('phone'))} {...register(`tradeReferences.${index}.phone`)} />
              </FormField>
              <FormField id={fieldId(at('email'))} label="Email" error={errorOf(at('email'))} optional>
                <input type="email" {...controlProps(at('email'))} {...register(`tradeReferences.${index}.email`)} />
              </FormField>
              {references.fields.length > CREDIT_LIMITS.minReferences && (
                <button type="button" className={styles.secondary} onClick={() => references.remove(index)}>
                  Remove reference {index + 1}
                </button>
              )}
            </fieldset>
          );
        })}
        {references.fields.length < CREDIT_LIMITS.maxReferences && (
          <button type="button" className={styles.secondary} onClick={() => references.append(EMPTY_TRADE_REFERENCE)}>
            Add a reference
          </button>
        )}
      </fieldset>
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
            I accept the terms: each order on terms is invoiced on delivery and due {termDays} days later, unless the
            approval says otherwise; new orders on terms are held while an invoice is overdue.
          </label>
        </div>
        {errorOf('acceptTerms') && (
          <span id={fieldErrorId(fieldId('acceptTerms'))} className={formStyles.error}>
            {errorOf('acceptTerms')}
          </span>
        )}
      </div>
      <FormFooter submission={submission} label="Send the application" pendingLabel="Sending your application…" />
    </Form>
  );
}
