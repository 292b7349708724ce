import { CombinedGraphQLErrors } from '@apollo/client';

import { NETWORK_ERROR_MESSAGE } from '@/lib/apollo/links';

/** What a form needs from a failed mutation: the code, the message, and messages per field. */
export interface ApiFailure {
  code?: string;
  message: string;
  /** Field name (as the form names it) to message, from `extensions.fields`. */
  fields: Record<string, string>;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Reads the first GraphQL error (the API answers one per failed mutation), or a network failure. */
export function apiFailureOf(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const code = first?.extensions?.code;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: first?.message ?? NETWORK_ERROR_MESSAGE,
      fields: stringRecord(first?.extensions?.fields),
    };
  }
  return { message: NETWORK_ERROR_MESSAGE, fields: {} };
}
