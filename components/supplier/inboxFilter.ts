import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { supplierRoutes } from '@/lib/app-routes';
import { isOrderStatus } from '@/lib/order/lifecycle';
import { calendarDate, id } from '@/lib/validation/order';
import { SUPPLIER_ORDER_LIMITS } from '@/lib/validation/supplier-orders';

/**
 * The inbox's filter lives in the address bar (`/supplier?status=placed&from=…&to=…&city=…&
 * product=…&q=…&page=2`), so a reload or a shared link shows the same orders. A value the API would
 * refuse is left out rather than failing the page.
 */
export interface InboxFilter {
  status?: OrderStatus;
  deliveryFrom?: string;
  deliveryTo?: string;
  cityId?: string;
  productId?: string;
  search?: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The query's names for the filter's fields. */
const PARAM = {
  status: 'status',
  deliveryFrom: 'from',
  deliveryTo: 'to',
  cityId: 'city',
  productId: 'product',
  search: 'q',
} as const satisfies Record<keyof InboxFilter, string>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
const valid = (value: string | undefined, schema: { safeParse: (value: unknown) => { success: boolean } }) =>
  value !== undefined && schema.safeParse(value).success ? value : undefined;

export function parseInboxFilter(params: SearchParams): InboxFilter {
  const status = first(params[PARAM.status]);
  const search = first(params[PARAM.search])?.slice(0, SUPPLIER_ORDER_LIMITS.search);
  const filter: InboxFilter = {
    status: status && isOrderStatus(status) ? status : undefined,
    deliveryFrom: valid(first(params[PARAM.deliveryFrom]), calendarDate),
    deliveryTo: valid(first(params[PARAM.deliveryTo]), calendarDate),
    cityId: valid(first(params[PARAM.cityId]), id),
    productId: valid(first(params[PARAM.productId]), id),
    search,
  };
  return withoutEmpty(filter);
}

export function withoutEmpty(filter: InboxFilter): InboxFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/**
 * Orders per page of the inbox, soonest delivery first: a day of forty trucks at a glance. Every
 * open inbox reads its page again whenever one of the supplier's orders changes
 * (useRefetchOnOrderChanges), and a page costs the API about as much as its rows do
 * (`npm run bench:api`, issue 16): a longer page would slow every dispatcher's screen.
 */
export const INBOX_PAGE_SIZE = 50;

/**
 * The inbox's address for a filter and a page (the keys in a fixed order, so equal filters give
 * equal links; the first page has no `page`).
 */
export function inboxPath(filter: InboxFilter, page = 1): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof InboxFilter)[]) {
    const value = filter[key];
    if (value) query.set(PARAM[key], value);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${supplierRoutes.home}?${text}` : supplierRoutes.home;
}

/** Whether anything but the state narrows the list (the empty state offers to clear it). */
export const isNarrowed = (filter: InboxFilter) =>
  Boolean(filter.deliveryFrom || filter.deliveryTo || filter.cityId || filter.productId || filter.search);
