import { serverEnv } from '@/lib/env';
import { handleMetrics } from '@/server/http/metrics';

// Prometheus metrics for whoever holds METRICS_TOKEN; 404 without one. Answered by this instance
// in both modes (a web tier's own requests, never passed on).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleMetrics(request, serverEnv().METRICS_TOKEN);
}
