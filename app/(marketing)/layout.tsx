import type { ReactNode } from 'react';

import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { JsonLd } from '@/components/seo/JsonLd';
import { OfficesDocument } from '@/graphql/generated/client/graphql';
import { organizationJsonLd, type OfficeAddress } from '@/lib/seo';
import { serverGraphQL } from '@/server/graphql/execute';
import { logger } from '@/server/logger';

// The offices come from the API: pages are rebuilt hourly so an office change shows up.
export const revalidate = 3600;

/** Structured data is a bonus for search engines: an API failure must not take the site down. */
async function loadOffices(): Promise<OfficeAddress[]> {
  try {
    const { offices } = await serverGraphQL()(OfficesDocument);
    return offices;
  } catch (error) {
    logger.error('Offices for the organization JSON-LD could not be loaded', error);
    return [];
  }
}

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
      <Footer />
      <JsonLd data={organizationJsonLd(offices)} />
    </>
  );
}
