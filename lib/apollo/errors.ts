import { CombinedGraphQLErrors } from '@apollo/client';

import { apiFailureOfWire, NETWORK_FAILURE, type ApiFailure, type ApiOutcome } from '@/lib/api-errors';

/** The failure of an Apollo call: its first GraphQL error, or a network failure. */
export function apiFailureOf(error: unknown): ApiFailure {
  return CombinedGraphQLErrors.is(error) ? apiFailureOfWire(error.errors[0]) : NETWORK_FAILURE;
}

/**
 * An Apollo call's outcome: `pick` finds what the screen wants in its data (a mutation's payload);
 * a refusal, a rejected call (the network failed) and an answer without it are its failure, read
 * by the error contract. Every Apollo mutation of a screen is read through here.
 */
export async function outcomeOf<TData, TPicked>(
  call: Promise<{ data?: TData | null; error?: unknown }>,
  pick: (data: TData) => TPicked | null | undefined | false,
): Promise<ApiOutcome<TPicked>> {
  const result = await call.catch((error: unknown) => ({ data: undefined, error }));
  const picked = result.data ? pick(result.data) : undefined;
  if (picked !== undefined && picked !== null && picked !== false) return { ok: true, data: picked };
  return { ok: false, failure: apiFailureOf(result.error) };
}

/**
 * For an Apollo call's `.catch`: a rejected call (the network failed) becomes an answer without
 * data, like one the API refused, so every caller reads one shape (`data`, then `error` through
 * `apiFailureOf`).
 */
export function answerOfRejection(error: unknown): { data: undefined; error: unknown } {
  return { data: undefined, error };
}
