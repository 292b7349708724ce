import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/api-proxy';
import { getDb } from '@/server/db/client';
import { paymentGateway } from '@/server/payment-gateway';
import { handlePaymentWebhook } from '@/server/payment-webhook';

// The payment gateway's webhook endpoint (embedded mode; in external mode the API has its own).
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handlePaymentWebhook(request, { getDb, gateway: paymentGateway() });
}
