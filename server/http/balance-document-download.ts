import 'server-only';

import { idSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { logger } from '@/server/logger';
import {
  balanceDocumentFileName,
  loadBalanceDocument,
  renderBalanceDocumentPdf,
  verifyBalanceDocumentLink,
} from '@/server/services/payments/balance-documents';

import { jsonError } from './protocol';

export const BALANCE_DOCUMENT_NOT_FOUND_MESSAGE = 'Receipt or credit note not found.';
export const BALANCE_DOCUMENT_LINK_INVALID_MESSAGE =
  'This link is not valid or has expired. Open the order again to download its receipt or credit note.';

/**
 * `GET /api/balance-changes/<changeId>?t=<signature>`: the receipt or credit note of a change of
 * an order's total, as a PDF. The signature (from `OrderBalanceChange.documentUrl` or the payer's
 * mail) is the only authorisation, checked before the change is looked up; 404 for a change that
 * is unknown or whose money has not moved yet.
 */
export async function handleBalanceDocumentDownload(
  request: Request,
  changeId: string,
  getDb: () => Promise<Database>,
): Promise<Response> {
  if (!idSchema.safeParse(changeId).success) {
    return jsonError(404, ErrorCode.NOT_FOUND, BALANCE_DOCUMENT_NOT_FOUND_MESSAGE);
  }
  const token = new URL(request.url).searchParams.get('t');
  if (!token || !(await verifyBalanceDocumentLink(changeId, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, BALANCE_DOCUMENT_LINK_INVALID_MESSAGE);
  }
  try {
    const document = await loadBalanceDocument(await getDb(), changeId);
    if (!document) return jsonError(404, ErrorCode.NOT_FOUND, BALANCE_DOCUMENT_NOT_FOUND_MESSAGE);
    const pdf = await renderBalanceDocumentPdf(document);
    return new Response(pdf, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(pdf.byteLength),
        'content-disposition': `attachment; filename="${balanceDocumentFileName(document)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    });
  } catch (error) {
    logger.error('Balance document download failed', error);
    return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
  }
}
