'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import ordersStyles from '@/components/ui/Workspace.module.scss';
import { TableScroll } from '@/components/ui/TableScroll';
import {
  SupplierWebhookDeliveriesDocument,
  SupplierWebhookRedeliverDocument,
  type SupplierWebhookDeliveryFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { formatDateTime, readerTimeZone } from '@/lib/time';
import { toast } from '@/lib/toast';
import { webhookEventLabel as eventLabel } from '@/lib/validation/webhooks';

const DELIVERY_STATES: Record<SupplierWebhookDeliveryFieldsFragment['status'], string> = {
  pending: 'Waiting to retry',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** An endpoint's deliveries, newest first, each with a Redeliver button. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useQuery(SupplierWebhookDeliveriesDocument, {
    variables: { endpointId, skip: 0, limit: 50 },
    fetchPolicy: 'network-only',
  });
  const [redeliver] = useMutation(SupplierWebhookRedeliverDocument);
  const [sending, setSending] = useState<string | null>(null);

  if (deliveries.loading && !deliveries.data) return <p role="status">Loading deliveries…</p>;
  const log = deliveries.data?.supplierWebhookDeliveries;
  if (!log) {
    return (
      <p role="alert" className={ordersStyles.alert}>
        {apiFailureOf(deliveries.error).message}
      </p>
    );
  }

  const onRedeliver = async (delivery: SupplierWebhookDeliveryFieldsFragment) => {
    setSending(delivery.id);
    const result = await redeliver({ variables: { id: delivery.id } }).catch(answerOfRejection);
    setSending(null);
    const outcome = result.data?.supplierWebhookRedeliver;
    if (!outcome) {
      toast.error(apiFailureOf(result.error).message, { toastId: `webhook-${delivery.id}` });
    } else if (outcome.status === 'delivered') {
      toast.success(`${eventLabel(outcome.eventType)} delivered again.`, { toastId: `webhook-${delivery.id}` });
    } else {
      toast.error(`Redelivery failed: ${outcome.lastError ?? 'no answer'}.`, { toastId: `webhook-${delivery.id}` });
    }
    void deliveries.refetch();
  };

  if (log.values.length === 0) return <p className={ordersStyles.muted}>Nothing sent to this endpoint yet.</p>;
  return (
    <TableScroll label="Deliveries">
      <table className={ordersStyles.ordersTable}>
        <caption className="visually-hidden">Deliveries to this endpoint, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">State</th>
            <th scope="col">Attempts</th>
            <th scope="col">Response</th>
            <th scope="col">Duration</th>
            <th scope="col">Next retry</th>
            <th scope="col">Last error</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {log.values.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">
                {eventLabel(delivery.eventType)}
                <span className={ordersStyles.secondaryText}>
                  {' '}
                  {delivery.orderNumber} · {formatDateTime(delivery.eventCreatedAt, readerTimeZone())}
                </span>
              </th>
              <td>{DELIVERY_STATES[delivery.status]}</td>
              <td>{delivery.attempts}</td>
              <td>{delivery.responseStatus ?? '—'}</td>
              <td>
                {delivery.durationMs === null || delivery.durationMs === undefined ? '—' : `${delivery.durationMs} ms`}
              </td>
              <td>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt, readerTimeZone()) : '—'}</td>
              <td>{delivery.lastError ?? '—'}</td>
              <td>
                <button
                  type="button"
                  className={ordersStyles.secondary}
                  disabled={sending === delivery.id}
                  onClick={() => void onRedeliver(delivery)}
                >
                  {sending === delivery.id ? 'Sending…' : 'Redeliver'}
                  <span className="visually-hidden"> {eventLabel(delivery.eventType)}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
