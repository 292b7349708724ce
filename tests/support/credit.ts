import { eq } from 'drizzle-orm';

import { creditAccountApplySchema } from '@/lib/validation/credit';
import type { Database } from '@/server/db/database';
import { users } from '@/server/db/schema';
import { applyForCredit } from '@/server/services/payments/credit';
import { decideCreditApplication } from '@/server/services/payments/credit-review';

/**
 * 120-day terms in tests: a valid application (as the API takes it), and the way a company gets
 * approved terms now that nothing is approved without review: it applies, then a marketplace
 * operator approves a limit.
 */

export const creditApplication = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Keystone Builders Ltd',
  countryCode: 'CA',
  businessNumber: '123456789 RT0001',
  yearsInBusiness: 6,
  annualVolumeCents: 24_000_000,
  requestedLimitCents: 5_000_000,
  billingContactName: 'Dana Whitfield',
  billingContactEmail: 'billing@keystone.example',
  billingContactPhone: '+1 416 555 0100',
  tradeReferences: [
    { name: 'Fraser Lumber Supply', contactName: 'Jordan Lee', phone: '+1 604 555 0117', email: null },
    { name: 'Coastal Rebar Inc.', contactName: 'Sam Patel', phone: null, email: 'ar@coastalrebar.example' },
  ],
  acceptTerms: true,
  ...overrides,
});

export const APPLY_FOR_CREDIT = `mutation($input: CreditAccountApplyInput!) { creditAccountApply(input: $input) { status limitCents } }`;
export const DECIDE_CREDIT = `mutation($input: CreditApplicationDecideInput!) { creditApplicationDecide(input: $input) {
  companyId status limitCents termDays decisionReason decidedByName } }`;

type Call = <TData = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
) => Promise<{ data?: TData | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;

interface Person {
  token: string;
  userId: string;
  companyId: string;
}

/** Makes a signed-up person a marketplace operator, as `npm run operator:grant` does. */
export async function grantOperator(db: Database, person: Person): Promise<Person> {
  await db.update(users).set({ marketplaceOperator: true }).where(eq(users.id, person.userId));
  return person;
}

/** The company applies (in Canada unless told) and `operator` approves `limitCents` on `termDays`. */
export async function approveCredit(
  call: Call,
  company: Person,
  operator: Person,
  limitCents: number,
  options: { termDays?: number; application?: Record<string, unknown> } = {},
): Promise<void> {
  const applied = await call<{ creditAccountApply: { status: string } }>(
    APPLY_FOR_CREDIT,
    { input: creditApplication({ requestedLimitCents: limitCents, ...options.application }) },
    company.token,
  );
  if (applied.data?.creditAccountApply.status !== 'under_review') {
    throw new Error(`credit application refused: ${JSON.stringify(applied.errors)}`);
  }
  const decided = await call<{ creditApplicationDecide: { status: string } }>(
    DECIDE_CREDIT,
    {
      input: {
        companyId: company.companyId,
        decision: 'approve',
        limitCents,
        termDays: options.termDays ?? 120,
      },
    },
    operator.token,
  );
  if (decided.data?.creditApplicationDecide.status !== 'approved') {
    throw new Error(`credit not approved: ${JSON.stringify(decided.errors)}`);
  }
}

/**
 * The same through the services, for tests that set up without the API: the company applies
 * (as `who`) and is approved for `limitCents` on 120 days (decided by `who` too: the
 * service trusts its caller, the resolver checks who is an operator).
 */
export async function approveCreditDirectly(
  db: Database,
  companyId: string,
  who: string | null,
  limitCents: number,
): Promise<void> {
  // Without a person of the company's own: a seeded one stands in as applicant and operator.
  const userId =
    who ?? (await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@northpeak.example')))[0]!.id;
  await applyForCredit(db, {
    companyId,
    userId,
    application: creditAccountApplySchema.parse(creditApplication({ requestedLimitCents: limitCents })),
  });
  await decideCreditApplication(db, {
    operatorUserId: userId,
    decision: { companyId, decision: 'approve', limitCents, termDays: 120, reason: null },
  });
}
