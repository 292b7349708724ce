import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';

import {
  INVITATION_INVALID_MESSAGE,
  isInvitationToken,
  INVITE_ROLES,
  isInviteRole,
  ROLE_LABELS,
  type InvitationCreate,
  type InviteRole,
  type MemberRole,
} from '@/lib/validation/invitations';
import { invitePath } from '@/lib/routes';
import type { Database } from '@/server/db/database';
import { companies, companyMembers, invitations, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';

import type { Mailer } from '@/server/services/mail/mailer';
import { invitableRoles, mayManageRole, NO_COMPANY_MESSAGE, requireMembership, type Membership } from './permissions';
import { enforceRateLimits, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';

/**
 * Invitations to join a company (the team page and the /invite/<token> link).
 *
 * Who may invite and revoke whom is decided in ./permissions.ts.
 *
 * Accepting needs the person's own account (the main token) with the invited email, so a link
 * forwarded to someone else is useless to them. Rejecting needs only the link: its token proves
 * the mail was received, and a person who does not want to join should not need an account.
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
export const wrongAccountMessage = (email: string) =>
  `This invitation was sent to ${email}. Sign in with that email to accept it.`;

export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'canceled' | 'expired';

export const NOT_PENDING_MESSAGES: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation was already confirmed',
  rejected: 'This invitation was rejected',
  canceled: 'This invitation was canceled',
  expired: 'This invitation has expired',
};

/** GraphQL `Invitation`: as the inviting company sees it. */
export interface InvitationRecord {
  id: string;
  email: string;
  role: InviteRole;
  status: InvitationStatus;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** GraphQL `InvitationView`: as its link shows it. */
export interface InvitationViewRecord {
  /** Not shown by the link; the accepting person's session switches to it. */
  companyId: string;
  companyName: string;
  inviterName: string | null;
  email: string;
  /** An invite role, or supplier_owner for the owner of a newly onboarded supplier. */
  role: MemberRole;
  status: InvitationStatus;
  expiresAt: string;
}

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

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function invitationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${invitePath(token)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type InvitationRow = typeof invitations.$inferSelect;

function statusOf(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now: Date): InvitationStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

function inviteRoleOf(row: Pick<InvitationRow, 'role'>): InviteRole {
  if (!isInviteRole(row.role)) throw new Error('An invitation holds the owner role');
  return row.role;
}

/** One may cancel (revoke, or replace by re-inviting) an invitation one could have sent: never an owner's. */
function mayRevoke(membership: Membership, row: Pick<InvitationRow, 'role'>): boolean {
  return mayManageRole(membership, row.role);
}

function notPending(status: Exclude<InvitationStatus, 'pending'>) {
  return expectedError(ErrorCode.INVITATION_NOT_PENDING, NOT_PENDING_MESSAGES[status], { status });
}

function toInvitationRecord(row: InvitationRow, invitedBy: string | null, now: Date): InvitationRecord {
  return {
    id: row.id,
    email: row.email,
    role: inviteRoleOf(row),
    status: statusOf(row, now),
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function invitationRecord(db: Database, id: string, now: Date): Promise<InvitationRecord> {
  const [row] = await db
    .select({ invitation: invitations, invitedBy: users.fullName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(eq(invitations.id, id))
    .limit(1);
  if (!row) throw new Error(`Invitation ${id} vanished`);
  return toInvitationRecord(row.invitation, row.invitedBy, now);
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
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, membership.companyId))
    .limit(1);
  const companyName = company?.name ?? 'a company';
  const inviter = record.invitedBy ?? 'A BuildMarket member';
  const link = invitationLink(deps.siteUrl, token);
  try {
    await deps.mailer.send(
      invitationMail({ email, inviter, companyName, role: input.role, link, expiresAt: record.expiresAt }),
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
  role: MemberRole;
  link: string;
  expiresAt: string;
}) {
  const { inviter, companyName, link } = invite;
  return {
    to: invite.email,
    subject: `${inviter} invited you to join ${companyName} on BuildMarket`,
    text: [
      `${inviter} invited you to join ${companyName} on BuildMarket as ${ROLE_LABELS[invite.role]}.`,
      '',
      `Accept or reject the invitation: ${link}`,
      '',
      `The link works until ${invite.expiresAt.slice(0, 10)} and only for an account with this email address.`,
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

async function findByToken(db: Database, token: string) {
  if (!isInvitationToken(token)) return null;
  const [row] = await db
    .select({ invitation: invitations, companyName: companies.name, inviterName: users.fullName })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return row ?? null;
}

type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

function toView(found: FoundInvitation, now: Date, status?: InvitationStatus): InvitationViewRecord {
  return {
    companyId: found.invitation.companyId,
    companyName: found.companyName,
    inviterName: found.inviterName,
    email: found.invitation.email,
    role: found.invitation.role,
    status: status ?? statusOf(found.invitation, now),
    expiresAt: found.invitation.expiresAt.toISOString(),
  };
}

/** The invitation behind a link; null for an unknown or malformed token. */
export async function invitationByToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<InvitationViewRecord | null> {
  const found = await findByToken(db, token);
  return found ? toView(found, now) : null;
}

async function pendingByToken(db: Database, token: string, now: Date): Promise<FoundInvitation> {
  const found = await findByToken(db, token);
  if (!found) throw expectedError(ErrorCode.NOT_FOUND, INVITATION_INVALID_MESSAGE);
  const status = statusOf(found.invitation, now);
  if (status !== 'pending') throw notPending(status);
  return found;
}

/** Why a conditional update changed nothing: the invitation is no longer pending. */
async function closedMeanwhile(db: Database, token: string, now: Date) {
  const again = await findByToken(db, token);
  const status = again ? statusOf(again.invitation, now) : 'canceled';
  return notPending(status === 'pending' ? 'canceled' : status);
}

/**
 * Accepts with the person's own account: its email must be the invited one. The membership is
 * added with the invited role (a person who is already a member keeps their role).
 */
export async function acceptInvitation(
  db: Database,
  userId: string,
  token: string,
  now: Date = new Date(),
): Promise<InvitationViewRecord> {
  const found = await pendingByToken(db, token, now);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.email !== found.invitation.email) {
    throw expectedError(ErrorCode.FORBIDDEN, wrongAccountMessage(found.invitation.email));
  }
  const accepted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedByUserId: userId, closedAt: now })
      .where(
        and(eq(invitations.id, found.invitation.id), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
      )
      .returning({ id: invitations.id });
    if (!row) return false;
    await tx
      .insert(companyMembers)
      .values({ companyId: found.invitation.companyId, userId, role: found.invitation.role, createdAt: now })
      .onConflictDoNothing();
    return true;
  });
  if (!accepted) throw await closedMeanwhile(db, token, now);
  return toView(found, now, 'accepted');
}

/** Rejects by the link alone (no account needed). */
export async function rejectInvitation(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<InvitationViewRecord> {
  const found = await pendingByToken(db, token, now);
  const [row] = await db
    .update(invitations)
    .set({ status: 'rejected', closedAt: now })
    .where(
      and(eq(invitations.id, found.invitation.id), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
    )
    .returning({ id: invitations.id });
  if (!row) throw await closedMeanwhile(db, token, now);
  return toView(found, now, 'rejected');
}
