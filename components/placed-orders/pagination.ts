import { appRoutes } from '@/lib/app-routes';
import { ordersFilterParams } from '@/lib/order/orders-filter';
import type { OrdersFilter } from '@/lib/validation/orders-list';

// The orders list's pages (server and client: the page reads `?page=` and the filter, the list links pages).

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 20;

/** `/app/orders?q=…&status=…&page=2`: the filter, then the page; the first page has no `page`. */
export function ordersPagePath(page: number, filter: OrdersFilter = {}): string {
  const query = ordersFilterParams(filter);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${appRoutes.orders}?${text}` : appRoutes.orders;
}

/** The page number of `?page=`: a positive whole number, 1 otherwise. */
export function parseOrdersPage(value: unknown): number {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** "Orders 21–40 of 45": the contractor's list by default, or a list of `pageSize` per page. */
export function ordersRangeText(page: number, shown: number, count: number, pageSize = ORDERS_PAGE_SIZE): string {
  if (count === 0 || shown === 0) return `No orders on this page (${count} in all)`;
  const first = (page - 1) * pageSize + 1;
  return `Orders ${first}–${first + shown - 1} of ${count}`;
}
