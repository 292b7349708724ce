import type { ReactNode } from 'react';

import { Toasts } from '@/components/ui/Toasts';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { graphqlEndpoint } from '@/lib/env';

/**
 * What every signed-in area (the contractor app, the supplier workspace) wraps its screens in:
 * Apollo with the API's endpoint (read at request time) and this request's script nonce (the
 * layout reads it, server/request-nonce.ts), and the toasts.
 */
export function SignedInProviders({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return (
    <ApolloProvider endpoint={graphqlEndpoint()} nonce={nonce}>
      {children}
      <Toasts />
    </ApolloProvider>
  );
}
