import type { PaymentState } from '@/lib/order/payment-state';

import styles from '@/components/ui/Workspace.module.scss';

/** The payment state's few words, coloured by how much it needs the reader (not by colour alone: the words say it). */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <span className={styles.badge} data-tone={state.tone}>
      {state.label}
    </span>
  );
}
