import type { ReactNode } from 'react';

import { orderWords } from '@/lib/order/order-words';
import { productTypeLabels } from '@/lib/order/product-types';
import { formatCalendarDate } from '@/lib/order/dates';
import type { OrderDraft } from '@/lib/order/draft';
import { formatDays, pickUpDateFor } from '@/lib/order/rental';
import type { OrderStepSlug } from '@/lib/order/steps';
import { quantityText } from '@/lib/order/units';

import { truckSpacingLabel } from './steps/ScheduleStep';
import { SiteNotes } from './SiteNotes';
import styles from './steps/steps.module.scss';

export interface OrderReviewProps {
  draft: OrderDraft;
  /** Opens a step to change what it chose; absent once the order is placed. */
  onChange?: (step: OrderStepSlug) => void;
}

/**
 * The order as chosen, in the spec's order labels (product type, quantity, colour, trucks, time
 * between trucks, delivery address, delivery time, options, comment), each with a way back to the
 * step that chose it.
 */
export function OrderReview({ draft, onChange }: OrderReviewProps) {
  const { product, delivery } = draft;
  if (!product || !delivery || !draft.productType) return null;
  const options = product.extras.filter((extra) => draft.extraIds.includes(extra.id));
  // Bins are dropped off and picked up: their rental period, not trucks.
  const bins = product.type === 'rentals';
  const scheduleRows: { label: string; value: ReactNode; step: OrderStepSlug }[] = bins
    ? [
        {
          label: 'Pick-up date',
          value: draft.date && draft.rentalDays ? formatCalendarDate(pickUpDateFor(draft.date, draft.rentalDays)) : '',
          step: 'schedule',
        },
        {
          label: 'Rental period',
          value: draft.rentalDays ? formatDays(draft.rentalDays) : '',
          step: 'schedule',
        },
      ]
    : [
        { label: 'Trucks', value: String(draft.trucks), step: 'schedule' },
        { label: 'Time between trucks', value: truckSpacingLabel(draft.minutesBetweenTrucks), step: 'schedule' },
      ];
  const change = (step: OrderStepSlug, what: string) =>
    onChange && (
      <button type="button" className={styles.linkButton} onClick={() => onChange(step)}>
        Change<span className="visually-hidden"> {what}</span>
      </button>
    );
  const rows: { label: string; value: ReactNode; step: OrderStepSlug }[] = [
    { label: 'Product type', value: productTypeLabels[draft.productType], step: 'region' },
    {
      label: 'Product',
      value: `${product.name} from ${draft.supplier?.name ?? ''}`,
      step: 'producer',
    },
    {
      label: bins ? 'Number of bins' : 'Quantity',
      value: draft.quantity === null ? '' : quantityText(product.type, product.unit, draft.quantity),
      step: 'product',
    },
    ...(draft.color ? [{ label: 'Color', value: draft.color, step: 'product' as const }] : []),
    ...(bins ? [] : scheduleRows),
    {
      label: 'Delivery address',
      value: (
        <>
          {delivery.site.name && <strong>{delivery.site.name}: </strong>}
          {delivery.site.address}, {draft.city?.name} {delivery.site.postalCode}
          {delivery.site.jobNumber && <> · Job or PO {delivery.site.jobNumber}</>}
          <SiteNotes site={delivery.site} withWashout={orderWords(draft.productType).asksWashout} />
        </>
      ),
      step: 'address',
    },
    {
      label: bins ? 'Drop-off' : 'Delivery time',
      value: draft.date ? `${formatCalendarDate(draft.date)}, ${draft.windowLabel ?? ''}` : '',
      step: 'availability',
    },
    ...(bins ? scheduleRows : []),
    {
      label: 'Options',
      value: options.length > 0 ? options.map((extra) => extra.name).join(', ') : 'None',
      step: options.some((extra) => extra.group) ? 'product' : 'options',
    },
    ...(draft.comment.trim()
      ? [{ label: 'Comment for manager or driver', value: draft.comment.trim(), step: 'options' as const }]
      : []),
  ];
  return (
    <dl className={styles.review}>
      {rows.map((row) => (
        <div key={row.label} className={styles.reviewRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          <dd className={styles.reviewChange}>{change(row.step, row.label.toLowerCase())}</dd>
        </div>
      ))}
    </dl>
  );
}
