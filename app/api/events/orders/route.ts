import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/api-proxy';
import { getDb } from '@/server/db/client';
import { handleOrderEvents } from '@/server/order-events';

// "Order X changed" as server-sent events (server/order-events.ts); a web tier (API_URL set)
// streams them from the API tier (server/api-proxy.ts). A stream per open page: rendered on every
// request, never cached or prerendered.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleOrderEvents(request, getDb);
}
