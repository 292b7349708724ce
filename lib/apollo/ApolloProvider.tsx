'use client';

import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';

import { publicEnv } from '@/lib/env';

import { apolloClientOptions } from './client';
import { createMemorySessionStore, createStorageSessionStore } from './session';

/** Apollo for the contractor app and the checkout; the marketing site never loads it. */
export function ApolloProvider({ endpoint, children }: { endpoint: string; children: ReactNode }) {
  return (
    <ApolloNextAppProvider
      makeClient={() =>
        new ApolloClient({
          ...apolloClientOptions({
            uri: endpoint,
            session:
              typeof window === 'undefined'
                ? createMemorySessionStore()
                : createStorageSessionStore(window.localStorage),
            notifyError: (message) => toast.error(message, { toastId: message }),
            clientName: publicEnv.appName,
            clientVersion: publicEnv.appVersion,
          }),
          // The integration's cache class carries data from server rendering to the browser.
          cache: new InMemoryCache(),
        })
      }
    >
      {children}
    </ApolloNextAppProvider>
  );
}
