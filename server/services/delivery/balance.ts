import 'server-only';

import { and, desc, eq, sql } from 'drizzle-orm';

import { messages, quantityHundredths } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { orderLoads, orderPayments, products } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { type OrderRecord } from '@/server/services/orders/orders';
import { creditedOnOrder } from '@/server/services/orders/disputes';
import { priceOrder, type PricingExtra } from '@/server/services/catalogue/pricing';
import { canonicalHash, type OrderQuoteRecord } from '@/server/services/catalogue/quote';

/**
 * A pour-day balance: the order repriced for the quantity still to come, previewed when asked and applied when accepted, with what its payment then covers.
 */

export const BALANCE_OUTDATED_MESSAGE =
  'More has left the yard since the balance was asked: decline it, and the contractor can ask again.';

/** A balance repriced by the server: the order before and after (GraphQL BalancePreview). */
export interface BalancePreviewRecord {
  dispatchedQuantity: number;
  previousQuantity: number;
  newQuantity: number;
  currency: string;
  previousTotalCents: number;
  newTotalCents: number;
  previousAmountDueCents: number;
  newAmountDueCents: number;
  coveredByOrderPayment: boolean;
  quote: OrderQuoteRecord;
}

/** The order repriced for `quantityHundredths`, at the prices it was placed at, for the same trucks. */
export function repriceOrder(
  order: Pick<OrderRecord, 'id' | 'quote' | 'productType' | 'unit' | 'trucks' | 'referralCreditAppliedCents'>,
  quantityHundredths: number,
): OrderQuoteRecord {
  const { quote } = order;
  const product = quote.lineItems.find((line) => line.kind === 'product')!;
  const fee = quote.fees[0];
  const extras = quote.lineItems
    .filter((line) => line.kind === 'extra')
    .map((line, index): PricingExtra => ({
      id: String(index),
      name: line.label,
      // As pricing.ts wrote the line: per truck in trucks, per order without a unit, else per unit.
      pricing: line.unit === 'truck' ? 'perTruck' : line.unit === null ? 'perOrder' : 'perUnit',
      priceCents: line.unitPriceCents,
    }));
  const amounts = priceOrder({
    product: {
      name: product.label,
      type: order.productType,
      unit: product.unit ?? order.unit,
      priceCents: product.unitPriceCents,
      // The same trucks: the fee as placed (its per-truck minimum, capped where it was).
      feeMinCents: fee ? fee.unitPriceCents : null,
      feeMaxCents: fee ? fee.amountCents : null,
    },
    quantityHundredths,
    trucks: order.trucks,
    extras,
    taxes: quote.taxes.map((tax) => ({ name: tax.name, ratePpm: Math.round(tax.ratePercent * 10_000) })),
    processingFeeBps: Math.round(quote.processingFeePercent * 100),
    // The credit the order took when placed; none more is taken on delivery day.
    referralCreditCents: order.referralCreditAppliedCents,
  });
  const fingerprint = canonicalHash({
    version: 2,
    repriced: { orderId: order.id, quantityHundredths, trucks: order.trucks },
    currency: quote.currency,
    amounts,
  });
  return { ...amounts, currency: quote.currency, fingerprint };
}

/**
 * Whether the order's payment, as the payment code works, collects `newAmountDueCents` with
 * nothing else to pay or give back: not paid yet (the next attempt takes the amount due), on
 * terms (the invoice is the amount due), or a card authorisation at least as large (the charge
 * job captures the amount due, at most the authorisation). Money already taken is never topped
 * up or refunded here.
 */
export async function coveredByOrderPayment(
  db: Database,
  order: Pick<OrderRecord, 'id' | 'paymentStatus' | 'amountDueCents'>,
  newAmountDueCents: number,
): Promise<boolean> {
  if (['requires_payment', 'failed', 'canceled'].includes(order.paymentStatus)) return true;
  if (newAmountDueCents === order.amountDueCents) return true;
  if (order.paymentStatus !== 'authorized') return false;
  const [attempt] = await db
    .select({ kind: orderPayments.kind, amountCents: orderPayments.amountCents })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id))
    .orderBy(desc(orderPayments.createdAt))
    .limit(1);
  if (!attempt) return false;
  return attempt.kind === 'terms' || newAmountDueCents <= attempt.amountCents;
}

/** What has left the yard so far (loads past planned), in hundredths of the order's unit. */
export async function dispatchedHundredths(db: Database, orderId: string): Promise<number> {
  const loads = await db
    .select({ quantity: orderLoads.quantity })
    .from(orderLoads)
    .where(and(eq(orderLoads.orderId, orderId), sql`${orderLoads.step} <> 'planned'`));
  return loads.reduce((total, load) => total + (quantityHundredths(Number(load.quantity)) ?? 0), 0);
}

export function quantityRefused(message: string) {
  return expectedError(ErrorCode.BAD_USER_INPUT, message, { fields: { quantity: message } });
}

/** The balance's new quantity and price; BAD_USER_INPUT when it breaks the product's rules. */
export async function balancePreview(db: Database, order: OrderRecord, balance: number): Promise<BalancePreviewRecord> {
  const [rule] = await db
    .select({ min: products.minimumOrder, step: products.quantityIncrement, max: products.maximumOrder })
    .from(products)
    .where(eq(products.id, order.productId))
    .limit(1);
  const balanceQ = quantityHundredths(balance);
  if (balanceQ === null || balanceQ <= 0) throw quantityRefused(messages.invalid);
  const step = quantityHundredths(Number(rule?.step ?? 0)) ?? 0;
  if (step > 0 && balanceQ % step !== 0) throw quantityRefused(messages.quantityStep(Number(rule!.step)));
  const dispatched = await dispatchedHundredths(db, order.id);
  const newQ = dispatched + balanceQ;
  const maxQ = quantityHundredths(Number(rule?.max ?? 0));
  if (maxQ !== null && maxQ > 0 && newQ > maxQ) {
    throw quantityRefused(messages.quantityMax(Math.max(0, (maxQ - dispatched) / 100)));
  }
  const minQ = quantityHundredths(Number(rule?.min ?? 0)) ?? 0;
  if (newQ < minQ) throw quantityRefused(messages.quantityMin((minQ - dispatched) / 100));
  const quote = repriceOrder(order, newQ);
  // Credits of accepted disputes stay given: the repriced lines know nothing of them.
  const credited = await creditedOnOrder(db, order.id);
  const newAmountDueCents = Math.max(0, quote.amountDueCents - credited);
  return {
    dispatchedQuantity: dispatched / 100,
    previousQuantity: order.quantity,
    newQuantity: newQ / 100,
    currency: quote.currency,
    previousTotalCents: order.totalCents,
    newTotalCents: Math.max(0, quote.totalCents - credited),
    previousAmountDueCents: order.amountDueCents,
    newAmountDueCents,
    coveredByOrderPayment: await coveredByOrderPayment(db, order, newAmountDueCents),
    quote,
  };
}
