import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { companies, paymentLinks, paymentProfiles } from '@/server/db/schema';
import { isPaymentError, type PaymentGateway } from '@/server/payment-gateway';

import { paymentsUnavailable } from './refusals';

/**
 * The gateway's customer of a company, created once per company and gateway. The gateway call
 * carries a key derived from the company, so two first payments at once make one customer; the
 * row is then inserted once and both read it.
 */
export async function companyCustomerId(db: Database, gateway: PaymentGateway, companyId: string): Promise<string> {
  const profile = and(eq(paymentProfiles.companyId, companyId), eq(paymentProfiles.gateway, gateway.name));
  const [existing] = await db.select({ customerId: paymentProfiles.customerId }).from(paymentProfiles).where(profile);
  if (existing) return existing.customerId;
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const customer = await gatewayCall(() =>
    gateway.createCustomer({
      name: company?.name,
      metadata: { companyId },
      idempotencyKey: `company:${companyId}:customer`,
    }),
  );
  await db
    .insert(paymentProfiles)
    .values({ companyId, gateway: gateway.name, customerId: customer.id })
    .onConflictDoNothing();
  const [saved] = await db.select({ customerId: paymentProfiles.customerId }).from(paymentProfiles).where(profile);
  return saved!.customerId;
}

/** The gateway's customer of a payment link's payer (a guest), made on the link's first payment. */
export async function payerCustomerId(
  db: Database,
  gateway: PaymentGateway,
  link: { id: string; payerGateway: string | null; payerCustomerId: string | null },
  email: string | undefined,
): Promise<string> {
  if (link.payerCustomerId && link.payerGateway === gateway.name) return link.payerCustomerId;
  const customer = await gatewayCall(() =>
    gateway.createCustomer({
      email,
      metadata: { paymentLinkId: link.id },
      idempotencyKey: `payment-link:${link.id}:customer:${gateway.name}`,
    }),
  );
  await db
    .update(paymentLinks)
    .set({ payerGateway: gateway.name, payerCustomerId: customer.id })
    .where(eq(paymentLinks.id, link.id));
  return customer.id;
}

/** A gateway that cannot be reached is 'try again', not an unexpected error. */
async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isPaymentError(error)) throw paymentsUnavailable();
    throw error;
  }
}
