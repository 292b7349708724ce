'use client';

import { useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';

import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, PHONE_MAX_DIGITS } from '@/lib/constants';
import { callingCodeOf, phoneTyping, type PhoneCountry } from '@/lib/phone';

import styles from './PhoneInput.module.scss';

export type { PhoneCountry };

export const PHONE_COUNTRY_NAMES: Record<PhoneCountry, string> = {
  CA: 'Canada',
  US: 'United States',
  AU: 'Australia',
  MX: 'Mexico',
  GB: 'United Kingdom',
  UA: 'Ukraine',
};

const isPhoneCountry = (value: unknown): value is PhoneCountry => PHONE_COUNTRIES.some((country) => country === value);

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/**
 * How many digits the national number may have: a whole phone number, country code included, has
 * at most PHONE_MAX_DIGITS digits (E.164's limit), so a number typed here never fails the API's check.
 */
export function maxNationalDigits(country: PhoneCountry): number {
  return PHONE_MAX_DIGITS - callingCodeOf(country).length;
}

/** The national number as typed, formatted with the country's mask: "4165550142" → "(416) 555-0142". */
export function formatNationalNumber(country: PhoneCountry, digits: string): string {
  return digits ? phoneTyping(country).input(digits) : '';
}

/**
 * The number in E.164 ('+', country code, national number without its trunk prefix): CA
 * "4165550142" → "+14165550142", GB "07700900123" → "+447700900123". Empty when nothing is typed.
 */
export function toE164(country: PhoneCountry, digits: string): string {
  if (!digits) return '';
  const typed = phoneTyping(country);
  typed.input(digits);
  return `+${callingCodeOf(country)}${typed.getNationalNumber()}`;
}

interface PhoneState {
  country: PhoneCountry;
  /** The national number's digits, as typed. */
  digits: string;
}

/** Reads an international number (a value given to the input, or a pasted "+44 20 7946 0958"). */
function fromInternational(value: string): PhoneState | null {
  const typed = phoneTyping();
  typed.input(value.startsWith('+') ? value : `+${value}`);
  const country = typed.getCountry();
  if (!isPhoneCountry(country)) return null;
  return { country, digits: typed.getNationalNumber().slice(0, maxNationalDigits(country)) };
}

function stateOf(value: string, defaultCountry: PhoneCountry, current?: PhoneState): PhoneState {
  const country = current?.country ?? defaultCountry;
  if (!value) return { country, digits: '' };
  return fromInternational(value) ?? { country, digits: onlyDigits(value).slice(0, maxNationalDigits(country)) };
}

/** The caret's place after the `count`-th digit of `text` (0: before the first digit). */
function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return text.search(/\d/) === -1 ? text.length : text.search(/\d/);
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export interface PhoneInputProps {
  id: string;
  name: string;
  /** The number in E.164 ("+14165550142"), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  defaultCountry?: PhoneCountry;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** Ids of the elements describing the number (its error). */
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A phone number: a country select (the spec's CA, US, AU, MX, GB, UA; CA by default) and the
 * national number, digits only, formatted as it is typed with the country's mask
 * (libphonenumber-js). The value it reports is E.164. A pasted international number selects its
 * country.
 */
export function PhoneInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  inputRef,
  invalid,
  describedBy,
  required,
  disabled,
}: PhoneInputProps) {
  const [state, setState] = useState<PhoneState>(() => stateOf(value, defaultCountry));
  // The value this input last reported: anything else comes from outside (a reset) and is taken in.
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    setState((current) => stateOf(value, defaultCountry, current));
  }

  const textRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const formatted = formatNationalNumber(state.country, state.digits);

  // Reformatting rewrites the text: keep the caret after the same digit it followed.
  useLayoutEffect(() => {
    const input = textRef.current;
    const digitsBefore = pendingCaret.current;
    pendingCaret.current = null;
    if (!input || digitsBefore === null || document.activeElement !== input) return;
    const caret = caretAfterDigits(input.value, digitsBefore);
    input.setSelectionRange(caret, caret);
  });

  const commit = (next: PhoneState) => {
    const e164 = toE164(next.country, next.digits);
    setState(next);
    setReported(e164);
    if (e164 !== value) onChange(e164);
  };

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw.trim().startsWith('+')) {
      const international = fromInternational(raw.trim());
      if (international) {
        pendingCaret.current = international.digits.length;
        commit(international);
        return;
      }
    }
    const max = maxNationalDigits(state.country);
    const caret = event.target.selectionStart ?? raw.length;
    let digitsBefore = onlyDigits(raw.slice(0, caret)).length;
    let digits = onlyDigits(raw);
    // Backspace over a formatting character ("(416) |555") removes the digit before it instead,
    // otherwise the mask would put the character straight back.
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (inputType === 'deleteContentBackward' && digits === state.digits && digitsBefore > 0) {
      digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
      digitsBefore -= 1;
    }
    digits = digits.slice(0, max);
    pendingCaret.current = Math.min(digitsBefore, digits.length);
    commit({ country: state.country, digits });
  };

  const setTextRef = (element: HTMLInputElement | null) => {
    textRef.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  return (
    <div className={styles.phone} data-invalid={invalid || undefined}>
      <select
        className={styles.country}
        aria-label="Country code"
        value={state.country}
        disabled={disabled}
        onChange={(event) => {
          const country = event.target.value;
          if (!isPhoneCountry(country)) return;
          commit({ country, digits: state.digits.slice(0, maxNationalDigits(country)) });
        }}
        onBlur={onBlur}
      >
        {PHONE_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {`+${callingCodeOf(country)} ${PHONE_COUNTRY_NAMES[country]}`}
          </option>
        ))}
      </select>
      <input
        ref={setTextRef}
        id={id}
        name={name}
        className={styles.number}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={formatted}
        onChange={onTextChange}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required={required}
        disabled={disabled}
      />
    </div>
  );
}
