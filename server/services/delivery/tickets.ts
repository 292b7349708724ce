import 'server-only';

import { eq } from 'drizzle-orm';

import { formatDate, formatQuantity } from '@/lib/order/format';
import { PROOF_LIMITS } from '@/lib/validation/dispatch';
import { IMAGE_PIXEL_LIMITS } from '@/lib/validation/images';
import { formatTime } from '@/lib/time';
import { orderNumber } from '@/lib/order/number';
import { productTypeLabels } from '@/lib/order/product-types';
import type { Database } from '@/server/db/database';
import { cities, companies, orderLoads, orders, suppliers, trucks, users } from '@/server/db/schema';
import { drawablePng } from '@/server/files/drawable-png';
import type { FileStore } from '@/server/files/file-store';
import { decodePngOffThread } from '@/server/files/png-decoder';
import { logger } from '@/server/logger';
import { signDocumentToken, verifyDocumentToken } from '@/server/services/invoices/invoice-links';
import { LETTER, PdfDocument, wrapText, type PdfColor, type PdfImage } from '@/server/services/invoices/pdf';
import { deliveryTicketMail, enqueueMail, orderMailData } from '@/server/services/mail';

import { windowLabel, type OrderRecord } from '@/server/services/orders/orders';
import { deliverySettingsOf } from '@/server/services/catalogue/quote';
import { papersOfOrder } from '@/server/services/catalogue/quality-papers';
import { QUALITY_PAPER_KIND_LABELS } from '@/lib/validation/quality-papers';
import { siteTimeZone } from '@/server/services/orders/local-time';

/**
 * A delivered load's e-ticket: the ticket number (the order's number and the load's), the
 * supplier, the product and quantities, the times of each step, the site, the receiver and their
 * signature, as a PDF. The order page links it (a link signed for a few minutes, like the
 * invoice's); the contractor's mail links it for TICKET_MAIL_LINK_TTL_SECONDS, since a mail is
 * read later.
 */

export const TICKET_LINK_TTL_SECONDS = 10 * 60;
export const TICKET_MAIL_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCES = { page: 'buildmarket:ticket', mail: 'buildmarket:ticket:mail' } as const;

/** `/api/tickets/<loadId>?t=<signature>`: the load's e-ticket, for whoever may see its order. */
export async function signedTicketPath(loadId: string, via: keyof typeof AUDIENCES, now = new Date()) {
  const ttl = via === 'page' ? TICKET_LINK_TTL_SECONDS : TICKET_MAIL_LINK_TTL_SECONDS;
  const token = await signDocumentToken(loadId, AUDIENCES[via], ttl, now);
  return `/api/tickets/${encodeURIComponent(loadId)}?t=${token}`;
}

export async function verifyTicketLink(loadId: string, token: string, now = new Date()): Promise<boolean> {
  return (await verifyDocumentToken(loadId, token, Object.values(AUDIENCES), now)) !== null;
}

export interface TicketRecord {
  number: string;
  loadId: string;
  supplierName: string;
  contractorName: string;
  productName: string;
  productType: 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
  unit: 'm3' | 'yd' | 'tonne' | 'ton';
  plannedQuantity: number;
  deliveredQuantity: number;
  waterAddedLitres: number | null;
  slumpMm: number | null;
  truckName: string | null;
  driverName: string | null;
  deliveryDate: string;
  deliveryWindow: string;
  site: string;
  times: { label: string; at: string | null }[];
  receivedBy: string;
  signatureFileKey: string | null;
  timeZone: string;
  /** The titles of the quality papers the order carries (its kind first), in the order attached. */
  qualityPapers: string[];
}

