/**
 * Accounts: companies (a contractor's or a supplier's workspace), the people with an account,
 * who belongs to which company and as what, their sessions' refresh tokens, and invitations (a
 * company invites a person by email to join it with a role: the team page).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

/**
 * payment_methods as a company's default method refers to it: the table is payments.ts's, and a
 * saved method belongs to a company, so importing it here would close a circle of modules. The
 * foreign key needs only the table's name and key; this stand-in is not exported, so the schema
 * (and drizzle-kit) holds the table once.
 */
const paymentMethodKeys = pgTable('payment_methods', { id: uuid('id').primaryKey() });

/** A person's role within a company (spec: invite roles, plus the contractor who owns the workspace). */
export const memberRole = pgEnum('member_role', [
  'contractor_owner',
  'supplier_owner',
  'contractor_manager',
  'partner_contractor',
  'partner_driver',
  'partner_manager',
]);

/** What a company is on the marketplace: one that orders, or one that sells (suppliers.company_id). */
export const companyKind = pgEnum('company_kind', ['contractor', 'supplier']);

/**
 * A workspace: a contractor's (orders, the team and the referral credit belong here) or a
 * supplier's (the orders it receives, its team of dispatchers and drivers).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: companyKind('kind').notNull().default('contractor'),
    /** Referral credit usable at checkout, in cents (REFERRAL_BONUS_CENTS for a referred sign-up). */
    referralCreditCents: integer('referral_credit_cents').notNull().default(0),
    /** The address invoices bill to (with `name`); null until the owner gives it in settings. */
    billingStreet: text('billing_street'),
    billingCity: text('billing_city'),
    billingRegion: text('billing_region'),
    billingPostalCode: text('billing_postal_code'),
    /** ISO 3166-1 alpha-2. */
    billingCountry: text('billing_country'),
    /**
     * The saved method the owner chose to pay with first. Unset, or no longer saved: the newest
     * saved method is the default (services/payments/methods.ts).
     */
    defaultPaymentMethodId: uuid('default_payment_method_id').references((): AnyPgColumn => paymentMethodKeys.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [check('companies_referral_credit_non_negative', sql`${table.referralCreditCents} >= 0`)],
);

/** A person with an account. Email is stored lower-cased; phone in E.164 (+ and digits). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone'),
    fullName: text('full_name').notNull(),
    /** Argon2id PHC string ($argon2id$v=19$m=19456,t=2,p=1$...). */
    passwordHash: text('password_hash').notNull(),
    /** The person's own code for referral links: 8 characters of A-Z and 2-9. */
    referralCode: text('referral_code').notNull(),
    referredByUserId: uuid('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Where the sign-up came from, as the client said (e.g. "web"). */
    signUpSource: text('sign_up_source'),
    /** The company the person last acted within: sign-in and refresh start there. */
    lastCompanyId: uuid('last_company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    /**
     * Access tokens issued before this second are refused, and every refresh token before it was
     * revoked: set by a password change, which ends the person's other sessions at once.
     */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
    /**
     * A marketplace operator (BuildMarket's own staff): reviews credit applications at
     * /operator/credit. Granted only by `npm run operator:grant` or the demo seed, never by sign-up.
     */
    marketplaceOperator: boolean('marketplace_operator').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_phone_idx').on(table.phone),
    uniqueIndex('users_referral_code_idx').on(table.referralCode),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_phone_e164', sql`${table.phone} is null or ${table.phone} ~ '^\\+[0-9]{1,15}$'`),
  ],
);

/** Who belongs to which company, and as what. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('company_members_company_user_idx').on(table.companyId, table.userId),
    index('company_members_user_idx').on(table.userId),
  ],
);

/**
 * Refresh tokens: only the SHA-256 of each (random, 256-bit) token is stored. Every use replaces
 * the token with a new one of the same family; a reused token revokes its family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** All the tokens descending from one sign-in. */
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the session acts within (the ordinary token's company). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The token this one was exchanged for. */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_idx').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** Spec section 4: pending, then accepted or rejected; the inviter may cancel (revoke) a pending one. */
export const invitationStatus = pgEnum('invitation_status', ['pending', 'accepted', 'rejected', 'canceled']);

/**
 * An invitation to join a company. The link carries a random 256-bit token; only its SHA-256 is
 * stored, so a database leak yields no usable link. At most one pending invitation per email and
 * company (inviting again replaces it).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. Only an account with this email may accept. */
    email: text('email').notNull(),
    role: memberRole('role').notNull(),
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull(),
    status: invitationStatus('status').notNull().default('pending'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account that accepted. */
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was accepted, rejected or canceled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_idx').on(table.tokenHash),
    uniqueIndex('invitations_pending_email_idx')
      .on(table.companyId, table.email)
      .where(sql`${table.status} = 'pending'`),
    index('invitations_company_idx').on(table.companyId, table.status),
    check('invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('invitations_role_invitable', sql`${table.role} <> 'contractor_owner'`),
  ],
);
