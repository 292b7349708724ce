import 'server-only';

import { inspect } from 'node:util';

import { DrizzleQueryError } from 'drizzle-orm';

import { serverEnv } from '@/lib/env';

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

function enabled(level: Level): boolean {
  return levels[level] >= levels[serverEnv().LOG_LEVEL];
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

/** Errors of PostgreSQL (node-postgres and PGlite alike) carry SQLSTATE in `code` and a severity. */
function isDatabaseError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('severity' in error)) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** Where in the code an error was thrown: its stack without its message (which may hold data). */
function frames(error: Error): string {
  const lines = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? `\n${lines.slice(0, 12).join('\n')}` : '';
}

/**
 * An error as the log writes it. A database error is its SQLSTATE code and message, never its
 * query's parameters, the row it refused (`detail`) or Drizzle's message (which prints both).
 */
export function describeError(error: unknown, depth = 0): string {
  if (depth > 3) return '…';
  if (error instanceof DrizzleQueryError) {
    const cause: unknown = error.cause;
    const what = isDatabaseError(cause) ? `Database error ${cause.code}: ${cause.message}` : 'Database query failed';
    return `${what}${frames(error)}`;
  }
  if (isDatabaseError(error)) return `Database error ${error.code}: ${error.message}${frames(error)}`;
  if (error instanceof Error) {
    const original = (error as { originalError?: unknown }).originalError;
    if (original != null) return describeError(original, depth + 1);
    const cause = error.cause == null ? '' : `\n  caused by ${describeError(error.cause, depth + 1)}`;
    return `${error.name}: ${error.message}${frames(error)}${cause}`;
  }
  return typeof error === 'string' ? error : inspect(error, { depth: 4, breakLength: Infinity });
}

function write(level: Level, message: string, details: unknown[]) {
  if (!enabled(level)) return;
  const line = redact([`[${level}] ${message}`, ...details.map((detail) => describeError(detail))].join(' '));
  console[level](line);
}

/**
 * The server's one logger: plain lines on stdout/stderr, which any log collector reads. Every
 * line goes through `redact`, and errors through `describeError`, so no caller can put a query's
 * parameters, a password hash, a token, an email or a phone number into the log.
 */
export const logger = {
  debug: (message: string, ...details: unknown[]) => write('debug', message, details),
  info: (message: string, ...details: unknown[]) => write('info', message, details),
  warn: (message: string, ...details: unknown[]) => write('warn', message, details),
  error: (message: string, ...details: unknown[]) => write('error', message, details),
};
