import { isEmbeddedApi } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { getFileStore } from '@/server/files';
import { handleTicketDownload } from '@/server/ticket-download';

// A delivered load's e-ticket (PDF) for whoever holds its signed link. Embedded mode only.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ loadId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return new Response('Not found', { status: 404 });
  const { loadId } = await params;
  return handleTicketDownload(request, loadId, async () => ({ db: await getDb(), files: await getFileStore() }));
}
