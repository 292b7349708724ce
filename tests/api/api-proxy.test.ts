import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiTierUrl, forwardToApi } from '@/server/http/api-proxy';

/**
 * A web tier passes the API's routes on to the API tier (API_URL). Checked against a real HTTP
 * server standing in for the API tier: what arrives there, and what comes back to the browser.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let apiTier: Server;
let apiUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  apiTier = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (request.url?.startsWith('/api/events/orders')) {
        // A stream written in two parts, as the order events are.
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('event: ready\ndata: {}\n\n');
        setTimeout(() => response.end('event: order\ndata: {"orderId":"o-1"}\n\n'), 50);
        return;
      }
      if (request.url?.startsWith('/api/invoices/missing')) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('No such invoice');
        return;
      }
      response
        .writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'a=1', 'x-request-id': 'r-1' })
        .end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => apiTier.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(apiTier.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => apiTier.close(() => resolve())));

describe('the API tier address of a route', () => {
  it('keeps the path after /api and the query', () => {
    expect(apiTierUrl('https://api.example.com/api', 'https://www.example.com/api/invoices/o-1?token=t')).toBe(
      'https://api.example.com/api/invoices/o-1?token=t',
    );
    expect(apiTierUrl('https://api.example.com', 'https://www.example.com/api/gql')).toBe(
      'https://api.example.com/gql',
    );
  });
});

describe('forwardToApi', () => {
  it('passes the method, path, query, headers and body on, and the answer back', async () => {
    seen.length = 0;
    const response = await forwardToApi(
      new Request('http://web.example/api/uploads/resume?x=1', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer token-1',
          'x-forwarded-for': '203.0.113.5',
          connection: 'keep-alive',
        },
        body: JSON.stringify({ name: 'resume.pdf' }),
      }),
      { apiUrl },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('set-cookie')).toBe('a=1');
    expect(response.headers.get('x-request-id')).toBe('r-1');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/uploads/resume?x=1', body: '{"name":"resume.pdf"}' });
    expect(seen[0]!.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-forwarded-for': '203.0.113.5' });
    // The host is the API tier's own, not the web tier's.
    expect(seen[0]!.headers.host).toBe(new URL(apiUrl).host);
  });

  it("returns the API tier's refusals as they are", async () => {
    const response = await forwardToApi(new Request('http://web.example/api/invoices/missing?token=x'), { apiUrl });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('No such invoice');
  });

  it('streams an answer as it comes (the order events)', async () => {
    const response = await forwardToApi(new Request('http://web.example/api/events/orders'), { apiUrl });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('event: ready\ndata: {}\n\n');
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('event: order\ndata: {"orderId":"o-1"}\n\n');
  });

  it('answers 503 UPSTREAM_UNAVAILABLE when the API tier cannot be reached', async () => {
    const response = await forwardToApi(new Request('http://web.example/api/gql?query=%7B__typename%7D'), {
      apiUrl: 'http://127.0.0.1:9/api',
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('is a 404 in an instance that is itself the API (no API_URL)', async () => {
    const response = await forwardToApi(new Request('http://web.example/api/gql'), { apiUrl: '' });
    expect(response.status).toBe(404);
  });
});
