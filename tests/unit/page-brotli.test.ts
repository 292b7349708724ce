import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { compressPagesInBrotli } from '../../scripts/page-brotli.mjs';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Ready-mix concrete delivered to your site.</p>'.repeat(400)}</body></html>`;

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that prepares each request as scripts/serve.mjs does, then answers it with `app`. */
async function serve(app: (seenAcceptEncoding: (value: string | undefined) => void) => RequestListener) {
  const seen: (string | undefined)[] = [];
  const handler = app((value) => seen.push(value));
  const server = createServer((request, response) => {
    compressPagesInBrotli(request, response);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen };
}

/** The raw answer (not decoded), as a browser receives it. */
function get(port: number, acceptEncoding: string, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(
      { port, host: '127.0.0.1', path: '/', method, headers: { 'accept-encoding': acceptEncoding } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A page streamed in three writes, with its headers set one by one (as Next.js does). */
const streamedPage: Parameters<typeof serve>[0] = (see) => (request, response) => {
  see(request.headers['accept-encoding']);
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Vary', 'RSC, Next-Router-State-Tree');
  const third = PAGE.length / 3;
  response.write(PAGE.slice(0, third));
  setTimeout(() => {
    response.write(Buffer.from(PAGE.slice(third, 2 * third)));
    response.end(PAGE.slice(2 * third));
  }, 5);
};

describe('pages in Brotli', () => {
  it('answers a page in Brotli to a browser that takes it, and Next.js is not asked to gzip it', async () => {
    const { port, seen } = await serve(streamedPage);
    const reply = await get(port, 'gzip, deflate, br, zstd');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['vary']).toBe('RSC, Next-Router-State-Tree, Accept-Encoding');
    expect(reply.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(reply.body).toString()).toBe(PAGE);
    expect(reply.body.length).toBeLessThan(PAGE.length / 20);
    expect(seen).toEqual(['identity']);
  });

  it('compresses a page whose headers come with writeHead and whose length was known', async () => {
    const { port } = await serve(() => (_request, response) => {
      response
        .writeHead(200, { 'Content-Type': 'text/x-component', 'Content-Length': Buffer.byteLength(PAGE) })
        .end(PAGE);
    });
    const reply = await get(port, 'br');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(reply.body).toString()).toBe(PAGE);
  });

  it('leaves a browser without Brotli, other methods, other types and bodiless answers as they were', async () => {
    const { port, seen } = await serve(streamedPage);
    const gzipOnly = await get(port, 'gzip, deflate');
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.body.toString()).toBe(PAGE);
    expect(seen).toEqual(['gzip, deflate']);
    expect((await get(port, 'gzip, br;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await get(port, 'br', 'HEAD')).headers['content-encoding']).toBeUndefined();

    const json = await serve(() => (_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end('{"data":{"__typename":"Query"}}');
    });
    const api = await get(json.port, 'br');
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.body.toString()).toBe('{"data":{"__typename":"Query"}}');

    const notModified = await serve(() => (_request, response) => {
      response.writeHead(304, { 'Content-Type': 'text/html; charset=utf-8' }).end();
    });
    const unchanged = await get(notModified.port, 'br');
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
  });
});
