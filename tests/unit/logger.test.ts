import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { describeError, redact } from '@/server/logger';

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
