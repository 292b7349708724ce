import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import {
  cities,
  companies,
  orderPayments,
  orders,
  products,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxPayments,
  sandboxRefunds,
  sandboxTransfers,
  supplierLedgerEntries,
  supplierPayouts,
  suppliers,
} from '@/server/db/schema';
import { postPayoutBatch } from '@/server/services/ledger/payouts';
import { postSupplierMovement } from '@/server/services/ledger/post';
import { DEFAULT_PAYOUT_FEES, feesOfPayment, refundTotals } from '@/server/services/payouts/arithmetic';
import { payoutBatchKey } from '@/server/services/payouts/payout-jobs';
import { payoutIdempotencyKey, transferIdempotencyKey } from '@/server/services/payouts/payout-sends';
import { payoutCutoff, payoutDateOn, settledAt } from '@/server/services/payouts/schedule';

import type { Transaction } from '@/server/db/database';

import { oneLineQuote } from './quotes';

/**
 * Demo data: Coastline Concrete & Gravel (owner@coastline.example) has been paid, so its payouts
 * page is not empty: three delivered orders of a demo contractor paid by card (sandbox), a
 * simulated payout of the first two, and a partial refund of the first after it (which the next
 * payout nets). Written once: nothing is added when the supplier already has ledger rows.
 */
export const DEMO_PAYOUTS_SUPPLIER_SLUG = 'coastline-concrete';

const DAY_MS = 86_400_000;
const DEMO_SANDBOX_CUSTOMER = 'cus_sbx_demo_payouts';
const DEMO_SANDBOX_CARD = 'pm_sbx_demo_payouts';
/** Days ago each order was paid, its cubic metres, and the refund after the payout (cents). */
const DEMO_ORDERS = [
  { paidDaysAgo: 20, quantity: 6, refundCents: 15_000 },
  { paidDaysAgo: 12, quantity: 9, refundCents: 0 },
  { paidDaysAgo: 3, quantity: 4, refundCents: 0 },
] as const;

