import { describe, expect, it, vi } from 'vitest';

import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';

type Field = 'email' | 'phone';
const onForm = (name: string): Field | undefined => (name === 'email' || name === 'phone' ? name : undefined);

describe('placeFieldErrors', () => {
  it("puts each message of the form's fields on its field and focuses only the first", () => {
    const setError = vi.fn();
    const placed = placeFieldErrors(
      { email: 'This email is already registered', other: 'Not on this form', phone: 'Invalid' },
      onForm,
      setError,
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'This email is already registered' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'Invalid' }, { shouldFocus: false }],
    ]);
  });

  it('says so when no field of the form took a message, so the general message shows', () => {
    const setError = vi.fn();
    expect(placeFieldErrors({ other: 'Not on this form' }, onForm, setError)).toBe(false);
    expect(placeFieldErrors({}, onForm, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('shownFieldError', () => {
  const required = { type: 'too_small', message: 'Required' };

  it('waits until the field was touched or the form submitted', () => {
    expect(shownFieldError(required, false, false)).toBeUndefined();
    expect(shownFieldError(required, true, false)).toBe('Required');
    expect(shownFieldError(required, undefined, true)).toBe('Required');
  });

  it("shows the API's message at once, and nothing without a message", () => {
    expect(shownFieldError({ type: 'server', message: 'This email is already registered' }, false, false)).toBe(
      'This email is already registered',
    );
    expect(shownFieldError(undefined, true, true)).toBeUndefined();
    expect(shownFieldError({ type: 'server' }, true, true)).toBeUndefined();
  });
});
