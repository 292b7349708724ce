import { isEmbeddedApi } from '@/lib/env';
import { getDb } from '@/server/db/client';
import { handleOrderEvents } from '@/server/order-events';

// "Order X changed" as server-sent events (server/order-events.ts). Embedded mode only, like
// /api/gql: with an external API the pages refresh when they regain focus instead. A stream per
// open page: rendered on every request, never cached or prerendered.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return Promise.resolve(new Response('Not found', { status: 404 }));
  return handleOrderEvents(request, getDb);
}
