import 'server-only';

/** An error as a log line holds it: what and where, never the data it carried. */
export interface LoggedError {
  /** The error's class, or `DatabaseError` for anything PostgreSQL or PGlite refused. */
  type: string;
  /** The SQLSTATE of a database error, or the code a system error carries (ECONNREFUSED, ...). */
  code?: string;
  message: string;
  /** Where it was thrown: the stack's frames, without the message the stack starts with. */
  stack?: string[];
  cause?: LoggedError;
}

/** One line of the log, as the logger writes it in JSON. */
export interface LogEntry {
  level: string;
  time: string;
  msg: string;
  requestId?: string;
  err?: LoggedError;
}

/** `\u0085` for U+0085: a character written so that it is seen and not acted on. */
export const escapeCharacter = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** An error as a person reads it: 'Database error 23514: ...', its frames, what caused it. */
export function renderError(error: LoggedError): string {
  const head =
    error.type === 'DatabaseError' && error.code
      ? `Database error ${error.code}: ${error.message}`
      : `${error.type}: ${error.message}`;
  const frames = (error.stack ?? []).map((frame) => `\n    ${frame}`).join('');
  return `${head}${frames}${error.cause ? `\n  caused by ${renderError(error.cause)}` : ''}`;
}

// Control characters but the line break: the JSON escaped them, JSON.parse brought them back.
const CONTROL = /[^\P{Cc}\n]/gu;

/**
 * A log entry as one readable entry for a terminal (LOG_FORMAT=pretty): time, level, the
 * request's id (its first 8 characters), the message and the error. Every line after the first
 * is indented and control characters are written as escapes, so that nothing a caller sent can
 * start a line that looks like an entry of its own.
 */
export function prettyEntry(entry: LogEntry): string {
  const request = entry.requestId ? ` [${entry.requestId.slice(0, 8)}]` : '';
  const text = entry.err ? `${entry.msg}: ${renderError(entry.err)}` : entry.msg;
  const body = text.replace(CONTROL, escapeCharacter).replace(/\n/g, '\n    ');
  return `${entry.time.slice(11, 23)} ${entry.level.toUpperCase().padEnd(5)}${request} ${body}\n`;
}
