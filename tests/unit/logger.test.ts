import { createRequire } from 'node:module';

import { DrizzleQueryError } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { prettyEntry } from '@/server/log-pretty';
import { describeError, logger, loggedError, redact } from '@/server/logger';

import { captureLog, stopCapturingLog } from '../support/log';

describe('redact: what a log line may never hold', () => {
  it.each([
    ['an email', 'mail to dana.whitfield+orders@keystone.example failed', 'mail to [email] failed'],
    ['an E.164 phone', 'phone +14165550142 taken', 'phone [number] taken'],
    ['a phone as typed', 'call +1 (416) 555-0142 or 416.555.0142', 'call [number] or [number]'],
    ['a card number', 'card 4242 4242 4242 4242', 'card [number]'],
    [
      'an Argon2 hash',
      'hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo, next',
      'hash [password hash], next',
    ],
    ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'token [token]'],
    ['a bearer header', 'authorization: Bearer abc.def', 'authorization: Bearer [token]'],
    ['a refresh token', 'token Gk3pZ8s0VbQmX1nR5tYwE2uI7oP9aSdF4gHjKlZxCvB', 'token [token]'],
    ['a SHA-256', `hash ${'ab12'.repeat(16)}`, 'hash [token]'],
  ])('masks %s', (_name, line, expected) => {
    expect(redact(line)).toBe(expected);
  });

  it('keeps what says what happened: ids, timestamps, addresses, stack frames, small numbers', () => {
    const line =
      'order 635417b5-001d-4000-bfff-ffec0000000e at 2026-11-23T13:40:00.000Z from 10.61.0.12: 3 of 20 trucks\n' +
      '    at consumeRateLimit (/app/server/services/rate-limit.ts:33:21)\n' +
      '    at async /app/node_modules/@electric-sql/pglite/dist/index.js:3:1200';
    expect(redact(line)).toBe(line);
  });
});

describe('describeError', () => {
  it('writes a database error by its code and message, never its parameters or the refused row', () => {
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "c"'), {
      code: '23514',
      severity: 'ERROR',
      detail: 'Failing row contains (dana@keystone.example, +14165550142, $argon2id$v=19$...)',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "phone", "password_hash") values ($1, $2, $3)',
      ['dana@keystone.example', '+14165550142', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      cause,
    );
    const written = describeError(error);
    expect(written).toMatch(/^Database error 23514: new row for relation "users" violates check constraint "c"/);
    expect(written).not.toMatch(/dana|4165550142|argon2|Failing row|params/);
  });

  it('writes other errors with their stack frames and causes', () => {
    const error = new Error('mail failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:587') });
    const written = describeError(error);
    expect(written).toMatch(/^Error: mail failed\n\s+at /);
    expect(written).toContain('caused by Error: connect ECONNREFUSED 127.0.0.1:587');
  });
});

describe('loggedError', () => {
  it("writes PostgreSQL's refusal of a value without the value", () => {
    const refused = Object.assign(
      new Error('invalid input syntax for type uuid: "x\n[info] FORGED "quoted" signed in"'),
      {
        code: '22P02',
        severity: 'ERROR',
      },
    );
    const error = new DrizzleQueryError('update "trucks" set "active" = $1 where "id" = $2', [false, 'x'], refused);
    expect(loggedError(error)).toMatchObject({
      type: 'DatabaseError',
      code: '22P02',
      message: 'invalid input syntax for type uuid: "…"',
    });
  });

  it("drops the query and parameters of another copy of drizzle-orm's error (as the production build has)", () => {
    // Next.js bundles drizzle-orm into more than one chunk: the database start-up opened throws
    // errors of a DrizzleQueryError class that is not the logger's. Here the CommonJS build is
    // that other copy.
    const { DrizzleQueryError: OtherCopy } = createRequire(import.meta.url)('drizzle-orm') as {
      DrizzleQueryError: typeof DrizzleQueryError;
    };
    expect(OtherCopy).not.toBe(DrizzleQueryError);
    const refused = Object.assign(new Error('invalid input syntax for type uuid: "x\n[info] FORGED"'), {
      code: '22P02',
      severity: 'ERROR',
    });
    const error = new OtherCopy(
      'update "trucks" set "active" = $1 where "id" = $2',
      [false, 'x\n[info] FORGED'],
      refused,
    );
    const logged = loggedError(error);
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      code: '22P02',
      message: 'invalid input syntax for type uuid: "…"',
    });
    expect(JSON.stringify(logged)).not.toMatch(/FORGED|params|update/);
  });

  it("keeps other database errors' messages, which name constraints and relations", () => {
    const refused = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      severity: 'ERROR',
    });
    expect(loggedError(refused).message).toBe('duplicate key value violates unique constraint "users_email_unique"');
  });
});

describe('a log line', () => {
  let written: () => string;
  function capture(format: 'json' | 'pretty') {
    process.env.LOG_FORMAT = format;
    written = captureLog().text;
  }
  afterEach(() => {
    delete process.env.LOG_FORMAT;
    stopCapturingLog();
  });

  it('is one JSON object with the level, time, message and the error by type, code and frames', () => {
    capture('json');
    logger.error('Mail: sending failed', Object.assign(new Error('connect failed'), { code: 'ECONNREFUSED' }));
    expect(written().endsWith('\n')).toBe(true);
    expect(written().split('\n')).toHaveLength(2);
    const line = JSON.parse(written()) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      msg: 'Mail: sending failed',
      err: { type: 'Error', code: 'ECONNREFUSED', message: 'connect failed' },
    });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
    expect((line.err as { stack: string[] }).stack[0]).toMatch(/^at /);
  });

  it('holds no character a terminal acts on: controls, C1, separators, bidi marks are escaped', () => {
    capture('json');
    logger.warn('a\nb\u0000c\u001b[31md\u009b31me\u2028f\u202eg\u007fh');
    expect(written()).toMatch(/^[\x20-\x7e]+\n$/);
    expect((JSON.parse(written()) as { msg: string }).msg).toBe(
      'a\nb\u0000c\u001b[31md\\u009b31me\\u2028f\\u202eg\\u007fh',
    );
  });

  it('in the pretty format is one readable entry whose further lines are indented', () => {
    capture('pretty');
    logger.info('x\n[info] FORGED\u0007 signed in');
    expect(written()).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} INFO {2}x\n {4}\[info\] FORGED\\u0007 signed in\n$/);
  });

  it('in the pretty format says the request and the error', () => {
    const entry = prettyEntry({
      level: 'error',
      time: '2026-11-23T13:40:00.000Z',
      msg: 'Unexpected GraphQL error',
      requestId: '635417b5-001d-4000-bfff-ffec0000000e',
      err: {
        type: 'DatabaseError',
        code: '23514',
        message: 'violates check constraint "c"',
        stack: ['at f (a.ts:1:1)'],
      },
    });
    expect(entry).toBe(
      '13:40:00.000 ERROR [635417b5] Unexpected GraphQL error: Database error 23514: violates check constraint "c"\n' +
        '        at f (a.ts:1:1)\n',
    );
  });
});
