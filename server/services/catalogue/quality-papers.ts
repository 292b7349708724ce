import 'server-only';

import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or } from 'drizzle-orm';

import { orderNumber } from '@/lib/order/number';
import {
  QUALITY_PAPER_KIND_LABELS,
  QUALITY_PAPER_LIMITS,
  QUALITY_PAPER_MESSAGES,
  type QualityPaperAttachInput,
  type QualityPaperKind,
} from '@/lib/validation/quality-papers';
import type { Database } from '@/server/db/database';
import { orders, productDocuments, products } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { checkedPdf, safeFileName } from '@/server/files/checked-pdf';
import type { FileStore } from '@/server/files/file-store';
import type { SupplierMember } from '@/server/services/accounts/supplier-members';
import { signDocumentToken, verifyDocumentToken } from '@/server/services/invoices/invoice-links';
import { enforceRateLimits, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';

/**
 * Quality papers: the mix designs, safety data sheets and certificates a supplier attaches to its
 * products (table product_documents). A paper is uploaded (checked to be a PDF by its first
 * bytes), then attached with its kind and title; once attached it never changes, and the
 * supplier removes it or attaches a new version. An order carries the papers of its product in
 * force when it was placed (see `orderPaperCondition`); the contractor downloads each behind a
 * link signed for a few minutes, or all of a job site's as one ZIP (server/http/quality-papers.ts).
 */

export interface QualityPaperStorage {
  db: Database;
  files: FileStore;
}

export class QualityPaperRejectedError extends Error {
  constructor(
    readonly code: typeof ErrorCode.UNSUPPORTED_FILE | typeof ErrorCode.PAYLOAD_TOO_LARGE,
    message: string,
  ) {
    super(message);
  }
}

export interface QualityPaperRecord {
  id: string;
  productId: string;
  kind: QualityPaperKind;
  title: string;
  fileName: string;
  sizeBytes: number;
  addedAt: Date;
  removedAt: Date | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** Uploads per supplier an hour: a catalogue's papers at once, not a flood. */
export const QUALITY_PAPER_UPLOAD_LIMIT = {
  name: 'quality-paper-upload:supplier',
  limit: 60,
  windowMs: HOUR_MS,
} as const satisfies RateLimitRule;

export const qualityPaperFileKey = (paperId: string) => `product-documents/${paperId}`;

const paperColumns = {
  id: productDocuments.id,
  productId: productDocuments.productId,
  kind: productDocuments.kind,
  title: productDocuments.title,
  fileName: productDocuments.fileName,
  sizeBytes: productDocuments.sizeBytes,
  addedAt: productDocuments.addedAt,
  removedAt: productDocuments.removedAt,
};

interface PaperRow {
  id: string;
  productId: string;
  kind: QualityPaperKind | null;
  title: string | null;
  fileName: string;
  sizeBytes: number;
  addedAt: Date | null;
  removedAt: Date | null;
}

/** An attached paper's row (its kind, title and addedAt are set: the table's check says so). */
const recordOf = (row: PaperRow): QualityPaperRecord => ({
  id: row.id,
  productId: row.productId,
  kind: row.kind!,
  title: row.title!,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  addedAt: row.addedAt!,
  removedAt: row.removedAt,
});

const productNotFound = () => expectedError(ErrorCode.NOT_FOUND, QUALITY_PAPER_MESSAGES.productNotFound);

/**
 * Stores an uploaded paper for one of the member's supplier's products and answers its upload id
 * (what `supplierQualityPaperAttach` names). The product is checked first (NOT_FOUND for another
 * supplier's), then the file by its first bytes (UNSUPPORTED_FILE unless `%PDF-`, before the rest
 * is read), the rate limit, the row, and the bytes streamed to the file store (PAYLOAD_TOO_LARGE
 * past the limit, and nothing stays stored).
 */
export async function storeQualityPaperUpload(
  { db, files }: QualityPaperStorage,
  member: SupplierMember,
  productId: string,
  file: { name: string; content: AsyncIterable<Uint8Array> },
  now: Date = new Date(),
): Promise<{ id: string; fileName: string; sizeBytes: number }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.supplierId, member.supplierId)));
  if (!product) throw productNotFound();
  const whole = await checkedPdf(file.content, {
    limitBytes: QUALITY_PAPER_LIMITS.fileBytes,
    notPdf: () => new QualityPaperRejectedError(ErrorCode.UNSUPPORTED_FILE, QUALITY_PAPER_MESSAGES.notPdf),
    tooLarge: () => new QualityPaperRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, QUALITY_PAPER_MESSAGES.tooLarge),
  });
  await enforceRateLimits(db, [[QUALITY_PAPER_UPLOAD_LIMIT, member.supplierId]], now);
  const id = crypto.randomUUID();
  const fileName = safeFileName(file.name, 'paper.pdf');
  await db.insert(productDocuments).values({
    id,
    supplierId: member.supplierId,
    productId,
    fileKey: qualityPaperFileKey(id),
    fileName,
    createdAt: now,
  });
  try {
    const sizeBytes = await files.write(qualityPaperFileKey(id), whole);
    await db.update(productDocuments).set({ sizeBytes }).where(eq(productDocuments.id, id));
    return { id, fileName, sizeBytes };
  } catch (error) {
    await files.remove([qualityPaperFileKey(id)]);
    await db.delete(productDocuments).where(eq(productDocuments.id, id));
    throw error;
  }
}

