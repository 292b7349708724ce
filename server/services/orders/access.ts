import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import { companyMembers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import type { SessionViewer } from '@/server/services/accounts/sessions';

export const CONTRACTOR_ONLY_MESSAGE = 'Only a contractor company can do this.';

/** The roles of a contractor company that may order and manage job sites. */
export const ORDERING_ROLES = ['contractor_owner', 'contractor_manager'] as const;

// Read on every request of the contractor app: prepared.
const orderingMembershipQuery = preparedPerDatabase((db) =>
  db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, sql.placeholder('companyId')),
        eq(companyMembers.userId, sql.placeholder('userId')),
        inArray(companyMembers.role, [...ORDERING_ROLES]),
      ),
    )
    .limit(1)
    .prepare('ordering_membership'),
);

/**
 * The company the caller orders for: the ordinary token's company, if the caller is its owner or
 * manager. FORBIDDEN otherwise (a main token, a partner, a removed member).
 */
export async function requireOrderingCompany(db: Database, viewer: SessionViewer): Promise<string> {
  const { companyId } = viewer;
  if (!companyId) throw expectedError(ErrorCode.FORBIDDEN, CONTRACTOR_ONLY_MESSAGE);
  // The session's check read the membership, nearly always; otherwise one read.
  const ordering =
    viewer.tokenMembership === undefined
      ? (await orderingMembershipQuery(db).execute({ companyId, userId: viewer.userId })).length > 0
      : ORDERING_ROLES.some((role) => role === viewer.tokenMembership?.role);
  if (!ordering) throw expectedError(ErrorCode.FORBIDDEN, CONTRACTOR_ONLY_MESSAGE);
  return companyId;
}

/** The caller's ordering company when there is one (signed in as a contractor), otherwise null. */
export async function orderingCompanyOrNull(db: Database, viewer: SessionViewer | null): Promise<string | null> {
  if (!viewer?.companyId) return null;
  try {
    return await requireOrderingCompany(db, viewer);
  } catch {
    return null;
  }
}
