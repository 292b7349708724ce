import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { handleStatementDownload } from '@/server/http/statement-download';

// A statement (a supplier's month, or a contractor's job site's) for whoever holds its signed link. A web tier passes it on to its API tier.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ ownerId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { ownerId } = await params;
  return handleStatementDownload(request, ownerId, getDb);
}