/** Attaches an upload of the member's supplier with its kind and title: orders placed from now carry it. */
export async function attachQualityPaper(
  db: Database,
  member: SupplierMember,
  input: QualityPaperAttachInput,
  now: Date = new Date(),
): Promise<QualityPaperRecord> {
  const [row] = await db
    .update(productDocuments)
    .set({ kind: input.kind, title: input.title, addedAt: now })
    .where(
      and(
        eq(productDocuments.id, input.uploadId),
        eq(productDocuments.supplierId, member.supplierId),
        isNull(productDocuments.addedAt),
      ),
    )
    .returning(paperColumns);
  if (!row) {
    throw expectedError(ErrorCode.NOT_FOUND, QUALITY_PAPER_MESSAGES.uploadNotFound, {
      fields: { uploadId: QUALITY_PAPER_MESSAGES.uploadNotFound },
    });
  }
  return recordOf(row);
}

/** Removes one of the supplier's papers in force: orders placed before keep it, later ones do not carry it. */
export async function removeQualityPaper(
  db: Database,
  member: SupplierMember,
  paperId: string,
  now: Date = new Date(),
): Promise<QualityPaperRecord> {
  const [row] = await db
    .update(productDocuments)
    .set({ removedAt: now })
    .where(
      and(
        eq(productDocuments.id, paperId),
        eq(productDocuments.supplierId, member.supplierId),
        isNotNull(productDocuments.addedAt),
        isNull(productDocuments.removedAt),
      ),
    )
    .returning(paperColumns);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, QUALITY_PAPER_MESSAGES.paperNotFound);
  return recordOf(row);
}

