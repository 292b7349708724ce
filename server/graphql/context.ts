import 'server-only';

import type { Database } from '@/server/db/client';
import { bearerToken, verifyAccessToken, type AccessClaims } from '@/server/services/access-tokens';
import { ErrorCode, expectedError } from '@/server/errors';

/** Who the request's access token speaks for: the ordinary token has a company, the main one not. */
export type RequestViewer = AccessClaims;

/** What every resolver receives. Built per request; nothing in it is shared between users. */
export interface GraphQLContext {
  db: Database;
  request: Request;
  /** Headers the response will carry (new session tokens); copied by the response-headers plugin. */
  responseHeaders: Headers;
  /**
   * The signed-in person from the `Authorization: Bearer` token, read on first call. Null when
   * there is no token or it is invalid or expired (signed out, not an error).
   */
  viewer: () => Promise<RequestViewer | null>;
}

export function createContext(db: Database, request: Request, responseHeaders: Headers): GraphQLContext {
  let viewer: Promise<RequestViewer | null> | undefined;
  return {
    db,
    request,
    responseHeaders,
    viewer: () => {
      const token = bearerToken(request);
      viewer ??= token ? verifyAccessToken(token) : Promise.resolve(null);
      return viewer;
    },
  };
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** The signed-in person, or UNAUTHENTICATED for resolvers that need one. */
export async function requireViewer(context: Pick<GraphQLContext, 'viewer'>): Promise<RequestViewer> {
  const viewer = await context.viewer();
  if (!viewer) throw expectedError(ErrorCode.UNAUTHENTICATED, SIGN_IN_REQUIRED_MESSAGE);
  return viewer;
}
