'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';

import {
  OrderHoldReleaseDocument,
  OrderRequestWithdrawDocument,
  type OrderLoadFieldsFragment,
  type OrderRequestFieldsFragment,
  type OrderStatus,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/time';
import {
  balancePaymentText,
  ORDER_REQUEST_KIND_LABELS,
  ORDER_REQUEST_STATUS_LABELS,
  requestSummary,
} from '@/lib/order/pour-day';
import type { OrderRequestKind } from '@/lib/validation/pour-day';

import styles from '@/components/ui/Workspace.module.scss';
import pourDay from './PourDay.module.scss';
import { BalanceForm, HoldForm, SpacingForm } from './PourDayRequestForms';

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
