'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';

import { outcomeOf } from '@/lib/apollo/errors';
import { describedBy, fieldErrorId } from '@/components/forms/FormField';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { Form } from '@/components/ui/Form';
import {
  SupplierDateBlockDocument,
  SupplierDateUnblockDocument,
  SupplierWindowCapacityResetDocument,
  SupplierWindowCapacitySetDocument,
  type SupplierScheduleDayFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { dateBlockSchema, SCHEDULE_LIMITS, windowCapacitySetSchema } from '@/lib/validation/supplier-schedule';

import styles from './Schedule.module.scss';

type Day = SupplierScheduleDayFieldsFragment;
type Window = Day['windows'][number];

/** Runs a schedule mutation: its answer, or the API's failure (a network failure included). */
const settle = <TData,>(call: Promise<{ data?: TData | null; error?: unknown }>) => outcomeOf(call, (data) => data);

type CapacityValues = z.input<typeof windowCapacitySetSchema>;
type CapacityValid = z.output<typeof windowCapacitySetSchema>;

export interface WindowCapacityFormProps {
  date: string;
  /** "Mon, May 4, 2026": names the field for a screen reader. */
  dayLabel: string;
  window: Window;
  onChanged: () => Promise<unknown>;
}

/**
 * A window's capacity on a date: a number of trucks, saved, or reset to the settings' default.
 * The server's refusal (below the trucks booked) shows next to the field; what was typed stays.
 */
export function WindowCapacityForm({ date, dayLabel, window, onChanged }: WindowCapacityFormProps) {
  const id = `${useId()}-capacity`;
  const [setCapacity] = useMutation(SupplierWindowCapacitySetDocument);
  const [resetCapacity, resetState] = useMutation(SupplierWindowCapacityResetDocument);
  const form = useForm<CapacityValues, unknown, CapacityValid>({
    resolver: zodResolver(windowCapacitySetSchema),
    mode: 'onTouched',
    defaultValues: {
      date,
      startHour: window.startHour,
      capacityTrucks: window.overrideCapacityTrucks ?? window.defaultCapacityTrucks,
    },
  });
  const {
    register,
    clearErrors,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.capacityTrucks, touchedFields.capacityTrucks, isSubmitted);
  const overridden = window.overrideCapacityTrucks !== null && window.overrideCapacityTrucks !== undefined;

  const submission = useSubmission(form, {
    send: (input) => settle(setCapacity({ variables: input })),
    fieldOf: fieldOfNames(['capacityTrucks'] as const),
    onSuccess: async (_, input) => {
      toast.success(`${window.label} on ${dayLabel}: capacity ${input.capacityTrucks}.`, {
        toastId: `capacity-${date}-${window.startHour}`,
      });
      await onChanged();
    },
  });
  const failure = submission.failure;

  const onReset = async () => {
    submission.setFailure(null);
    clearErrors('capacityTrucks');
    const outcome = await settle(resetCapacity({ variables: { date, startHour: window.startHour } }));
    if (!outcome.ok) return submission.refuse(outcome.failure);
    toast.success(`${window.label} on ${dayLabel}: back to the default capacity.`, {
      toastId: `capacity-${date}-${window.startHour}`,
    });
    await onChanged();
  };

  return (
    <Form
      className={styles.capacityForm}
      noValidate
      aria-label={`Capacity of ${window.label} on ${dayLabel}`}
      onSubmit={submission.onSubmit}
    >
      <div className={styles.capacityField}>
        <label htmlFor={id}>
          Trucks
          <span className="visually-hidden">
            , {window.label} on {dayLabel}
          </span>
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={SCHEDULE_LIMITS.capacityTrucks}
          step={1}
          required
          className={styles.capacityInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error ?? failure ?? undefined)}
          {...register('capacityTrucks', { valueAsNumber: true })}
        />
        <button type="submit" className={ordersStyles.primary} disabled={submission.pending}>
          {submission.pending ? 'Saving…' : 'Save'}
        </button>
        {overridden && (
          <button
            type="button"
            className={ordersStyles.secondary}
            disabled={resetState.loading}
            onClick={() => void onReset()}
          >
            Reset to default ({window.defaultCapacityTrucks})
          </button>
        )}
      </div>
      {(error ?? failure) && (
        <p id={fieldErrorId(id)} className={styles.error} role="alert">
          {error ?? failure}
        </p>
      )}
    </Form>
  );
}

