import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { createMarketplaceYoga } from '@/server/graphql/yoga';

export interface GraphQLResponse<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/**
 * A fresh API for one test file: an in-memory PGlite, migrated and seeded, behind the same Yoga
 * server the app runs, called in-process through `yoga.fetch`.
 */
export async function createTestApi(
  options: { production?: boolean; limits?: { depth?: number; cost?: number } } = {},
) {
  const database: DatabaseHandle = await openDatabase();
  const yoga = createMarketplaceYoga({
    getDb: () => Promise.resolve(database.db),
    production: options.production,
    limits: options.limits,
  });

  async function request(body: unknown, headers: Record<string, string> = {}) {
    return yoga.fetch('http://localhost/api/gql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  async function gql<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    const response = await request({ query, variables });
    return (await response.json()) as GraphQLResponse<TData>;
  }

  return { database, db: database.db, yoga, request, gql, close: () => database.close() };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
