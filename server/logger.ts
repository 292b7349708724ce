import 'server-only';

import { inspect } from 'node:util';

import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';

import { serverEnv } from '@/lib/env';

import { escapeCharacter, prettyEntry, renderError, type LogEntry, type LoggedError } from './log-pretty';
import { currentRequestId } from './request-id.mjs';

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

function enabled(level: Level): boolean {
  return levels[level] >= levels[serverEnv().LOG_LEVEL];
}

/** LOG_FORMAT, or by default a readable line under `next dev` and JSON everywhere else. */
function logFormat(): 'json' | 'pretty' {
  const env = serverEnv();
  return env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json');
}

/**
 * What a log line may never hold: what people typed about themselves and what opens an account.
 * Each pattern is tried at every position, in this order; the first three are kept as they are
 * (ids, timestamps and addresses say what happened, and would otherwise look like numbers).
 */
const LOG_PATTERNS: { pattern: RegExp; replacement: string | null }[] = [
  { pattern: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i, replacement: null },
  {
    pattern: /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/,
    replacement: null,
  },
  { pattern: /\b\d{1,3}(?:\.\d{1,3}){3}\b/, replacement: null },
  {
    pattern: /\$argon2(?:id|i|d)(?:\$v=\d+)?(?:\$m=\d+,t=\d+,p=\d+)?(?:\$[\w+/]+={0,2}){0,2}/,
    replacement: '[password hash]',
  },
  { pattern: /\beyJ[\w-]*\.[\w-]*\.[\w-]*/, replacement: '[token]' },
  { pattern: /\bbearer\s+[^\s,;'"]+/i, replacement: 'Bearer [token]' },
  { pattern: /[^\s@/\\<>()[\]{},;:'"`]+@[\w-]+(?:\.[\w-]+)+/, replacement: '[email]' },
  // Refresh, invitation and payment-link tokens, their SHA-256, API keys: long opaque words.
  { pattern: /\b[\w-]{32,}/, replacement: '[token]' },
  // Phone, card and bank numbers: 7 digits or more, however they are spaced.
  { pattern: /\+?\(?\d(?:[\s().-]{0,2}\d){6,}/, replacement: '[number]' },
];
const LOG_PATTERN = new RegExp(LOG_PATTERNS.map(({ pattern }) => `(${pattern.source})`).join('|'), 'gi');

/** `text` with emails, phone and card numbers, password hashes and tokens masked. */
export function redact(text: string): string {
  return text.replace(LOG_PATTERN, (match, ...groups: unknown[]) => {
    const index = groups.findIndex((group, position) => position < LOG_PATTERNS.length && group !== undefined);
    return LOG_PATTERNS[index]?.replacement ?? match;
  });
}

// What a terminal or a log viewer acts on and JSON leaves as it is: DEL and the C1 controls
// (U+009B starts an escape sequence on some terminals), the line and paragraph separators, and the
// marks that reorder text. JSON escapes the C0 controls (line breaks, NUL) itself.
const INVISIBLE = /[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` as a log line may hold it: redacted, with nothing in it that a terminal would act on. */
function clean(text: string): string {
  return redact(text).replace(INVISIBLE, escapeCharacter);
}

/** Errors of PostgreSQL (node-postgres and PGlite alike) carry SQLSTATE in `code` and a severity. */
function isDatabaseError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('severity' in error)) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** Where in the code an error was thrown: its stack without its message (which may hold data). */
function frames(error: Error): string[] {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .map((line) => clean(line.trim()));
}

/**
 * A database error by its code and message. PostgreSQL's data exceptions (SQLSTATE class 22)
 * quote the value they refused ('invalid input syntax for type uuid: "<value>"', 'value "<value>"
 * is out of range'): a query's parameter, written as "…".
 */
function databaseError(error: Error & { code: string }, thrown: Error): LoggedError {
  const message = error.code.startsWith('22') ? error.message.replace(/".*"/s, '"…"') : error.message;
  return { type: 'DatabaseError', code: error.code, message: clean(message), stack: frames(thrown) };
}

/** A system error's code (ECONNREFUSED, ERR_INVALID_URL): a word, never data. */
function systemCode(error: Error): { code?: string } {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? { code } : {};
}

/**
 * Drizzle's error for a failed query, whose message prints the query and its parameters. Known by
 * its shape as well as its class: the production build bundles drizzle-orm more than once (the
 * copy start-up opened the database with is not the copy a route's logger imports), and another
 * copy's DrizzleQueryError is not `instanceof` this one.
 */
function isFailedQuery(error: unknown): error is Error {
  if (error instanceof DrizzleQueryError) return true;
  return error instanceof Error && typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

/**
 * An error as the log holds it. A database error is its SQLSTATE code and message, never its
 * query's parameters, the row it refused (`detail`) or Drizzle's message (which prints both).
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (depth > 3) return { type: 'Error', message: '…' };
  if (isFailedQuery(error)) {
    const cause: unknown = error.cause;
    if (isDatabaseError(cause)) return databaseError(cause, error);
    return { type: 'DatabaseError', message: 'Database query failed', stack: frames(error) };
  }
  if (isDatabaseError(error)) return databaseError(error, error);
  if (error instanceof Error) {
    const original = (error as { originalError?: unknown }).originalError;
    if (original != null) return loggedError(original, depth + 1);
    const logged: LoggedError = {
      type: clean(error.name),
      ...systemCode(error),
      message: clean(error.message),
      stack: frames(error),
    };
    if (error.cause != null) logged.cause = loggedError(error.cause, depth + 1);
    return logged;
  }
  return { type: typeof error, message: describeError(error) };
}

/** A detail of a log line as text: an error as `loggedError` has it, anything else inspected. */
export function describeError(detail: unknown): string {
  if (detail instanceof Error) return renderError(loggedError(detail));
  return clean(typeof detail === 'string' ? detail : inspect(detail, { depth: 4, breakLength: Infinity }));
}

/** Each line as the format asks: JSON as pino wrote it, or read back and made readable. */
function writeLine(line: string) {
  process.stdout.write(logFormat() === 'pretty' ? prettyEntry(JSON.parse(line) as LogEntry) : line);
}

let writer: pino.Logger | undefined;
function pinoLogger(): pino.Logger {
  writer ??= pino(
    {
      // Levels are checked by `enabled`, which reads LOG_LEVEL as it is now.
      level: 'debug',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // `err` is already what the log may hold (`loggedError`), not an Error to serialize.
      serializers: { err: (error: LoggedError) => error },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
    },
    { write: writeLine },
  );
  return writer;
}

function write(level: Level, message: string, details: unknown[]) {
  if (!enabled(level)) return;
  const error = details.find((detail) => detail instanceof Error);
  const texts = [message, ...details.filter((detail) => detail !== error).map(describeError)];
  const fields = error === undefined ? {} : { err: loggedError(error) };
  pinoLogger()[level](fields, clean(texts.filter((text) => text !== '').join(' ')));
}

/**
 * The server's one logger: one JSON object a line on stdout (time, level, msg, the request's id,
 * an error's type, code and frames), or a readable line with LOG_FORMAT=pretty. Every message goes
 * through `redact`, and errors through `loggedError`, so no caller can put a query's parameters, a
 * password hash, a token, an email or a phone number into the log; control characters are escaped
 * by JSON, so no value can start a line of its own.
 */
export const logger = {
  debug: (message: string, ...details: unknown[]) => write('debug', message, details),
  info: (message: string, ...details: unknown[]) => write('info', message, details),
  warn: (message: string, ...details: unknown[]) => write('warn', message, details),
  error: (message: string, ...details: unknown[]) => write('error', message, details),
};

/**
 * Next.js and the libraries print through `console` (a page's uncaught error, a warning). In the
 * JSON format their lines go through the logger too, so that the log stays one JSON object a line
 * and an error that escaped a route still loses its query's parameters.
 */
export function routeConsoleToLog(): void {
  if (logFormat() !== 'json') return;
  const through =
    (level: Level) =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (typeof first === 'string') write(level, first, rest);
      else write(level, '', args);
    };
  console.debug = through('debug');
  console.log = console.info = through('info');
  console.warn = through('warn');
  console.error = through('error');
}
