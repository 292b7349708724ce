'use client';

import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { apiFailureOf } from '@/lib/apollo/errors';
import formStyles from '@/components/forms/Form.module.scss';
import { useLazyImport } from '@/components/ui/useLazyImport';
import {
  CheckoutCreditAccountDocument,
  OrderQuoteDocument,
  type OrderQuoteFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { orderQuoteInputOf } from '@/lib/order/api-inputs';
import { cancellationTermsWords } from '@/lib/order/cancellation-words';
import type { DraftContact } from '@/lib/order/draft';
import { paymentChoicesFor, stepOfField } from '@/lib/order/placement';
import { orderStepTitle, type OrderStepSlug } from '@/lib/order/steps';
import { appRoutes } from '@/lib/app-routes';
import { contactInfoSchema, type ContactInfo } from '@/lib/validation/order';

import { ChoiceCard } from '../ChoiceCard';
import { ContactInfoSection } from '../ContactInfo';
import type { ContactFormHandle } from '../ContactInfoForm';
import { OrderReview } from '../OrderReview';
import { OrderStep, StepActions } from '../OrderStep';
import { OrderSummary } from '../OrderSummary';
import { CreditLine, PlacementProblemNotice, PriceChangedModal } from '../CheckoutNotices';
import { usePlaceOrder } from '../usePlaceOrder';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

// The payment step: its forms (and Stripe.js, when Stripe takes payments) load once the order is
// placed, so the order flow's JavaScript before it stays within budget.
const importOrderPayment = () => import('../OrderPayment').then((module) => module.OrderPayment);

export interface CheckoutStepProps extends OrderStepContext {
  goTo: (step: OrderStepSlug) => void;
  /** The window filled up while the user was at checkout: back to Availability with the message. */
  onWindowTaken: (message: string) => void;
}

/**
 * Checkout: the order as chosen, contact info, the payment method and the server's quote. Placing
 * needs an account: signed out, the Authorization modal opens and placing carries on after it.
 * Once placed, the payment step takes over.
 */
export function CheckoutStep(props: CheckoutStepProps) {
  const { draft, dispatch, back, focusOnOpen, session, requestSignIn, goTo, onWindowTaken } = props;
  const id = useId();
  const signedIn = session.status === 'signedIn';
  const placed = draft.placedOrderId;
  const { loaded: OrderPayment, load: loadOrderPayment } = useLazyImport(importOrderPayment);
  useEffect(() => {
    if (placed) loadOrderPayment();
  }, [placed, loadOrderPayment]);

  const viewer = session.status === 'signedIn' ? session.viewer : null;
  // Signed in, the account's name, email and phone fill what was not typed.
  const contact = viewer
    ? {
        name: draft.contact.name || viewer.fullName || '',
        email: draft.contact.email || viewer.email || '',
        phoneNumber: draft.contact.phoneNumber || viewer.phone || '',
      }
    : draft.contact;
  // The contact is typed when signed out or incomplete; a complete one from the account is a line.
  const [changingContact, setChangingContact] = useState(false);
  const [contactErrors, setContactErrors] = useState(false);
  const editingContact =
    changingContact ||
    session.status === 'signedOut' ||
    (session.status === 'signedIn' && !contactInfoSchema.safeParse(contact).success);
  const contactForm = useRef<ContactFormHandle>(null);
  const onContactChange = useCallback(
    (typed: DraftContact) => dispatch({ type: 'contactSet', contact: typed }),
    [dispatch],
  );

  const input = orderQuoteInputOf(draft);
  const quoteQuery = useQuery(
    OrderQuoteDocument,
    input && session.status !== 'loading' && !placed ? { variables: { input } } : skipToken,
  );
  // Signing in applies the company's referral credit: quote again for this account.
  const viewerId = viewer?.id;
  const refetchQuote = quoteQuery.refetch;
  useEffect(() => {
    if (viewerId) void refetchQuote();
  }, [viewerId, refetchQuote]);

  // A new quote the user accepted (the price changed when placing) stands until the input changes.
  const [accepted, setAccepted] = useState<{ fingerprintOf: string; quote: OrderQuoteFieldsFragment } | null>(null);
  const inputKey = JSON.stringify(input);
  const acceptedQuote = accepted?.fingerprintOf === inputKey ? accepted.quote : null;
  const quote = acceptedQuote ?? quoteQuery.data?.orderQuote ?? null;
  // The supplier's cancellation terms, stated before placing (the server's, as the order will keep).
  const cancellation = quoteQuery.data?.orderQuote.cancellation ?? null;
  const quoteFailure = quoteQuery.error && !quoteQuery.loading ? apiFailureOf(quoteQuery.error) : null;
  const quoteFailureField = quoteFailure ? Object.keys(quoteFailure.fields)[0] : undefined;

  const { place, placing, problem, clearProblem } = usePlaceOrder({ dispatch, onWindowTaken });

  // The latest draft and quote, for placing after the Authorization modal (its callback outlives
  // the render that opened it).
  const latest = useRef({ draft, quote });
  latest.current = { draft, quote };

  const placeWith = (contact: ContactInfo, seen: OrderQuoteFieldsFragment | null = latest.current.quote) => {
    if (!seen) return;
    if (session.status !== 'signedIn') {
      requestSignIn(
        'Sign in or create your contractor account to place this order. Your order stays as it is.',
        () => void place(latest.current.draft, seen, contact),
        // The contact just typed is most likely the person's own: the account starts from it.
        { fullName: contact.name, email: contact.email, phone: contact.phoneNumber },
      );
      return;
    }
    void place(latest.current.draft, seen, contact);
  };
  /** The contact, checked; null (and its fields shown with their errors) when something is missing. */
  const checkedContact = async (): Promise<ContactInfo | null> => {
    if (editingContact && contactForm.current) return contactForm.current.validate();
    const parsed = contactInfoSchema.safeParse(contact);
    if (parsed.success && !editingContact) return parsed.data;
    setChangingContact(true);
    setContactErrors(true);
    return null;
  };
  const onPlace = async (seen?: OrderQuoteFieldsFragment) => {
    if (termsChosenBeyond) {
      setTriedBeyondCredit(true);
      return;
    }
    const checked = await checkedContact();
    if (checked) placeWith(checked, seen);
  };

  const choices = paymentChoicesFor(draft.city?.countryCode);
  // 120-day terms hold an order within the available credit: say so before placing.
  const credit = useQuery(CheckoutCreditAccountDocument, signedIn ? {} : skipToken);
  const creditAccount = credit.data?.creditAccount ?? null;
  const termsBeyondCredit = Boolean(
    creditAccount &&
    quote &&
    creditAccount.status === 'approved' &&
    creditAccount.currency === quote.currency &&
    quote.amountDueCents > creditAccount.availableCents,
  );
  const termsChosenBeyond = draft.paymentType === 'flexPayment' && termsBeyondCredit;
  const [triedBeyondCredit, setTriedBeyondCredit] = useState(false);

  if (placed) {
    return (
      <OrderStep
        title="Payment"
        intro="Your order is placed. Pay for it to confirm it with the supplier."
        focusOnOpen={focusOnOpen}
        actions={null}
      >
        {OrderPayment ? (
          <OrderPayment orderId={placed} contactEmail={contact.email} supplierName={draft.supplier?.name ?? ''} />
        ) : (
          <p role="status">Loading the payment…</p>
        )}
      </OrderStep>
    );
  }

  return (
    <OrderStep
      title="Checkout"
      intro="Check your order, tell us who to call about it, and choose how to pay."
      focusOnOpen={focusOnOpen}
      actions={
        <StepActions
          onBack={back}
          onNext={() => void onPlace()}
          nextLabel="Place order"
          busy={placing || !quote}
          busyLabel={placing ? 'Placing your order…' : 'Pricing your order…'}
        />
      }
    >
      <div className={styles.checkout}>
        <div className={styles.checkoutMain}>
          <section aria-labelledby={`${id}-review`}>
            <h3 id={`${id}-review`} className={styles.subheading}>
              Your order
            </h3>
            <OrderReview draft={draft} onChange={goTo} />
          </section>
          <section aria-labelledby={`${id}-contact`}>
            <h3 id={`${id}-contact`} className={styles.subheading}>
              Contact info
            </h3>
            <ContactInfoSection
              idPrefix={`${id}-contact`}
              contact={contact}
              editing={editingContact}
              pending={session.status === 'loading'}
              showErrors={contactErrors}
              onChange={onContactChange}
              onEdit={() => setChangingContact(true)}
              handleRef={contactForm}
            />
          </section>
          <fieldset className={styles.fieldset}>
            <legend className={styles.subheading}>Payment method</legend>
            <div className={styles.choiceList}>
              {choices.map((choice) => {
                const terms = choice.paymentType === 'flexPayment';
                return (
                  <ChoiceCard
                    key={choice.paymentType}
                    name={`${id}-payment`}
                    value={choice.paymentType}
                    checked={draft.paymentType === choice.paymentType}
                    disabled={terms && termsBeyondCredit}
                    onChange={() => dispatch({ type: 'paymentTypeChosen', paymentType: choice.paymentType })}
                    title={choice.title}
                    details={
                      <>
                        <p>{choice.details}</p>
                        {terms && creditAccount && <CreditLine account={creditAccount} beyond={termsBeyondCredit} />}
                      </>
                    }
                    actions={
                      terms && signedIn && !credit.loading && creditAccount?.status !== 'approved' ? (
                        <a href={appRoutes.credit}>Apply for terms</a>
                      ) : null
                    }
                  />
                );
              })}
            </div>
          </fieldset>
        </div>

        <aside className={styles.checkoutAside} aria-labelledby={`${id}-summary`}>
          <h3 id={`${id}-summary`} className="visually-hidden">
            Summary
          </h3>
          {quote && draft.productType ? (
            <OrderSummary quote={quote} productType={draft.productType} stale={quoteQuery.loading} />
          ) : quoteFailure ? (
            <div role="alert" className={formStyles.alert}>
              <p>{quoteFailureField ? quoteFailure.fields[quoteFailureField] : quoteFailure.message}</p>
              {quoteFailureField && stepOfField(quoteFailureField) !== 'checkout' ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => goTo(stepOfField(quoteFailureField))}
                >
                  Go to {orderStepTitle(stepOfField(quoteFailureField))}
                </button>
              ) : (
                <button type="button" className={styles.linkButton} onClick={() => void quoteQuery.refetch()}>
                  Try again
                </button>
              )}
            </div>
          ) : (
            <p role="status">Pricing your order…</p>
          )}
          {quote && cancellation && (
            <p className={styles.hint}>
              <strong>Cancellation:</strong> {cancellationTermsWords({ ...cancellation, currency: quote.currency })}
            </p>
          )}
          {!signedIn && session.status !== 'loading' && (
            <p className={styles.hint}>You will sign in or create your account when you place the order.</p>
          )}
          {triedBeyondCredit && termsChosenBeyond && (
            <p role="alert" className={formStyles.alert}>
              This order is beyond your available credit on 120-day terms. Choose a card or a bank account.
            </p>
          )}
          <PlacementProblemNotice
            problem={problem}
            onGoTo={(step) => {
              clearProblem();
              goTo(step);
            }}
            onSignIn={() => {
              clearProblem();
              void onPlace();
            }}
            onNewOrder={() => {
              clearProblem();
              dispatch({ type: 'idempotencyKeyRenewed' });
            }}
          />
        </aside>
      </div>

      <PriceChangedModal
        change={problem?.kind === 'priceChanged' ? problem : null}
        seen={quote}
        productType={draft.productType}
        onClose={clearProblem}
        onAccept={(fresh, placeNow) => {
          setAccepted({ fingerprintOf: inputKey, quote: fresh });
          clearProblem();
          if (placeNow) void onPlace(fresh);
        }}
      />
    </OrderStep>
  );
}
