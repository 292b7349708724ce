import 'server-only';

import { idSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { creditStatementCsv, verifyCreditStatementLink } from '@/server/services/invoices/credit-statement';

import { jsonError } from './protocol';

export const CREDIT_STATEMENT_LINK_INVALID_MESSAGE =
  'This download link is not valid or has expired. Open your credit account again to download the statement.';

/**
 * `GET /api/credit-statement/<companyId>?t=<signature>`: the company's credit statement as CSV.
 * The signature (from `CreditAccount.statementCsvUrl`) names the company; it is the only
 * authorisation, checked before anything is read.
 */
export async function handleCreditStatementDownload(
  request: Request,
  companyId: string,
  getDb: () => Promise<Database>,
): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t');
  if (!idSchema.safeParse(companyId).success || !token || !(await verifyCreditStatementLink(companyId, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, CREDIT_STATEMENT_LINK_INVALID_MESSAGE);
  }
  return new Response(await creditStatementCsv(await getDb(), companyId), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="credit-statement.csv"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
