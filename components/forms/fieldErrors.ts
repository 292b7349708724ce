/**
 * Puts the API's messages on the form's fields, focusing the first, with react-hook-form's
 * `setError`. `fieldOf` names the form's field for an API field (undefined: not on this form).
 * Returns whether a field took a message: when none did, the caller shows the general message.
 */
export function placeFieldErrors<TName extends string>(
  fields: Record<string, string>,
  fieldOf: (apiName: string) => TName | undefined,
  setError: (name: TName, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  let placed = false;
  for (const [apiName, message] of Object.entries(fields)) {
    const name = fieldOf(apiName);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * The message a field of a react-hook-form form shows: its first, once the field was touched or
 * the form submitted (spec: never before the user got there), and at once when it came from the API.
 */
export function shownFieldError(
  error: { type?: unknown; message?: string } | undefined,
  touched: unknown,
  submitted: boolean,
): string | undefined {
  return error?.message && (Boolean(touched) || submitted || error.type === 'server') ? error.message : undefined;
}
