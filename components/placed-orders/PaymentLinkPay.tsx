'use client';

import { answerOfRejection } from '@/lib/apollo/errors';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';

import { BankAccountForm } from '@/components/payments/BankAccountForm';
import { CardForm } from '@/components/payments/CardForm';
import { MicroDepositForm } from '@/components/payments/MicroDepositForm';
import { PaymentStateDialog } from '@/components/payments/PaymentStateDialog';
import { ThreeDSecureChallenge } from '@/components/payments/ThreeDSecureChallenge';
import { usePaymentFlow } from '@/components/payments/usePaymentFlow';
import { useLazyImport } from '@/components/ui/useLazyImport';
import {
  PaymentLinkConfirmPaymentDocument,
  PaymentLinkPayDocument,
  PaymentLinkVerifyBankAccountDocument,
  type BankAccountInput,
  type CardPaymentMethodInput,
  type OrderPaymentFieldsFragment,
  type PaymentGatewayName,
  type PaymentLinkPayInput,
} from '@/graphql/generated/client/graphql';
import { formatMoney } from '@/lib/money';
import { CONFIRMATION_FAILED, type AccountToVerify } from '@/lib/order/payment-flow';
import { paymentState, type PaymentStateSource } from '@/lib/order/payment-state';
import { formRefusal, paymentProblemOf, type PaymentFormResult } from '@/lib/order/payment-problems';
import type { BankPaymentType } from '@/lib/validation/bank-account';
import { PAYMENT_MESSAGES } from '@/lib/validation/payments';

import { OrderAmounts } from './OrderAmounts';
import type { PaymentLinkView } from './PaymentRequest';
import styles from '@/components/ui/Workspace.module.scss';

// Stripe's Payment Element and Stripe.js load only when Stripe takes payments and a card is chosen.
const importStripeCardForm = () => import('@/components/payments/StripeCardForm');

export interface PaymentLinkPayProps {
  token: string;
  /** The link's invoice as it was opened: its payment, its amounts, whether it takes a payment. */
  link: PaymentLinkView;
  gateway: { name: PaymentGatewayName; publishableKey: string | null };
}

type Method = 'card' | BankPaymentType;

/** The bank debit of the order's country: pre-authorised debit in Canada, ACH in the US. */
const BANK_BY_CURRENCY: Partial<Record<string, BankPaymentType>> = { CAD: 'stripe_b2b_ca', USD: 'stripe_b2b_us' };

/** The link's token names the account the payer typed: its micro-deposits need no id. */
const ACCOUNT_ENTERED: AccountToVerify = { id: null, label: 'the bank account you entered' };

/** The link's order in the words of `paymentState`, as opened or as the last answer left it. */
function linkPaymentSource(link: PaymentLinkView, answered: OrderPaymentFieldsFragment | null): PaymentStateSource {
  const source: PaymentStateSource = {
    status: link.status,
    paymentType: link.paymentType,
    paymentStatus: link.paymentStatus,
    paymentDueDate: link.paymentDueDate,
    unpaidAmountCents: link.unpaidAmountCents,
    currency: link.currency,
    payment: link.payingWith ? { method: link.payingWith } : null,
  };
  if (!answered) return source;
  return {
    ...source,
    paymentStatus: answered.status,
    unpaidAmountCents: answered.unpaidAmountCents,
    payment: { method: answered.method, paidAt: answered.paidAt, failureMessage: answered.failureMessage },
  };
}

/**
 * Paying a payment link as a guest: by card (the sandbox's card form, or Stripe's Payment Element
 * when Stripe takes payments) or by bank account with the debit mandate, verified with
 * micro-deposits when it is a US or Canadian one; then the confirmation. The payment flow
 * (lib/order/payment-flow.ts) decides what each answer means; this shows it: the spec's payment
 * states have their dialogs ('Payment Failed' with Retry Payment, which makes a new idempotency
 * key; 'Payment method was not created', 'Payment is already in process'...).
 */
