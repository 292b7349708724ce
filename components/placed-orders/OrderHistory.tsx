import type { OrderEventFieldsFragment, OrderParty } from '@/graphql/generated/client/graphql';
import { formatDate } from '@/lib/order/format';
import { formatDateTime } from '@/lib/time';
import { ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';
import { SITE_NAME } from '@/lib/seo';

import styles from '@/components/ui/Workspace.module.scss';

export type OrderHistoryEvent = OrderEventFieldsFragment;

/** The companies of an order, by name: both sides' pages show who did what by company. */
export interface OrderParties {
  supplierName: string;
  contractorName: string;
}

/** Who made a change: the person (or the supplier's API key) and their company, or the marketplace. */
export function actorOf(
  event: Pick<OrderHistoryEvent, 'party' | 'actorName'> & { byApiKey?: boolean },
  parties: OrderParties,
): string {
  const company: Record<OrderParty, string> = {
    supplier: parties.supplierName,
    contractor: parties.contractorName,
    system: SITE_NAME,
  };
  if (event.party === 'system' || !event.actorName) return company[event.party];
  if (event.byApiKey) return `the API key “${event.actorName}” (${company[event.party]})`;
  return `${event.actorName} (${company[event.party]})`;
}

/** What a change did, in a few words. */
export function changeOf(event: OrderHistoryEvent): string {
  const window =
    event.proposedDeliveryDate && event.proposedWindow
      ? `${formatDate(event.proposedDeliveryDate)}, ${event.proposedWindow}`
      : 'another window';
  switch (event.kind) {
    case 'status':
      return event.status ? ORDER_STATUS_LABELS[event.status] : 'Updated';
    case 'window_proposed':
      return `Proposed another delivery window: ${window}`;
    case 'window_accepted':
      return `Accepted the new delivery window: ${window}`;
    case 'loads_planned':
      return 'Planned the loads';
  }
}

/**
 * Every change of the order, oldest first: when, who, what and why. The contractor's page and
 * the supplier's both show it; `timeZone` is the one the page shows its times in.
 */
export function OrderHistory({
  history,
  parties,
  timeZone,
}: {
  history: readonly OrderHistoryEvent[];
  parties: OrderParties;
  timeZone: string;
}) {
  if (history.length === 0) return <p className={styles.muted}>No changes yet.</p>;
  return (
    <ol className={styles.history} aria-label="Order history">
      {history.map((event) => (
        <li key={event.id}>
          <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>
          <span>
            <strong>{changeOf(event)}</strong> by {actorOf(event, parties)}
          </span>
          {event.reason && <span className={styles.muted}>Reason: {event.reason}</span>}
        </li>
      ))}
    </ol>
  );
}
