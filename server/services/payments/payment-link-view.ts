import 'server-only';

import { eq } from 'drizzle-orm';

import type { PaymentMethodKind } from '@/graphql/generated/client/graphql';
import { orderNumber } from '@/lib/order/number';
import type { Database } from '@/server/db/database';
import { users } from '@/server/db/schema';
import { signedInvoicePath } from '@/server/services/invoices/invoice-links';
import type { OrderQuoteRecord } from '@/server/services/catalogue/quote';
import type { OrderRecord } from '@/server/services/orders/orders';

import { attemptsOfOrders, currentAttempt, methodOfAttempt, paymentDueDateOf } from './order-payments';
import { hasOpenTerms, linkCanPay, linkOrder, openLink, type LinkRow } from './payment-links';

/**
 * The payment request / pay-invoice page's invoice (`paymentLink(token)`): what a link's holder,
 * a guest, sees of the order (never its contact details or site notes), its payment in the
 * words of `lib/order/payment-state.ts`, and whether the link takes a payment now.
 */

/** GraphQL `PaymentLinkView`: the invoice as the link shows it. */
export interface PaymentLinkViewRecord {
  orderId: string;
  orderNumber: string;
  contractorName: string;
  supplierName: string;
  productName: string;
  quantity: number;
  unit: OrderRecord['unit'];
  deliveryDate: string;
  deliveryWindow: string;
  deliveryAddress: string;
  currency: string;
  quote: OrderQuoteRecord;
  totalCents: number;
  unpaidAmountCents: number;
  invoiceUrl: string;
  expiresAt: string;
  paymentStatus: OrderRecord['paymentStatus'];
  timeZone: string;
  /** Who asks for the payment: whoever made the link (see `requesterOf`). */
  requestedBy: string;
  status: OrderRecord['status'];
  paymentType: OrderRecord['paymentType'];
  paymentDueDate: string | null;
  payingWith: PaymentMethodKind | null;
  /** Whether the link takes a payment now (`linkCanPay`): the page offers the forms only then. */
  payable: boolean;
  productType: OrderRecord['productType'];
  pickUpDate: string | null;
  trucks: number;
  minutesBetweenTrucks: number;
}

/**
 * Who asks the link's payer to pay, truthfully: the person of the ordering company who made the
 * link, "Dana Whitfield of Keystone Builders"; the supplier when it made the link through its API
 * key; the ordering company when the person's account is gone.
 */
async function requesterOf(db: Database, link: LinkRow, order: OrderRecord): Promise<string> {
  if (link.createdBySupplierKeyId) return order.supplierName;
  if (!link.createdByUserId) return order.contractorName;
  const [person] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, link.createdByUserId))
    .limit(1);
  return person?.fullName.trim() ? `${person.fullName.trim()} of ${order.contractorName}` : order.contractorName;
}

/** `paymentLink(token)`: the invoice; PAYMENT_LINK_INVALID when unknown, expired, paid or canceled. */
export async function viewPaymentLink(db: Database, token: string, now = new Date()): Promise<PaymentLinkViewRecord> {
  const link = await openLink(db, token, now);
  const order = await linkOrder(db, link, now);
  const attempts = (await attemptsOfOrders(db, [order.id])).get(order.id) ?? [];
  return {
    orderId: order.id,
    orderNumber: orderNumber(order.id),
    contractorName: order.contractorName,
    supplierName: order.supplierName,
    productName: order.productName,
    quantity: order.quantity,
    unit: order.unit,
    deliveryDate: order.deliveryDate,
    deliveryWindow: order.deliveryWindow,
    deliveryAddress: order.deliveryAddress,
    currency: order.currency,
    quote: order.quote,
    totalCents: order.totalCents,
    unpaidAmountCents: order.unpaidAmountCents,
    invoiceUrl: await signedInvoicePath(order.id, 'guest', now),
    expiresAt: link.expiresAt.toISOString(),
    paymentStatus: order.paymentStatus,
    timeZone: order.timeZone,
    requestedBy: await requesterOf(db, link, order),
    status: order.status,
    paymentType: order.paymentType,
    paymentDueDate: paymentDueDateOf(attempts),
    payingWith: await methodOfAttempt(db, currentAttempt(attempts)),
    payable: linkCanPay(order, await hasOpenTerms(db, order.id)),
    productType: order.productType,
    pickUpDate: order.pickUpDate,
    trucks: order.trucks,
    minutesBetweenTrucks: order.minutesBetweenTrucks,
  };
}
