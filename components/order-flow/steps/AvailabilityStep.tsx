'use client';

import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import formStyles from '@/components/forms/Form.module.scss';
import { DeliveryAvailabilityDocument, type DeliveryAvailabilityQuery } from '@/graphql/generated/client/graphql';
import { possessive } from '@/lib/format';
import { formatCalendarDate } from '@/lib/order/dates';
import { orderWords, type OrderWords } from '@/lib/order/order-words';
import { deliveryTrucks } from '@/lib/order/rental';
import { messages } from '@/lib/validation/messages';

import { ChoiceCard } from '../ChoiceCard';
import { LoadFailure } from '../LoadFailure';
import { OrderStep, StepActions } from '../OrderStep';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

type DeliveryWindow = DeliveryAvailabilityQuery['deliveryAvailability']['windows'][number];

/** Why a window cannot be chosen, or null when it can take this order's trucks (a bin's own). */
function unavailableReason(window: DeliveryWindow, trucks: number, words: OrderWords, closed = false): string | null {
  if (closed) return 'Not delivering';
  if (window.remainingTrucks === 0) return 'Full';
  if (!window.available) return 'No longer bookable';
  if (window.remainingTrucks < trucks) return words.windowTooSmall(window.remainingTrucks, trucks);
  return null;
}

/**
 * Availability: the producer's 4-hour delivery windows on the chosen date, from its trucks per
 * window less those already booked. A full window (or one without room for this order's trucks)
 * cannot be chosen; the windows are the supplier's local time. A bin order reads in its own words
 * (lib/order/order-words.ts): drop-off windows with room for its bins.
 */
export function AvailabilityStep({ draft, dispatch, next, back, focusOnOpen, notice }: OrderStepContext) {
  const id = useId();
  const [showError, setShowError] = useState(false);
  const availability = useQuery(DeliveryAvailabilityDocument, {
    variables: { supplierId: draft.supplier!.id, date: draft.date! },
    // Shown in the step when nothing loaded; a failed reload keeps the answer and says so in a toast.
    context: { toastErrors: true },
  });
  const answer = availability.data?.deliveryAvailability;
  const windows = answer?.windows ?? [];
  const chosen = windows.find((window) => window.startHour === draft.windowStartHour);
  // A date the supplier blocked (a holiday, the plant down): no window can be chosen.
  const closed = answer?.closed ?? false;
  // Bins: each bin takes a truck of the window's, and the window is their drop-off.
  const words = orderWords(draft.productType);
  const trucks = deliveryTrucks(draft);
  const needs = words.needs(trucks);
  const chosenFits = chosen ? unavailableReason(chosen, trucks, words, closed) === null : false;
  const anyFree = windows.some((window) => unavailableReason(window, trucks, words, closed) === null);

  const onNext = () => {
    if (chosen && chosenFits) next();
    else setShowError(true);
  };

  return (
    <OrderStep
      title="Availability"
      intro={`${possessive(draft.supplier!.name)} ${words.windows} on ${formatCalendarDate(draft.date!)} for ${needs}.`}
      focusOnOpen={focusOnOpen}
      actions={
        // Until the windows are in, the chosen one cannot be checked.
        <StepActions onBack={back} onNext={onNext} busy={!answer} busyLabel="Checking the windows…" />
      }
    >
      {notice && (
        <p role="alert" className={formStyles.alert}>
          {notice}
        </p>
      )}
      {availability.error && !answer ? (
        <LoadFailure what={`the ${words.windows}`} onRetry={() => void availability.refetch()} />
      ) : !answer ? (
        <p role="status">Checking the {words.windows}…</p>
      ) : (
        <fieldset className={styles.fieldset} aria-describedby={`${id}-zone${showError ? ` ${id}-error` : ''}`}>
          <legend className={styles.legend}>
            {words.windowName}
            {showError && (
              <span id={`${id}-error`} className={formStyles.error}>
                {' '}
                {messages.required}
              </span>
            )}
          </legend>
          <p id={`${id}-zone`} className={styles.hint}>
            {words.windowsNote(answer.timeZone)}
          </p>
          <div className={styles.windowGrid}>
            {windows.map((window) => {
              const reason = unavailableReason(window, trucks, words, closed);
              return (
                <ChoiceCard
                  key={window.startHour}
                  name={`${id}-window`}
                  value={String(window.startHour)}
                  checked={window.startHour === draft.windowStartHour && reason === null}
                  disabled={reason !== null}
                  onChange={() => {
                    setShowError(false);
                    dispatch({ type: 'windowChosen', startHour: window.startHour, label: window.label });
                  }}
                  title={window.label}
                  details={reason ?? words.windowRoom(window.remainingTrucks, window.capacityTrucks)}
                />
              );
            })}
          </div>
          {!anyFree && (
            <p role="status" className={styles.hint}>
              {closed && answer.closedMessage ? answer.closedMessage : `No window on this day has room for ${needs}.`}{' '}
              <button type="button" className={styles.linkButton} onClick={back}>
                Choose another date
              </button>
            </p>
          )}
        </fieldset>
      )}
    </OrderStep>
  );
}
