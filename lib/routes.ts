/**
 * The public site's routes and their anchor sections: the one list that the header, the side
 * drawer, the mobile menu, the footer, the sitemap and the tests all read.
 */
export interface AnchorSection {
  id: string;
  label: string;
}

export interface MarketingRoute {
  path: string;
  /** The page's h1 and the base of its <title>. */
  title: string;
  description: string;
  anchors: AnchorSection[];
}

const route = (path: string, title: string, description: string, anchors: AnchorSection[] = []): MarketingRoute => ({
  path,
  title,
  description,
  anchors,
});
const a = (id: string, label: string): AnchorSection => ({ id, label });

export const routes = {
  home: route(
    '/',
    'Sell building materials online',
    'A white-label storefront, buy-now button, branded apps and an order-management dashboard for building-materials suppliers.',
    [
      a('sellingBuildingMaterials', 'Selling building materials'),
      a('whiteLabelApp', 'White label app'),
      a('buyNowCapabilities', 'Buy now capabilities'),
      a('websitePowered', 'Website powered'),
      a('orderManagement', 'Order management'),
      a('superpowers', 'Superpowers'),
    ],
  ),
  suppliers: route(
    '/suppliers',
    'For suppliers',
    'Online ordering, payments and dispatch for concrete plants, aggregate yards, bin-rental companies and building-materials dealers.',
  ),
  concrete: route(
    '/suppliers/concrete',
    'Sell concrete online',
    'Take ready-mix orders around the clock: pour schedules, truck spacing and payment in one white-label storefront.',
    [
      a('sellingConcreteOnline', 'Selling concrete online'),
      a('whiteLabelApp', 'White label app'),
      a('addBuyNow', 'Add buy now'),
      a('orderManagement', 'Order management'),
      a('superpowers', 'Superpowers'),
    ],
  ),
  bulkMaterial: route(
    '/suppliers/bulk_material',
    'Sell bulk material online',
    'Sell gravel, sand, stone and soil by the tonne with delivery windows your trucks can keep.',
    [
      a('sellingBulkMaterial', 'Selling bulk material'),
      a('deliveryWindows', 'Delivery windows'),
      a('whiteLabelApp', 'White label app'),
      a('orderManagement', 'Order management'),
    ],
  ),
  disposalBins: route(
    '/suppliers/disposal_bins',
    'Rent disposal bins online',
    'Let contractors book, extend and swap bins online while you plan drop-offs and pick-ups in one dashboard.',
    [
      a('rentingDisposalBins', 'Renting disposal bins'),
      a('whiteLabelApp', 'White label app'),
      a('addRentNow', 'Add rent now'),
      a('orderManagement', 'Order management'),
      a('superpowers', 'Superpowers'),
    ],
  ),
  contractors: route(
    '/contractors',
    'For contractors',
    'One account to source, order, pay for and track concrete, aggregates, bins and building materials from many suppliers.',
  ),
  order: route(
    '/contractors/order',
    'Order materials',
    'Compare local suppliers, order concrete, aggregates and bin rentals, and pay on 120-day terms.',
    [
      a('shopBySupplier', 'Shop by supplier'),
      a('shopByProductCategories', 'Shop by product categories'),
      a('contractorsSuppliers', "Contractors' suppliers"),
      a('platforms', 'Platforms'),
    ],
  ),
  connect: route(
    '/contractors/connect',
    'Connect with your suppliers',
    'Chat, ratings, credit accounts and real-time delivery tracking with every supplier you buy from.',
    [
      a('advantages', 'Advantages'),
      a('ourSuppliers', 'Our suppliers'),
      a('appPreview', 'App preview'),
      a('backedBy', 'Backed by'),
    ],
  ),
  about: route('/about', 'About us', 'We are building the first e-commerce platform made for construction materials.', [
    a('firstEcommerceSolution', 'First e-commerce solution'),
    a('whoWeAre', 'Who we are'),
    a('ourTeam', 'Our team'),
    a('workWithUs', 'Work with us'),
  ]),
  career: route('/career', 'Careers', 'Open positions in marketing, development and design.', [
    a('workWithUs', 'Work with us'),
  ]),
  requestInfo: route(
    '/request-info',
    'Start selling',
    'Tell us about your business and we will set up your storefront.',
  ),
  bookDemo: route(
    '/book-demo',
    'Book a demo',
    'A 30-minute walkthrough of the storefront, the order inbox and dispatch with your own products. Tell us when suits you.',
  ),
  partnerProgram: route(
    '/partner-program',
    'Partner program',
    'Earn commission on the orders your buy-now and rent-now buttons bring in, and generate a button for your website.',
    [a('howItWorks', 'How it works'), a('commission', 'Commission'), a('buttonGenerator', 'Button generator')],
  ),
  appDownload: route(
    '/app-download',
    'Download the app',
    'Get the contractor app on Android: order, pay and track deliveries from the job site. A step-by-step install guide.',
  ),
  terms: route('/terms', 'Terms of use', 'The terms that govern use of the marketplace.'),
  privacy: route('/privacy', 'Privacy policy', 'How we collect, use and protect personal information.'),
  supplierTerms: route('/supplier_terms', 'Supplier terms', 'The terms for suppliers selling on the marketplace.'),
  partnerTerms: route('/partner_terms', 'Partner terms', 'The terms of the partner and referral program.'),
} as const satisfies Record<string, MarketingRoute>;

export type RouteKey = keyof typeof routes;
export const marketingRoutes: MarketingRoute[] = Object.values(routes);

export interface MenuOption {
  label: string;
  url: string;
}

/** Header dropdowns (spec: menu dropdown option = label, url). */
export const supplierMenu: MenuOption[] = [
  { label: 'Concrete', url: routes.concrete.path },
  { label: 'Bulk material', url: routes.bulkMaterial.path },
  { label: 'Building materials', url: routes.home.path },
  { label: 'Disposal bins', url: routes.disposalBins.path },
];

export const contractorMenu: MenuOption[] = [
  { label: 'Order', url: routes.order.path },
  { label: 'Connect', url: routes.connect.path },
];

// The app's paths live apart so client screens can import them without the routes above.
export {
  isActivePath,
  appRoutes,
  driverDayPath,
  driverRoutes,
  orderPath,
  supplierOrderPath,
  supplierRoutes,
  workspaceHome,
} from './app-routes';

/** The link an invitation mail carries (not in the sitemap: one per invitation, private). */
export const invitePath = (token: string) => `/invite/${encodeURIComponent(token)}`;

/** A payment link: the payment request / pay-invoice page (not in the sitemap: private). */
export const paymentLinkPath = (token: string) => `/pay/${encodeURIComponent(token)}`;
