import { CombinedGraphQLErrors } from '@apollo/client';

import { apiFailureOfWire, NETWORK_FAILURE, type ApiFailure } from '@/lib/api-errors';

/** The failure of an Apollo call: its first GraphQL error, or a network failure. */
export function apiFailureOf(error: unknown): ApiFailure {
  return CombinedGraphQLErrors.is(error) ? apiFailureOfWire(error.errors[0]) : NETWORK_FAILURE;
}
