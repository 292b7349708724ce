/**
 * The marketplace's tables, one module per part of the domain, all of them here: the app imports
 * `@/server/db/schema`, and drizzle-kit generates the migrations from this module
 * (`npm run db:generate`; committed under ../migrations), so both see the same tables. One schema
 * for PGlite and PostgreSQL.
 *
 * Money is integer cents. Quantities are numeric in the product's unit, kept as strings by the
 * driver so that 0.5 m3 never becomes 0.49999.
 *
 * The modules import one another only downwards (places, accounts, catalogue, schedule, supplier
 * API keys, orders, delivery and conversation, payments, payouts, the ledger; the rest stand on
 * their own or on those), so no two import each other. The one reference that points up, a
 * company's default payment method, names its table without importing it (accounts.ts).
 */
export * from './places';
export * from './accounts';
export * from './catalogue';
export * from './schedule';
export * from './supplier-api-keys';
export * from './supplier-domains';
export * from './orders';
export * from './delivery';
export * from './conversation';
export * from './payments';
export * from './payment-sandbox';
export * from './payouts';
export * from './ledger';
export * from './webhooks';
export * from './site';
export * from './careers';
export * from './mail';
export * from './files';
export * from './operations';
export * from './disputes';
