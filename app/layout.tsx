import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { publicEnv } from '@/lib/env';
import { SITE_NAME } from '@/lib/seo';

import { inter } from './fonts';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(publicEnv.siteUrl),
  title: SITE_NAME,
  description: 'The marketplace for concrete, aggregates, disposal bins and building materials.',
  applicationName: SITE_NAME,
};

export const viewport: Viewport = {
  themeColor: '#c2410c',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
