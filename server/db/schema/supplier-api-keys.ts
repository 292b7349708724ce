/** A supplier's keys to the marketplace's API, with which its own systems act on its orders. */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { suppliers } from './catalogue';
import { createdAt } from './columns';

/**
 * A supplier's keys to the API (`Authorization: Bearer bm_sk_...`), issued by its owner and
 * managers in the workspace (/supplier/developers) or by an operator with
 * `npm run supplier:api-key`. The key is 256 random bits shown once; only its SHA-256 is stored,
 * with its first characters so a supplier can tell its keys apart. A revoked key opens nothing.
 */
export const supplierApiKeys = pgTable(
  'supplier_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Hex SHA-256 of the key. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters (`bm_sk_` and four more), for lists and logs. */
    keyPrefix: text('key_prefix').notNull(),
    /** Who issued it in the workspace; null for an operator's (the command line) or a removed account. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('supplier_api_keys_key_hash_idx').on(table.keyHash),
    index('supplier_api_keys_supplier_idx').on(table.supplierId),
  ],
);
