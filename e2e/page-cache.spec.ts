import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from './fixtures';
import { setBrandColour, signInDispatcher } from './session';

// Cached pages belong to the data they were rendered from (cache-handler.mjs, issue 33 item 10):
// the page cache lives in the build's .next, so the same build started on another database must
// not serve the pages rendered from the first, such as a storefront whose logo that database
// never had. The test's server renders a storefront on its database; a second server, the same
// build on a fresh DATA_DIR, must serve its own.

const SLUG = 'foothills-mobile-mix';
const STOREFRONT = `/s/${SLUG}`;
const OWN_COLOUR = '#0b6e4f';
/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const START_TIMEOUT_MS = 150_000;

/** The same build as the test's server, on another port and a fresh database; answers its origin. */
async function startSecondServer(port: number, dataDir: string, siteUrl: string): Promise<ChildProcess> {
  // PGlite in its own DATA_DIR, whatever database the test's server uses.
  const { DATABASE_URL: _database, API_URL: _api, ...env } = process.env;
  const server = spawn(process.execPath, [path.resolve('scripts', 'serve.mjs')], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The build's own address: a production server refuses another (server/secrets.ts).
      SITE_URL: siteUrl,
      JWT_SECRET: 'a-second-server-secret-of-enough-length-for-the-check',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the second server stopped: ${errors}`);
    const answered = await fetch(`http://localhost:${port}/api/gql?query=%7B__typename%7D`).catch(() => null);
    if (answered?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill('SIGTERM');
  throw new Error(`the second server did not start in time: ${errors}`);
}

/** The `src` of each image of a page's HTML. */
const imageSources = (html: string) => [...html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');

test.describe('the page cache', () => {
  test('a server started on another database serves its own storefront, never one rendered from the first', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(START_TIMEOUT_MS + 60_000);
    // The storefront on the test's database: its own logo (an upload) and colour.
    const manager = await signInDispatcher(request, { login: 'dispatch@foothills.example', password: 'Dispatch2026!' });
    const uploaded = await request.post('/api/uploads/logo', {
      headers: { authorization: `Bearer ${manager.token}` },
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG } },
    });
    expect(uploaded.status()).toBe(201);
    const { logo } = (await uploaded.json()) as { logo: string };
    await setBrandColour(request, manager.token, OWN_COLOUR);
    const first = await request.get(STOREFRONT);
    expect(first.status()).toBe(200);
    const firstHtml = await first.text();
    expect(imageSources(firstHtml)).toContain(logo);
    expect(firstHtml).toContain(OWN_COLOUR);
    // Cached: the page is in .next now.
    expect((await request.get(STOREFRONT)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

    const origin = new URL(baseURL ?? '');
    const port = Number(origin.port) + 1;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-e2e-second-'));
    const second = await startSecondServer(port, dataDir, origin.origin);
    try {
      const other = `http://localhost:${port}`;
      const served = await fetch(`${other}${STOREFRONT}`);
      expect(served.status).toBe(200);
      const html = await served.text();
      // The second database's storefront: its seeded logo and colour, not the first's.
      expect(imageSources(html)).not.toContain(logo);
      expect(html).not.toContain(OWN_COLOUR);
      expect(html).toContain('Foothills Mobile Mix');
      // Every image it links to is there.
      const images = imageSources(html);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect((await fetch(new URL(image, other))).status, image).toBe(200);
      }
      // The first database's logo is not the second's.
      expect((await fetch(`${other}${logo}`)).status).toBe(404);
    } finally {
      second.kill('SIGTERM');
      await new Promise((resolve) => second.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }

    // The test's server still serves its own page.
    expect(imageSources(await (await request.get(STOREFRONT)).text())).toContain(logo);
  });
});
