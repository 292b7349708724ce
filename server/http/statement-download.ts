import 'server-only';

import { idSchema, supplierStatementFilterSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { jsonError } from './protocol';
import { logger } from '@/server/logger';
import {
  jobSiteCompany,
  jobSiteStatement,
  supplierStatement,
  verifyStatementLink,
  type Statement,
  type StatementLinkSubject,
} from '@/server/services/invoices/supplier-statement';
import { statementCsv, statementFileName, statementPdf } from '@/server/services/invoices/statement-files';
import { JOB_SITE_NOT_FOUND_MESSAGE } from '@/server/services/orders/job-sites';

export const STATEMENT_LINK_INVALID_MESSAGE =
  'This statement link is not valid or has expired. Open the statements page again to download it.';

/**
 * `GET /api/statements/<ownerId>?month=YYYY-MM[&customer=<id>]&format=pdf|csv[&of=job-site]&t=<signature>`:
 * a statement as a download: a supplier's (`SupplierStatement.pdfUrl` or `csvUrl`), or with
 * `of=job-site` a contractor's job site's (`JobSiteStatement.pdfUrl` or `csvUrl`). The signature
 * names the kind, the owner, the month and the customer; it is the only authorisation, checked first.
 */
export async function handleStatementDownload(
  request: Request,
  ownerId: string,
  getDb: () => Promise<Database>,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const filter = supplierStatementFilterSchema.safeParse({
    month: query.get('month'),
    customerId: query.get('customer'),
  });
  const kind = query.get('of') === 'job-site' ? 'jobSite' : 'supplier';
  const format = query.get('format') === 'csv' ? 'csv' : query.get('format') === 'pdf' ? 'pdf' : null;
  const token = query.get('t');
  if (!idSchema.safeParse(ownerId).success || !filter.success || !format || !token) {
    return jsonError(403, ErrorCode.FORBIDDEN, STATEMENT_LINK_INVALID_MESSAGE);
  }
  const link: StatementLinkSubject = { kind, ownerId, ...filter.data };
  if (!(await verifyStatementLink(link, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, STATEMENT_LINK_INVALID_MESSAGE);
  }
  try {
    const db = await getDb();
    let statement: Statement;
    if (kind === 'supplier') {
      statement = await supplierStatement(db, ownerId, filter.data);
    } else {
      const companyId = await jobSiteCompany(db, ownerId);
      // A job site deleted since the link was made.
      if (!companyId) return jsonError(404, ErrorCode.NOT_FOUND, JOB_SITE_NOT_FOUND_MESSAGE);
      statement = await jobSiteStatement(db, companyId, { month: filter.data.month, jobSiteId: ownerId });
    }
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
