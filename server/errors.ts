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
  /** The operation needs a signed-in user, or the refresh token is unknown, expired or revoked. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Sign-in with an unknown login or a wrong password (which of the two is not said). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Sign-up with an email or phone that already has an account; `fields` names the field. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  PHONE_TAKEN: 'PHONE_TAKEN',
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

/**
 * The first message per field. `fieldNames` renames paths of the API's input to the names of the
 * form's fields (e.g. `identity.email` → `email`), so an error lands next to the right field.
 */
export function fieldErrorsOf(error: z.ZodError, fieldNames: Record<string, string> = {}): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    const key = fieldNames[path] ?? path;
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with the same zod schema the form uses; BAD_USER_INPUT with field errors if not. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldNames: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error, fieldNames);
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['_', 'Invalid'];
  throw expectedError(ErrorCode.BAD_USER_INPUT, firstField === '_' ? firstMessage : `${firstField}: ${firstMessage}`, {
    fields,
  });
}
