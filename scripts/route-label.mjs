// The route a request's path matched, as the metrics label it: the app's own page or route
// pattern (`/api/tickets/[loadId]`, `/s/[supplier]`) read from the build's routes manifest, so a
// label never holds an id and the series stay as few as the routes. Paths that match none are
// `unmatched`; the build's files are `/_next/static`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Answers the label of a path, for the build in `distDir`. */
export function routeLabeller(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  const staticPages = new Set(manifest.staticRoutes.map((route) => route.page));
  const dynamicRoutes = manifest.dynamicRoutes.map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (url) => {
    const pathname = (url ?? '/').split('?')[0].replace(/\/+$/, '') || '/';
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname.startsWith('/_next/')) return '/_next';
    if (staticPages.has(pathname)) return pathname;
    for (const route of dynamicRoutes) if (route.regex.test(pathname)) return route.page;
    return 'unmatched';
  };
}
