'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useRef, useState, type RefObject } from 'react';

import { productTypeLabels } from '@/lib/order/product-types';
import { orderWords } from '@/lib/order/order-words';
import { SignedInGate } from '@/components/auth/SignedInGate';
import { OrderDetailsDocument, type OrderDetailsQuery } from '@/graphql/generated/client/graphql';
import {
  formatAddress,
  formatQuantity,
  deliveryFacts,
  quantityLabel,
  truckFacts,
  PAYMENT_TYPE_LABELS,
} from '@/lib/order/format';
import { formatMoney } from '@/lib/money';
import { formatDateTime, timeZoneLabel } from '@/lib/time';
import { ENDED_WITHOUT_DELIVERY, ORDER_STATUS_LABELS, RATEABLE_STATUSES } from '@/lib/order/lifecycle';
import { INVOICE_LINK_TEXT, MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { canPayOrder, canRequestPayment, paymentState } from '@/lib/order/payment-state';
import { appRoutes, orderDisputePath, orderPath } from '@/lib/app-routes';
import { ANY_ORDER, useRefetchOnOrderChanges } from '@/lib/realtime/useOrderChanges';
import { disputeInPlay } from '@/lib/validation/disputes';

import { CancelOrder } from './CancelOrder';
import { OrderTracking } from './OrderTracking';
import { OrderChat } from './OrderChat';
import { OrderAgain } from './OrderAgain';
import { BalanceChanges } from './BalanceChanges';
import { OrderDisputes, useDisputeRequest } from './OrderDisputes';
import { OrderAmounts } from './OrderAmounts';
import { OrderFacts } from './OrderFacts';
import { actorOf, OrderHistory } from './OrderHistory';
import { OrderRating } from './OrderRating';
import styles from '@/components/ui/Workspace.module.scss';
import { PayOrder } from './PayOrder';
import { PourDayControls } from './PourDayControls';
import { QualityPaperLinks } from './QualityPaperLinks';
import { SignedDownload } from './SignedDownload';
import { PaymentLinkShare } from './PaymentLinkShare';
import { PaymentStateBadge } from './PaymentStateBadge';
import { WindowProposalNotice } from './WindowProposalNotice';
import { OrderLoading, OrderSection, OrderUnavailable } from './OrderPage';

type Order = OrderDetailsQuery['order'];
/** An invoice line may be disputed once the order is delivered. */
const INVOICED_STATUSES: readonly string[] = ['delivered', 'completed'];

/** Delivery day: the pour-day controls show (the API takes requests in these states only). */
const POUR_DAY_STATUSES: readonly Order['status'][] = ['scheduled', 'dispatched'];

/** An order's page: everything about it, its payment, its invoice, cancel and payment link. */
export function OrderDetails({ orderId, disputeLoadId = null }: { orderId: string; disputeLoadId?: string | null }) {
  return (
    <SignedInGate
      returnPath={disputeLoadId ? orderDisputePath(orderId, disputeLoadId) : orderPath(orderId)}
      loadingText="Loading the order…"
    >
      {() => <OrderScreen orderId={orderId} disputeLoadId={disputeLoadId} />}
    </SignedInGate>
  );
}

function OrderScreen({ orderId, disputeLoadId }: { orderId: string; disputeLoadId: string | null }) {
  const query = useQuery(OrderDetailsDocument, { variables: { id: orderId } });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paymentHeadingRef = useRef<HTMLHeadingElement>(null);
  const [justPaid, setJustPaid] = useState(false);
  const [payOffered, setPayOffered] = useState(false);
  // The supplier's answers (accepted, declined, a new window...) show without a reload.
  const { refetch } = query;
  useRefetchOnOrderChanges(refetch, (change) => change.orderId === ANY_ORDER || change.orderId === orderId);

  if (query.loading && !query.data) return <OrderLoading />;
  const order = query.data?.order;
  if (!order) {
    return (
      <OrderUnavailable
        error={query.error}
        onRetry={() => void query.refetch()}
        othersOrder="it belongs to another company"
        ordersHref={appRoutes.orders}
      />
    );
  }

  if (!payOffered && canPayOrder(order)) setPayOffered(true);
  const refresh = async () => (await query.refetch()).data?.order;
  const refreshAndFocus = () => {
    void refresh().then(() => headingRef.current?.focus());
  };
  return (
    <OrderView
      order={order}
      headingRef={headingRef}
      paymentHeadingRef={paymentHeadingRef}
      justPaid={justPaid}
      payOffered={payOffered}
      refreshInvoiceUrl={async () => (await refresh())?.invoiceUrl}
      refreshOrder={refresh}
      onCanceled={refreshAndFocus}
      onWindowAccepted={refreshAndFocus}
      refetch={() => query.refetch()}
      mapStyleUrl={query.data?.deliveryMap.styleUrl ?? null}
      disputeLoadId={disputeLoadId}
      onPaid={() => {
        // The order is read again (its payment state, invoice and amounts); focus goes to the
        // Payment heading, whose card now says how the order is paid.
        setJustPaid(true);
        void refresh().then(() => paymentHeadingRef.current?.focus());
      }}
    />
  );
}

export interface OrderViewProps {
  order: Order;
  headingRef: RefObject<HTMLHeadingElement | null>;
  paymentHeadingRef: RefObject<HTMLHeadingElement | null>;
  /** Paid on this page a moment ago: the payment card says so. */
  justPaid: boolean;
  /**
   * Pay was offered on this visit: it stays while a payment is in flight ('processing': the server
   * holds the order for the attempt), so that the attempt's answer (a decline's Payment Failed)
   * still has its place when the page reads the order meanwhile.
   */
  payOffered?: boolean;
  refreshInvoiceUrl: () => Promise<string | undefined>;
  /** Reads the order again and answers it (a change of its total's fresh state and links). */
  refreshOrder?: () => Promise<Pick<Order, 'balanceChanges'> | undefined>;
  onCanceled: () => void;
  onWindowAccepted: () => void;
  onPaid: () => void;
  /** Reads the order again (after a chat message). */
  refetch: () => Promise<unknown>;
  /** MAP_STYLE_URL when map tiles are configured: the trucks' tracking shows a map. */
  mapStyleUrl?: string | null;
  /** A delivered load to open the dispute form on (the e-ticket mail's link, `?dispute=`). */
  disputeLoadId?: string | null;
}

/** The note on a concrete or aggregates order canceled unpaid; a bin order's has its own words. */
export const UNPAID_CANCEL_NOTE = orderWords('readyMix').unpaidCanceled;

/**
 * Why an order ended without delivery, as the contractor reads it: "NorthPeak Ready Mix declined
 * this order: No trucks that morning." Null for an order still going ahead.
 */
export function endedNote(
  order: Pick<
    Order,
    | 'status'
    | 'statusReason'
    | 'cancelReason'
    | 'history'
    | 'supplierName'
    | 'contractorName'
    | 'productType'
    | 'cancellationFeeCents'
    | 'currency'
  >,
) {
  if (!ENDED_WITHOUT_DELIVERY.includes(order.status)) return null;
  if (order.status === 'canceled' && order.cancelReason === 'unpaid')
    return orderWords(order.productType).unpaidCanceled;
  const event = order.history.findLast((entry) => entry.kind === 'status' && entry.status === order.status);
  const who =
    event?.party === 'contractor'
      ? 'You'
      : event
        ? actorOf({ party: event.party, actorName: null }, order)
        : 'The supplier';
  const what = `${who} ${order.status === 'declined' ? 'declined' : 'canceled'} this order`;
  const reason = order.statusReason ?? event?.reason;
  const said = reason ? `${what}: ${reason}` : `${what}.`;
  if (order.status !== 'canceled' || order.cancellationFeeCents === null) return said;
  return `${said} ${lateCancelNote(order.cancellationFeeCents, order.currency, order.supplierName)}`;
}

/** An order canceled inside the window: what was kept. */
export const lateCancelNote = (feeCents: number, currency: string, supplierName: string) =>
  `It was canceled inside the cancellation window: ${supplierName}'s late cancellation fee of ${formatMoney(feeCents, currency)} is charged, the rest is given back.`;

/** The order as its page shows it (exported for tests: the page wraps it in its query). */
export function OrderView(props: OrderViewProps) {
  const { order, headingRef, paymentHeadingRef, justPaid, refreshInvoiceUrl, onCanceled, onWindowAccepted, onPaid } =
    props;
  // "Dispute" beside a load's e-ticket, or the e-ticket mail's link: the form opens on that load.
  const [disputeRequest, requestDispute] = useDisputeRequest(props.disputeLoadId ?? null);
  const ended = endedNote(order);
  const deliveredLoads = order.loads.filter((load) => load.step === 'delivered');
  // A load with a dispute in play cannot have another: its e-ticket offers none.
  const disputedLoadIds = new Set(
    order.disputes.flatMap((dispute) => (disputeInPlay(dispute.status) && dispute.loadId ? [dispute.loadId] : [])),
  );
  const disputableLoadIds = deliveredLoads.map((load) => load.id).filter((id) => !disputedLoadIds.has(id));
  const showPay =
    canPayOrder(order) ||
    (Boolean(props.payOffered) && !justPaid && order.status === 'placed' && order.paymentStatus === 'processing');
  const cancel =
    order.cancelable || order.lateCancelable ? <CancelOrder order={order} onCanceled={onCanceled} /> : null;
  const state = paymentState(order, order.timeZone);
  const words = orderWords(order.productType);
  const site = [order.siteName, order.jobNumber ? `Job or PO number ${order.jobNumber}` : null]
    .filter(Boolean)
    .join(' · ');
  const siteNotes = [
    order.gateCode ? `Gate code: ${order.gateCode}` : null,
    order.accessNotes ? `Access: ${order.accessNotes}` : null,
    order.washoutNotes && words.asksWashout ? `Washout: ${order.washoutNotes}` : null,
  ]
    .filter(Boolean)
    .join('\n');

  return (
    <div className={styles.layout}>
      <div className={styles.heading}>
        <h1 ref={headingRef} tabIndex={-1}>
          Order <span className={styles.nowrap}>{order.orderNumber}</span>
        </h1>
        {/* Announced when the supplier's answer arrives while the page is open. */}
        <span className={styles.badges} aria-live="polite">
          <span
            className={styles.badge}
            data-tone={ENDED_WITHOUT_DELIVERY.includes(order.status) ? 'danger' : 'neutral'}
          >
            {ORDER_STATUS_LABELS[order.status]}
          </span>
          <PaymentStateBadge state={state} />
        </span>
      </div>
      <p className={styles.muted}>
        Placed {formatDateTime(order.createdAt, order.timeZone)} with {order.supplierName}.{' '}
        <Link href={appRoutes.orders}>All orders</Link>
      </p>
      <OrderAgain orderId={order.id} />
      {ended && <p className={styles.alert}>{ended}</p>}
      {order.windowProposal && (
        <WindowProposalNotice
          orderId={order.id}
          proposal={order.windowProposal}
          cancel={cancel}
          onAccepted={onWindowAccepted}
        />
      )}

      {(order.loads.length > 0 ||
        order.requests.length > 0 ||
        (order.productType !== 'rentals' && POUR_DAY_STATUSES.includes(order.status))) && (
        <OrderSection id="order-trucks" title={words.trackingTitle}>
          {order.loads.length > 0 && (
            <OrderTracking
              loads={order.loads}
              productType={order.productType}
              deliveryWindow={order.deliveryWindow}
              timeZone={order.timeZone}
              mapStyleUrl={props.mapStyleUrl ?? null}
              disputableLoadIds={disputableLoadIds}
              onDispute={requestDispute}
              qualityPapers={order.qualityPapers}
            />
          )}
          {/* Holding the next truck, its spacing and the balance are a pour's: a bin has none. */}
          {order.productType !== 'rentals' && <PourDayControls order={order} onChanged={props.refetch} />}
        </OrderSection>
      )}

      <div className={styles.columns}>
        <OrderSection id="order-summary" title="Order">
          <OrderFacts
            facts={[
              [MORE_ORDER_LABELS.orderNumber, order.orderNumber],
              [ORDER_LABELS.orderId, order.id],
              [ORDER_LABELS.contractorName, order.contractorName],
              [MORE_ORDER_LABELS.supplier, order.supplierName],
              [
                ORDER_LABELS.invoiceLink,
                <InvoiceDownload key="invoice" url={order.invoiceUrl} refresh={refreshInvoiceUrl} />,
              ],
              ['Canceled', order.canceledAt ? formatDateTime(order.canceledAt, order.timeZone) : null],
            ]}
          />
          {/* With a proposed window, Cancel sits in the proposal, beside Accept. */}
          {cancel && !order.windowProposal && (
            <div className={styles.actions}>
              {cancel}
              <span className={styles.muted}>Until {formatDateTime(order.cancelableUntil, order.timeZone)}</span>
            </div>
          )}
        </OrderSection>
        <section className={styles.card} aria-labelledby="order-payment">
          <h2 id="order-payment" ref={paymentHeadingRef} tabIndex={-1}>
            {MORE_ORDER_LABELS.payment}
          </h2>
          <OrderFacts
            facts={[
              [MORE_ORDER_LABELS.paymentMethod, PAYMENT_TYPE_LABELS[order.paymentType]],
              [MORE_ORDER_LABELS.status, state.detail ? `${state.label}. ${state.detail}` : state.label],
            ]}
          />
          {justPaid && !canPayOrder(order) && (
            <p role="status" className={styles.notice}>
              Thank you: your payment went through. {state.label}.
            </p>
          )}
          {showPay && <PayOrder order={order} onPaid={onPaid} />}
          {/* Only owners and managers can see orders at all (the API's rule), so whoever sees
              this may create a payment link; the API refuses anyone else all the same. */}
          {canRequestPayment(order) && <PaymentLinkShare orderId={order.id} timeZone={order.timeZone} />}
        </section>
      </div>

      <div className={styles.columns}>
        <OrderSection id="order-delivery" title="Delivery">
          <OrderFacts
            facts={[
              ...deliveryFacts(order, timeZoneLabel(order.timeZone)),
              [ORDER_LABELS.deliveryAddress, formatAddress(order)],
              [MORE_ORDER_LABELS.site, site],
              ['Site notes', siteNotes],
              [MORE_ORDER_LABELS.contact, `${order.contactName}\n${order.contactEmail}\n${order.contactPhone}`],
            ]}
          />
        </OrderSection>
        <OrderSection id="order-product" title="Product">
          <OrderFacts
            facts={[
              [ORDER_LABELS.productType, productTypeLabels[order.productType]],
              [MORE_ORDER_LABELS.product, order.productName],
              [quantityLabel(order.productType), formatQuantity(order.quantity, order.unit, order.productType)],
              [ORDER_LABELS.color, order.color],
              ...truckFacts(order),
              [ORDER_LABELS.options, order.options.map((option) => option.label).join(', ') || 'None'],
              [ORDER_LABELS.comment, order.comment],
            ]}
          />
        </OrderSection>
      </div>

      <OrderSection id="order-quality-papers" title="Quality papers">
        <QualityPaperLinks papers={order.qualityPapers} labelledBy="order-quality-papers" />
      </OrderSection>

      <OrderSection id="order-chat" title={`Chat with ${order.supplierName}`}>
        <OrderChat
          orderId={order.id}
          messages={order.messages}
          unreadMessages={order.unreadMessages}
          partyNames={{ contractor: order.contractorName, supplier: order.supplierName, driver: 'driver' }}
          timeZone={order.timeZone}
          refetch={props.refetch}
        />
      </OrderSection>

      {(order.rating || RATEABLE_STATUSES.includes(order.status)) && (
        <OrderSection id="order-rating" title="Rating">
          <OrderRating order={order} timeZone={order.timeZone} />
        </OrderSection>
      )}

      <OrderSection id="order-history" title="History">
        <OrderHistory history={order.history} parties={order} timeZone={order.timeZone} />
      </OrderSection>

      {(order.disputes.length > 0 || deliveredLoads.length > 0) && (
        <OrderSection id="order-disputes" title="Disputes">
          <OrderDisputes
            disputes={order.disputes}
            subjects={{
              orderId: order.id,
              loads: deliveredLoads,
              lines: INVOICED_STATUSES.includes(order.status) ? order.disputableLines : [],
              currency: order.currency,
            }}
            timeZone={order.timeZone}
            onChanged={props.refetch}
            request={disputeRequest}
          />
        </OrderSection>
      )}

      {order.balanceChanges.length > 0 && (
        <OrderSection id="order-total-changes" title="Changes of the total">
          <BalanceChanges
            changes={order.balanceChanges}
            timeZone={order.timeZone}
            onChanged={props.refreshOrder ?? (() => Promise.resolve(undefined))}
          />
        </OrderSection>
      )}

      <OrderSection id="order-amounts" title="Amounts">
        <OrderAmounts
          quote={order.quote}
          productType={order.productType}
          unpaidAmountCents={order.unpaidAmountCents}
          labelledBy="order-amounts"
        />
      </OrderSection>
    </div>
  );
}

/** The invoice download: the signed link, renewed first when the page has been open a while. */
function InvoiceDownload({ url, refresh }: { url: string; refresh: () => Promise<string | undefined> }) {
  return (
    <SignedDownload url={url} refresh={refresh}>
      {INVOICE_LINK_TEXT}
    </SignedDownload>
  );
}
