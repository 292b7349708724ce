import type { ApolloClient } from '@apollo/client';

import { MeDocument } from '@/graphql/generated/client/graphql';
import { refusalOfResponse } from '@/lib/api-errors';

import { isAccessTokenExpired } from './links';
import { createStorageSessionStore } from './session';

/**
 * A file upload to one of the API's upload routes, outside GraphQL (multipart), with the session's
 * access token, refreshed first when it has expired (Apollo refreshes it on any query). Answers
 * the response, or null when the network failed.
 */
export async function uploadWithSession(
  client: ApolloClient,
  path: string,
  init: { method?: 'POST' | 'DELETE'; body?: FormData },
): Promise<Response | null> {
  const session = createStorageSessionStore(window.localStorage);
  if (isAccessTokenExpired(session.get().token)) {
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
  try {
    return await fetch(path, {
      method: init.method ?? 'POST',
      body: init.body,
      headers: { authorization: `Bearer ${session.get().token ?? ''}` },
    });
  } catch {
    return null;
  }
}

/** The message of an upload route's refusal, or `fallback` for an answer that is no refusal. */
export async function refusalMessage(response: Response, fallback: string): Promise<string> {
  const refusal = await refusalOfResponse(response);
  return refusal.code ? refusal.message : fallback;
}
