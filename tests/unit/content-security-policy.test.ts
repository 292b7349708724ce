import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetServerEnvForTests } from '@/lib/env';
import { contentSecurityPolicy, newNonce, policyOptionsFromEnv } from '@/lib/security/content-security-policy.mjs';

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
});

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const STRIPE_HOSTS = /stripe\.(com|network)/;

describe('Content-Security-Policy', () => {
  it('trusts only the given nonce or hashes for scripts, never inline script as such, and forbids framing', () => {
    const policy = directives(
      contentSecurityPolicy({ scripts: ["'nonce-abc'"], ...policyOptionsFromEnv({ NODE_ENV: 'production' }) }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('allows Stripe only when its publishable key is configured', () => {
    const without = contentSecurityPolicy({ scripts: [], ...policyOptionsFromEnv({ NODE_ENV: 'production' }) });
    expect(without).not.toMatch(STRIPE_HOSTS);

    const withStripe = directives(
      contentSecurityPolicy({
        scripts: [],
        ...policyOptionsFromEnv({ NODE_ENV: 'production', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }),
      }),
    );
    expect(withStripe['script-src']).toEqual(expect.arrayContaining(['https://js.stripe.com']));
    expect(withStripe['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(withStripe['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com']));
    expect(withStripe['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets MapLibre reach the map tiles’ origin and run its workers only when a map style is configured', () => {
    const without = directives(
      contentSecurityPolicy({ scripts: [], ...policyOptionsFromEnv({ NODE_ENV: 'production' }) }),
    );
    expect(without['worker-src']).toEqual(["'self'"]);
    const withMap = directives(
      contentSecurityPolicy({
        scripts: [],
        ...policyOptionsFromEnv({
          NODE_ENV: 'production',
          MAP_STYLE_URL: 'https://tiles.example.com/styles/streets.json',
        }),
      }),
    );
    expect(withMap['connect-src']).toEqual(["'self'", 'https://tiles.example.com']);
    expect(withMap['img-src']).toContain('https://tiles.example.com');
    expect(withMap['worker-src']).toEqual(["'self'", 'blob:']);
    expect(withMap['script-src']).not.toContain('https://tiles.example.com');
  });

  it('keeps the browser on this site in a web tier: its API calls go through this site (API_URL adds no origin)', () => {
    const policy = directives(
      contentSecurityPolicy({
        scripts: [],
        ...policyOptionsFromEnv({ NODE_ENV: 'production', API_URL: 'https://api.buildmarket.example/v2/' }),
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it("allows eval in development only (React's debugging), and inline script never", () => {
    const development = directives(
      contentSecurityPolicy({ scripts: [], ...policyOptionsFromEnv({ NODE_ENV: 'development' }) }),
    );
    expect(development['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    const production = directives(
      contentSecurityPolicy({ scripts: [], ...policyOptionsFromEnv({ NODE_ENV: 'production' }) }),
    );
    expect(production['script-src']).toEqual(["'self'"]);
  });

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => newNonce()));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('Strict-Transport-Security', () => {
  async function headersOf(nodeEnv: string) {
    vi.stubEnv('NODE_ENV', nodeEnv);
    vi.resetModules();
    const { default: configFor } = await import('@/next.config');
    const config = configFor('phase-production-server');
    const rules = (await config.headers?.()) ?? [];
    return Object.fromEntries(
      rules.flatMap((rule) => rule.headers).map(({ key, value }) => [key.toLowerCase(), value]),
    );
  }

  it('is sent in production: two years, subdomains included', async () => {
    const hsts = (await headersOf('production'))['strict-transport-security'];
    expect(hsts).toBe('max-age=63072000; includeSubDomains');
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });

  it('is not sent by a development server (plain HTTP on localhost)', async () => {
    expect(await headersOf('development')).not.toHaveProperty('strict-transport-security');
  });
});

describe('zod in the browser (instrumentation-client.ts)', () => {
  it('keeps its settings in the global that instrumentation-client.ts sets before zod loads', async () => {
    const { config } = await import('zod/v4/core');
    expect(config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
  });
});
