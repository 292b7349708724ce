import 'server-only';

import { and, eq, lte } from 'drizzle-orm';

import { formatMoney } from '@/lib/money';
import { balanceChangeText, balanceDocumentTitle, newTotalLabel } from '@/lib/order/balance-change';
import { MORE_ORDER_LABELS } from '@/lib/order/labels';
import { orderNumber } from '@/lib/order/number';
import { formatDateTime } from '@/lib/time';
import type { Database } from '@/server/db/database';
import {
  cities,
  orderBalanceChanges,
  orders,
  paymentMethods,
  supplierDeliverySettings,
  suppliers,
} from '@/server/db/schema';
import { signDocumentToken, verifyDocumentToken } from '@/server/services/invoices/invoice-links';
import { LETTER, PdfDocument, type PdfColor } from '@/server/services/invoices/pdf';
import { balanceChangeMail, enqueueMail, orderMailData } from '@/server/services/mail';
import { siteTimeZone } from '@/server/services/orders/local-time';
import type { OrderRecord } from '@/server/services/orders/orders';

import type { BalanceChangeRow } from './balance-changes';
import { toPaymentMethodRecord } from './records';

/**
 * The receipt (money taken, or added to the terms) or credit note (money given back) of a change
 * of a paid order's total, once its money moved: a PDF drawn with the invoice's PDF code behind a
 * signed link (the order page's for a few minutes, the mail's for a month, like e-tickets), and
 * the payer's mail.
 */

export const BALANCE_DOCUMENT_LINK_TTL_SECONDS = 10 * 60;
export const BALANCE_DOCUMENT_MAIL_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCES = { page: 'buildmarket:balance-change', mail: 'buildmarket:balance-change:mail' } as const;

/** A settled change's document; none before its money moved. */
export const hasDocument = (change: Pick<BalanceChangeRow, 'status'>) => change.status === 'settled';

/** `/api/balance-changes/<changeId>?t=<signature>`: the change's receipt or credit note. */
export async function signedBalanceDocumentPath(
  changeId: string,
  via: keyof typeof AUDIENCES,
  now = new Date(),
): Promise<string> {
  const ttl = via === 'page' ? BALANCE_DOCUMENT_LINK_TTL_SECONDS : BALANCE_DOCUMENT_MAIL_LINK_TTL_SECONDS;
  const token = await signDocumentToken(changeId, AUDIENCES[via], ttl, now);
  return `/api/balance-changes/${encodeURIComponent(changeId)}?t=${token}`;
}

export async function verifyBalanceDocumentLink(changeId: string, token: string, now = new Date()) {
  return (await verifyDocumentToken(changeId, token, Object.values(AUDIENCES), now)) !== null;
}

/** The saved method's label ('Visa •••• 4242'), null for terms or a method no longer known. */
export async function methodLabelOf(db: Database, methodId: string | null): Promise<string | null> {
  if (!methodId) return null;
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
  return method ? toPaymentMethodRecord(method).label : null;
}

export interface BalanceDocument {
  change: BalanceChangeRow;
  title: 'Receipt' | 'Credit note';
  /** 'RC-BM-1A2B3C4D-1': the kind, the order's number and the change's place among the order's. */
  number: string;
  orderId: string;
  supplierName: string;
  productName: string;
  contactName: string;
  methodLabel: string | null;
  timeZone: string;
}

/**
 * 'CN-BM-1A2B3C4D-2': a receipt's (RC) or credit note's (CN) number, by the change's place among
 * the order's changes (`orderChanges`: all of them, or those up to it), as the document, the
 * invoice and the pages name it.
 */
export function balanceDocumentNumber(
  change: Pick<BalanceChangeRow, 'orderId' | 'createdAt' | 'differenceCents'>,
  orderChanges: readonly Pick<BalanceChangeRow, 'createdAt'>[],
): string {
  const place = orderChanges.filter((other) => other.createdAt.getTime() <= change.createdAt.getTime()).length;
  return `${balanceDocumentTitle(change) === 'Receipt' ? 'RC' : 'CN'}-${orderNumber(change.orderId)}-${place}`;
}

