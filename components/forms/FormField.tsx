import type { ReactNode } from 'react';

import styles from './Form.module.scss';

export interface FormFieldProps {
  /** The control's id; the error is `${id}-error`, the hint `${id}-hint`. */
  id: string;
  label: string;
  /** The one message to show, already filtered (touched, submitted or from the server). */
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The label's own id, for a control named with aria-labelledby (the Select). */
  labelId?: string;
  children: ReactNode;
}

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** The ids that describe a control: its error first (read first), then its hint. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled field of every form. The error sits on the label's line (spec: next to the
 * label), so showing it never moves the fields below.
 */
export function FormField({ id, label, error, hint, optional, labelId, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} id={labelId}>
          {label}
          {optional && <span className={styles.optional}> (optional)</span>}
        </label>
        {error && (
          <span id={fieldErrorId(id)} className={styles.error}>
            {error}
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={fieldHintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
