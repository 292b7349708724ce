import Link from 'next/link';

import { CompletedOrderDraft } from '@/components/order-flow/CompletedOrderDraft';
import { appRoutes, orderPath } from '@/lib/app-routes';
import { CARD_ADDITIONAL_HOLD_PERCENT, CARD_CHARGE_HOURS_BEFORE_DELIVERY, CREDIT_TERM_DAYS } from '@/lib/constants';
import { orderNumber } from '@/lib/order/number';
import { PAYMENT_KINDS, type PaymentKind } from '@/lib/order/payment';

import styles from '../checkout.module.scss';

export const metadata = { title: 'Thank you | BuildMarket', robots: { index: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the payment came to, in a sentence (the order page has the details). */
function paymentSentence(kind: PaymentKind | undefined, status: string | undefined): string | null {
  if (kind === 'card' && status === 'authorized') {
    return `Your card is pre-authorised for the amount due plus a ${CARD_ADDITIONAL_HOLD_PERCENT}% hold for changes. It is charged ${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before delivery.`;
  }
  if (kind === 'card' && status === 'succeeded') return 'Your card was charged.';
  if (kind === 'bank' && status === 'processing') {
    return 'The bank debit is processing. It usually settles within a few business days.';
  }
  if (kind === 'bank' && status === 'succeeded') return 'The amount due was debited from your bank account.';
  if (kind === 'terms' && status === 'authorized') {
    return `The order is on your ${CREDIT_TERM_DAYS}-day terms: its invoice is due ${CREDIT_TERM_DAYS} days after delivery.`;
  }
  return null;
}

// After paying an order in the order flow: its number, how it was paid, and the way to it.
export default async function ThankYouPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { order, method, payment } = await searchParams;
  const orderId = typeof order === 'string' && UUID.test(order) ? order : null;
  const kind = PAYMENT_KINDS.find((candidate) => candidate === method);
  const sentence = paymentSentence(kind, typeof payment === 'string' ? payment : undefined);
  return (
    <>
      <h1>Thank you for your order</h1>
      {orderId ? (
        <>
          <p className={styles.lead}>
            Order <strong>{orderNumber(orderId)}</strong> is confirmed. Your supplier has it, and you will get a
            confirmation by email.
          </p>
          {sentence && <p>{sentence}</p>}
          <ul className={styles.links}>
            <li>
              {/* Per-user and rendered on request: fetched when opened, not on the way past. */}
              <Link href={orderPath(orderId)} prefetch={false}>
                See your order
              </Link>
            </li>
            <li>
              <Link href={appRoutes.order}>Place another order</Link>
            </li>
            <li>
              <Link href={appRoutes.home}>Go to your dashboard</Link>
            </li>
          </ul>
          <CompletedOrderDraft orderId={orderId} />
        </>
      ) : (
        <>
          <p>Your supplier has your order. You will get a confirmation by email, and you can follow it in the app.</p>
          <Link href={appRoutes.home}>Go to your dashboard</Link>
        </>
      )}
    </>
  );
}
