/** A supplier's own domains: its storefront served at the root of a host of its own. */
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { suppliers } from './catalogue';
import { createdAt } from './columns';

/**
 * A domain a supplier connected to its storefront (`shop.northpeak.example`), lower-case, without
 * a port. It serves the storefront only once verified: the supplier proved it controls it (the
 * HTTP token this app answers on it, or the DNS TXT record `_buildmarket-verify.<domain>`). One
 * supplier per domain, one domain per supplier; removing it disconnects the host at once.
 */
export const supplierDomains = pgTable(
  'supplier_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** The random token the HTTP path and the TXT record must carry. */
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** How it was verified: 'http' or 'dns'. */
    verifiedBy: text('verified_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('supplier_domains_domain_idx').on(table.domain),
    uniqueIndex('supplier_domains_supplier_idx').on(table.supplierId),
  ],
);
