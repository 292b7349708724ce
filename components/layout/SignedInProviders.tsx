import type { ReactNode } from 'react';

import { Toasts } from '@/components/ui/Toasts';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { graphqlEndpoint } from '@/lib/env';
import { requestNonce } from '@/server/request-nonce';

/**
 * What every signed-in area (the contractor app, the supplier workspace) wraps its screens in:
 * Apollo with this request's script nonce and the API's endpoint (read at request time), and
 * the toasts.
 */
export async function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider endpoint={graphqlEndpoint()} nonce={await requestNonce()}>
      {children}
      <Toasts />
    </ApolloProvider>
  );
}
