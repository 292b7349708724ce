import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '@/server/seed/open-database';
import { QUERY_LIMITS } from '@/server/graphql/query-limits';
import { createMarketplaceYoga } from '@/server/graphql/yoga';
import { createTestApi, type TestApi } from '../support/api';

let api: TestApi;
let production: TestApi;
beforeAll(async () => {
  [api, production] = await Promise.all([createTestApi(), createTestApi({ production: true })]);
});
afterAll(async () => {
  await Promise.all([api.close(), production.close()]);
});

describe('GraphQL server limits and errors', () => {
  it(`refuses more than ${QUERY_LIMITS.aliases} aliases`, async () => {
    const fields = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: partners { values { id } }`);
    const { data, errors } = await api.gql(`{ ${fields.join(' ')} }`);
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses a query deeper than the depth limit, and one over the cost limit', async () => {
    // The product's schema is shallow today, so the limits are lowered to prove they are enforced.
    const strict = await createTestApi({ limits: { depth: 2, cost: 5 } });
    try {
      const deep = await strict.gql('{ partners { values { id } } }');
      expect(deep.data).toBeUndefined();
      expect(deep.errors?.[0]?.message).toMatch(/depth/i);
    } finally {
      await strict.close();
    }
    const costly = await createTestApi({ limits: { cost: 5 } });
    try {
      const { errors } = await costly.gql('{ jobs { values { id title location salary } count } }');
      expect(errors?.[0]?.message).toMatch(/cost/i);
    } finally {
      await costly.close();
    }
  });

  it('does not accept batched requests', async () => {
    const response = await api.request([{ query: '{ partners { values { id } } }' }, { query: '{ __typename }' }]);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('answers introspection in development but not in production', async () => {
    expect((await api.gql('{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const { data, errors } = await production.gql('{ __schema { queryType { name } } }');
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('masks unexpected errors, with a code, and keeps their details out of the answer', async () => {
    const broken = createMarketplaceYoga({
      getDb: () => Promise.reject(new Error('password authentication failed for user "postgres"')),
      production: true,
    });
    const response = await broken.fetch('http://localhost/api/gql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ partners { values { id } } }' }),
    });
    const text = await response.text();
    expect(text).not.toContain('password');
    const body = JSON.parse(text) as { errors: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors[0]?.message).toBe('Unexpected error.');
  });

  it('uses the same migrations and seed on every open: seeding twice changes nothing', async () => {
    const handle = await openDatabase();
    const before = await api.gql<{ jobs: { count: number } }>('{ jobs { count } }');
    const { seedDatabase } = await import('@/server/seed');
    await seedDatabase(handle.db, { demo: true });
    await seedDatabase(handle.db, { demo: true });
    const again = createMarketplaceYoga({ getDb: () => Promise.resolve(handle.db) });
    const response = await again.fetch('http://localhost/api/gql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobs { count } partners { values { id } } }' }),
    });
    const body = (await response.json()) as { data: { jobs: { count: number }; partners: { values: unknown[] } } };
    expect(body.data.jobs.count).toBe(before.data?.jobs.count);
    await handle.close();
  });
});
