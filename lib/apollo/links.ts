import { ApolloLink, CombinedGraphQLErrors } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { map } from 'rxjs';

import './context';
import type { SessionStore } from './session';

export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/**
 * Adds `Authorization: Bearer <token>` from the session: the main token when the operation sets
 * `useMainToken`, the ordinary token otherwise; and `x-refresh-token` when it sets
 * `useRefreshToken`.
 */
export function createAuthLink(session: SessionStore): ApolloLink {
  return new SetContextLink((context) => {
    const tokens = session.get();
    const headers: Record<string, string> = { ...context.headers };
    const bearer = context.useMainToken ? tokens.mainToken : tokens.token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (context.useRefreshToken && tokens.refreshToken) headers['x-refresh-token'] = tokens.refreshToken;
    return { headers };
  });
}

/**
 * When a response carries `authorization` or `x-refresh-token`, they replace the stored token
 * and refresh token (the API rotates them).
 */
export function createResponseLink(session: SessionStore): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const { response } = operation.getContext() as { response?: Response };
        const headers = response?.headers;
        if (headers) {
          const authorization = headers.get('authorization');
          const refreshToken = headers.get('x-refresh-token');
          const token = authorization?.replace(/^Bearer\s+/i, '');
          if (token || refreshToken) {
            session.update({
              ...(token ? { token } : {}),
              ...(refreshToken ? { refreshToken } : {}),
            });
          }
        }
        return result;
      }),
    ),
  );
}

/** Shows each GraphQL error's message (or one network message) unless `toastErrors: false`. */
export function createErrorLink(notify: (message: string) => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (operation.getContext().toastErrors === false) return;
    if (CombinedGraphQLErrors.is(error)) {
      for (const message of new Set(error.errors.map((graphQLError) => graphQLError.message))) notify(message);
      return;
    }
    notify(NETWORK_ERROR_MESSAGE);
  });
}
