'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { productTypeLabels } from '@/lib/order/product-types';
import { OrderFacts } from '@/components/placed-orders/OrderFacts';
import { OrderChat } from '@/components/placed-orders/OrderChat';
import { OrderHistory } from '@/components/placed-orders/OrderHistory';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import {
  SupplierOrderDocument,
  type OrderMessageFieldsFragment,
  type SupplierOrderQuery,
  type SupplierWorkspaceFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { supplierOrderPath, supplierRoutes } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';
import {
  deliveryFacts,
  formatAddress,
  formatDate,
  formatQuantity,
  quantityLabel,
  truckFacts,
} from '@/lib/order/format';
import { formatDateTime, timeZoneLabel } from '@/lib/time';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { RATEABLE_STATUSES } from '@/lib/order/lifecycle';
import { ANY_ORDER, useRefetchOnOrderChanges } from '@/lib/realtime/useOrderChanges';

import { DispatchPlan } from './DispatchPlan';
import { RatingReply } from './RatingReply';
import { OrderNotes } from './OrderNotes';
import { OrderTransitions } from './OrderTransitions';
import type { OrderActionContext, SupplierOrder } from './orderActions';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PourDayRequests } from './PourDayRequests';
import { SupplierDisputes } from './SupplierDisputes';
import styles from './Supplier.module.scss';
import { WindowProposalForm } from './WindowProposalForm';
import { BalanceChanges } from '@/components/placed-orders/BalanceChanges';
import { OrderLoading, OrderSection, OrderUnavailable } from '@/components/placed-orders/OrderPage';

/** The roles that plan the supplier's orders (the API's rule: drivers only report their loads). */
const DISPATCH_ROLES = new Set(['supplier_owner', 'partner_manager']);

/**
 * One of the supplier's orders: what the crew needs to deliver it (site, access, contact,
 * product, extras), its state and the next steps the caller may take, its history, its loads
 * (dispatch) and the team's internal notes.
 */
export function SupplierOrderDetails({ orderId }: { orderId: string }) {
  return (
    <SignedInGate returnPath={supplierOrderPath(orderId)} loadingText="Loading the order…">
      {() => <OrderScreen orderId={orderId} />}
    </SignedInGate>
  );
}