export function PaymentLinkPay(props: PaymentLinkPayProps) {
  const { token, link, gateway } = props;
  const { orderNumber, supplierName, currency } = link;
  // The answer of the payment made here: what the order owes now, and its state's words.
  const [answered, setAnswered] = useState<OrderPaymentFieldsFragment | null>(null);
  const unpaidAmountCents = answered?.status === 'succeeded' ? answered.unpaidAmountCents : link.unpaidAmountCents;
  const id = useId();
  const client = useApolloClient();
  const bankType = BANK_BY_CURRENCY[currency.toUpperCase()];
  const [method, setMethod] = useState<Method>('card');
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const stripe = gateway.name === 'stripe' && gateway.publishableKey ? gateway.publishableKey : null;
  const { loaded: stripeModule, load: loadStripe } = useLazyImport(importStripeCardForm);
  const amount = formatMoney(unpaidAmountCents, currency);

  /** The API's answer to a payment request; what goes back to the form that asked, if anything. */
  function answer(payment: OrderPaymentFieldsFragment | undefined, error: unknown): PaymentFormResult {
    if (payment) {
      setAnswered(payment);
      dispatch({ type: 'answered', payment, gateway: gateway.name, account: ACCOUNT_ENTERED });
      return null;
    }
    const problem = paymentProblemOf(error);
    dispatch({ type: 'refused', problem });
    return formRefusal(problem);
  }

  /** After 3-D Secure: the server takes the payment on and answers where it stands. */
  const confirm = async () => {
    dispatch({ type: 'sent' });
    const result = await client
      .mutate({ mutation: PaymentLinkConfirmPaymentDocument, variables: { token } })
      .catch(answerOfRejection);
    answer(result.data?.paymentLinkConfirmPayment, result.error);
  };
  const { flow, dispatch, retry } = usePaymentFlow({
    stripeKey: stripe,
    confirm,
    // The order's payment as the link was opened: a bank account may be waiting for verification;
    // an invoice on 120-day terms is `authorized` yet owed (`payable`), so it is paid here.
    resumed: {
      type: 'resumed',
      status: link.paymentStatus,
      gateway: gateway.name,
      account: ACCOUNT_ENTERED,
      payable: link.payable,
    },
  });
  const { step, busy, problem } = flow;

  useEffect(() => {
    if (stripe && method === 'card') loadStripe();
  }, [stripe, method, loadStripe]);

  const phase: 'paid' | 'processing' | 'closed' | null =
    step.name === 'settled'
      ? step.status === 'succeeded'
        ? 'paid'
        : 'processing'
      : step.name === 'closed'
        ? 'closed'
        : null;

  // The confirmation replaces the forms: take focus to it so it is read out.
  useEffect(() => {
    if (phase) outcomeRef.current?.focus();
  }, [phase]);

  const pay = async (input: PaymentLinkPayInput): Promise<PaymentFormResult> => {
    dispatch({ type: 'sent' });
    const result = await client
      .mutate({
        mutation: PaymentLinkPayDocument,
        variables: { token, input, idempotencyKey: flow.payKey },
      })
      .catch(answerOfRejection);
    return answer(result.data?.paymentLinkPay, result.error);
  };

  const verify = async (amountsCents: [number, number]): Promise<PaymentFormResult> => {
    const result = await client
      .mutate({
        mutation: PaymentLinkVerifyBankAccountDocument,
        variables: { token, amountsCents },
      })
      .catch(answerOfRejection);
    const payment = result.data?.paymentLinkVerifyBankAccount;
    if (payment) return answer(payment, undefined);
    const failure = paymentProblemOf(result.error);
    return { message: failure.kind === 'other' ? failure.message : null };
  };

  const state = paymentState(linkPaymentSource(link, answered), link.timeZone);
  const amounts = (
    <section className={styles.card} aria-labelledby={`${id}-amounts`}>
      <h2 id={`${id}-amounts`}>Amounts</h2>
      <OrderAmounts
        quote={link.quote}
        productType={link.productType}
        unpaidAmountCents={unpaidAmountCents}
        labelledBy={`${id}-amounts`}
      />
    </section>
  );

  if (phase) {
    // The money's state in the words every surface uses; a receipt's thanks when it was taken here.
    const [title, text] =
      phase === 'closed'
        ? [PAYMENT_MESSAGES.linkInvalid, 'This invoice was paid already, or the link has expired.']
        : [
            phase === 'paid' ? 'Payment received' : state.label,
            phase === 'paid' && answered
              ? `Thank you: ${formatMoney(answered.amountCents, currency)} was paid to ${supplierName} for invoice ${orderNumber}. ${state.detail ?? ''}`.trim()
              : (state.detail ?? ''),
          ];
    return (
      <>
        {amounts}
        <section className={styles.card} aria-labelledby={`${id}-outcome`}>
          <h2 id={`${id}-outcome`} ref={outcomeRef} tabIndex={-1}>
            {title}
          </h2>
          <p>{text}</p>
        </section>
      </>
    );
  }

  const StripeCardForm = stripeModule?.StripeCardForm;
  const payLabel = `Pay ${amount}`;
  return (
    <>
      {amounts}
      <section className={styles.card} aria-labelledby={`${id}-pay`}>
        <h2 id={`${id}-pay`}>{step.name === 'verify' ? 'Verify your bank account' : 'Pay this invoice'}</h2>
        <p>
          <span className={styles.badge} data-tone={state.tone}>
            {state.label}
          </span>{' '}
          {state.detail}
        </p>
        {step.name === 'verify' ? (
          <MicroDepositForm
            accountLabel={step.account.label}
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
          onClose={() => dispatch({ type: 'problemClosed' })}
          onRetry={retry}
          onVerify={() => dispatch({ type: 'problemClosed' })}
        />
        <ThreeDSecureChallenge
          open={step.name === 'challenge'}
          what={`a payment of ${amount}`}
          onComplete={() => void confirm()}
          onFail={() => dispatch({ type: 'confirmationFailed', reason: CONFIRMATION_FAILED })}
        />
      </section>
    </>
  );
}
