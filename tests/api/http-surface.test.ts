import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { createOutboxMailer } from '@/server/services/mail/mailer';
import { contactMailLimits, handleSendMail } from '@/server/http/send-mail';
import { createTestApi, openTemplateDatabase, type GraphQLResponse, type TestApi } from '../support/api';
import { captureLog, stopCapturingLog } from '../support/log';

/**
 * What the API answers at the HTTP level: documents that do not parse or validate (400 with a
 * code, no stack in the log), which origins may read answers (CORS), which content types run
 * (no cross-site form), and what validation messages say about the schema in production.
 */

const SITE = 'http://localhost:3000';
const PARTNER_APP = 'https://app.partner.example';

let api: TestApi;
let production: TestApi;
beforeAll(async () => {
  [api, production] = await Promise.all([
    createTestApi({ corsOrigins: [SITE, PARTNER_APP] }),
    createTestApi({ production: true, corsOrigins: [SITE] }),
  ]);
});
afterAll(async () => {
  await Promise.all([api.close(), production.close()]);
});

const post = (target: TestApi, body: BodyInit, headers: Record<string, string>) =>
  target.yoga.fetch('http://localhost/api/gql', { method: 'POST', headers, body });

async function errorsOf(response: Response) {
  return ((await response.json()) as GraphQLResponse).errors ?? [];
}

