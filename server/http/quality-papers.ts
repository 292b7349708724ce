import 'server-only';

import { Zip, ZipPassThrough } from 'fflate';
import { GraphQLError } from 'graphql';

import { idSchema } from '@/lib/validation';
import { QUALITY_PAPER_LIMITS, QUALITY_PAPER_MESSAGES } from '@/lib/validation/quality-papers';
import { ErrorCode } from '@/server/errors';
import { FileNotFoundError, type FileStore } from '@/server/files/file-store';
import { logger } from '@/server/logger';
import { bearerToken, verifyAccessToken } from '@/server/services/accounts/access-tokens';
import { stillValid } from '@/server/services/accounts/sessions';
import { requireCatalogueEditor } from '@/server/services/catalogue/supplier-catalogue';
import {
  papersOfJobSite,
  qualityPaperDownloadName,
  qualityPaperFile,
  QualityPaperRejectedError,
  storeQualityPaperUpload,
  verifyJobSitePapersLink,
  verifyQualityPaperLink,
  type QualityPaperStorage,
  type SitePaper,
} from '@/server/services/catalogue/quality-papers';

import { MalformedMultipartError, readMultipart } from './multipart';
import { BodyTooLargeError, jsonError } from './protocol';
import { storedFileStream } from './stored-image';

const ENVELOPE_BYTES = 64 * 1024;

const STATUS_OF_CODE: Record<string, number> = {
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.RATE_LIMITED]: 429,
};

export const QUALITY_PAPER_LINK_INVALID_MESSAGE =
  'This quality paper link is not valid or has expired: open the order again to download it.';

/**
 * `POST /api/uploads/product-documents?product=<productId>`, multipart with one `file` field and
 * the member's `Authorization: Bearer` token: a quality paper for one of the supplier's products,
 * to attach with `supplierQualityPaperAttach`. 201 `{ id, fileName, sizeBytes }`; 401 without a
 * session; 403 for a member who may not change the catalogue; 404 for a product not the
 * supplier's; 413 above 10 MB (declared or streamed); 415 when the first bytes are not a PDF's,
 * whatever the name; 429 past the supplier's uploads an hour.
 */
export async function handleQualityPaperUpload(
  request: Request,
  getStorage: () => Promise<QualityPaperStorage>,
): Promise<Response> {
  const productId = new URL(request.url).searchParams.get('product') ?? '';
  if (!idSchema.safeParse(productId).success) {
    return jsonError(404, ErrorCode.NOT_FOUND, QUALITY_PAPER_MESSAGES.productNotFound);
  }
  const token = bearerToken(request);
  const verified = token ? await verifyAccessToken(token) : null;
  if (!verified) return jsonError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
  let stored: { id: string; fileName: string; sizeBytes: number } | undefined;
  try {
    const storage = await getStorage();
    const viewer = await stillValid(storage.db, verified);
    if (!viewer) return jsonError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
    const member = await requireCatalogueEditor(storage.db, viewer);
    await readMultipart(request, QUALITY_PAPER_LIMITS.fileBytes + ENVELOPE_BYTES, async (part) => {
      if (part.fieldName !== 'file' || stored) return;
      stored = await storeQualityPaperUpload(storage, member, productId, {
        name: part.fileName,
        content: part.content,
      });
    });
  } catch (error) {
    return refusal(error);
  }
  if (!stored) return jsonError(400, ErrorCode.BAD_USER_INPUT, QUALITY_PAPER_MESSAGES.required);
  return Response.json(stored, { status: 201, headers: { 'cache-control': 'no-store' } });
}

function refusal(error: unknown): Response {
  if (error instanceof BodyTooLargeError) {
    return jsonError(413, ErrorCode.PAYLOAD_TOO_LARGE, QUALITY_PAPER_MESSAGES.tooLarge);
  }
  if (error instanceof QualityPaperRejectedError) {
    return jsonError(error.code === ErrorCode.PAYLOAD_TOO_LARGE ? 413 : 415, error.code, error.message);
  }
  if (error instanceof GraphQLError) {
    const code = typeof error.extensions.code === 'string' ? error.extensions.code : '';
    const status = STATUS_OF_CODE[code];
    if (status) return jsonError(status, code, error.message);
  }
  if (error instanceof MalformedMultipartError) {
    return jsonError(400, ErrorCode.BAD_USER_INPUT, 'The request must be multipart/form-data with a file.');
  }
  logger.error('Quality paper upload failed', error);
  return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
}

