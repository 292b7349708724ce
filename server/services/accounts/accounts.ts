import 'server-only';

import { randomInt } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';

import { parseLogin } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { companies, companyMembers, partners, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import {
  addressForLimits,
  enforceRateLimits,
  refundRateLimits,
  type RateLimitRule,
} from '@/server/services/rate-limits/rate-limit';
import { verifyDummyPassword, verifyPassword } from './passwords';
import {
  rotateRefreshToken,
  SESSION_EXPIRED_MESSAGE,
  startSession,
  type SessionSubject,
  type SessionTokens,
} from './sessions';

export interface CompanyRecord {
  id: string;
  name: string;
  kind: 'contractor' | 'supplier';
  referralCreditCents: number;
}

/** The signed-in person as the API shows them (GraphQL `Viewer`). */
export interface ViewerRecord {
  id: string;
  email: string;
  phone: string | null;
  fullName: string;
  referralCode: string;
  company: CompanyRecord | null;
  /** The person's role in `company`. */
  role: MembershipRecord['role'] | null;
  /** BuildMarket's staff who review credit applications (operators.ts). */
  isMarketplaceOperator: boolean;
  /** A referral partner's account: signs in to the partner dashboard (/partner). */
  isPartner: boolean;
}

/** GraphQL `AuthPayload`; the ordinary and refresh tokens travel in response headers. */
export interface AuthPayloadRecord {
  user: ViewerRecord;
  mainToken: string;
}

export interface SignedIn {
  viewer: ViewerRecord;
  tokens: SessionTokens;
}

const TEN_MINUTES = 10 * 60_000;
const ONE_HOUR = 60 * 60_000;

/**
 * Sign-in limits against password guessing that give nobody a way to lock another person out:
 * - every attempt from one address (10 in 10 minutes), which bounds the password hashing one
 *   address can make the server do;
 * - wrong passwords for one login from one address (5 in 10 minutes): the tight limit, which
 *   stops a guesser without touching the owner, who signs in from another address;
 * - wrong passwords for one login from anywhere (50 an hour): the ceiling for guessing spread over
 *   many addresses (1,200 guesses a day at most, hopeless against anything but the commonest
 *   passwords). One address alone can add at most 30 an hour (5 per 10 minutes), so a person
 *   mistyping never reaches it; locking a login for the rest of the hour takes a stranger at least
 *   two addresses, and it ends with the hour.
 * Right passwords count only per address.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { name: 'sign-in:ip', limit: 10, windowMs: TEN_MINUTES },
  failuresPerLoginAndAddress: { name: 'sign-in:login-ip-failures', limit: 5, windowMs: TEN_MINUTES },
  failuresPerLogin: { name: 'sign-in:login-failures', limit: 50, windowMs: ONE_HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const PHONE_TAKEN_MESSAGE = 'An account with this phone number already exists';
export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email, phone or password';

/** Referral codes: 8 characters of A-Z and 2-9 (no 0 or 1 to mistake for O or I). */
const REFERRAL_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
const REFERRAL_CODE_LENGTH = 8;

export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

export async function uniqueReferralCode(db: Database): Promise<string> {
  // 34^8 ≈ 1.8e12 codes: a collision is rare, and retried.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = generateReferralCode();
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
    if (!taken) return code;
  }
  throw new Error('Could not find a free referral code');
}

export function emailTaken() {
  return expectedError(ErrorCode.EMAIL_TAKEN, EMAIL_TAKEN_MESSAGE, { fields: { email: EMAIL_TAKEN_MESSAGE } });
}

export function phoneTaken() {
  return expectedError(ErrorCode.PHONE_TAKEN, PHONE_TAKEN_MESSAGE, { fields: { phone: PHONE_TAKEN_MESSAGE } });
}

/**
 * The company a person acts within when nothing else says which: the one they last switched to
 * (users.last_company_id) while they still belong to it, else the first they joined.
 */
async function defaultCompanyId(db: Database, userId: string): Promise<string | null> {
  const [remembered] = await db
    .select({ companyId: companyMembers.companyId })
    .from(users)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, users.lastCompanyId)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (remembered) return remembered.companyId;
  const [membership] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.companyId))
    .limit(1);
  return membership?.companyId ?? null;
}

async function isMember(db: Database, userId: string, companyId: string): Promise<boolean> {
  const [membership] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return membership != null;
}

/**
 * Who a session acts for now: the user (null when the account is gone) and the company, kept
 * when the user still belongs to it, else the user's default company.
 */
export async function resolveSessionSubject(db: Database, subject: SessionSubject): Promise<SessionSubject | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, subject.userId)).limit(1);
  if (!user) return null;
  if (subject.companyId && (await isMember(db, user.id, subject.companyId))) return subject;
  return { userId: user.id, companyId: await defaultCompanyId(db, user.id) };
}

/**
 * The person behind a token, with the company they act within: the token's own (when they still
 * belong to it), else their default one. Null when the account no longer exists.
 */
