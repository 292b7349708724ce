'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';

import { apiFailureOf } from '@/lib/apollo/errors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import { OrdersDocument, type OrdersQuery } from '@/graphql/generated/client/graphql';
import { formatMoney } from '@/lib/money';
import { formatDate, formatQuantity } from '@/lib/order/format';
import { ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { paymentState } from '@/lib/order/payment-state';
import { appRoutes, orderPath } from '@/lib/app-routes';
import { useRefetchOnOrderChanges } from '@/lib/realtime/useOrderChanges';

import { ORDERS_PAGE_SIZE, ordersPagePath, ordersRangeText } from './pagination';
import styles from './Orders.module.scss';
import { type OrderColumn, OrderTable, TwoLines, UnreadMessages } from './OrderTable';
import { PaymentStateBadge } from './PaymentStateBadge';

/** The company's orders, newest first, a page at a time (the page is in the URL). */
export function OrdersList({ page }: { page: number }) {
  return (
    <SignedInGate returnPath={ordersPagePath(page)} loadingText="Loading your orders…">
      {() => <OrdersPage page={page} />}
    </SignedInGate>
  );
}

function OrdersPage({ page }: { page: number }) {
  const orders = useQuery(OrdersDocument, {
    variables: { skip: (page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE },
  });
  // Any change of the company's orders (a supplier's answer, an order placed in another tab).
  const { refetch } = orders;
  useRefetchOnOrderChanges(refetch);

  if (orders.loading && !orders.data) {
    return (
      <p role="status" className={styles.muted}>
        Loading your orders…
      </p>
    );
  }
  const list = orders.data?.orders;
  if (!list) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{orders.error ? apiFailureOf(orders.error).message : 'We could not load your orders.'}</p>
        <button type="button" className={styles.secondary} onClick={() => void orders.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (list.count === 0) {
    return (
      <section className={styles.card} aria-labelledby="orders-empty">
        <h2 id="orders-empty">No orders yet</h2>
        <p className={styles.muted}>Your orders appear here as soon as you place them.</p>
        <p>
          <Link href={appRoutes.order} className={styles.primary}>
            Start a new order
          </Link>
        </p>
      </section>
    );
  }

  const pages = Math.max(1, Math.ceil(list.count / ORDERS_PAGE_SIZE));
  return (
    <section className={styles.card} aria-labelledby="orders-range">
      <div className={styles.pager}>
        <h2 id="orders-range" className={styles.muted}>
          {ordersRangeText(page, list.values.length, list.count)}
        </h2>
        <Link href={appRoutes.order} className={styles.secondary}>
          New order
        </Link>
      </div>
      {list.values.length > 0 && <OrderTable rows={list.values} columns={COLUMNS} labelledBy="orders-range" />}
      {pages > 1 && (
        <nav aria-label="Pages of orders" className={styles.pager}>
          <span className={styles.muted}>{page <= pages ? `Page ${page} of ${pages}` : `${pages} pages`}</span>
          <span className={styles.pagerLinks}>
            {page > 1 && (
              <Link href={ordersPagePath(Math.min(page - 1, pages))} className={styles.secondary}>
                Newer orders
              </Link>
            )}
            {page < pages && (
              <Link href={ordersPagePath(page + 1)} className={styles.secondary}>
                Older orders
              </Link>
            )}
          </span>
        </nav>
      )}
    </section>
  );
}

type OrderRow = OrdersQuery['orders']['values'][number];

/** The contractor's columns: what was ordered from whom, for where and when, and where it stands. */
const COLUMNS: [OrderColumn<OrderRow>, ...OrderColumn<OrderRow>[]] = [
  {
    label: MORE_ORDER_LABELS.orderNumber,
    cell: (order) => (
      <>
        <Link href={orderPath(order.id)}>{order.orderNumber}</Link> <UnreadMessages count={order.unreadMessages} />
      </>
    ),
  },
  {
    label: MORE_ORDER_LABELS.product,
    cell: (order) => (
      <TwoLines main={order.productName} detail={formatQuantity(order.quantity, order.unit, order.productType)} />
    ),
  },
  { label: MORE_ORDER_LABELS.supplier, cell: (order) => order.supplierName },
  {
    label: ORDER_LABELS.deliveryDate,
    cell: (order) => <TwoLines main={formatDate(order.deliveryDate)} detail={order.deliveryWindow} />,
  },
  {
    label: MORE_ORDER_LABELS.site,
    cell: (order) => (
      <TwoLines
        main={order.siteName ?? order.deliveryAddress}
        detail={order.siteName ? `${order.deliveryAddress}, ${order.city.name}` : order.city.name}
      />
    ),
  },
  {
    label: MORE_ORDER_LABELS.total,
    numeric: true,
    cell: (order) => formatMoney(order.totalCents, order.currency),
  },
  { label: MORE_ORDER_LABELS.payment, cell: (order) => <PaymentStateBadge state={paymentState(order)} /> },
  {
    label: MORE_ORDER_LABELS.status,
    cell: (order) => (
      <TwoLines
        main={ORDER_STATUS_LABELS[order.status]}
        detail={order.windowProposal ? 'New window proposed' : undefined}
      />
    ),
  },
];
