'use client';

import { answerOfRejection } from '@/lib/apollo/errors';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

import { usePaymentFlow } from '@/components/payments/usePaymentFlow';
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
import { CONFIRMATION_FAILED, isSettledPayment, type AccountToVerify } from '@/lib/order/payment-flow';
import { formRefusal, paymentProblemOf, type PaymentFormResult } from '@/lib/order/payment-problems';

// Stripe's Payment Element and Stripe.js load only when Stripe takes payments.
const importStripeCardForm = () =>
  import('@/components/payments/StripeCardForm').then((module) => module.StripeCardForm);

/** The choice of a new card or bank account, next to the saved ones' ids. */
export const NEW_METHOD = 'new';
/** Once verified, the bank debit starts on the server: read the order again until it has. */
const DEBIT_START_POLLS = 5;
const DEBIT_START_POLL_MS = 800;

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

  const [chosen, setChosen] = useState<string | null>(null);
  const [setupSecret, setSetupSecret] = useState<string | null>(null);

  const usable = (methods.data?.paymentMethods ?? []).filter(
    (method) =>
      method.verificationStatus !== 'failed' &&
      (kind === 'card'
        ? method.paymentType === 'card' || method.paymentType === 'stripe'
        : method.paymentType === order?.paymentType),
  );
  // The company's default method first (account settings), else the newest that fits.
  const choice = chosen ?? (usable.find((method) => method.isDefault) ?? usable[0])?.id ?? NEW_METHOD;
  const gatewayInfo = gateway.data?.paymentGateway ?? null;
  const stripe = gatewayInfo?.name === 'stripe' ? gatewayInfo : null;
  const savedMethod = (id: string | null) => usable.find((candidate) => candidate.id === id) ?? null;

  const confirm = async () => {
    dispatch({ type: 'sent' });
    const result = await client
      .mutate({ mutation: OrderPaymentConfirmDocument, variables: { orderId } })
      .catch(answerOfRejection);
    answer(result.data?.orderPaymentConfirm, result.error);
  };
  const { flow, dispatch, retry } = usePaymentFlow({ stripeKey: stripe?.publishableKey ?? null, confirm });

  /**
   * The API's answer to a payment request, made with `account` when it is a bank account; what
   * goes back to the form that asked (a refused card's fields), if anything.
   */
  function answer(
    payment: OrderPaymentFieldsFragment | undefined,
    error: unknown,
    account?: AccountToVerify | null,
  ): PaymentFormResult {
    if (payment && gatewayInfo) {
      dispatch({ type: 'answered', payment, gateway: gatewayInfo.name, account });
      return null;
    }
    const problem = paymentProblemOf(error);
    dispatch({ type: 'refused', problem, account });
    return formRefusal(problem);
  }

  // Paid: the thank-you page (or the order page's own confirmation), also after a reload.
  const settledStatus = flow.step.name === 'settled' ? flow.step.status : null;
  useEffect(() => {
    if (!settledStatus || !order || !kind) return;
    if (onPaid) onPaid(settledStatus);
    else router.push(thankYouPath({ orderId: order.id, status: settledStatus, kind }));
  }, [settledStatus, order, kind, router, onPaid]);

  // A reload in the middle of paying: paid already, or the sandbox's 3-D Secure challenge again.
  // Once, from the order as first read: afterwards each request's answer moves the flow. A read
  // of the order while a payment is in flight sees it 'processing' (the server holds the order
  // for the attempt), which would pass for paid and hide the answer (a decline's Payment Failed).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !order || !gatewayInfo) return;
    resumed.current = true;
    dispatch({ type: 'resumed', status: order.paymentStatus, payment: order.payment, gateway: gatewayInfo.name });
  }, [order, gatewayInfo, dispatch]);

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

  /** Pays the order with a saved method (none for terms). */
  const pay = async (
    paymentMethodId: string | null,
    account: AccountToVerify | null = savedMethod(paymentMethodId),
  ): Promise<PaymentFormResult> => {
    dispatch({ type: 'sent' });
    const result = await client
      .mutate({
        mutation: OrderPayDocument,
        variables: { input: { orderId, paymentMethodId }, idempotencyKey: flow.payKey },
      })
      .catch(answerOfRejection);
    return answer(result.data?.orderPay, result.error, account);
  };

  /** Saves a new card or bank account (its own idempotency key), then pays with it. */
  const saveThenPay = async (
    save: () => Promise<{ method: PaymentMethodFieldsFragment | undefined; error: unknown }>,
  ): Promise<PaymentFormResult> => {
    // The form stays chosen (and keeps what was typed): after a decline, Retry Payment is one
    // change away. The saved method joins the list for next time.
    setChosen(NEW_METHOD);
    dispatch({ type: 'sent' });
    const { method, error } = await save();
    // A method the API refused to save: its fields on the form, the rest in the dialog.
    if (!method) return answer(undefined, error);
    void methods.refetch();
    return pay(method.id, method);
  };

  const payWithNewCard = (card: CardPaymentMethodInput) =>
    saveThenPay(async () => {
      const saved = await client
        .mutate({
          mutation: CardPaymentMethodCreateDocument,
          variables: { input: card, idempotencyKey: newIdempotencyKey() },
        })
        .catch(answerOfRejection);
      return { method: saved.data?.cardPaymentMethodCreate, error: saved.error };
    });

  const payWithStripeCard = (paymentMethodId: string) =>
    saveThenPay(async () => {
      const saved = await client
        .mutate({ mutation: PaymentMethodAttachDocument, variables: { paymentMethodId, paymentType: 'card' } })
        .catch(answerOfRejection);
      if (saved.data) setSetupSecret(null);
      return { method: saved.data?.paymentMethodAttach, error: saved.error };
    });

  const payWithNewBankAccount = (account: BankAccountInput) =>
    saveThenPay(async () => {
      const saved = await client
        .mutate({
          mutation: BankAccountCreateDocument,
          variables: { input: account, idempotencyKey: newIdempotencyKey() },
        })
        .catch(answerOfRejection);
      return { method: saved.data?.bankAccountCreate, error: saved.error };
    });

  const verifying = flow.step.name === 'verify' ? flow.step.account : null;
  const verify = async (amountsCents: [number, number]): Promise<PaymentFormResult> => {
    if (!verifying?.id) return null;
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
      if (status && isSettledPayment(status)) {
        dispatch({ type: 'resumed', status, gateway: gatewayInfo?.name ?? 'sandbox' });
        return null;
      }
      await new Promise((resolve) => window.setTimeout(resolve, DEBIT_START_POLL_MS));
    }
    return pay(verifying.id, verifying);
  };

  return {
    order,
    kind,
    gateway: gatewayInfo,
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
    busy: flow.busy,
    problem: flow.problem,
    closeProblem: () => dispatch({ type: 'problemClosed' }),
    retry,
    verifying,
    challenge: flow.step.name === 'challenge' ? flow.step : null,
    failChallenge: () => dispatch({ type: 'confirmationFailed', reason: CONFIRMATION_FAILED }),
    pay: (paymentMethodId: string | null) => pay(paymentMethodId),
    confirm,
    verify,
    payWithNewCard,
    payWithStripeCard,
    payWithNewBankAccount,
  };
}
