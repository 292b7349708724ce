import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { DriverShell } from '@/components/driver/DriverShell';
import { SignedInProviders } from '@/components/layout/SignedInProviders';
import { requestNonce } from '@/server/request-nonce';

export const metadata: Metadata = {
  title: { template: '%s | BuildMarket Driver', default: 'BuildMarket Driver' },
  robots: { index: false },
  // Installable from the browser: the driver app opens on /driver, without the browser's bars.
  manifest: '/driver.webmanifest',
  appleWebApp: { capable: true, title: 'BuildMarket Driver', statusBarStyle: 'default' },
};

// Per-user screens: rendered on request, never shared between users.
export const dynamic = 'force-dynamic';

export default async function DriverLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInProviders nonce={await requestNonce()}>
      <DriverShell>{children}</DriverShell>
    </SignedInProviders>
  );
}
