import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { handleInvoiceDownload } from '@/server/http/invoice-download';

// An order's invoice (PDF) for whoever holds its signed link. Embedded mode only, like /api/gql:
// with an external API the invoice links point at that API.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ orderId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { orderId } = await params;
  return handleInvoiceDownload(request, orderId, getDb);
}