export async function getViewer(db: Database, userId: string, companyId?: string | null): Promise<ViewerRecord | null> {
  const subject = await resolveSessionSubject(db, { userId, companyId: companyId ?? null });
  if (!subject) return null;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      fullName: users.fullName,
      referralCode: users.referralCode,
      isMarketplaceOperator: users.marketplaceOperator,
    })
    .from(users)
    .where(eq(users.id, subject.userId))
    .limit(1);
  if (!user) return null;
  let company: CompanyRecord | null = null;
  let role: MembershipRecord['role'] | null = null;
  if (subject.companyId) {
    const [row] = await db
      .select({ company: companyColumns, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.companyId, subject.companyId), eq(companyMembers.userId, subject.userId)))
      .limit(1);
    company = row?.company ?? null;
    role = row?.role ?? null;
  }
  const partner = await db.select({ id: partners.id }).from(partners).where(eq(partners.userId, user.id)).limit(1);
  return { ...user, company, role, isPartner: partner.length > 0 };
}

const companyColumns = {
  id: companies.id,
  name: companies.name,
  kind: companies.kind,
  referralCreditCents: companies.referralCreditCents,
};

export interface MembershipRecord {
  company: CompanyRecord;
  role: (typeof companyMembers.$inferSelect)['role'];
}

/** Every company the person belongs to, by name (the company switcher, the sign-in answer). */
export async function listMemberships(db: Database, userId: string): Promise<MembershipRecord[]> {
  return db
    .select({ company: companyColumns, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companies.name), asc(companies.id));
}

export const NOT_A_MEMBER_MESSAGE = 'You are not a member of this company.';

/**
 * The person acts within another of their companies from now on: a new session for it (the
 * ordinary token names it) and it is remembered for the next sign-in. FORBIDDEN when they are
 * not a member.
 */
export async function switchCompany(
  db: Database,
  userId: string,
  companyId: string,
  now: Date = new Date(),
): Promise<SignedIn> {
  if (!(await isMember(db, userId, companyId))) throw expectedError(ErrorCode.FORBIDDEN, NOT_A_MEMBER_MESSAGE);
  await db.update(users).set({ lastCompanyId: companyId }).where(eq(users.id, userId));
  return signedIn(db, { userId, companyId }, now);
}

/** The answer of every way in (sign-up, sign-in, a switch): the viewer and a new session. */
export async function signedIn(db: Database, subject: SessionSubject, now: Date): Promise<SignedIn> {
  const viewer = await getViewer(db, subject.userId, subject.companyId);
  if (!viewer) throw new Error('The account vanished while signing in');
  return { viewer, tokens: await startSession(db, { userId: viewer.id, companyId: viewer.company?.id ?? null }, now) };
}

/**
 * Signs in by email or phone and password. An unknown login still spends one password
 * verification, so the answer's timing does not tell which accounts exist.
 */
export async function signIn(
  db: Database,
  input: { login: string; password: string },
  request: { clientAddress: string },
  now: Date = new Date(),
): Promise<SignedIn> {
  const login = parseLogin(input.login);
  const loginKey = login.kind === 'email' ? login.email : login.kind === 'phone' ? login.phone : input.login.trim();
  const account = loginKey.toLowerCase();
  await enforceRateLimits(db, [[SIGN_IN_LIMITS.perAddress, request.clientAddress]], now);
  // Counted before the password is checked, so that concurrent guesses cannot pass the limits
  // together, and given back below when it was right. The pair comes first: an attempt it refuses
  // does not reach the login's ceiling, so one address cannot push the ceiling alone.
  const guessing = [
    [SIGN_IN_LIMITS.failuresPerLoginAndAddress, `${addressForLimits(request.clientAddress)}|${account}`],
    [SIGN_IN_LIMITS.failuresPerLogin, account],
  ] as const;
  await enforceRateLimits(db, guessing, now);
  const { password } = input;
  const condition =
    login.kind === 'email'
      ? eq(users.email, login.email)
      : login.kind === 'phone'
        ? eq(users.phone, login.phone)
        : null;
  const [user] = condition
    ? await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(condition).limit(1)
    : [];
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyDummyPassword(password);
  if (!user || !valid) throw expectedError(ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS_MESSAGE);
  await refundRateLimits(db, guessing, now);
  return signedIn(db, { userId: user.id, companyId: await defaultCompanyId(db, user.id) }, now);
}

/**
 * Exchanges the refresh token of a request for a new session pair (see sessions.ts for rotation,
 * reuse detection and the grace for two tabs). UNAUTHENTICATED without a usable token.
 */
export async function refreshSession(
  db: Database,
  refreshToken: string | null | undefined,
  now: Date = new Date(),
): Promise<SignedIn> {
  if (!refreshToken) throw expectedError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED_MESSAGE);
  const { tokens, subject } = await rotateRefreshToken(
    db,
    refreshToken,
    (stored) => resolveSessionSubject(db, stored),
    now,
  );
  const viewer = await getViewer(db, subject.userId, subject.companyId);
  if (!viewer) throw expectedError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED_MESSAGE);
  return { viewer, tokens };
}
