import { isEmbeddedApi, serverEnv } from '@/lib/env';
import { handleReadiness } from '@/server/http/health';
import { getDatabase } from '@/server/instance';
import { getRedis } from '@/server/redis';

// Readiness, for a load balancer: the embedded API's database and Redis, or a web tier's API tier.
// Answered by this instance in both modes (never passed on to the API tier).
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  const env = serverEnv();
  if (!isEmbeddedApi()) return handleReadiness({ apiUrl: env.API_URL });
  const redis = getRedis();
  return handleReadiness({ database: getDatabase, redis: redis && (() => redis) });
}
