import { isEmbeddedApi } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { handlePayoutLedgerDownload } from '@/server/payout-ledger-download';

// A supplier's payout ledger (CSV) for whoever holds its signed link. Embedded mode only.
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ supplierId: string }> },
): Promise<Response> {
  if (!isEmbeddedApi()) return new Response('Not found', { status: 404 });
  const { supplierId } = await params;
  return handlePayoutLedgerDownload(request, supplierId, getDb);
}
