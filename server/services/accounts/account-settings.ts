import 'server-only';

import { and, eq, ne, or } from 'drizzle-orm';

import type { CompanySettingsInput, PasswordChangeInput, ProfileInput } from '@/lib/validation/account-settings';
import type { Database } from '@/server/db/database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { companies, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { emailTaken, getViewer, phoneTaken, type SignedIn, type ViewerRecord } from './accounts';
import { hashPassword, verifyPassword } from './passwords';
import { mayManageCompany, requireMembership, COMPANY_SETTINGS_FORBIDDEN_MESSAGE } from './permissions';
import { enforceRateLimits, refundRateLimits, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';
import { restartSessions } from './sessions';

/**
 * Account settings: the person's own profile and password, and their company's name and
 * address for invoices (the invoice's Bill to). Everyone edits their own profile; only the
 * company's owner edits the company (permissions.ts).
 */

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct';

/**
 * Wrong current passwords per person: a stolen access token must not become a way to guess the
 * password (which outlives the token). As tight as sign-in's per login and address.
 */
export const PASSWORD_CHANGE_LIMITS = {
  failuresPerUser: { name: 'password-change:user-failures', limit: 5, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** What the caller's session shows of them after the change. */
async function viewerOf(db: Database, viewer: { userId: string; companyId?: string | null }): Promise<ViewerRecord> {
  const record = await getViewer(db, viewer.userId, viewer.companyId);
  if (!record) throw expectedError(ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
  return record;
}

/**
 * Changes the person's name, phone and email. An email or phone of another account answers
 * EMAIL_TAKEN / PHONE_TAKEN on its field (the index decides between two changes at once).
 */
export async function updateProfile(
  db: Database,
  viewer: { userId: string; companyId?: string | null },
  input: ProfileInput,
): Promise<ViewerRecord> {
  const email = input.email.toLowerCase();
  const others = await db
    .select({ email: users.email })
    .from(users)
    .where(and(ne(users.id, viewer.userId), or(eq(users.email, email), eq(users.phone, input.phone))))
    .limit(2);
  if (others.some((user) => user.email === email)) throw emailTaken();
  if (others.length > 0) throw phoneTaken();
  try {
    await db
      .update(users)
      .set({ fullName: input.fullName, phone: input.phone, email })
      .where(eq(users.id, viewer.userId));
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_email_idx') throw emailTaken();
    if (constraint === 'users_phone_idx') throw phoneTaken();
    throw error;
  }
  return viewerOf(db, viewer);
}

/**
 * Changes the password (the current one required) and ends the person's other sessions; the
 * one that made the change goes on with new tokens.
 */
export async function changePassword(
  db: Database,
  viewer: { userId: string; companyId?: string | null },
  input: PasswordChangeInput,
  now: Date = new Date(),
): Promise<SignedIn> {
  const guess = [[PASSWORD_CHANGE_LIMITS.failuresPerUser, viewer.userId]] as const;
  await enforceRateLimits(db, guess, now);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, viewer.userId))
    .limit(1);
  if (!user) throw expectedError(ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw expectedError(ErrorCode.BAD_USER_INPUT, `currentPassword: ${WRONG_CURRENT_PASSWORD_MESSAGE}`, {
      fields: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
    });
  }
  await refundRateLimits(db, guess, now);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, viewer.userId));
  const record = await viewerOf(db, viewer);
  const tokens = await restartSessions(db, { userId: record.id, companyId: record.company?.id ?? null }, now);
  return { viewer: record, tokens };
}

/** GraphQL `CompanySettings`: the company as its settings show it. */
export interface CompanySettingsRecord {
  id: string;
  name: string;
  address: CompanySettingsInput['address'];
  /** Whether the caller may change them (the owner). */
  editable: boolean;
}

type CompanyRow = typeof companies.$inferSelect;

/** The invoice address of a company row; null until all of it was given. */
export function companyAddressOf(
  row: Pick<CompanyRow, 'billingStreet' | 'billingCity' | 'billingRegion' | 'billingPostalCode' | 'billingCountry'>,
): CompanySettingsInput['address'] {
  const { billingStreet, billingCity, billingRegion, billingPostalCode, billingCountry } = row;
  if (!billingStreet || !billingCity || !billingRegion || !billingPostalCode || !billingCountry) return null;
  return {
    street: billingStreet,
    city: billingCity,
    region: billingRegion,
    postalCode: billingPostalCode,
    country: billingCountry as NonNullable<CompanySettingsInput['address']>['country'],
  };
}

/** The caller's current company's settings. */
export async function companySettings(
  db: Database,
  viewer: { userId: string; companyId?: string | null },
): Promise<CompanySettingsRecord> {
  const membership = await requireMembership(db, viewer);
  const [row] = await db.select().from(companies).where(eq(companies.id, membership.companyId));
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, 'Company not found.');
  return { id: row.id, name: row.name, address: companyAddressOf(row), editable: mayManageCompany(membership.role) };
}

/**
 * Renames the caller's current company and sets its address for invoices (both show on every
 * invoice from now on, old orders' included: the invoice names who pays). FORBIDDEN unless the
 * caller owns it.
 */
export async function updateCompanySettings(
  db: Database,
  viewer: { userId: string; companyId?: string | null },
  input: CompanySettingsInput,
): Promise<CompanySettingsRecord> {
  const membership = await requireMembership(db, viewer);
  if (!mayManageCompany(membership.role)) throw expectedError(ErrorCode.FORBIDDEN, COMPANY_SETTINGS_FORBIDDEN_MESSAGE);
  const { address } = input;
  await db
    .update(companies)
    .set({
      name: input.name,
      billingStreet: address?.street ?? null,
      billingCity: address?.city ?? null,
      billingRegion: address?.region ?? null,
      billingPostalCode: address?.postalCode ?? null,
      billingCountry: address?.country ?? null,
    })
    .where(eq(companies.id, membership.companyId));
  return companySettings(db, viewer);
}
