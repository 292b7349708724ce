'use client';

import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';

import { MeDocument, type ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY, subscribeToSession } from '@/lib/apollo/session';

export type Session =
  /** Not known yet: server rendering and hydration (the tokens live in the browser), or `me` on its way. */
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; viewer: ViewerFieldsFragment }
  /** Tokens are stored but the API could not be reached to say whose they are. */
  | { status: 'unavailable'; retry: () => void };

const LOADING: Session = { status: 'loading' };
const SIGNED_OUT: Session = { status: 'signedOut' };

// The raw stored string: a stable snapshot that changes exactly when the session does.
const readStoredSession = () => window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
const unknownOnServer = () => null;

function holdsTokens(stored: string): boolean {
  try {
    const tokens: unknown = JSON.parse(stored || '{}');
    return Boolean(tokens && typeof tokens === 'object' && ('token' in tokens || 'refreshToken' in tokens));
  } catch {
    return false;
  }
}

/**
 * The signed-in user: the session store says whether there are tokens (and follows sign-in and
 * sign-out in other tabs, and a refused refresh), `me` says whose they are.
 */
export function useSession(): Session {
  const stored = useSyncExternalStore(subscribeToSession, readStoredSession, unknownOnServer);
  const hasTokens = stored !== null && holdsTokens(stored);
  const me = useQuery(MeDocument, { skip: !hasTokens });

  if (stored === null) return LOADING;
  if (!hasTokens) return SIGNED_OUT;
  if (me.data?.me) return { status: 'signedIn', viewer: me.data.me };
  if (me.loading) return LOADING;
  if (me.error && !CombinedGraphQLErrors.is(me.error)) {
    return { status: 'unavailable', retry: () => void me.refetch() };
  }
  // `me` is null: the tokens are no longer valid and could not be refreshed.
  return SIGNED_OUT;
}
