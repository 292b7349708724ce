import { isEmbeddedApi } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { paymentGateway } from '@/server/payment-gateway';
import { handlePaymentWebhook } from '@/server/payment-webhook';

// The payment gateway's webhook endpoint (embedded mode; in external mode the API has its own).
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return Promise.resolve(new Response('Not found', { status: 404 }));
  return handlePaymentWebhook(request, { getDb, gateway: paymentGateway() });
}
