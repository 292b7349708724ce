'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';

import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';

import type { PaymentFormResult } from '@/lib/order/payment-problems';

// One Stripe.js per publishable key; `/pure` loads it from js.stripe.com only when this runs,
// which is only on the payment step and only when Stripe takes payments.
const stripes = new Map<string, Promise<Stripe | null>>();
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFormProps {
  publishableKey: string;
  /**
   * A setup intent's client secret (paymentSetupIntentCreate). Without one (a payment link's
   * guest has no customer to set up), Stripe.js only creates the card's payment method, in the
   * order's `currency`, and the caller pays with it.
   */
  clientSecret?: string;
  /** ISO 4217, for the Payment Element without a setup intent. */
  currency?: string;
  submitLabel: string;
  /** Stripe.js saved the card: its payment method id (pm_…), to attach and pay with. */
  onSubmit: (paymentMethodId: string) => Promise<PaymentFormResult>;
  busy?: boolean;
}

/**
 * Stripe's Payment Element for a card: the card details go from the browser to Stripe only. On
 * submit Stripe.js confirms the setup intent (3-D Secure for the card's setup, if its bank asks)
 * and answers the payment method the caller attaches and pays with.
 */
export function StripeCardForm({ publishableKey, clientSecret, currency = 'cad', ...props }: StripeCardFormProps) {
  const options = clientSecret
    ? { clientSecret, appearance: { theme: 'stripe' as const } }
    : {
        mode: 'setup' as const,
        currency: currency.toLowerCase(),
        paymentMethodCreation: 'manual' as const,
        paymentMethodTypes: ['card'],
        appearance: { theme: 'stripe' as const },
      };
  return (
    <Elements stripe={stripeFor(publishableKey)} options={options}>
      <PaymentElementForm {...props} withSetupIntent={Boolean(clientSecret)} />
    </Elements>
  );
}

/** Without a setup intent: Stripe.js checks the details and creates the payment method (pm_…). */
async function createPaymentMethod(stripe: Stripe, elements: StripeElements): Promise<string | { error: string }> {
  const submitted = await elements.submit();
  if (submitted.error) return { error: submitted.error.message ?? 'Check your card details.' };
  const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
  return paymentMethod?.id ?? { error: error?.message ?? 'Your card could not be saved.' };
}

function PaymentElementForm({
  submitLabel,
  onSubmit,
  busy = false,
  withSetupIntent,
}: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret' | 'currency'> & { withSetupIntent: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || sending) return;
    setFailure(null);
    setSending(true);
    if (!withSetupIntent) {
      const created = await createPaymentMethod(stripe, elements);
      const result = typeof created === 'string' ? await onSubmit(created) : { message: created.error };
      setSending(false);
      if (result?.message) setFailure(result.message);
      return;
    }
    const { setupIntent, error } = await stripe.confirmSetup({ elements, redirect: 'if_required' });
    if (error || !setupIntent?.payment_method) {
      setSending(false);
      setFailure(error?.message ?? 'Your card could not be saved.');
      return;
    }
    const paymentMethod = setupIntent.payment_method;
    const result = await onSubmit(typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id);
    setSending(false);
    if (result?.message) setFailure(result.message);
  };

  return (
    <Form className={formStyles.form} noValidate aria-label="Card" onSubmit={(event) => void submit(event)}>
      <PaymentElement options={{ layout: 'tabs', paymentMethodOrder: ['card'] }} />
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={formStyles.submit} disabled={!stripe || busy || sending}>
        {busy || sending ? 'Processing…' : submitLabel}
      </button>
    </Form>
  );
}
