import { appRoutes } from '@/lib/app-routes';

// The orders list's pages (server and client: the page reads `?page=`, the list links pages).

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 20;

/** `/app/orders?page=2`; the first page has no query. */
export const ordersPagePath = (page: number) => (page > 1 ? `${appRoutes.orders}?page=${page}` : appRoutes.orders);

/** The page number of `?page=`: a positive whole number, 1 otherwise. */
export function parseOrdersPage(value: unknown): number {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** "Orders 21–40 of 45". */
export function ordersRangeText(page: number, shown: number, count: number): string {
  if (count === 0 || shown === 0) return `No orders on this page (${count} in all)`;
  const first = (page - 1) * ORDERS_PAGE_SIZE + 1;
  return `Orders ${first}–${first + shown - 1} of ${count}`;
}
