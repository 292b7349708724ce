import 'server-only';

import { eq } from 'drizzle-orm';

import { orderNumber } from '@/lib/order/number';
import type { PaymentStateSource } from '@/lib/order/payment-state';
import { DELIVERY_COUNTRIES } from '@/lib/validation/start-selling';
import type { Database } from '@/server/db/database';
import { cities, companies, countries, orders, suppliers } from '@/server/db/schema';
import { companyAddressOf } from '@/server/services/accounts/account-settings';
import type { InvoiceReader } from './invoice-links';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { localDate } from '@/server/services/orders/local-time';
import { disputesOfOrders } from '@/server/services/orders/disputes';
import { balanceChangesOfOrders } from '@/server/services/payments/balance-changes';
import { balanceDocumentNumber } from '@/server/services/payments/balance-documents';
import { attemptsOfOrders, paymentStateSourceOf } from '@/server/services/payments/order-payments';

/** The person to contact about the order, as the order was placed. */
export interface InvoiceContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * An order's invoice: what the PDF shows, read from the order as placed (its quote is the
 * invoice's lines) and from its payment attempts (when the card is charged, when terms are due),
 * with the credits of its accepted disputes. No amount is computed here but the amount paid,
 * which is the amount due once the payment succeeded. The contact person's details are apart from the order, and only in the company's
 * invoice: a payment link's holder sees the order as the link's page shows it, without them.
 */
export interface Invoice {
  orderId: string;
  /** 'BM-3F9A21C4', also the file's name. */
  number: string;
  /** The day the order was placed, in the supplier's time zone (YYYY-MM-DD). */
  issueDate: string;
  /** The supplier's IANA time zone: the delivery window and the charge date are its local times. */
  timeZone: string;
  seller: { name: string; city: string };
  order: Omit<OrderRecord, 'contactName' | 'contactEmail' | 'contactPhone'>;
  /** The paying company's address for invoices, in lines under its name (Bill to); empty until set. */
  billToAddress: string[];
  /** Null in a guest's invoice. */
  contact: InvoiceContact | null;
  payment: PaymentStateSource & { amountPaidCents: number; unpaidAmountCents: number };
  /**
   * What accepted disputes credited, oldest first: the invoice's lines stay as delivered, so each
   * credit is shown under the total with its credit note, and the total after them.
   */
  credits: InvoiceCredit[];
}

/** An accepted dispute's credit on the invoice. */
export interface InvoiceCredit {
  /** What was disputed: 'Load 2' or the invoice line's label. */
  subject: string;
  amountCents: number;
  /** 'CN-BM-3F9A21C4-1', the credit note of the money it gave back; null when none moved (nothing was paid yet). */
  creditNoteNumber: string | null;
}

/** `invoice-BM-3F9A21C4.pdf`. */
export function invoiceFileName(invoice: Pick<Invoice, 'number'>): string {
  return `invoice-${invoice.number}.pdf`;
}

/**
 * The invoice of an order, whichever company placed it, as `reader` may see it (the caller has
 * checked the link's signature, which names the order and the reader); null for an unknown order.
 */
export async function loadInvoice(db: Database, orderId: string, reader: InvoiceReader): Promise<Invoice | null> {
  const [row] = await db
    .select({
      companyId: orders.companyId,
      supplierName: suppliers.name,
      supplierCity: cities.name,
      supplierRegion: cities.regionCode,
      supplierCountry: countries.name,
      billingStreet: companies.billingStreet,
      billingCity: companies.billingCity,
      billingRegion: companies.billingRegion,
      billingPostalCode: companies.billingPostalCode,
      billingCountry: companies.billingCountry,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(cities, eq(cities.id, suppliers.homeCityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;

  const [order, attempts, disputes, changes] = await Promise.all([
    getOrder(db, row.companyId, orderId),
    attemptsOfOrders(db, [orderId]).then((byOrder) => byOrder.get(orderId) ?? []),
    disputesOfOrders(db, [orderId]).then((byOrder) => byOrder.get(orderId) ?? []),
    balanceChangesOfOrders(db, [orderId]).then((byOrder) => byOrder.get(orderId) ?? []),
  ]);
  const credits = disputes
    .filter((dispute) => dispute.status === 'accepted' && dispute.creditedCents !== null)
    .map((dispute): InvoiceCredit => {
      const change = changes.find((candidate) => candidate.id === dispute.balanceChangeId);
      return {
        subject: dispute.subject,
        amountCents: dispute.creditedCents!,
        creditNoteNumber: change ? balanceDocumentNumber(change, changes) : null,
      };
    });
  const { contactName, contactEmail, contactPhone, ...orderWithoutContact } = order;
  const { timeZone } = order;
  return {
    orderId,
    number: orderNumber(orderId),
    issueDate: localDate(new Date(order.createdAt), timeZone),
    timeZone,
    seller: { name: row.supplierName, city: `${row.supplierCity}, ${row.supplierRegion}, ${row.supplierCountry}` },
    order: orderWithoutContact,
    billToAddress: addressLines(companyAddressOf(row)),
    contact: reader === 'company' ? { name: contactName, email: contactEmail, phone: contactPhone } : null,
    payment: {
      ...(await paymentStateSourceOf(db, order, attempts)),
      amountPaidCents: order.paymentStatus === 'succeeded' ? order.amountDueCents : 0,
      unpaidAmountCents: order.unpaidAmountCents,
    },
    credits,
  };
}

/** "200 Bay St" / "Toronto, ON M5J 2J2" / "CA": the lines of an address under the name. */
function addressLines(address: ReturnType<typeof companyAddressOf>): string[] {
  if (!address) return [];
  const country = DELIVERY_COUNTRIES.find((candidate) => candidate.code === address.country)?.name ?? address.country;
  return [address.street, `${address.city}, ${address.region} ${address.postalCode}`, country];
}
