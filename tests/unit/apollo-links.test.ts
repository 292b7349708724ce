import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';

import { createApolloClient } from '@/lib/apollo/client';
import { QUERY_ATTEMPTS } from '@/lib/apollo/links';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-errors';
import { createMemorySessionStore, type SessionTokens } from '@/lib/apollo/session';

const QUERY = gql`
  query Partners {
    partners {
      values {
        id
      }
    }
  }
`;
const MUTATION = gql`
  mutation Ping {
    ping
  }
`;

interface Exchange {
  headers: Headers;
}

/**
 * A client wired exactly as the app's, over a fake server: `reply` decides the HTTP answer, and
 * every request's headers are recorded.
 */
function setup(options: { tokens?: SessionTokens; reply?: () => Response } = {}) {
  const session = createMemorySessionStore(options.tokens);
  const exchanges: Exchange[] = [];
  const notifyError = vi.fn<(message: string) => void>();
  const fakeFetch: typeof fetch = (_input, init) => {
    exchanges.push({ headers: new Headers(init?.headers) });
    return Promise.resolve(options.reply?.() ?? Response.json({ data: { partners: { values: [] } } }, { status: 200 }));
  };
  const client = createApolloClient({
    uri: 'http://api.test/gql',
    session,
    notifyError,
    clientName: 'buildmarket-web',
    clientVersion: '9.9.9',
    fetch: fakeFetch,
  });
  return { client, session, exchanges, notifyError };
}

describe('auth link', () => {
  const tokens = { token: 'ordinary', mainToken: 'main', refreshToken: 'refresh' };

  it('sends the ordinary token by default, and no refresh token', async () => {
    const { client, exchanges } = setup({ tokens });
    await client.query({ query: QUERY });
    expect(exchanges[0]?.headers.get('authorization')).toBe('Bearer ordinary');
    expect(exchanges[0]?.headers.has('x-refresh-token')).toBe(false);
  });

  it('sends the main token when the operation sets useMainToken', async () => {
    const { client, exchanges } = setup({ tokens });
    await client.query({ query: QUERY, context: { useMainToken: true } });
    expect(exchanges[0]?.headers.get('authorization')).toBe('Bearer main');
  });

  it('adds x-refresh-token when the operation sets useRefreshToken', async () => {
    const { client, exchanges } = setup({ tokens });
    await client.query({ query: QUERY, context: { useRefreshToken: true } });
    expect(exchanges[0]?.headers.get('x-refresh-token')).toBe('refresh');
    expect(exchanges[0]?.headers.get('authorization')).toBe('Bearer ordinary');
  });

  it('sends no authorization header when signed out', async () => {
    const { client, exchanges } = setup();
    await client.query({ query: QUERY, context: { useMainToken: true, useRefreshToken: true } });
    expect(exchanges[0]?.headers.has('authorization')).toBe(false);
    expect(exchanges[0]?.headers.has('x-refresh-token')).toBe(false);
  });

  it('identifies the client by name and version', async () => {
    const { client, exchanges } = setup();
    await client.query({ query: QUERY });
    expect(exchanges[0]?.headers.get('apollographql-client-name')).toBe('buildmarket-web');
    expect(exchanges[0]?.headers.get('apollographql-client-version')).toBe('9.9.9');
  });
});

describe('response link', () => {
  it('replaces the stored token and refresh token from the response headers', async () => {
    const { client, session, exchanges } = setup({
      tokens: { token: 'old', mainToken: 'main', refreshToken: 'old-refresh' },
      reply: () =>
        Response.json(
          { data: { partners: { values: [] } } },
          { headers: { authorization: 'Bearer new', 'x-refresh-token': 'new-refresh' } },
        ),
    });
    await client.query({ query: QUERY });
    expect(session.get()).toEqual({ token: 'new', mainToken: 'main', refreshToken: 'new-refresh' });
    // The next request carries the new token.
    await client.query({ query: QUERY });
    expect(exchanges[1]?.headers.get('authorization')).toBe('Bearer new');
  });

  it('leaves the session alone when the response carries no tokens', async () => {
    const { client, session } = setup({ tokens: { token: 'kept', refreshToken: 'kept-refresh' } });
    await client.query({ query: QUERY });
    expect(session.get()).toEqual({ token: 'kept', refreshToken: 'kept-refresh' });
  });
});

