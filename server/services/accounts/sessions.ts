import 'server-only';

import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';

import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { preparedPerDatabase, withGenericPlan } from '@/server/db/prepared';
import { companies, companyMembers, refreshTokens, suppliers, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { getSecret } from '@/server/secrets';
import { accessChanged } from '@/server/services/events/order-changes';

import type { MemberRole } from '@/lib/validation/invitations';

import { signAccessToken, type AccessClaims } from './access-tokens';
import type { CompanyKind } from '@/lib/validation/member-roles';

/**
 * Sessions: a pair of short-lived access tokens (see access-tokens.ts) and a refresh token.
 *
 * Refresh tokens are 256-bit strings, valid 30 days, stored only as their SHA-256. Each use
 * exchanges the token for its successor in the same family (rotation). A token used a second time
 * means it was copied: the whole family is revoked, signing out thief and owner alike.
 * One exception keeps two tabs that refresh at the same moment from signing each other out:
 * within 30 seconds of its first use, the immediately previous token of the family (the one whose
 * successor is still unused) is answered again with that same successor, never a new one, so a
 * session stays one chain: whoever uses the successor first moves it on, and the other's later
 * use of it is a reuse. The successor can be answered again without being stored in clear
 * because it is derived from the token it replaces (see `successorOf`).
 */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_REUSE_GRACE_MS = 30 * 1000;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export interface SessionSubject {
  userId: string;
  /** The company the ordinary token acts within; null when the person belongs to none. */
  companyId: string | null;
}

export interface SessionTokens {
  /** The ordinary access token (user and company). */
  accessToken: string;
  /** The main access token (the person's own account). */
  mainToken: string;
  refreshToken: string;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

let cachedSuccessorKey: { secret: string; key: Buffer } | undefined;

/** A key for successors only, derived from JWT_SECRET (HKDF), so no key serves two purposes. */
function successorKey(): Buffer {
  const secret = getSecret('JWT_SECRET');
  if (cachedSuccessorKey?.secret !== secret) {
    const key = Buffer.from(hkdfSync('sha256', secret, '', 'buildmarket:refresh-token-successor', 32));
    cachedSuccessorKey = { secret, key };
  }
  return cachedSuccessorKey.key;
}

/**
 * The token a refresh token is exchanged for: HMAC-SHA256 of it under a server key. Anyone who
 * presents the used token again within the grace gets this same token (recomputed, checked
 * against the stored hash), not a new branch. Predicting a successor needs the token it replaces
 * and the key; whoever has the key can sign access tokens anyway.
 */
function successorOf(token: string): string {
  return createHmac('sha256', successorKey()).update(token, 'utf8').digest('base64url');
}

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

async function insertRefreshToken(
  db: Executor,
  subject: SessionSubject,
  familyId: string,
  now: Date,
  token: string = newRefreshToken(),
): Promise<{ id: string; token: string }> {
  const [row] = await db
    .insert(refreshTokens)
    .values({
      familyId,
      userId: subject.userId,
      companyId: subject.companyId,
      tokenHash: hashRefreshToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('The refresh token was not stored');
  return { id: row.id, token };
}

async function accessTokensFor(subject: SessionSubject, sessionId: string, now: Date) {
  const [accessToken, mainToken] = await Promise.all([
    signAccessToken(
      subject.companyId
        ? { userId: subject.userId, companyId: subject.companyId, sessionId }
        : { userId: subject.userId, sessionId },
      now,
    ),
    signAccessToken({ userId: subject.userId, sessionId }, now),
  ]);
  return { accessToken, mainToken };
}

/** Starts a session (a new token family) after sign-up or sign-in. */
export async function startSession(db: Database, subject: SessionSubject, now: Date = new Date()) {
  const sessionId = randomUUID();
  const refresh = await insertRefreshToken(db, subject, sessionId, now);
  return { ...(await accessTokensFor(subject, sessionId, now)), refreshToken: refresh.token } satisfies SessionTokens;
}

const unauthenticated = () => expectedError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED_MESSAGE);

/**
 * Ends a session: its refresh tokens are revoked, and with them its access tokens (`stillValid`);
 * the person's open streams are told to check again, so the session's stop within seconds.
 */
export async function revokeTokenFamily(
  db: Database,
  session: { familyId: string; userId: string },
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, session.familyId), isNull(refreshTokens.revokedAt)));
  await accessChanged(session.userId);
}

/**
 * Exchanges a refresh token for new tokens. `resolveSubject` re-reads who the session is for
 * (the user may be gone, or no longer in the company). UNAUTHENTICATED when the token is unknown,
 * expired, revoked, or reused outside the grace (which revokes its family).
 */