const DOWNLOAD_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * `GET /api/quality-papers/<paperId>?t=<signature>`: one paper as a PDF. The signature
 * (`QualityPaper.url`, given on the supplier's catalogue and on the orders that carry the paper)
 * is the only authorisation, checked before anything is read: 403 without a valid one.
 */
export async function handleQualityPaperDownload(
  request: Request,
  paperId: string,
  getStorage: () => Promise<QualityPaperStorage>,
): Promise<Response> {
  if (!idSchema.safeParse(paperId).success) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  const token = new URL(request.url).searchParams.get('t');
  if (!token || !(await verifyQualityPaperLink(paperId, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, QUALITY_PAPER_LINK_INVALID_MESSAGE);
  }
  const { db, files } = await getStorage();
  const file = await qualityPaperFile(db, paperId);
  if (!file) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  const chunks = files.read(file.key)[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array>;
  try {
    first = await chunks.next();
  } catch (error) {
    if (error instanceof FileNotFoundError) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
    throw error;
  }
  return new Response(storedFileStream(chunks, first.done ? undefined : first.value), {
    headers: {
      ...DOWNLOAD_HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${file.name}"`,
    },
  });
}

/** Each paper's path in the ZIP: `<order number>/<kind and title>.pdf`, made unique within its order. */
export function zipEntryNames(papers: readonly SitePaper[]): string[] {
  const taken = new Set<string>();
  return papers.map(({ orderNumber, paper }) => {
    const base = `${orderNumber}/${qualityPaperDownloadName(paper).replace(/\.pdf$/, '')}`;
    let name = `${base}.pdf`;
    for (let copy = 2; taken.has(name); copy += 1) name = `${base}-${copy}.pdf`;
    taken.add(name);
    return name;
  });
}

/**
 * The ZIP's bytes as they are made: each paper stored as is (a PDF is compressed already), read
 * from the file store one at a time, so neither the papers nor the archive are held whole.
 */
async function* zipOf(files: FileStore, papers: readonly SitePaper[]) {
  const ready: Uint8Array[] = [];
  // Set by fflate's callback, read after each push (a holder, so the check is not narrowed away).
  const made: { failure: Error | null } = { failure: null };
  const zip = new Zip((error, chunk) => {
    if (error) made.failure = error;
    else ready.push(chunk);
  });
  const names = zipEntryNames(papers);
  for (const [index, name] of names.entries()) {
    const entry = new ZipPassThrough(name);
    entry.mtime = papers[index]!.paper.addedAt;
    zip.add(entry);
    for await (const chunk of files.read(papers[index]!.fileKey)) {
      entry.push(chunk);
      if (made.failure) throw made.failure;
      yield* ready.splice(0);
    }
    entry.push(new Uint8Array(0), true);
    yield* ready.splice(0);
  }
  zip.end();
  if (made.failure) throw made.failure;
  yield* ready.splice(0);
}

export const JOB_SITE_PAPERS_LINK_INVALID_MESSAGE =
  'This download link is not valid or has expired: open your job sites again to download their quality papers.';

/**
 * `GET /api/job-sites/<jobSiteId>/quality-papers?company=<companyId>&t=<signature>`: the quality
 * papers of every order of the job site that went ahead, as one ZIP with a folder per order. The
 * signature (`JobSite.qualityPapersUrl`) names the company and the site; 403 without it.
 */
export async function handleJobSitePapersDownload(
  request: Request,
  jobSiteId: string,
  getStorage: () => Promise<QualityPaperStorage>,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const companyId = query.get('company') ?? '';
  const token = query.get('t');
  if (
    !idSchema.safeParse(jobSiteId).success ||
    !idSchema.safeParse(companyId).success ||
    !token ||
    !(await verifyJobSitePapersLink(companyId, jobSiteId, token))
  ) {
    return jsonError(403, ErrorCode.FORBIDDEN, JOB_SITE_PAPERS_LINK_INVALID_MESSAGE);
  }
  const { db, files } = await getStorage();
  const papers = await papersOfJobSite(db, companyId, jobSiteId);
  return new Response(storedFileStream(zipOf(files, papers)[Symbol.asyncIterator]()), {
    headers: {
      ...DOWNLOAD_HEADERS,
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="quality-papers.zip"',
    },
  });
}
