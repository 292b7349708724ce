'use client';

import { answerOfRejection } from '@/lib/apollo/errors';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';

import { BankAccountForm } from '@/components/payments/BankAccountForm';
import { CardForm } from '@/components/payments/CardForm';
import { MicroDepositForm } from '@/components/payments/MicroDepositForm';
import { paymentProblemOf, type PaymentProblem } from '@/components/payments/paymentProblems';
import { PaymentStateDialog } from '@/components/payments/PaymentStateDialog';
import { ThreeDSecureChallenge } from '@/components/payments/ThreeDSecureChallenge';
import type { PaymentFormResult } from '@/components/payments/types';
import { useLazyImport } from '@/components/ui/useLazyImport';
import {
  PaymentLinkConfirmPaymentDocument,
  PaymentLinkPayDocument,
  PaymentLinkVerifyBankAccountDocument,
  type BankAccountInput,
  type CardPaymentMethodInput,
  type OrderPaymentFieldsFragment,
  type OrderPaymentStatus,
  type PaymentGatewayName,
  type PaymentLinkPayInput,
} from '@/graphql/generated/client/graphql';
import { formatMoney } from '@/lib/money';
import { newIdempotencyKey } from '@/lib/order/draft';
import { PAYMENT_MESSAGES, type BankPaymentType } from '@/lib/validation/payments';

import styles from './Orders.module.scss';

// Stripe's Payment Element and Stripe.js load only when Stripe takes payments and a card is chosen.
const importStripeCardForm = () => import('@/components/payments/StripeCardForm');

export interface PaymentLinkPayProps {
  token: string;
  orderNumber: string;
  supplierName: string;
  unpaidAmountCents: number;
  currency: string;
  /** The order's payment as the link was opened: a bank account may be waiting for verification. */
  paymentStatus: OrderPaymentStatus;
  gateway: { name: PaymentGatewayName; publishableKey: string | null };
}

type Method = 'card' | BankPaymentType;
type Phase = 'pay' | 'verify' | 'processing' | 'paid' | 'closed';

/** The bank debit of the order's country: pre-authorised debit in Canada, ACH in the US. */
const BANK_BY_CURRENCY: Partial<Record<string, BankPaymentType>> = { CAD: 'stripe_b2b_ca', USD: 'stripe_b2b_us' };

/** The API names a refused field `card.number` or `bankAccount.transitNumber`; the forms `number`. */
function formFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path.replace(/^(card|bankAccount)\./, ''), message]),
  );
}

function initialPhase(status: OrderPaymentStatus): Phase {
  if (status === 'requires_confirmation') return 'verify';
  if (status === 'processing') return 'processing';
  return 'pay';
}

/**
 * Paying a payment link as a guest: by card (the sandbox's card form, or Stripe's Payment Element
 * when Stripe takes payments) or by bank account with the debit mandate, verified with
 * micro-deposits when it is a US or Canadian one; then the confirmation. The spec's payment
 * states have their dialogs ('Payment Failed' with Retry Payment, which makes a new idempotency
 * key; 'Payment method was not created', 'Payment is already in process'...).
 */
