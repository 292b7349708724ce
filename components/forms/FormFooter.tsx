import type { ReactNode } from 'react';

import styles from './Form.module.scss';

/** A form's refusal that belongs to no field, said at once (role=alert); nothing while there is none. */
export function FormAlert({ failure, className = styles.alert }: { failure: string | null; className?: string }) {
  return failure ? (
    <p role="alert" className={className}>
      {failure}
    </p>
  ) : null;
}

export interface FormFooterProps {
  /** `useSubmission`'s state: sending, and the refusal that belongs to no field. */
  submission: { pending: boolean; failure: string | null };
  label: string;
  /** The button's words while sending. */
  pendingLabel: string;
  /** Disabled for a reason of the form's own, besides sending. */
  disabled?: boolean;
  /** Runs when the button is pressed, before the form submits (which answer it gives). */
  onClick?: () => void;
  buttonClassName?: string;
  alertClassName?: string;
  /** The alert above the button rather than below it. */
  alertFirst?: boolean;
  /** The button (and `children`) in a row of their own: a paragraph or a div. */
  row?: 'p' | 'div';
  rowClassName?: string;
  /** After the button: a second button, a status line. */
  children?: ReactNode;
}

/** A form's end: its submit button, disabled while sending, and its alert (role=alert) for a refusal. */
export function FormFooter({
  submission: { pending, failure },
  label,
  pendingLabel,
  disabled,
  onClick,
  buttonClassName = styles.submit,
  alertClassName,
  alertFirst,
  row: Row,
  rowClassName,
  children,
}: FormFooterProps) {
  const alert = <FormAlert failure={failure} className={alertClassName} />;
  const buttons = (
    <>
      <button type="submit" className={buttonClassName} disabled={pending || disabled} onClick={onClick}>
        {pending ? pendingLabel : label}
      </button>
      {children}
    </>
  );
  return (
    <>
      {alertFirst && alert}
      {Row ? <Row className={rowClassName}>{buttons}</Row> : buttons}
      {!alertFirst && alert}
    </>
  );
}
