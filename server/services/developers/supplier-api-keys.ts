import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, count, desc, eq, isNull } from 'drizzle-orm';

import { SUPPLIER_API_KEY_LIMITS, supplierApiKeyLimitMessage } from '@/lib/validation/supplier-api-keys';
import type { Database } from '@/server/db/database';
import { supplierApiKeys, suppliers, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';
import type { SupplierMember, SupplierViewer } from '@/server/services/accounts/supplier-members';

/**
 * Supplier API keys: how a supplier's own systems (its dispatch or accounting software) act on
 * the orders placed with it, without a person signing in. A key is sent as
 * `Authorization: Bearer bm_sk_...`; the prefix tells it apart from a person's access token.
 * The supplier's owner and managers list, create and revoke its keys in the workspace
 * (`/supplier/developers`, the functions taking a SupplierMember below); an operator can too, with
 * `npm run supplier:api-key` (scripts/supplier-api-key.ts). At most SUPPLIER_API_KEY_LIMITS.activeKeys
 * keys of a supplier are active at once in the workspace.
 */

export const SUPPLIER_API_KEY_PREFIX = 'bm_sk_';
const KEY_PATTERN = /^bm_sk_[A-Za-z0-9_-]{43}$/;
/** How much of the key is kept in clear: the prefix and four characters, far too few to guess from. */
const SHOWN_LENGTH = SUPPLIER_API_KEY_PREFIX.length + 4;

export const SUPPLIER_KEY_INVALID_MESSAGE = 'This supplier API key is not valid. Ask for a new one.';

/** The supplier a valid key speaks for. */
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
  const { id, key } = await insertKey(db, { supplierId: supplier.id, label: request.label, createdByUserId: null });
  return { id, supplierId: supplier.id, supplierName: supplier.name, label: request.label, key };
}

/** A new random key's row: only its hash and first characters are stored. */
async function insertKey(
  db: Pick<Database, 'insert'>,
  values: { supplierId: string; label: string; createdByUserId: string | null },
): Promise<{ id: string; key: string }> {
  const key = `${SUPPLIER_API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(supplierApiKeys)
    .values({ ...values, keyHash: hashKey(key), keyPrefix: key.slice(0, SHOWN_LENGTH) })
    .returning({ id: supplierApiKeys.id });
  return { id: row!.id, key };
}

/** A key as the workspace lists it: never the key itself (it is not stored). */
export interface SupplierApiKeyRecord {
  id: string;
  name: string;
  prefix: string;
  createdByName: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export const SUPPLIER_API_KEY_NOT_FOUND_MESSAGE = 'API key not found';

/** Listing, creating and revoking keys: the owner and partner managers (FORBIDDEN for drivers). */
function requireKeyManager(member: SupplierMember): void {
  if (!member.rights.mayManageApiKeys) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
}

/** The supplier's keys, newest first, revoked ones included; optionally one of them. */
async function keysOf(db: Database, supplierId: string, keyId?: string): Promise<SupplierApiKeyRecord[]> {
  const rows = await db
    .select({
      id: supplierApiKeys.id,
      name: supplierApiKeys.label,
      prefix: supplierApiKeys.keyPrefix,
      createdByName: users.fullName,
      createdAt: supplierApiKeys.createdAt,
      lastUsedAt: supplierApiKeys.lastUsedAt,
      revokedAt: supplierApiKeys.revokedAt,
    })
    .from(supplierApiKeys)
    .leftJoin(users, eq(users.id, supplierApiKeys.createdByUserId))
    .where(
      keyId
        ? and(eq(supplierApiKeys.supplierId, supplierId), eq(supplierApiKeys.id, keyId))
        : eq(supplierApiKeys.supplierId, supplierId),
    )
    .orderBy(desc(supplierApiKeys.createdAt), desc(supplierApiKeys.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** The member's supplier's keys. */
export async function listSupplierApiKeys(db: Database, member: SupplierMember): Promise<SupplierApiKeyRecord[]> {
  requireKeyManager(member);
  return keysOf(db, member.supplierId);
}

/**
 * Creates a key for the member's supplier, named by them; the key itself is in the answer and
 * nowhere else. The supplier's row is locked while its active keys are counted, so two requests
 * at once cannot pass the limit together.
 */
export async function createSupplierApiKey(
  db: Database,
  member: SupplierMember,
  input: { name: string },
): Promise<{ apiKey: SupplierApiKeyRecord; secret: string }> {
  requireKeyManager(member);
  const { id, key } = await db.transaction(async (tx) => {
    await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, member.supplierId)).for('update');
    const [active] = await tx
      .select({ value: count() })
      .from(supplierApiKeys)
      .where(and(eq(supplierApiKeys.supplierId, member.supplierId), isNull(supplierApiKeys.revokedAt)));
    if ((active?.value ?? 0) >= SUPPLIER_API_KEY_LIMITS.activeKeys) {
      throw expectedError(
        ErrorCode.SUPPLIER_API_KEY_LIMIT_REACHED,
        supplierApiKeyLimitMessage(SUPPLIER_API_KEY_LIMITS.activeKeys),
        { limit: SUPPLIER_API_KEY_LIMITS.activeKeys },
      );
    }
    return insertKey(tx, { supplierId: member.supplierId, label: input.name, createdByUserId: member.userId });
  });
  const [apiKey] = await keysOf(db, member.supplierId, id);
  return { apiKey: apiKey!, secret: key };
}

/**
 * Revokes one of the member's supplier's keys: refused from its next call on. NOT_FOUND for a key
 * of another supplier, as if it did not exist; a revoked key stays as it was.
 */
export async function revokeSupplierApiKeyOf(
  db: Database,
  member: SupplierMember,
  keyId: string,
  now = new Date(),
): Promise<SupplierApiKeyRecord> {
  requireKeyManager(member);
  await db
    .update(supplierApiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(supplierApiKeys.id, keyId),
        eq(supplierApiKeys.supplierId, member.supplierId),
        isNull(supplierApiKeys.revokedAt),
      ),
    );
  const [apiKey] = await keysOf(db, member.supplierId, keyId);
  if (!apiKey) throw expectedError(ErrorCode.NOT_FOUND, SUPPLIER_API_KEY_NOT_FOUND_MESSAGE);
  return apiKey;
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
