import type { OrderStatus } from '@/graphql/generated/client/graphql';

/**
 * The order lifecycle, shared by the server (which enforces it) and the pages (which show the
 * states and offer the next steps):
 *
 *   placed ─▶ accepted ─▶ scheduled ─▶ dispatched ─▶ delivered ─▶ completed
 *     │  └──▶ declined        │
 *     └──────┴────────────────┴──▶ canceled
 *
 * The supplier accepts or declines a placed order, plans it (scheduled), sends it (dispatched),
 * and closes it (delivered, completed). The contractor cancels while the supplier's cancellation
 * window is open; the supplier may cancel until it is dispatched; the marketplace cancels orders
 * left unpaid. No state is skipped: a placed order cannot jump to dispatched.
 */
export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'declined',
  'scheduled',
  'dispatched',
  'delivered',
  'completed',
  'canceled',
] as const satisfies readonly OrderStatus[];

/** The next states the supplier may move an order to, from each state. */
export const SUPPLIER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['accepted', 'declined', 'canceled'],
  accepted: ['scheduled', 'canceled'],
  scheduled: ['dispatched', 'canceled'],
  dispatched: ['delivered'],
  delivered: ['completed'],
  completed: [],
  declined: [],
  canceled: [],
};

/**
 * A driver moves no order directly: they report their loads' steps, and the order follows (the
 * first load on its way dispatches it, the last one delivered delivers it).
 */
export const DRIVER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: [],
  accepted: [],
  declined: [],
  scheduled: [],
  dispatched: [],
  delivered: [],
  completed: [],
  canceled: [],
};

/** The states that need a reason the contractor reads. */
export const REASON_REQUIRED: readonly OrderStatus[] = ['declined', 'canceled'];

/** Ended without delivery: the trucks, every payment hold and the referral credit are released. */
export const ENDED_WITHOUT_DELIVERY: readonly OrderStatus[] = ['declined', 'canceled'];

/** Still going ahead: the delivery window's trucks stay booked and payments go on. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'scheduled', 'dispatched'];

/** Delivered: the contractor may rate the order (once). */
export const RATEABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'completed'];

/** States in which the supplier may propose another delivery window. */
export const WINDOW_PROPOSAL_STATUSES: readonly OrderStatus[] = ['placed', 'accepted'];

/** The words the pages use for each state. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  accepted: 'Accepted',
  declined: 'Declined',
  scheduled: 'Scheduled',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  completed: 'Completed',
  canceled: 'Canceled',
};

/** The button that moves an order to each state, in the supplier's workspace. */
export const TRANSITION_ACTION_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Place',
  accepted: 'Accept',
  declined: 'Decline',
  scheduled: 'Mark scheduled',
  dispatched: 'Mark dispatched',
  delivered: 'Mark delivered',
  completed: 'Complete',
  canceled: 'Cancel order',
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
