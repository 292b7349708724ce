import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { OperatorShell } from '@/components/layout/OperatorShell';
import { SignedInProviders } from '@/components/layout/SignedInProviders';
import { requestNonce } from '@/server/request-nonce';

export const metadata: Metadata = {
  title: { template: '%s | BuildMarket operations', default: 'BuildMarket operations' },
  robots: { index: false },
};

// Per-user screens: rendered on request, never shared between users.
export const dynamic = 'force-dynamic';

export default async function OperatorLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInProviders nonce={await requestNonce()}>
      <OperatorShell>{children}</OperatorShell>
    </SignedInProviders>
  );
}
