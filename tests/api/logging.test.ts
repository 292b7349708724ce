import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { resetServerEnvForTests } from '@/lib/env';
import { createTestApi, signUpContractor, type GraphQLResponse, type TestApi } from '../support/api';

process.env.JWT_SECRET = 'logging-test-secret-logging-test-secret-0123456789';

/**
 * The server log never holds a query's parameters, a password hash, a token, an email or a phone
 * number, whatever fails: database errors are written by their code and message only, and every
 * line is redacted. The database is made to refuse rows (a CHECK constraint that always fails) so
 * that the errors carry exactly what the probe saw leak: the new account's email, phone and
 * Argon2 hash, and a refresh token's hash.
 */

let api: TestApi;
let logged: string[];
const consoleMethods = ['debug', 'info', 'warn', 'error', 'log'] as const;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

function captureLog(level: 'debug' | 'error' = 'debug') {
  process.env.LOG_LEVEL = level;
  resetServerEnvForTests();
  logged = [];
  for (const method of consoleMethods) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
}
afterEach(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = 'error';
  resetServerEnvForTests();
});

const SIGN_UP = `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { mainToken } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }`;

function expectNothingPersonal(log: string, typed: string[]) {
  for (const value of typed) expect(log).not.toContain(value);
  expect(log).not.toMatch(/\$argon2/);
  expect(log).not.toMatch(/params:/);
  expect(log).not.toMatch(/Failing row/);
  expect(log).not.toMatch(/[0-9a-f]{64}/i);
  expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
}

describe('the log of a failing database write', () => {
  it("holds the error's code and message, and no email, phone, password hash or parameter", async () => {
    await api.db.execute(sql`alter table users add constraint logging_test_refuses check (false) not valid`);
    captureLog();
    try {
      const response = await api.request(
        {
          query: SIGN_UP,
          variables: {
            input: {
              identity: { email: 'leak.check@keystone.example', password: 'Concrete2024' },
              phone: '+1 416-555-0177',
              password: 'Concrete2024',
              source: 'web',
              fullName: 'Leak Check',
            },
          },
        },
        { 'x-forwarded-for': '10.71.0.1' },
      );
      const body = (await response.json()) as GraphQLResponse;
      expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(JSON.stringify(body)).not.toContain('leak.check');
    } finally {
      await api.db.execute(sql`alter table users drop constraint logging_test_refuses`);
    }
    const errors = logged.filter((line) => line.startsWith('[error]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Database error 23514: .*logging_test_refuses/);
    expectNothingPersonal(logged.join('\n'), [
      'leak.check@keystone.example',
      'leak.check',
      '4165550177',
      '416-555-0177',
      'Concrete2024',
      'Leak Check',
    ]);
  });

  it('holds no refresh token or its hash when storing a session fails', async () => {
    await signUpContractor(api, {
      email: 'session.check@keystone.example',
      phone: '+1 416 555 0178',
      headers: { 'x-forwarded-for': '10.71.0.2' },
    });
    await api.db.execute(sql`alter table refresh_tokens add constraint logging_test_refuses check (false) not valid`);
    captureLog();
    try {
      const response = await api.request(
        { query: SIGN_IN, variables: { input: { login: 'session.check@keystone.example', password: 'Concrete2024' } } },
        { 'x-forwarded-for': '10.71.0.3' },
      );
      const body = (await response.json()) as GraphQLResponse;
      expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await api.db.execute(sql`alter table refresh_tokens drop constraint logging_test_refuses`);
    }
    expect(logged.filter((line) => line.startsWith('[error]'))).toHaveLength(1);
    expectNothingPersonal(logged.join('\n'), ['session.check@keystone.example', '4165550178', 'Concrete2024']);
  });
});
