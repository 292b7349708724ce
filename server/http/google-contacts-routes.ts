import 'server-only';

import { publicEnv, serverEnv } from '@/lib/env';
import {
  GOOGLE_CONTACTS_MESSAGE_TYPE,
  GOOGLE_CONTACTS_PATHS,
  type GoogleContact,
  type GoogleContactsMessage,
} from '@/lib/google-contacts';
import { ErrorCode } from '@/server/errors';
import { jsonError } from './protocol';
import { logger } from '@/server/logger';
import {
  exchangeGoogleCode,
  GOOGLE_CONTACTS_MESSAGES,
  GOOGLE_ENDPOINTS,
  GoogleContactsError,
  googleAuthorizationUrl,
  newGoogleSignIn,
  readGoogleContacts,
  type GoogleClient,
} from '@/server/services/accounts/google-contacts';

/**
 * The two routes of "Invite from contacts → Google" (server/services/accounts/google-contacts.ts), opened
 * in a popup by the invite dialog:
 *
 * - `GET /api/contacts/google/start`: a new sign-in; its state and PKCE verifier go in a short-lived
 *   HttpOnly cookie scoped to these routes, and the browser goes to Google's consent screen.
 * - `GET /api/contacts/google/callback`: Google sends the browser back with a code (or an error).
 *   The state must match the cookie's (else nothing is read); the code is exchanged, the contacts
 *   read, and the answer is a small page whose only script (`/google-contacts-relay.js`, this
 *   origin's) hands them to the dialog that opened the popup, on this origin only, and closes it.
 *
 * The routes know nothing of who is signed in (sessions are bearer tokens, not cookies): the
 * contacts go back only to the window that asked, in the person's own browser.
 */

const COOKIE = 'bm_google_contacts';
const COOKIE_SECONDS = 10 * 60;

/** Google, as this site is registered with it; null when GOOGLE_CLIENT_ID is not set. */
export function configuredGoogleClient(): GoogleClient | null {
  const env = serverEnv();
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    redirectUri: new URL(GOOGLE_CONTACTS_PATHS.callback, publicEnv.siteUrl).toString(),
    endpoints: {
      authorize: env.GOOGLE_OAUTH_AUTHORIZE_URL ?? GOOGLE_ENDPOINTS.authorize,
      token: env.GOOGLE_OAUTH_TOKEN_URL ?? GOOGLE_ENDPOINTS.token,
      connections: env.GOOGLE_PEOPLE_CONNECTIONS_URL ?? GOOGLE_ENDPOINTS.connections,
    },
  };
}

const notConfigured = () => jsonError(404, ErrorCode.NOT_FOUND, 'Google contacts are not set up on this site.');

function cookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${COOKIE}=${value}`,
    'Path=/api/contacts/google',
    'HttpOnly',
    // Lax: the cookie comes back on Google's top-level redirect to the callback, and on no
    // request another site makes in the background.
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

const isSecure = (client: GoogleClient) => client.redirectUri.startsWith('https:');

export function handleGoogleContactsStart(client: GoogleClient | null): Response {
  if (!client) return notConfigured();
  const signIn = newGoogleSignIn();
  return new Response(null, {
    status: 302,
    headers: {
      location: googleAuthorizationUrl(client, signIn),
      'set-cookie': cookie(`${signIn.state}.${signIn.verifier}`, COOKIE_SECONDS, isSecure(client)),
      'cache-control': 'no-store',
    },
  });
}

export async function handleGoogleContactsCallback(request: Request, client: GoogleClient | null): Promise<Response> {
  if (!client) return notConfigured();
  const params = new URL(request.url).searchParams;
  const [state, verifier] = cookieValue(request)?.split('.') ?? [];
  const clear = cookie('', 0, isSecure(client));
  if (params.get('error')) return relayPage({ error: GOOGLE_CONTACTS_MESSAGES.denied }, clear);
  const code = params.get('code');
  if (!code || !state || !verifier || params.get('state') !== state) {
    return relayPage({ error: GOOGLE_CONTACTS_MESSAGES.expired }, clear);
  }
  try {
    const token = await exchangeGoogleCode(client, code, verifier);
    return relayPage({ contacts: await readGoogleContacts(client, token) }, clear);
  } catch (error) {
    if (!(error instanceof GoogleContactsError)) logger.error('Google contacts: reading failed', error);
    return relayPage(
      { error: error instanceof GoogleContactsError ? error.message : GOOGLE_CONTACTS_MESSAGES.failed },
      clear,
    );
  }
}

function cookieValue(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * The popup's last page: the answer as JSON data (not script: `<` escaped so it cannot close its
 * element), and the relay script of this origin, the only script its policy allows.
 */
function relayPage(answer: { contacts: GoogleContact[] } | { error: string }, setCookie: string): Response {
  const message: GoogleContactsMessage = { type: GOOGLE_CONTACTS_MESSAGE_TYPE, ...answer };
  const data = JSON.stringify(message).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Google contacts</title><meta name="robots" content="noindex"></head>
<body>
<p id="google-contacts-status">${'error' in answer ? 'Nothing was read from Google.' : 'Your contacts are in the invite dialog.'} You can close this window.</p>
<script type="application/json" id="google-contacts">${data}</script>
<script src="/google-contacts-relay.js"></script>
</body>
</html>`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
      'set-cookie': setCookie,
    },
  });
}
