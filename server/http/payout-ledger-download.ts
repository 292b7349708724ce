import 'server-only';

import { idSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { jsonError } from './protocol';
import { logger } from '@/server/logger';
import { ledgerCsv, verifyLedgerLink } from '@/server/services/payouts/overview';

export const LEDGER_LINK_INVALID_MESSAGE =
  'This ledger link is not valid or has expired. Open the payouts page again to download it.';

/**
 * `GET /api/payouts/<supplierId>/ledger?t=<signature>`: the supplier's ledger as CSV. The
 * signature (from `SupplierPayouts.ledgerCsvUrl`) names the supplier; it is the only
 * authorisation, checked first.
 */
export async function handlePayoutLedgerDownload(
  request: Request,
  supplierId: string,
  getDb: () => Promise<Database>,
): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t');
  if (!idSchema.safeParse(supplierId).success || !token || !(await verifyLedgerLink(supplierId, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, LEDGER_LINK_INVALID_MESSAGE);
  }
  try {
    const body = new TextEncoder().encode(await ledgerCsv(await getDb(), supplierId));
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-length': String(body.byteLength),
        'content-disposition': 'attachment; filename="payouts-ledger.csv"',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    });
  } catch (error) {
    logger.error('Payout ledger download failed', error);
    return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
  }
}
