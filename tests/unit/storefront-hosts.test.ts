import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { publicEnv } from '@/lib/env';
import {
  domainRoute,
  hostOf,
  isMarketplaceHost,
  NOT_CONNECTED_TITLE,
  STOREFRONT_HOST_LOOKUP,
  type StorefrontHost,
  type StorefrontHostLookup,
} from '@/lib/storefront-hosts';
import { STOREFRONT_DOMAIN_MESSAGES, supplierDomainSchema } from '@/lib/validation/storefront-domain';
import { proxy } from '@/proxy';

/**
 * The routing of suppliers' own domains (lib/storefront-hosts.ts and proxy.ts): which hosts are
 * the marketplace's, what a verified, an unverified and an unknown domain answer, and the domain
 * syntax the workspace's form and the API share.
 */

const VERIFIED: StorefrontHost = { slug: 'northpeak-ready-mix', token: 'a'.repeat(32), verified: true };
const PENDING: StorefrontHost = { ...VERIFIED, verified: false };

describe('hosts', () => {
  it('reads the Host header without port, case or trailing dot', () => {
    expect(hostOf('Shop.NorthPeak.test:8080')).toBe('shop.northpeak.test');
    expect(hostOf('shop.northpeak.test.')).toBe('shop.northpeak.test');
    expect(hostOf('[::1]:3000')).toBe('[::1]');
    expect(hostOf(null)).toBeNull();
  });

  it('keeps the marketplace’s own host, names without a dot and addresses for the marketplace', () => {
    const own = ['buildmarket.example'];
    for (const host of ['buildmarket.example', 'localhost', 'app', '127.0.0.1', '[::1]', 'under_score.example']) {
      expect(isMarketplaceHost(host, own), host).toBe(true);
    }
    expect(isMarketplaceHost('shop.northpeak.test', own)).toBe(false);
  });

  it('keeps the www. alias of the marketplace’s host for the marketplace, either way round', () => {
    expect(isMarketplaceHost('www.buildmarket.example', ['buildmarket.example'])).toBe(true);
    expect(isMarketplaceHost('buildmarket.example', ['www.buildmarket.example'])).toBe(true);
    // Another site's www., and a name that merely ends like the marketplace's, are suppliers' domains.
    expect(isMarketplaceHost('www.northpeak.test', ['buildmarket.example'])).toBe(false);
    expect(isMarketplaceHost('wwwbuildmarket.example', ['buildmarket.example'])).toBe(false);
  });
});

describe('a supplier domain’s routes', () => {
  const host = 'shop.northpeak.test';
  it('a verified domain: the storefront at /, its sitemap and robots, files, and the marketplace for the rest', () => {
    expect(domainRoute('/', host, VERIFIED)).toEqual({ kind: 'storefront', path: `/domains/${host}` });
    expect(domainRoute('/sitemap.xml', host, VERIFIED)).toEqual({
      kind: 'storefront',
      path: `/domains/${host}/sitemap.xml`,
    });
    expect(domainRoute('/robots.txt', host, VERIFIED)).toEqual({
      kind: 'storefront',
      path: `/domains/${host}/robots.txt`,
    });
    expect(domainRoute('/favicon.ico', host, VERIFIED)).toEqual({ kind: 'file' });
    expect(domainRoute('/logos/northpeak.svg', host, VERIFIED)).toEqual({ kind: 'file' });
    for (const path of ['/app', '/app/order', '/supplier', '/sign-in', '/s/other-supplier', '/domains/other.test']) {
      expect(domainRoute(path, host, VERIFIED), path).toEqual({ kind: 'marketplace' });
    }
  });

  it('an unverified domain answers its token and nothing else; an unknown one nothing', () => {
    expect(domainRoute(`/.well-known/buildmarket-verify/${PENDING.token}`, host, PENDING)).toEqual({
      kind: 'token',
      token: PENDING.token,
    });
    expect(domainRoute('/.well-known/buildmarket-verify/wrong', host, PENDING)).toEqual({ kind: 'not-connected' });
    expect(domainRoute('/', host, PENDING)).toEqual({ kind: 'not-connected' });
    expect(domainRoute('/app', host, PENDING)).toEqual({ kind: 'not-connected' });
    expect(domainRoute('/', host, null)).toEqual({ kind: 'not-connected' });
  });
});

