import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/api-proxy';
import { getDb } from '@/server/db/client';
import { handleStatementDownload } from '@/server/statement-download';

// A supplier's monthly statement (PDF or CSV) for whoever holds its signed link. Embedded mode only.
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ supplierId: string }> },
): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { supplierId } = await params;
  return handleStatementDownload(request, supplierId, getDb);
}
