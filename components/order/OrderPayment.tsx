'use client';

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useState } from 'react';

import { BankAccountForm } from '@/components/payments/BankAccountForm';
import { CardForm } from '@/components/payments/CardForm';
import { MicroDepositForm } from '@/components/payments/MicroDepositForm';
import { paymentProblemOf, type PaymentProblem } from '@/components/payments/paymentProblems';
import { PaymentStateDialog } from '@/components/payments/PaymentStateDialog';
import { ThreeDSecureChallenge } from '@/components/payments/ThreeDSecureChallenge';
import type { PaymentFormResult } from '@/components/payments/types';
import { Price } from '@/components/ui/Price';
import { useLazyImport } from '@/components/ui/useLazyImport';
import {
  BankAccountCreateDocument,
  BankAccountVerifyDocument,
  CardPaymentMethodCreateDocument,
  CheckoutCreditAccountDocument,
  OrderPayDocument,
  OrderPaymentConfirmDocument,
  OrderPaymentStateDocument,
  PaymentGatewayDocument,
  PaymentMethodAttachDocument,
  PaymentMethodsDocument,
  PaymentSetupIntentCreateDocument,
  type BankAccountInput,
  type CardPaymentMethodInput,
  type CheckoutCreditAccountQuery,
  type OrderPaymentStatus,
  type OrderPaymentFieldsFragment,
  type PaymentMethodFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { appRoutes } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';
import { newIdempotencyKey } from '@/lib/order/draft';
import { paymentKindOf, thankYouPath, type PaymentKind } from '@/lib/order/payment';
import { PAYMENT_MESSAGES } from '@/lib/validation/payments';

import { ChoiceCard } from './ChoiceCard';
import { LoadFailure } from './LoadFailure';
import styles from './steps/steps.module.scss';

// Stripe's Payment Element and Stripe.js load only when Stripe takes payments.
const importStripeCardForm = () =>
  import('@/components/payments/StripeCardForm').then((module) => module.StripeCardForm);

const NEW_METHOD = 'new';
/** Once verified, the bank debit starts on the server: read the order again until it has. */
const DEBIT_START_POLLS = 5;
const DEBIT_START_POLL_MS = 800;

export interface OrderPaymentProps {
  orderId: string;
  /** The contact's email: Canadian pre-authorised debits need the payer's. */
  contactEmail: string;
  /** Who debits a bank account, for the mandate. */
  supplierName: string;
}

const settled = (status: OrderPaymentStatus) =>
  status === 'authorized' || status === 'succeeded' || status === 'processing';

/**
 * The payment step, after placing: pays the order the way checkout chose. Card: a saved card or a
 * new one (the sandbox's card form, or Stripe's Payment Element when Stripe takes payments),
 * pre-authorised for the amount due plus the hold; 3-D Secure when the bank asks. Bank account: a
 * saved account or a new one with the debit mandate, verified with micro-deposits when new.
 * 120-day terms: within the credit account's available credit. Every state of the spec has its
 * dialog; success goes to the thank-you page. Each attempt has its idempotency key: a double click
 * or a lost answer is the same attempt, Retry Payment after a failure is a new one.
 */
export function OrderPayment({ orderId, contactEmail, supplierName }: OrderPaymentProps) {
  const id = useId();
  const client = useApolloClient();
  const router = useRouter();
  const orderState = useQuery(OrderPaymentStateDocument, {
    variables: { id: orderId },
    context: { toastErrors: false },
  });
  const gateway = useQuery(PaymentGatewayDocument);
  const order = orderState.data?.order;
  const kind: PaymentKind | null = order ? paymentKindOf(order.paymentType) : null;
  const methods = useQuery(PaymentMethodsDocument, { skip: !kind || kind === 'terms' });
  const credit = useQuery(CheckoutCreditAccountDocument, { skip: kind !== 'terms' });
  const { loaded: StripeCardForm, load: loadStripeCardForm } = useLazyImport(importStripeCardForm);

  const [payKey, setPayKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<PaymentMethodFieldsFragment | null>(null);
  const [challenge, setChallenge] = useState<OrderPaymentFieldsFragment | null>(null);
  const [setupSecret, setSetupSecret] = useState<string | null>(null);

  const usable = (methods.data?.paymentMethods ?? []).filter(
    (method) =>
      method.verificationStatus !== 'failed' &&
      (kind === 'card'
        ? method.paymentType === 'card' || method.paymentType === 'stripe'
        : method.paymentType === order?.paymentType),
  );
  const choice = chosen ?? usable[0]?.id ?? NEW_METHOD;
  const stripe = gateway.data?.paymentGateway.name === 'stripe' ? gateway.data.paymentGateway : null;

  const finish = useCallback(
    (status: OrderPaymentStatus) => {
      if (!order || !kind) return;
      router.push(thankYouPath({ orderId: order.id, status, kind }));
    },
    [order, kind, router],
  );

  // Paid already (a reload after paying): on to the thank-you page.
  useEffect(() => {
    if (order && settled(order.paymentStatus)) finish(order.paymentStatus);
  }, [order, finish]);

  // Stripe: the Payment Element needs a setup intent (and Stripe.js) for a new card.
  useEffect(() => {
    if (!stripe || kind !== 'card' || choice !== NEW_METHOD || setupSecret) return;
    loadStripeCardForm();
    void client
      .mutate({ mutation: PaymentSetupIntentCreateDocument, variables: { paymentType: 'card' } })
      .then((result) => setSetupSecret(result.data?.paymentSetupIntentCreate.clientSecret ?? null));
  }, [stripe, kind, choice, setupSecret, client, loadStripeCardForm]);

  const outcome = async (payment: OrderPaymentFieldsFragment) => {
    switch (payment.status) {
      case 'authorized':
      case 'succeeded':
      case 'processing':
        finish(payment.status);
        return;
      case 'failed':
        setProblem({ kind: 'failed', reason: payment.failureMessage ?? null });
        return;
      case 'requires_action':
        if (stripe && payment.clientSecret) {
          const stripeJs = await (
            await import('@/components/payments/StripeCardForm')
          ).stripeFor(stripe.publishableKey!);
          const handled = await stripeJs?.handleNextAction({ clientSecret: payment.clientSecret });
          if (handled?.error) {
            setProblem({ kind: 'failed', reason: handled.error.message ?? null });
            return;
          }
          await confirm();
        } else {
          setChallenge(payment);
        }
        return;
      case 'requires_confirmation':
        // A new account was set as the one to verify before paying; a saved one is the chosen one.
        setVerifying((current) => current ?? usable.find((candidate) => candidate.id === choice) ?? null);
        setProblem({ kind: 'requiresConfirmation' });
        return;
      default:
        setProblem({ kind: 'other', message: 'This payment is in an unexpected state. Please try again.' });
    }
  };

  /** Pays the order with a saved method (none for terms). */
  const pay = async (paymentMethodId: string | null): Promise<PaymentFormResult> => {
    setBusy(true);
    const result = await client
      .mutate({
        mutation: OrderPayDocument,
        variables: { input: { orderId, paymentMethodId }, idempotencyKey: payKey },
        context: { toastErrors: false },
      })
      .catch((error: unknown) => ({ data: undefined, error }));
    setBusy(false);
    const payment = result.data?.orderPay;
    if (!payment) {
      const failure = paymentProblemOf(result.error);
      if (failure.kind === 'verificationRequired') {
        setVerifying(usable.find((candidate) => candidate.id === paymentMethodId) ?? null);
      }
      setProblem(failure);
      return null;
    }
    await outcome(payment);
    return null;
  };

  const confirm = async () => {
    setChallenge(null);
    setBusy(true);
    const result = await client
      .mutate({ mutation: OrderPaymentConfirmDocument, variables: { orderId }, context: { toastErrors: false } })
      .catch((error: unknown) => ({ data: undefined, error }));
    setBusy(false);
    if (result.data?.orderPaymentConfirm) await outcome(result.data.orderPaymentConfirm);
    else setProblem(paymentProblemOf(result.error));
  };

  /** A method the API refused to save: its fields on the form, the rest in the dialog. */
  const refused = (error: unknown): PaymentFormResult => {
    const failure = paymentProblemOf(error);
    if (failure.kind === 'methodNotCreated' && Object.keys(failure.fields).length > 0) {
      const reason = failure.reason ? `: ${failure.reason}` : '.';
      return { message: `${PAYMENT_MESSAGES.methodNotCreated}${reason}`, fields: failure.fields };
    }
    setProblem(failure);
    return null;
  };

  const payWithNewCard = async (card: CardPaymentMethodInput): Promise<PaymentFormResult> => {
    setBusy(true);
    const saved = await client
      .mutate({
        mutation: CardPaymentMethodCreateDocument,
        variables: { input: card, idempotencyKey: newIdempotencyKey() },
        context: { toastErrors: false },
      })
      .catch((error: unknown) => ({ data: undefined, error }));
    setBusy(false);
    const method = saved.data?.cardPaymentMethodCreate;
    if (!method) return refused(saved.error);
    setChosen(method.id);
    void methods.refetch();
    return pay(method.id);
  };

  const payWithStripeCard = async (paymentMethodId: string): Promise<PaymentFormResult> => {
    setBusy(true);
    const saved = await client
      .mutate({
        mutation: PaymentMethodAttachDocument,
        variables: { paymentMethodId, paymentType: 'card' },
        context: { toastErrors: false },
      })
      .catch((error: unknown) => ({ data: undefined, error }));
    setBusy(false);
    const method = saved.data?.paymentMethodAttach;
    if (!method) return refused(saved.error);
    setChosen(method.id);
    setSetupSecret(null);
    void methods.refetch();
    return pay(method.id);
  };

  const payWithNewBankAccount = async (account: BankAccountInput): Promise<PaymentFormResult> => {
    setBusy(true);
    const saved = await client
      .mutate({
        mutation: BankAccountCreateDocument,
        variables: { input: account, idempotencyKey: newIdempotencyKey() },
        context: { toastErrors: false },
      })
      .catch((error: unknown) => ({ data: undefined, error }));
    setBusy(false);
    const method = saved.data?.bankAccountCreate;
    if (!method) return refused(saved.error);
    setChosen(method.id);
    setVerifying(method);
    void methods.refetch();
    return pay(method.id);
  };

  const verify = async (amountsCents: [number, number]): Promise<PaymentFormResult> => {
    if (!verifying) return null;
    const result = await client
      .mutate({
        mutation: BankAccountVerifyDocument,
        variables: { id: verifying.id, amountsCents },
        context: { toastErrors: false },
      })
      .catch((error: unknown) => ({ data: undefined, error }));
    if (!result.data?.bankAccountVerify) {
      const failure = paymentProblemOf(result.error);
      return { message: failure.kind === 'other' ? failure.message : null };
    }
    // Verified: the server starts the debit of the orders waiting for this account.
    for (let poll = 0; poll < DEBIT_START_POLLS; poll += 1) {
      const state = await orderState.refetch();
      const status = state.data?.order.paymentStatus;
      if (status && settled(status)) {
        finish(status);
        return null;
      }
      await new Promise((resolve) => window.setTimeout(resolve, DEBIT_START_POLL_MS));
    }
    setVerifying(null);
    return pay(verifying.id);
  };

  if ((orderState.error && !order) || (gateway.error && !gateway.data)) {
    return (
      <LoadFailure
        what="the payment"
        onRetry={() => {
          void orderState.refetch();
          void gateway.refetch();
        }}
      />
    );
  }
  if (!order || !kind || !gateway.data) return <p role="status">Loading the payment…</p>;

  const amountDue = formatMoney(order.amountDueCents, order.currency);
  const payLabel = kind === 'terms' ? `Put ${amountDue} on 120-day terms` : `Pay ${amountDue}`;
  const info = gateway.data.paymentGateway;

  return (
    <div className={styles.payment}>
      <p>
        Order <strong>{order.orderNumber}</strong> is placed. Amount due:{' '}
        <strong>
          <Price value={order.amountDueCents} currency={order.currency} />
        </strong>
        .
      </p>
      {kind === 'card' && (
        <p className={styles.hint}>
          Your card is pre-authorised for the amount due plus an additional {info.additionalHoldPercent}% hold for
          changes, and charged {info.chargeHoursBeforeDelivery} hours before delivery.
        </p>
      )}

      {verifying && problem?.kind !== 'requiresConfirmation' && problem?.kind !== 'verificationRequired' ? (
        <section aria-labelledby={`${id}-verify`}>
          <h3 id={`${id}-verify`} className={styles.subheading}>
            Verify your bank account
          </h3>
          <MicroDepositForm
            accountLabel={verifying.label}
            hint={info.name === 'sandbox' ? 'Test mode: the deposits are 32 and 45 cents.' : undefined}
            onSubmit={verify}
          />
        </section>
      ) : kind === 'terms' ? (
        <TermsPayment
          credit={credit.data?.creditAccount ?? null}
          loading={credit.loading}
          amountDueCents={order.amountDueCents}
          currency={order.currency}
          label={payLabel}
          busy={busy}
          onPay={() => void pay(null)}
        />
      ) : (
        <>
          {usable.length > 0 && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{kind === 'card' ? 'Your cards' : 'Your bank accounts'}</legend>
              <div className={styles.choiceList}>
                {usable.map((method) => (
                  <ChoiceCard
                    key={method.id}
                    name={`${id}-method`}
                    value={method.id}
                    checked={choice === method.id}
                    onChange={() => setChosen(method.id)}
                    title={method.label}
                    details={
                      method.verificationStatus === 'pending'
                        ? 'Waiting for its micro-deposits to be confirmed'
                        : method.expMonth && method.expYear
                          ? `Expires ${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}`
                          : undefined
                    }
                  />
                ))}
                <ChoiceCard
                  name={`${id}-method`}
                  value={NEW_METHOD}
                  checked={choice === NEW_METHOD}
                  onChange={() => setChosen(NEW_METHOD)}
                  title={kind === 'card' ? 'A new card' : 'A new bank account'}
                />
              </div>
            </fieldset>
          )}
          {choice !== NEW_METHOD ? (
            <button type="button" className={styles.payButton} disabled={busy} onClick={() => void pay(choice)}>
              {busy ? 'Processing…' : payLabel}
            </button>
          ) : kind === 'card' && stripe ? (
            StripeCardForm && setupSecret ? (
              <StripeCardForm
                publishableKey={stripe.publishableKey!}
                clientSecret={setupSecret}
                submitLabel={payLabel}
                busy={busy}
                onSubmit={payWithStripeCard}
              />
            ) : (
              <p role="status">Loading the card form…</p>
            )
          ) : kind === 'card' ? (
            <CardForm submitLabel={payLabel} busy={busy} onSubmit={payWithNewCard} />
          ) : (
            <BankAccountForm
              paymentType={order.paymentType === 'stripe_b2b_us' ? 'stripe_b2b_us' : 'stripe_b2b_ca'}
              defaultEmail={contactEmail}
              payee={supplierName}
              submitLabel={payLabel}
              busy={busy}
              onSubmit={payWithNewBankAccount}
            />
          )}
        </>
      )}

      {busy && (
        <p role="status" className={styles.hint}>
          Processing your payment…
        </p>
      )}

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
        open={Boolean(challenge)}
        amount={challenge ? formatMoney(challenge.amountCents, order.currency) : ''}
        onComplete={() => void confirm()}
        onFail={() => {
          setChallenge(null);
          setProblem({ kind: 'failed', reason: 'The card’s bank could not confirm this payment.' });
        }}
      />
    </div>
  );
}

function TermsPayment({
  credit,
  loading,
  amountDueCents,
  currency,
  label,
  busy,
  onPay,
}: {
  credit: CheckoutCreditAccountQuery['creditAccount'];
  loading: boolean;
  amountDueCents: number;
  currency: string;
  label: string;
  busy: boolean;
  onPay: () => void;
}) {
  if (loading) return <p role="status">Loading your credit account…</p>;
  if (!credit || credit.status !== 'approved') {
    return (
      <div className={styles.hint}>
        <p>
          {credit?.decisionReason ?? 'Paying on 120-day terms needs an approved credit account.'}{' '}
          <a href={appRoutes.credit}>Apply for 120-day terms</a>, then come back to pay this order: it stays here.
        </p>
      </div>
    );
  }
  const beyond = credit.currency === currency && amountDueCents > credit.availableCents;
  return (
    <div className={styles.payment}>
      <p>
        Available credit: <Price value={credit.availableCents} currency={credit.currency} /> of{' '}
        <Price value={credit.limitCents} currency={credit.currency} />. The invoice is due {credit.termDays} days after
        delivery.
      </p>
      {beyond && (
        <p role="alert" className={styles.hint}>
          This order is beyond your available credit.
        </p>
      )}
      <button type="button" className={styles.payButton} disabled={busy} onClick={onPay}>
        {busy ? 'Processing…' : label}
      </button>
    </div>
  );
}
