'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, type FormEvent } from 'react';

import { apiFailureOf } from '@/lib/apollo/errors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { ChoiceFilter, DeliveryDateFilters } from '@/components/placed-orders/OrderFilters';
import { OrderPages } from '@/components/placed-orders/OrderPages';
import { ordersRangeText } from '@/components/placed-orders/pagination';
import { type OrderColumn, OrderTable, TwoLines, UnreadMessages } from '@/components/placed-orders/OrderTable';
import { Form } from '@/components/ui/Form';
import {
  SupplierOrdersDocument,
  SupplierWorkspaceDocument,
  type OrderStatus,
  type SupplierOrdersQuery,
  type SupplierWorkspaceFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { supplierOrderPath } from '@/lib/app-routes';
import { disputeRecordText } from '@/lib/format';
import { formatDate, formatQuantity } from '@/lib/order/format';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/order/lifecycle';
import { useRefetchOnOrderChanges } from '@/lib/realtime/useOrderChanges';
import { SUPPLIER_ORDER_LIMITS } from '@/lib/validation/supplier-orders';

import { INBOX_PAGE_SIZE, inboxPath, isNarrowed, withoutEmpty, type InboxFilter } from './inboxFilter';
import { OrderStatusBadge } from './OrderStatusBadge';
import styles from './Supplier.module.scss';

type OrderList = SupplierOrdersQuery['supplierOrders'];
type OrderRow = OrderList['values'][number];

interface InboxProps {
  filter: InboxFilter;
  /** The page of the matching orders, from 1. */
  page: number;
}

/**
 * The supplier's order inbox: a badge per state (which filters by it), filters by delivery date,
 * city and product, a search by order, job or PO number, and the matching orders soonest first,
 * INBOX_PAGE_SIZE a page. The filter and the page are the page's address (`inboxFilter.ts`).
 */
export function SupplierInbox({ filter, page }: InboxProps) {
  return (
    <SignedInGate returnPath={inboxPath(filter, page)} loadingText="Loading your orders…">
      {() => <InboxScreen filter={filter} page={page} />}
    </SignedInGate>
  );
}

function InboxScreen({ filter, page }: InboxProps) {
  const router = useRouter();
  const workspace = useQuery(SupplierWorkspaceDocument);
  const orders = useQuery(SupplierOrdersDocument, {
    variables: { filter, skip: (page - 1) * INBOX_PAGE_SIZE, limit: INBOX_PAGE_SIZE },
  });
  // New orders and other dispatchers' changes appear without a reload (the badges too).
  const { refetch } = orders;
  useRefetchOnOrderChanges(refetch);
  const go = (next: InboxFilter) => router.push(inboxPath(withoutEmpty(next)));

  const list = orders.data?.supplierOrders ?? orders.previousData?.supplierOrders;
  const failure = orders.error ?? workspace.error;

  return (
    <div className={ordersStyles.layout}>
      {workspace.data && (
        <p className={ordersStyles.muted}>
          {workspace.data.supplierWorkspace.name} · delivery dates and windows in{' '}
          {workspace.data.supplierWorkspace.timeZone} time
        </p>
      )}
      {workspace.data && (
        <p className={ordersStyles.muted}>
          Your record, as contractors see it when they choose a supplier:{' '}
          {disputeRecordText(workspace.data.supplierWorkspace.disputeRecord)}.
        </p>
      )}
      <StateFilter counts={list?.counts} current={filter.status} onChoose={(status) => go({ ...filter, status })} />
      <FilterForm
        key={inboxPath(filter)}
        filter={filter}
        workspace={workspace.data?.supplierWorkspace}
        onApply={(next) => go({ ...next, status: filter.status })}
      />
      {!list && orders.loading ? (
        <p role="status" className={ordersStyles.muted}>
          Loading orders…
        </p>
      ) : !orders.data && failure ? (
        <div role="alert" className={ordersStyles.alert}>
          <p>{apiFailureOf(failure).message}</p>
          <button
            type="button"
            className={ordersStyles.secondary}
            onClick={() => {
              void orders.refetch();
              if (workspace.error) void workspace.refetch();
            }}
          >
            Try again
          </button>
        </div>
      ) : list ? (
        <OrdersResult list={list} filter={filter} page={page} updating={orders.loading} />
      ) : null}
    </div>
  );
}

interface StateFilterProps {
  counts: OrderList['counts'] | undefined;
  current: OrderStatus | undefined;
  onChoose: (status: OrderStatus | undefined) => void;
}

/** "All" and one button per state with its count; the pressed one filters the list. */
function StateFilter({ counts, current, onChoose }: StateFilterProps) {
  const countOf = (status: OrderStatus) => counts?.find((entry) => entry.status === status)?.count ?? 0;
  const total = counts?.reduce((sum, entry) => sum + entry.count, 0) ?? 0;
  const choices: { status: OrderStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: 'All', count: total },
    ...ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: countOf(status) })),
  ];
  return (
    <ul className={styles.states} aria-label="Order states">
      {choices.map((choice) => (
        <li key={choice.label}>
          <button
            type="button"
            className={styles.state}
            aria-pressed={choice.status === current}
            // The name says what the badge counts ("Placed 3 orders"), and starts with what it shows.
            aria-label={
              counts ? `${choice.label} ${choice.count} ${choice.count === 1 ? 'order' : 'orders'}` : undefined
            }
            data-waiting={choice.status === 'placed' && choice.count > 0 ? true : undefined}
            onClick={() => onChoose(choice.status)}
          >
            {choice.label} <span className={styles.count}>{counts ? choice.count : '–'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface FilterFormProps {
  filter: InboxFilter;
  workspace: SupplierWorkspaceFieldsFragment | undefined;
  onApply: (filter: InboxFilter) => void;
}

/** Delivery dates, city, product and the search; applied together, into the address. */
function FilterForm({ filter, workspace, onApply }: FilterFormProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry.trim() : undefined;
    };
    onApply({
      search: value('search'),
      deliveryFrom: value('from'),
      deliveryTo: value('to'),
      cityId: value('city'),
      productId: value('product'),
    });
  };

  return (
    <Form role="search" aria-label="Filter orders" className={styles.filters} onSubmit={onSubmit}>
      <div className={`${styles.filter} ${styles.search}`}>
        <label htmlFor={field('search')}>Search</label>
        <input
          id={field('search')}
          name="search"
          type="search"
          className={styles.control}
          defaultValue={filter.search ?? ''}
          maxLength={SUPPLIER_ORDER_LIMITS.search}
          placeholder="Order, job or PO number"
          aria-describedby={field('search-hint')}
        />
        <span id={field('search-hint')} className="visually-hidden">
          An order number like BM-3F9A21, or a job or PO number, or part of one.
        </span>
      </div>
      <DeliveryDateFilters field={field} from={filter.deliveryFrom} to={filter.deliveryTo} />
      <ChoiceFilter
        field={field}
        name="city"
        label="City"
        all="All cities"
        value={filter.cityId}
        choices={(workspace?.cities ?? []).map((city) => ({ value: city.id, label: city.name }))}
        chosen={workspace ? undefined : 'The chosen city'}
      />
      <ChoiceFilter
        field={field}
        name="product"
        label="Product"
        all="All products"
        value={filter.productId}
        choices={(workspace?.products ?? []).map((product) => ({ value: product.id, label: product.name }))}
        chosen={workspace ? undefined : 'The chosen product'}
      />
      <div className={styles.filterActions}>
        <button type="submit" className={ordersStyles.primary}>
          Apply filters
        </button>
        {isNarrowed(filter) && (
          <Link href={inboxPath({ status: filter.status })} className={ordersStyles.secondary}>
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}

function OrdersResult({ list, filter, page, updating }: InboxProps & { list: OrderList; updating: boolean }) {
  if (list.count === 0) {
    const narrowed = isNarrowed(filter) || Boolean(filter.status);
    return (
      <section className={ordersStyles.card} aria-labelledby="inbox-empty">
        <h2 id="inbox-empty">{narrowed ? 'No orders match' : 'No orders yet'}</h2>
        <p className={ordersStyles.muted}>
          {narrowed
            ? 'No order matches these filters. Try other dates or states, or clear the filters.'
            : 'Orders appear here as soon as contractors place them.'}
        </p>
        {narrowed && (
          <p>
            <Link href={inboxPath({})} className={ordersStyles.secondary}>
              Show all orders
            </Link>
          </p>
        )}
      </section>
    );
  }
  const shown = list.values.length;
  const pages = Math.max(1, Math.ceil(list.count / INBOX_PAGE_SIZE));
  return (
    <section className={ordersStyles.card} aria-labelledby="inbox-range" aria-busy={updating || undefined}>
      <h2 id="inbox-range" className={ordersStyles.muted}>
        {shown === 0
          ? ordersRangeText(page, shown, list.count, INBOX_PAGE_SIZE)
          : pages === 1
            ? `${list.count} ${list.count === 1 ? 'order' : 'orders'}, soonest delivery first`
            : `${ordersRangeText(page, shown, list.count, INBOX_PAGE_SIZE)}, soonest delivery first`}
      </h2>
      {shown > 0 && <OrderTable rows={list.values} columns={COLUMNS} labelledBy="inbox-range" />}
      <OrderPages
        page={page}
        pages={pages}
        pathOf={(to) => inboxPath(filter, to)}
        previousLabel="Sooner deliveries"
        nextLabel="Later deliveries"
      />
    </section>
  );
}

/** The dispatcher's columns: who ordered what, for when and where, its state and its loads' drivers. */
const COLUMNS: [OrderColumn<OrderRow>, ...OrderColumn<OrderRow>[]] = [
  {
    label: 'Order',
    cell: (order) => (
      <>
        <Link href={supplierOrderPath(order.id)}>{order.orderNumber}</Link>{' '}
        <UnreadMessages count={order.unreadMessages} />
        <OpenRequests count={order.openRequests} />
      </>
    ),
  },
  {
    label: 'Contractor',
    cell: (order) => (
      <TwoLines main={order.contractorName} detail={order.jobNumber ? `Job or PO ${order.jobNumber}` : undefined} />
    ),
  },
  {
    label: 'Product',
    cell: (order) => (
      <TwoLines main={order.productName} detail={formatQuantity(order.quantity, order.unit, order.productType)} />
    ),
  },
  {
    label: 'Delivery',
    cell: (order) => <TwoLines main={formatDate(order.deliveryDate)} detail={order.deliveryWindow} />,
  },
  { label: 'City', cell: (order) => order.city.name },
  { label: 'State', cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    label: 'Drivers',
    cell: (order) => {
      const names = [...new Set(order.loads.flatMap((load) => (load.driver ? [load.driver.fullName] : [])))];
      return names.length > 0 ? names.join(', ') : <span className={ordersStyles.muted}>None</span>;
    },
  },
];

/** The contractor asked something on delivery day that waits for an answer. */
function OpenRequests({ count }: { count: number }) {
  if (count === 0) return null;
  const words = count === 1 ? '1 open request' : `${count} open requests`;
  return (
    <span className={ordersStyles.badge} data-tone="attention">
      {words}
    </span>
  );
}
