'use client';

import Link from 'next/link';
import { useId, type FormEvent } from 'react';

import filterStyles from '@/components/supplier/Supplier.module.scss';
import { Form } from '@/components/ui/Form';
import { ChoiceFilter, DeliveryDateFilters } from './OrderFilters';
import type { JobSitesQuery } from '@/graphql/generated/client/graphql';
import { appRoutes } from '@/lib/app-routes';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/order/lifecycle';
import { isOrdersFilterEmpty, parseOrdersFilter } from '@/lib/order/orders-filter';
import { productTypeLabels } from '@/lib/order/product-types';
import { ORDER_PRODUCT_TYPES } from '@/lib/validation/order-rules';
import { ORDERS_LIST_LIMITS, type OrdersFilter } from '@/lib/validation/orders-list';

import styles from '@/components/ui/Workspace.module.scss';

interface OrdersFilterFormProps {
  filter: OrdersFilter;
  jobSites: JobSitesQuery['jobSites'] | undefined;
  onApply: (filter: OrdersFilter) => void;
}

/**
 * The orders list's search and filters, applied together into the URL. The form's names are the
 * URL's (`q`, `status`, `from`, `to`, `site`, `product`), read back with the list's own parser, so
 * the form, a link and the API agree on what a value means.
 */
export function OrdersFilterForm({ filter, jobSites, onApply }: OrdersFilterFormProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === 'string') params.set(name, value);
    onApply(parseOrdersFilter(params));
  };

  return (
    <Form role="search" aria-label="Search and filter orders" className={filterStyles.filters} onSubmit={onSubmit}>
      <div className={`${filterStyles.filter} ${filterStyles.search}`}>
        <label htmlFor={field('q')}>Search</label>
        <input
          id={field('q')}
          name="q"
          type="search"
          className={filterStyles.control}
          defaultValue={filter.search ?? ''}
          maxLength={ORDERS_LIST_LIMITS.search}
          placeholder="Order, job or PO number, address"
          aria-describedby={field('q-hint')}
        />
        <span id={field('q-hint')} className="visually-hidden">
          An order number like BM-3F9A21, a job or PO number, or part of a job site&apos;s name or address.
        </span>
      </div>
      <ChoiceFilter
        field={field}
        name="status"
        label="State"
        all="All states"
        value={filter.status}
        choices={ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
      />
      <DeliveryDateFilters field={field} from={filter.deliveryFrom} to={filter.deliveryTo} />
      <ChoiceFilter
        field={field}
        name="site"
        label="Job site"
        all="All job sites"
        value={filter.jobSiteId}
        choices={(jobSites ?? []).map((site) => ({
          value: site.id,
          label: site.jobNumber ? `${site.name} (${site.jobNumber})` : site.name,
        }))}
        chosen="The chosen job site"
      />
      <ChoiceFilter
        field={field}
        name="product"
        label="Product"
        all="All products"
        value={filter.productType}
        choices={ORDER_PRODUCT_TYPES.map((type) => ({ value: type, label: productTypeLabels[type] }))}
      />
      <div className={filterStyles.filterActions}>
        <button type="submit" className={styles.primary}>
          Search
        </button>
        {!isOrdersFilterEmpty(filter) && (
          <Link href={appRoutes.orders} className={styles.secondary}>
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}
