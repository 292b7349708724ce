'use client';

import { useId } from 'react';

import { BankAccountForm } from '@/components/payments/BankAccountForm';
import { CardForm } from '@/components/payments/CardForm';
import { MicroDepositForm } from '@/components/payments/MicroDepositForm';
import { PaymentStateDialog } from '@/components/payments/PaymentStateDialog';
import { ThreeDSecureChallenge } from '@/components/payments/ThreeDSecureChallenge';
import { Price } from '@/components/ui/Price';
import type { OrderPaymentStatus } from '@/graphql/generated/client/graphql';
import { formatMoney } from '@/lib/money';
import { cardPaymentWords, type CardPaymentWords } from '@/lib/order/card-payment-words';

import { ChoiceCard } from './ChoiceCard';
import { LoadFailure } from './LoadFailure';
import styles from './steps/steps.module.scss';
import { TermsPayment } from './TermsPayment';
import { NEW_METHOD, useOrderPayment } from './useOrderPayment';

export interface OrderPaymentProps {
  orderId: string;
  /** The contact's email: Canadian pre-authorised debits need the payer's. */
  contactEmail: string;
  /** Who debits a bank account, for the mandate. */
  supplierName: string;
  /** Paid (held, taken, on its way or on terms): instead of going to the thank-you page. */
  onPaid?: (status: OrderPaymentStatus) => void;
}

/**
 * The payment step, after placing, and the order page's Pay (useOrderPayment does the paying). Card: a saved card or a new
 * one (the sandbox's card form, or Stripe's Payment Element when Stripe takes payments),
 * pre-authorised for the amount due plus the hold; 3-D Secure when the bank asks. Bank account: a
 * saved account or a new one with the debit mandate, verified with micro-deposits when new.
 * 120-day terms: within the credit account's available credit. Every state has its dialog.
 */
export function OrderPayment({ orderId, contactEmail, supplierName, onPaid }: OrderPaymentProps) {
  const id = useId();
  const payment = useOrderPayment(orderId, onPaid);
  const {
    order,
    kind,
    gateway: info,
    usable,
    choice,
    stripe,
    StripeCardForm,
    setupSecret,
    busy,
    problem,
    verifying,
    challenge,
  } = payment;

  if (payment.failedToLoad) return <LoadFailure what="the payment" onRetry={payment.reload} />;
  if (!order || !kind || !info) return <p role="status">Loading the payment…</p>;
  const amountDue = formatMoney(order.amountDueCents, order.currency);
  const card = kind === 'card' ? cardPaymentWords(order.cardPayment, order) : null;
  const payLabel = card?.payLabel ?? (kind === 'terms' ? `Put ${amountDue} on 120-day terms` : `Pay ${amountDue}`);

  return (
    <div className={styles.payment}>
      <p>
        Order <strong>{order.orderNumber}</strong> is placed. Amount due:{' '}
        <strong>
          <Price value={order.amountDueCents} currency={order.currency} />
        </strong>
        .
      </p>
      {card && (
        <div className={styles.hint}>
          {card.explanation.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}

      {verifying && problem?.kind !== 'requiresConfirmation' && problem?.kind !== 'verificationRequired' ? (
        <section aria-labelledby={`${id}-verify`}>
          <h3 id={`${id}-verify`} className={styles.subheading}>
            Verify your bank account
          </h3>
          <MicroDepositForm
            accountLabel={verifying.label}
            hint={info.name === 'sandbox' ? 'Test mode: the deposits are 32 and 45 cents.' : undefined}
            onSubmit={payment.verify}
          />
        </section>
      ) : kind === 'terms' ? (
        <TermsPayment
          credit={payment.credit}
          loading={payment.creditLoading}
          amountDueCents={order.amountDueCents}
          currency={order.currency}
          label={payLabel}
          busy={busy}
          onPay={() => void payment.pay(null)}
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
                    onChange={() => payment.choose(method.id)}
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
                  onChange={() => payment.choose(NEW_METHOD)}
                  title={kind === 'card' ? 'A new card' : 'A new bank account'}
                />
              </div>
            </fieldset>
          )}
          {choice !== NEW_METHOD ? (
            <button type="button" className={styles.payButton} disabled={busy} onClick={() => void payment.pay(choice)}>
              {busy ? 'Processing…' : payLabel}
            </button>
          ) : kind === 'card' && stripe ? (
            StripeCardForm && setupSecret ? (
              <StripeCardForm
                publishableKey={stripe.publishableKey!}
                clientSecret={setupSecret}
                submitLabel={payLabel}
                busy={busy}
                onSubmit={payment.payWithStripeCard}
              />
            ) : (
              <p role="status">Loading the card form…</p>
            )
          ) : kind === 'card' ? (
            <CardForm submitLabel={payLabel} busy={busy} onSubmit={payment.payWithNewCard} />
          ) : (
            <BankAccountForm
              paymentType={order.paymentType === 'stripe_b2b_us' ? 'stripe_b2b_us' : 'stripe_b2b_ca'}
              defaultEmail={contactEmail}
              payee={supplierName}
              submitLabel={payLabel}
              busy={busy}
              onSubmit={payment.payWithNewBankAccount}
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
        onClose={payment.closeProblem}
        onRetry={payment.retry}
        onVerify={payment.closeProblem}
      />
      <ThreeDSecureChallenge
        open={Boolean(challenge)}
        what={challenge ? confirmWhatOf(challenge.amountCents, order.currency, card) : ''}
        onComplete={() => void payment.confirm()}
        onFail={payment.failChallenge}
      />
    </div>
  );
}

/**
 * What 3-D Secure asks to confirm: the hold the step announced, or (a bank's challenge of another
 * amount, which the server decided) that amount as a payment, so the dialog never hides a number.
 */
function confirmWhatOf(amountCents: number, currency: string, card: CardPaymentWords | null): string {
  const amount = formatMoney(amountCents, currency);
  return card?.confirmWhat.endsWith(amount) ? card.confirmWhat : `a payment of ${amount}`;
}
