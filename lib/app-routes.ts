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
  statements: '/app/statements',
  credit: '/app/credit',
  team: '/app/team',
  settings: '/app/settings',
} as const;

/** One order's page in the app. */
export const orderPath = (orderId: string) => `${appRoutes.orders}/${encodeURIComponent(orderId)}`;

/** The order's page with the dispute form open on one delivered load (its e-ticket's mail links it). */
export const orderDisputePath = (orderId: string, loadId: string) =>
  `${orderPath(orderId)}?dispute=${encodeURIComponent(loadId)}#order-disputes`;

/**
 * The supplier workspace: the order inbox, one order's page, the schedule board, the fleet, the
 * catalogue, the team and the developers' pages (API keys, the API's docs).
 */
export const supplierRoutes = {
  home: '/supplier',
  schedule: '/supplier/schedule',
  catalogue: '/supplier/catalogue',
  fleet: '/supplier/fleet',
  statements: '/supplier/statements',
  payouts: '/supplier/payouts',
  scorecard: '/supplier/scorecard',
  team: '/supplier/team',
  developers: '/supplier/developers',
  developersDocs: '/supplier/developers/docs',
  developersWebhooks: '/supplier/developers/webhooks',
  storefront: '/supplier/storefront',
  settings: '/supplier/settings',
} as const;

/** The schedule board from a local date (YYYY-MM-DD); this week's without one. */
export const supplierSchedulePath = (from?: string) =>
  from ? `${supplierRoutes.schedule}?from=${encodeURIComponent(from)}` : supplierRoutes.schedule;

/** One order's page in the supplier workspace. */
export const supplierOrderPath = (orderId: string) => `${supplierRoutes.home}/orders/${encodeURIComponent(orderId)}`;

/** The driver's phone app: the day's loads, and the driver's own account settings. */
export const driverRoutes = { home: '/driver', settings: '/driver/settings' } as const;

/** The marketplace operator's screens (BuildMarket's staff): the credit applications to review. */
export const operatorRoutes = { credit: '/operator/credit' } as const;

/**
 * The partner dashboard: a referral partner's link, buttons, figures and commission; and the
 * account settings of a partner who belongs to no company (any other partner's are their workspace's).
 */
export const partnerRoutes = { home: '/partner', settings: '/partner/settings' } as const;

/** The driver's loads on a date (YYYY-MM-DD); today's without one. */
export const driverDayPath = (date?: string) =>
  date ? `${driverRoutes.home}?date=${encodeURIComponent(date)}` : driverRoutes.home;

/** One order as its driver sees it: what the crew needs, its loads and its chat. */
export const driverOrderPath = (orderId: string) => `${driverRoutes.home}/orders/${encodeURIComponent(orderId)}`;

/**
 * Where each kind of company works: a supplier's team in the workspace (its drivers in the driver
 * app, which is all they use on the road), a contractor in the app.
 */
export const workspaceHome = (kind: 'contractor' | 'supplier', role?: string | null) => {
  if (kind !== 'supplier') return appRoutes.home;
  return role === 'partner_driver' ? driverRoutes.home : supplierRoutes.home;
};

/** What decides where a signed-in person works (the API's Viewer). */
export interface ViewerPlace {
  company?: { kind: 'contractor' | 'supplier' } | null;
  role?: string | null;
  isPartner?: boolean;
}

/**
 * Where a signed-in person works: their current company's workspace; with no company, a
 * referral partner's dashboard (a partner is no company's member), else the app (which offers
 * to start one).
 */
export const viewerHome = (viewer: ViewerPlace) => {
  if (viewer.company) return workspaceHome(viewer.company.kind, viewer.role);
  return viewer.isPartner ? partnerRoutes.home : appRoutes.home;
};

/** The account settings (name, phone, password) in the workspace of that company and role. */
export const workspaceSettings = (kind: 'contractor' | 'supplier', role?: string | null) => {
  if (kind !== 'supplier') return appRoutes.settings;
  return role === 'partner_driver' ? driverRoutes.settings : supplierRoutes.settings;
};

/**
 * A menu item is active when the current path equals its path or contains it. "/" would be
 * contained in every path, so it is active only on itself.
 */
export function isActivePath(currentPath: string, itemPath: string): boolean {
  const [pathOnly = '/'] = itemPath.split('#');
  if (pathOnly === '/') return currentPath === '/';
  return currentPath === pathOnly || currentPath.includes(pathOnly);
}
