import 'server-only';

import { eq } from 'drizzle-orm';

import { CREDIT_TERM_DAYS } from '@/lib/constants';
import { companies, creditAccounts, users } from '@/server/db/schema';
import { generateReferralCode } from '@/server/services/accounts/accounts';
import { hashPassword } from '@/server/services/accounts/passwords';

import type { Transaction } from '@/server/db/database';

/**
 * Demo data for 120-day terms: a marketplace operator to review applications with
 * (operator@buildmarket.example, DEMO_OPERATOR_PASSWORD, at /operator/credit), and the demo
 * contractor of the payouts (Harbour Point Builders) with an account an operator approved. Every
 * other company's terms wait for an operator's review. Never in a deployment without demo data
 * (see lib/env.ts demoDataEnabled).
 */
export const DEMO_OPERATOR = { email: 'operator@buildmarket.example', password: 'Operator2026!' } as const;

const DEMO_CONTRACTOR = 'Harbour Point Builders';

export async function seedDemoCredit(tx: Transaction, now: Date): Promise<void> {
  const [operator] = await tx
    .insert(users)
    .values({
      email: DEMO_OPERATOR.email,
      // 555-01xx numbers are reserved for fiction; the suppliers' teams use the ones below 0100.
      phone: '+15550100199',
      fullName: 'Riley Operator',
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      referralCode: generateReferralCode(),
      marketplaceOperator: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });

  const [contractor] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_CONTRACTOR));
  if (!contractor) return;
  await tx
    .insert(creditAccounts)
    .values({
      companyId: contractor.id,
      status: 'approved',
      currency: 'CAD',
      limitCents: 5_000_000,
      termDays: CREDIT_TERM_DAYS,
      legalName: 'Harbour Point Builders Ltd.',
      countryCode: 'CA',
      businessNumber: '123456782',
      yearsInBusiness: 12,
      annualVolumeCents: 60_000_000,
      requestedLimitCents: 5_000_000,
      billingContactName: 'Avery Chen',
      billingContactEmail: 'billing@harbourpoint.example',
      billingContactPhone: '+16045550142',
      tradeReferences: [
        { name: 'Fraser Lumber Supply', contactName: 'Jordan Lee', phone: '+16045550117', email: null },
        { name: 'Coastal Rebar Inc.', contactName: 'Sam Patel', phone: null, email: 'ar@coastalrebar.example' },
      ],
      decidedByUserId: operator?.id ?? null,
      decisionReason: 'Two trade references confirmed net-60 terms paid on time.',
      appliedAt: new Date(now.getTime() - 30 * 86_400_000),
      decidedAt: new Date(now.getTime() - 29 * 86_400_000),
    })
    .onConflictDoNothing({ target: creditAccounts.companyId });
}
