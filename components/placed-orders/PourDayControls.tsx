'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { describedBy, FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { Form } from '@/components/ui/Form';
import {
  OrderHoldReleaseDocument,
  OrderRequestCreateDocument,
  OrderRequestWithdrawDocument,
  type OrderLoadFieldsFragment,
  type OrderRequestFieldsFragment,
  type OrderStatus,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { TRUCK_SPACING_MINUTES } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { formatTruckSpacing } from '@/lib/order/format';
import { formatDateTime } from '@/lib/time';
import {
  balancePaymentText,
  ORDER_REQUEST_KIND_LABELS,
  ORDER_REQUEST_STATUS_LABELS,
  requestSummary,
} from '@/lib/order/pour-day';
import {
  balanceRequestSchema,
  spacingRequestSchema,
  type BalanceRequestValues,
  type OrderRequestKind,
  type SpacingRequestValues,
} from '@/lib/validation/pour-day';

import styles from '@/components/ui/Workspace.module.scss';
import pourDay from './PourDay.module.scss';

/** The states of delivery day, in which the contractor may ask (the API's rule). */
const DELIVERY_DAY: readonly OrderStatus[] = ['scheduled', 'dispatched'];

type Request = OrderRequestFieldsFragment;

export interface PourDayOrder {
  id: string;
  status: OrderStatus;
  unit: string;
  minutesBetweenTrucks: number;
  loads: readonly Pick<OrderLoadFieldsFragment, 'id' | 'sequence' | 'held'>[];
  requests: readonly Request[];
  /** The delivery site's zone, in which its times are shown. */
  timeZone: string;
}

/**
 * What a request asked, its state, the supplier's answer and, for a balance, the server's
 * repriced total (old → new) and what it means for the payment. Both order pages show it.
 */
export function RequestFacts({ request, unit, timeZone }: { request: Request; unit: string; timeZone: string }) {
  const { preview } = request;
  return (
    <>
      <div className={pourDay.requestHead}>
        <h3>{requestSummary(request, unit)}</h3>
        <span className={pourDay.status} data-status={request.status}>
          {ORDER_REQUEST_STATUS_LABELS[request.status]}
        </span>
      </div>
      <p className={styles.muted}>
        Asked {formatDateTime(request.createdAt, timeZone)}
        {request.requestedByName ? ` by ${request.requestedByName}` : ''}
      </p>
      {preview && (
        <>
          <p>
            Quantity {preview.previousQuantity} → {preview.newQuantity} {unit} ({preview.dispatchedQuantity} {unit} left
            the yard before the balance).
          </p>
          <p className={pourDay.total}>
            Total {formatMoney(preview.previousTotalCents, preview.currency)} →{' '}
            {formatMoney(preview.newTotalCents, preview.currency)}
          </p>
          {request.status === 'open' && <p>If accepted: {balancePaymentText(preview)}</p>}
          {request.status === 'accepted' && <p>{balancePaymentText(preview)}</p>}
        </>
      )}
      {request.answeredAt && request.status !== 'withdrawn' && (
        <p>
          {request.answeredByName ?? 'The supplier'} {request.status} it {formatDateTime(request.answeredAt, timeZone)}
          {request.answerNote ? `: ${request.answerNote}` : '.'}
        </p>
      )}
    </>
  );
}

/**
 * The contractor's pour-day controls on the order page, usable with one thumb on a phone: hold
 * the next truck, change the spacing between trucks, send the balance. Each opens a small form;
 * the requests follow with their state and the supplier's answer. The page refetches on every
 * order change, so an answer shows without a reload.
 */
export function PourDayControls({ order, onChanged }: { order: PourDayOrder; onChanged: () => Promise<unknown> }) {
  const [open, setOpen] = useState<OrderRequestKind | null>(null);
  const [said, setSaid] = useState('');
  const id = useId();
  const mayAsk = DELIVERY_DAY.includes(order.status);
  const held = order.loads.find((load) => load.held);
  const openKinds = new Set(
    order.requests.filter((request) => request.status === 'open').map((request) => request.kind),
  );

  const done = async (message: string) => {
    setOpen(null);
    setSaid(message);
    await onChanged();
  };

  if (!mayAsk && order.requests.length === 0) return null;
  return (
    <div className={pourDay.controls}>
      {/* Read out when a request is sent or an answer comes in. */}
      <p role="status" className={styles.muted}>
        {said}
      </p>
      {held && <HeldTruck orderId={order.id} sequence={held.sequence} onReleased={done} />}
      {mayAsk && (
        <div className={pourDay.asks}>
          {(['hold', 'spacing', 'balance'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className={pourDay.ask}
              aria-expanded={open === kind}
              aria-controls={`${id}-${kind}`}
              onClick={() => setOpen(open === kind ? null : kind)}
            >
              {ORDER_REQUEST_KIND_LABELS[kind]}
            </button>
          ))}
        </div>
      )}
      {mayAsk && open && (
        <div id={`${id}-${open}`} className={pourDay.panel}>
          {openKinds.has(open) ? (
            <p>You asked this already: the supplier has not answered yet. Withdraw it below to ask again.</p>
          ) : open === 'hold' ? (
            <HoldForm orderId={order.id} onSent={done} />
          ) : open === 'spacing' ? (
            <SpacingForm orderId={order.id} current={order.minutesBetweenTrucks} onSent={done} />
          ) : (
            <BalanceForm orderId={order.id} unit={order.unit} onSent={done} />
          )}
        </div>
      )}
      {order.requests.length > 0 && (
        <>
          <h3>Your requests</h3>
          <ul className={pourDay.requests}>
            {order.requests.map((request) => (
              <li key={request.id}>
                <RequestFacts request={request} unit={order.unit} timeZone={order.timeZone} />
                {request.status === 'open' && <WithdrawButton requestId={request.id} onWithdrawn={done} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

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

function HoldForm({ orderId, onSent }: { orderId: string; onSent: (message: string) => Promise<void> }) {
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

function SpacingForm({
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

function BalanceForm({
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

function WithdrawButton({
  requestId,
  onWithdrawn,
}: {
  requestId: string;
  onWithdrawn: (message: string) => Promise<void>;
}) {
  const [withdraw, { loading }] = useMutation(OrderRequestWithdrawDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    setFailure(null);
    const result = await withdraw({ variables: { requestId } }).catch(answerOfRejection);
    if (result.data?.orderRequestWithdraw) return onWithdrawn('Request withdrawn.');
    setFailure(apiFailureOf(result.error).message);
    await onWithdrawn('');
  };
  return (
    <>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <p>
        <button type="button" className={styles.secondary} disabled={loading} onClick={() => void onClick()}>
          {loading ? 'Withdrawing…' : 'Withdraw'}
        </button>
      </p>
    </>
  );
}

function HeldTruck({
  orderId,
  sequence,
  onReleased,
}: {
  orderId: string;
  sequence: number;
  onReleased: (message: string) => Promise<void>;
}) {
  const [release, { loading }] = useMutation(OrderHoldReleaseDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    setFailure(null);
    const result = await release({ variables: { orderId } }).catch(answerOfRejection);
    if (result.data?.orderHoldRelease) return onReleased(`Truck ${sequence} may leave.`);
    setFailure(apiFailureOf(result.error).message);
  };
  return (
    <div className={styles.notice}>
      <p>Truck {sequence} is held in the yard at your request.</p>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <p>
        <button type="button" className={styles.primary} disabled={loading} onClick={() => void onClick()}>
          {loading ? 'Releasing…' : `Release truck ${sequence}`}
        </button>
      </p>
    </div>
  );
}
