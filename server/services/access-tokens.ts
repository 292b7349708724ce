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
  return new SignJWT(claims.companyId ? { cid: claims.companyId } : {})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(signingKey());
}

/** The claims of a valid token; null when it is malformed, forged or expired. */
export async function verifyAccessToken(token: string, now: Date = new Date()): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string') return null;
    const companyId = typeof payload.cid === 'string' ? payload.cid : undefined;
    const issuedAt = payload.iat!;
    return companyId ? { userId: payload.sub, companyId, issuedAt } : { userId: payload.sub, issuedAt };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}
