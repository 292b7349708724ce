import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { config, MALFORMED_PATH_MESSAGE, proxy } from '@/proxy';
import { dynamicRoutePaths } from '../support/dynamic-routes';

/**
 * A path whose percent-encoding does not decode answers 400 BAD_REQUEST from the proxy, on every
 * dynamic route (pages and route handlers, read from app/), where Next.js alone answered a bare
 * 500. The matcher is part of it: the proxy must run for these paths at all. The real server is
 * checked end to end in e2e/malformed-paths.spec.ts.
 */

const MALFORMED = ['%E0%A4%A', '%ZZ', '%', '%C3%28'];
const paths = MALFORMED.flatMap((segment) => dynamicRoutePaths(segment));

describe('paths whose percent-encoding does not decode', () => {
  it('include every dynamic route, the API’s among them', () => {
    expect(paths).toContain('/api/tickets/%E0%A4%A');
    expect(paths).toContain('/s/%E0%A4%A');
    expect(paths).toContain('/api/logos/%ZZ');
  });

  it.each(paths)('%s answers 400 BAD_REQUEST', async (path) => {
    const url = `http://localhost${path}`;
    for (const headers of [{}, { 'next-router-prefetch': '1' }] as Record<string, string>[]) {
      expect(unstable_doesMiddlewareMatch({ config, url, headers })).toBe(true);
      const response = await proxy(new NextRequest(url, { headers }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: MALFORMED_PATH_MESSAGE } });
    }
  });

  it('a browser following a broken link to a page gets a page that says so, with the code and no script', async () => {
    const response = await proxy(
      new NextRequest('http://localhost/s/%E0%A4%A', { headers: { accept: 'text/html,*/*' } }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<h1>This address is not valid</h1>');
    expect(html).toContain('BAD_REQUEST');
    expect(html).not.toContain('<script');
    // The API answers in JSON whatever the client accepts.
    const api = await proxy(new NextRequest('http://localhost/api/logos/%ZZ', { headers: { accept: 'text/html' } }));
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('a well-formed encoded API path passes through untouched', async () => {
    const url = 'http://localhost/api/logos/caf%C3%A9';
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
    const response = await proxy(new NextRequest(url));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('API paths without a percent-encoding do not run the proxy', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: 'http://localhost/api/gql' })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: 'http://localhost/api/logos/abc' })).toBe(false);
  });
});