function OrderScreen({ orderId }: { orderId: string }) {
  const query = useQuery(SupplierOrderDocument, { variables: { id: orderId } });
  // Another dispatcher's change, the contractor canceling or accepting a window: shown at once.
  const { refetch } = query;
  useRefetchOnOrderChanges(refetch, (change) => change.orderId === ANY_ORDER || change.orderId === orderId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The order as an action answered it, until the query brings a newer copy.
  const [answered, setAnswered] = useState<SupplierOrder | null>(null);
  const loaded = query.data?.supplierOrder;
  useEffect(() => setAnswered(null), [loaded]);

  if (query.loading && !query.data) return <OrderLoading />;
  const order = answered ?? loaded;
  const workspace = query.data?.supplierWorkspace;
  if (!order || !workspace) {
    return (
      <OrderUnavailable
        error={query.error}
        onRetry={() => void query.refetch()}
        othersOrder="it is another supplier’s"
        ordersHref={supplierRoutes.home}
      />
    );
  }

  const actions: OrderActionContext = {
    onUpdated: setAnswered,
    refetch: () => query.refetch(),
  };
  return (
    <OrderView
      order={order}
      chat={{ messages: loaded?.messages ?? [], unreadMessages: loaded?.unreadMessages ?? 0 }}
      workspace={workspace}
      actions={actions}
      headingRef={headingRef}
      onMoved={() => headingRef.current?.focus()}
    />
  );
}

interface OrderViewProps {
  order: SupplierOrder;
  /** The order's chat, from the page's query (an action's answer does not carry it). */
  chat: { messages: readonly OrderMessageFieldsFragment[]; unreadMessages: number };
  workspace: SupplierWorkspaceFieldsFragment;
  actions: OrderActionContext;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  /** After the order moved to another state (focus goes to the heading, which says it). */
  onMoved: () => void;
}

function OrderView({ order, chat, workspace, actions, headingRef, onMoved }: OrderViewProps) {
  const dispatcher = DISPATCH_ROLES.has(workspace.role);
  return (
    <div className={ordersStyles.layout}>
      <div className={ordersStyles.heading}>
        <h1 ref={headingRef} tabIndex={-1}>
          Order <span className={ordersStyles.nowrap}>{order.orderNumber}</span>
        </h1>
        {/* A polite live region: a step taken here, or a change another dispatcher made, is read out. */}
        <p className={`${ordersStyles.badges} ${styles.stateLine}`} role="status">
          <span className="visually-hidden">State: </span>
          <OrderStatusBadge status={order.status} />
        </p>
      </div>
      <p className={ordersStyles.muted}>
        Placed {formatDateTime(order.createdAt, order.timeZone)} by {order.contractorName}.{' '}
        <Link href={supplierRoutes.home}>All orders</Link>
      </p>
      {order.statusReason && (
        <p className={ordersStyles.notice}>
          <strong>Reason given to the contractor:</strong> {order.statusReason}
        </p>
      )}
      {order.windowProposal && (
        <p className={ordersStyles.notice}>
          <strong>Proposed window, waiting for the contractor:</strong> {formatDate(order.windowProposal.deliveryDate)},{' '}
          {order.windowProposal.deliveryWindow}
          {order.windowProposal.reason ? ` (${order.windowProposal.reason})` : ''}
        </p>
      )}

      {(order.allowedTransitions.length > 0 || order.mayProposeWindow) && (
        <OrderSection id="order-actions" title="Next steps">
          <OrderTransitions order={order} actions={actions} onMoved={onMoved} />
          {order.mayProposeWindow && <WindowProposalForm order={order} windows={workspace.windows} actions={actions} />}
        </OrderSection>
      )}

      <div className={ordersStyles.columns}>
        <OrderSection id="order-delivery" title="Delivery">
          <OrderFacts
            facts={[
              ...deliveryFacts(order, timeZoneLabel(order.timeZone)),
              [MORE_ORDER_LABELS.site, order.siteName],
              [ORDER_LABELS.deliveryAddress, formatAddress(order)],
              ['Job or PO number', order.jobNumber],
              ['Gate code', order.gateCode],
              ['Access notes', order.accessNotes],
              ['Washout notes', order.washoutNotes],
              [
                MORE_ORDER_LABELS.contact,
                <span key="contact" className={ordersStyles.stack}>
                  <span>{order.contactName}</span>
                  <a href={`tel:${order.contactPhone}`}>{order.contactPhone}</a>
                  <a href={`mailto:${order.contactEmail}`}>{order.contactEmail}</a>
                </span>,
              ],
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
              [
                'Extras',
                order.options.length > 0 ? (
                  <ul key="extras" className={styles.plainList}>
                    {order.options.map((option) => (
                      <li key={`${option.kind}-${option.label}`}>
                        {option.label}: {formatMoney(option.amountCents, order.currency)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  'None'
                ),
              ],
              [ORDER_LABELS.comment, order.comment],
              [MORE_ORDER_LABELS.total, formatMoney(order.totalCents, order.currency)],
            ]}
          />
        </OrderSection>
      </div>

      {(order.requests.length > 0 || order.loads.some((load) => load.held)) && (
        <section className={ordersStyles.card} aria-labelledby="order-requests">
          <h2 id="order-requests">
            Contractor’s requests
            {order.openRequests > 0 && <span className={ordersStyles.badge}>{order.openRequests} open</span>}
          </h2>
          <PourDayRequests order={order} timeZone={order.timeZone} mayAnswer={dispatcher} actions={actions} />
        </section>
      )}

      {order.balanceChanges.length > 0 && (
        <OrderSection id="order-balance-changes" title="Changes of the total">
          <BalanceChanges
            changes={order.balanceChanges}
            timeZone={order.timeZone}
            onChanged={async () => ((await actions.refetch()) as { data?: SupplierOrderQuery }).data?.supplierOrder}
            readOnly
          />
        </OrderSection>
      )}

      {order.disputes.length > 0 && (
        <OrderSection id="order-disputes" title="Disputes">
          <SupplierDisputes
            disputes={order.disputes}
            timeZone={order.timeZone}
            mayAnswer={dispatcher}
            onAnswered={actions.refetch}
          />
        </OrderSection>
      )}

      <OrderSection id="order-loads" title="Loads">
        <DispatchPlan
          order={order}
          drivers={workspace.drivers}
          timeZone={order.timeZone}
          canPlan={dispatcher}
          actions={actions}
        />
      </OrderSection>

      <div className={ordersStyles.columns}>
        <OrderSection id="order-notes" title="Internal notes">
          <OrderNotes order={order} timeZone={order.timeZone} actions={actions} />
        </OrderSection>
      </div>

      <OrderSection id="order-chat" title={`Chat with ${order.contractorName}`}>
        <OrderChat
          orderId={order.id}
          messages={chat.messages}
          unreadMessages={chat.unreadMessages}
          partyNames={{ contractor: order.contractorName, supplier: workspace.name, driver: 'driver' }}
          timeZone={order.timeZone}
          refetch={actions.refetch}
        />
      </OrderSection>

      {(order.rating || RATEABLE_STATUSES.includes(order.status)) && (
        <OrderSection id="order-rating" title="Rating">
          <RatingReply
            order={order}
            supplierName={workspace.name}
            timeZone={order.timeZone}
            mayAnswer={dispatcher}
            actions={actions}
          />
        </OrderSection>
      )}

      <OrderSection id="order-history" title="History">
        <OrderHistory
          history={order.history}
          parties={{ supplierName: workspace.name, contractorName: order.contractorName }}
          timeZone={order.timeZone}
        />
      </OrderSection>
    </div>
  );
}
