import { isEmbeddedApi } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { handleStatementDownload } from '@/server/statement-download';

// A supplier's monthly statement (PDF or CSV) for whoever holds its signed link. Embedded mode only.
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ supplierId: string }> },
): Promise<Response> {
  if (!isEmbeddedApi()) return new Response('Not found', { status: 404 });
  const { supplierId } = await params;
  return handleStatementDownload(request, supplierId, getDb);
}
