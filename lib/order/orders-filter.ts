import { ordersFilterSchema, type OrdersFilter } from '@/lib/validation/orders-list';

/**
 * The orders list's filter in a URL (`/app/orders?q=…&status=…&from=…&to=…&site=…&product=…&page=…`),
 * so a reload, a shared link and Back show the same orders; the CSV export's link carries the same
 * parameters. A value the API would refuse is left out rather than failing the page.
 */

/** The query's names for the filter's fields, in the order links write them. */
export const ORDERS_FILTER_PARAMS = {
  search: 'q',
  status: 'status',
  deliveryFrom: 'from',
  deliveryTo: 'to',
  jobSiteId: 'site',
  productType: 'product',
} as const satisfies Record<keyof OrdersFilter, string>;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

const read = (params: Params, name: string) => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** The filter a URL's parameters name; each field the API would refuse is dropped on its own. */
export function parseOrdersFilter(params: Params): OrdersFilter {
  const filter: OrdersFilter = {};
  for (const key of Object.keys(ORDERS_FILTER_PARAMS) as (keyof OrdersFilter)[]) {
    const parsed = ordersFilterSchema.safeParse({ [key]: read(params, ORDERS_FILTER_PARAMS[key]) });
    if (parsed.success) Object.assign(filter, parsed.data);
  }
  return filter;
}

/** The filter as URL parameters, keys in a fixed order, so equal filters give equal links. */
export function ordersFilterParams(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(ORDERS_FILTER_PARAMS) as (keyof OrdersFilter)[]) {
    const value = filter[key];
    if (value) params.set(ORDERS_FILTER_PARAMS[key], value);
  }
  return params;
}

/** Whether the filter narrows the list at all (the empty list then offers to clear it). */
export const isOrdersFilterEmpty = (filter: OrdersFilter) => ordersFilterParams(filter).size === 0;
