import { type ApolloClient, ApolloLink, CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { catchError, defer, from, map, mergeMap, Observable, of, type Subscription, throwError } from 'rxjs';

import { RefreshSessionDocument } from '@/graphql/generated/client/graphql';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-errors';

import './context';
import { tokensOfResponse, type SessionStore } from './session';

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
        const tokens = response?.headers ? tokensOfResponse(response.headers) : {};
        if (tokens.token || tokens.refreshToken) session.update(tokens);
        return result;
      }),
    ),
  );
}

/**
 * Shows each GraphQL error's message (or one network message) for operations sent with
 * `toastErrors: true`, and the end of the session for every operation: no screen has a place for
 * "sign in again", and it concerns the whole app.
 */
export function createErrorLink(notify: (message: string) => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const sessionEnded =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((graphQLError) => graphQLError.extensions?.code === UNAUTHENTICATED);
    if (operation.getContext().toastErrors !== true && !sessionEnded) return;
    if (CombinedGraphQLErrors.is(error)) {
      for (const message of new Set(error.errors.map((graphQLError) => graphQLError.message))) notify(message);
      return;
    }
    notify(NETWORK_ERROR_MESSAGE);
  });
}

/** How often a read is tried while the API is unavailable, the first try included. */
export const QUERY_ATTEMPTS = 4;

/**
 * Tries a read again, with growing pauses (about 0.5, 1 and 2 s), when this site answers that its
 * API is unavailable (502, 503, 504: a web tier whose API tier restarts): a short outage then
 * costs a moment, not an error screen. A request that never reached the site (the phone has no
 * network) is not repeated here: the screen says so at once and offers Try again, and the
 * driver's app shows its offline copy. Changes (mutations) are never sent twice from here: the
 * screen that sent one keeps what the user typed and says that it failed.
 */
export function createRetryLink(): ApolloLink {
  // A few lines rather than Apollo's RetryLink: the order flow's scripts have a size budget.
  return new ApolloLink((operation, forward) => {
    if (String(operation.operationType) !== 'query') return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let tries = 0;
      let current: Subscription | undefined;
      let pause: ReturnType<typeof setTimeout> | undefined;
      const send = () => {
        tries += 1;
        current = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error: unknown) => {
            if (tries < QUERY_ATTEMPTS && ServerError.is(error) && API_UNAVAILABLE_STATUSES.has(error.statusCode)) {
              pause = setTimeout(send, retryPauseMs(tries));
            } else {
              observer.error(error);
            }
          },
          complete: () => observer.complete(),
        });
      };
      send();
      return () => {
        clearTimeout(pause);
        current?.unsubscribe();
      };
    });
  });
}
/** About 0.5, 1 and 2 s, each between half and one and a half times that, so clients spread out. */
const retryPauseMs = (tries: number) => Math.min(4_000, 500 * 2 ** (tries - 1)) * (0.5 + Math.random());
const API_UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** The server's code for "sign in again": a missing or expired session, or a refused refresh. */
const UNAUTHENTICATED = 'UNAUTHENTICATED';
/**
 * Operations that never wait for, or start, a refresh: the refresh itself, and those that start or
 * end a session (they do not need the stored one).
 */
const SESSIONLESS_OPERATIONS = new Set(['RefreshSession', 'SignOut', 'SignIn', 'ContractorSignUp']);
/** Refresh this long before the access token's expiry, so it does not lapse in flight. */
const ACCESS_TOKEN_EXPIRY_MARGIN_MS = 10_000;

/**
 * True when a JWT's `exp` has passed (or is about to). It only reads the claim (the server checks
 * the signature): an expired token makes a request anonymous without an error (`me` is null), so
 * the client refreshes before sending one rather than waiting for an UNAUTHENTICATED that never comes.
 */
export function isAccessTokenExpired(token: string | undefined, now = Date.now()): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = claims && typeof claims === 'object' && 'exp' in claims ? claims.exp : undefined;
    return typeof exp === 'number' && exp * 1000 - ACCESS_TOKEN_EXPIRY_MARGIN_MS <= now;
  } catch {
    // Not a JWT we can read: let the server decide.
    return false;
  }
}

function isUnauthenticated(result: ApolloLink.Result): boolean {
  return 'errors' in result && (result.errors ?? []).some((error) => error.extensions?.code === UNAUTHENTICATED);
}

/**
 * Exchanges the stored refresh token for new tokens through the client itself, so the usual links
 * send `x-refresh-token` and store the rotated token and refresh token from the response headers;
 * the main token comes in the payload. A refusal (the session was revoked or expired) clears the
 * session; an unreachable server keeps it, so a later request can try again.
 */
async function refreshStoredSession(client: ApolloClient, session: SessionStore): Promise<boolean> {
  const presented = session.get().refreshToken;
  if (!presented) return false;
  try {
    const { data, error } = await client.mutate({
      mutation: RefreshSessionDocument,
      context: { useRefreshToken: true },
      fetchPolicy: 'no-cache',
    });
    if (data?.refreshSession) {
      session.update({ mainToken: data.refreshSession.mainToken });
      return true;
    }
    const refused =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((graphQLError) => graphQLError.extensions?.code === UNAUTHENTICATED);
    // Another tab may have rotated the token meanwhile: its session is the one to keep and use.
    if (refused && session.get().refreshToken !== presented) return Boolean(session.get().refreshToken);
    if (refused) session.clear();
  } catch {
    // Network failure: treated like a refused refresh for this operation, the session is kept.
  }
  return false;
}

/**
 * Keeps the session alive. Before an operation whose access token has expired, and after one that
 * failed with UNAUTHENTICATED, it refreshes the session with the stored refresh token, then sends
 * (or retries, once) the operation with the new token. The refresh is single-flight: operations
 * failing together share one `refreshSession` call, because refresh tokens rotate on every use and
 * a second use of the same token would revoke the whole session.
 */
export function createSessionRefreshLink(session: SessionStore): ApolloLink {
  let inFlight: Promise<boolean> | null = null;
  const refreshOnce = (client: ApolloClient) => {
    inFlight ??= refreshStoredSession(client, session).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return new ApolloLink((operation, forward) => {
    if (operation.operationName && SESSIONLESS_OPERATIONS.has(operation.operationName)) return forward(operation);
    const bearer = () => {
      const tokens = session.get();
      return operation.getContext().useMainToken ? tokens.mainToken : tokens.token;
    };

    return defer(async () => {
      if (session.get().refreshToken && isAccessTokenExpired(bearer())) await refreshOnce(operation.client);
      return bearer();
    }).pipe(
      mergeMap((sentWith) => {
        let retried = false;
        /** Refreshes (unless another operation just did) and retries once; `failed` otherwise. */
        const retryWithNewToken = (failed: () => Observable<ApolloLink.Result>) => {
          if (retried || !session.get().refreshToken) return failed();
          retried = true;
          const current = bearer();
          const renewed = current && current !== sentWith ? Promise.resolve(true) : refreshOnce(operation.client);
          return from(renewed).pipe(mergeMap((ok) => (ok ? forward(operation) : failed())));
        };
        return forward(operation).pipe(
          // An external API may answer an expired token with HTTP 401 instead of a GraphQL error.
          catchError((error: unknown) =>
            ServerError.is(error) && error.statusCode === 401
              ? retryWithNewToken(() => throwError(() => error))
              : throwError(() => error),
          ),
          mergeMap((result) => (isUnauthenticated(result) ? retryWithNewToken(() => of(result)) : of(result))),
        );
      }),
    );
  });
}
