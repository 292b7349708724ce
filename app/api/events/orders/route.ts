import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { handleOrderEvents } from '@/server/http/order-stream';

// "Order X changed" as server-sent events (server/http/order-stream.ts); a web tier (API_URL set)
// streams them from the API tier (server/http/api-proxy.ts). A stream per open page: rendered on every
// request, never cached or prerendered.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleOrderEvents(request, getDb);
}
