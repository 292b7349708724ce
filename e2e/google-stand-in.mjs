// A stand-in for Google's OAuth 2.0 and People API, for the end-to-end tests of "Invite from
// contacts → Google" (server/services/accounts/google-contacts.ts). Started by playwright.config.ts
// beside the site, which is pointed at it by GOOGLE_OAUTH_AUTHORIZE_URL, GOOGLE_OAUTH_TOKEN_URL and
// GOOGLE_PEOPLE_CONNECTIONS_URL. It holds the site to what Google's documentation asks (the client's
// id and secret, the redirect URI it registered, PKCE S256, a code used once, a bearer token) and
// answers as Google does: the consent page sends the browser back with a code, as if the person
// agreed; the token endpoint trades it; the connections come in two pages.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 3199);
const CLIENT_ID = process.env.GOOGLE_CLIENT_ID ?? 'e2e-stand-in.apps.googleusercontent.com';
const CLIENT_SECRET = process.env.GOOGLE_CLIENT_SECRET ?? 'e2e-stand-in-secret';
const ACCESS_TOKEN = randomBytes(16).toString('hex');

/** The address book: one person without an email (not listed by the site), over two pages. */
const PAGES = [
  [
    { names: [{ displayName: 'Gwen Google' }], emailAddresses: [{ value: 'gwen@formwork.example' }] },
    { names: [{ displayName: 'No Email' }], phoneNumbers: [{ value: '+1 416 555 0190' }] },
  ],
  [
    {
      names: [{ displayName: 'Gus Gravel' }],
      emailAddresses: [{ value: 'gus@gravel.example' }],
      phoneNumbers: [{ value: '+1 416 555 0191' }],
    },
  ],
];

/** Codes handed out by the consent page, each with its PKCE challenge and redirect URI; used once. */
const codes = new Map();

const json = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

function readBody(request) {
  return new Promise((resolve) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/health') return json(response, 200, { ok: true });

  if (url.pathname === '/o/oauth2/v2/auth' && request.method === 'GET') {
    const q = url.searchParams;
    if (
      q.get('client_id') !== CLIENT_ID ||
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge') ||
      !q.get('scope')?.includes('contacts.readonly') ||
      !q.get('redirect_uri')?.endsWith('/api/contacts/google/callback')
    ) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(12).toString('hex');
    codes.set(code, { challenge: q.get('code_challenge'), redirectUri: q.get('redirect_uri') });
    const back = new URL(q.get('redirect_uri'));
    back.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
    response.writeHead(302, { location: back.toString() });
    return response.end();
  }

  if (url.pathname === '/token' && request.method === 'POST') {
    const form = new URLSearchParams(await readBody(request));
    const issued = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (
      !issued ||
      form.get('grant_type') !== 'authorization_code' ||
      form.get('client_id') !== CLIENT_ID ||
      form.get('client_secret') !== CLIENT_SECRET ||
      form.get('redirect_uri') !== issued.redirectUri ||
      createHash('sha256').update(verifier).digest('base64url') !== issued.challenge
    ) {
      return json(response, 400, { error: 'invalid_grant' });
    }
    return json(response, 200, { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 3599 });
  }

  if (url.pathname === '/v1/people/me/connections' && request.method === 'GET') {
    if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`)
      return json(response, 401, { error: 'unauthenticated' });
    const page = url.searchParams.get('pageToken') === 'second' ? 1 : 0;
    return json(response, 200, {
      connections: PAGES[page],
      ...(page === 0 ? { nextPageToken: 'second' } : {}),
      totalPeople: PAGES.flat().length,
    });
  }

  json(response, 404, { error: 'not_found' });
});

server.listen(port, '127.0.0.1', () => console.info(`Google stand-in on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
