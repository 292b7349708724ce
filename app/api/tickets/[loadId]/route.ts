import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { getFileStore } from '@/server/instance';
import { handleTicketDownload } from '@/server/http/ticket-download';

// A delivered load's e-ticket (PDF) for whoever holds its signed link. Embedded mode only.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ loadId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { loadId } = await params;
  return handleTicketDownload(request, loadId, async () => ({ db: await getDb(), files: await getFileStore() }));
}
