import 'server-only';

import { eq } from 'drizzle-orm';

import { partnerClicks, partners, users } from '@/server/db/schema';
import { generateReferralCode } from '@/server/services/accounts/accounts';
import { hashPassword } from '@/server/services/accounts/passwords';

import type { Transaction } from '@/server/db/database';

/**
 * Demo data for the partner dashboard (/partner): Bay City Ready Mix's partner account
 * (partner@baycity.example, DEMO_PARTNER.password) and some clicks on its link over the last
 * months. Never in a deployment without demo data (see lib/env.ts demoDataEnabled).
 */
export const DEMO_PARTNER = { email: 'partner@baycity.example', password: 'Partner2026!', code: 'BAYCITY' } as const;

/** Clicks of the demo's history: [months ago, buy clicks, rent clicks]. */
const DEMO_CLICKS: readonly (readonly [number, number, number])[] = [
  [2, 9, 3],
  [1, 14, 5],
  [0, 6, 2],
];

export async function seedDemoPartner(tx: Transaction, now: Date): Promise<void> {
  const [partner] = await tx.select().from(partners).where(eq(partners.code, DEMO_PARTNER.code));
  if (!partner || partner.userId) return;
  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_PARTNER.email,
      // 555-01xx numbers are reserved for fiction.
      phone: '+15550100198',
      fullName: 'Morgan Reyes',
      passwordHash: await hashPassword(DEMO_PARTNER.password),
      referralCode: generateReferralCode(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return;
  await tx.update(partners).set({ userId: user.id }).where(eq(partners.id, partner.id));
  const clicks = DEMO_CLICKS.flatMap(([monthsAgo, buy, rent]) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1, 12));
    const day = (i: number) => new Date(Math.min(now.getTime(), at.getTime() + (i % 27) * 86_400_000));
    return [
      ...Array.from({ length: buy }, (_, i) => ({ partnerId: partner.id, action: 'buy' as const, createdAt: day(i) })),
      ...Array.from({ length: rent }, (_, i) => ({
        partnerId: partner.id,
        action: 'rent' as const,
        createdAt: day(i),
      })),
    ];
  });
  await tx.insert(partnerClicks).values(clicks);
}
