import type { Metadata } from 'next';

import { publicEnv } from './env';
import type { MarketingRoute } from './routes';

export const SITE_NAME = 'BuildMarket';

/** Title, description and canonical URL of a marketing page. */
export function pageMetadata(route: MarketingRoute): Metadata {
  return {
    title: route.path === '/' ? `${SITE_NAME}: ${route.title}` : `${route.title} | ${SITE_NAME}`,
    description: route.description,
    alternates: { canonical: new URL(route.path, publicEnv.siteUrl).toString() },
    openGraph: { title: route.title, description: route.description, url: route.path, siteName: SITE_NAME },
  };
}
