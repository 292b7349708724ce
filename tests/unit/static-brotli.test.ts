import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { acceptsBrotli, staticBrotli } from '../../scripts/static-brotli.mjs';

const SCRIPT = `console.log(${JSON.stringify('concrete '.repeat(500))});`;

function buildFolder() {
  const distDir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'static', 'chunks', 'app.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'secret.txt'), 'not for the web');
  return distDir;
}

/** A Node response that records what was sent. */
function recordingResponse() {
  const headers = new Map<string, string | number>();
  const sent = { statusCode: 0, headers, body: undefined as Buffer | undefined };
  const response = {
    sent,
    set statusCode(code: number) {
      sent.statusCode = code;
    },
    setHeader: (key: string, value: string | number) => headers.set(key.toLowerCase(), value),
    end: (body?: Buffer) => {
      sent.body = body;
    },
  };
  return response;
}

async function ask(distDir: string, url: string, acceptEncoding = 'gzip, deflate, br, zstd', method = 'GET') {
  const response = recordingResponse();
  const answered = await staticBrotli(distDir, { nodeEnv: 'production' })(
    { method, url, headers: { 'accept-encoding': acceptEncoding } } as never,
    response as never,
  );
  return { answered, ...response.sent };
}

describe('Brotli for the build’s static files', () => {
  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('answers a script in Brotli with the headers of every answer and a year of caching', async () => {
    const reply = await ask(buildFolder(), '/_next/static/chunks/app.js?dpl=1');
    expect(reply.answered).toBe(true);
    expect(reply.statusCode).toBe(200);
    expect(brotliDecompressSync(reply.body!).toString()).toBe(SCRIPT);
    expect(reply.body!.length).toBeLessThan(SCRIPT.length / 10);
    expect(Object.fromEntries(reply.headers)).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'content-length': reply.body!.length,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
  });

  it('leaves to Next.js what is not a static script or style, a missing file, or a browser without Brotli', async () => {
    const distDir = buildFolder();
    expect((await ask(distDir, '/_next/static/chunks/app.js', 'gzip')).answered).toBe(false);
    expect((await ask(distDir, '/_next/static/chunks/missing.js')).answered).toBe(false);
    expect((await ask(distDir, '/_next/static/chunks/app.js', 'br', 'POST')).answered).toBe(false);
    expect((await ask(distDir, '/app/order')).answered).toBe(false);
    expect((await ask(distDir, '/_next/static/media/logo.svg')).answered).toBe(false);
    // Nothing outside the build's static folder, however the path is written.
    expect((await ask(distDir, '/_next/static/..%2Fsecret.txt.js')).answered).toBe(false);
    expect((await ask(distDir, '/_next/static/%2e%2e/secret.js')).answered).toBe(false);
  });

  it('answers HEAD with the headers only', async () => {
    const reply = await ask(buildFolder(), '/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(reply.answered).toBe(true);
    expect(reply.body).toBeUndefined();
    expect(reply.headers.get('content-encoding')).toBe('br');
  });
});
