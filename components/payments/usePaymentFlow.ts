'use client';

import { useEffect, useReducer, useRef } from 'react';

import { newIdempotencyKey } from '@/lib/order/draft';
import { initialPaymentFlow, paymentFlowReducer, type PaymentFlowEvent } from '@/lib/order/payment-flow';

/**
 * The payment flow's state (lib/order/payment-flow.ts) in a component, with the one thing that
 * is not pure: when Stripe asks for 3-D Secure, Stripe.js runs the bank's next action, then
 * `confirm` asks the API where the payment stands. The sandbox's challenge is a dialog the
 * component shows instead.
 */
export function usePaymentFlow(options: {
  /** Stripe's publishable key when Stripe takes payments. */
  stripeKey: string | null;
  /** Asks the API to take the payment on after 3-D Secure. */
  confirm: () => Promise<void>;
  /** Where the payment stood when the page was served (a payment link's), for the first render. */
  resumed?: Extract<PaymentFlowEvent, { type: 'resumed' }>;
}) {
  const [flow, dispatch] = useReducer(paymentFlowReducer, options.resumed, (resumed) => {
    const initial = initialPaymentFlow(newIdempotencyKey());
    return resumed ? paymentFlowReducer(initial, resumed) : initial;
  });
  const confirmRef = useRef(options.confirm);
  confirmRef.current = options.confirm;
  // One run of Stripe.js per client secret, even when an effect runs twice (React's strict mode).
  const handled = useRef<string | null>(null);
  const { stripeKey } = options;
  const { step } = flow;

  useEffect(() => {
    if (step.name !== 'nextAction' || !stripeKey || handled.current === step.clientSecret) return;
    handled.current = step.clientSecret;
    void (async () => {
      const { stripeFor } = await import('./StripeCardForm');
      const stripeJs = await stripeFor(stripeKey);
      const result = await stripeJs?.handleNextAction({ clientSecret: step.clientSecret });
      if (!result || result.error) {
        dispatch({ type: 'confirmationFailed', reason: result?.error?.message ?? null });
      } else {
        await confirmRef.current();
      }
    })();
  }, [step, stripeKey]);

  return {
    flow,
    dispatch: dispatch as (event: PaymentFlowEvent) => void,
    retry: () => dispatch({ type: 'retried', payKey: newIdempotencyKey() }),
  };
}
