'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { describedBy, FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { Form } from '@/components/ui/Form';
import { OrderRequestCreateDocument } from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
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

function useAsk() {
  const [create, { loading }] = useMutation(OrderRequestCreateDocument);
  const send = async (input: { orderId: string; kind: OrderRequestKind; minutes?: number; quantity?: number }) => {
    const result = await create({ variables: { input } }).catch(answerOfRejection);
    if (result.data?.orderRequestCreate) return null;
    return apiFailureOf(result.error);
  };
  return { send, loading };
}

export function HoldForm({ orderId, onSent }: { orderId: string; onSent: (message: string) => Promise<void> }) {
  const { send, loading } = useAsk();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Form
      noValidate
      aria-label={ORDER_REQUEST_KIND_LABELS.hold}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        void send({ orderId, kind: 'hold' }).then((refused) =>
          refused ? setFailure(refused.message) : onSent(SENT_MESSAGE),
        );
      }}
    >
      <h3>{ORDER_REQUEST_KIND_LABELS.hold}</h3>
      <p>The next truck that has not left the yard waits until you or the supplier release it.</p>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={loading}>
          {loading ? 'Sending…' : 'Ask to hold it'}
        </button>
      </p>
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
  const { send } = useAsk();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<SpacingRequestValues, unknown, SpacingRequestValues>({
    resolver: zodResolver(spacingRequestSchema),
    mode: 'onTouched',
    defaultValues: { orderId, kind: 'spacing', minutes: TRUCK_SPACING_MINUTES.find((minutes) => minutes !== current) },
  });
  const error = shownFieldError(errors.minutes, touchedFields.minutes, isSubmitted);
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const refused = await send(input);
    if (!refused) return onSent(SENT_MESSAGE);
    if (!placeFieldErrors(refused.fields, (name) => (name === 'minutes' ? 'minutes' : undefined), setError)) {
      setFailure(refused.message);
    }
  });
  return (
    <Form noValidate aria-label={ORDER_REQUEST_KIND_LABELS.spacing} onSubmit={(event) => void onSubmit(event)}>
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
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Ask for this spacing'}
        </button>
      </p>
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
  const { send } = useAsk();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<BalanceRequestValues, unknown, BalanceRequestValues>({
    resolver: zodResolver(balanceRequestSchema),
    mode: 'onTouched',
    defaultValues: { orderId, kind: 'balance' },
  });
  const error = shownFieldError(errors.quantity, touchedFields.quantity, isSubmitted);
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const refused = await send(input);
    if (!refused) return onSent('Sent to the supplier with the new total: their answer shows here.');
    if (!placeFieldErrors(refused.fields, (name) => (name === 'quantity' ? 'quantity' : undefined), setError)) {
      setFailure(refused.message);
    }
  });
  return (
    <Form noValidate aria-label={ORDER_REQUEST_KIND_LABELS.balance} onSubmit={(event) => void onSubmit(event)}>
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
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send the balance'}
        </button>
      </p>
    </Form>
  );
}
