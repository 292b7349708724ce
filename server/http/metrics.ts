import 'server-only';

import { createHash, timingSafeEqual } from 'node:crypto';

import { scrape } from '@/server/metrics.mjs';

import { jsonError } from './protocol';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `/api/metrics`: the process's Prometheus metrics to a caller with the token, compared in constant
 * time. Without a configured token, or with a wrong one, the address does not exist (404): the
 * metrics say how busy the business is and are not public.
 */
export async function handleMetrics(request: Request, token: string | undefined): Promise<Response> {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || !given || !timingSafeEqual(digest(given), digest(token))) {
    return jsonError(404, 'NOT_FOUND', 'Not found.');
  }
  const { contentType, body } = await scrape();
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
