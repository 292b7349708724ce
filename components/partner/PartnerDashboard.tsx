'use client';

import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { OrderFacts } from '@/components/placed-orders/OrderFacts';
import { ApiRefusal } from '@/components/ui/ApiRefusal';
import { TableScroll } from '@/components/ui/TableScroll';
import styles from '@/components/ui/Workspace.module.scss';
import {
  PartnerDashboardDocument,
  type PartnerDashboardQuery,
  type PartnerFiguresFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { partnerRoutes } from '@/lib/app-routes';
import { REFERRAL_BONUS_CENTS } from '@/lib/constants';
import { dollars } from '@/lib/content/legal/blocks';
import { publicEnv } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';
import {
  PARTNER_BUTTON_LABELS,
  partnerButtonSnippet,
  partnerReferralUrl,
  type PartnerButtonAction,
} from '@/lib/partner-program/button';
import { commissionRateLabel } from '@/lib/partner-program/commission';
import { formatMonth } from '@/lib/time';

type Dashboard = PartnerDashboardQuery['partnerDashboard'];
type Amounts = PartnerFiguresFieldsFragment['earned'];

const STATUS_LABELS: Record<Dashboard['payouts'][number]['status'], string> = {
  pending: 'Scheduled',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
};

/** "$12.00 CAD, $4.50 USD"; a dash for nothing. */
const amounts = (list: Amounts) =>
  list.length === 0 ? '—' : list.map((amount) => formatMoney(amount.cents, amount.currency)).join(', ');

/**
 * The partner dashboard: the partner's referral link and buttons to copy, its rate, what they
 * brought (clicks, sign-ups, orders, the referral credit given, commission) month by month, and
 * the payouts that carried its commission. Anyone but a partner reads the API's FORBIDDEN answer.
 */
export function PartnerDashboard({ siteUrl }: { siteUrl: string }) {
  return (
    <SignedInGate returnPath={partnerRoutes.home} loadingText="Loading your dashboard…">
      {() => <DashboardScreen siteUrl={siteUrl} />}
    </SignedInGate>
  );
}

function DashboardScreen({ siteUrl }: { siteUrl: string }) {
  const query = useQuery(PartnerDashboardDocument);
  if (query.loading && !query.data) {
    return (
      <p role="status" className={styles.muted}>
        Loading your dashboard…
      </p>
    );
  }
  if (!query.data) return <ApiRefusal error={query.error} onRetry={() => void query.refetch()} />;
  const dashboard = query.data.partnerDashboard;
  return (
    <div className={styles.layout}>
      <p className={styles.muted}>
        {dashboard.name} · partner code <code>{dashboard.code}</code> · commission{' '}
        {commissionRateLabel(dashboard.commissionBps)} of each order’s subtotal
      </p>
      <LinkAndButtons code={dashboard.code} siteUrl={siteUrl} />
      <Totals dashboard={dashboard} />
      <Months dashboard={dashboard} />
      <Payouts dashboard={dashboard} />
    </div>
  );
}

/** A text to copy: a read-only field (select it by hand) and a Copy button. */
function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // The clipboard was refused: select the text so it can be copied by hand.
      fieldRef.current?.select();
    }
  };
  return (
    <div className={styles.stack}>
      <FormField id={id} label={label}>
        {multiline ? (
          <textarea id={id} ref={fieldRef} className={formStyles.control} value={value} readOnly rows={3} />
        ) : (
          <input id={id} ref={fieldRef} className={formStyles.control} value={value} readOnly />
        )}
      </FormField>
      <p className={styles.copyRow}>
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          Copy {label.toLowerCase()}
        </button>
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </p>
    </div>
  );
}

