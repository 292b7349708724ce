import { CombinedGraphQLErrors } from '@apollo/client';

import { apiFailureOfWire, NETWORK_FAILURE, type ApiFailure } from '@/lib/api-errors';

/** The failure of an Apollo call: its first GraphQL error, or a network failure. */
export function apiFailureOf(error: unknown): ApiFailure {
  return CombinedGraphQLErrors.is(error) ? apiFailureOfWire(error.errors[0]) : NETWORK_FAILURE;
}

/**
 * For an Apollo call's `.catch`: a rejected call (the network failed) becomes an answer without
 * data, like one the API refused, so every caller reads one shape (`data`, then `error` through
 * `apiFailureOf`).
 */
export function answerOfRejection(error: unknown): { data: undefined; error: unknown } {
  return { data: undefined, error };
}
