import type { MetadataRoute } from 'next';

import { appRoutes, driverRoutes, supplierRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

/**
 * The rules that keep crawlers out of one area and nothing else. A robots.txt rule is a path
 * prefix: `Disallow: /supplier` would also hide /suppliers and /supplier_terms (and `/app`,
 * /app-download). So the area itself (`$` ends the match), what is under it and its query strings.
 */
const area = (path: string) => [`${path}$`, `${path}/`, `${path}?`];

/** The public site is crawlable; the contractor app, the supplier workspace, the driver app and the API are not pages to index. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [appRoutes.home, supplierRoutes.home, driverRoutes.home, '/api'].flatMap(area),
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
