import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { handlePayoutLedgerDownload } from '@/server/http/payout-ledger-download';

// A supplier's payout ledger (CSV) for whoever holds its signed link. A web tier passes it on to its API tier.
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ supplierId: string }> },
): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { supplierId } = await params;
  return handlePayoutLedgerDownload(request, supplierId, getDb);
}
