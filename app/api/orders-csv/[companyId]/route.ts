import { isEmbeddedApi } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { handleOrdersCsvDownload } from '@/server/orders-csv-download';

// A company's orders as CSV for whoever holds its signed link. Embedded mode only.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ companyId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return new Response('Not found', { status: 404 });
  const { companyId } = await params;
  return handleOrdersCsvDownload(request, companyId, getDb);
}
