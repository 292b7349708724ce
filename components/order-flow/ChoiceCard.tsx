import { useId, type ReactNode } from 'react';

import styles from './steps/steps.module.scss';

export interface ChoiceCardProps {
  type?: 'radio' | 'checkbox';
  name: string;
  value?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The choice's name: its label. */
  title: ReactNode;
  /** Read after the name (aria-describedby): what it is, what it costs. */
  details?: ReactNode;
  icon?: ReactNode;
  /** On the card's right: a price (also read as a description). */
  aside?: ReactNode;
  /** Buttons of the card (Edit): they sit above the card's click area. */
  actions?: ReactNode;
}

/**
 * A radio or checkbox as a card: a native input (keyboard, forms and screen readers as usual)
 * whose label stretches over the whole card, so a click anywhere chooses it. The details are
 * outside the label (they may hold lists) and describe the input.
 */
export function ChoiceCard({
  type = 'radio',
  name,
  value,
  checked,
  onChange,
  disabled,
  title,
  details,
  icon,
  aside,
  actions,
}: ChoiceCardProps) {
  const id = useId();
  return (
    <div className={styles.choiceCard} data-checked={checked || undefined} data-disabled={disabled || undefined}>
      <input
        id={id}
        className={styles.choiceInput}
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={[details && `${id}-details`, aside && `${id}-aside`].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {icon && (
        <span className={styles.choiceIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={styles.choiceText}>
        <label htmlFor={id} className={styles.choiceTitle}>
          {title}
        </label>
        {details && (
          <div id={`${id}-details`} className={styles.choiceDetails}>
            {details}
          </div>
        )}
      </div>
      {aside && (
        <div id={`${id}-aside`} className={styles.choiceAside}>
          {aside}
        </div>
      )}
      {actions && <div className={styles.choiceActions}>{actions}</div>}
    </div>
  );
}
