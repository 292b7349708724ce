import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { z } from 'zod';

import type { GoogleContact } from '@/lib/google-contacts';

/**
 * A person's Google contacts for the team's invite dialog, read once with their consent: OAuth 2.0
 * for a web server (authorization code with PKCE, scope `contacts.readonly`, no refresh token),
 * then the People API's connections, page by page. Nothing is stored: the access token is used for
 * the one read and dropped, and the people go straight back to the dialog that asked
 * (server/http/google-contacts-routes.ts), where they are picked and invited like a file's.
 */

export const GOOGLE_CONTACTS_SCOPE = 'https://www.googleapis.com/auth/contacts.readonly';

/** Google's endpoints; tests point them at a stand-in server. */
export interface GoogleEndpoints {
  authorize: string;
  token: string;
  connections: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  connections: 'https://people.googleapis.com/v1/people/me/connections',
};

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  /** `<SITE_URL>/api/contacts/google/callback`, as registered with Google. */
  redirectUri: string;
  endpoints?: GoogleEndpoints;
  fetch?: typeof fetch;
}

/** At most this many people are read (the dialog lists no more from a file either). */
export const GOOGLE_CONTACTS_MAX = 1000;
const PAGE_SIZE = 500;
const TIMEOUT_MS = 10_000;

/** Why reading the contacts failed, in words for the person who asked. */
export class GoogleContactsError extends Error {}

export const GOOGLE_CONTACTS_MESSAGES = {
  denied: 'Google contacts were not shared: nothing was read.',
  failed: 'Google did not answer as expected. Try again, or use a CSV or vCard file.',
  expired: 'The Google sign-in took too long or was started elsewhere. Try again.',
} as const;

/** A new sign-in: the state that ties the callback to it, and the PKCE pair. */
export function newGoogleSignIn(): { state: string; verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(16).toString('base64url'),
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
  };
}

/** Where the browser goes to let Google share the contacts (read-only, just this once). */
export function googleAuthorizationUrl(client: GoogleClient, signIn: { state: string; challenge: string }): string {
  const url = new URL((client.endpoints ?? GOOGLE_ENDPOINTS).authorize);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: GOOGLE_CONTACTS_SCOPE,
    state: signIn.state,
    code_challenge: signIn.challenge,
    code_challenge_method: 'S256',
    access_type: 'online',
    include_granted_scopes: 'false',
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

const tokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string() });

const connectionsAnswer = z.object({
  connections: z
    .array(
      z.object({
        names: z.array(z.object({ displayName: z.string().optional() })).optional(),
        emailAddresses: z.array(z.object({ value: z.string().optional() })).optional(),
        phoneNumbers: z.array(z.object({ value: z.string().optional() })).optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

async function call(client: GoogleClient, input: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await (client.fetch ?? fetch)(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new GoogleContactsError(GOOGLE_CONTACTS_MESSAGES.failed);
  }
  if (!response.ok) {
    // An expired or reused code is Google's 400 invalid_grant: the person starts again.
    throw new GoogleContactsError(
      response.status === 400 ? GOOGLE_CONTACTS_MESSAGES.expired : GOOGLE_CONTACTS_MESSAGES.failed,
    );
  }
  return response.json().catch(() => {
    throw new GoogleContactsError(GOOGLE_CONTACTS_MESSAGES.failed);
  });
}

/** Trades the callback's code for an access token (with the sign-in's PKCE verifier). */
export async function exchangeGoogleCode(client: GoogleClient, code: string, verifier: string): Promise<string> {
  const answer = tokenAnswer.safeParse(
    await call(client, (client.endpoints ?? GOOGLE_ENDPOINTS).token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uri: client.redirectUri,
      }).toString(),
    }),
  );
  if (!answer.success) throw new GoogleContactsError(GOOGLE_CONTACTS_MESSAGES.failed);
  return answer.data.access_token;
}

/** The person's contacts (names, emails, first phone), up to GOOGLE_CONTACTS_MAX. */
export async function readGoogleContacts(client: GoogleClient, accessToken: string): Promise<GoogleContact[]> {
  const contacts: GoogleContact[] = [];
  let pageToken: string | undefined;
  do {
    const url = new URL((client.endpoints ?? GOOGLE_ENDPOINTS).connections);
    url.search = new URLSearchParams({
      personFields: 'names,emailAddresses,phoneNumbers',
      pageSize: String(PAGE_SIZE),
      sortOrder: 'FIRST_NAME_ASCENDING',
      ...(pageToken ? { pageToken } : {}),
    }).toString();
    const page = connectionsAnswer.safeParse(
      await call(client, url.toString(), {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      }),
    );
    if (!page.success) throw new GoogleContactsError(GOOGLE_CONTACTS_MESSAGES.failed);
    for (const person of page.data.connections ?? []) {
      const emails = (person.emailAddresses ?? []).flatMap((entry) => (entry.value ? [entry.value] : []));
      if (emails.length === 0) continue;
      contacts.push({
        name: person.names?.find((entry) => entry.displayName)?.displayName ?? '',
        emails,
        phone: person.phoneNumbers?.find((entry) => entry.value)?.value ?? null,
      });
      if (contacts.length >= GOOGLE_CONTACTS_MAX) return contacts;
    }
    pageToken = page.data.nextPageToken;
  } while (pageToken);
  return contacts;
}
