import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { paymentGateway } from '@/server/instance';
import { handlePaymentWebhook } from '@/server/http/payment-webhook';

// The payment gateway's webhook endpoint (embedded mode; in external mode the API has its own).
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handlePaymentWebhook(request, { getDb, gateway: paymentGateway() });
}
