import { and, eq, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { refreshTokens } from '@/server/db/schema';

import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

process.env.JWT_SECRET = 'sessions-test-secret-sessions-test-secret-0123456789';

/**
 * Refresh-token rotation under replay: within the grace a used token answers the successor it
 * was exchanged for (the same token, never a new branch), so one session stays one chain. On
 * PGlite (transactions one at a time) and on PostgreSQL (they really run at once).
 */
const SIGN_UP = /* GraphQL */ `
  mutation ContractorSignUp($input: ContractorSignUpInput!) {
    contractorSignUp(input: $input) {
      user {
        id
        company {
          id
        }
      }
      mainToken
    }
  }
`;
const REFRESH = /* GraphQL */ `
  mutation RefreshSession {
    refreshSession {
      user {
        id
        company {
          id
        }
      }
      mainToken
    }
  }
`;

interface AuthPayload {
  user: { id: string; company: { id: string } | null };
  mainToken: string;
}

interface Backend {
  name: string;
  /** A database of its own (PostgreSQL), or none: the API's in-memory PGlite. */
  database: () => Promise<{ url?: string; drop: () => Promise<void> }>;
}
const backends: Backend[] = [
  { name: 'PGlite', database: () => Promise.resolve({ drop: () => Promise.resolve() }) },
  ...(testDatabaseAdminUrl
    ? [{ name: 'PostgreSQL (TEST_DATABASE_URL)', database: () => createTestDatabase('sessions_test') }]
    : []),
];
if (!testDatabaseAdminUrl) {
  console.info('Skipping the PostgreSQL session tests: set TEST_DATABASE_URL=postgres://... to run them.');
}

describe.each(backends)('refresh-token replay on $name', (backend) => {
  let api: TestApi;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await backend.database();
    drop = database.drop;
    api = await createTestApi({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  let accounts = 0;
  async function signedUp() {
    accounts += 1;
    const n = String(accounts).padStart(4, '0');
    const response = await api.request(
      {
        query: SIGN_UP,
        variables: {
          input: {
            identity: { email: `replay${n}@keystone.example`, password: 'Concrete2024' },
            phone: `+1 416 555 ${n}`,
            password: 'Concrete2024',
            source: 'web',
            fullName: 'Dana Whitfield',
          },
        },
      },
      { 'x-forwarded-for': `10.20.0.${accounts}` },
    );
    const body = (await response.json()) as GraphQLResponse<{ contractorSignUp: AuthPayload }>;
    const refreshToken = response.headers.get('x-refresh-token');
    if (body.errors || !body.data || !refreshToken) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
    return { user: body.data.contractorSignUp.user, refreshToken };
  }

  async function refresh(refreshToken: string) {
    const response = await api.request({ query: REFRESH }, { 'x-refresh-token': refreshToken });
    const body = (await response.json()) as GraphQLResponse<{ refreshSession: AuthPayload }>;
    return {
      body,
      accessToken: response.headers.get('authorization')?.replace(/^Bearer /, '') ?? null,
      refreshToken: response.headers.get('x-refresh-token'),
    };
  }

  /** Tokens of the user's sessions that could still be exchanged: the live ends of the chains. */
  async function liveTokens(userId: string) {
    return api.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)));
  }

  it('answers 10 concurrent refreshes of one token with one successor, the same in every answer', async () => {
    const session = await signedUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));

    for (const answer of answers) {
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.refreshSession.user).toEqual(session.user);
      expect(decodeJwt(answer.accessToken ?? '')).toMatchObject({
        sub: session.user.id,
        cid: session.user.company?.id,
      });
    }
    const successors = new Set(answers.map((answer) => answer.refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect(successor).toMatch(/^[\w-]{43}$/);
    expect(successor).not.toBe(session.refreshToken);
    expect(await liveTokens(session.user.id)).toHaveLength(1);

    // The one successor carries the session on.
    const next = await refresh(successor ?? '');
    expect(next.body.errors).toBeUndefined();
    expect(await liveTokens(session.user.id)).toHaveLength(1);
  });

  it('answers a replay within the grace with the successor already issued', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-01T09:00:00Z'));
    const session = await signedUp();
    const first = await refresh(session.refreshToken);
    vi.setSystemTime(new Date('2031-07-01T09:00:29Z'));
    const replay = await refresh(session.refreshToken);
    expect(replay.body.errors).toBeUndefined();
    expect(replay.refreshToken).toBe(first.refreshToken);
    expect(await liveTokens(session.user.id)).toHaveLength(1);
  });

  it('revokes the family when a replay within the grace comes after the successor was used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-02T09:00:00Z'));
    const session = await signedUp();
    const owner = await refresh(session.refreshToken);
    const ownerNext = await refresh(owner.refreshToken ?? '');
    expect(ownerNext.body.errors).toBeUndefined();

    // The old token again: answering it would start a second chain beside the owner's.
    vi.setSystemTime(new Date('2031-07-02T09:00:10Z'));
    const thief = await refresh(session.refreshToken);
    expect(thief.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(thief.refreshToken).toBeNull();
    expect(await liveTokens(session.user.id)).toHaveLength(0);
    expect((await refresh(ownerNext.refreshToken ?? '')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
