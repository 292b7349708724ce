import type { PaymentType } from '@/graphql/generated/client/graphql';
import {
  BANK_DEBIT_CANCEL_NOTICE_DAYS,
  CARD_ADDITIONAL_HOLD_PERCENT,
  CARD_CHARGE_HOURS_BEFORE_DELIVERY,
  CREDIT_TERM_DAYS,
} from '@/lib/constants';

import type { OrderStepSlug } from './steps';

/**
 * Placing an order from checkout: which step a refused field belongs to, and the payment methods a
 * delivery country offers.
 */

/** The step where the user fixes a field the API refused (`extensions.fields`' keys). */
export function stepOfField(field: string): OrderStepSlug {
  if (field.startsWith('delivery') || field.startsWith('jobSite')) return 'address';
  if (field === 'schedule.windowStartHour') return 'availability';
  if (field.startsWith('schedule')) return 'schedule';
  if (field === 'extraIds' || field === 'comment') return 'options';
  if (field === 'quantity' || field === 'unit' || field === 'color' || field === 'productId') return 'product';
  if (field === 'supplierId') return 'producer';
  return 'checkout';
}

export interface PaymentChoice {
  paymentType: PaymentType;
  title: string;
  details: string;
}

/** The bank-debit payment type of a delivery country (spec: stripe_b2b_ca, stripe_b2b_us). */
export function bankPaymentTypeOf(countryCode: string | null | undefined): PaymentType | null {
  if (countryCode === 'CA') return 'stripe_b2b_ca';
  if (countryCode === 'US') return 'stripe_b2b_us';
  return null;
}

/** The ways to pay an order delivered in this country: card, bank debit where there is one, terms. */
export function paymentChoicesFor(countryCode: string | null | undefined): PaymentChoice[] {
  const bank = bankPaymentTypeOf(countryCode);
  return [
    {
      paymentType: 'card',
      title: 'Credit card',
      details: `Pre-authorised now for the amount due plus an additional ${CARD_ADDITIONAL_HOLD_PERCENT}% hold for changes; charged ${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before delivery.`,
    },
    ...(bank
      ? [
          {
            paymentType: bank,
            title: 'Bank account',
            details: `Debited from your business account with a debit mandate, cancelable with ${BANK_DEBIT_CANCEL_NOTICE_DAYS} days' notice.`,
          },
        ]
      : []),
    {
      paymentType: 'flexPayment',
      title: `${CREDIT_TERM_DAYS}-day terms`,
      details: `Pay within ${CREDIT_TERM_DAYS} days of delivery from your credit account's available credit.`,
    },
  ];
}
