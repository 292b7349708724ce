import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetServerEnvForTests, serverEnv } from '@/lib/env';
import { assertSecretsConfigured, getSecret, MissingSecretError } from '@/server/secrets';

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

  it('drops a trailing slash from API_URL', () => {
    vi.stubEnv('API_URL', 'https://api.example.com/');
    expect(serverEnv().API_URL).toBe('https://api.example.com');
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
    expect(() => assertSecretsConfigured()).toThrow(MissingSecretError);
    expect(() => assertSecretsConfigured()).toThrow(/JWT_SECRET/);
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
