'use client';

import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import formStyles from '@/components/forms/Form.module.scss';
import { DeliveryAvailabilityDocument, type DeliveryAvailabilityQuery } from '@/graphql/generated/client/graphql';
import { possessive } from '@/lib/format';
import { formatCalendarDate } from '@/lib/order/dates';
import { deliveryTrucks, formatBins } from '@/lib/order/rental';
import { messages } from '@/lib/validation/messages';

import { ChoiceCard } from '../ChoiceCard';
import { LoadFailure } from '../LoadFailure';
import { OrderStep, StepActions } from '../OrderStep';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

type DeliveryWindow = DeliveryAvailabilityQuery['deliveryAvailability']['windows'][number];

const trucksWord = (count: number) => (count === 1 ? '1 truck' : `${count} trucks`);

/** Why a window cannot be chosen, or null when it can take this order's trucks. */
function unavailableReason(window: DeliveryWindow, trucks: number, closed = false): string | null {
  if (closed) return 'Not delivering';
  if (window.remainingTrucks === 0) return 'Full';
  if (!window.available) return 'No longer bookable';
  if (window.remainingTrucks < trucks)
    return `Only ${trucksWord(window.remainingTrucks)} free: this order needs ${trucks}`;
  return null;
}

/**
 * Availability: the producer's 4-hour delivery windows on the chosen date, from its trucks per
 * window less those already booked. A full window (or one without room for this order's trucks)
 * cannot be chosen; the windows are the plant's local time.
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
  // Bins: each bin comes on its own truck, and the window is their drop-off.
  const bins = draft.productType === 'rentals';
  const trucks = deliveryTrucks(draft);
  const needs = bins ? formatBins(trucks) : trucksWord(trucks);
  const chosenFits = chosen ? unavailableReason(chosen, trucks, closed) === null : false;
  const anyFree = windows.some((window) => unavailableReason(window, trucks, closed) === null);

  const onNext = () => {
    if (chosen && chosenFits) next();
    else setShowError(true);
  };

  return (
    <OrderStep
      title="Availability"
      intro={`${possessive(draft.supplier!.name)} ${bins ? 'drop-off' : 'delivery'} windows on ${formatCalendarDate(draft.date!)} for ${needs}.`}
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
        <LoadFailure what="the delivery windows" onRetry={() => void availability.refetch()} />
      ) : !answer ? (
        <p role="status">Checking the delivery windows…</p>
      ) : (
        <fieldset className={styles.fieldset} aria-describedby={`${id}-zone${showError ? ` ${id}-error` : ''}`}>
          <legend className={styles.legend}>
            {bins ? 'Drop-off window' : 'Delivery window'}
            {showError && (
              <span id={`${id}-error`} className={formStyles.error}>
                {' '}
                {messages.required}
              </span>
            )}
          </legend>
          <p id={`${id}-zone`} className={styles.hint}>
            Times are the plant&apos;s local time ({answer.timeZone.replace(/_/g, ' ')}). The{' '}
            {bins ? 'bins are dropped off' : 'first truck arrives'} within the window.
          </p>
          <div className={styles.windowGrid}>
            {windows.map((window) => {
              const reason = unavailableReason(window, trucks, closed);
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
                  details={reason ?? `${window.remainingTrucks} of ${trucksWord(window.capacityTrucks)} free`}
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
