import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { isInviteRole, type InviteRole } from '@/lib/validation/invitations';
import { invitePath } from '@/lib/routes';
import type { Database } from '@/server/db/database';
import { invitations, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

/**
 * An invitation as the team page and its link see it: its state (expired once past its time),
 * its record, and its link's token (only the token's hash is stored).
 */

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

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function invitationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${invitePath(token)}`;
}

export type InvitationRow = typeof invitations.$inferSelect;

export function statusOf(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now: Date): InvitationStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

function inviteRoleOf(row: Pick<InvitationRow, 'role'>): InviteRole {
  if (!isInviteRole(row.role)) throw new Error('An invitation holds the owner role');
  return row.role;
}

export function notPending(status: Exclude<InvitationStatus, 'pending'>) {
  return expectedError(ErrorCode.INVITATION_NOT_PENDING, NOT_PENDING_MESSAGES[status], { status });
}

export function toInvitationRecord(row: InvitationRow, invitedBy: string | null, now: Date): InvitationRecord {
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

export async function invitationRecord(db: Database, id: string, now: Date): Promise<InvitationRecord> {
  const [row] = await db
    .select({ invitation: invitations, invitedBy: users.fullName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(eq(invitations.id, id))
    .limit(1);
  if (!row) throw new Error(`Invitation ${id} vanished`);
  return toInvitationRecord(row.invitation, row.invitedBy, now);
}
