import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetServerEnvForTests } from '@/lib/env';
import type { DatabaseHandle } from '@/server/db/database';

import { nastyString, PROPERTY_OPTIONS, RUNS_PER_ROLE, wrongValue } from '../support/fuzz-inputs';
import { ROLES, type RoleHeaders } from '../support/roles';

/** A route handler of app/: its address with `[param]` folders, and its file. */
interface RouteFile {
  pattern: string;
  params: string[];
  file: string;
}

/** Every route handler (route.ts) of the app, read from app/, so a new one is fuzzed too. */
function routeFiles(appDir = path.resolve('app')): RouteFile[] {
  const found: RouteFile[] = [];
  const visit = (dir: string, parts: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'route.ts') {
        found.push({
          pattern: `/${parts.join('/')}`,
          params: parts.filter((part) => /^\[.+\]$/.test(part)).map((part) => part.slice(1, -1)),
          file: path.join(dir, entry.name),
        });
      }
      if (!entry.isDirectory()) continue;
      // Route groups `(name)` are not part of the address.
      visit(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? parts : [...parts, entry.name]);
    }
  };
  visit(appDir, []);
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** `text` with each lone surrogate replaced, as decoding a path's UTF-8 gives it (String#toWellFormed). */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

/** A value for a path parameter: real ids, ids of nothing, the words routes expect, junk. */
const paramValue = (knownIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom('signature', 'photo', 'ledger', 'x', '0', '..', '%00') },
    { weight: 3, arbitrary: nastyString.map((text) => text.slice(0, 200)) },
  );

/** What a client may put in the query: signed-link parameters, months, pages, junk. */
const queryString = fc
  .dictionary(
    fc.constantFrom('t', 'month', 'page', 'code', 'state', 'error', 'expires', 'sig', 'q', 'x'),
    fc.oneof(
      nastyString.map((text) => text.slice(0, 300)),
      fc.constantFrom('2026-11', '1', 'abc'),
    ),
    { maxKeys: 3 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

const CONTENT_TYPES = [
  'application/json',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'text/plain',
  'image/png',
  'application/octet-stream',
  'application/json; charset=utf-16',
  '',
];

/** A body of any kind: none, JSON of any shape, bytes, a multipart body with a hostile part. */
const body = fc.oneof(
  fc.constant(undefined),
  wrongValue.map((value) => JSON.stringify(value)),
  fc.uint8Array({ maxLength: 4_096 }),
  fc
    .tuple(nastyString, fc.uint8Array({ maxLength: 512 }), fc.constantFrom('file', 'signature', 'logo', 'resume', 'x'))
    .map(([name, bytes, field]) =>
      Buffer.concat([
        Buffer.from(
          `------fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="${name.slice(0, 40)}"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        bytes,
        Buffer.from('\r\n------fuzz--\r\n'),
      ]),
    ),
);

/** What an answer must never show: a stack frame, SQL or the database's own words. */
const LEAKS = [
  /\n\s+at [\w$.<>]+ \(/,
  /\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|set|values|where)\b/i,
  /DrizzleQueryError|PostgresError|syntax error at or near|invalid input syntax for type/i,
];

/**
 * Every HTTP route under the app (uploads, downloads, statements, CSV exports, logos, order
 * events, the payment webhook, contact mail, partner links), called as every role with junk
 * parameters, query strings, content types and bodies: never a 5xx, never a stack or SQL in the
 * answer. The route modules are the app's own (app/**\/route.ts), over this run's database.
 */
export function fuzzHttpRoutes(context: () => { db: DatabaseHandle; roles: RoleHeaders; knownIds: string[] }) {
  const routes = routeFiles();
  const globalForDatabase = globalThis as typeof globalThis & { marketplaceDatabase?: Promise<DatabaseHandle> };
  let dataDir: string;
  let address = 0;

  beforeAll(() => {
    // The routes open the process's database and file store: this run's, with files in a folder of its own.
    globalForDatabase.marketplaceDatabase = Promise.resolve(context().db);
    dataDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-fuzz-'));
    process.env.DATA_DIR = dataDir;
    resetServerEnvForTests();
  });
  afterAll(() => {
    globalForDatabase.marketplaceDatabase = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('fuzzing every HTTP route', () => {
    it('finds the routes in app/', () => {
      expect(routes.map((route) => route.pattern)).toEqual(
        expect.arrayContaining([
          '/api/tickets/[loadId]',
          '/api/uploads/delivery/[loadId]/[kind]',
          '/api/payments/webhook',
          '/api/events/orders',
          '/api/orders-csv/[companyId]',
        ]),
      );
    });

    it.each(routes.map((route) => [route.pattern, route] as const))(
      '%s never answers 5xx nor shows a stack or SQL, as any role',
      async (_pattern, route) => {
        const handlers = (await import(route.file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
        const methods = METHODS.filter((method) => typeof handlers[method] === 'function');
        expect(methods.length).toBeGreaterThan(0);
        const call = fc.record({
          method: fc.constantFrom(...methods),
          params: fc.tuple(...route.params.map(() => paramValue(context().knownIds))),
          query: queryString,
          contentType: fc.constantFrom(...CONTENT_TYPES),
          body,
        });
        for (const role of ROLES) {
          await fc.assert(
            fc.asyncProperty(call, async ({ method, params, query, contentType, body }) => {
              address += 1;
              // What a router hands a handler: the path's text, decoded (so well-formed: a lone surrogate cannot travel).
              const values = Object.fromEntries(
                route.params.map((name, index) => [name, wellFormed(String(params[index]))]),
              );
              const url = new URL(
                route.pattern.replace(/\[(\w+)\]/g, (_whole, name: string) => encodeURIComponent(values[name]!)),
                'http://localhost',
              );
              url.search = query;
              const headers: Record<string, string> = {
                ...context().roles[role],
                'x-forwarded-for': `10.79.${Math.floor(address / 250) % 250}.${address % 250}`,
              };
              if (contentType) headers['content-type'] = contentType;
              const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
              const request = new Request(url, {
                method,
                headers,
                body: withBody ? (body as BodyInit) : undefined,
              });
              const response = await handlers[method]!(request, { params: Promise.resolve(values) });
              const described = `${method} ${url.pathname}${url.search} as ${role}`;
              expect(response.status, described).toBeLessThan(500);
              // Streams stay open; scripts and files are what they are: the leaks are looked for in answers.
              if (!/^(application\/json|text\/(plain|html|csv))/.test(response.headers.get('content-type') ?? '')) {
                await response.body?.cancel();
                return;
              }
              const text = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 65_536));
              for (const leak of LEAKS) expect(text, described).not.toMatch(leak);
            }),
            { ...PROPERTY_OPTIONS, numRuns: RUNS_PER_ROLE * 2 },
          );
        }
      },
      120_000,
    );
  });
}
