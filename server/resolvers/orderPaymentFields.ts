import 'server-only';

import type { OrderPaymentResolvers, OrderResolvers } from '@/graphql/generated/resolvers';
import { serverEnv } from '@/lib/env';
import { createBatchLoader } from '@/server/graphql/batch-loader';
import type { GraphQLContext } from '@/server/graphql/context';
import { isPaymentError } from '@/server/payment-gateway';
import { getOrder } from '@/server/services/orders/orders';
import {
  attemptsOfOrders,
  chargeAtOf,
  currentAttempt,
  methodOfAttempt,
  paymentDueDateOf,
} from '@/server/services/payments/order-payments';
import { cardPaymentPlan } from '@/server/services/payments/order-pay';
import { toOrderPaymentRecord, type OrderPaymentRow } from '@/server/services/payments/records';
import { hasRenewalAttempt, unpaidOrderCancelAt } from '@/server/services/payments/unpaid-orders';

/** Per request: an orders list loads the payments of all its orders at once. */
const loaders = new WeakMap<GraphQLContext, (orderId: string) => Promise<OrderPaymentRow[]>>();

function attemptsOf(context: GraphQLContext, orderId: string): Promise<OrderPaymentRow[]> {
  let load = loaders.get(context);
  if (!load) {
    load = createBatchLoader((ids: string[]) => attemptsOfOrders(context.db, ids), []);
    loaders.set(context, load);
  }
  return load(orderId);
}

/** Order fields of payments. The order was already checked to be the caller's. */
export const orderPaymentFields: Pick<
  OrderResolvers,
  'payment' | 'paymentDueDate' | 'chargeAt' | 'paymentDueBy' | 'cardPayment'
> = {
  payment: async (order, _args, context) => {
    const attempt = currentAttempt(await attemptsOf(context, order.id));
    return attempt && toOrderPaymentRecord(attempt, { orderVisible: true });
  },
  paymentDueDate: async (order, _args, context) => paymentDueDateOf(await attemptsOf(context, order.id)),
  chargeAt: async (order, _args, context) => chargeAtOf(await attemptsOf(context, order.id)),
  cardPayment: (order) => cardPaymentPlan(order, new Date()),
  paymentDueBy: async (order, _args, context) => {
    if (order.status !== 'placed') return null;
    const renewed = hasRenewalAttempt(await attemptsOf(context, order.id));
    return unpaidOrderCancelAt(order, { ttlMs: serverEnv().UNPAID_ORDER_TTL, renewed })?.toISOString() ?? null;
  },
};

export const orderPaymentResolvers: OrderPaymentResolvers = {
  order: (payment, _args, context) =>
    payment.orderVisible ? getOrder(context.db, payment.companyId, payment.orderId) : null,
  method: async (payment, _args, context) => (await methodOfAttempt(context.db, payment)) ?? 'terms',
  /** The order's own figure (the same a guest's link and the order page show), read after the attempt. */
  unpaidAmountCents: async (payment, _args, context) =>
    (await getOrder(context.db, payment.companyId, payment.orderId)).unpaidAmountCents,
  /** Read from the gateway when asked for (never stored): only Stripe has one, only while action is required. */
  clientSecret: async (payment, _args, context) => {
    if (payment.status !== 'requires_action' || payment.gateway !== 'stripe' || !payment.gatewayPaymentId) return null;
    if (context.payments.name !== 'stripe') return null;
    try {
      return (await context.payments.getPayment(payment.gatewayPaymentId)).clientSecret;
    } catch (error) {
      if (isPaymentError(error)) return null;
      throw error;
    }
  },
};
