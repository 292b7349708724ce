'use client';

import { orderStepIndex, orderSteps, orderStepSearch, type OrderStepSlug } from '@/lib/order/steps';

import styles from './OrderFlow.module.scss';

export interface OrderProgressProps {
  current: OrderStepSlug;
  /** The furthest step the draft can open (steps after it cannot be skipped to). */
  reachable: OrderStepSlug;
  onGoTo: (step: OrderStepSlug) => void;
  /** After placing, the order's steps can no longer be changed. */
  locked?: boolean;
  /** A step the draft skips (the producer, chosen by a storefront): shown done, not a link. */
  isSkipped?: (step: OrderStepSlug) => boolean;
}

/**
 * The eight steps as a list, the current one marked `aria-current="step"`. Steps up to the
 * furthest reachable one are links back (or forward again); later ones are plain text.
 */
export function OrderProgress({ current, reachable, onGoTo, locked = false, isSkipped }: OrderProgressProps) {
  const currentIndex = orderStepIndex(current);
  const reachableIndex = orderStepIndex(reachable);
  return (
    <nav aria-label="Order progress" className={styles.progress}>
      <ol className={styles.progressList}>
        {orderSteps.map((step, index) => {
          const state = index === currentIndex ? 'current' : index < currentIndex ? 'done' : 'ahead';
          const label = (
            <>
              <span className={styles.progressNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.progressTitle}>{step.title}</span>
            </>
          );
          return (
            <li
              key={step.slug}
              className={styles.progressStep}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state !== 'current' && !locked && index <= reachableIndex && !isSkipped?.(step.slug) ? (
                <a
                  href={orderStepSearch(step.slug) || '?'}
                  className={styles.progressLink}
                  onClick={(event) => {
                    event.preventDefault();
                    onGoTo(step.slug);
                  }}
                >
                  {label}
                  {state === 'done' && <span className="visually-hidden"> (done)</span>}
                </a>
              ) : (
                <span className={styles.progressLink}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
