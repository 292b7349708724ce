'use client';

import { useState, type InputHTMLAttributes, type Ref } from 'react';

/** "185.00" for 18500 cents; empty for none. */
export const centsText = (cents: number | null | undefined) =>
  typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2) : '';

/**
 * What the user typed as cents: "185", "185.5", "1,850.00" → 18500, 18550, 185000. Blank is
 * null; anything else (letters, three decimals) is NaN, which the schema names.
 */
export function parseCents(value: string): number | null {
  const typed = value.trim().replace(/[$,\s]/g, '');
  if (typed === '') return null;
  if (!/^-?\d+(\.\d{1,2})?$/.test(typed)) return Number.NaN;
  const [whole, fraction = ''] = typed.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return typed.startsWith('-') ? -cents : cents;
}

export interface MoneyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'defaultValue' | 'type'
> {
  /** Cents (null when blank, NaN when not an amount). */
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An amount in the currency's units (185.00), reported to the form in cents. The text stays as
 * typed, so nothing the user wrote is lost or reformatted while they type.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => centsText(value));
  // A new value from outside (the form was reset) replaces the text; the user's own edits do not.
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value) && !Object.is(parseCents(text), value)) {
    setShown(value);
    setText(centsText(value));
  }
  return (
    <input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const cents = parseCents(event.target.value);
        setShown(cents);
        onChange(cents);
      }}
    />
  );
}