function LinkAndButtons({ code, siteUrl }: { code: string; siteUrl: string }) {
  const id = useId();
  const [action, setAction] = useState<PartnerButtonAction>('buy');
  const snippet = partnerButtonSnippet({ siteUrl, code, action, style: 'filled', size: 'medium' });
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your link and buttons</h2>
      <p>
        Contractors who sign up through your link get {dollars(REFERRAL_BONUS_CENTS)} of credit for their first orders;
        every click and every order it leads to is counted for you.
      </p>
      <CopyField label="Referral link" value={partnerReferralUrl(siteUrl, code)} />
      <FormField id={`${id}-action`} label="Button">
        <select
          id={`${id}-action`}
          className={formStyles.control}
          value={action}
          onChange={(event) => setAction(event.target.value as PartnerButtonAction)}
        >
          {(Object.keys(PARTNER_BUTTON_LABELS) as PartnerButtonAction[]).map((value) => (
            <option key={value} value={value}>
              {PARTNER_BUTTON_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      <CopyField label="Button HTML" value={snippet} multiline />
    </section>
  );
}

function Totals({ dashboard }: { dashboard: Dashboard }) {
  const { totals } = dashboard;
  return (
    <section className={styles.card} aria-labelledby="partner-totals">
      <h2 id="partner-totals">All time</h2>
      <OrderFacts
        facts={[
          ['Clicks', String(totals.clicks)],
          ['Sign-ups', String(totals.signUps)],
          ['Orders', String(totals.orders)],
          ['Referral credits given', dollars(totals.referralCreditsCents)],
          ['Commission earned', amounts(totals.earned)],
          ['Commission pending', amounts(totals.pending)],
          ['Commission paid out', amounts(dashboard.paidOut)],
          // A partner that is no supplier has no payout to wait for: what it is owed says it all.
          dashboard.paysOut
            ? ['Awaiting the next payout', amounts(dashboard.awaitingPayout)]
            : ['Owed to you', amounts(dashboard.owed)],
        ]}
      />
    </section>
  );
}

function Months({ dashboard }: { dashboard: Dashboard }) {
  return (
    <section className={styles.card} aria-labelledby="partner-months">
      <h2 id="partner-months">By month</h2>
      <p className={styles.muted}>
        Commission is earned once an order is delivered and paid; until then it is pending. Each order counts in the
        month it was placed (UTC).
      </p>
      <TableScroll label="Figures by month">
        <table className={styles.ordersTable}>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Clicks</th>
              <th scope="col">Sign-ups</th>
              <th scope="col">Orders</th>
              <th scope="col">Referral credits</th>
              <th scope="col">Commission earned</th>
              <th scope="col">Commission pending</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.months.map(({ month, figures }) => (
              <tr key={month}>
                <th scope="row">{formatMonth(month)}</th>
                <td>{figures.clicks}</td>
                <td>{figures.signUps}</td>
                <td>{figures.orders}</td>
                <td>{dollars(figures.referralCreditsCents)}</td>
                <td>{amounts(figures.earned)}</td>
                <td>{amounts(figures.pending)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function Payouts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <section className={styles.card} aria-labelledby="partner-payouts">
      <h2 id="partner-payouts">Payouts</h2>
      {!dashboard.paysOut ? (
        <>
          <p>
            {dashboard.owed.length === 0
              ? 'Nothing is owed to you yet: commission is earned once an order you brought is delivered and paid.'
              : `You are owed ${amounts(dashboard.owed)} of earned commission.`}
          </p>
          <p className={styles.muted}>
            Commission is paid out through a supplier’s weekly payouts, to its payout account. Paying a partner that
            does not sell on BuildMarket to an account of its own is not available yet, so no payout is scheduled for
            you: everything you earn stays owed to you in full, shown here, and is paid once it is. Questions about your
            commission: <a href={`mailto:${publicEnv.companyEmail}`}>{publicEnv.companyEmail}</a>.
          </p>
        </>
      ) : dashboard.payouts.length === 0 ? (
        <p className={styles.muted}>
          No payouts yet. Earned commission is paid with your supplier account’s next weekly payout.
        </p>
      ) : (
        <TableScroll label="Payouts">
          <table className={styles.ordersTable}>
            <thead>
              <tr>
                <th scope="col">Payout day</th>
                <th scope="col">Commission</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.payouts.map((payout) => (
                <tr key={payout.id}>
                  <th scope="row">{formatDate(payout.payoutDate)}</th>
                  <td>{formatMoney(payout.amountCents, payout.currency)}</td>
                  <td>{STATUS_LABELS[payout.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
