import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';

/**
 * One GraphQL call over fetch, for the small forms of the marketing pages (partner form,
 * subscriptions, delivery-area check): those pages carry no Apollo client. Same endpoint, same
 * error contract (`extensions.code`, `extensions.fields`) as the app's Apollo links.
 */

/** The same words as the Apollo error link's network failure. */
export const NETWORK_FAILURE_MESSAGE = 'We could not reach the server. Check your connection and try again.';

export interface GraphQLFailure {
  code?: string;
  message: string;
  /** Field name to message, from `extensions.fields` (BAD_USER_INPUT). */
  fields: Record<string, string>;
}

export type GraphQLOutcome<TData> = { ok: true; data: TData } | { ok: false; failure: GraphQLFailure };

interface WireError {
  message?: string;
  extensions?: { code?: unknown; fields?: unknown };
}

function fieldsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export async function requestGraphQL<TData, TVariables extends Record<string, unknown>>(
  endpoint: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<GraphQLOutcome<TData>> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as { data?: TData | null; errors?: WireError[] };
    const [first] = body.errors ?? [];
    if (first) {
      const code = first.extensions?.code;
      return {
        ok: false,
        failure: {
          code: typeof code === 'string' ? code : undefined,
          message: first.message ?? NETWORK_FAILURE_MESSAGE,
          fields: fieldsOf(first.extensions?.fields),
        },
      };
    }
    if (body.data) return { ok: true, data: body.data };
  } catch {
    // Offline, aborted, or an answer that is not JSON: a network failure.
  }
  return { ok: false, failure: { message: NETWORK_FAILURE_MESSAGE, fields: {} } };
}
