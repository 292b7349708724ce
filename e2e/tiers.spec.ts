import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { freePort } from './ports';
import { expect, test } from './fixtures';
import { placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, signUpThroughApi, startBrowserSession } from './session';

/**
 * The same build as a web tier in front of an API tier. The suite's server is the API tier
 * (embedded API and database); this spec starts a second server from the same build with
 * API_URL set to the first one's API base (`<origin>/api`), and a relay between them that the
 * test can cut, to play the API tier going down and coming back.
 */

const RUN = Date.now();

/** Passes HTTP requests on to `target`, or drops every connection while `down`. */
function startRelay(target: URL, port: number) {
  const state = { down: false };
  const sockets = new Set<Socket>();
  const server: Server = createHttpServer((incoming, outgoing) => {
    if (state.down) {
      incoming.socket.destroy();
      return;
    }
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    state,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    /** Cuts the API tier off: open connections (the order events' stream) drop too. */
    cut: () => {
      state.down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      state.down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test.describe.serial('a web tier (API_URL) in front of an API tier, from one build', () => {
  let webTier: ChildProcess | undefined;
  let webOrigin = '';
  let relay: ReturnType<typeof startRelay>;
  let web: APIRequestContext;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const apiTierOrigin = new URL(test.info().project.use.baseURL!);
    const relayPort = await freePort();
    relay = startRelay(apiTierOrigin, relayPort);
    await relay.listen();

    const port = await freePort();
    webOrigin = `http://localhost:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-e2e-web-tier-'));
    webTier = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        API_URL: `http://127.0.0.1:${relayPort}/api`,
        JWT_SECRET: `web-tier-e2e-${RUN}-0123456789abcdefghijklmnopqrstuvwxyz`,
        // The build's own address (a production server refuses another); this one listens elsewhere.
        SITE_URL: apiTierOrigin.origin,
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let serverErrors = '';
    webTier.stderr?.on('data', (chunk: Buffer) => (serverErrors = (serverErrors + chunk.toString()).slice(-4000)));
    web = await playwrightRequest.newContext({ baseURL: webOrigin });
    await expect
      .poll(
        async () => {
          try {
            return (await web.get('/api/gql?query=%7B__typename%7D')).status();
          } catch {
            return 0;
          }
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(200)
      .catch((error: unknown) => {
        throw new Error(`The web tier did not start. Its errors: ${serverErrors}`, { cause: error });
      });
  });

  test.afterAll(async () => {
    await web?.dispose();
    if (webTier && webTier.exitCode === null) {
      const exited = new Promise((resolve) => webTier!.once('exit', resolve));
      webTier.kill('SIGTERM');
      const stopping = setTimeout(() => webTier!.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(stopping);
    }
    await relay?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('places an order through the web tier, stored by the API tier, and shows it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const contractor = newContractor('Tier Builder');
    const signedUp = await signUpThroughApi(web, contractor);
    const placed = await placeOrderThroughApi(web, signedUp.tokens.token, { comment: 'Placed through the web tier' });

    // The API tier (the suite's own server) holds it.
    const stored = await gql<{ order: { orderNumber: string; comment: string | null } }>(
      request,
      `query($id: ID!) { order(id: $id) { orderNumber comment } }`,
      { id: placed.id },
      signedUp.tokens.token,
    );
    expect(stored.data?.order).toEqual({ orderNumber: placed.orderNumber, comment: 'Placed through the web tier' });

    // The browser on the web tier: its pages and its API calls, all at the web tier's address.
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/gql')) apiCalls.push(new URL(sent.url()).origin);
    });
    await startBrowserSession(page, signedUp.tokens);
    await page.goto(`${webOrigin}/app/orders`);
    await expect(page.getByText(placed.orderNumber)).toBeVisible();
    expect(new Set(apiCalls)).toEqual(new Set([webOrigin]));

    // Server-rendered marketing pages read the API tier too, and the contact mail reaches it.
    await page.goto(`${webOrigin}/career`);
    await expect(page.getByRole('status').filter({ hasText: /open position/ })).toBeVisible();
    const mail = await web.post('/landing/send_mail', {
      data: { name: 'Dana Whitfield', email: `dana.${RUN}@keystone.example`, message: 'Through the web tier.' },
    });
    expect(mail.status()).toBe(200);
  });

  test('the web tier is ready while its API tier answers, and not ready while it is cut off, alive all along', async () => {
    const probe = async (route: string) => {
      const answer = await web.get(route);
      return { status: answer.status(), body: (await answer.json()) as unknown };
    };
    expect(await probe('/api/ready')).toEqual({ status: 200, body: { status: 'ready', checks: { api: 'ok' } } });
    relay.cut();
    try {
      expect(await probe('/api/ready')).toEqual({
        status: 503,
        body: { status: 'not ready', checks: { api: 'unreachable' } },
      });
      // Liveness is the web tier's own: never passed on, so never restarted for its API tier.
      expect(await probe('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      relay.restore();
    }
    expect((await probe('/api/ready')).status).toBe(200);
  });

  test.describe('with the API tier down', () => {
    // The browser logs the failed requests itself; that is the point of these tests.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test.afterEach(() => relay.restore());

    test('marketing pages answer 200: last good data, or a notice where a list goes', async () => {
      // Seen while the API was up: remembered. (The build's own copies are of the build's data,
      // never served: each page is rendered from this API tier first.)
      const prerendered = ['/', '/partner-program', '/contractors/order'];
      for (const route of ['/career', ...prerendered]) expect((await web.get(route)).status(), route).toBe(200);
      relay.cut();
      const remembered = await web.get('/career');
      expect(remembered.status()).toBe(200);
      expect(await remembered.text()).toMatch(/open position/);

      // Never seen: the list cannot be loaded, the page is still there.
      const unseen = await web.get('/career?direction=design&page=7');
      expect(unseen.status()).toBe(200);
      // React separates adjacent text with empty comments in server HTML.
      const html = (await unseen.text()).replaceAll('<!-- -->', '');
      expect(html).toContain('Open positions cannot be loaded right now');
      expect(html).toContain('<footer');

      // Prerendered pages keep the copy rendered last.
      for (const route of prerendered) {
        const kept = await web.get(route);
        expect(kept.status(), route).toBe(200);
        expect(await kept.text(), route).not.toContain('cannot be loaded right now');
      }
      // One never rendered here: the page, saying what it could not load.
      const neverSeen = await web.get('/contractors/connect');
      expect(neverSeen.status()).toBe(200);
      expect((await neverSeen.text()).replaceAll('<!-- -->', '')).toContain('Our suppliers cannot be loaded right now');
      // The API's own routes say the service is unavailable, with a code.
      const gqlAnswer = await web.post('/api/gql', { data: { query: '{ __typename }' } });
      expect(gqlAnswer.status()).toBe(503);
      expect(await gqlAnswer.json()).toMatchObject({ error: { code: 'UPSTREAM_UNAVAILABLE' } });
    });

    test('the contractor app says the service cannot be reached, keeps what was typed, and recovers', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const signedUp = await signUpThroughApi(web, newContractor('Offline Builder'));
      await startBrowserSession(page, signedUp.tokens);
      await page.goto(`${webOrigin}/`);
      const form = page.getByRole('form', { name: 'Get in touch' });
      // Its code loads when the visitor scrolls to it.
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('data-state', 'ready');

      relay.cut();
      await form.getByLabel('Full name').fill('Priya Raman');
      await form.getByLabel('Email').fill(`priya.${RUN}@ramanhomes.ca`);
      await form.getByLabel('Message').fill('Twelve tonnes of clear stone, please.');
      await form.getByRole('button', { name: /send/i }).click();
      await expect(form.getByRole('alert')).toContainText('could not be sent');
      await expect(form.getByLabel('Message')).toHaveValue('Twelve tonnes of clear stone, please.');

      // Reads are tried again for a few seconds first; then the screen says so and offers to retry.
      await page.goto(`${webOrigin}/app/orders`);
      const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
      await expect(alert).toContainText(/connection/, { timeout: 30_000 });

      relay.restore();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(alert).toHaveCount(0);

      await page.goto(`${webOrigin}/`);
      // Its code loads when the visitor scrolls to it.
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('data-state', 'ready');
      await form.getByLabel('Full name').fill('Priya Raman');
      await form.getByLabel('Email').fill(`priya.${RUN}@ramanhomes.ca`);
      await form.getByLabel('Message').fill('Twelve tonnes of clear stone, please.');
      await form.getByRole('button', { name: /send/i }).click();
      await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    });
  });
});
