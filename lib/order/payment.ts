import type { OrderPaymentStatus, PaymentType } from '@/graphql/generated/client/graphql';

/**
 * How an order is paid, in three kinds (spec section 3's payment types: stripe and card are a
 * card, stripe_b2b_ca and stripe_b2b_us a bank account, flexPayment 120-day terms), and where a
 * paid order goes next.
 */
export type PaymentKind = 'card' | 'bank' | 'terms';

export function paymentKindOf(paymentType: PaymentType): PaymentKind {
  if (paymentType === 'flexPayment') return 'terms';
  if (paymentType === 'stripe_b2b_ca' || paymentType === 'stripe_b2b_us') return 'bank';
  return 'card';
}

export const PAYMENT_KINDS: readonly PaymentKind[] = ['card', 'bank', 'terms'];
export const THANK_YOU_PATH = '/thank-you';

/** The thank-you page of a paid order: which order, how it was paid, what the payment came to. */
export function thankYouPath(paid: { orderId: string; kind: PaymentKind; status: OrderPaymentStatus }): string {
  const query = new URLSearchParams({ order: paid.orderId, method: paid.kind, payment: paid.status });
  return `${THANK_YOU_PATH}?${query.toString()}`;
}
