import type { MetadataRoute } from 'next';

import { marketingRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

/** Every public page of lib/routes.ts, on the canonical origin. */
export default function sitemap(): MetadataRoute.Sitemap {
  return marketingRoutes.map((route) => ({ url: absoluteUrl(route.path) }));
}
