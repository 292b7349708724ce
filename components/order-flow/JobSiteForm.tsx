'use client';

import { useId, useState, type FormEvent } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';
import type { DraftSite } from '@/lib/order/draft';
import type { OrderWords } from '@/lib/order/order-words';
import {
  jobSiteInputSchema,
  ORDER_LIMITS,
  POSTAL_CODE_FORMATS,
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
  /** The order's words: what the access notes ask, and whether washout is asked (not for bins). */
  words: OrderWords;
}

const EMPTY_SITE: DraftSite = {
  name: '',
  address: '',
  postalCode: '',
  jobNumber: '',
  gateCode: '',
  accessNotes: '',
  washoutNotes: '',
};

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
 * gate code, access and washout. Checked with the API's own schema (`jobSiteInputSchema`); an
 * error shows once its field was left or the form submitted. `onSave` checks the address against
 * the service area and keeps it.
 *
 * Plain state rather than react-hook-form: this is the one form most orders go through before
 * payment, and the order flow's JavaScript up to payment has a 250 kB budget that react-hook-form's
 * 14 kB would break; the schema, the messages and the behaviour are the same.
 */
export function JobSiteForm({ formId, countryCode, cityId, cityName, initial, onSave, words }: JobSiteFormProps) {
  const id = useId();
  const fieldId = (name: keyof DraftSite) => `${id}-${name}`;
  const [site, setSite] = useState<DraftSite>(initial ?? EMPTY_SITE);
  const [touched, setTouched] = useState<ReadonlySet<keyof DraftSite>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<{ field?: keyof DraftSite; message: string } | null>(null);

  const parsed = jobSiteInputSchema.safeParse({ ...site, countryCode, cityId });
  const schemaError = (name: keyof DraftSite) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === name)?.message;
  const error = (name: keyof DraftSite) =>
    (refused?.field === name ? refused.message : undefined) ??
    (submitted || touched.has(name) ? schemaError(name) : undefined);
  const placeholder = POSTAL_CODE_FORMATS[countryCode as OrderCountryCode]?.placeholder;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setRefused(null);
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.path[0];
      if (typeof first === 'string') document.getElementById(fieldId(first as keyof DraftSite))?.focus();
      return;
    }
    setSaving(true);
    const result = await onSave(toDraftSite(parsed.data));
    setSaving(false);
    setRefused(result);
    if (result?.field) document.getElementById(fieldId(result.field))?.focus();
  };

  const control = (name: keyof DraftSite) => ({
    id: fieldId(name),
    name,
    className: formStyles.control,
    value: site[name],
    'aria-invalid': error(name) ? true : undefined,
    onChange: (event: { target: { value: string } }) => {
      // Read now: React resets a controlled input before a later updater would run.
      const { value } = event.target;
      setSite((current) => ({ ...current, [name]: value }));
      if (refused?.field === name) setRefused(null);
    },
    onBlur: () => setTouched((current) => new Set(current).add(name)),
  });
  const text = (name: keyof DraftSite, label: string, options: { optional?: boolean; hint?: string } = {}) => (
    <FormField id={fieldId(name)} label={label} error={error(name)} optional={options.optional} hint={options.hint}>
      <input {...control(name)} aria-describedby={describedBy(fieldId(name), error(name), options.hint)} />
    </FormField>
  );
  const note = (name: keyof DraftSite, label: string, hint: string) => (
    <FormField id={fieldId(name)} label={label} error={error(name)} optional hint={hint}>
      <textarea
        {...control(name)}
        rows={2}
        maxLength={ORDER_LIMITS.note}
        aria-describedby={describedBy(fieldId(name), error(name), hint)}
      />
    </FormField>
  );

  return (
    <Form
      id={formId}
      className={styles.siteForm}
      noValidate
      aria-label="Job site"
      aria-busy={saving || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.fieldGrid}>
        {text('name', 'Site name', { hint: 'How your crew calls it, e.g. "Maple Ave townhouses"' })}
        {text('jobNumber', 'Job or PO number', { optional: true })}
      </div>
      <div className={styles.fieldGrid}>
        {text('address', `Street address in ${cityName}`)}
        <FormField id={fieldId('postalCode')} label="Postal code" error={error('postalCode')}>
          <input
            {...control('postalCode')}
            autoComplete="postal-code"
            placeholder={placeholder}
            aria-describedby={describedBy(fieldId('postalCode'), error('postalCode'))}
          />
        </FormField>
      </div>
      <div className={styles.fieldGrid}>{text('gateCode', 'Gate code', { optional: true })}</div>
      <div className={styles.fieldGrid}>
        {note('accessNotes', 'Access notes', words.accessHint)}
        {words.asksWashout && note('washoutNotes', 'Washout notes', 'Where the driver may wash out the chute.')}
      </div>
      {refused && !refused.field && (
        <p role="alert" className={formStyles.alert}>
          {refused.message}
        </p>
      )}
    </Form>
  );
}
