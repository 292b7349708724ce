'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { OrderChat } from '@/components/placed-orders/OrderChat';
import { OrderFacts } from '@/components/placed-orders/OrderFacts';
import { OrderLoading, OrderSection, OrderUnavailable } from '@/components/placed-orders/OrderPage';
import { DriverOrderDocument, type ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { driverDayPath, driverOrderPath, driverRoutes } from '@/lib/app-routes';
import { deliveryFacts, formatQuantity, quantityLabel, truckFacts } from '@/lib/order/format';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';
import { LOAD_STEP_LABELS } from '@/lib/order/loads';
import { useRefetchOnOrderChanges } from '@/lib/realtime/useOrderChanges';
import { timeZoneLabel } from '@/lib/time';

import styles from './Driver.module.scss';

/**
 * One order as a driver of its loads sees it: when and where, what and how much, whom to call,
 * every load of the order with its truck, driver and step, and the order's chat with the
 * contractor and the dispatcher (the same chat as on their order pages).
 */
export function DriverOrder({ orderId }: { orderId: string }) {
  return (
    <SignedInGate returnPath={driverOrderPath(orderId)} loadingText="Loading the order…">
      {(viewer) => <DriverOrderScreen orderId={orderId} viewer={viewer} />}
    </SignedInGate>
  );
}

function DriverOrderScreen({ orderId, viewer }: { orderId: string; viewer: ViewerFieldsFragment }) {
  const query = useQuery(DriverOrderDocument, { variables: { id: orderId } });
  const { refetch } = query;
  // A new message, a load's step, the dispatcher re-planning: shown without a reload.
  useRefetchOnOrderChanges(refetch, (change) => change.orderId === orderId);
  const order = query.data?.supplierOrder;
  if (query.loading && !query.data) return <OrderLoading />;
  if (!order) {
    return (
      <OrderUnavailable
        error={query.error}
        onRetry={() => void refetch()}
        othersOrder="none of its loads is yours"
        ordersHref={driverRoutes.home}
      />
    );
  }
  const zone = timeZoneLabel(order.timeZone);
  return (
    <>
      <p className={styles.muted}>
        <Link href={driverDayPath(order.deliveryDate)}>Back to your loads of the day</Link>
      </p>
      <h1 className={styles.title}>
        Order {order.orderNumber}
        <span className={styles.date}>
          {order.contractorName} · {ORDER_STATUS_LABELS[order.status]}
        </span>
      </h1>
      <OrderSection id="order-delivery" title="Delivery">
        <OrderFacts
          facts={[
            ...deliveryFacts(order, zone),
            [MORE_ORDER_LABELS.site, order.siteName],
            [ORDER_LABELS.deliveryAddress, `${order.deliveryAddress}, ${order.postalCode} ${order.city.name}`],
            ['Job or PO number', order.jobNumber],
            ['Gate code', order.gateCode],
            ['Access notes', order.accessNotes],
            ['Washout notes', order.washoutNotes],
            [
              MORE_ORDER_LABELS.contact,
              <span key="contact">
                {order.contactName} <a href={`tel:${order.contactPhone}`}>{order.contactPhone}</a>
              </span>,
            ],
          ]}
        />
      </OrderSection>
      <OrderSection id="order-product" title="Product">
        <OrderFacts
          facts={[
            [MORE_ORDER_LABELS.product, order.productName],
            [quantityLabel(order.productType), formatQuantity(order.quantity, order.unit, order.productType)],
            ...truckFacts(order),
            [ORDER_LABELS.comment, order.comment],
          ]}
        />
      </OrderSection>
      <OrderSection id="order-loads" title="Loads">
        {order.loads.length === 0 ? (
          <p className={styles.muted}>No loads planned yet.</p>
        ) : (
          <ol className={styles.orderLoads}>
            {order.loads.map((load) => (
              <li key={load.id}>
                Load {load.sequence}: {formatQuantity(load.quantity, load.unit, order.productType)},{' '}
                {load.truck?.name ?? 'no truck'},{' '}
                {load.driver?.userId === viewer.id ? 'you' : (load.driver?.fullName ?? 'no driver')} ·{' '}
                {LOAD_STEP_LABELS[load.step]}
              </li>
            ))}
          </ol>
        )}
      </OrderSection>
      <OrderSection id="order-chat" title="Chat with the contractor and dispatcher">
        <OrderChat
          orderId={order.id}
          messages={order.messages}
          unreadMessages={order.unreadMessages}
          partyNames={{
            contractor: order.contractorName,
            supplier: viewer.company?.name ?? 'Dispatch',
            driver: 'driver',
          }}
          timeZone={order.timeZone}
          refetch={refetch}
        />
      </OrderSection>
    </>
  );
}
