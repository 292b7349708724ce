import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

import { placeFieldErrors } from '@/components/forms/fieldErrors';
import { NETWORK_FAILURE } from '@/lib/api-errors';
import { tokensOfResponse } from '@/lib/apollo/session';
import { GRAPHQL_BROWSER_PATH } from '@/lib/graphql/endpoint';
import { requestGraphQL } from '@/lib/graphql/request';

import { browserSession } from './session';

/** What a sign-in or sign-up form gives to show a refusal: its fields' setter and its alert. */
export interface SessionFormOutlet<TName extends string> {
  fieldOf: (apiName: string) => TName | undefined;
  setError: (name: TName, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void;
  setFailure: (message: string) => void;
}

/**
 * Sends a sign-in or a sign-up and reads its answer, the one way both forms do: the new session's
 * payload, its tokens stored (the main token from the payload, the ordinary and refresh tokens
 * from the response's headers, as the Apollo links store them), or null after showing why not,
 * next to the fields it concerns or in the form's alert. One plain request, not Apollo: the
 * sign-up page needs nothing else from the API, and its first load has a size budget.
 */
export async function startSession<
  TData,
  TVariables extends Record<string, unknown>,
  TPayload extends { mainToken: string },
  TName extends string,
>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => TPayload | null | undefined,
  outlet: SessionFormOutlet<TName>,
): Promise<TPayload | null> {
  const session = browserSession();
  const outcome = await requestGraphQL(GRAPHQL_BROWSER_PATH, document, variables, {
    onResponse: (response) => {
      const tokens = tokensOfResponse(response.headers);
      if (tokens.token || tokens.refreshToken) session.update(tokens);
    },
  });
  const payload = outcome.ok ? pick(outcome.data) : null;
  if (!payload) {
    const { message, fields } = outcome.ok ? NETWORK_FAILURE : outcome.failure;
    if (!placeFieldErrors(fields, outlet.fieldOf, outlet.setError)) outlet.setFailure(message);
    return null;
  }
  session.update({ mainToken: payload.mainToken });
  return payload;
}
