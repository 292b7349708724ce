import { randomInt } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { SESSION_STORAGE_KEY, type SessionTokens } from '@/lib/apollo/session';

/**
 * Accounts as a test's starting state: created through the API (what sign-up itself does is
 * checked in accounts.spec.ts), then handed to the browser the way the app keeps a session.
 */

const RUN = Date.now();
let created = 0;

export interface Contractor {
  email: string;
  password: string;
  fullName: string;
  /** Typed in the phone input without the country code (Canada is the default). */
  nationalPhone: string;
  e164: string;
}

/** A contractor nobody else in this run uses (email and phone are unique). */
export function newContractor(name = 'Morgan Builder'): Contractor {
  created += 1;
  const n = created;
  // Random: workers start within milliseconds of each other with consecutive process ids, so a
  // number derived from the start time and the pid repeated across workers (PHONE_TAKEN).
  const subscriber = String(randomInt(10_000_000)).padStart(7, '0');
  return {
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${RUN}.${process.pid}.${n}@site.example`,
    password: 'Concrete2024',
    fullName: `${name} ${n}`,
    nationalPhone: `437${subscriber}`,
    e164: `+1437${subscriber}`,
  };
}

export interface GraphQLAnswer<TData> {
  data?: TData;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
}

/** One GraphQL call, with the ordinary token when one is given. */
export async function gql<TData>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<TData> & { headers: Record<string, string> }> {
  const response = await request.post('/api/gql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  return { ...((await response.json()) as GraphQLAnswer<TData>), headers: response.headers() };
}

const SIGN_UP = /* GraphQL */ `
  mutation ContractorSignUp($input: ContractorSignUpInput!) {
    contractorSignUp(input: $input) {
      mainToken
      user {
        id
        referralCode
        company {
          id
          name
        }
      }
    }
  }
`;

export interface SignedUp {
  tokens: Required<SessionTokens>;
  userId: string;
  companyId: string;
  companyName: string;
  referralCode: string;
}

/** The contractor's `ContractorSignUpInput`, as the sign-up form sends it. */
export function signUpInput(contractor: Contractor, referralCode?: string) {
  return {
    identity: { email: contractor.email, password: contractor.password },
    phone: contractor.e164,
    password: contractor.password,
    source: 'web',
    fullName: contractor.fullName,
    ...(referralCode ? { referralCode } : {}),
  };
}

/** Signs a contractor up through the API; answers the session the app would store. */
export async function signUpThroughApi(
  request: APIRequestContext,
  contractor: Contractor,
  referralCode?: string,
): Promise<SignedUp> {
  const answer = await gql<{
    contractorSignUp: {
      mainToken: string;
      user: { id: string; referralCode: string; company: { id: string; name: string } | null };
    };
  }>(request, SIGN_UP, { input: signUpInput(contractor, referralCode) });
  const token = answer.headers['authorization']?.replace(/^Bearer /, '');
  const refreshToken = answer.headers['x-refresh-token'];
  const payload = answer.data?.contractorSignUp;
  if (!token || !refreshToken || !payload?.user.company) {
    throw new Error(`sign-up through the API failed: ${JSON.stringify(answer.errors ?? answer.data)}`);
  }
  return {
    tokens: { token, refreshToken, mainToken: payload.mainToken },
    userId: payload.user.id,
    companyId: payload.user.company.id,
    companyName: payload.user.company.name,
    referralCode: payload.user.referralCode,
  };
}

/**
 * Starts the page's session with these tokens, as a sign-in would leave it. Only when none is
 * stored: a reload keeps the tokens the app has rotated since.
 */
export async function startBrowserSession(page: Page, tokens: SessionTokens): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    { key: SESSION_STORAGE_KEY, value: JSON.stringify(tokens) },
  );
}

/** The demo data's dispatcher of NorthPeak Ready Mix (server/seed). */
export const DEMO_DISPATCHER = { login: 'dispatch@northpeak.example', password: 'Dispatch2026!' };

/** The demo dispatcher's tokens (or another demo supplier member's), as a sign-in leaves them in the browser. */
export async function signInDispatcher(
  request: APIRequestContext,
  account: { login: string; password: string } = DEMO_DISPATCHER,
): Promise<Required<SessionTokens>> {
  const signedIn = await gql<{ signIn: { mainToken: string } }>(
    request,
    'mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }',
    { input: account },
  );
  const token = signedIn.headers['authorization']?.replace(/^Bearer /, '');
  const refreshToken = signedIn.headers['x-refresh-token'];
  if (signedIn.errors || !token || !refreshToken || !signedIn.data) {
    throw new Error(`the demo dispatcher's sign-in failed: ${JSON.stringify(signedIn.errors ?? signedIn.data)}`);
  }
  return { token, refreshToken, mainToken: signedIn.data.signIn.mainToken };
}

/** A supplier's manager sets its storefront's brand colour (the storefront is made again). */
export async function setBrandColour(request: APIRequestContext, token: string, brandColor: string): Promise<void> {
  const changed = await gql(
    request,
    'mutation($input: SupplierStorefrontInput!) { supplierStorefrontUpdate(input: $input) { brandColor } }',
    { input: { brandColor } },
    token,
  );
  if (changed.errors) throw new Error(`the brand colour was refused: ${JSON.stringify(changed.errors)}`);
}
