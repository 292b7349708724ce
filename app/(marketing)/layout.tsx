import type { ReactNode } from 'react';

import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLd } from '@/lib/seo';
import { loadOffices } from '@/server/site-content';

// The offices come from the API: pages are rebuilt hourly so an office change shows up.
export const revalidate = 3600;

/** The public site: static server components, no Apollo, no form library, no Stripe. */
export default async function MarketingLayout({ children }: { children: ReactNode }) {
  const offices = await loadOffices();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main">{children}</main>
      <Footer offices={offices} />
      <JsonLd data={organizationJsonLd(offices)} />
    </>
  );
}
