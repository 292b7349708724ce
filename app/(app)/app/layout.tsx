import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { AppShell } from '@/components/layout/AppShell';
import { SignedInProviders } from '@/components/layout/SignedInProviders';
import { requestNonce } from '@/server/request-nonce';

export const metadata: Metadata = {
  title: { template: '%s | BuildMarket app', default: 'BuildMarket app' },
  robots: { index: false },
};

// Per-user screens: rendered on request, never shared between users.
export const dynamic = 'force-dynamic';

export default async function ContractorAppLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInProviders nonce={await requestNonce()}>
      <AppShell>{children}</AppShell>
    </SignedInProviders>
  );
}
