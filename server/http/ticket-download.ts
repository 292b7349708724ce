import 'server-only';

import { idSchema } from '@/lib/validation';
import { ErrorCode } from '@/server/errors';
import { jsonError } from './protocol';
import { logger } from '@/server/logger';
import type { ProofStorage } from '@/server/services/delivery/proof-of-delivery';
import { loadTicket, renderTicketPdf, ticketFileName, verifyTicketLink } from '@/server/services/delivery/tickets';

export const TICKET_NOT_FOUND_MESSAGE = 'E-ticket not found.';
export const TICKET_LINK_INVALID_MESSAGE =
  'This e-ticket link is not valid or has expired. Open the order again to download its e-tickets.';

/**
 * `GET /api/tickets/<loadId>?t=<signature>`: a delivered load's e-ticket as a PDF. The signature
 * (from `OrderLoad.ticketUrl` or the delivery mail) is the only authorisation, checked before the
 * load is looked up; 404 for a load that is unknown or not delivered yet.
 */
export async function handleTicketDownload(
  request: Request,
  loadId: string,
  getStorage: () => Promise<ProofStorage>,
): Promise<Response> {
  if (!idSchema.safeParse(loadId).success) return jsonError(404, ErrorCode.NOT_FOUND, TICKET_NOT_FOUND_MESSAGE);
  const token = new URL(request.url).searchParams.get('t');
  if (!token || !(await verifyTicketLink(loadId, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, TICKET_LINK_INVALID_MESSAGE);
  }
  try {
    const storage = await getStorage();
    const ticket = await loadTicket(storage.db, loadId);
    if (!ticket) return jsonError(404, ErrorCode.NOT_FOUND, TICKET_NOT_FOUND_MESSAGE);
    const pdf = await renderTicketPdf(ticket, storage.files);
    return new Response(pdf, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(pdf.byteLength),
        'content-disposition': `attachment; filename="${ticketFileName(ticket)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    });
  } catch (error) {
    logger.error('E-ticket download failed', error);
    return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
  }
}
