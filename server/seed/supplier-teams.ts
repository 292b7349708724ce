import 'server-only';

import { and, eq, inArray, isNull } from 'drizzle-orm';

import { companies, companyMembers, suppliers, users } from '@/server/db/schema';
import { generateReferralCode } from '@/server/services/accounts/accounts';
import { hashPassword } from '@/server/services/accounts/passwords';

import type { Transaction } from '@/server/db/database';

/**
 * Demo data: every demo supplier is a supplier company with two people to sign in with, so the
 * supplier workspace can be tried at once: its owner (owner@<name>.example) and a dispatcher
 * (dispatch@<name>.example, a partner manager), both with DEMO_SUPPLIER_PASSWORD. <name> is the
 * first word of the supplier's slug: dispatch@northpeak.example for NorthPeak Ready Mix. Never in
 * a deployment without demo data (see lib/env.ts demoDataEnabled).
 */
export const DEMO_SUPPLIER_PASSWORD = 'Dispatch2026!';

export const demoSupplierDomain = (slug: string) => `${slug.split('-')[0]}.example`;

export async function seedSupplierTeams(tx: Transaction, slugs: string[]): Promise<void> {
  const waiting = await tx
    .select({ id: suppliers.id, slug: suppliers.slug, name: suppliers.name })
    .from(suppliers)
    .where(and(inArray(suppliers.slug, slugs), isNull(suppliers.companyId)));
  if (waiting.length === 0) return;
  // One hash for every demo account: Argon2id takes a while by design, and these share a password.
  const passwordHash = await hashPassword(DEMO_SUPPLIER_PASSWORD);
  for (const [index, supplier] of waiting.entries()) {
    const domain = demoSupplierDomain(supplier.slug);
    const [company] = await tx
      .insert(companies)
      .values({ name: supplier.name, kind: 'supplier' })
      .returning({ id: companies.id });
    await tx.update(suppliers).set({ companyId: company!.id }).where(eq(suppliers.id, supplier.id));
    const people = [
      { email: `owner@${domain}`, fullName: `${supplier.name} Owner`, role: 'supplier_owner' as const, line: 1 },
      { email: `dispatch@${domain}`, fullName: `${supplier.name} Dispatch`, role: 'partner_manager' as const, line: 2 },
    ];
    for (const person of people) {
      const [user] = await tx
        .insert(users)
        .values({
          email: person.email,
          // 555-01xx numbers are reserved for fiction.
          phone: `+1555010${String(index * 2 + person.line).padStart(4, '0')}`,
          fullName: person.fullName,
          passwordHash,
          referralCode: generateReferralCode(),
          lastCompanyId: company!.id,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) continue;
      await tx.insert(companyMembers).values({ companyId: company!.id, userId: user.id, role: person.role });
    }
  }
}
