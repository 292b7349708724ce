import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { SignedInProviders } from '@/components/layout/SignedInProviders';
import { PartnerShell } from '@/components/partner/PartnerShell';
import { requestNonce } from '@/server/request-nonce';

export const metadata: Metadata = {
  title: { template: '%s | BuildMarket partners', default: 'BuildMarket partners' },
  robots: { index: false },
};

// Per-user screens: rendered on request, never shared between users.
export const dynamic = 'force-dynamic';

export default async function PartnerLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInProviders nonce={await requestNonce()}>
      <PartnerShell>{children}</PartnerShell>
    </SignedInProviders>
  );
}
