import 'server-only';

import { and, asc, desc, eq, inArray } from 'drizzle-orm';

import { INVITE_ROLES, type InviteRole, type MemberRole } from '@/lib/validation/invitations';
import type { Database } from '@/server/db/database';
import { companies, companyMembers, invitations, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { toInvitationRecord, type InvitationRecord } from './invitation-records';
import { invitableRoles, mayManageRole, NO_COMPANY_MESSAGE, requireMembership } from './permissions';

/** The team page: the caller's company, its members and, for those who may invite, its pending invitations. */

export interface TeamMemberRecord {
  userId: string;
  fullName: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
  /** The caller may remove them from the company (team-members.ts). */
  removable: boolean;
}

export interface TeamRecord {
  company: { id: string; name: string; kind: 'contractor' | 'supplier'; referralCreditCents: number };
  viewerRole: MemberRole;
  invitableRoles: InviteRole[];
  members: TeamMemberRecord[];
  invitations: InvitationRecord[];
}

/** The caller's company with its members and, for those who may invite, its pending invitations. */
export async function getTeam(
  db: Database,
  viewer: { userId: string; companyId?: string | null },
  now: Date = new Date(),
): Promise<TeamRecord> {
  const membership = await requireMembership(db, viewer);
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      kind: companies.kind,
      referralCreditCents: companies.referralCreditCents,
    })
    .from(companies)
    .where(eq(companies.id, membership.companyId))
    .limit(1);
  if (!company) throw expectedError(ErrorCode.FORBIDDEN, NO_COMPANY_MESSAGE);
  const members = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(asc(companyMembers.createdAt), asc(users.fullName));
  const invitable = [...invitableRoles(membership)];
  const pending =
    invitable.length === 0
      ? []
      : await db
          .select({ invitation: invitations, invitedBy: users.fullName })
          .from(invitations)
          .leftJoin(users, eq(users.id, invitations.invitedByUserId))
          .where(
            and(
              eq(invitations.companyId, company.id),
              eq(invitations.status, 'pending'),
              // An owner's invitation (supplier onboarding) is the operator's, not the team's.
              inArray(invitations.role, [...INVITE_ROLES]),
            ),
          )
          .orderBy(desc(invitations.createdAt), asc(invitations.email));
  return {
    company,
    viewerRole: membership.role,
    invitableRoles: invitable,
    members: members.map((member) => ({
      ...member,
      joinedAt: member.joinedAt.toISOString(),
      removable: member.userId !== membership.userId && mayManageRole(membership, member.role),
    })),
    invitations: pending.map((row) => toInvitationRecord(row.invitation, row.invitedBy, now)),
  };
}
