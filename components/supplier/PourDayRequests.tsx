'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import pourDay from '@/components/placed-orders/PourDay.module.scss';
import { RequestFacts } from '@/components/placed-orders/PourDayControls';
import {
  SupplierOrderHoldReleaseDocument,
  SupplierOrderRequestAnswerDocument,
  type OrderRequestFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import {
  orderRequestAnswerSchema,
  POUR_DAY_LIMITS,
  type OrderRequestAnswer,
  type OrderRequestAnswerValues,
} from '@/lib/validation/pour-day';

import type { OrderActionContext, SupplierOrder } from './orderActions';
import styles from './Supplier.module.scss';

/** Refusals that mean the request or the order moved on: the page reloads and says why. */
const MOVED_ON = new Set([
  'ORDER_REQUEST_NOT_OPEN',
  'ORDER_REQUEST_OUTDATED',
  'ORDER_NOT_ON_DELIVERY_DAY',
  'HOLD_NOT_POSSIBLE',
  'NOT_FOUND',
]);

/**
 * The contractor's pour-day requests on the supplier's order page: each open one with its
 * accept or decline (and a note the contractor reads), a balance with the server's new total
 * before answering; the answered ones below; a held truck with its release. Dispatchers answer;
 * a driver reads. The page refetches on every order change, so a new request shows at once.
 */
export function PourDayRequests({
  order,
  timeZone,
  mayAnswer,
  actions,
}: {
  order: SupplierOrder;
  timeZone: string;
  mayAnswer: boolean;
  actions: OrderActionContext;
}) {
  const open = order.requests.filter((request) => request.status === 'open');
  const answered = order.requests.filter((request) => request.status !== 'open');
  const held = order.loads.find((load) => load.held);
  return (
    <div className={pourDay.controls}>
      {held && (
        <div className={ordersStyles.notice}>
          <p>
            Truck {held.sequence} is held at the contractor’s request: its driver cannot load it until it is released.
          </p>
          {mayAnswer && <ReleaseButton orderId={order.id} sequence={held.sequence} actions={actions} />}
        </div>
      )}
      {open.length === 0 ? (
        <p className={ordersStyles.muted}>No request waits for an answer.</p>
      ) : (
        <ul className={pourDay.requests} aria-label="Requests waiting for an answer">
          {open.map((request) => (
            <li key={request.id}>
              <RequestFacts request={request} unit={order.unit} timeZone={timeZone} />
              {mayAnswer && <AnswerForm request={request} actions={actions} />}
            </li>
          ))}
        </ul>
      )}
      {answered.length > 0 && (
        <>
          <h3>Answered and withdrawn</h3>
          <ul className={pourDay.requests}>
            {answered.map((request) => (
              <li key={request.id}>
                <RequestFacts request={request} unit={order.unit} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Accept or decline one request, with an optional note: the form of both buttons. */
export function AnswerForm({ request, actions }: { request: OrderRequestFieldsFragment; actions: OrderActionContext }) {
  const fieldId = `${useId()}-note`;
  const [answerRequest] = useMutation(SupplierOrderRequestAnswerDocument);
  const form = useForm<OrderRequestAnswerValues, unknown, OrderRequestAnswer>({
    resolver: zodResolver(orderRequestAnswerSchema),
    mode: 'onTouched',
    defaultValues: { requestId: request.id, accept: true, note: '' },
  });
  const {
    register,
    setValue,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.note, touchedFields.note, isSubmitted);

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(answerRequest({ variables: { input } }), (data) => data.supplierOrderRequestAnswer),
    fieldOf: fieldOfNames(['note'] as const),
    onSuccess: (order, input) => {
      actions.onUpdated(order);
      toast.success(input.accept ? 'Accepted: the contractor sees it now.' : 'Declined: the contractor sees it now.', {
        toastId: `answer-${request.id}`,
      });
    },
    // Answered, withdrawn or outdated meanwhile: the page shows the request as it is, the alert says why.
    onFailure: async (refused) => {
      if (refused.code && MOVED_ON.has(refused.code)) await actions.refetch();
    },
  });

  const label = request.kind === 'balance' ? 'the balance' : request.kind === 'hold' ? 'the hold' : 'the spacing';
  return (
    <TextAreaForm
      name={`Answer the request: ${label}`}
      className={styles.form}
      onSubmit={submission.onSubmit}
      fieldId={fieldId}
      label="Note for the contractor"
      optional
      rows={2}
      error={error}
      maxLength={POUR_DAY_LIMITS.note}
      registration={register('note')}
      submission={submission}
      submitLabel="Accept"
      submittingLabel="Sending…"
      buttonClassName={ordersStyles.primary}
      alertClassName={ordersStyles.alert}
      extraButton={
        <button
          type="submit"
          className={ordersStyles.danger}
          disabled={submission.pending}
          onClick={() => setValue('accept', false)}
        >
          Decline
        </button>
      }
      onPrimaryClick={() => setValue('accept', true)}
    />
  );
}

function ReleaseButton({
  orderId,
  sequence,
  actions,
}: {
  orderId: string;
  sequence: number;
  actions: OrderActionContext;
}) {
  const [release, { loading }] = useMutation(SupplierOrderHoldReleaseDocument);
  const onClick = async () => {
    const outcome = await outcomeOf(release({ variables: { orderId } }), (data) => data.supplierOrderHoldRelease);
    if (outcome.ok) {
      actions.onUpdated(outcome.data);
      toast.success(`Truck ${sequence} may be loaded.`, { toastId: `release-${orderId}` });
      return;
    }
    await actions.refetch();
    toast.error(outcome.failure.message, { toastId: `release-${orderId}` });
  };
  return (
    <p>
      <button type="button" className={ordersStyles.secondary} disabled={loading} onClick={() => void onClick()}>
        {loading ? 'Releasing…' : `Release truck ${sequence}`}
      </button>
    </p>
  );
}
