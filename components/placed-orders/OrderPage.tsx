import Link from 'next/link';
import type { ReactNode } from 'react';

import styles from '@/components/ui/Workspace.module.scss';
import { apiFailureOf } from '@/lib/apollo/errors';

/**
 * The parts the contractor's order page and the supplier's share: the page before its order
 * (loading, a failure to try again, not found) and its cards.
 */

export function OrderLoading() {
  return (
    <>
      <h1>Order</h1>
      <p role="status" className={styles.muted}>
        Loading the order…
      </p>
    </>
  );
}

export interface OrderUnavailableProps {
  /** The order query's error. */
  error: unknown;
  onRetry: () => void;
  /** Whose order the reader cannot see: "it belongs to another company". */
  othersOrder: string;
  /** The reader's list of orders. */
  ordersHref: string;
}

/**
 * The order did not load. Another company's order answers NOT_FOUND, like an unknown one:
 * nothing tells them apart. Any other failure says why, with Try again.
 */
export function OrderUnavailable({ error, onRetry, othersOrder, ordersHref }: OrderUnavailableProps) {
  const failure = apiFailureOf(error);
  if (failure.code === 'NOT_FOUND' || failure.code === 'BAD_USER_INPUT') {
    return (
      <section className={styles.layout} aria-labelledby="order-not-found">
        <h1 id="order-not-found">Order not found</h1>
        <p>This order does not exist, or {othersOrder}. Check the link, or find it in your orders.</p>
        <p>
          <Link href={ordersHref} className={styles.primary}>
            Go to your orders
          </Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <h1>Order</h1>
      <div role="alert" className={styles.alert}>
        <p>{failure.message}</p>
        <button type="button" className={styles.secondary} onClick={onRetry}>
          Try again
        </button>
      </div>
    </>
  );
}

/** One card of the order page, named by its heading. */
export function OrderSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
