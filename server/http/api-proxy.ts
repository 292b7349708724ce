import 'server-only';

import { serverEnv } from '@/lib/env';
import { ErrorCode } from '@/server/errors';
import { jsonError } from './protocol';
import { logger } from '@/server/logger';
import { injectTraceHeaders } from '@/server/tracing.mjs';

/**
 * The API's own routes (`/api/...`: GraphQL, uploads, invoices, tickets, statements, order events,
 * the payment webhook, the contact mail) in a web tier: this instance runs no API (API_URL is
 * set), so it passes each request on to the same route under API_URL, the base where another
 * instance of this app serves them (`https://api.example.com/api`). Links the API wrote (a signed
 * invoice link, an upload's address) are relative to this site and keep working, and the browser
 * needs no second origin for them.
 *
 * The request goes on as it came (method, headers, streamed body); X-Forwarded-For keeps the
 * visitor's address, which the API tier reads with one more trusted proxy (TRUST_PROXY). The
 * answer comes back streamed, so the order events' SSE stream passes through. An API tier that
 * cannot be reached is a 503 with a code, never a 500.
 */

/** Hop-by-hop headers, and those fetch sets itself from the body it sends. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
  'proxy-connection',
]);

/**
 * Headers of the API's answer that describe bytes fetch has already decoded (it undoes gzip and
 * chunking), so they would lie about what this server sends on.
 */
const NOT_RETURNED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

export const API_UNREACHABLE_MESSAGE = 'The service cannot be reached right now. Please try again in a moment.';

/** `/api/invoices/1?token=x` under API_URL: `${API_URL}/invoices/1?token=x`. */
export function apiTierUrl(apiUrl: string, requestUrl: string): string {
  const url = new URL(requestUrl);
  const apiPath = url.pathname.replace(/^\/api(?=\/|$)/, '');
  return `${apiUrl}${apiPath}${url.search}`;
}

export async function forwardToApi(
  request: Request,
  options: { apiUrl?: string; fetch?: typeof fetch } = {},
): Promise<Response> {
  const apiUrl = options.apiUrl ?? serverEnv().API_URL;
  if (!apiUrl) return new Response('Not found', { status: 404 });
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name)) headers.set(name, value);
  });
  // The API tier's spans join this request's trace (OTEL_EXPORTER_OTLP_ENDPOINT).
  injectTraceHeaders(headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let upstream: Response;
  try {
    upstream = await (options.fetch ?? fetch)(apiTierUrl(apiUrl, request.url), {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      // Node's fetch streams a request body only when told the request is half-duplex.
      ...(hasBody ? { duplex: 'half' } : {}),
      // A redirect is the API's answer to the browser, not something to follow here.
      redirect: 'manual',
      signal: request.signal,
    });
  } catch (error) {
    logger.warn(`API tier unreachable at ${apiUrl}`, error);
    return jsonError(503, ErrorCode.UPSTREAM_UNAVAILABLE, API_UNREACHABLE_MESSAGE);
  }
  const returned = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!NOT_RETURNED.has(name)) returned.append(name, value);
  });
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: returned });
}
