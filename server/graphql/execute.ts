import 'server-only';

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

import { serverEnv } from '@/lib/env';

import { embeddedYoga } from './embedded';
import { GRAPHQL_PATH } from './yoga';
import { injectTraceHeaders } from '@/server/tracing.mjs';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** How long a server-rendered page waits for an external API's answer. */
export const SERVER_QUERY_TIMEOUT_MS = 10_000;

export class ServerQueryError extends Error {
  constructor(
    message: string,
    readonly codes: string[],
  ) {
    super(message);
  }
}

/**
 * Runs a typed operation for a server component. `fetch` is the transport: the embedded Yoga
 * in-process (no HTTP round trip to ourselves) or the external API over HTTP.
 */
export function createServerExecutor(endpoint: string, transport: Fetch, extraHeaders: Record<string, string> = {}) {
  return async function execute<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
  ): Promise<TData> {
    const response = await transport(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...extraHeaders },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as {
      data?: TData | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    if (body.errors?.length || !body.data) {
      const errors = body.errors ?? [{ message: `GraphQL answered ${response.status} without data` }];
      throw new ServerQueryError(
        errors.map((error) => error.message).join('; '),
        errors.map((error) => error.extensions?.code ?? 'UNKNOWN'),
      );
    }
    return body.data;
  };
}

/**
 * The executor of this process: in-process in embedded mode, HTTP to ${API_URL}/gql otherwise.
 * `forwardedFor`: the visitor's address, for an operation the API limits per address (a route
 * handler acting for the visitor, e.g. a partner's click link).
 */
export function serverGraphQL({ forwardedFor }: { forwardedFor?: string } = {}) {
  const extraHeaders: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const apiUrl = serverEnv().API_URL;
  return apiUrl
    ? createServerExecutor(
        `${apiUrl}/gql`,
        (url, init) =>
          // A page waits this long at most for an API tier that hangs, then shows what it can.
          fetch(url, {
            ...init,
            // The API tier's spans join the page's trace (OTEL_EXPORTER_OTLP_ENDPOINT).
            headers: injectTraceHeaders(new Headers(init?.headers)),
            signal: AbortSignal.timeout(SERVER_QUERY_TIMEOUT_MS),
          }),
        extraHeaders,
      )
    : createServerExecutor(
        `http://embedded${GRAPHQL_PATH}`,
        (url, init) => Promise.resolve(embeddedYoga().fetch(url, init)),
        extraHeaders,
      );
}