describe('error link', () => {
  const withErrors = () =>
    Response.json({
      data: null,
      errors: [
        { message: 'This position is no longer open.', extensions: { code: 'NOT_FOUND' } },
        { message: 'Second problem', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });

  it('shows each GraphQL error message of a query as a toast when it asks, and returns errors with data', async () => {
    const { client, notifyError } = setup({ reply: withErrors });
    const result = await client.query({ query: QUERY, context: { toastErrors: true } });
    expect(notifyError.mock.calls.map(([message]) => message)).toEqual([
      'This position is no longer open.',
      'Second problem',
    ]);
    expect(result.error?.message).toContain('This position is no longer open.');
  });

  it('stays silent by default: the screen shows the answer where it belongs', async () => {
    const { client, notifyError } = setup({ reply: withErrors });
    const result = await client.query({ query: QUERY });
    expect(notifyError).not.toHaveBeenCalled();
    expect(result.error?.message).toContain('This position is no longer open.');
  });

  it('shows mutation errors as toasts only for a mutation that asks', async () => {
    const toasts = setup({ reply: withErrors });
    await toasts.client.mutate({ mutation: MUTATION, context: { toastErrors: true } });
    expect(toasts.notifyError).toHaveBeenCalledTimes(2);

    const handled = setup({ reply: withErrors });
    await handled.client.mutate({ mutation: MUTATION });
    expect(handled.notifyError).not.toHaveBeenCalled();
  });

  it('shows one clear message when the server cannot be reached', async () => {
    const { client, notifyError } = setup({
      reply: () => {
        throw new TypeError('fetch failed');
      },
    });
    await client.query({ query: QUERY, context: { toastErrors: true } });
    expect(notifyError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });
});

describe('retry link', () => {
  const unreachable = () => {
    throw new TypeError('fetch failed');
  };
  /** Answers from a list, in turn: the API down for a moment, then back. */
  const inTurn = (...replies: (() => Response)[]) => {
    let call = 0;
    return () => replies[Math.min(call++, replies.length - 1)]!();
  };
  const answer = () => Response.json({ data: { partners: { values: [{ id: 'p-1', __typename: 'Partner' }] } } });

  const unavailable = () =>
    Response.json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'Down' } }, { status: 503 });

  it('tries a read again while the API is unavailable (503 from a web tier), and shows nothing when it is back', async () => {
    const { client, exchanges, notifyError } = setup({ reply: inTurn(unavailable, unavailable, answer) });
    const result = await client.query({ query: QUERY, context: { toastErrors: true } });
    expect(exchanges).toHaveLength(3);
    expect(result.data).toEqual({ partners: { values: [{ id: 'p-1', __typename: 'Partner' }] } });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('gives up after QUERY_ATTEMPTS tries and says the server cannot be reached', async () => {
    const { client, exchanges, notifyError } = setup({ reply: unavailable });
    await client.query({ query: QUERY, context: { toastErrors: true } });
    expect(exchanges).toHaveLength(QUERY_ATTEMPTS);
    expect(notifyError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });

  it('does not repeat a request that never reached the site (no network): the screen says so at once', async () => {
    const { client, exchanges } = setup({ reply: unreachable });
    await client.query({ query: QUERY });
    expect(exchanges).toHaveLength(1);
  });

  it('never sends a change twice', async () => {
    const { client, exchanges } = setup({ reply: unavailable });
    await client.mutate({ mutation: MUTATION });
    expect(exchanges).toHaveLength(1);
  });

  it('does not repeat a read the server answered with errors', async () => {
    const { client, exchanges } = setup({
      reply: () => Response.json({ data: null, errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }),
    });
    await client.query({ query: QUERY });
    expect(exchanges).toHaveLength(1);
  });
});
