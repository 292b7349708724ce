import 'server-only';

import {
  BANK_DEBIT_CANCEL_NOTICE_DAYS,
  CARD_ADDITIONAL_HOLD_PERCENT,
  CARD_CHARGE_HOURS_BEFORE_DELIVERY,
  CREDIT_TERM_DAYS,
} from '@/lib/constants';
import { publicEnv } from '@/lib/env';
import type { PaymentGateway } from '@/server/payment-gateway';

/** GraphQL `PaymentGatewayInfo`: which gateway, and the spec's payment figures the UI states. */
export function paymentGatewayInfo(gateway: PaymentGateway) {
  return {
    name: gateway.name,
    publishableKey: gateway.name === 'stripe' ? (publicEnv.stripePublishableKey ?? null) : null,
    additionalHoldPercent: CARD_ADDITIONAL_HOLD_PERCENT,
    chargeHoursBeforeDelivery: CARD_CHARGE_HOURS_BEFORE_DELIVERY,
    bankDebitCancelNoticeDays: BANK_DEBIT_CANCEL_NOTICE_DAYS,
    creditTermDays: CREDIT_TERM_DAYS,
  };
}
