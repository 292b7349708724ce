import 'server-only';

import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** Every error a caller is expected to handle has one of these codes in `extensions.code`. */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UNAVAILABLE: 'UNAVAILABLE',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Field name (dotted path) to the first message for that field. */
export type FieldErrors = Record<string, string>;

/**
 * An expected error: its message is shown to the user as is. Yoga passes GraphQLErrors through
 * its masking untouched, and masks everything else.
 */
export function expectedError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with the same zod schema the form uses; BAD_USER_INPUT with field errors if not. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['_', 'Invalid'];
  throw expectedError(ErrorCode.BAD_USER_INPUT, firstField === '_' ? firstMessage : `${firstField}: ${firstMessage}`, {
    fields,
  });
}
