import type { MetadataRoute } from 'next';

import { appRoutes, driverRoutes, supplierRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

/** The public site is crawlable; the contractor app, the supplier workspace, the driver app and the API are not pages to index. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [appRoutes.home, supplierRoutes.home, driverRoutes.home, '/api'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
