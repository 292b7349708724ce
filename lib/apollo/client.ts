import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';

import './context';
import {
  createAuthLink,
  createErrorLink,
  createResponseLink,
  createRetryLink,
  createSessionRefreshLink,
} from './links';
import type { SessionStore } from './session';

export interface ApolloClientOptions {
  /** This site's `/api/gql` (a web tier passes it on to its API tier). */
  uri: string;
  session: SessionStore;
  /** Shows an error message to the user (a toast in the browser). */
  notifyError: (message: string) => void;
  clientName: string;
  clientVersion: string;
  fetch?: typeof fetch;
  /** The Next.js integration brings its own cache class; plain InMemoryCache otherwise. */
  cache?: InMemoryCache;
}

/**
 * The one Apollo Client configuration (the Next.js provider builds its client from it too). Queries skip the cache (every screen shows fresh marketplace
 * data: prices, availability, order states) and return errors together with data.
 */
export function apolloClientOptions(options: ApolloClientOptions): ApolloClient.Options {
  return {
    cache: options.cache ?? new InMemoryCache(),
    // Sent as the apollographql-client-name / -version headers by the HttpLink.
    clientAwareness: { name: options.clientName, version: options.clientVersion },
    link: ApolloLink.from([
      createErrorLink(options.notifyError),
      // Inside the error link, so only a read that failed every try is shown.
      createRetryLink(),
      // Inside the error link, so an error it recovers from (an expired token) is never shown.
      createSessionRefreshLink(options.session),
      createAuthLink(options.session),
      createResponseLink(options.session),
      new HttpLink({ uri: options.uri, fetch: options.fetch }),
    ]),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      watchQuery: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  };
}

export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  return new ApolloClient(apolloClientOptions(options));
}
