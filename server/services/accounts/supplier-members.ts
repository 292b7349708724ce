import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import { companies, companyMembers, supplierApiKeys, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import type { OrderActor } from '@/server/services/events/order-events';

import {
  NO_COMPANY_MESSAGE,
  NOT_A_SUPPLIER_MESSAGE,
  NOT_ALLOWED_MESSAGE,
  requireMembership,
  SUPPLIER_API_KEY_RIGHTS,
  supplierOrderRights,
  type Membership,
  type SupplierOrderRights,
} from './permissions';
import type { SessionViewer } from './sessions';

/**
 * Who acts on a supplier's orders, checked: a member of its company (with what their role may do),
 * or one of its API keys (the supplier's own systems). Every room of the supplier's side (the
 * inbox, dispatch, the catalogue, payouts, the storefront) asks here first.
 */

/** A valid API key's supplier, as authenticateSupplierKey (developers/supplier-api-keys.ts) finds it. */
export interface SupplierViewer {
  keyId: string;
  supplierId: string;
}

/** A member of a supplier company, with the supplier they act for and what they may do. */
export interface SupplierMember extends Membership {
  supplierId: string;
  supplierName: string;
  rights: SupplierOrderRights;
}

// Read on every request of the supplier workspace, prepared: the person's role in the company and
// the company's supplier in one read.
const supplierMembership = preparedPerDatabase((db) =>
  db
    .select({
      role: companyMembers.role,
      companyKind: companies.kind,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(suppliers, eq(suppliers.companyId, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.companyId, sql.placeholder('companyId')),
        eq(companyMembers.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('supplier_membership'),
);

export async function requireSupplierMember(db: Database, viewer: SessionViewer): Promise<SupplierMember> {
  const read = (membership: { userId: string; companyId: string }) =>
    supplierMembership(db)
      .execute(membership)
      .then(([row]) => row && { ...membership, ...row });
  // Nearly always the token's company, which the person still belongs to (the session's check read
  // it); otherwise requireMembership finds the company the session stands for (or refuses).
  const inTokenCompany = async (companyId: string) =>
    viewer.tokenMembership === undefined
      ? read({ userId: viewer.userId, companyId })
      : viewer.tokenMembership && { userId: viewer.userId, companyId, ...viewer.tokenMembership };
  const member =
    (viewer.companyId && (await inTokenCompany(viewer.companyId))) || (await read(await requireMembership(db, viewer)));
  if (!member) throw expectedError(ErrorCode.FORBIDDEN, NO_COMPANY_MESSAGE);
  if (member.companyKind !== 'supplier') throw expectedError(ErrorCode.FORBIDDEN, NOT_A_SUPPLIER_MESSAGE);
  const rights = supplierOrderRights(member.role);
  if (!rights) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  if (member.supplierId === null || member.supplierName === null)
    throw expectedError(ErrorCode.FORBIDDEN, NOT_A_SUPPLIER_MESSAGE);
  const { userId, companyId, companyKind, role, supplierId, supplierName } = member;
  return { userId, companyId, companyKind, role, supplierId, supplierName, rights };
}

/**
 * One of the supplier's API keys acting on its orders: the supplier's own systems, not a person.
 * It acts with SUPPLIER_API_KEY_RIGHTS, and its changes are recorded as the key's (by its name).
 */
export interface SupplierApiCaller {
  apiKeyId: string;
  apiKeyName: string;
  supplierId: string;
  supplierName: string;
  /** The supplier's company (its team, drivers included); null before it has a workspace. */
  companyId: string | null;
  rights: SupplierOrderRights;
}

/** Who acts on a supplier's orders: a member of its team, or one of its API keys. */
export type SupplierActor = SupplierMember | SupplierApiCaller;

/** The actor the order's history records: the person, or the API key. */
export function orderActorOf(actor: SupplierActor): OrderActor {
  return 'apiKeyId' in actor
    ? { party: 'supplier', userId: null, apiKeyId: actor.apiKeyId }
    : { party: 'supplier', userId: actor.userId };
}

/** The supplier of a valid API key (context.supplier()), with the key's name for the history. */
export async function supplierApiCallerOf(db: Database, key: SupplierViewer): Promise<SupplierApiCaller> {
  const [row] = await db
    .select({ name: supplierApiKeys.label, supplierName: suppliers.name, companyId: suppliers.companyId })
    .from(supplierApiKeys)
    .innerJoin(suppliers, eq(suppliers.id, supplierApiKeys.supplierId))
    .where(and(eq(supplierApiKeys.id, key.keyId), eq(supplierApiKeys.supplierId, key.supplierId)))
    .limit(1);
  // authenticateSupplierKey has just found the key: only a deletion in between gets here.
  if (!row) throw new Error(`Supplier API key ${key.keyId} vanished`);
  return {
    apiKeyId: key.keyId,
    apiKeyName: row.name,
    supplierId: key.supplierId,
    supplierName: row.supplierName,
    companyId: row.companyId,
    rights: SUPPLIER_API_KEY_RIGHTS,
  };
}
