import { inject } from 'vitest';

import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { createMarketplaceYoga } from '@/server/graphql/yoga';
import { mailSettled } from '@/server/services/mail';

import { templateDump } from './database-template';

export interface GraphQLResponse<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/**
 * A fresh API for one test file: an in-memory PGlite (or the PostgreSQL database given), migrated
 * and seeded, behind the same Yoga server the app runs, called in-process through `yoga.fetch`.
 */
export async function createTestApi(
  options: {
    production?: boolean;
    limits?: { depth?: number; cost?: number };
    /** A PostgreSQL database to run on (see tests/support/postgres.ts); an in-memory PGlite without. */
    databaseUrl?: string;
    corsOrigins?: string[];
  } = {},
) {
  const database: DatabaseHandle = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl })
    : await openDatabase({ template: templateDump(inject('pgliteTemplate')), seed: false });
  const yoga = createMarketplaceYoga({
    getDb: () => Promise.resolve(database.db),
    production: options.production,
    limits: options.limits,
    corsOrigins: options.corsOrigins,
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

  // Mail sent right after an event (`sendSoon`) finishes before its database closes.
  const close = () => mailSettled().then(() => database.close());
  return { database, db: database.db, yoga, request, gql, close };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** Signs up a contractor through the API; answers its ordinary and main tokens. */
export async function signUpContractor(
  api: TestApi,
  { email, phone, headers = {} }: { email: string; phone: string; headers?: Record<string, string> },
) {
  const response = await api.request(
    {
      query: `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { mainToken } }`,
      variables: {
        input: {
          identity: { email, password: 'Concrete2024' },
          phone,
          password: 'Concrete2024',
          source: 'web',
          fullName: 'Dana Whitfield',
        },
      },
    },
    headers,
  );
  const body = (await response.json()) as GraphQLResponse<{ contractorSignUp: { mainToken: string } }>;
  const ordinary = response.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!ordinary || !body.data) throw new Error(`sign-up failed: ${JSON.stringify(body.errors)}`);
  return { ordinary, main: body.data.contractorSignUp.mainToken };
}
