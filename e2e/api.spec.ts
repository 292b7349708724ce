import { expect, test } from './fixtures';

// The built server answers the API on its own, on the fresh database it created and seeded.
test.describe('embedded API of the running product', () => {
  test('POST /api/gql answers seeded jobs and their total', async ({ request }) => {
    const response = await request.post('/api/gql', {
      data: { query: '{ jobs(skip: 0, limit: 2) { values { id title } count } }' },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { jobs: { values: { title: string }[]; count: number } } };
    expect(body.data.jobs.values).toHaveLength(2);
    expect(body.data.jobs.count).toBeGreaterThan(2);
  });

  test('jobDetails of a missing job is a coded error', async ({ request }) => {
    const response = await request.post('/api/gql', {
      data: { query: '{ jobDetails(id: "00000000-0000-4000-8000-000000000000") { id } }' },
    });
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('NOT_FOUND');
  });

  test('introspection is off in production', async ({ request }) => {
    const response = await request.post('/api/gql', { data: { query: '{ __schema { queryType { name } } }' } });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  test('POST /landing/send_mail stores a valid message and rejects a bad one with field errors', async ({
    request,
  }) => {
    const ok = await request.post('/landing/send_mail', {
      data: { name: 'Dana Whitfield', email: 'dana@keystone.example', message: 'Quote for 40 m3, please.' },
    });
    expect(ok.status()).toBe(200);
    const bad = await request.post('/landing/send_mail', { data: { name: '', email: 'dana', message: 'Hi' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'BAD_USER_INPUT', fields: { name: 'Required', email: 'Incorrect E-mail' } },
    });
  });

  test('a document that does not parse answers 400 GRAPHQL_PARSE_FAILED', async ({ request }) => {
    const response = await request.post('/api/gql', { data: { query: '{' } });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  test('a cross-site form cannot run a mutation, nor send a contact message', async ({ request }) => {
    const form = await request.post('/api/gql', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      data: `query=${encodeURIComponent('mutation { signOut }')}`,
    });
    expect(form.status()).toBe(415);
    expect(form.headers()['access-control-allow-origin']).toBeUndefined();
    const mail = await request.post('/landing/send_mail', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({ name: 'Dana Whitfield', email: 'dana@keystone.example', message: 'Hi' }),
    });
    expect(mail.status()).toBe(415);
  });

  test('CORS lets the site itself read answers, without credentials, and no other origin', async ({
    request,
    baseURL,
  }) => {
    const own = new URL(baseURL!).origin;
    for (const origin of [own, 'https://evil.example', 'null']) {
      const response = await request.fetch('/api/gql', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(response.headers()['access-control-allow-origin']).toBe(origin === own ? own : undefined);
      expect(response.headers()['access-control-allow-credentials']).toBeUndefined();
    }
  });
});
