import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data.js';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';

import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { appRoutes, driverDayPath, driverRoutes, orderPath, supplierOrderPath, supplierRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

// robots.txt as Next.js writes it from app/robots.ts, read as a crawler reads it: robots-parser
// follows the Robots Exclusion Protocol (RFC 9309) as Google does, the longest matching rule wins,
// with `*` and `$`. A rule is a path prefix, so `Disallow: /supplier` would also hide /suppliers.

const CRAWLER = 'Googlebot';

function robotsTxt() {
  const url = absoluteUrl('/robots.txt');
  return robotsParser(url, resolveRobots(robots()));
}

describe('robots.txt', () => {
  it('lets crawlers reach every page of the sitemap', () => {
    const rules = robotsTxt();
    const urls = sitemap().map((entry) => entry.url);
    expect(urls.length).toBeGreaterThan(10);
    const blocked = urls.filter((url) => !rules.isAllowed(url, CRAWLER));
    expect(blocked).toEqual([]);
  });

  it('lets crawlers reach the pages whose path only begins like a workspace’s', () => {
    const rules = robotsTxt();
    const lookalikes = ['/suppliers', '/suppliers/concrete', '/supplier_terms', '/app-download', '/apiary', '/drivers'];
    expect(lookalikes.filter((path) => !rules.isAllowed(absoluteUrl(path), CRAWLER))).toEqual([]);
  });

  it('keeps crawlers out of the contractor app, the supplier workspace, the driver app and the API', () => {
    const rules = robotsTxt();
    const workspaces = [
      ...Object.values(appRoutes),
      `${appRoutes.order}?step=2`,
      orderPath('o-1'),
      ...Object.values(supplierRoutes),
      `${supplierRoutes.home}?state=open`,
      supplierOrderPath('o-1'),
      driverRoutes.home,
      driverRoutes.settings,
      driverDayPath('2030-01-31'),
      '/api/gql',
      '/api/logos/abc',
    ];
    expect(workspaces.filter((path) => !rules.isDisallowed(absoluteUrl(path), CRAWLER))).toEqual([]);
  });

  it('points to the sitemap', () => {
    expect(robotsTxt().getSitemaps()).toEqual([absoluteUrl('/sitemap.xml')]);
  });
});
