import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { GOOGLE_CONTACTS_PATHS, type GoogleContactsMessage } from '@/lib/google-contacts';
import { handleGoogleContactsCallback, handleGoogleContactsStart } from '@/server/http/google-contacts-routes';
import {
  GOOGLE_CONTACTS_MESSAGES,
  GOOGLE_CONTACTS_SCOPE,
  type GoogleClient,
} from '@/server/services/accounts/google-contacts';

/**
 * "Invite from contacts → Google" at its HTTP boundary: a stand-in for Google's token endpoint and
 * People API (a real HTTP server in the test) receives exactly what Google's documentation asks
 * for, and the popup's routes answer the dialog with the people read, or with why not.
 */

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

const PEOPLE = [
  {
    names: [{ displayName: 'Ava Concrete' }],
    emailAddresses: [{ value: 'ava@formwork.example' }],
    phoneNumbers: [{ value: '+1 416 555 0101' }],
  },
  // No email: cannot be invited, so not listed.
  { names: [{ displayName: 'No Email' }], phoneNumbers: [{ value: '+1 416 555 0102' }] },
];
const SECOND_PAGE = [
  {
    names: [{ displayName: 'Ben </script><script>alert(1)</script>' }],
    emailAddresses: [{ value: 'ben@site.example' }, { value: 'ben.home@mail.example' }],
  },
];

