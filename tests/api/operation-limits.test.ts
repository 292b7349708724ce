import { Kind, print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as operations from '@/graphql/generated/client/graphql';
import { createTestApi, type TestApi } from '@/tests/support/api';

/**
 * Every operation the product's pages send stays within the API's query limits (depth, aliases,
 * cost, tokens: server/graphql/query-limits.ts). A page whose query grew past one gets a 400 for
 * every visitor, which only a browser test would otherwise see (the driver's day once did: depth 9).
 */
const documents = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') && typeof entry[1] === 'object' && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
);

describe("the product's own operations and the query limits", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ production: true });
  });
  afterAll(() => api.close());

  it('finds the operations', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it.each(documents)('%s is within every limit', async (_name, document) => {
    // No variables and no session: the answer may refuse them, but the limits are checked first.
    const response = await api.request({ query: print(document), variables: {} });
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    const refusals = (body.errors ?? []).filter((error) =>
      /depth limit|aliases|cost|token limit|Token limit/i.test(error.message),
    );
    expect(refusals.map((error) => error.message)).toEqual([]);
  });
});
