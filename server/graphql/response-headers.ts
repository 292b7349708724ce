import 'server-only';

import type { Plugin } from 'graphql-yoga';

import type { SessionTokens } from '@/server/services/accounts/sessions';

/** Response headers that carry new session tokens; browsers may read them (CORS exposes them). */
export const SESSION_RESPONSE_HEADERS = ['authorization', 'x-refresh-token'] as const;
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';

/**
 * Per-request response headers: the context factory asks for a request's Headers, resolvers set
 * values on them (through the context), and `onResponse` copies them to the response.
 */
export function createResponseHeaders() {
  const byRequest = new WeakMap<Request, Headers>();
  const forRequest = (request: Request): Headers => {
    let headers = byRequest.get(request);
    if (!headers) {
      headers = new Headers();
      byRequest.set(request, headers);
    }
    return headers;
  };
  const plugin: Plugin = {
    onResponse({ request, response }) {
      const headers = byRequest.get(request);
      if (!headers) return;
      headers.forEach((value, name) => response.headers.set(name, value));
    },
  };
  return { forRequest, plugin };
}

/** Sends the ordinary access token and the refresh token as the spec's response headers. */
export function setSessionHeaders(headers: Headers, tokens: Pick<SessionTokens, 'accessToken' | 'refreshToken'>) {
  headers.set('authorization', `Bearer ${tokens.accessToken}`);
  headers.set(REFRESH_TOKEN_HEADER, tokens.refreshToken);
  // Tokens must never be kept by a shared cache.
  headers.set('cache-control', 'no-store');
}