export function PaymentLinkPay(props: PaymentLinkPayProps) {
  const { token, orderNumber, supplierName, unpaidAmountCents, currency, gateway } = props;
  const id = useId();
  const client = useApolloClient();
  const bankType = BANK_BY_CURRENCY[currency.toUpperCase()];
  const [method, setMethod] = useState<Method>('card');
  const [phase, setPhase] = useState<Phase>(() => initialPhase(props.paymentStatus));
  const [payKey, setPayKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  // The sandbox's 3-D Secure challenge, open while a card payment waits for it.
  const [challenge, setChallenge] = useState(false);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const stripe = gateway.name === 'stripe' && gateway.publishableKey ? gateway.publishableKey : null;
  const { loaded: stripeModule, load: loadStripe } = useLazyImport(importStripeCardForm);
  const amount = formatMoney(unpaidAmountCents, currency);

  useEffect(() => {
    if (stripe && method === 'card') loadStripe();
  }, [stripe, method, loadStripe]);

  // The confirmation replaces the forms: take focus to it so it is read out.
  useEffect(() => {
    if (phase === 'paid' || phase === 'processing' || phase === 'closed') outcomeRef.current?.focus();
  }, [phase]);

  const outcome = async (payment: OrderPaymentFieldsFragment) => {
    switch (payment.status) {
      case 'succeeded':
        setPhase('paid');
        return;
      case 'processing':
      case 'authorized':
        setPhase('processing');
        return;
      case 'requires_confirmation':
        setPhase('verify');
        setProblem({ kind: 'requiresConfirmation' });
        return;
      case 'requires_action': {
        // The card's bank asks the payer to confirm: the sandbox's challenge, or Stripe.js's.
        if (!stripe) {
          setChallenge(true);
          return;
        }
        const stripeJs = payment.clientSecret ? await (await importStripeCardForm()).stripeFor(stripe) : null;
        const handled = payment.clientSecret
          ? await stripeJs?.handleNextAction({ clientSecret: payment.clientSecret })
          : undefined;
        if (!handled || handled.error) {
          setProblem({ kind: 'failed', reason: handled?.error?.message ?? null });
          return;
        }
        await confirm();
        return;
      }
      case 'failed':
        setProblem({ kind: 'failed', reason: payment.failureMessage ?? null });
        return;
      default:
        setProblem({ kind: 'other', message: 'This payment is in an unexpected state. Please try again.' });
    }
  };

  const pay = async (input: PaymentLinkPayInput): Promise<PaymentFormResult> => {
    setBusy(true);
    const result = await client
      .mutate({
        mutation: PaymentLinkPayDocument,
        variables: { token, input, idempotencyKey: payKey },
      })
      .catch(answerOfRejection);
    setBusy(false);
    const payment = result.data?.paymentLinkPay;
    if (payment) {
      await outcome(payment);
      return null;
    }
    const failure = paymentProblemOf(result.error);
    if (failure.kind === 'methodNotCreated' && Object.keys(failure.fields).length > 0) {
      const reason = failure.reason ? `: ${failure.reason}` : '.';
      return { message: `${PAYMENT_MESSAGES.methodNotCreated}${reason}`, fields: formFields(failure.fields) };
    }
    if (failure.kind === 'other' && failure.code === 'PAYMENT_LINK_INVALID') setPhase('closed');
    else setProblem(failure);
    return null;
  };

  /** After 3-D Secure: the server takes the payment on and answers where it stands. */
  const confirm = async () => {
    setChallenge(false);
    setBusy(true);
    const result = await client
      .mutate({ mutation: PaymentLinkConfirmPaymentDocument, variables: { token } })
      .catch(answerOfRejection);
    setBusy(false);
    if (result.data?.paymentLinkConfirmPayment) await outcome(result.data.paymentLinkConfirmPayment);
    else setProblem(paymentProblemOf(result.error));
  };

  const verify = async (amountsCents: [number, number]): Promise<PaymentFormResult> => {
    const result = await client
      .mutate({
        mutation: PaymentLinkVerifyBankAccountDocument,
        variables: { token, amountsCents },
      })
      .catch(answerOfRejection);
    const payment = result.data?.paymentLinkVerifyBankAccount;
    if (payment) {
      await outcome(payment);
      return null;
    }
    const failure = paymentProblemOf(result.error);
    return { message: failure.kind === 'other' ? failure.message : null };
  };

  if (phase === 'paid' || phase === 'processing' || phase === 'closed') {
    const [title, text] =
      phase === 'paid'
        ? ['Payment received', `Thank you: ${amount} was paid to ${supplierName} for invoice ${orderNumber}.`]
        : phase === 'processing'
          ? [
              'Payment on its way',
              `Your payment of ${amount} for invoice ${orderNumber} is being processed. A bank debit usually settles within a few business days.`,
            ]
          : [PAYMENT_MESSAGES.linkInvalid, 'This invoice was paid already, or the link has expired.'];
    return (
      <section className={styles.card} aria-labelledby={`${id}-outcome`}>
        <h2 id={`${id}-outcome`} ref={outcomeRef} tabIndex={-1}>
          {title}
        </h2>
        <p>{text}</p>
      </section>
    );
  }

  const StripeCardForm = stripeModule?.StripeCardForm;
  const payLabel = `Pay ${amount}`;
  return (
    <section className={styles.card} aria-labelledby={`${id}-pay`}>
      <h2 id={`${id}-pay`}>{phase === 'verify' ? 'Verify your bank account' : 'Pay this invoice'}</h2>
      {phase === 'verify' ? (
        <MicroDepositForm
          accountLabel="the bank account you entered"
          hint={gateway.name === 'sandbox' ? 'Test mode: the deposits are 32 and 45 cents.' : undefined}
          onSubmit={verify}
        />
      ) : (
        <>
          {bankType && (
            <fieldset className={styles.methodChoice}>
              <legend>Pay by</legend>
              {(['card', bankType] as const).map((choice) => (
                <label key={choice}>
                  <input
                    type="radio"
                    name={`${id}-method`}
                    value={choice}
                    checked={method === choice}
                    onChange={() => setMethod(choice)}
                  />
                  {choice === 'card' ? 'Card' : 'Bank account'}
                </label>
              ))}
            </fieldset>
          )}
          {method === 'card' && !stripe && (
            <CardForm
              submitLabel={payLabel}
              busy={busy}
              onSubmit={(card: CardPaymentMethodInput) => pay({ paymentType: 'card', card })}
            />
          )}
          {method === 'card' &&
            stripe &&
            (StripeCardForm ? (
              <StripeCardForm
                publishableKey={stripe}
                currency={currency}
                submitLabel={payLabel}
                busy={busy}
                onSubmit={(paymentMethodId) => pay({ paymentType: 'card', paymentMethodId })}
              />
            ) : (
              <p role="status">Loading the card form…</p>
            ))}
          {method !== 'card' && (
            <BankAccountForm
              paymentType={method}
              payee={supplierName}
              submitLabel={payLabel}
              busy={busy}
              onSubmit={(account: BankAccountInput) =>
                pay({ paymentType: method, bankAccount: account, email: account.email })
              }
            />
          )}
        </>
      )}
      {busy && <p role="status">Processing your payment…</p>}
      <PaymentStateDialog
        problem={problem}
        onClose={() => setProblem(null)}
        onRetry={() => {
          setProblem(null);
          setPayKey(newIdempotencyKey());
        }}
        onVerify={() => setProblem(null)}
      />
      <ThreeDSecureChallenge
        open={challenge}
        amount={amount}
        onComplete={() => void confirm()}
        onFail={() => {
          setChallenge(false);
          setProblem({ kind: 'failed', reason: 'The card’s bank could not confirm this payment.' });
        }}
      />
    </section>
  );
}