describe('the proxy on a supplier domain', () => {
  const known = new Map<string, StorefrontHost>([
    ['shop.northpeak.test', VERIFIED],
    ['new.northpeak.test', PENDING],
  ]);
  (globalThis as Record<symbol, unknown>)[STOREFRONT_HOST_LOOKUP] = (name: string) =>
    Promise.resolve(known.get(name) ?? null);
  const on = (host: string, path: string) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host, accept: 'text/html' } }));

  it('rewrites / of a verified domain to its storefront page, without a nonce policy of its own', async () => {
    const answer = await on('shop.northpeak.test', '/');
    expect(new URL(answer.headers.get('x-middleware-rewrite')!).pathname).toBe('/domains/shop.northpeak.test');
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });

  it('sends the workspace to the marketplace’s own host', async () => {
    const answer = await on('shop.northpeak.test', '/app/order?supplier=northpeak-ready-mix');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe(`${publicEnv.siteUrl}/app/order?supplier=northpeak-ready-mix`);
  });

  it('answers the token of a domain being verified, as text', async () => {
    const answer = await on('new.northpeak.test', `/.well-known/buildmarket-verify/${PENDING.token}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(PENDING.token);
  });

  it('says a host is not connected, as a page with no script', async () => {
    for (const [host, path] of [
      ['unknown.example.test', '/'],
      ['new.northpeak.test', '/'],
      ['unknown.example.test', '/app'],
    ]) {
      const answer = await on(host!, path!);
      expect(answer.status).toBe(404);
      const html = await answer.text();
      expect(html).toContain(`<h1>${NOT_CONNECTED_TITLE}</h1>`);
      expect(html).not.toContain('<script');
    }
  });

  it('never asks the lookup about the marketplace’s own hosts, its www. alias, localhost or an address', async () => {
    const asked: string[] = [];
    const lookup = (globalThis as Record<symbol, unknown>)[STOREFRONT_HOST_LOOKUP] as StorefrontHostLookup;
    (globalThis as Record<symbol, unknown>)[STOREFRONT_HOST_LOOKUP] = (name: string) => {
      asked.push(name);
      return lookup(name);
    };
    try {
      const site = new URL(publicEnv.siteUrl).host;
      for (const host of [
        site,
        `www.${site}`,
        'localhost',
        'localhost:3153',
        '127.0.0.1:3153',
        '10.0.0.7',
        '[::1]:3000',
      ]) {
        const answer = await on(host, '/');
        expect(answer.status, host).not.toBe(404);
        expect(answer.headers.get('x-middleware-rewrite'), host).toBeNull();
      }
      expect(asked).toEqual([]);
      await on('shop.northpeak.test', '/');
      expect(asked).toEqual(['shop.northpeak.test']);
    } finally {
      (globalThis as Record<symbol, unknown>)[STOREFRONT_HOST_LOOKUP] = lookup;
    }
  });

  it('answers the domains’ pages through their domain only', async () => {
    const answer = await on('localhost:3000', '/domains/shop.northpeak.test');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-middleware-rewrite')).toBeNull();
    expect(await answer.text()).toContain('<h1>This page does not exist</h1>');
  });
});

describe('the domain field (form and API)', () => {
  it('takes a domain, lower-cased, without its trailing dot', () => {
    expect(supplierDomainSchema.parse({ domain: ' Shop.Example.COM. ' })).toEqual({ domain: 'shop.example.com' });
    expect(supplierDomainSchema.parse({ domain: 'example.co.uk' })).toEqual({ domain: 'example.co.uk' });
  });

  it.each([
    'https://shop.example.com',
    'shop.example.com/',
    'shop',
    'shop..example.com',
    'shop-.example.com',
    'shop.example.123',
    '',
  ])('refuses %j with the field’s message', (domain) => {
    const result = supplierDomainSchema.safeParse({ domain });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(STOREFRONT_DOMAIN_MESSAGES.domain);
  });
});
