import { z } from 'zod';

import { messages } from './messages';

/**
 * The one string schema of the product: every text field of every form, resolver and route is
 * built on `text()` (an ESLint rule keeps `z.string` out of the rest of lib/validation), so text
 * is checked here once, before any field's own rules.
 *
 * Refused: Unicode's control characters (C0, DEL and C1: U+0000–U+001F, U+007F–U+009F) and
 * surrogate halves that are not part of a pair. No person types them; PostgreSQL cannot store
 * U+0000, a lone surrogate cannot be encoded as UTF-8, and line breaks in a single-line value
 * forge lines in logs and mail headers. Multi-line fields (the ones a textarea edits) keep tab,
 * line feed and carriage return. Whitespace around the value is not judged: fields trim it.
 */
export type TextLines = 'single' | 'multi';

// Single-line values also refuse Unicode's line and paragraph separators (U+2028, U+2029), which
// some mail clients and log viewers break lines on.
const UNSAFE_IN_SINGLE_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const UNSAFE_IN_MULTI_LINE = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** True when `value` holds no character that `text({ lines })` refuses. */
export function isCleanText(value: string, lines: TextLines = 'single'): boolean {
  return !(lines === 'multi' ? UNSAFE_IN_MULTI_LINE : UNSAFE_IN_SINGLE_LINE).test(value.trim());
}

/**
 * A string that holds no control character or lone surrogate ('Must not contain control or
 * invalid characters', and no other message for the field). `error` is the message when the
 * value is not a string at all.
 */
export const text = ({ error, lines = 'single' }: { error?: string; lines?: TextLines } = {}) =>
  z.string(error).refine((value) => isCleanText(value, lines), { message: messages.unsafeText, abort: true });
