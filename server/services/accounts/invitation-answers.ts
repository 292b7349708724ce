import 'server-only';

import { and, eq, gt } from 'drizzle-orm';

import {
  INVITATION_INVALID_MESSAGE,
  isInvitationToken,
  type CompanyKind,
  type MemberRole,
} from '@/lib/validation/invitations';
import type { Database, Transaction } from '@/server/db/database';
import { companies, companyMembers, invitations, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { hashInvitationToken, notPending, statusOf, type InvitationStatus } from './invitation-records';

/**
 * Answering an invitation by its link (/invite/<token>): what it shows, accepting and rejecting.
 *
 * Accepting needs the person's own account (the main token) with the invited email, so a link
 * forwarded to someone else is useless to them. Rejecting needs only the link: its token proves
 * the mail was received, and a person who does not want to join should not need an account.
 */

export const wrongAccountMessage = (email: string) =>
  `This invitation was sent to ${email}. Sign in with that email to accept it.`;

/** GraphQL `InvitationView`: as its link shows it. */
export interface InvitationViewRecord {
  /** Not shown by the link; the accepting person's session switches to it. */
  companyId: string;
  companyName: string;
  /** Which workspace the accepted person lands in, and how their role is named. */
  companyKind: CompanyKind;
  inviterName: string | null;
  email: string;
  /** An invite role, or supplier_owner for the owner of a newly onboarded supplier. */
  role: MemberRole;
  status: InvitationStatus;
  expiresAt: string;
}

async function findByToken(db: Database, token: string) {
  if (!isInvitationToken(token)) return null;
  const [row] = await db
    .select({
      invitation: invitations,
      companyName: companies.name,
      companyKind: companies.kind,
      inviterName: users.fullName,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return row ?? null;
}

export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

function toView(found: FoundInvitation, now: Date, status?: InvitationStatus): InvitationViewRecord {
  return {
    companyId: found.invitation.companyId,
    companyName: found.companyName,
    companyKind: found.companyKind,
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

export async function pendingByToken(db: Database, token: string, now: Date): Promise<FoundInvitation> {
  const found = await findByToken(db, token);
  if (!found) throw expectedError(ErrorCode.NOT_FOUND, INVITATION_INVALID_MESSAGE);
  const status = statusOf(found.invitation, now);
  if (status !== 'pending') throw notPending(status);
  return found;
}

/** Why a conditional update changed nothing: the invitation is no longer pending. */
export async function closedMeanwhile(db: Database, token: string, now: Date) {
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
  const accepted = await db.transaction((tx) => joinInvitingCompany(tx, found, userId, now));
  if (!accepted) throw await closedMeanwhile(db, token, now);
  return toView(found, now, 'accepted');
}

/**
 * The acceptance itself, inside the caller's transaction (accepting, or signing up from the link):
 * closes the invitation if it is still pending and makes the person a member with the invited role.
 * False when it was closed meanwhile, and nothing was written.
 */
export async function joinInvitingCompany(
  tx: Transaction,
  found: FoundInvitation,
  userId: string,
  now: Date,
): Promise<boolean> {
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
