import type { OrderParty, SupplierOrderFieldsFragment } from '@/graphql/generated/client/graphql';
import { formatDate, formatDateTime } from '@/lib/order/format';
import { ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';

import ordersStyles from '@/components/orders/Orders.module.scss';

import styles from './Supplier.module.scss';

type OrderEvent = SupplierOrderFieldsFragment['history'][number];

const PARTY_LABELS: Record<OrderParty, string> = {
  contractor: 'the contractor',
  supplier: 'your team',
  system: 'BuildMarket',
};

/** What happened, in words: "Declined", "Another window proposed: Tue, Dec 22, 2026, 10:00–14:00". */
export function eventText(event: OrderEvent): string {
  switch (event.kind) {
    case 'status':
      return event.status ? ORDER_STATUS_LABELS[event.status] : 'Changed';
    case 'window_proposed':
      return `Another window proposed: ${event.proposedDeliveryDate ? formatDate(event.proposedDeliveryDate) : ''}${
        event.proposedWindow ? `, ${event.proposedWindow}` : ''
      }`;
    case 'window_accepted':
      return 'The contractor accepted the proposed window';
  }
}

/** Who: the person and their side ("Dana Whitfield (the contractor)"), or the marketplace itself. */
const actorText = (event: OrderEvent) =>
  event.actorName ? `${event.actorName} (${PARTY_LABELS[event.party]})` : PARTY_LABELS[event.party];

/** Every change of the order, oldest first: what, who, when and why. */
export function OrderHistory({ events, timeZone }: { events: OrderEvent[]; timeZone: string }) {
  if (events.length === 0) return <p className={ordersStyles.muted}>No changes yet.</p>;
  return (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <li key={event.id}>
          <strong>{eventText(event)}</strong>
          <span className={styles.when}>
            {actorText(event)}, <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>
          </span>
          {event.reason && <p>Reason: {event.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