type BlockValues = z.input<typeof dateBlockSchema>;
type BlockValid = z.output<typeof dateBlockSchema>;

export interface DateBlockFormProps {
  day: Day;
  dayLabel: string;
  onChanged: () => Promise<unknown>;
}

/**
 * Blocks a date with the team's reason (a holiday, the plant down), or opens a blocked one again.
 * Refused while orders are going ahead on it: the message says how many, next to the form.
 */
export function DateBlockForm({ day, dayLabel, onChanged }: DateBlockFormProps) {
  const id = useId();
  const reasonId = `${id}-reason`;
  const [open, setOpen] = useState(false);
  const [blockDate] = useMutation(SupplierDateBlockDocument);
  const [unblockDate, unblockState] = useMutation(SupplierDateUnblockDocument);
  const form = useForm<BlockValues, unknown, BlockValid>({
    resolver: zodResolver(dateBlockSchema),
    mode: 'onTouched',
    defaultValues: { date: day.date, reason: '' },
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const reasonError = shownFieldError(errors.reason, touchedFields.reason, isSubmitted);

  const submission = useSubmission(form, {
    send: (input) => settle(blockDate({ variables: input })),
    fieldOf: fieldOfNames(['reason'] as const),
    messageOf: (refusal) => refusal.fields.date ?? refusal.message,
    onSuccess: async () => {
      toast.success(`${dayLabel} is blocked: contractors can no longer book it.`, { toastId: `block-${day.date}` });
      reset({ date: day.date, reason: '' });
      setOpen(false);
      await onChanged();
    },
  });
  const failure = submission.failure;

  const onUnblock = async () => {
    submission.setFailure(null);
    const outcome = await settle(unblockDate({ variables: { date: day.date } }));
    if (!outcome.ok) {
      submission.setFailure(outcome.failure.fields.date ?? outcome.failure.message);
      return;
    }
    toast.success(`${dayLabel} is open again for orders.`, { toastId: `block-${day.date}` });
    await onChanged();
  };

  const failureLine = failure && (
    <p id={`${id}-failure`} className={styles.error} role="alert">
      {failure}
    </p>
  );

  if (day.blocked) {
    return (
      <div className={styles.blockActions}>
        <button
          type="button"
          className={ordersStyles.secondary}
          disabled={unblockState.loading}
          aria-describedby={failure ? `${id}-failure` : undefined}
          onClick={() => void onUnblock()}
        >
          Unblock {dayLabel}
        </button>
        {failureLine}
      </div>
    );
  }
  if (!open) {
    return (
      <div className={styles.blockActions}>
        <button type="button" className={ordersStyles.secondary} aria-expanded={false} onClick={() => setOpen(true)}>
          Block this date…
        </button>
      </div>
    );
  }
  return (
    <Form className={styles.blockForm} noValidate aria-label={`Block ${dayLabel}`} onSubmit={submission.onSubmit}>
      <div className={styles.blockField}>
        <label htmlFor={reasonId}>Why you are not delivering on {dayLabel}</label>
        <input
          id={reasonId}
          type="text"
          required
          maxLength={SCHEDULE_LIMITS.reason}
          placeholder="Statutory holiday, plant maintenance…"
          className={styles.reasonInput}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={describedBy(reasonId, reasonError)}
          {...register('reason')}
        />
        {reasonError && (
          <span id={fieldErrorId(reasonId)} className={styles.error}>
            {reasonError}
          </span>
        )}
      </div>
      {day.activeOrderCount > 0 && !failure && (
        <p className={styles.hint}>
          {day.activeOrderCount} {day.activeOrderCount === 1 ? 'order is' : 'orders are'} going ahead on this date:
          reschedule or decline {day.activeOrderCount === 1 ? 'it' : 'them'} before blocking it.
        </p>
      )}
      {failureLine}
      <div className={ordersStyles.actions}>
        <button type="submit" className={ordersStyles.primary} disabled={submission.pending}>
          {submission.pending ? 'Blocking…' : 'Block date'}
        </button>
        <button
          type="button"
          className={ordersStyles.secondary}
          onClick={() => {
            submission.setFailure(null);
            setOpen(false);
          }}
        >
          Never mind
        </button>
      </div>
    </Form>
  );
}
