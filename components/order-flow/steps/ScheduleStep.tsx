'use client';

import { useEffect, useId, useState } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Counter } from '@/components/ui/Counter';
import { ORDER_MAX_DAYS_AHEAD, ORDER_MAX_TRUCKS, TRUCK_SPACING_MINUTES } from '@/lib/constants';
import { addCalendarDays, localDateString } from '@/lib/order/dates';
import { messages } from '@/lib/validation/messages';

import { OrderStep, StepActions } from '../OrderStep';
import { BinPeriod, binPeriodError } from './BinSchedule';
import styles from './steps.module.scss';
import type { OrderStepContext } from './types';

/** Spec: 0 sends all trucks at the same time. */
export const truckSpacingLabel = (minutes: number) => (minutes === 0 ? 'All at once' : `${minutes} min`);

/**
 * Schedule: the delivery date (tomorrow to start with: most orders are for the next morning), the
 * number of trucks, and the time between trucks (0 for all at once, 15, 30, 45, 60, 90 minutes).
 * Disposal bins have no trucks to choose: their drop-off date and rental period (./BinSchedule.tsx).
 */
export function ScheduleStep({ draft, dispatch, next, back, focusOnOpen }: OrderStepContext) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const today = localDateString(new Date());
  const lastDay = addCalendarDays(today, ORDER_MAX_DAYS_AHEAD);

  useEffect(() => {
    if (!draft.date) dispatch({ type: 'scheduleSet', date: addCalendarDays(localDateString(new Date()), 1) });
  }, [draft.date, dispatch]);

  const bins = draft.productType === 'rentals';
  const dateError = !draft.date
    ? messages.required
    : draft.date < today
      ? 'Choose a delivery date from today on'
      : draft.date > lastDay
        ? `Deliveries can be booked up to ${ORDER_MAX_DAYS_AHEAD} days ahead`
        : null;
  const trucksError = bins
    ? binPeriodError(draft)
    : draft.trucks < 1
      ? messages.quantityMin(1)
      : draft.trucks > ORDER_MAX_TRUCKS
        ? messages.quantityMax(ORDER_MAX_TRUCKS)
        : null;

  const onNext = () => {
    setTouched(true);
    if (!dateError && !trucksError) next();
  };
  const shownDateError = touched ? (dateError ?? undefined) : undefined;

  return (
    <OrderStep
      title="Schedule"
      intro={
        bins
          ? 'When the bins are dropped off, and for how long you keep them.'
          : 'When the first truck should arrive, and how the trucks follow each other.'
      }
      focusOnOpen={focusOnOpen}
      actions={<StepActions onBack={back} onNext={onNext} />}
    >
      <div className={styles.fieldGrid}>
        <FormField id={`${id}-date`} label={bins ? 'Drop-off date' : 'Delivery date'} error={shownDateError}>
          <input
            id={`${id}-date`}
            type="date"
            className={formStyles.control}
            min={today}
            max={lastDay}
            value={draft.date ?? ''}
            aria-invalid={shownDateError ? true : undefined}
            aria-describedby={describedBy(`${id}-date`, shownDateError)}
            onChange={(event) => dispatch({ type: 'scheduleSet', date: event.target.value || null })}
          />
        </FormField>
        {bins ? (
          <BinPeriod id={id} draft={draft} dispatch={dispatch} touched={touched} />
        ) : (
          <FormField
            id={`${id}-trucks`}
            label="Number of trucks"
            error={touched ? (trucksError ?? undefined) : undefined}
          >
            <Counter
              id={`${id}-trucks`}
              value={draft.trucks === 0 ? null : draft.trucks}
              min={1}
              max={ORDER_MAX_TRUCKS}
              step={1}
              noun="number of trucks"
              unitLabel={draft.trucks === 1 ? 'truck' : 'trucks'}
              invalid={touched && Boolean(trucksError)}
              onChange={(trucks) => dispatch({ type: 'scheduleSet', trucks: trucks ?? 0 })}
            />
          </FormField>
        )}
      </div>
      {!bins && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Time between trucks</legend>
          <div className={styles.chips}>
            {TRUCK_SPACING_MINUTES.map((minutes) => (
              <label key={minutes} className={styles.chip}>
                <input
                  type="radio"
                  name={`${id}-spacing`}
                  value={minutes}
                  checked={draft.minutesBetweenTrucks === minutes}
                  onChange={() => dispatch({ type: 'scheduleSet', minutesBetweenTrucks: minutes })}
                />
                <span>{truckSpacingLabel(minutes)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </OrderStep>
  );
}
