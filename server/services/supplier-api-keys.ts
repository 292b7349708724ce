import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { supplierApiKeys, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

/**
 * Supplier API keys: how a supplier's own systems (its dispatch or accounting software) act on
 * the orders placed with it, without a person signing in. A key is sent as
 * `Authorization: Bearer bm_sk_...`; the prefix tells it apart from a person's access token.
 * Keys are issued and revoked with `npm run supplier:api-key` (server/supplier-api-key-cli.ts).
 */

export const SUPPLIER_API_KEY_PREFIX = 'bm_sk_';
const KEY_PATTERN = /^bm_sk_[A-Za-z0-9_-]{43}$/;
/** How much of the key is kept in clear: the prefix and four characters, far too few to guess from. */
const SHOWN_LENGTH = SUPPLIER_API_KEY_PREFIX.length + 4;

export const SUPPLIER_KEY_INVALID_MESSAGE = 'This supplier API key is not valid. Ask for a new one.';

/** The supplier a valid key speaks for. */
export interface SupplierViewer {
  keyId: string;
  supplierId: string;
}

export const isSupplierApiKey = (token: string) => token.startsWith(SUPPLIER_API_KEY_PREFIX);

const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export interface IssuedSupplierApiKey {
  id: string;
  supplierId: string;
  supplierName: string;
  label: string;
  /** The key itself: shown this once, never stored. */
  key: string;
}

/** Issues a key for a supplier named by its id or slug; NOT_FOUND when there is none. */
export async function issueSupplierApiKey(
  db: Database,
  request: { supplier: string; label: string },
): Promise<IssuedSupplierApiKey> {
  const byId = /^[0-9a-f-]{36}$/i.test(request.supplier);
  const [supplier] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(byId ? eq(suppliers.id, request.supplier) : eq(suppliers.slug, request.supplier))
    .limit(1);
  if (!supplier) throw expectedError(ErrorCode.NOT_FOUND, `No supplier has the id or slug "${request.supplier}".`);
  const key = `${SUPPLIER_API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(supplierApiKeys)
    .values({
      supplierId: supplier.id,
      label: request.label,
      keyHash: hashKey(key),
      keyPrefix: key.slice(0, SHOWN_LENGTH),
    })
    .returning({ id: supplierApiKeys.id });
  return { id: row!.id, supplierId: supplier.id, supplierName: supplier.name, label: request.label, key };
}

/** Revokes a key by its id; false when there is no such key still open. */
export async function revokeSupplierApiKey(db: Database, keyId: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(supplierApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(supplierApiKeys.id, keyId), isNull(supplierApiKeys.revokedAt)))
    .returning({ id: supplierApiKeys.id });
  return revoked.length > 0;
}

/** The supplier of a key; UNAUTHENTICATED for a malformed, unknown or revoked one. */
export async function authenticateSupplierKey(db: Database, key: string, now = new Date()): Promise<SupplierViewer> {
  if (!KEY_PATTERN.test(key)) throw expectedError(ErrorCode.UNAUTHENTICATED, SUPPLIER_KEY_INVALID_MESSAGE);
  const [row] = await db
    .update(supplierApiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(supplierApiKeys.keyHash, hashKey(key)), isNull(supplierApiKeys.revokedAt)))
    .returning({ keyId: supplierApiKeys.id, supplierId: supplierApiKeys.supplierId });
  if (!row) throw expectedError(ErrorCode.UNAUTHENTICATED, SUPPLIER_KEY_INVALID_MESSAGE);
  return row;
}
