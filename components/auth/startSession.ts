import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';
import { placeFieldErrors } from '@/components/forms/fieldErrors';

import { browserSession } from './session';

/** What a sign-in or sign-up form gives to show a refusal: its fields' setter and its alert. */
export interface SessionFormOutlet<TName extends string> {
  fieldOf: (apiName: string) => TName | undefined;
  setError: (name: TName, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void;
  setFailure: (message: string) => void;
}

/**
 * Sends a sign-in or a sign-up and reads its answer, the one way both forms do: the new session's
 * payload (its main token stored; the response link has stored the ordinary and refresh tokens
 * from the headers), or null after showing why not, next to the fields it concerns or in the
 * form's alert.
 */
export async function startSession<TData, TPayload extends { mainToken: string }, TName extends string>(
  send: () => Promise<{ data?: TData | null; error?: unknown }>,
  pick: (data: TData) => TPayload | null | undefined,
  outlet: SessionFormOutlet<TName>,
): Promise<TPayload | null> {
  const result = await send().catch(answerOfRejection);
  const payload = result.data ? pick(result.data) : null;
  if (!payload) {
    const { message, fields } = apiFailureOf(result.error);
    if (!placeFieldErrors(fields, outlet.fieldOf, outlet.setError)) outlet.setFailure(message);
    return null;
  }
  browserSession().update({ mainToken: payload.mainToken });
  return payload;
}
