import 'server-only';

import { parseOrdersFilter } from '@/lib/order/orders-filter';
import { idSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { jsonError } from './protocol';
import { ordersCsvFileName, ordersCsvStream, verifyOrdersCsvLink } from '@/server/services/invoices/orders-export';

export const ORDERS_CSV_LINK_INVALID_MESSAGE =
  'This download link is not valid or has expired. Open your orders again to download them.';

/**
 * `GET /api/orders-csv/<companyId>?<filter>&t=<signature>`: the company's orders matching the
 * filter as CSV. The signature (from `OrderList.csvUrl`) names the company and the filter; it is
 * the only authorisation, checked before anything is read.
 */
export async function handleOrdersCsvDownload(
  request: Request,
  companyId: string,
  getDb: () => Promise<Database>,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const filter = parseOrdersFilter(query);
  const token = query.get('t');
  if (!idSchema.safeParse(companyId).success || !token || !(await verifyOrdersCsvLink(companyId, filter, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, ORDERS_CSV_LINK_INVALID_MESSAGE);
  }
  return new Response(ordersCsvStream(await getDb(), companyId, filter), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${ordersCsvFileName()}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
