'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

import { apiFailureOf } from '@/lib/apollo/errors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import { JobSitesDocument, OrdersDocument, type OrdersQuery } from '@/graphql/generated/client/graphql';
import { isOrdersFilterEmpty } from '@/lib/order/orders-filter';
import type { OrdersFilter } from '@/lib/validation/orders-list';
import { formatMoney } from '@/lib/money';
import { formatDate, formatQuantity } from '@/lib/order/format';
import { ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { paymentState } from '@/lib/order/payment-state';
import { appRoutes, orderPath } from '@/lib/app-routes';
import { useRefetchOnOrderChanges } from '@/lib/realtime/useOrderChanges';

import { ORDERS_PAGE_SIZE, ordersPagePath, ordersRangeText } from './pagination';
import styles from '@/components/ui/Workspace.module.scss';
import { OrderPages } from './OrderPages';
import { type OrderColumn, OrderTable, TwoLines, UnreadMessages } from './OrderTable';
import { OrdersFilterForm } from './OrdersFilterForm';
import { PaymentStateBadge } from './PaymentStateBadge';
import { SignedDownload } from './SignedDownload';

/**
 * The company's orders, newest first, a page at a time: searched and filtered by state, delivery
 * dates, job site and product, all in the URL (a link or Back shows the same orders), with every
 * matching order as CSV and the statements per job site a link away.
 */
export function OrdersList({ page, filter }: { page: number; filter: OrdersFilter }) {
  return (
    <SignedInGate returnPath={ordersPagePath(page, filter)} loadingText="Loading your orders…">
      {() => <OrdersPage page={page} filter={filter} />}
    </SignedInGate>
  );
}

function OrdersPage({ page, filter }: { page: number; filter: OrdersFilter }) {
  const router = useRouter();
  const orders = useQuery(OrdersDocument, {
    variables: { filter, skip: (page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE },
  });
  const jobSites = useQuery(JobSitesDocument);
  // Any change of the company's orders (a supplier's answer, an order placed in another tab).
  const { refetch } = orders;
  useRefetchOnOrderChanges(refetch);

  const list = orders.data?.orders ?? orders.previousData?.orders;
  const narrowed = !isOrdersFilterEmpty(filter);

  let result;
  if (!list && orders.loading) {
    result = (
      <p role="status" className={styles.muted}>
        Loading your orders…
      </p>
    );
  } else if (!orders.data && orders.error) {
    result = (
      <div role="alert" className={styles.alert}>
        <p>{apiFailureOf(orders.error).message}</p>
        <button type="button" className={styles.secondary} onClick={() => void orders.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (list && list.count === 0 && !narrowed) {
    result = (
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
  } else if (list && list.count === 0) {
    result = (
      <section className={styles.card} aria-labelledby="orders-empty">
        <h2 id="orders-empty">No orders match</h2>
        <p className={styles.muted}>No order matches this search and these filters. Try others, or clear them.</p>
        <p>
          <Link href={appRoutes.orders} className={styles.secondary}>
            Show all orders
          </Link>
        </p>
      </section>
    );
  } else if (list) {
    result = (
      <OrdersResult
        list={list}
        page={page}
        filter={filter}
        updating={orders.loading}
        refreshCsvUrl={async () => (await orders.refetch()).data?.orders.csvUrl}
      />
    );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.actions}>
        <Link href={appRoutes.order} className={styles.primary}>
          New order
        </Link>
        <Link href={appRoutes.statements} className={styles.secondary}>
          Statements by job site
        </Link>
      </div>
      <OrdersFilterForm
        key={ordersPagePath(1, filter)}
        filter={filter}
        jobSites={jobSites.data?.jobSites}
        onApply={(next) => router.push(ordersPagePath(1, next))}
      />
      {result}
    </div>
  );
}

interface OrdersResultProps {
  list: OrdersQuery['orders'];
  page: number;
  filter: OrdersFilter;
  updating: boolean;
  refreshCsvUrl: () => Promise<string | undefined>;
}

function OrdersResult({ list, page, filter, updating, refreshCsvUrl }: OrdersResultProps) {
  const pages = Math.max(1, Math.ceil(list.count / ORDERS_PAGE_SIZE));
  return (
    <section className={styles.card} aria-labelledby="orders-range" aria-busy={updating || undefined}>
      <div className={styles.pager}>
        <h2 id="orders-range" className={styles.muted}>
          {ordersRangeText(page, list.values.length, list.count)}
        </h2>
        <SignedDownload url={list.csvUrl} refresh={refreshCsvUrl}>
          {list.count === 1 ? 'Download the order (CSV)' : `Download all ${list.count} orders (CSV)`}
        </SignedDownload>
      </div>
      {list.values.length > 0 && <OrderTable rows={list.values} columns={COLUMNS} labelledBy="orders-range" />}
      <OrderPages
        page={page}
        pages={pages}
        pathOf={(to) => ordersPagePath(to, filter)}
        previousLabel="Newer orders"
        nextLabel="Older orders"
      />
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
    cell: (order) => (
      <TwoLines
        main={formatDate(order.deliveryDate)}
        // Bins: the date is their drop-off; the pick-up ends the rental.
        detail={
          order.pickUpDate
            ? `${order.deliveryWindow} drop-off, pick-up ${formatDate(order.pickUpDate)}`
            : order.deliveryWindow
        }
      />
    ),
  },
  {
    label: MORE_ORDER_LABELS.site,
    cell: (order) => (
      <TwoLines
        main={order.siteName ?? order.deliveryAddress}
        detail={[
          order.siteName ? `${order.deliveryAddress}, ${order.city.name}` : order.city.name,
          order.jobNumber ? `Job or PO ${order.jobNumber}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
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