describe('Google contacts', () => {
  let google: Server;
  let base: string;
  const seen: Seen[] = [];
  let tokenStatus = 200;

  beforeAll(async () => {
    google = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://google.test');
        seen.push({
          method: request.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body,
        });
        response.setHeader('content-type', 'application/json');
        if (url.pathname === '/token') {
          response.statusCode = tokenStatus;
          response.end(
            tokenStatus === 200
              ? JSON.stringify({ access_token: 'ya29.test-token', token_type: 'Bearer', expires_in: 3599 })
              : JSON.stringify({ error: 'invalid_grant' }),
          );
          return;
        }
        if (url.pathname === '/people') {
          if (request.headers.authorization !== 'Bearer ya29.test-token') {
            response.statusCode = 401;
            response.end('{}');
            return;
          }
          const second = url.searchParams.get('pageToken') === 'page-2';
          response.end(
            JSON.stringify(second ? { connections: SECOND_PAGE } : { connections: PEOPLE, nextPageToken: 'page-2' }),
          );
          return;
        }
        response.statusCode = 404;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => google.close(() => resolve())));

  beforeEach(() => {
    seen.length = 0;
    tokenStatus = 200;
  });

  const client = (): GoogleClient => ({
    clientId: 'client-123.apps.googleusercontent.com',
    clientSecret: 'secret-456',
    redirectUri: `https://build.example${GOOGLE_CONTACTS_PATHS.callback}`,
    endpoints: { authorize: `${base}/auth`, token: `${base}/token`, connections: `${base}/people` },
  });

  /** Start, as the popup does: the consent URL and the cookie the browser keeps. */
  function start() {
    const response = handleGoogleContactsStart(client());
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    const setCookie = response.headers.get('set-cookie')!;
    return { location, setCookie, cookie: setCookie.split(';')[0]! };
  }

  /** Google's redirect back to the callback, with the browser's cookie. */
  async function callback(query: Record<string, string>, cookie?: string) {
    const response = await handleGoogleContactsCallback(
      new Request(`https://build.example${GOOGLE_CONTACTS_PATHS.callback}?${new URLSearchParams(query)}`, {
        headers: cookie ? { cookie } : {},
      }),
      client(),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const json = /<script type="application\/json" id="google-contacts">(.*?)<\/script>/s.exec(html)?.[1];
    return { response, html, message: JSON.parse(json!) as GoogleContactsMessage };
  }

  it('sends the person to Google for read-only contacts, with PKCE and a state kept in a short-lived cookie', () => {
    const { location, setCookie } = start();
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/auth`);
    const query = location.searchParams;
    expect(query.get('client_id')).toBe('client-123.apps.googleusercontent.com');
    expect(query.get('redirect_uri')).toBe(`https://build.example${GOOGLE_CONTACTS_PATHS.callback}`);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe(GOOGLE_CONTACTS_SCOPE);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('access_type')).toBe('online');
    // The cookie holds the state Google sends back and the verifier whose hash went to Google.
    const [state, verifier] = setCookie.split(';')[0]!.split('=')[1]!.split('.');
    expect(query.get('state')).toBe(state);
    expect(query.get('code_challenge')).toBe(createHash('sha256').update(verifier!).digest('base64url'));
    expect(setCookie).toMatch(/Path=\/api\/contacts\/google; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/);
  });

  it('exchanges the code, reads every page of contacts, and hands the people with an email to the dialog', async () => {
    const { location, cookie } = start();
    const { response, html, message } = await callback(
      { code: 'auth-code-789', state: location.searchParams.get('state')! },
      cookie,
    );

    const [token, firstPage, secondPage] = seen;
    expect(token).toMatchObject({ method: 'POST', path: '/token' });
    expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(token!.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'authorization_code',
      code: 'auth-code-789',
      code_verifier: cookie.split('=')[1]!.split('.')[1],
      client_id: 'client-123.apps.googleusercontent.com',
      client_secret: 'secret-456',
      redirect_uri: `https://build.example${GOOGLE_CONTACTS_PATHS.callback}`,
    });
    expect(firstPage).toMatchObject({ method: 'GET', path: '/people' });
    expect(firstPage!.query.get('personFields')).toBe('names,emailAddresses,phoneNumbers');
    expect(firstPage!.query.get('pageToken')).toBeNull();
    expect(secondPage!.query.get('pageToken')).toBe('page-2');

    expect(message).toEqual({
      type: 'buildmarket:google-contacts',
      contacts: [
        { name: 'Ava Concrete', emails: ['ava@formwork.example'], phone: '+1 416 555 0101' },
        {
          name: 'Ben </script><script>alert(1)</script>',
          emails: ['ben@site.example', 'ben.home@mail.example'],
          phone: null,
        },
      ],
    });
    // A name cannot close the data element: the page runs only this origin's relay script.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<script src="/google-contacts-relay.js"></script>');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The cookie is spent.
    expect(response.headers.get('set-cookie')).toMatch(/^bm_google_contacts=; .*Max-Age=0/);
  });

  it('reads nothing when the state is not the one this browser started with, or the cookie is gone', async () => {
    const { cookie } = start();
    const forged = await callback({ code: 'auth-code-789', state: 'someone-elses-state' }, cookie);
    expect(forged.message).toEqual({ type: 'buildmarket:google-contacts', error: GOOGLE_CONTACTS_MESSAGES.expired });
    const { location } = start();
    const noCookie = await callback({ code: 'auth-code-789', state: location.searchParams.get('state')! });
    expect(noCookie.message).toEqual({ type: 'buildmarket:google-contacts', error: GOOGLE_CONTACTS_MESSAGES.expired });
    expect(seen).toEqual([]);
  });

  it('says so when the person declines, or Google refuses the code', async () => {
    const { location, cookie } = start();
    const declined = await callback({ error: 'access_denied', state: location.searchParams.get('state')! }, cookie);
    expect(declined.message).toEqual({ type: 'buildmarket:google-contacts', error: GOOGLE_CONTACTS_MESSAGES.denied });
    expect(seen).toEqual([]);

    tokenStatus = 400;
    const again = start();
    const refused = await callback(
      { code: 'used-code', state: again.location.searchParams.get('state')! },
      again.cookie,
    );
    expect(refused.message).toEqual({ type: 'buildmarket:google-contacts', error: GOOGLE_CONTACTS_MESSAGES.expired });
    expect(seen.map((request) => request.path)).toEqual(['/token']);
  });

  it('is not there when the site has no Google client configured', async () => {
    expect(handleGoogleContactsStart(null).status).toBe(404);
    const callbackAnswer = await handleGoogleContactsCallback(
      new Request(`https://build.example${GOOGLE_CONTACTS_PATHS.callback}?code=x&state=y`),
      null,
    );
    expect(callbackAnswer.status).toBe(404);
  });
});
