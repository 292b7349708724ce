import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { routeLabeller } from '../../scripts/route-label.mjs';

// A build's routes manifest, in the shape `next build` writes (.next/routes-manifest.json).
const distDir = mkdtempSync(path.join(tmpdir(), 'route-label-'));
writeFileSync(
  path.join(distDir, 'routes-manifest.json'),
  JSON.stringify({
    staticRoutes: [
      { page: '/', regex: '^/(?:/)?$' },
      { page: '/about', regex: '^/about(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/api/tickets/[loadId]', regex: '^/api/tickets/([^/]+?)(?:/)?$' },
      { page: '/s/[supplier]', regex: '^/s/([^/]+?)(?:/)?$' },
    ],
  }),
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('the route a request is counted under', () => {
  const routeOf = routeLabeller(distDir);

  it('is the page or route pattern its path matched, never the ids in it', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/about?ref=footer')).toBe('/about');
    expect(routeOf('/about/')).toBe('/about');
    expect(routeOf('/api/tickets/6f1c1f0e-7a55-4c1e-9d1a-3f1b2c3d4e5f?t=abc')).toBe('/api/tickets/[loadId]');
    expect(routeOf('/s/northpeak-ready-mix')).toBe('/s/[supplier]');
  });

  it('puts the build’s files and unknown paths under one label each', () => {
    expect(routeOf('/_next/static/chunks/app-4f2a.js')).toBe('/_next/static');
    expect(routeOf('/_next/image?url=x')).toBe('/_next');
    expect(routeOf('/wp-admin/setup.php')).toBe('unmatched');
    expect(routeOf('/s/a/b')).toBe('unmatched');
  });
});