export async function loadBalanceDocument(db: Database, changeId: string): Promise<BalanceDocument | null> {
  const [row] = await db
    .select({
      change: orderBalanceChanges,
      supplierName: suppliers.name,
      productName: orders.productName,
      contactName: orders.contactName,
      cityTimeZone: cities.timeZone,
      supplierTimeZone: supplierDeliverySettings.timeZone,
    })
    .from(orderBalanceChanges)
    .innerJoin(orders, eq(orders.id, orderBalanceChanges.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(supplierDeliverySettings, eq(supplierDeliverySettings.supplierId, orders.supplierId))
    .where(eq(orderBalanceChanges.id, changeId));
  if (!row || !hasDocument(row.change)) return null;
  const earlier = await db
    .select({ createdAt: orderBalanceChanges.createdAt })
    .from(orderBalanceChanges)
    .where(
      and(
        eq(orderBalanceChanges.orderId, row.change.orderId),
        lte(orderBalanceChanges.createdAt, row.change.createdAt),
      ),
    );
  return {
    change: row.change,
    title: balanceDocumentTitle(row.change),
    number: balanceDocumentNumber(row.change, earlier),
    orderId: row.change.orderId,
    supplierName: row.supplierName,
    productName: row.productName,
    contactName: row.contactName,
    methodLabel: await methodLabelOf(db, row.change.paymentMethodId),
    timeZone: siteTimeZone(row.cityTimeZone, row.supplierTimeZone),
  };
}

export const balanceDocumentFileName = (document: Pick<BalanceDocument, 'number'>) => `${document.number}.pdf`;

const INK: PdfColor = [0.078, 0.094, 0.122];
const MUTED: PdfColor = [0.29, 0.322, 0.388];
const RULE: PdfColor = [0.839, 0.859, 0.894];

/** One page: the title and number, the order, the totals before and after, and what moved. */
export async function renderBalanceDocumentPdf(document: BalanceDocument): Promise<Uint8Array<ArrayBuffer>> {
  const { change } = document;
  const settledAt = change.settledAt ?? change.createdAt;
  const pdf = await PdfDocument.create({
    title: `${document.title} ${document.number}`,
    author: document.supplierName,
    subject: `Order ${orderNumber(document.orderId)}`,
    creationDate: settledAt,
  });
  const page = pdf.addPage(LETTER);
  const left = 48;
  let y = LETTER.height - 64;
  page.text(left, y, document.title, { font: 'bold', size: 22, color: INK });
  page.text(left + 300, y, document.number, { font: 'bold', size: 12, color: INK });
  y -= 20;
  page.text(left, y, `BuildMarket for ${document.supplierName}`, { size: 10, color: MUTED });
  y -= 14;
  page.line(left, y, LETTER.width - left, y, { color: RULE });
  y -= 24;
  const money = (cents: number) => formatMoney(cents, change.currency);
  const rows: [string, string][] = [
    [MORE_ORDER_LABELS.orderNumber, orderNumber(document.orderId)],
    [MORE_ORDER_LABELS.supplier, document.supplierName],
    [MORE_ORDER_LABELS.product, document.productName],
    ['Billed to', document.contactName],
    ['Previous total', money(change.previousTotalCents)],
    [newTotalLabel(change), money(change.newTotalCents)],
    [change.differenceCents > 0 ? 'Amount charged' : 'Amount given back', money(Math.abs(change.differenceCents))],
    [MORE_ORDER_LABELS.paymentMethod, change.settlement === 'terms' ? '120-day terms' : (document.methodLabel ?? '')],
    ['Date', formatDateTime(settledAt.toISOString(), document.timeZone)],
  ];
  for (const [label, value] of rows) {
    page.text(left, y, label, { font: 'bold', size: 10, color: MUTED });
    page.text(left + 170, y, value, { size: 10, color: INK });
    y -= 18;
  }
  y -= 10;
  const said = balanceChangeText({ ...change, methodLabel: document.methodLabel });
  page.text(left, y, said, { size: 9.5, color: INK });
  page.text(left, 40, `BuildMarket ${document.title.toLowerCase()} ${document.number}`, { size: 8, color: MUTED });
  return pdf.toBytes();
}

/**
 * The payer's mail of a change (the `balance_changed` event): the difference to authorise, or its
 * receipt or credit note once settled; once per change and state.
 */
export async function queueBalanceChangeMail(
  db: Database,
  order: OrderRecord,
  changeId: string,
  eventId: string,
  now = new Date(),
): Promise<string | null> {
  const [change] = await db.select().from(orderBalanceChanges).where(eq(orderBalanceChanges.id, changeId));
  if (!change || !['awaiting_consent', 'settled'].includes(change.status)) return null;
  const settled = hasDocument(change);
  return enqueueMail(db, {
    kind: 'balance_change',
    to: order.contactEmail,
    ...balanceChangeMail(orderMailData(order), {
      ...change,
      methodLabel: await methodLabelOf(db, change.paymentMethodId),
      documentPath: settled ? await signedBalanceDocumentPath(change.id, 'mail', now) : null,
      linkDays: BALANCE_DOCUMENT_MAIL_LINK_TTL_SECONDS / 86_400,
    }),
    dedupeKey: `balance-change:${change.id}:${settled ? 'settled' : 'asked'}`,
    eventId,
  });
}
