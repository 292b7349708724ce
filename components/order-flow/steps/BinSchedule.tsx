'use client';

import { useEffect } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Counter } from '@/components/ui/Counter';
import { RENTAL_MAX_DAYS } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { addCalendarDays } from '@/lib/order/dates';
import type { OrderDraft, OrderDraftAction } from '@/lib/order/draft';
import { formatDays, pickUpDateFor, rentalDaysBetween } from '@/lib/order/rental';
import { rentalPeriodError } from '@/lib/validation/order-rules';

import styles from './steps.module.scss';

/** The period a bin's price covers when its product says none (a supplier's own bin). */
const DEFAULT_RENTAL_DAYS = 7;

/** The rental period's message for the draft, or null when it is a period bins can be rented for. */
export function binPeriodError(draft: OrderDraft): string | null {
  if (!draft.date || draft.rentalDays === null) return null;
  return rentalPeriodError(draft.date, pickUpDateFor(draft.date, draft.rentalDays));
}

/**
 * A bin order's rental period, after its drop-off date in the Schedule step: the days or the
 * pick-up date (either one sets the other), with what the bin's price includes and each extra
 * day's charge per bin, from the catalogue. The quote prices the period: Checkout's summary shows
 * the extra days as their own line.
 */
export function BinPeriod({
  id,
  draft,
  dispatch,
  touched,
}: {
  id: string;
  draft: OrderDraft;
  dispatch: (action: OrderDraftAction) => void;
  touched: boolean;
}) {
  const product = draft.product;
  const includedDays = product?.rentalIncludedDays ?? null;
  const extraDayCents = product?.rentalExtraDayCents ?? null;

  useEffect(() => {
    if (draft.rentalDays === null) {
      dispatch({ type: 'scheduleSet', rentalDays: includedDays ?? DEFAULT_RENTAL_DAYS });
    }
  }, [draft.rentalDays, includedDays, dispatch]);

  const days = draft.rentalDays;
  const error = touched ? (binPeriodError(draft) ?? undefined) : undefined;

  return (
    <>
      <FormField id={`${id}-days`} label="Rental period">
        <Counter
          id={`${id}-days`}
          value={days}
          min={1}
          max={RENTAL_MAX_DAYS}
          step={1}
          noun="rental period"
          unitLabel={days === 1 ? 'day' : 'days'}
          invalid={Boolean(error)}
          describedBy={includedDays !== null ? `${id}-terms` : undefined}
          onChange={(value) => dispatch({ type: 'scheduleSet', rentalDays: value ?? 0 })}
        />
      </FormField>
      <FormField id={`${id}-pickup`} label="Pick-up date" error={error}>
        <input
          id={`${id}-pickup`}
          type="date"
          className={formStyles.control}
          min={draft.date ? addCalendarDays(draft.date, 1) : undefined}
          max={draft.date ? addCalendarDays(draft.date, RENTAL_MAX_DAYS) : undefined}
          value={draft.date && days !== null ? pickUpDateFor(draft.date, days) : ''}
          disabled={!draft.date}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-pickup`, error)}
          onChange={(event) =>
            draft.date &&
            event.target.value &&
            dispatch({ type: 'scheduleSet', rentalDays: rentalDaysBetween(draft.date, event.target.value) })
          }
        />
      </FormField>
      {includedDays !== null && extraDayCents !== null && (
        <p id={`${id}-terms`} className={styles.hint}>
          The bin&apos;s price includes {formatDays(includedDays)}; each extra day is{' '}
          {formatMoney(extraDayCents, draft.supplier?.currency ?? 'CAD')} per bin.
        </p>
      )}
    </>
  );
}
