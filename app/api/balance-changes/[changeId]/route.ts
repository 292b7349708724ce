import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { handleBalanceDocumentDownload } from '@/server/http/balance-document-download';
import { getDb } from '@/server/instance';

// The receipt or credit note (PDF) of a change of an order's total, for whoever holds its signed link.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ changeId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { changeId } = await params;
  return handleBalanceDocumentDownload(request, changeId, getDb);
}