/** The papers in force of each product (attached, not removed), oldest first. */
export async function papersInForceByProduct(
  db: Pick<Database, 'select'>,
  productIds: readonly string[],
): Promise<Map<string, QualityPaperRecord[]>> {
  const byProduct = new Map<string, QualityPaperRecord[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select(paperColumns)
    .from(productDocuments)
    .where(
      and(
        inArray(productDocuments.productId, [...productIds]),
        isNotNull(productDocuments.addedAt),
        isNull(productDocuments.removedAt),
      ),
    )
    .orderBy(asc(productDocuments.addedAt), asc(productDocuments.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(recordOf(row));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/**
 * The papers an order carries: its product's, attached before the order was placed and not
 * removed before it. Rows never change once attached, so this reads the same for the life of
 * the order, whatever the supplier does later.
 */
const orderPaperCondition = and(
  eq(productDocuments.productId, orders.productId),
  isNotNull(productDocuments.addedAt),
  lte(productDocuments.addedAt, orders.createdAt),
  or(isNull(productDocuments.removedAt), gt(productDocuments.removedAt, orders.createdAt)),
);

/** The papers each order carries, oldest first. */
export async function papersOfOrders(
  db: Pick<Database, 'select'>,
  orderIds: readonly string[],
): Promise<Map<string, QualityPaperRecord[]>> {
  const byOrder = new Map<string, QualityPaperRecord[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: orders.id, ...paperColumns })
    .from(orders)
    .innerJoin(productDocuments, orderPaperCondition)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(productDocuments.addedAt), asc(productDocuments.id));
  for (const { orderId, ...row } of rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push(recordOf(row));
    byOrder.set(orderId, list);
  }
  return byOrder;
}

export async function papersOfOrder(db: Pick<Database, 'select'>, orderId: string): Promise<QualityPaperRecord[]> {
  return (await papersOfOrders(db, [orderId])).get(orderId) ?? [];
}

/** A job site's orders that never went ahead carry nothing worth keeping. */
const ORDERS_WITHOUT_PAPERS = ['declined', 'canceled'] as const;

export interface SitePaper {
  orderNumber: string;
  fileKey: string;
  paper: QualityPaperRecord;
}

/** The papers of every order of the company's job site that went ahead, by order. */
export async function papersOfJobSite(
  db: Pick<Database, 'select'>,
  companyId: string,
  jobSiteId: string,
): Promise<SitePaper[]> {
  const rows = await db
    .select({ orderId: orders.id, fileKey: productDocuments.fileKey, ...paperColumns })
    .from(orders)
    .innerJoin(productDocuments, orderPaperCondition)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.jobSiteId, jobSiteId),
        notInArray(orders.status, [...ORDERS_WITHOUT_PAPERS]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(productDocuments.addedAt), asc(productDocuments.id));
  return rows.map(({ orderId, fileKey, ...row }) => ({
    orderNumber: orderNumber(orderId),
    fileKey,
    paper: recordOf(row),
  }));
}

/** The paper's name when downloaded: its kind and title in plain characters, never the uploaded name. */
export function qualityPaperDownloadName(paper: Pick<QualityPaperRecord, 'kind' | 'title'>): string {
  const words = `${QUALITY_PAPER_KIND_LABELS[paper.kind]} ${paper.title}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${words || 'quality-paper'}.pdf`;
}

export const QUALITY_PAPER_LINK_TTL_SECONDS = 10 * 60;
const AUDIENCES = { paper: 'buildmarket:quality-paper', site: 'buildmarket:job-site-papers' } as const;

/**
 * `/api/quality-papers/<paperId>?t=<signature>`: given only to who may see the paper (the
 * supplier's members on their catalogue, the contractor on an order that carries it).
 */
export async function signedQualityPaperPath(paperId: string, now = new Date()): Promise<string> {
  const token = await signDocumentToken(paperId, AUDIENCES.paper, QUALITY_PAPER_LINK_TTL_SECONDS, now);
  return `/api/quality-papers/${encodeURIComponent(paperId)}?t=${encodeURIComponent(token)}`;
}

export async function verifyQualityPaperLink(paperId: string, token: string, now = new Date()): Promise<boolean> {
  return (await verifyDocumentToken(paperId, token, [AUDIENCES.paper], now)) !== null;
}

/**
 * `/api/job-sites/<jobSiteId>/quality-papers?t=<signature>`: the ZIP of a job site's papers,
 * signed for the company's job site (the subject names both, so a link is one company's).
 */
export async function signedJobSitePapersPath(companyId: string, jobSiteId: string, now = new Date()) {
  const token = await signDocumentToken(
    `${companyId}:${jobSiteId}`,
    AUDIENCES.site,
    QUALITY_PAPER_LINK_TTL_SECONDS,
    now,
  );
  return `/api/job-sites/${encodeURIComponent(jobSiteId)}/quality-papers?company=${encodeURIComponent(companyId)}&t=${encodeURIComponent(token)}`;
}

export async function verifyJobSitePapersLink(companyId: string, jobSiteId: string, token: string, now = new Date()) {
  return (await verifyDocumentToken(`${companyId}:${jobSiteId}`, token, [AUDIENCES.site], now)) !== null;
}

/** An attached paper's file and download name (a removed one too: orders placed before still carry it). */
export async function qualityPaperFile(
  db: Pick<Database, 'select'>,
  paperId: string,
): Promise<{ key: string; name: string } | null> {
  const [row] = await db
    .select({ key: productDocuments.fileKey, kind: productDocuments.kind, title: productDocuments.title })
    .from(productDocuments)
    .where(and(eq(productDocuments.id, paperId), isNotNull(productDocuments.addedAt)));
  if (!row?.kind || !row.title) return null;
  return { key: row.key, name: qualityPaperDownloadName({ kind: row.kind, title: row.title }) };
}
