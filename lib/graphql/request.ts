import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';

import { apiFailureOfWire, NETWORK_FAILURE, type ApiOutcome, type WireError } from '@/lib/api-errors';

import { postGraphQL } from './post';

/**
 * One GraphQL call over fetch, for the small forms of the marketing pages (partner form,
 * subscriptions, delivery-area check): those pages carry no Apollo client. Same endpoint, same
 * error contract (`lib/api-errors.ts`) as the app's Apollo calls.
 */

export interface GraphQLRequestOptions {
  /** Extra request headers (a session's `authorization`). */
  headers?: Record<string, string>;
  /** Sees the HTTP response before its body is read (the session's rotated tokens are in its headers). */
  onResponse?: (response: Response) => void;
}

export async function requestGraphQL<TData, TVariables extends Record<string, unknown>>(
  endpoint: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { headers = {}, onResponse }: GraphQLRequestOptions = {},
): Promise<ApiOutcome<TData>> {
  try {
    const response = await postGraphQL(endpoint, { query: print(document), variables }, headers);
    onResponse?.(response);
    const body = (await response.json()) as { data?: TData | null; errors?: WireError[] };
    const [first] = body.errors ?? [];
    if (first) return { ok: false, failure: apiFailureOfWire(first) };
    if (body.data) return { ok: true, data: body.data };
  } catch {
    // Offline, aborted, or an answer that is not JSON: a network failure.
  }
  return { ok: false, failure: NETWORK_FAILURE };
}
