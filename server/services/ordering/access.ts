import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import { companyMembers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import type { AccessClaims } from '@/server/services/access-tokens';

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
export async function requireOrderingCompany(db: Database, viewer: AccessClaims): Promise<string> {
  const { companyId } = viewer;
  if (!companyId) throw expectedError(ErrorCode.FORBIDDEN, CONTRACTOR_ONLY_MESSAGE);
  const [membership] = await orderingMembershipQuery(db).execute({ companyId, userId: viewer.userId });
  if (!membership) throw expectedError(ErrorCode.FORBIDDEN, CONTRACTOR_ONLY_MESSAGE);
  return companyId;
}

/** The caller's ordering company when there is one (signed in as a contractor), otherwise null. */
export async function orderingCompanyOrNull(db: Database, viewer: AccessClaims | null): Promise<string | null> {
  if (!viewer?.companyId) return null;
  try {
    return await requireOrderingCompany(db, viewer);
  } catch {
    return null;
  }
}
