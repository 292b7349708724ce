'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import { CompanySettingsUpdateDocument, type CompanySettingsFieldsFragment } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import {
  BILLING_COUNTRIES,
  companySettingsFormSchema,
  type CompanySettingsFormValues,
  type CompanySettingsInput,
} from '@/lib/validation/account-settings';
import { POSTAL_CODE_FORMATS } from '@/lib/validation/order-rules';
import { DELIVERY_COUNTRIES } from '@/lib/validation/start-selling';

type FieldName = keyof CompanySettingsFormValues;
const FIELDS: readonly FieldName[] = ['name', 'street', 'city', 'region', 'postalCode', 'country'];
/** The API names the address's fields `address.street`...; the form has them flat. */
const fieldOf = (apiName: string): FieldName | undefined => {
  const name = apiName.split('.').at(-1) ?? '';
  return (FIELDS as readonly string[]).includes(name) ? (name as FieldName) : undefined;
};
const countryName = (code: string) => DELIVERY_COUNTRIES.find((country) => country.code === code)?.name ?? code;

function valuesOf(settings: CompanySettingsFieldsFragment): CompanySettingsFormValues {
  const address = settings.address;
  return {
    name: settings.name,
    street: address?.street ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? 'CA',
  };
}

export interface CompanyFormProps {
  settings: CompanySettingsFieldsFragment;
  onSaved: (settings: CompanySettingsFieldsFragment) => void;
}

/**
 * The company's name and its address for invoices: what every invoice bills to. The owner edits
 * them; other members see them and who may change them.
 */
export function CompanyForm({ settings, onSaved }: CompanyFormProps) {
  if (!settings.editable) return <CompanyFacts settings={settings} />;
  return <EditableCompanyForm settings={settings} onSaved={onSaved} />;
}

function CompanyFacts({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { address } = settings;
  return (
    <>
      <dl className={formStyles.form}>
        <div>
          <dt>Company name</dt>
          <dd>{settings.name}</dd>
        </div>
        <div>
          <dt>Address for invoices</dt>
          <dd>
            {address
              ? `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${countryName(address.country)}`
              : 'None yet'}
          </dd>
        </div>
      </dl>
      <p className={formStyles.hint}>Only the company’s owner can change its name and address.</p>
    </>
  );
}

function EditableCompanyForm({ settings, onSaved }: CompanyFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [update] = useMutation(CompanySettingsUpdateDocument);
  const [saved, setSaved] = useState(false);
  const form = useForm<CompanySettingsFormValues, unknown, CompanySettingsInput>({
    resolver: zodResolver(companySettingsFormSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(settings),
  });
  const {
    register,
    reset,
    watch,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const country = watch('country');
  const postalPlaceholder = POSTAL_CODE_FORMATS[country as keyof typeof POSTAL_CODE_FORMATS]?.placeholder;

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: FieldName, hint?: string) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });

  const submission = useSubmission(form, {
    send: (input) => {
      setSaved(false);
      return outcomeOf(update({ variables: { input } }), (data) => data.companySettingsUpdate);
    },
    fieldOf,
    onSuccess: (updated) => {
      reset(valuesOf(updated));
      setSaved(true);
      onSaved(updated);
    },
  });

  const nameHint = 'Invoices bill to this name.';
  const addressHint = 'Shown under the name on invoices. Leave it blank for none.';
  return (
    <Form className={formStyles.form} noValidate aria-label="Your company" onSubmit={submission.onSubmit}>
      <FormField id={fieldId('name')} label="Company name" error={errorOf('name')} hint={nameHint}>
        <input autoComplete="organization" required {...controlProps('name', nameHint)} {...register('name')} />
      </FormField>
      <fieldset className={formStyles.form}>
        <legend>Address for invoices</legend>
        <p className={formStyles.hint}>{addressHint}</p>
        <FormField id={fieldId('street')} label="Street address" error={errorOf('street')}>
          <input autoComplete="street-address" {...controlProps('street')} {...register('street')} />
        </FormField>
        <FormField id={fieldId('city')} label="City" error={errorOf('city')}>
          <input autoComplete="address-level2" {...controlProps('city')} {...register('city')} />
        </FormField>
        <FormField id={fieldId('region')} label="Province or state" error={errorOf('region')}>
          <input autoComplete="address-level1" {...controlProps('region')} {...register('region')} />
        </FormField>
        <FormField id={fieldId('postalCode')} label="Postal code" error={errorOf('postalCode')}>
          <input
            autoComplete="postal-code"
            placeholder={postalPlaceholder}
            {...controlProps('postalCode')}
            {...register('postalCode')}
          />
        </FormField>
        <FormField id={fieldId('country')} label="Country" error={errorOf('country')}>
          <select autoComplete="country" {...controlProps('country')} {...register('country')}>
            {BILLING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
        </FormField>
      </fieldset>
      <FormFooter submission={submission} label="Save the company" pendingLabel="Saving…">
        <p role="status" className={formStyles.hint}>
          {saved ? 'Saved: invoices bill to this name and address.' : ''}
        </p>
      </FormFooter>
    </Form>
  );
}