/** A delivered load's ticket, or null for an unknown load or one not delivered yet. */
export async function loadTicket(db: Database, loadId: string): Promise<TicketRecord | null> {
  const [row] = await db
    .select({
      load: orderLoads,
      orderId: orders.id,
      supplierId: orders.supplierId,
      supplierName: suppliers.name,
      contractorName: companies.name,
      productName: orders.productName,
      productType: orders.productType,
      unit: orders.unit,
      deliveryDate: orders.deliveryDate,
      windowStartHour: orders.windowStartHour,
      siteName: orders.siteName,
      deliveryAddress: orders.deliveryAddress,
      postalCode: orders.postalCode,
      cityName: cities.name,
      cityTimeZone: cities.timeZone,
      regionCode: cities.regionCode,
      truckName: trucks.name,
      driverName: users.fullName,
    })
    .from(orderLoads)
    .innerJoin(orders, eq(orders.id, orderLoads.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(trucks, eq(trucks.id, orderLoads.truckId))
    .leftJoin(users, eq(users.id, orderLoads.driverUserId))
    .where(eq(orderLoads.id, loadId))
    .limit(1);
  if (!row || row.load.step !== 'delivered' || !row.load.receivedBy || row.load.deliveredQuantity === null) return null;
  const { load } = row;
  const [settings, papers] = await Promise.all([
    deliverySettingsOf(db, row.supplierId),
    papersOfOrder(db, row.orderId),
  ]);
  const timeZone = siteTimeZone(row.cityTimeZone, settings.timeZone);
  return {
    number: `${orderNumber(row.orderId)}-${load.sequence}`,
    loadId: load.id,
    supplierName: row.supplierName,
    contractorName: row.contractorName,
    productName: row.productName,
    productType: row.productType,
    unit: row.unit,
    plannedQuantity: Number(load.quantity),
    deliveredQuantity: Number(load.deliveredQuantity),
    waterAddedLitres: load.waterAddedLitres === null ? null : Number(load.waterAddedLitres),
    slumpMm: load.slumpMm,
    truckName: row.truckName,
    driverName: row.driverName,
    deliveryDate: row.deliveryDate,
    deliveryWindow: windowLabel(row.windowStartHour),
    site: [row.siteName, `${row.deliveryAddress}, ${row.cityName}, ${row.regionCode} ${row.postalCode}`]
      .filter(Boolean)
      .join(' · '),
    times: [
      { label: 'Loaded', at: load.loadedAt?.toISOString() ?? null },
      { label: 'Left the plant', at: load.enRouteAt?.toISOString() ?? null },
      { label: 'Arrived on site', at: load.arrivedAt?.toISOString() ?? null },
      {
        label: row.productType === 'readyMix' || row.productType === 'volumetric' ? 'Pouring' : 'Dumping',
        at: load.unloadingAt?.toISOString() ?? null,
      },
      { label: 'Delivered', at: load.deliveredAt?.toISOString() ?? null },
    ],
    receivedBy: load.receivedBy!,
    signatureFileKey: load.signatureFileKey,
    timeZone,
    qualityPapers: papers.map((paper) => `${QUALITY_PAPER_KIND_LABELS[paper.kind]}: ${paper.title}`),
  };
}

export const ticketFileName = (ticket: Pick<TicketRecord, 'number'>) => `e-ticket-${ticket.number}.pdf`;

const INK: PdfColor = [0.078, 0.094, 0.122];
const MUTED: PdfColor = [0.29, 0.322, 0.388];
const BRAND: PdfColor = [0.761, 0.255, 0.047];
const RULE: PdfColor = [0.839, 0.859, 0.894];

export const SIGNATURE_NOT_SHOWN = 'The signature could not be shown on this e-ticket.';

/** A stored file's bytes, or null once it passes `limitBytes` (read no further). */
async function readAtMost(files: FileStore, key: string, limitBytes: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of files.read(key)) {
    size += chunk.byteLength;
    if (size > limitBytes) return null;
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The receiver's signature, embedded in the document, or null when it cannot be drawn: a file
 * stored before uploads were checked whole may be broken, or claim more pixels than a signature
 * may have. It is checked again as an upload is (drawablePng: its size, its chunks, its image
 * data inflated off the event loop) before the decoder sees it, so no ticket decodes an image
 * larger than IMAGE_PIXEL_LIMITS.signature, and none fails because of its image; the decoding
 * itself runs on the decoder's thread (decodePngOffThread), never the request thread.
 */
async function embeddedSignature(document: PdfDocument, files: FileStore, key: string): Promise<PdfImage | null> {
  try {
    const bytes = await readAtMost(files, key, PROOF_LIMITS.signatureBytes);
    if (!bytes) throw new Error('larger than a signature may be');
    const { png } = await drawablePng(bytes, IMAGE_PIXEL_LIMITS.signature);
    return document.embedImage(await decodePngOffThread(png));
  } catch (error) {
    logger.warn('An e-ticket is served without its signature, which cannot be drawn', String(error));
    return null;
  }
}

/**
 * The e-ticket as a one-page PDF, with the receiver's signature drawn from the file store (or a
 * line saying it could not be shown).
 */
export async function renderTicketPdf(ticket: TicketRecord, files: FileStore): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PdfDocument.create({
    title: `E-ticket ${ticket.number}`,
    author: ticket.supplierName,
    subject: `Delivery ticket of ${ticket.productName}`,
    creationDate: new Date(ticket.times.at(-1)?.at ?? ticket.deliveryDate),
  });
  const page = document.addPage();
  const left = 48;
  let y = LETTER.height - 64;
  page.text(left, y, 'Delivery e-ticket', { font: 'bold', size: 20, color: BRAND });
  page.text(LETTER.width - 48 - 180, y, `No. ${ticket.number}`, { font: 'bold', size: 12, color: INK });
  y -= 28;
  const quantity = (value: number) => formatQuantity(value, ticket.unit, ticket.productType);
  const rows: [string, string][] = [
    ['Supplier', ticket.supplierName],
    ['Customer', ticket.contractorName],
    ['Product', `${productTypeLabels[ticket.productType]}: ${ticket.productName}`],
    ['Quantity on the ticket', quantity(ticket.plannedQuantity)],
    ['Quantity delivered', quantity(ticket.deliveredQuantity)],
    ...(ticket.waterAddedLitres !== null
      ? [['Water added on site', `${ticket.waterAddedLitres} L`] as [string, string]]
      : []),
    ...(ticket.slumpMm !== null ? [['Slump measured', `${ticket.slumpMm} mm`] as [string, string]] : []),
    ['Truck', ticket.truckName ?? '—'],
    ['Driver', ticket.driverName ?? '—'],
    ['Delivery', `${formatDate(ticket.deliveryDate)}, ${ticket.deliveryWindow}`],
    ['Site', ticket.site],
    ...ticket.times.map(({ label, at }): [string, string] => [label, at ? formatTime(at, ticket.timeZone) : '—']),
    ['Received by', ticket.receivedBy],
    // The papers travel with the ticket by name; the order page and the job site's ZIP hold the files.
    ['Quality papers', ticket.qualityPapers.join('\n') || 'None attached'],
  ];
  for (const [label, value] of rows) {
    page.text(left, y, label, { size: 9.5, color: MUTED });
    const lines = value.split('\n').flatMap((part) => wrapText(part, 'regular', 10, 330));
    lines.forEach((line, index) => page.text(left + 170, y - index * 13, line, { size: 10, color: INK }));
    y -= Math.max(1, lines.length) * 13 + 5;
  }
  y -= 10;
  page.text(left, y, 'Signature', { size: 9.5, color: MUTED });
  const signature = ticket.signatureFileKey ? await embeddedSignature(document, files, ticket.signatureFileKey) : null;
  if (signature) {
    const width = Math.min(260, signature.width);
    const height = (signature.height / signature.width) * width;
    page.image(signature, left + 170, y - height + 10, width, height);
    y -= height + 6;
  } else if (ticket.signatureFileKey) {
    page.text(left + 170, y, SIGNATURE_NOT_SHOWN, { size: 10, color: MUTED });
    y -= 13;
  }
  page.line(left + 170, y, left + 430, y, { color: RULE });
  page.text(left, 40, `BuildMarket e-ticket ${ticket.number}`, { size: 8, color: MUTED });
  return document.toBytes();
}

/** The contractor's mail for a delivered load, with its e-ticket's link; once per load. */
export async function queueTicketMail(
  db: Database,
  order: OrderRecord,
  loadId: string,
  eventId: string,
  now = new Date(),
): Promise<string | null> {
  const [load] = await db.select({ sequence: orderLoads.sequence }).from(orderLoads).where(eq(orderLoads.id, loadId));
  if (!load) return null;
  return enqueueMail(db, {
    kind: 'delivery_ticket',
    to: order.contactEmail,
    ...deliveryTicketMail(orderMailData(order), {
      sequence: load.sequence,
      loadId,
      ticketPath: await signedTicketPath(loadId, 'mail', now),
      linkDays: TICKET_MAIL_LINK_TTL_SECONDS / 86_400,
    }),
    dedupeKey: `delivery-ticket:${loadId}`,
    eventId,
  });
}
