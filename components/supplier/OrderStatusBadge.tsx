import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';

import styles from '@/components/ui/Workspace.module.scss';

/** How each state stands out: waiting for an answer, ended without delivery, delivered. */
const TONES: Record<OrderStatus, 'attention' | 'danger' | 'success' | 'neutral'> = {
  placed: 'attention',
  accepted: 'neutral',
  scheduled: 'neutral',
  dispatched: 'neutral',
  delivered: 'success',
  completed: 'success',
  declined: 'danger',
  canceled: 'danger',
};

/** An order's state as a badge, in the lifecycle's words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.badge} data-tone={TONES[status]}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
