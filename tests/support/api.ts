import { inject } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import type { QueryLimits } from '@/server/graphql/query-limits';
import { createMarketplaceYoga } from '@/server/graphql/yoga';
import { mailSettled } from '@/server/services/mail';

import { templateDump } from './database-template';

export interface GraphQLResponse<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/**
 * A PGlite database of the caller's own, in memory or in `dataDir`: a copy of the run's migrated
 * and seeded template (tests/support/database-template.ts), the same data as `openDatabase()`
 * makes from nothing, without migrating and seeding again. Tests of migrating and seeding
 * themselves open empty databases instead.
 */
export function openTemplateDatabase(options: { dataDir?: string } = {}): Promise<DatabaseHandle> {
  return openDatabase({ ...options, template: templateDump(inject('pgliteTemplate')), seed: false });
}

/**
 * A fresh API for one test file: an in-memory PGlite (or the PostgreSQL database given), migrated
 * and seeded, behind the same Yoga server the app runs, called in-process through `yoga.fetch`.
 */
export async function createTestApi(
  options: {
    production?: boolean;
    limits?: Partial<QueryLimits>;
    /** A PostgreSQL database to run on (see tests/support/postgres.ts); an in-memory PGlite without. */
    databaseUrl?: string;
    corsOrigins?: string[];
  } = {},
) {
  const database: DatabaseHandle = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl })
    : await openTemplateDatabase();
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

/** A test API's answer as a client reads it: the body, with every extension an error carries, and the headers. */
export type ApiAnswer<TData> = Omit<GraphQLResponse<TData>, 'errors'> & {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  headers: Headers;
};

/**
 * Calls the API `getApi` answers (read at each call: suites open it in beforeAll) as a client
 * would, each call from an address of its own in `network` (e.g. '10.91'), so the per-address
 * rate limits never get in a suite's way; with `Authorization: Bearer <token>` when given.
 */
export function createApiCaller(getApi: () => TestApi, network: string) {
  let address = 0;
  return async function call<TData = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<ApiAnswer<TData>> {
    address += 1;
    const headers: Record<string, string> = {
      'x-forwarded-for': `${network}.${Math.floor(address / 250)}.${address % 250}`,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await getApi().request({ query, variables }, headers);
    return { ...((await response.json()) as ApiAnswer<TData>), headers: response.headers };
  };
}

/** The ordinary token a sign-in or sign-up answered in its `authorization` header. */
export const tokenOf = (headers: Headers) => headers.get('authorization')!.replace(/^Bearer /, '');