export async function seedDemoPayouts(tx: Transaction, now: Date): Promise<void> {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.slug, DEMO_PAYOUTS_SUPPLIER_SLUG));
  if (!supplier) return;
  const [existing] = await tx
    .select({ id: supplierLedgerEntries.id })
    .from(supplierLedgerEntries)
    .where(eq(supplierLedgerEntries.supplierId, supplier.id))
    .limit(1);
  if (existing) return;
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.supplierId, supplier.id), eq(products.sku, 'CC-RM-30')));
  const [vancouver] = await tx.select().from(cities).where(eq(cities.slug, 'vancouver'));
  if (!product || !vancouver) return;
  const [contractor] = await tx
    .insert(companies)
    .values({ name: 'Harbour Point Builders', kind: 'contractor' })
    .returning({ id: companies.id });

  await tx.insert(sandboxCustomers).values({ id: DEMO_SANDBOX_CUSTOMER, name: 'Harbour Point Builders' });
  await tx.insert(sandboxPaymentMethods).values({
    id: DEMO_SANDBOX_CARD,
    customerId: DEMO_SANDBOX_CUSTOMER,
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
  });
  const payoutDate = payoutDateOn(new Date(now.getTime() - 3 * DAY_MS));
  const captured: { orderPaymentId: string; orderId: string; paidAt: Date; received: number }[] = [];
  for (const [index, demo] of DEMO_ORDERS.entries()) {
    const paidAt = new Date(now.getTime() - demo.paidDaysAgo * DAY_MS);
    const totalCents = product.priceCents * demo.quantity;
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: contractor!.id,
        supplierId: supplier.id,
        productId: product.id,
        productType: product.type,
        productName: product.name,
        quantity: String(demo.quantity),
        unit: product.unit,
        trucks: 1,
        minutesBetweenTrucks: 0,
        deliveryDate: paidAt.toISOString().slice(0, 10),
        windowStartHour: 10,
        deliveryStartsAt: paidAt,
        cityId: vancouver.id,
        deliveryAddress: `${1200 + index * 40} West Georgia Street`,
        postalCode: 'V6E 4R2',
        contactName: 'Priya Demo',
        contactEmail: 'priya@harbourpoint.example',
        contactPhone: '+15550190001',
        paymentType: 'card',
        paymentStatus: 'succeeded',
        status: 'completed',
        currency: 'CAD',
        totalCents,
        amountDueCents: totalCents,
        quote: oneLineQuote(product, demo.quantity, 'CAD', `demo-payouts-${index}`),
        quoteFingerprint: `demo-payouts-${index}`,
        idempotencyKey: `demo-payouts-${index}`,
        requestHash: `demo-payouts-${index}`,
        createdAt: new Date(paidAt.getTime() - 7 * DAY_MS),
        statusChangedAt: paidAt,
      })
      .returning({ id: orders.id });
    const [payment] = await tx
      .insert(orderPayments)
      .values({
        orderId: order!.id,
        companyId: contractor!.id,
        kind: 'charge',
        gateway: 'sandbox',
        gatewayPaymentId: `pi_sbx_demo_payouts_${index}`,
        amountCents: totalCents,
        currency: 'CAD',
        status: 'succeeded',
        idempotencyKey: `demo-payouts-${index}`,
        requestHash: `demo-payouts-${index}`,
        capturedAt: paidAt,
        capturedCents: totalCents,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning({ id: orderPayments.id });
    // The sandbox's own record of the payment, as if it had been made through it (the reconciliation reads it).
    await tx.insert(sandboxPayments).values({
      id: `pi_sbx_demo_payouts_${index}`,
      customerId: DEMO_SANDBOX_CUSTOMER,
      paymentMethodId: DEMO_SANDBOX_CARD,
      amountCents: totalCents,
      currency: 'cad',
      captureMethod: 'automatic',
      status: 'succeeded',
      amountReceivedCents: totalCents,
      amountRefundedCents: demo.refundCents,
      createdAt: paidAt,
      updatedAt: paidAt,
    });
    captured.push({ orderPaymentId: payment!.id, orderId: order!.id, paidAt, received: totalCents });
  }

  const paidOut = captured.filter((payment) => settledAt(payment.paidAt) <= payoutCutoff(payoutDate));
  const entries = captured.flatMap((payment) => {
    const fees = feesOfPayment(payment.received, DEFAULT_PAYOUT_FEES);
    const base = {
      supplierId: supplier.id,
      orderId: payment.orderId,
      orderPaymentId: payment.orderPaymentId,
      currency: 'CAD',
      occurredAt: payment.paidAt,
      availableAt: settledAt(payment.paidAt),
    };
    return [
      { ...base, kind: 'payment' as const, amountCents: payment.received },
      { ...base, kind: 'processing_fee' as const, amountCents: -fees.processingFeeCents },
      { ...base, kind: 'commission' as const, amountCents: -fees.commissionCents },
    ].map((entry) => ({ ...entry, sourceKey: `payment:${payment.orderPaymentId}:${entry.kind}` }));
  });
  const amountCents = entries
    .filter((entry) => paidOut.some((payment) => payment.orderPaymentId === entry.orderPaymentId))
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  const payoutAt = new Date(`${payoutDate}T06:00:00Z`);
  const payoutId = randomUUID();
  const [payout] = await tx
    .insert(supplierPayouts)
    .values({
      id: payoutId,
      transferStatus: 'sent',
      transferIdempotencyKey: transferIdempotencyKey(payoutId),
      payoutIdempotencyKey: payoutIdempotencyKey(payoutId, 1),
      payoutAttempts: 1,
      supplierId: supplier.id,
      currency: 'CAD',
      batchKey: payoutBatchKey(supplier.id, 'CAD', payoutDate),
      payoutDate,
      amountCents,
      status: 'paid',
      gateway: 'sandbox',
      simulated: true,
      transferId: `tr_sbx_demo_${payoutDate}`,
      gatewayPayoutId: `po_sbx_demo_${payoutDate}`,
      sentAt: payoutAt,
      paidAt: payoutAt,
      createdAt: payoutAt,
      updatedAt: payoutAt,
    })
    .returning({ id: supplierPayouts.id });
  await tx.insert(sandboxTransfers).values({
    id: `tr_sbx_demo_${payoutDate}`,
    destination: supplier.id,
    amountCents,
    currency: 'cad',
    metadata: { payoutId: payout!.id, supplierId: supplier.id },
    createdAt: payoutAt,
  });
  // Through the ledger, as the app writes them: the supplier's rows and the journal entry together.
  for (const payment of captured) {
    await postSupplierMovement(tx, {
      sourceKey: `payment:${payment.orderPaymentId}:captured`,
      kind: 'captured',
      occurredAt: payment.paidAt,
      rows: entries
        .filter((entry) => entry.orderPaymentId === payment.orderPaymentId)
        .map((entry) => ({ ...entry, payoutId: paidOut.includes(payment) ? payout!.id : null })),
    });
  }
  await postPayoutBatch(tx, payout!.id, payoutAt);

  // A partial refund after the payout: it comes off the next one.
  for (const [index, demo] of DEMO_ORDERS.entries()) {
    const payment = captured[index]!;
    if (demo.refundCents === 0) continue;
    const refundedAt = new Date(payoutAt.getTime() + DAY_MS);
    await tx.insert(sandboxRefunds).values({
      id: `re_sbx_demo_payouts_${index}`,
      paymentId: `pi_sbx_demo_payouts_${index}`,
      amountCents: demo.refundCents,
      createdAt: refundedAt,
    });
    const back = refundTotals(
      { receivedCents: payment.received, ...feesOfPayment(payment.received, DEFAULT_PAYOUT_FEES) },
      demo.refundCents,
    );
    await postSupplierMovement(tx, {
      sourceKey: `payment:${payment.orderPaymentId}:refunded-to:${demo.refundCents}`,
      kind: 'refunded',
      occurredAt: refundedAt,
      rows: (['refund', 'processing_fee', 'commission'] as const).map((kind) => ({
        supplierId: supplier.id,
        orderId: payment.orderId,
        orderPaymentId: payment.orderPaymentId,
        currency: 'CAD',
        kind,
        amountCents: back[kind],
        sourceKey: `payment:${payment.orderPaymentId}:${kind}:refunded-to:${demo.refundCents}`,
        occurredAt: refundedAt,
        availableAt: refundedAt,
      })),
    });
  }
}
