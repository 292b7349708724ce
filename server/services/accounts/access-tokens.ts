import 'server-only';

import { jwtVerify, SignJWT } from 'jose';

import { getSecret } from '@/server/secrets';

/**
 * Access tokens: short-lived JWTs (HS256, signed with JWT_SECRET), checked without a database
 * read. Two kinds, as the client's links expect:
 * - the ordinary token: `sub` (the user) and `cid` (the company the user acts within);
 * - the main token: `sub` only (the person's own account, for account-level operations).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'buildmarket';
const AUDIENCE = 'buildmarket:access';
const ALGORITHM = 'HS256';

/** Who a valid access token speaks for. `companyId` is absent for the main token. */
export interface AccessClaims {
  userId: string;
  companyId?: string;
  /**
   * The session (refresh-token family) the token was signed for: signing out ends it, and its
   * access tokens with it (`stillValid`). Absent on tokens signed outside a session (tests, tools).
   */
  sessionId?: string;
  /** When the token was signed (seconds since the epoch); set on verified tokens. */
  issuedAt?: number;
}

const encoder = new TextEncoder();
let cachedKey: { secret: string; key: Uint8Array } | undefined;

function signingKey(): Uint8Array {
  const secret = getSecret('JWT_SECRET');
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: encoder.encode(secret) };
  return cachedKey.key;
}

export function signAccessToken(claims: AccessClaims, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    ...(claims.companyId ? { cid: claims.companyId } : {}),
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(signingKey());
}

/**
 * Tokens already verified with the current key, by token, until they expire: a signed-in person
 * sends the same token with every request for up to 15 minutes, and checking its signature again
 * (an HMAC through WebCrypto) was about 4% of a list request's CPU. Bounded (the oldest go first);
 * a changed JWT_SECRET starts over. Whether the session still stands is not decided here:
 * sessions.ts's stillValid reads it on every request.
 */
const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
let verifiedWithKey: Uint8Array | undefined;
const MAX_VERIFIED_TOKENS = 5_000;

/** The claims of a valid token; null when it is malformed, forged or expired. */
export async function verifyAccessToken(token: string, now: Date = new Date()): Promise<AccessClaims | null> {
  const key = signingKey();
  if (verifiedWithKey !== key) {
    verified.clear();
    verifiedWithKey = key;
  }
  // As jose decides expiry: valid while `exp` is after the current second.
  const second = Math.floor(now.getTime() / 1000);
  const known = verified.get(token);
  if (known) return known.expiresAt > second ? { ...known.claims } : null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string') return null;
    const claims: AccessClaims = { userId: payload.sub, issuedAt: payload.iat! };
    if (typeof payload.cid === 'string') claims.companyId = payload.cid;
    if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: payload.exp! });
    return { ...claims };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}
