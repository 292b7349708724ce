import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';

import { createApolloClient } from '@/lib/apollo/client';
import { isAccessTokenExpired } from '@/lib/apollo/links';
import { createMemorySessionStore, type SessionTokens } from '@/lib/apollo/session';

const PROJECTS = gql`
  query Projects {
    projects
  }
`;
const INVOICES = gql`
  query Invoices {
    invoices
  }
`;

const VIEWER = {
  id: 'u1',
  email: 'dana@keystone.example',
  phone: '+14165550142',
  fullName: 'Dana Whitfield',
  referralCode: 'KEYST2NE',
  company: { id: 'c1', name: "Dana Whitfield's company", referralCreditCents: 0 },
};

const unauthenticated = () =>
  Response.json({
    data: null,
    errors: [{ message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }],
  });

/** A JWT-shaped token whose `exp` is `secondsFromNow` away (the client only reads the claim). */
function accessToken(secondsFromNow: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp })}.signature`;
}

interface Request {
  operationName: string;
  authorization: string | null;
  refreshToken: string | null;
}

/**
 * A client wired as the app's over a fake API: an operation succeeds only with the token the
 * refresh hands out ('fresh'); `refresh` decides how the refresh answers (slowly, so concurrent
 * operations overlap it). Every request is recorded.
 */
function setup(tokens: SessionTokens, options: { refresh?: () => Response; operation?: () => Response } = {}) {
  const session = createMemorySessionStore(tokens);
  const requests: Request[] = [];
  const notifyError = vi.fn<(message: string) => void>();
  const fakeFetch: typeof fetch = async (_input, init) => {
    const headers = new Headers(init?.headers);
    const { operationName } = JSON.parse(init?.body as string) as { operationName: string };
    requests.push({
      operationName,
      authorization: headers.get('authorization'),
      refreshToken: headers.get('x-refresh-token'),
    });
    if (operationName === 'RefreshSession') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return (
        options.refresh?.() ??
        Response.json(
          { data: { refreshSession: { user: VIEWER, mainToken: 'main-2' } } },
          { headers: { authorization: 'Bearer fresh', 'x-refresh-token': 'refresh-2' } },
        )
      );
    }
    if (options.operation) return options.operation();
    return headers.get('authorization') === 'Bearer fresh'
      ? Response.json({ data: { [operationName.toLowerCase()]: [`${operationName} for Dana`] } })
      : unauthenticated();
  };
  const client = createApolloClient({
    uri: 'http://api.test/gql',
    session,
    notifyError,
    clientName: 'buildmarket-web',
    clientVersion: '1.0.0',
    fetch: fakeFetch,
  });
  const refreshes = () => requests.filter((request) => request.operationName === 'RefreshSession');
  return { client, session, requests, refreshes, notifyError };
}

describe('single-flight session refresh', () => {
  it('refreshes once for two operations failing together, then retries both with the new token', async () => {
    const { client, session, requests, refreshes, notifyError } = setup({
      token: 'stale',
      mainToken: 'main-1',
      refreshToken: 'refresh-1',
    });

    const [projects, invoices] = await Promise.all([
      client.query({ query: PROJECTS }),
      client.query({ query: INVOICES }),
    ]);

    expect(refreshes()).toEqual([
      { operationName: 'RefreshSession', authorization: 'Bearer stale', refreshToken: 'refresh-1' },
    ]);
    expect(projects.data).toEqual({ projects: ['Projects for Dana'] });
    expect(invoices.data).toEqual({ invoices: ['Invoices for Dana'] });
    expect(projects.error).toBeUndefined();
    // Each operation was sent twice: with the stale token, then with the fresh one.
    for (const name of ['Projects', 'Invoices']) {
      expect(
        requests.filter((request) => request.operationName === name).map((request) => request.authorization),
      ).toEqual(['Bearer stale', 'Bearer fresh']);
    }
    expect(session.get()).toEqual({ token: 'fresh', mainToken: 'main-2', refreshToken: 'refresh-2' });
    // The error was recovered from: nothing to tell the user.
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token before sending, instead of sending it anonymous', async () => {
    const { client, requests } = setup({ token: accessToken(-60), refreshToken: 'refresh-1' });
    const result = await client.query({ query: PROJECTS });
    expect(requests.map((request) => [request.operationName, request.authorization])).toEqual([
      ['RefreshSession', expect.stringMatching(/^Bearer /)],
      ['Projects', 'Bearer fresh'],
    ]);
    expect(result.data).toEqual({ projects: ['Projects for Dana'] });
  });

  it('clears the session when the refresh is refused, and answers with the original error', async () => {
    const { client, session, requests, refreshes, notifyError } = setup(
      { token: 'stale', mainToken: 'main-1', refreshToken: 'revoked' },
      { refresh: unauthenticated },
    );
    const [projects, invoices] = await Promise.all([
      client.query({ query: PROJECTS }),
      client.query({ query: INVOICES }),
    ]);
    expect(refreshes()).toHaveLength(1);
    expect(session.get()).toEqual({});
    expect(projects.error?.message).toContain('Your session has expired');
    expect(invoices.error?.message).toContain('Your session has expired');
    // No retry after a refused refresh.
    expect(requests.filter((request) => request.operationName === 'Projects')).toHaveLength(1);
    expect(notifyError).toHaveBeenCalledWith('Your session has expired. Please sign in again.');
  });

  it('uses the session another tab refreshed meanwhile instead of signing out', async () => {
    let otherTab: () => void = () => undefined;
    const { client, session } = setup(
      { token: 'stale', refreshToken: 'refresh-1' },
      {
        refresh: () => {
          // The other tab won the rotation: this tab's token was already used.
          otherTab();
          return unauthenticated();
        },
      },
    );
    otherTab = () => session.update({ token: 'fresh', refreshToken: 'refresh-from-other-tab' });
    const result = await client.query({ query: PROJECTS });
    expect(result.data).toEqual({ projects: ['Projects for Dana'] });
    expect(session.get()).toEqual({ token: 'fresh', refreshToken: 'refresh-from-other-tab' });
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    const { client, session } = setup(
      { token: 'stale', refreshToken: 'refresh-1' },
      {
        refresh: () => {
          throw new TypeError('fetch failed');
        },
      },
    );
    const result = await client.query({ query: PROJECTS });
    expect(result.error?.message).toContain('Your session has expired');
    expect(session.get()).toEqual({ token: 'stale', refreshToken: 'refresh-1' });
  });

  it('retries only once: an operation refused again is answered as is, without a second refresh', async () => {
    const { client, requests, refreshes } = setup(
      { token: 'stale', refreshToken: 'refresh-1' },
      { operation: unauthenticated },
    );
    const result = await client.query({ query: PROJECTS });
    expect(refreshes()).toHaveLength(1);
    expect(requests.filter((request) => request.operationName === 'Projects')).toHaveLength(2);
    expect(result.error?.message).toContain('Your session has expired');
  });

  it('does not refresh without a refresh token', async () => {
    const { client, refreshes } = setup({ token: 'stale' });
    const result = await client.query({ query: PROJECTS });
    expect(refreshes()).toHaveLength(0);
    expect(result.error?.message).toContain('Your session has expired');
  });
});

describe('isAccessTokenExpired', () => {
  it('reads the exp claim, with a margin, and leaves unreadable tokens to the server', () => {
    expect(isAccessTokenExpired(accessToken(-1))).toBe(true);
    expect(isAccessTokenExpired(accessToken(5))).toBe(true);
    expect(isAccessTokenExpired(accessToken(600))).toBe(false);
    expect(isAccessTokenExpired('opaque-token')).toBe(false);
    expect(isAccessTokenExpired(undefined)).toBe(false);
  });
});
