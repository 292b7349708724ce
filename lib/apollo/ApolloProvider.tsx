'use client';

import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { appIdentity } from '@/lib/app-identity';

import { apolloClientOptions } from './client';
import { createMemorySessionStore, createStorageSessionStore } from './session';

/**
 * Apollo for the contractor app and the checkout; the marketing site never loads it. `nonce` is
 * the page's script nonce (server/request-nonce.ts): the scripts that carry server-rendered data to
 * the browser need it to run under the Content-Security-Policy.
 */
export function ApolloProvider({
  endpoint,
  nonce,
  children,
}: {
  endpoint: string;
  nonce?: string;
  children: ReactNode;
}) {
  return (
    <ApolloNextAppProvider
      extraScriptProps={nonce ? { nonce } : undefined}
      makeClient={() =>
        new ApolloClient({
          ...apolloClientOptions({
            uri: endpoint,
            session:
              typeof window === 'undefined'
                ? createMemorySessionStore()
                : createStorageSessionStore(window.localStorage),
            notifyError: (message) => toast.error(message, { toastId: message }),
            clientName: appIdentity.name,
            clientVersion: appIdentity.version,
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
