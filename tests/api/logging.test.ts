import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { logger } from '@/server/logger';

import { createTestApi, signUpContractor, tokenOf, type GraphQLResponse, type TestApi } from '../support/api';
import { captureLog, stopCapturingLog } from '../support/log';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

process.env.JWT_SECRET = 'logging-test-secret-logging-test-secret-0123456789';

/**
 * The server log is one JSON object a line, and never holds a query's parameters, a password
 * hash, a token, an email or a phone number, whatever fails: database errors are written by their
 * code and message only, and every line is redacted. The database is made to refuse rows (a CHECK
 * constraint that always fails) so that the errors carry exactly what the probe saw leak: the new
 * account's email, phone and Argon2 hash, and a refresh token's hash.
 */

let api: TestApi;
let log: ReturnType<typeof captureLog>;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

afterEach(stopCapturingLog);

const SIGN_UP = `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { mainToken } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }`;

function expectNothingPersonal(text: string, typed: string[]) {
  for (const value of typed) expect(text).not.toContain(value);
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/params:/);
  expect(text).not.toMatch(/Failing row/);
  expect(text).not.toMatch(/[0-9a-f]{64}/i);
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
}

describe('the log of a failing database write', () => {
  it("holds the error's code and message, and no email, phone, password hash or parameter", async () => {
    await api.db.execute(sql`alter table users add constraint logging_test_refuses check (false) not valid`);
    log = captureLog();
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
    const errors = log.lines().filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err).toMatchObject({
      code: '23514',
      message: expect.stringMatching(/logging_test_refuses/) as unknown,
    });
    expectNothingPersonal(log.text(), [
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
    log = captureLog();
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
    expect(log.lines().filter((line) => line.level === 'error')).toHaveLength(1);
    expectNothingPersonal(log.text(), ['session.check@keystone.example', '4165550178', 'Concrete2024']);
  });
});

const SIGN_IN_TOKEN = `mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }`;
const TRUCK_SET_ACTIVE = `mutation($id: ID!) { supplierTruckSetActive(id: $id, active: false) { id } }`;
// What the probe sent as a truck's id: a line break and the start of a line of the log's own, and
// (on PostgreSQL) a NUL byte, which a terminal or a collector may take for the end of a string.
const FORGED_IDS = ['x\n[info] FORGED dispatch@northpeak.example signed in', 'x\u0000[info] FORGED'];

/**
 * A value a caller sent never shapes the log. Through the API, a forged id is refused before any
 * query (server/graphql/id-arguments.ts), with nothing logged. And should a value reach the
 * database and be quoted back in its error (PostgreSQL's 'invalid input syntax for type uuid:
 * "..."'), the error is written by its code and message without the value, every line is one JSON
 * object with control characters escaped, and no line starts with a level the caller wrote.
 */
function forgedIdTests(getApi: () => TestApi) {
  it.each(FORGED_IDS)('a forged truck id (%j) is refused before the database, and logs no trace of it', async (id) => {
    const api = getApi();
    const signIn = await api.request(
      { query: SIGN_IN_TOKEN, variables: { input: { login: 'owner@northpeak.example', password: 'Dispatch2026!' } } },
      { 'x-forwarded-for': '10.71.1.1' },
    );
    const token = tokenOf(signIn.headers);
    log = captureLog();
    const response = await api.request(
      { query: TRUCK_SET_ACTIVE, variables: { id } },
      { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.71.1.2' },
    );
    const body = (await response.json()) as GraphQLResponse;
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(log.lines().filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);
    expect(log.text()).not.toContain('FORGED');
  });

  it.each(FORGED_IDS)(
    'a database error quoting a forged value (%j) writes no line of its own and not the value',
    async (id) => {
      const api = getApi();
      log = captureLog();
      const failure = await api.db.execute(sql`select ${id}::uuid`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      logger.error('Setting a truck active failed', failure);

      const lines = log.lines();
      const errors = lines.filter((line) => line.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]!.err).toMatchObject({ code: expect.stringMatching(/^(22|08)/) as unknown });
      expect(log.text()).not.toMatch(/^\[info\] FORGED/m);
      expect(log.text()).not.toContain('FORGED');
      expect(log.text()).not.toContain('dispatch@northpeak.example');
      // No raw control character anywhere: JSON escapes them, and the line ends are the lines'.
      expect(log.text()).not.toMatch(/[^\P{Cc}\n]/u);
    },
  );
}

describe('a forged id on the embedded database', () => {
  forgedIdTests(() => api);
});

describe.skipIf(!testDatabaseAdminUrl)('a forged id on PostgreSQL (TEST_DATABASE_URL)', () => {
  let postgresApi: TestApi;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase('logging_test');
    drop = database.drop;
    postgresApi = await createTestApi({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await postgresApi.close();
    await drop();
  });
  forgedIdTests(() => postgresApi);
});

describe("a request's id", () => {
  const TYPENAME = { query: '{ __typename }' };
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('is on every line the request writes, as the proxy gave it, and the answer says it back', async () => {
    log = captureLog();
    const response = await api.request(TYPENAME, { 'x-request-id': 'edge-7f3a9c21' });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a9c21');
    const lines = log.lines();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.requestId).toBe('edge-7f3a9c21');
  });

  it.each([
    ['spaces and quotes', 'edge 7f3a "admin" signed in'],
    ['too long', 'a'.repeat(65)],
  ])('is a new one when the one sent is not well-formed (%s)', async (_case, sent) => {
    log = captureLog();
    const response = await api.request(TYPENAME, { 'x-request-id': sent });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    for (const line of log.lines()) expect(line.requestId).toBe(requestId);
    expect(log.text()).not.toContain(sent);
  });

  it('keeps requests handled at once apart', async () => {
    log = captureLog();
    const ids = ['first-0001', 'second-0002', 'third-0003'];
    await Promise.all(ids.map((id) => api.request(TYPENAME, { 'x-request-id': id })));
    const lines = log.lines();
    const perRequest = ids.map((id) => lines.filter((line) => line.requestId === id).length);
    expect(perRequest[0]).toBeGreaterThan(0);
    expect(perRequest).toEqual(ids.map(() => perRequest[0]));
    expect(perRequest[0]! * ids.length).toBe(lines.length);
  });
});
