'use client';

import { useQuery } from '@apollo/client/react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { FigureList } from '@/components/ui/FigureList';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierScorecardDocument, type SupplierScorecardQuery } from '@/graphql/generated/client/graphql';
import { apiFailureOf } from '@/lib/apollo/errors';
import { supplierRoutes } from '@/lib/app-routes';
import { plural } from '@/lib/format';
import { SCORECARD_RULES, scorecardBasis, scorecardRows } from '@/lib/order/scorecard';

type Scorecard = SupplierScorecardQuery['supplierScorecard'];

/**
 * The supplier's scorecard: the figures contractors see beside its prices when they choose a
 * producer, and, for the supplier alone, the orders behind each rate and its disputes.
 */
export function SupplierScorecard() {
  return (
    <SignedInGate returnPath={supplierRoutes.scorecard} loadingText="Loading your scorecard…">
      {() => <ScorecardScreen />}
    </SignedInGate>
  );
}

function ScorecardScreen() {
  const query = useQuery(SupplierScorecardDocument);
  const card = query.data?.supplierScorecard;
  if (query.loading && !card) {
    return (
      <p role="status" className={ordersStyles.muted}>
        Loading your scorecard…
      </p>
    );
  }
  if (!card) {
    return (
      <div role="alert" className={ordersStyles.alert}>
        <p>{apiFailureOf(query.error).message}</p>
        <button type="button" className={ordersStyles.secondary} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const enough = card.deliveredOrders >= card.minimumDeliveries;
  return (
    <div className={ordersStyles.stack}>
      <section className={ordersStyles.card} aria-labelledby="scorecard-public">
        <h2 id="scorecard-public">What contractors see</h2>
        <p className={ordersStyles.muted}>
          {scorecardBasis(card)}. Contractors see these figures beside your prices when they choose a producer.
        </p>
        {!enough && (
          <p className={ordersStyles.notice}>
            Not enough deliveries yet: your rates show from {plural(card.minimumDeliveries, 'delivered order')} in the
            last {card.periodDays} days.
          </p>
        )}
        <FigureList className={ordersStyles.facts} rows={scorecardRows(card)} />
        <p className={ordersStyles.muted}>{SCORECARD_RULES}</p>
      </section>
      <OrdersBehind card={card} />
    </div>
  );
}

/** The counts only the supplier sees: which orders made each rate what it is, and its disputes. */
function OrdersBehind({ card }: { card: Scorecard }) {
  const of = (count: number) => `${count} of ${plural(card.deliveredOrders, 'delivered order')}`;
  const rows = [
    { label: 'Late for the delivery window', value: of(card.lateWindowOrders) },
    { label: 'Late for a truck’s ETA', value: of(card.lateEtaOrders) },
    { label: 'Short of the quantity ordered', value: of(card.shortOrders) },
    { label: 'Canceled by you', value: plural(card.canceledBySupplier, 'order') },
    { label: 'Canceled by the contractor', value: plural(card.canceledByContractor, 'order') },
    {
      label: 'Disputes',
      value: `${plural(card.disputes, 'dispute')}: ${card.disputesAccepted} accepted, ${card.disputesOpen} waiting for an answer`,
    },
  ];
  return (
    <section className={ordersStyles.card} aria-labelledby="scorecard-behind">
      <h2 id="scorecard-behind">Behind the figures</h2>
      <p className={ordersStyles.muted}>
        Only your team sees these. A contractor&apos;s cancellation does not count against you.
      </p>
      <FigureList className={ordersStyles.facts} rows={rows} />
    </section>
  );
}
