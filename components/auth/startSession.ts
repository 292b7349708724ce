import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

import { NETWORK_FAILURE, type ApiOutcome } from '@/lib/api-errors';
import { tokensOfResponse } from '@/lib/apollo/session';
import { GRAPHQL_BROWSER_PATH } from '@/lib/graphql/endpoint';
import { requestGraphQL } from '@/lib/graphql/request';

import { browserSession } from './session';

/**
 * Sends a sign-in or a sign-up and reads its answer, the one way both forms do: the new session's
 * payload, its tokens stored (the main token from the payload, the ordinary and refresh tokens
 * from the response's headers, as the Apollo links store them), or the refusal for the form
 * (`useSubmission`) to show. One plain request, not Apollo: the
 * sign-up page needs nothing else from the API, and its first load has a size budget.
 */
export async function startSession<
  TData,
  TVariables extends Record<string, unknown>,
  TPayload extends { mainToken: string },
>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => TPayload | null | undefined,
): Promise<ApiOutcome<TPayload>> {
  const session = browserSession();
  const outcome = await requestGraphQL(GRAPHQL_BROWSER_PATH, document, variables, {
    onResponse: (response) => {
      const tokens = tokensOfResponse(response.headers);
      if (tokens.token || tokens.refreshToken) session.update(tokens);
    },
  });
  const payload = outcome.ok ? pick(outcome.data) : null;
  if (!payload) return { ok: false, failure: outcome.ok ? NETWORK_FAILURE : outcome.failure };
  session.update({ mainToken: payload.mainToken });
  return { ok: true, data: payload };
}
