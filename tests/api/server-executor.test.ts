import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JobDetailsDocument, VisiblePartnersDocument } from '@/graphql/generated/client/graphql';
import { seedData } from '@/server/seed';
import { createServerExecutor, ServerQueryError } from '@/server/graphql/execute';
import { createTestApi, type TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('server components execute typed operations in-process', () => {
  it('returns typed data from the generated documents', async () => {
    const execute = createServerExecutor('http://embedded/api/gql', (url, init) =>
      Promise.resolve(api.yoga.fetch(url, init)),
    );
    const { partners } = await execute(VisiblePartnersDocument);
    expect(partners.values.map((partner) => partner.code)).toEqual(
      expect.arrayContaining(seedData.partners.filter((p) => p.visible).map((p) => p.code)),
    );
  });

  it('throws with the error codes when the API answers errors', async () => {
    const execute = createServerExecutor('http://embedded/api/gql', (url, init) =>
      Promise.resolve(api.yoga.fetch(url, init)),
    );
    const failure = execute(JobDetailsDocument, { id: '00000000-0000-4000-8000-000000000000' });
    await expect(failure).rejects.toBeInstanceOf(ServerQueryError);
    await expect(failure).rejects.toMatchObject({ codes: ['NOT_FOUND'] });
  });
});
