'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import styles from './OrderFlow.module.scss';

export interface OrderStepProps {
  title: string;
  /** One line under the title: what this step asks. */
  intro?: ReactNode;
  /** Move focus to the title when the step opens (not on the page's first load). */
  focusOnOpen: boolean;
  children: ReactNode;
  /** The Back and Next bar. */
  actions: ReactNode;
}

/**
 * One step of the flow: its heading (focused when the step opens, so keyboard and screen-reader
 * users start at the new step), its content and its actions.
 */
export function OrderStep({ title, intro, focusOnOpen, children, actions }: OrderStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen, title]);
  return (
    <section className={styles.step} aria-labelledby="order-step-title">
      <h2 id="order-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>
      {intro && <p className={styles.stepIntro}>{intro}</p>}
      <div className={styles.stepBody}>{children}</div>
      {actions}
    </section>
  );
}

export interface StepActionsProps {
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  /** Next is busy (checking an address): the button says so and ignores clicks. */
  busy?: boolean;
  busyLabel?: string;
  /** Submits the step's form instead of calling onNext. */
  nextForm?: string;
  children?: ReactNode;
}

/** Back and Next: Back always works; Next checks the step and says what is missing. */
export function StepActions({
  onBack,
  onNext,
  nextLabel = 'Next',
  busy = false,
  busyLabel = 'Checking…',
  nextForm,
  children,
}: StepActionsProps) {
  return (
    <div className={styles.actions}>
      {onBack && (
        <button type="button" className={styles.secondaryButton} onClick={onBack}>
          Back
        </button>
      )}
      {children}
      {(onNext || nextForm) && (
        <button
          type={nextForm ? 'submit' : 'button'}
          form={nextForm}
          className={styles.primaryButton}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) {
              event.preventDefault();
              return;
            }
            onNext?.();
          }}
        >
          {busy ? busyLabel : nextLabel}
        </button>
      )}
    </div>
  );
}
