'use client';

import { answerOfRejection } from '@/lib/apollo/errors';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';

import { paymentProblemOf, type PaymentProblem } from '@/components/payments/paymentProblems';
import type { PaymentFormResult } from '@/components/payments/types';
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
  type OrderPaymentFieldsFragment,
  type OrderPaymentStatus,
  type PaymentMethodFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { newIdempotencyKey } from '@/lib/order/draft';
import { paymentKindOf, thankYouPath, type PaymentKind } from '@/lib/order/payment';
import { PAYMENT_MESSAGES } from '@/lib/validation/payments';

// Stripe's Payment Element and Stripe.js load only when Stripe takes payments.
const importStripeCardForm = () =>
  import('@/components/payments/StripeCardForm').then((module) => module.StripeCardForm);

/** The choice of a new card or bank account, next to the saved ones' ids. */
export const NEW_METHOD = 'new';
/** Once verified, the bank debit starts on the server: read the order again until it has. */
const DEBIT_START_POLLS = 5;
const DEBIT_START_POLL_MS = 800;

const settled = (status: OrderPaymentStatus) =>
  status === 'authorized' || status === 'succeeded' || status === 'processing';

/**
 * Paying a placed order, the way checkout chose, with every state of the spec: the order's
 * payment, the gateway, the saved methods that fit, and the actions (pay with a saved method,
 * save a new card or bank account and pay with it, confirm 3-D Secure, verify micro-deposits).
 * Each attempt has its idempotency key: a double click or a lost answer is the same attempt,
 * Retry Payment after a failure is a new one. A paid order goes to the thank-you page, or to
 * `onPaid` when given (the order page, which shows the order paid where it is).
 */
export function useOrderPayment(orderId: string, onPaid?: (status: OrderPaymentStatus) => void) {
  const client = useApolloClient();
  const router = useRouter();
  const orderState = useQuery(OrderPaymentStateDocument, {
    variables: { id: orderId },
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
      if (onPaid) onPaid(status);
      else router.push(thankYouPath({ orderId: order.id, status, kind }));
    },
    [order, kind, router, onPaid],
  );

  // Paid already (a reload after paying): on to the thank-you page. Waiting for the sandbox's
  // 3-D Secure (a reload during the challenge): the challenge again.
  useEffect(() => {
    if (order && settled(order.paymentStatus)) finish(order.paymentStatus);
    if (order?.payment?.status === 'requires_action' && gateway.data?.paymentGateway.name === 'sandbox') {
      setChallenge(order.payment);
    }
  }, [order, finish, gateway.data]);

  // Stripe: the Payment Element needs a setup intent (and Stripe.js) for a new card.
  useEffect(() => {
    if (!stripe || kind !== 'card' || choice !== NEW_METHOD || setupSecret) return;
    loadStripeCardForm();
    void client
      .mutate({
        mutation: PaymentSetupIntentCreateDocument,
        variables: { paymentType: 'card' },
        // The card form cannot open without it, and has no place for the reason: a toast says it.
        context: { toastErrors: true },
      })
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
      })
      .catch(answerOfRejection);
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
      .mutate({ mutation: OrderPaymentConfirmDocument, variables: { orderId } })
      .catch(answerOfRejection);
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
    setChosen(NEW_METHOD);
    setBusy(true);
    const saved = await client
      .mutate({
        mutation: CardPaymentMethodCreateDocument,
        variables: { input: card, idempotencyKey: newIdempotencyKey() },
      })
      .catch(answerOfRejection);
    setBusy(false);
    const method = saved.data?.cardPaymentMethodCreate;
    if (!method) return refused(saved.error);
    // The form stays chosen (and keeps what was typed): after a decline, Retry Payment is one
    // change away. The saved card joins the list for next time.
    void methods.refetch();
    return pay(method.id);
  };

  const payWithStripeCard = async (paymentMethodId: string): Promise<PaymentFormResult> => {
    setChosen(NEW_METHOD);
    setBusy(true);
    const saved = await client
      .mutate({
        mutation: PaymentMethodAttachDocument,
        variables: { paymentMethodId, paymentType: 'card' },
      })
      .catch(answerOfRejection);
    setBusy(false);
    const method = saved.data?.paymentMethodAttach;
    if (!method) return refused(saved.error);
    setSetupSecret(null);
    void methods.refetch();
    return pay(method.id);
  };

  const payWithNewBankAccount = async (account: BankAccountInput): Promise<PaymentFormResult> => {
    setChosen(NEW_METHOD);
    setBusy(true);
    const saved = await client
      .mutate({
        mutation: BankAccountCreateDocument,
        variables: { input: account, idempotencyKey: newIdempotencyKey() },
      })
      .catch(answerOfRejection);
    setBusy(false);
    const method = saved.data?.bankAccountCreate;
    if (!method) return refused(saved.error);
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
      })
      .catch(answerOfRejection);
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

  return {
    order,
    kind,
    gateway: gateway.data?.paymentGateway ?? null,
    failedToLoad: Boolean((orderState.error && !order) || (gateway.error && !gateway.data)),
    reload: () => {
      void orderState.refetch();
      void gateway.refetch();
    },
    credit: credit.data?.creditAccount ?? null,
    creditLoading: credit.loading,
    usable,
    choice,
    choose: setChosen,
    stripe,
    StripeCardForm,
    setupSecret,
    busy,
    problem,
    closeProblem: () => setProblem(null),
    retry: () => {
      setProblem(null);
      setPayKey(newIdempotencyKey());
    },
    verifying,
    challenge,
    failChallenge: () => {
      setChallenge(null);
      setProblem({ kind: 'failed', reason: 'The card’s bank could not confirm this payment.' });
    },
    pay,
    confirm,
    verify,
    payWithNewCard,
    payWithStripeCard,
    payWithNewBankAccount,
  };
}
