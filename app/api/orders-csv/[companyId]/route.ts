import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { handleOrdersCsvDownload } from '@/server/http/orders-csv-download';

// A company's orders as CSV for whoever holds its signed link. A web tier passes it on to its API tier.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ companyId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { companyId } = await params;
  return handleOrdersCsvDownload(request, companyId, getDb);
}