export async function rotateRefreshToken(
  db: Database,
  presented: string,
  resolveSubject: (stored: SessionSubject) => Promise<SessionSubject | null>,
  now: Date = new Date(),
): Promise<{ tokens: SessionTokens; subject: SessionSubject }> {
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)))
    .limit(1);
  if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= now.getTime()) throw unauthenticated();

  const subject = await resolveSubject({ userId: stored.userId, companyId: stored.companyId });
  if (!subject) {
    await revokeTokenFamily(db, stored, now);
    throw unauthenticated();
  }

  // The first use claims the token atomically: of two concurrent uses, only one wins.
  const rotated = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed) return null;
    const next = await insertRefreshToken(tx, subject, stored.familyId, now, successorOf(presented));
    await tx.update(refreshTokens).set({ replacedById: next.id }).where(eq(refreshTokens.id, stored.id));
    return next;
  });
  if (rotated) {
    return {
      tokens: { ...(await accessTokensFor(subject, stored.familyId, now)), refreshToken: rotated.token },
      subject,
    };
  }

  // Already used: the grace for two tabs refreshing at once, or a replayed token.
  const [current] = await db
    .select({
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      replacedById: refreshTokens.replacedById,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, stored.id))
    .limit(1);
  if (current && !current.revokedAt && current.usedAt && current.replacedById) {
    const withinGrace = now.getTime() - current.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    const [successor] = await db
      .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt, tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, current.replacedById))
      .limit(1);
    // Answering anything but the unused successor would make a second live chain.
    const token = successorOf(presented);
    const successorIsLiveEnd =
      successor != null && !successor.usedAt && !successor.revokedAt && successor.tokenHash === hashRefreshToken(token);
    if (withinGrace && successorIsLiveEnd) {
      return { tokens: { ...(await accessTokensFor(subject, stored.familyId, now)), refreshToken: token }, subject };
    }
  }
  await revokeTokenFamily(db, stored, now);
  throw unauthenticated();
}

/** Ends the session a refresh token belongs to. Unknown tokens are ignored (already signed out). */
export async function endSession(db: Database, presented: string, now: Date = new Date()): Promise<void> {
  const [stored] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)))
    .limit(1);
  if (stored) await revokeTokenFamily(db, stored, now);
}

/**
 * Ends every session of a person but the one started here (a password change): their refresh
 * tokens are revoked, and access tokens signed before this second are refused from now on
 * (`stillValid`), so another browser is signed out at its next request, not when its token
 * expires. Answers the new session's tokens for the person who made the change.
 */
export async function restartSessions(
  db: Database,
  subject: SessionSubject,
  now: Date = new Date(),
): Promise<SessionTokens> {
  // Tokens say when they were signed in whole seconds (`iat`): the other sessions' tokens, even
  // one signed this very second, are before the next second, from which the new session's are.
  const validFrom = new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ sessionsValidFrom: validFrom }).where(eq(users.id, subject.userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, subject.userId), isNull(refreshTokens.revokedAt)));
  });
  await accessChanged(subject.userId);
  return startSession(db, subject, validFrom);
}

/**
 * The person's membership of their token's company, read with their session's check: the role,
 * the company's kind and, for a supplier company, its supplier.
 */
export interface TokenMembership {
  role: MemberRole;
  companyKind: CompanyKind;
  supplierId: string | null;
  supplierName: string | null;
}

/**
 * A signed-in person: their token's claims, checked against their sessions, with their
 * membership of the token's company as it was when the request began (null: no longer a member;
 * absent for a token without a company). Nearly every signed-in request asks next what the
 * person is in that company (requireMembership, requireSupplierMember, requireOrderingCompany):
 * one statement answers both, where two round trips did (issue 16).
 */
export interface SessionViewer extends AccessClaims {
  tokenMembership?: TokenMembership | null;
}

// Read on every signed-in request: prepared. The membership joins find nothing without a company.
// On its generic plan: lookups by key, whose plan no value changes. Left to choose, PGlite
// re-planned it on every request (0.26 ms against 0.06 on the plan kept, measured, issue 16).
const sessionQuery = preparedPerDatabase((db) =>
  withGenericPlan(
    db
      .select({
        sessionsValidFrom: users.sessionsValidFrom,
        role: companyMembers.role,
        companyKind: companies.kind,
        supplierId: suppliers.id,
        supplierName: suppliers.name,
        // A token's session stands while its family has a token not revoked (signing out, a reused
        // refresh token and a password change revoke them all); a token of no session stands alone.
        sessionOpen: sql<boolean>`(${sql.placeholder('sessionId')}::uuid is null or exists (
          select 1 from ${refreshTokens}
          where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}::uuid and ${refreshTokens.revokedAt} is null))`,
      })
      .from(users)
      .leftJoin(
        companyMembers,
        and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, sql.placeholder('companyId'))),
      )
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .leftJoin(suppliers, eq(suppliers.companyId, companyMembers.companyId))
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('session_check'),
  ),
);

/**
 * A verified access token's claims, or null when its session ended (signed out), the person ended
 * their sessions after it was signed (a password change) or the account is gone: one read of the person's row by its key,
 * which brings their membership of the token's company along.
 */
export async function stillValid(db: Database, claims: AccessClaims): Promise<SessionViewer | null> {
  const [row] = await sessionQuery(db).execute({
    userId: claims.userId,
    companyId: claims.companyId ?? null,
    sessionId: claims.sessionId ?? null,
  });
  if (!row?.sessionOpen) return null;
  const from = row.sessionsValidFrom;
  if (from && (claims.issuedAt ?? 0) < Math.floor(from.getTime() / 1000)) return null;
  if (!claims.companyId) return claims;
  const { role, companyKind, supplierId, supplierName } = row;
  return { ...claims, tokenMembership: role && companyKind ? { role, companyKind, supplierId, supplierName } : null };
}
