'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { AuthField, describedBy } from '@/components/forms/AuthField';
import formStyles from '@/components/forms/AuthForm.module.scss';
import type { DraftSite } from '@/lib/order/draft';
import {
  jobSiteInputSchema,
  ORDER_LIMITS,
  POSTAL_CODE_FORMATS,
  type JobSiteFormValues,
  type JobSiteInput,
  type OrderCountryCode,
} from '@/lib/validation/order';

import styles from './steps/steps.module.scss';

/** What saving a site answered: null when saved, else the message (on its field when there is one). */
export type JobSiteSaveResult = null | { message: string; field?: keyof DraftSite };

export interface JobSiteFormProps {
  /** The form's id: the step's Next button submits it. */
  formId: string;
  countryCode: string;
  cityId: string;
  cityName: string;
  initial?: DraftSite | null;
  onSave: (site: DraftSite) => Promise<JobSiteSaveResult>;
}

const FIELD_NAMES = ['name', 'address', 'postalCode', 'jobNumber', 'gateCode', 'accessNotes', 'washoutNotes'] as const;
const isSiteField = (name: string | undefined): name is keyof DraftSite => FIELD_NAMES.some((field) => field === name);

/** The form's values as the draft keeps them (blank optional notes are empty strings). */
const toDraftSite = (site: JobSiteInput): DraftSite => ({
  name: site.name,
  address: site.address,
  postalCode: site.postalCode,
  jobNumber: site.jobNumber ?? '',
  gateCode: site.gateCode ?? '',
  accessNotes: site.accessNotes ?? '',
  washoutNotes: site.washoutNotes ?? '',
});

/**
 * A delivery address as a job site: its name, street address and postal code (with the country's
 * placeholder, CA 'A1A 1A1', US '12345'), the job or PO number, and the notes the driver needs:
 * gate code, access and washout. Validated with the API's own schema; `onSave` checks the address
 * against the service area and keeps it.
 */
export function JobSiteForm({ formId, countryCode, cityId, cityName, initial, onSave }: JobSiteFormProps) {
  const id = useId();
  const fieldId = (name: keyof DraftSite) => `${id}-${name}`;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobSiteFormValues, unknown, JobSiteInput>({
    resolver: zodResolver(jobSiteInputSchema),
    defaultValues: {
      countryCode: countryCode as JobSiteFormValues['countryCode'],
      cityId,
      name: initial?.name ?? '',
      address: initial?.address ?? '',
      postalCode: initial?.postalCode ?? '',
      jobNumber: initial?.jobNumber ?? '',
      gateCode: initial?.gateCode ?? '',
      accessNotes: initial?.accessNotes ?? '',
      washoutNotes: initial?.washoutNotes ?? '',
    },
  });
  const placeholder = POSTAL_CODE_FORMATS[countryCode as OrderCountryCode]?.placeholder;

  const submit = handleSubmit(async (site) => {
    setFailure(null);
    const result = await onSave(toDraftSite(site));
    if (!result) return;
    if (isSiteField(result.field)) setError(result.field, { message: result.message }, { shouldFocus: true });
    else setFailure(result.message);
  });

  const error = (name: keyof DraftSite) => errors[name]?.message;
  const text = (name: keyof DraftSite, label: string, options: { optional?: boolean; hint?: string } = {}) => (
    <AuthField id={fieldId(name)} label={label} error={error(name)} optional={options.optional} hint={options.hint}>
      <input
        id={fieldId(name)}
        className={formStyles.control}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(fieldId(name), error(name), options.hint)}
        {...register(name)}
      />
    </AuthField>
  );
  const note = (name: keyof DraftSite, label: string, hint: string) => (
    <AuthField id={fieldId(name)} label={label} error={error(name)} optional hint={hint}>
      <textarea
        id={fieldId(name)}
        rows={2}
        maxLength={ORDER_LIMITS.note}
        className={formStyles.control}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(fieldId(name), error(name), hint)}
        {...register(name)}
      />
    </AuthField>
  );

  return (
    <form
      id={formId}
      className={styles.siteForm}
      noValidate
      aria-label="Job site"
      aria-busy={isSubmitting || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.fieldGrid}>
        {text('name', 'Site name', { hint: 'How your crew calls it, e.g. "Maple Ave townhouses"' })}
        {text('jobNumber', 'Job or PO number', { optional: true })}
      </div>
      <div className={styles.fieldGrid}>
        {text('address', `Street address in ${cityName}`)}
        <AuthField id={fieldId('postalCode')} label="Postal code" error={error('postalCode')}>
          <input
            id={fieldId('postalCode')}
            className={formStyles.control}
            autoComplete="postal-code"
            placeholder={placeholder}
            aria-invalid={error('postalCode') ? true : undefined}
            aria-describedby={describedBy(fieldId('postalCode'), error('postalCode'))}
            {...register('postalCode')}
          />
        </AuthField>
      </div>
      <div className={styles.fieldGrid}>{text('gateCode', 'Gate code', { optional: true })}</div>
      <div className={styles.fieldGrid}>
        {note('accessNotes', 'Access notes', 'Where trucks enter and park, height or weight limits.')}
        {note('washoutNotes', 'Washout notes', 'Where the driver may wash out the chute.')}
      </div>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
    </form>
  );
}
