'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormField, describedBy } from '@/components/forms/FormField';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { Form } from '@/components/ui/Form';
import { LoadDelayReportDocument, type OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';
import { DELAY_LIMITS, loadDelayInputSchema } from '@/lib/validation/dispatch';

import styles from './Driver.module.scss';

type Values = z.input<typeof loadDelayInputSchema>;
type Valid = z.output<typeof loadDelayInputSchema>;

/** The delays a driver picks from, in minutes. */
export const DELAY_CHOICES = [15, 30, 45, 60, 90, 120] as const;

/**
 * Running late: the driver says how late and why, in two taps, before arriving. The contractor is
 * told at once (the order page and a mail); the dispatcher sees it on the load.
 */
export function DelayForm({
  load,
  onReported,
}: {
  load: OrderLoadFieldsFragment;
  onReported: (load: OrderLoadFieldsFragment) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [report] = useMutation(LoadDelayReportDocument);
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<Values, unknown, Valid>({
    resolver: zodResolver(loadDelayInputSchema),
    defaultValues: { loadId: load.id, minutes: load.delayMinutes ?? 30, reason: load.delayReason ?? '' },
  });
  const reasonError = shownFieldError(errors.reason, touchedFields.reason, isSubmitted);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const result = await report({ variables: { input } }).catch(answerOfRejection);
    if (result.data?.loadDelayReport) {
      onReported(result.data.loadDelayReport);
      setOpen(false);
      return;
    }
    setFailure(apiFailureOf(result.error).message);
  });

  if (!open) {
    return (
      <div>
        {load.delayMinutes && (
          <p className={styles.muted}>
            Delay reported: about {load.delayMinutes} minutes{load.delayReason ? ` (${load.delayReason})` : ''}.
          </p>
        )}
        <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
          {load.delayMinutes ? 'Update the delay' : 'Report a delay'}
        </button>
      </div>
    );
  }
  return (
    <Form
      className={styles.proofForm}
      aria-label={`Delay of load ${load.sequence}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField id={`${id}-minutes`} label="How late (minutes)">
        <select id={`${id}-minutes`} className={styles.input} {...register('minutes', { valueAsNumber: true })}>
          {DELAY_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              About {minutes} minutes
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-reason`} label="Why" error={reasonError} optional>
        <input
          id={`${id}-reason`}
          className={styles.input}
          maxLength={DELAY_LIMITS.reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={describedBy(`${id}-reason`, reasonError)}
          {...register('reason')}
        />
      </FormField>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.signatureActions}>
        <button type="submit" className={styles.secondary} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Tell the contractor'}
        </button>
        <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </Form>
  );
}
