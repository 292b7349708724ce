'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { describedBy, FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import { OrderRequestCreateDocument } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { TRUCK_SPACING_MINUTES } from '@/lib/constants';
import { formatTruckSpacing } from '@/lib/order/format';
import { ORDER_REQUEST_KIND_LABELS } from '@/lib/order/pour-day';
import {
  balanceRequestSchema,
  spacingRequestSchema,
  type BalanceRequestValues,
  type OrderRequestKind,
  type SpacingRequestValues,
} from '@/lib/validation/pour-day';

import styles from '@/components/ui/Workspace.module.scss';

/** The contractor's pour-day requests as the small forms PourDayControls opens: hold the next truck, change the spacing, send the balance. */

const SENT_MESSAGE = 'Sent to the supplier: their answer shows here.';

type RequestInput = { orderId: string; kind: OrderRequestKind; minutes?: number; quantity?: number };

function useAsk() {
  const [create] = useMutation(OrderRequestCreateDocument);
  return (input: RequestInput) => outcomeOf(create({ variables: { input } }), (data) => data.orderRequestCreate);
}

export function HoldForm({ orderId, onSent }: { orderId: string; onSent: (message: string) => Promise<void> }) {
  const ask = useAsk();
  const form = useForm<RequestInput>({ defaultValues: { orderId, kind: 'hold' } });
  const submission = useSubmission(form, { send: ask, onSuccess: () => onSent(SENT_MESSAGE) });
  return (
    <Form noValidate aria-label={ORDER_REQUEST_KIND_LABELS.hold} onSubmit={submission.onSubmit}>
      <h3>{ORDER_REQUEST_KIND_LABELS.hold}</h3>
      <p>The next truck that has not left the yard waits until you or the supplier release it.</p>
      <FormFooter
        submission={submission}
        label="Ask to hold it"
        pendingLabel="Sending…"
        buttonClassName={styles.primary}
        alertClassName={styles.alert}
        alertFirst
        row="p"
      />
    </Form>
  );
}

export function SpacingForm({
  orderId,
  current,
  onSent,
}: {
  orderId: string;
  current: number;
  onSent: (message: string) => Promise<void>;
}) {
  const fieldId = `${useId()}-minutes`;
  const ask = useAsk();
  const form = useForm<SpacingRequestValues, unknown, SpacingRequestValues>({
    resolver: zodResolver(spacingRequestSchema),
    mode: 'onTouched',
    defaultValues: { orderId, kind: 'spacing', minutes: TRUCK_SPACING_MINUTES.find((minutes) => minutes !== current) },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.minutes, touchedFields.minutes, isSubmitted);
  const submission = useSubmission(form, {
    send: ask,
    fieldOf: fieldOfNames(['minutes'] as const),
    onSuccess: () => onSent(SENT_MESSAGE),
  });
  return (
    <Form noValidate aria-label={ORDER_REQUEST_KIND_LABELS.spacing} onSubmit={submission.onSubmit}>
      <h3>{ORDER_REQUEST_KIND_LABELS.spacing}</h3>
      <p>Now: {formatTruckSpacing(current).toLowerCase()}.</p>
      <FormField id={fieldId} label="Time between trucks" error={error}>
        <select
          id={fieldId}
          className={formStyles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error)}
          {...register('minutes', { valueAsNumber: true })}
        >
          {TRUCK_SPACING_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {formatTruckSpacing(minutes)}
            </option>
          ))}
        </select>
      </FormField>
      <FormFooter
        submission={submission}
        label="Ask for this spacing"
        pendingLabel="Sending…"
        buttonClassName={styles.primary}
        alertClassName={styles.alert}
        alertFirst
        row="p"
      />
    </Form>
  );
}

export function BalanceForm({
  orderId,
  unit,
  onSent,
}: {
  orderId: string;
  unit: string;
  onSent: (message: string) => Promise<void>;
}) {
  const fieldId = `${useId()}-quantity`;
  const hint = `What you still need after the trucks that have left, in ${unit}. The supplier sees the new total before answering.`;
  const ask = useAsk();
  const form = useForm<BalanceRequestValues, unknown, BalanceRequestValues>({
    resolver: zodResolver(balanceRequestSchema),
    mode: 'onTouched',
    defaultValues: { orderId, kind: 'balance' },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.quantity, touchedFields.quantity, isSubmitted);
  const submission = useSubmission(form, {
    send: ask,
    fieldOf: fieldOfNames(['quantity'] as const),
    onSuccess: () => onSent('Sent to the supplier with the new total: their answer shows here.'),
  });
  return (
    <Form noValidate aria-label={ORDER_REQUEST_KIND_LABELS.balance} onSubmit={submission.onSubmit}>
      <h3>{ORDER_REQUEST_KIND_LABELS.balance}</h3>
      <FormField id={fieldId} label={`Quantity still needed (${unit})`} error={error} hint={hint}>
        <input
          id={fieldId}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          className={formStyles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          {...register('quantity', { valueAsNumber: true })}
        />
      </FormField>
      <FormFooter
        submission={submission}
        label="Send the balance"
        pendingLabel="Sending…"
        buttonClassName={styles.primary}
        alertClassName={styles.alert}
        alertFirst
        row="p"
      />
    </Form>
  );
}
