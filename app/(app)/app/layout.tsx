import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { AppShell } from '@/components/layout/AppShell';
import { Toasts } from '@/components/ui/Toasts';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { graphqlEndpoint } from '@/lib/env';
import { requestNonce } from '@/server/request-nonce';

export const metadata: Metadata = {
  title: { template: '%s | BuildMarket app', default: 'BuildMarket app' },
  robots: { index: false },
};

// Per-user screens: rendered on request, never shared between users.
export const dynamic = 'force-dynamic';

export default async function ContractorAppLayout({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider endpoint={graphqlEndpoint()} nonce={await requestNonce()}>
      <AppShell>{children}</AppShell>
      <Toasts />
    </ApolloProvider>
  );
}
