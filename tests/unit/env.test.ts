import { afterEach, describe, expect, it, vi } from 'vitest';

import { corsOrigins, demoDataEnabled, resetServerEnvForTests, serverEnv, siteUrlForBuild } from '@/lib/env';
import { assertProductionConfiguration, getSecret, MissingConfigurationError } from '@/server/secrets';

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
});

describe('environment', () => {
  it('treats blank optional variables as unset (embedded mode, PGlite)', () => {
    vi.stubEnv('API_URL', '');
    vi.stubEnv('DATABASE_URL', ' ');
    const env = serverEnv();
    expect(env.API_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads UNPAID_ORDER_TTL as minutes or hours with the unit, 2 hours by default', () => {
    expect(serverEnv().UNPAID_ORDER_TTL).toBe(2 * 3_600_000);
    resetServerEnvForTests();
    vi.stubEnv('UNPAID_ORDER_TTL', '90m');
    expect(serverEnv().UNPAID_ORDER_TTL).toBe(90 * 60_000);
    resetServerEnvForTests();
    vi.stubEnv('UNPAID_ORDER_TTL', '3h');
    expect(serverEnv().UNPAID_ORDER_TTL).toBe(3 * 3_600_000);
    for (const invalid of ['120', '0h', '2 hours', '1.5h']) {
      resetServerEnvForTests();
      vi.stubEnv('UNPAID_ORDER_TTL', invalid);
      expect(() => serverEnv()).toThrow(/UNPAID_ORDER_TTL: must be a whole number of minutes or hours, e.g. 90m or 2h/);
    }
  });

  it('drops a trailing slash from API_URL', () => {
    vi.stubEnv('API_URL', 'https://api.example.com/');
    expect(serverEnv().API_URL).toBe('https://api.example.com');
  });

  it('takes a Google client for contacts only whole: its id and secret together', () => {
    vi.stubEnv('GOOGLE_CLIENT_ID', '123-abc.apps.googleusercontent.com');
    expect(() => serverEnv()).toThrow(
      /GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together/,
    );
    resetServerEnvForTests();
    vi.stubEnv('GOOGLE_CLIENT_SECRET', 'GOCSPX-secret');
    expect(serverEnv()).toMatchObject({ GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com' });
  });

  it('names every invalid variable', () => {
    vi.stubEnv('DATABASE_URL', 'mysql://db');
    vi.stubEnv('API_URL', 'not a url');
    expect(() => serverEnv()).toThrow(
      /DATABASE_URL: must start with postgres:\/\/[\s\S]*API_URL|API_URL[\s\S]*DATABASE_URL/,
    );
  });

  it('refuses to start in production without JWT_SECRET, naming it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('SITE_URL', 'https://buildmarket.example');
    expect(() => assertProductionConfiguration('https://buildmarket.example')).toThrow(MissingConfigurationError);
    expect(() => assertProductionConfiguration('https://buildmarket.example')).toThrow(/JWT_SECRET/);
  });

  it('refuses to start in production without SITE_URL, or with one other than the build was made for', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('JWT_SECRET', 'x'.repeat(48));
    vi.stubEnv('SITE_URL', '');
    expect(() => assertProductionConfiguration('https://buildmarket.example')).toThrow(
      /Missing required setting: SITE_URL/,
    );
    resetServerEnvForTests();
    vi.stubEnv('SITE_URL', 'https://shop.buildmarket.example/');
    expect(() => assertProductionConfiguration('https://buildmarket.example')).toThrow(
      /SITE_URL is https:\/\/shop\.buildmarket\.example, but this build was made for https:\/\/buildmarket\.example/,
    );
    resetServerEnvForTests();
    vi.stubEnv('SITE_URL', 'https://buildmarket.example/');
    expect(() => assertProductionConfiguration('https://buildmarket.example')).not.toThrow();
  });

  it('builds for SITE_URL, or for the port a local server listens on', () => {
    expect(siteUrlForBuild({ PORT: '3200' })).toBe('http://localhost:3200');
    expect(siteUrlForBuild({})).toBe('http://localhost:3000');
    expect(siteUrlForBuild({ PORT: '3200', SITE_URL: 'https://buildmarket.example/' })).toBe(
      'https://buildmarket.example',
    );
  });

  it('gives demo data to the embedded database, and to PostgreSQL only when asked', () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DEMO_DATA', '');
    expect(demoDataEnabled()).toBe(true);
    vi.stubEnv('DATABASE_URL', 'postgres://db.example/buildmarket');
    resetServerEnvForTests();
    expect(demoDataEnabled()).toBe(false);
    vi.stubEnv('DEMO_DATA', '1');
    resetServerEnvForTests();
    expect(demoDataEnabled()).toBe(true);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DEMO_DATA', '0');
    resetServerEnvForTests();
    expect(demoDataEnabled()).toBe(false);
  });

  it('generates and keeps a development secret in DATA_DIR', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('DATA_DIR', await mkdtemp(`${tmpdir()}/secrets-`));
    const secret = getSecret('JWT_SECRET');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(getSecret('JWT_SECRET')).toBe(secret);
  });
});

describe('CORS_ORIGINS', () => {
  it('adds the listed origins to the site’s own', () => {
    vi.stubEnv('CORS_ORIGINS', 'https://app.partner.example, http://localhost:4000/');
    expect(corsOrigins()).toEqual(['http://localhost:3000', 'https://app.partner.example', 'http://localhost:4000']);
  });

  it('allows only the site’s own origin when unset', () => {
    vi.stubEnv('CORS_ORIGINS', '');
    expect(corsOrigins()).toEqual(['http://localhost:3000']);
  });

  it.each(['null', '*', 'https://app.partner.example/api', 'app.partner.example', 'ftp://files.example'])(
    'refuses %s, naming the variable',
    (value) => {
      vi.stubEnv('CORS_ORIGINS', value);
      expect(() => serverEnv()).toThrow(/CORS_ORIGINS/);
    },
  );
});
