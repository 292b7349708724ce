import 'server-only';

import { and, asc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { companies, paymentMethods } from '@/server/db/schema';

import type { PaymentMethodRow } from './records';

/**
 * Which of a company's payment methods are its saved ones, and which of them is the default.
 *
 * A card joins the saved methods once it worked (a payment held or taken on it, or Stripe's setup
 * confirmed), so a declined card never shows up for next time; a bank account joins at once (its
 * micro-deposits are confirmed while it is listed). A card saved again (the same gateway
 * fingerprint) replaces the older row: the company keeps one row per card, the newest, and the
 * default moves with it. Separate from methods.ts so that attempts.ts can call it without a cycle.
 */

const isCard = (type: PaymentMethodRow['paymentType']) => type === 'card' || type === 'stripe';

/**
 * The company's default: its chosen one while it is saved, else its oldest saved method (the
 * first card a contractor adds stays first until they pick another).
 */
export async function defaultPaymentMethodId(db: Database, companyId: string): Promise<string | null> {
  const [company] = await db
    .select({ chosen: companies.defaultPaymentMethodId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const saved = (only?: string) =>
    db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.companyId, companyId),
          isNotNull(paymentMethods.savedAt),
          isNull(paymentMethods.deletedAt),
          only ? eq(paymentMethods.id, only) : undefined,
        ),
      )
      .orderBy(asc(paymentMethods.savedAt), asc(paymentMethods.id))
      .limit(1);
  const [chosen] = company?.chosen ? await saved(company.chosen) : [];
  if (chosen) return chosen.id;
  // None chosen, or the chosen one was removed: the oldest saved one.
  const [oldest] = await saved();
  return oldest?.id ?? null;
}

/**
 * Saves a company's method that just worked: it joins the list (once; later calls change
 * nothing), replacing the saved rows of the same card. Methods of payment links (a guest's) are
 * never listed and are left as they are.
 */
export async function keepWorkingMethod(db: Database, methodId: string, now: Date): Promise<void> {
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
  if (!method?.companyId || method.savedAt || method.deletedAt) return;
  const companyId = method.companyId;
  await db.transaction(async (tx) => {
    // One save per company at a time: two payments of the same card at once keep one row.
    const [company] = await tx
      .select({ chosen: companies.defaultPaymentMethodId })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    const [current] = await tx
      .select({ savedAt: paymentMethods.savedAt, deletedAt: paymentMethods.deletedAt })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, method.id));
    if (!current || current.savedAt || current.deletedAt) return;
    const sameCard = isCard(method.paymentType) ? sameCardCondition(method) : undefined;
    const replaced = sameCard
      ? await tx
          .update(paymentMethods)
          .set({ deletedAt: now })
          .where(
            and(
              eq(paymentMethods.companyId, companyId),
              ne(paymentMethods.id, method.id),
              inArray(paymentMethods.paymentType, ['card', 'stripe']),
              isNotNull(paymentMethods.savedAt),
              isNull(paymentMethods.deletedAt),
              sameCard,
            ),
          )
          .returning({ id: paymentMethods.id })
      : [];
    await tx.update(paymentMethods).set({ savedAt: now }).where(eq(paymentMethods.id, method.id));
    if (company?.chosen && replaced.some((row) => row.id === company.chosen)) {
      await tx.update(companies).set({ defaultPaymentMethodId: method.id }).where(eq(companies.id, companyId));
    }
  });
}

/**
 * The same card: the same gateway fingerprint; rows saved before fingerprints were kept have
 * none, and are the same card when brand, last four digits and expiry match.
 */
function sameCardCondition(method: PaymentMethodRow) {
  const legacy = and(
    isNull(paymentMethods.fingerprint),
    eq(paymentMethods.gateway, method.gateway),
    method.brand === null ? isNull(paymentMethods.brand) : eq(paymentMethods.brand, method.brand),
    eq(paymentMethods.last4, method.last4),
    method.expMonth === null ? isNull(paymentMethods.expMonth) : eq(paymentMethods.expMonth, method.expMonth),
    method.expYear === null ? isNull(paymentMethods.expYear) : eq(paymentMethods.expYear, method.expYear),
  );
  return method.fingerprint
    ? or(and(eq(paymentMethods.gateway, method.gateway), eq(paymentMethods.fingerprint, method.fingerprint)), legacy)
    : legacy;
}
