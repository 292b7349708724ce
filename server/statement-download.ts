import 'server-only';

import { idSchema, supplierStatementFilterSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { jsonError } from '@/server/http';
import { logger } from '@/server/logger';
import {
  statementCsv,
  statementFileName,
  statementPdf,
  supplierStatement,
  verifyStatementLink,
} from '@/server/services/invoices/supplier-statement';

export const STATEMENT_LINK_INVALID_MESSAGE =
  'This statement link is not valid or has expired. Open the statements page again to download it.';

/**
 * `GET /api/statements/<supplierId>?month=YYYY-MM[&customer=<id>]&format=pdf|csv&t=<signature>`:
 * a supplier's statement as a download. The signature (from `SupplierStatement.pdfUrl` or
 * `csvUrl`) names the supplier, month and customer; it is the only authorisation, checked first.
 */
export async function handleStatementDownload(
  request: Request,
  supplierId: string,
  getDb: () => Promise<Database>,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const filter = supplierStatementFilterSchema.safeParse({
    month: query.get('month'),
    customerId: query.get('customer'),
  });
  const format = query.get('format') === 'csv' ? 'csv' : query.get('format') === 'pdf' ? 'pdf' : null;
  const token = query.get('t');
  if (!idSchema.safeParse(supplierId).success || !filter.success || !format || !token) {
    return jsonError(403, ErrorCode.FORBIDDEN, STATEMENT_LINK_INVALID_MESSAGE);
  }
  if (!(await verifyStatementLink(supplierId, filter.data, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, STATEMENT_LINK_INVALID_MESSAGE);
  }
  try {
    const statement = await supplierStatement(await getDb(), supplierId, filter.data);
    const body = format === 'csv' ? new TextEncoder().encode(statementCsv(statement)) : await statementPdf(statement);
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
        'content-length': String(body.byteLength),
        'content-disposition': `attachment; filename="${statementFileName(statement, format)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    });
  } catch (error) {
    logger.error('Statement download failed', error);
    return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
  }
}
