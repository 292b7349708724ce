'use client';

import { useState, type KeyboardEvent } from 'react';

import { COUNTER_DEFAULTS } from '@/lib/constants';

import styles from './Counter.module.scss';

export interface CounterProps {
  /** The input's id (its <label htmlFor> points here). */
  id: string;
  /** null while the field holds no number (emptied, or text being typed). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Spec defaults: min 0, step 1, max 100; a product's minimum order and increment override them. */
  min?: number;
  step?: number;
  max?: number;
  /** Called when decrementing below the minimum (removing the line); without it minus stops at min. */
  onRemove?: () => void;
  /** "m³", "trucks": shown after the number and read with it. */
  unitLabel?: string;
  /** What the buttons change, for their names: "Decrease quantity". */
  noun?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

// Quantities have at most two decimals: step in hundredths so 0.25 + 0.5 never drifts.
const toHundredths = (value: number) => Math.round(value * 100);
const fromHundredths = (hundredths: number) => hundredths / 100;

/** The text of a value: "40", "2.5", "0.25". */
const display = (value: number | null) => (value === null ? '' : String(value));

/**
 * The spec's counter: minus, a number you can also type, plus. Minus is disabled at the minimum
 * unless `onRemove` is given (then decrementing below the minimum calls it); plus is disabled at
 * the maximum and increments are capped there. The input is a spinbutton: ArrowUp/ArrowDown step,
 * PageUp/PageDown step ten times, Home/End go to the minimum/maximum.
 */
export function Counter({
  id,
  value,
  onChange,
  min = COUNTER_DEFAULTS.min,
  step = COUNTER_DEFAULTS.step,
  max = COUNTER_DEFAULTS.max,
  onRemove,
  unitLabel,
  noun = 'quantity',
  invalid,
  describedBy,
  disabled,
}: CounterProps) {
  // What is typed, kept while it is not a number yet ("2." on the way to "2.5").
  const [text, setText] = useState(display(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== (text.trim() === '' ? null : Number(text))) setText(display(value));
  }

  const set = (next: number) => {
    setText(display(next));
    onChange(next);
  };

  const atMin = value !== null && toHundredths(value) <= toHundredths(min);
  const atMax = value !== null && toHundredths(value) >= toHundredths(max);

  // Moves onto the steps counted from the minimum (40.3 with step 0.5 goes to 40.5 or 40), capped
  // at the maximum.
  const move = (direction: 1 | -1, times: number) => {
    const low = toHundredths(min);
    const high = toHundredths(max);
    const size = Math.max(1, toHundredths(step));
    const from = value === null ? null : toHundredths(value);
    if (from === null) {
      set(fromHundredths(direction === 1 ? Math.max(low, Math.min(size, high)) : low));
      return;
    }
    if (from < low) {
      if (direction === -1 && onRemove) onRemove();
      else set(fromHundredths(low));
      return;
    }
    if (from > high) {
      set(fromHundredths(high));
      return;
    }
    const offset = (from - low) / size;
    const index = direction === 1 ? Math.floor(offset) + times : Math.ceil(offset) - times;
    const next = low + index * size;
    if (next < low) {
      if (onRemove && atMin) onRemove();
      else set(fromHundredths(low));
      return;
    }
    set(fromHundredths(Math.min(next, high)));
  };
  const increment = (times = 1) => move(1, times);
  const decrement = (times = 1) => move(-1, times);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const actions: Record<string, () => void> = {
      ArrowUp: () => increment(),
      ArrowDown: () => decrement(),
      PageUp: () => increment(10),
      PageDown: () => decrement(10),
      Home: () => set(min),
      End: () => set(max),
    };
    const action = actions[event.key];
    if (!action || disabled) return;
    event.preventDefault();
    action();
  };

  return (
    <div className={styles.counter} data-invalid={invalid || undefined}>
      <button
        type="button"
        className={styles.button}
        aria-label={`Decrease ${noun}`}
        aria-controls={id}
        disabled={disabled || (atMin && !onRemove)}
        onClick={() => decrement()}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="decimal"
        role="spinbutton"
        autoComplete="off"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={value === null ? undefined : `${value}${unitLabel ? ` ${unitLabel}` : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        value={text}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const typed = event.target.value.replace(',', '.');
          if (!/^\d*\.?\d*$/.test(typed)) return;
          setText(typed);
          onChange(typed === '' || typed === '.' ? null : Number(typed));
        }}
        onBlur={() => setText(display(value))}
      />
      {unitLabel && (
        <span className={styles.unit} aria-hidden="true">
          {unitLabel}
        </span>
      )}
      <button
        type="button"
        className={styles.button}
        aria-label={`Increase ${noun}`}
        aria-controls={id}
        disabled={disabled || atMax}
        onClick={() => increment()}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
