import { isEmbeddedApi } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { handleStatementDownload } from '@/server/statement-download';

// A statement (a supplier's month, or a contractor's job site's) for whoever holds its signed link. Embedded mode only.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ ownerId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return new Response('Not found', { status: 404 });
  const { ownerId } = await params;
  return handleStatementDownload(request, ownerId, getDb);
}
