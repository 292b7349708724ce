import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { SignedInProviders } from '@/components/layout/SignedInProviders';
import { SupplierShell } from '@/components/layout/SupplierShell';
import { requestNonce } from '@/server/request-nonce';

export const metadata: Metadata = {
  title: { template: '%s | BuildMarket supplier workspace', default: 'BuildMarket supplier workspace' },
  robots: { index: false },
};

// Per-user screens: rendered on request, never shared between users.
export const dynamic = 'force-dynamic';

export default async function SupplierWorkspaceLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInProviders nonce={await requestNonce()}>
      <SupplierShell>{children}</SupplierShell>
    </SignedInProviders>
  );
}
