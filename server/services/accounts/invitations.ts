import 'server-only';

import { and, eq } from 'drizzle-orm';

import { formatDateTime } from '@/lib/time';
import { roleLabel, type CompanyKind, type InvitationCreate, type MemberRole } from '@/lib/validation/invitations';
import type { Database } from '@/server/db/database';
import { companies, companyMembers, invitations, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';

import type { Mailer } from '@/server/services/mail/mailer';
import {
  hashInvitationToken,
  invitationLink,
  invitationRecord,
  newInvitationToken,
  notPending,
  statusOf,
  type InvitationRecord,
  type InvitationRow,
} from './invitation-records';
import { invitableRoles, mayManageRole, requireMembership, type Membership } from './permissions';
import { enforceRateLimits, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';

/**
 * Invitations to join a company, as the inviting side sends them: inviting someone with a role
 * (and mailing the link), a supplier's first owner invited by an operator, and revoking.
 *
 * Who may invite and revoke whom is decided in ./permissions.ts. The team page's view is
 * ./team.ts; answering by the link (/invite/<token>) is ./invitation-answers.ts.
 */

/** How long a link stays valid. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Invitations one member may send in an hour (each sends a mail). */
export const INVITATION_LIMITS = {
  perInviter: { name: 'invitation:user', limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found';
export const ROLE_NOT_ALLOWED_MESSAGE = 'You may not invite people with this role';
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of your company';
export const NOT_REPLACEABLE_MESSAGE = 'This email has a pending invitation you may not replace';
export const MAIL_FAILED_MESSAGE = 'The invitation email could not be sent. Please try again.';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One may cancel (revoke, or replace by re-inviting) an invitation one could have sent: never an owner's. */
function mayRevoke(membership: Membership, row: Pick<InvitationRow, 'role'>): boolean {
  return mayManageRole(membership, row.role);
}

/**
 * Invites `input.email` to the caller's company as `input.role` and mails the link. A pending
 * invitation for the same email is replaced (its link stops working), which cancels it: so only
 * by someone who may revoke it (FORBIDDEN otherwise, and it stays). When the mail cannot be sent,
 * everything is put back as it was and UNAVAILABLE answers.
 */
export async function createInvitation(
  db: Database,
  viewer: { userId: string; companyId?: string | null },
  input: InvitationCreate,
  deps: { mailer: Mailer; siteUrl: string },
  now: Date = new Date(),
): Promise<InvitationRecord> {
  const membership = await requireMembership(db, viewer);
  if (!invitableRoles(membership).includes(input.role)) {
    throw expectedError(ErrorCode.FORBIDDEN, ROLE_NOT_ALLOWED_MESSAGE, { fields: { role: ROLE_NOT_ALLOWED_MESSAGE } });
  }
  const email = input.email.toLowerCase();
  const [existingMember] = await db
    .select({ userId: users.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, membership.companyId), eq(users.email, email)))
    .limit(1);
  if (existingMember) {
    throw expectedError(ErrorCode.ALREADY_MEMBER, ALREADY_MEMBER_MESSAGE, {
      fields: { email: ALREADY_MEMBER_MESSAGE },
    });
  }
  await enforceRateLimits(db, [[INVITATION_LIMITS.perInviter, membership.userId]], now);

  const token = newInvitationToken();
  const { created, replacedIds } = await db.transaction(async (tx) => {
    const samePending = and(
      eq(invitations.companyId, membership.companyId),
      eq(invitations.email, email),
      eq(invitations.status, 'pending'),
    );
    const pending = await tx.select({ role: invitations.role }).from(invitations).where(samePending);
    if (pending.some((row) => !mayRevoke(membership, row))) {
      throw expectedError(ErrorCode.FORBIDDEN, NOT_REPLACEABLE_MESSAGE, { fields: { email: NOT_REPLACEABLE_MESSAGE } });
    }
    const replaced = await tx
      .update(invitations)
      .set({ status: 'canceled', closedAt: now })
      .where(samePending)
      .returning({ id: invitations.id });
    const [row] = await tx
      .insert(invitations)
      .values({
        companyId: membership.companyId,
        email,
        role: input.role,
        tokenHash: hashInvitationToken(token),
        invitedByUserId: membership.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('The invitation was not stored');
    return { created: row, replacedIds: replaced.map((r) => r.id) };
  });

  const record = await invitationRecord(db, created.id, now);
  const [company] = await db
    .select({ name: companies.name, kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, membership.companyId))
    .limit(1);
  const companyName = company?.name ?? 'a company';
  const companyKind = company?.kind ?? 'contractor';
  const inviter = record.invitedBy ?? 'A BuildMarket member';
  const link = invitationLink(deps.siteUrl, token);
  try {
    await deps.mailer.send(
      invitationMail({ email, inviter, companyName, companyKind, role: input.role, link, expiresAt: record.expiresAt }),
    );
  } catch (error) {
    logger.warn(`Invitation ${created.id}: the mail could not be sent (${String(error)}); undone`);
    await db.transaction(async (tx) => {
      await tx.delete(invitations).where(eq(invitations.id, created.id));
      for (const id of replacedIds) {
        await tx.update(invitations).set({ status: 'pending', closedAt: null }).where(eq(invitations.id, id));
      }
    });
    throw expectedError(ErrorCode.UNAVAILABLE, MAIL_FAILED_MESSAGE);
  }
  return record;
}

function invitationMail(invite: {
  email: string;
  inviter: string;
  companyName: string;
  companyKind: CompanyKind;
  role: MemberRole;
  link: string;
  expiresAt: string;
}) {
  const { inviter, companyName, link } = invite;
  return {
    to: invite.email,
    subject: `${inviter} invited you to join ${companyName} on BuildMarket`,
    text: [
      `${inviter} invited you to join ${companyName} on BuildMarket as ${roleLabel(invite.role, invite.companyKind)}.`,
      '',
      `Accept or reject the invitation: ${link}`,
      '',
      `The link works until ${formatDateTime(invite.expiresAt, 'UTC')} and only for an account with this email address.`,
      'If you did not expect this invitation, ignore this email.',
    ].join('\n'),
  };
}

export interface OwnerInvitation {
  id: string;
  email: string;
  /** The link, for the operator to pass on should the mail go astray. */
  link: string;
  expiresAt: string;
}

/**
 * Invites the owner of a newly onboarded supplier company (an operator's act, so no inviter and
 * no team rights are checked: the caller has made the company). A pending owner invitation for
 * the same email is replaced. When the mail cannot be sent, the invitation is removed and
 * UNAVAILABLE answers.
 */
export async function inviteSupplierOwner(
  db: Database,
  input: { companyId: string; email: string; mailer: Mailer; siteUrl: string },
  now: Date = new Date(),
): Promise<OwnerInvitation> {
  const email = input.email.toLowerCase();
  const [company] = await db
    .select({ name: companies.name, kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, input.companyId))
    .limit(1);
  if (!company) throw new Error(`Company ${input.companyId} not found`);
  if (company.kind !== 'supplier') throw new Error(`${company.name} is not a supplier company`);
  const token = newInvitationToken();
  const created = await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ status: 'canceled', closedAt: now })
      .where(
        and(
          eq(invitations.companyId, input.companyId),
          eq(invitations.email, email),
          eq(invitations.status, 'pending'),
        ),
      );
    const [row] = await tx
      .insert(invitations)
      .values({
        companyId: input.companyId,
        email,
        role: 'supplier_owner',
        tokenHash: hashInvitationToken(token),
        invitedByUserId: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('The invitation was not stored');
    return row;
  });
  const link = invitationLink(input.siteUrl, token);
  const expiresAt = created.expiresAt.toISOString();
  try {
    await input.mailer.send(
      invitationMail({
        email,
        inviter: 'BuildMarket',
        companyName: company.name,
        companyKind: 'supplier',
        role: 'supplier_owner',
        link,
        expiresAt,
      }),
    );
  } catch (error) {
    logger.warn(`Owner invitation ${created.id}: the mail could not be sent (${String(error)}); undone`);
    await db.delete(invitations).where(eq(invitations.id, created.id));
    throw expectedError(ErrorCode.UNAVAILABLE, MAIL_FAILED_MESSAGE);
  }
  return { id: created.id, email, link, expiresAt };
}

/** Cancels a pending invitation of the caller's company (one the caller could have sent). */
export async function revokeInvitation(
  db: Database,
  viewer: { userId: string; companyId?: string | null },
  id: string,
  now: Date = new Date(),
): Promise<InvitationRecord> {
  const membership = await requireMembership(db, viewer);
  const notFound = () => expectedError(ErrorCode.NOT_FOUND, INVITATION_NOT_FOUND_MESSAGE);
  if (!UUID_PATTERN.test(id)) throw notFound();
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, membership.companyId)))
    .limit(1);
  if (!row) throw notFound();
  if (!mayRevoke(membership, row)) {
    throw expectedError(ErrorCode.FORBIDDEN, ROLE_NOT_ALLOWED_MESSAGE);
  }
  // A pending invitation past its expiry may still be canceled (it leaves the list).
  const [canceled] = await db
    .update(invitations)
    .set({ status: 'canceled', closedAt: now })
    .where(and(eq(invitations.id, row.id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  if (!canceled) {
    const [current] = await db.select().from(invitations).where(eq(invitations.id, row.id)).limit(1);
    const status = current ? statusOf(current, now) : 'canceled';
    throw notPending(status === 'pending' ? 'canceled' : status);
  }
  return invitationRecord(db, row.id, now);
}
