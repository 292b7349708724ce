import 'server-only';

import { GraphQLError } from 'graphql';
import type { z } from 'zod';

import { ErrorCode, type FieldErrors } from '@/lib/api-errors';

// The contract is shared with the browser; the server's code reads it from here.
export { ErrorCode, type FieldErrors } from '@/lib/api-errors';

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
