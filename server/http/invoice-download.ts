import 'server-only';

import { idSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { jsonError } from './protocol';
import { logger } from '@/server/logger';
import { verifyInvoiceLink } from '@/server/services/invoices/invoice-links';
import { invoiceFileName, loadInvoice } from '@/server/services/invoices/invoice';
import { renderInvoicePdf } from '@/server/services/invoices/render';

export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found.';
export const INVOICE_LINK_INVALID_MESSAGE =
  'This invoice link is not valid or has expired. Open the order again to download its invoice.';

/**
 * `GET /api/invoices/<orderId>?t=<signature>`: the order's invoice as a PDF download.
 *
 * The signature (from `Order.invoiceUrl` or `PaymentLinkView.invoiceUrl`) is the only
 * authorisation: a plain link carries no session. 403 FORBIDDEN without a valid, unexpired
 * signature for this very order (checked before the order is looked up, so a guessed id learns
 * nothing); 404 NOT_FOUND for an id that is no order. The signature also says who reads: a payment
 * link's holder gets the guest's invoice, without the contractor's contact details. The answer is the user's own document:
 * never stored by a shared cache, never sniffed as anything but a PDF.
 */
export async function handleInvoiceDownload(
  request: Request,
  orderId: string,
  getDb: () => Promise<Database>,
): Promise<Response> {
  if (!idSchema.safeParse(orderId).success) return jsonError(404, ErrorCode.NOT_FOUND, INVOICE_NOT_FOUND_MESSAGE);
  const token = new URL(request.url).searchParams.get('t');
  const reader = token ? await verifyInvoiceLink(orderId, token) : null;
  if (!reader) return jsonError(403, ErrorCode.FORBIDDEN, INVOICE_LINK_INVALID_MESSAGE);
  try {
    const invoice = await loadInvoice(await getDb(), orderId, reader);
    if (!invoice) return jsonError(404, ErrorCode.NOT_FOUND, INVOICE_NOT_FOUND_MESSAGE);
    const pdf = await renderInvoicePdf(invoice);
    return new Response(pdf, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(pdf.byteLength),
        'content-disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        // The signature is in the URL: keep it out of any Referer header.
        'referrer-policy': 'no-referrer',
      },
    });
  } catch (error) {
    logger.error('Invoice download failed', error);
    return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
  }
}
