import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { companyMembers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { getTeam, type TeamRecord } from './team';
import { accessChanged } from '@/server/services/events/order-changes';
import { mayManageRole, NOT_ALLOWED_MESSAGE, requireMembership } from './permissions';

export const MEMBER_NOT_FOUND_MESSAGE = 'This person is not a member of your company.';
export const CANNOT_REMOVE_YOURSELF_MESSAGE = 'You cannot remove yourself from your company.';

/**
 * Removes a person from the caller's company. As revoking follows inviting, one may remove a
 * member one could have invited (never the owner, never oneself). Their access ends at once: their
 * requests in this company are refused from the next one (the session check reads the
 * membership), and their open order streams close within seconds (`accessChanged`).
 */
export async function removeTeamMember(
  db: Database,
  viewer: { userId: string; companyId?: string | null },
  userId: string,
): Promise<TeamRecord> {
  const membership = await requireMembership(db, viewer);
  if (userId === membership.userId) throw expectedError(ErrorCode.FORBIDDEN, CANNOT_REMOVE_YOURSELF_MESSAGE);
  const inCompany = and(eq(companyMembers.companyId, membership.companyId), eq(companyMembers.userId, userId));
  const [member] = await db.select({ role: companyMembers.role }).from(companyMembers).where(inCompany).limit(1);
  if (!member) throw expectedError(ErrorCode.NOT_FOUND, MEMBER_NOT_FOUND_MESSAGE);
  if (!mayManageRole(membership, member.role)) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  await db.delete(companyMembers).where(inCompany);
  await accessChanged(userId);
  return getTeam(db, viewer);
}
