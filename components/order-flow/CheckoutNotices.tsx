'use client';

import formStyles from '@/components/forms/Form.module.scss';
import { Modal } from '@/components/ui/Modal';
import { Price } from '@/components/ui/Price';
import type {
  CheckoutCreditAccountQuery,
  OrderQuoteFieldsFragment,
  ProductType,
} from '@/graphql/generated/client/graphql';
import { appRoutes } from '@/lib/app-routes';
import { orderStepTitle, type OrderStepSlug } from '@/lib/order/steps';

import { OrderSummary } from './OrderSummary';
import styles from './steps/steps.module.scss';
import type { PlacementProblem } from './usePlaceOrder';

/** What checkout says when placing did not go through, and the way on. */

export function PlacementProblemNotice({
  problem,
  onGoTo,
  onSignIn,
  onNewOrder,
}: {
  problem: PlacementProblem | null;
  onGoTo: (step: OrderStepSlug) => void;
  onSignIn: () => void;
  onNewOrder: () => void;
}) {
  if (!problem || problem.kind === 'priceChanged') return null;
  return (
    <div role="alert" className={formStyles.alert}>
      <p>{problem.message}</p>
      {problem.kind === 'field' && (
        <button type="button" className={styles.linkButton} onClick={() => onGoTo(problem.step)}>
          Go to {orderStepTitle(problem.step)}
        </button>
      )}
      {problem.kind === 'signIn' && (
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          Sign in and place the order
        </button>
      )}
      {problem.kind === 'alreadyPlaced' && (
        <p>
          An order from this checkout was already placed: check <a href={appRoutes.orders}>your orders</a> before
          placing another.{' '}
          <button type="button" className={styles.linkButton} onClick={onNewOrder}>
            Place it as a new order
          </button>
        </p>
      )}
    </div>
  );
}

/** The credit account under the 120-day terms choice: what is available, or why terms are not. */
export function CreditLine({
  account,
  beyond,
}: {
  account: NonNullable<CheckoutCreditAccountQuery['creditAccount']>;
  beyond: boolean;
}) {
  if (account.status !== 'approved') return <p>Your application for terms was declined.</p>;
  return (
    <p role={beyond ? 'alert' : undefined}>
      {beyond ? 'This order is beyond your available credit of ' : 'Available credit: '}
      <Price value={account.availableCents} currency={account.currency} />
      {beyond ? '. Choose a card or a bank account.' : '.'}
    </p>
  );
}

/**
 * The quote changed while the user looked at it (spec: placing re-checks the quote): the new
 * amounts, to place at the new price or to review the order first.
 */
export function PriceChangedModal({
  change,
  seen,
  productType,
  onClose,
  onAccept,
}: {
  change: { message: string; quote: OrderQuoteFieldsFragment } | null;
  /** The quote the user saw. */
  seen: OrderQuoteFieldsFragment | null;
  productType: ProductType | null;
  onClose: () => void;
  /** The new quote stands; `placeNow`: place the order at it. */
  onAccept: (fresh: OrderQuoteFieldsFragment, placeNow: boolean) => void;
}) {
  return (
    <Modal open={Boolean(change)} onClose={onClose} title="The price of this order has changed">
      {change && seen && productType && (
        <div className={styles.modalBody}>
          <p>
            {change.message} Amount due was <Price value={seen.amountDueCents} currency={seen.currency} />, it is now{' '}
            <strong>
              <Price value={change.quote.amountDueCents} currency={change.quote.currency} />
            </strong>
            .
          </p>
          <OrderSummary quote={change.quote} productType={productType} />
          <div className={styles.actionsInline}>
            <button type="button" className={formStyles.submit} onClick={() => onAccept(change.quote, true)}>
              Place order at <Price value={change.quote.amountDueCents} currency={change.quote.currency} />
            </button>
            <button type="button" className={styles.secondaryAction} onClick={() => onAccept(change.quote, false)}>
              Review the order
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
