'use client';

import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';

import type { ApiFailure, ApiOutcome } from '@/lib/api-errors';

import { placeFieldErrors } from './fieldErrors';

export interface SubmissionOptions<TFieldValues extends FieldValues, TValues, TData> {
  /**
   * Sends the checked values: an Apollo call through `outcomeOf`, `requestGraphQL`, or a JSON route.
   * Null: not sent, for a check of the form's own that said why itself (a signature, a file).
   */
  send: (values: TValues) => Promise<ApiOutcome<TData> | null>;
  /** The form's field for a field the API names (undefined: not on this form, so the alert says it). */
  fieldOf?: (apiName: string) => FieldPath<TFieldValues> | undefined;
  /** Sent: what the screen does with the answer (resets, says so, goes on). */
  onSuccess?: (data: TData, values: TValues) => unknown;
  /**
   * A failure the screen answers itself (reloads the order, opens a dialog, a toast): true when it
   * did, and nothing is placed on the fields or said in the alert.
   */
  onFailure?: (failure: ApiFailure) => boolean | undefined | void | Promise<boolean | undefined | void>;
  /** The alert's words for a failure no field took (default: the API's message). */
  messageOf?: (failure: ApiFailure) => string;
  /** The fields are invalid on the client: nothing was sent. */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
}

export interface Submission {
  /** The form's `onSubmit`: checks the fields, then sends. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** Sending: the button is disabled and says so. */
  pending: boolean;
  /** A refusal that belongs to no field of the form, for its alert. */
  failure: string | null;
  /** For what the screen says itself in the alert (a check of its own before sending). */
  setFailure: (failure: string | null) => void;
  /** A refusal of another call of the form's (a second button): on its fields, or in the alert. */
  refuse: (failure: ApiFailure) => void;
}

/** Every field the API names that is one of `fields`. */
export const fieldOfNames =
  <TName extends string>(fields: readonly TName[]) =>
  (apiName: string): TName | undefined =>
    (fields as readonly string[]).includes(apiName) ? (apiName as TName) : undefined;

/**
 * The one way a form is sent: react-hook-form checks the fields, `send` calls the API, and its
 * coded error goes where the user looks for it: a field's message next to that field (the first
 * focused), anything else in the form's alert. What was typed stays on any failure.
 */
export function useSubmission<TFieldValues extends FieldValues, TContext, TValues, TData>(
  form: UseFormReturn<TFieldValues, TContext, TValues>,
  {
    send,
    fieldOf = () => undefined,
    onSuccess,
    onFailure,
    messageOf,
    onInvalid,
  }: SubmissionOptions<TFieldValues, TValues, TData>,
): Submission {
  const [failure, setFailure] = useState<string | null>(null);
  const refuse = (refusal: ApiFailure) => {
    if (!placeFieldErrors(refusal.fields, fieldOf, form.setError)) {
      setFailure(messageOf ? messageOf(refusal) : refusal.message);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await send(values);
    if (!outcome) return;
    if (outcome.ok) {
      await onSuccess?.(outcome.data, values);
      return;
    }
    if (await onFailure?.(outcome.failure)) return;
    refuse(outcome.failure);
  }, onInvalid);
  return {
    onSubmit: (event) => void submit(event),
    pending: form.formState.isSubmitting,
    failure,
    setFailure,
    refuse,
  };
}