describe('documents that do not parse or validate', () => {
  afterEach(stopCapturingLog);

  it('a syntax error answers 400 GRAPHQL_PARSE_FAILED, with at most one log line', async () => {
    for (const target of [api, production]) {
      const log = captureLog('info');
      const response = await target.request({ query: '{' });
      expect(response.status).toBe(400);
      const [error] = await errorsOf(response);
      expect(error?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(error?.message).toMatch(/^Syntax Error/);
      const lines = log.lines();
      expect(lines.length).toBeLessThanOrEqual(1);
      expect(lines.flatMap((line) => line.err?.stack ?? [])).toEqual([]);
    }
  });

  it('an unknown field answers 400 GRAPHQL_VALIDATION_FAILED, with at most one log line', async () => {
    const log = captureLog('info');
    const response = await api.request({ query: '{ orderz { id } }' });
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(log.lines().length).toBeLessThanOrEqual(1);
  });

  it.each(['variables', 'extensions'])(
    'a GET whose %s is not JSON answers 400 BAD_REQUEST, unlogged',
    async (parameter) => {
      const log = captureLog();
      const response = await api.yoga.fetch(`http://localhost/api/gql?query=%7B__typename%7D&${parameter}=%7B`);
      expect(response.status).toBe(400);
      const [error] = await errorsOf(response);
      expect(error?.extensions?.code).toBe('BAD_REQUEST');
      expect(error?.message).toBe(`The "${parameter}" parameter is not valid JSON.`);
      expect(log.text()).not.toMatch(/error/i);
    },
  );

  it('a POST body that is not JSON answers 400 BAD_REQUEST, to clients that take only JSON too', async () => {
    const response = await post(api, '{"query":', { 'content-type': 'application/json', accept: 'application/json' });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('a variable of the wrong type answers 400 BAD_USER_INPUT', async () => {
    const response = await api.request({
      query: 'query($limit: Int!) { jobs(limit: $limit) { count } }',
      variables: { limit: 'ten' },
    });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('query limits', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await createTestApi({ limits: { depth: 2, aliases: 1, cost: 5, tokens: 20 } });
  });
  afterAll(() => strict.close());

  it.each([
    ['depth', '{ partners { values { id } } }', /^Query depth limit of 2 exceeded/],
    ['aliases', '{ a: partners { count } b: partners { count } }', /^Aliases limit of 1 exceeded/],
    ['cost', '{ jobs { count } partners { count } }', /^Query Cost limit of 5 exceeded/],
    ['tokens', `{ ${'__typename '.repeat(20)}}`, /^Token limit of 20 exceeded/],
  ])('a query over the %s limit answers 400 GRAPHQL_VALIDATION_FAILED', async (_limit, query, message) => {
    for (const accept of ['application/graphql-response+json', 'application/json']) {
      const response = await strict.request({ query }, { accept });
      expect(response.status).toBe(400);
      const errors = await errorsOf(response);
      expect(errors.map((error) => error.extensions?.code)).toEqual(errors.map(() => 'GRAPHQL_VALIDATION_FAILED'));
      expect(errors.map((error) => error.message)).toContainEqual(expect.stringMatching(message));
    }
  });
});

describe('field suggestions', () => {
  const misspelt = [
    '{ orderz { id } }',
    '{ jobs(limitt: 2) { count } }',
    'query($input: ProducersInputt!) { producers(input: $input) { id } }',
    '{ suppliers(filter: { productType: readymix }) { values { id } } }',
  ];

  it('name the fields meant in development', async () => {
    const [error] = await errorsOf(await api.request({ query: misspelt[0] }));
    expect(error?.message).toMatch(/Did you mean "order" or "orders"\?/);
  });

  it.each(misspelt)('are left out in production: %s', async (query) => {
    const [error] = await errorsOf(await production.request({ query }));
    expect(error?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error?.message).not.toMatch(/did you mean/i);
  });

  it('are left out of variable errors in production', async () => {
    const [error] = await errorsOf(
      await production.request({
        query: 'query($filter: JobFilter) { jobs(filter: $filter) { count } }',
        variables: { filter: { directon: 'design' } },
      }),
    );
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).not.toMatch(/did you mean/i);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    api.yoga.fetch('http://localhost/api/gql', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });

  it.each([SITE, PARTNER_APP])(
    'lets %s call the API, without credentials, and read the session headers',
    async (origin) => {
      const allowed = await preflight(origin);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
      const response = await api.request({ query: '{ __typename }' }, { origin });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-expose-headers')).toBe('authorization, x-refresh-token');
      expect(response.headers.get('vary')).toMatch(/origin/i);
    },
  );

  it.each(['https://evil.example', 'null', 'http://localhost:3000.evil.example', 'https://app.partner.example:8443'])(
    'gives %s nothing to read',
    async (origin) => {
      const refused = await preflight(origin);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
      const response = await api.request({ query: '{ __typename }' }, { origin });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );
});

describe('content types: what a cross-site form can send does not run', () => {
  const mutation = 'mutation { signOut }';

  it.each([
    ['a url-encoded form', 'application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
    ['a plain-text form', 'text/plain', JSON.stringify({ query: mutation })],
    ['no content type', '', JSON.stringify({ query: mutation })],
  ])('%s answers 415 UNSUPPORTED_MEDIA_TYPE', async (_name, contentType, body) => {
    const response = await post(api, body, contentType ? { 'content-type': contentType } : {});
    expect(response.status).toBe(415);
    expect((await errorsOf(response))[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a multipart form answers 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: mutation }));
    form.set('map', '{}');
    const response = await api.yoga.fetch('http://localhost/api/gql', { method: 'POST', body: form });
    expect(response.status).toBe(415);
    expect((await errorsOf(response))[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['application/json', JSON.stringify({ query: mutation })],
    ['application/json; charset=utf-8', JSON.stringify({ query: mutation })],
    ['application/graphql+json', JSON.stringify({ query: mutation })],
    ['application/graphql', mutation],
  ])('%s runs', async (contentType, body) => {
    const response = await post(api, body, { 'content-type': contentType });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { signOut: true } });
  });

  it('GET runs queries and refuses mutations', async () => {
    const query = await api.yoga.fetch(`http://localhost/api/gql?query=${encodeURIComponent('{ __typename }')}`);
    expect(await query.json()).toEqual({ data: { __typename: 'Query' } });
    const refused = await api.yoga.fetch(`http://localhost/api/gql?query=${encodeURIComponent(mutation)}`);
    expect(refused.status).toBe(405);
  });
});

describe('POST /landing/send_mail content types', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTemplateDatabase();
  });
  afterAll(() => database.close());

  const valid = JSON.stringify({ name: 'Dana Whitfield', email: 'dana@keystone.example', message: 'Forty m3.' });
  const send = (contentType: string | null, body: string) =>
    handleSendMail(
      new Request('http://localhost/landing/send_mail', {
        method: 'POST',
        headers: contentType ? { 'content-type': contentType } : {},
        body,
      }),
      {
        mode: 'embedded',
        getDb: () => Promise.resolve(database.db),
        mailer: createOutboxMailer(),
        recipient: 'sales@buildmarket.example',
        rateLimits: contactMailLimits(100),
      },
    );

  it.each([
    ['text/plain', valid],
    ['application/x-www-form-urlencoded', 'name=Dana&email=dana%40keystone.example&message=Hi'],
    [null, valid],
  ])('refuses %s with 415 UNSUPPORTED_MEDIA_TYPE', async (contentType, body) => {
    const response = await send(contentType, body);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('takes JSON', async () => {
    expect((await send('application/json; charset=utf-8', valid)).status).toBe(200);
  });
});
