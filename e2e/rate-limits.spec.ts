import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { freePort } from './ports';
import { expect, test } from './fixtures';
import { newContractor, signUpInput } from './session';

/**
 * A client that writes a new X-Forwarded-For on every request is still one client: the server
 * trusts forwarded addresses only as far as TRUST_PROXY says, so the per-address limits of
 * sign-up, sign-in, the contact mail and resume uploads still stop it. Checked on a server of
 * its own in the default configuration (no proxy: the connection's address counts), and on the
 * suite's server, which runs behind one proxy (TRUST_PROXY=1: the test runner plays the load
 * balancer, whose entry is the last of the header it sends).
 */

const RUN = Date.now();
let made = 0;
const unique = () => `${RUN}.${(made += 1)}`;
/** An address nobody uses, as the client's own claim. */
const forgedAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Attempt = (request: APIRequestContext, headers: Record<string, string>) => Promise<string>;

async function graphql(
  request: APIRequestContext,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/api/gql', { headers, data: { query, variables } });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code ?? 'OK';
}

/** A POST to a JSON route (options made fresh for each attempt): OK, or the answer's error code. */
function routeAttempt(url: string, options: () => Parameters<APIRequestContext['post']>[1]): Attempt {
  return async (request, headers) => {
    const response = await request.post(url, { ...options(), headers });
    if (response.ok()) return 'OK';
    const body = (await response.json()) as { error?: { code?: string } };
    return body.error?.code ?? 'UNKNOWN';
  };
}

const LIMITS: { name: string; allowed: number; windowMs: number; allowedAnswer: string; attempt: Attempt }[] = [
  {
    name: 'sign-up: 5 per address an hour',
    allowed: 5,
    windowMs: 60 * 60_000,
    allowedAnswer: 'OK',
    attempt: (request, headers) =>
      graphql(
        request,
        headers,
        'mutation SignUp($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { mainToken } }',
        { input: signUpInput(newContractor('Rate Limited')) },
      ),
  },
  {
    name: 'sign-in: 10 per address in 10 minutes',
    allowed: 10,
    windowMs: 10 * 60_000,
    allowedAnswer: 'INVALID_CREDENTIALS',
    attempt: (request, headers) =>
      graphql(request, headers, 'mutation SignIn($input: SignInInput!) { signIn(input: $input) { mainToken } }', {
        input: { login: `nobody.${unique()}@site.example`, password: 'Concrete2024' },
      }),
  },
  {
    name: 'contact mail: 5 per address in 10 minutes',
    allowed: 5,
    windowMs: 10 * 60_000,
    allowedAnswer: 'OK',
    attempt: routeAttempt('/landing/send_mail', () => ({
      data: { name: 'Dana Whitfield', email: `dana.${unique()}@keystone.example`, message: 'A quote, please.' },
    })),
  },
  {
    name: 'resume uploads: 20 per address an hour',
    allowed: 20,
    windowMs: 60 * 60_000,
    allowedAnswer: 'OK',
    attempt: routeAttempt('/api/uploads/resume', () => ({
      multipart: { file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF } },
    })),
  },
];

/**
 * One more attempt than allowed, each with a new forged address: the last is RATE_LIMITED. The
 * limits are fixed windows: when one ends during the attempts (same clock: the server runs
 * here), the count starts again, so then the limit must bite by twice the allowance.
 */
async function expectStopped(
  request: APIRequestContext,
  forwardedFor: () => string,
  limit: (typeof LIMITS)[number],
): Promise<void> {
  const windowNow = () => Math.floor(Date.now() / limit.windowMs);
  const startWindow = windowNow();
  const answers: string[] = [];
  while (answers.length <= 2 * limit.allowed && !answers.includes('RATE_LIMITED')) {
    answers.push(await limit.attempt(request, { 'x-forwarded-for': forwardedFor() }));
  }
  if (windowNow() === startWindow) {
    expect.soft(answers).toEqual([...Array.from({ length: limit.allowed }, () => limit.allowedAnswer), 'RATE_LIMITED']);
  } else {
    expect.soft(answers).toContain('RATE_LIMITED');
  }
}

test.describe('per-address limits with a forged X-Forwarded-For on every request', () => {
  test('the default configuration (TRUST_PROXY=0): the connection address counts', async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-e2e-limits-'));
    const server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: `rate-limits-e2e-${RUN}-0123456789abcdefghijklmnopqrstuvwxyz`,
        // The build's own address (a production server refuses another); this one listens elsewhere.
        SITE_URL: test.info().project.use.baseURL,
        TRUST_PROXY: '0',
        CONTACT_MAIL_RATE_LIMIT: '5',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let serverErrors = '';
    server.stderr?.on('data', (chunk: Buffer) => (serverErrors = (serverErrors + chunk.toString()).slice(-4000)));
    const baseURL = `http://127.0.0.1:${port}`;
    const request = await playwrightRequest.newContext({ baseURL });
    const starting = Date.now();
    try {
      await expect
        .poll(
          async () => {
            try {
              return (await request.get('/api/gql?query=%7B__typename%7D')).status();
            } catch {
              return 0;
            }
          },
          { timeout: 120_000, intervals: [500] },
        )
        .toBe(200)
        .catch((error: unknown) => {
          throw new Error(`The second server did not start. Its errors: ${serverErrors}`, { cause: error });
        });
      // Printed with the test's output when it fails: where the time went.
      console.info(`The second server answered after ${Math.round((Date.now() - starting) / 1000)} s`);
      for (const limit of LIMITS) {
        await test.step(limit.name, () => expectStopped(request, forgedAddress, limit));
      }
    } finally {
      await request.dispose();
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        const stopping = setTimeout(() => server.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(stopping);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("behind one proxy (TRUST_PROXY=1): the proxy's entry counts, not the client's", async ({ request }) => {
    test.setTimeout(120_000);
    // What the load balancer forwards: the client's forged header, then the address it saw.
    const client = `203.0.113.${(RUN % 200) + 1}`;
    for (const limit of LIMITS) {
      await test.step(limit.name, () => expectStopped(request, () => `${forgedAddress()}, ${client}`, limit));
    }
  });
});
