'use client';

import { useEffect } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Counter } from '@/components/ui/Counter';
import { RENTAL_MAX_DAYS } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { addCalendarDays } from '@/lib/order/dates';
import type { OrderDraft, OrderDraftAction } from '@/lib/order/draft';
import { extraRentalDays, formatDays, pickUpDateFor, rentalDaysBetween } from '@/lib/order/rental';
import { rentalPeriodError } from '@/lib/validation/order';

import styles from './steps.module.scss';

/** The period a bin's price covers when its product says none (a supplier's own bin). */
const DEFAULT_RENTAL_DAYS = 7;

export interface BinScheduleProps {
  id: string;
  draft: OrderDraft;
  dispatch: (action: OrderDraftAction) => void;
  /** The drop-off date's checks, as the Schedule step makes them. */
  today: string;
  lastDay: string;
  dateError: string | undefined;
  touched: boolean;
}

/** The rental period's message for the draft, or null when it is a period bins can be rented for. */
export function binPeriodError(draft: OrderDraft): string | null {
  if (!draft.date || draft.rentalDays === null) return null;
  return rentalPeriodError(draft.date, pickUpDateFor(draft.date, draft.rentalDays));
}

/**
 * Schedule for disposal bins: the drop-off date, then the rental period in days or the pick-up
 * date (either one sets the other), with what the bin's price includes and each extra day's
 * charge per bin, from the catalogue. The quote prices the period (Checkout's summary).
 */
export function BinSchedule({ id, draft, dispatch, today, lastDay, dateError, touched }: BinScheduleProps) {
  const product = draft.product;
  const includedDays = product?.rentalIncludedDays ?? null;
  const currency = draft.supplier?.currency ?? 'CAD';

  useEffect(() => {
    if (draft.rentalDays === null) {
      dispatch({ type: 'scheduleSet', rentalDays: includedDays ?? DEFAULT_RENTAL_DAYS });
    }
  }, [draft.rentalDays, includedDays, dispatch]);

  const days = draft.rentalDays;
  const pickUpDate = draft.date && days !== null ? pickUpDateFor(draft.date, days) : '';
  const periodError = touched ? (binPeriodError(draft) ?? undefined) : undefined;
  const extraDays = days !== null && includedDays !== null ? extraRentalDays(days, includedDays) : 0;

  return (
    <>
      <div className={styles.fieldGrid}>
        <FormField id={`${id}-date`} label="Drop-off date" error={dateError}>
          <input
            id={`${id}-date`}
            type="date"
            className={formStyles.control}
            min={today}
            max={lastDay}
            value={draft.date ?? ''}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={describedBy(`${id}-date`, dateError)}
            onChange={(event) => dispatch({ type: 'scheduleSet', date: event.target.value || null })}
          />
        </FormField>
        <FormField id={`${id}-days`} label="Rental period">
          <Counter
            id={`${id}-days`}
            value={days}
            min={1}
            max={RENTAL_MAX_DAYS}
            step={1}
            noun="rental period"
            unitLabel={days === 1 ? 'day' : 'days'}
            invalid={Boolean(periodError)}
            describedBy={`${id}-terms`}
            onChange={(value) => dispatch({ type: 'scheduleSet', rentalDays: value ?? 0 })}
          />
        </FormField>
        <FormField id={`${id}-pickup`} label="Pick-up date" error={periodError}>
          <input
            id={`${id}-pickup`}
            type="date"
            className={formStyles.control}
            min={draft.date ? addCalendarDays(draft.date, 1) : undefined}
            max={draft.date ? addCalendarDays(draft.date, RENTAL_MAX_DAYS) : undefined}
            value={pickUpDate}
            disabled={!draft.date}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={describedBy(`${id}-pickup`, periodError)}
            onChange={(event) =>
              draft.date &&
              event.target.value &&
              dispatch({ type: 'scheduleSet', rentalDays: rentalDaysBetween(draft.date, event.target.value) })
            }
          />
        </FormField>
      </div>
      <p id={`${id}-terms`} className={styles.hint}>
        {includedDays !== null && product?.rentalExtraDayCents != null ? (
          <>
            The bin&apos;s price includes {formatDays(includedDays)}; each extra day is{' '}
            {formatMoney(product.rentalExtraDayCents, currency)} per bin.
            {extraDays > 0 && ` This period has ${formatDays(extraDays)} past the included ones.`}
          </>
        ) : (
          `Bins can be rented for up to ${formatDays(RENTAL_MAX_DAYS)}.`
        )}
      </p>
    </>
  );
}
