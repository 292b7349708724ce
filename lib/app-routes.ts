/**
 * The contractor app's paths, apart from the marketing site's routes
 * (lib/routes.ts, which re-exports these): client screens import them from here so their bundles
 * do not carry every marketing page's title and anchors.
 */

/** The contractor app. */
export const appRoutes = {
  home: '/app',
  order: '/app/order',
  orders: '/app/orders',
  credit: '/app/credit',
  team: '/app/team',
} as const;

/** One order's page in the app. */
export const orderPath = (orderId: string) => `${appRoutes.orders}/${encodeURIComponent(orderId)}`;

/** One order's page in the supplier's workspace (where a dispatcher accepts, plans and runs it). */
export const supplierOrderPath = (orderId: string) => `/supplier/orders/${encodeURIComponent(orderId)}`;
