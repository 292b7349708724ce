import type { PaymentType, ProductType, ProductUnit } from '@/graphql/generated/client/graphql';

import { BIN_ORDER_LABELS, ORDER_LABELS } from './labels';
import { formatBins, formatDays, rentalDaysBetween } from './rental';
import { quantityText } from './units';

/**
 * How orders read to people, on the screens and on the invoice alike (money: `lib/money.ts`, the
 * server's integer cents formatted, never recomputed).
 */

const LOCALE = 'en-CA';

const quantityFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/**
 * "2.5 m³", "12 tonnes", "1 bin": in the order flow's words (`lib/order/units.ts`). Without the
 * product type (a payment link's invoice does not say it), the unit is read as a material's:
 * only rentals count differently, in bins.
 */
export function formatQuantity(quantity: number, unit: ProductUnit, productType: ProductType = 'readyMix'): string {
  return quantityText(productType, unit, quantity);
}

/** "1 truck", "3 trucks". */
export function formatTrucks(trucks: number): string {
  return `${trucks} ${trucks === 1 ? 'truck' : 'trucks'}`;
}

/** Spec: 0 minutes between trucks sends them all at the same time. */
export function formatTruckSpacing(minutes: number): string {
  return minutes === 0 ? 'All trucks at the same time' : `${minutes} minutes`;
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tue, Dec 22, 2026" from a calendar date (YYYY-MM-DD), whatever the reader's time zone. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The delivery date and its window: "Tue, Dec 22, 2026, 06:00–10:00". */
export function formatDelivery(date: string, window: string): string {
  return `${formatDate(date)}, ${window}`;
}

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  stripe: 'Card',
  card: 'Card',
  stripe_b2b_ca: 'Bank account (Canada)',
  stripe_b2b_us: 'Bank account (US)',
  flexPayment: '120-day terms',
};

/** "13%", "8.625%", "2.9%". */
export function formatPercent(percent: number): string {
  return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 }).format(percent)}%`;
}

/** A delivery address on one line: "100 King Street West, Toronto, ON M5X 1A9". */
export function formatAddress(order: {
  deliveryAddress: string;
  postalCode: string;
  city: { name: string; regionCode: string };
}): string {
  return `${order.deliveryAddress}, ${order.city.name}, ${order.city.regionCode} ${order.postalCode}`;
}

const PRODUCT_UNITS: readonly string[] = ['m3', 'yd', 'tonne', 'ton'] satisfies ProductUnit[];
const isProductUnit = (unit: string): unit is ProductUnit => PRODUCT_UNITS.includes(unit);

/**
 * The quantity of an invoice line (OrderLineItem): in the product's unit, in trucks, or nothing
 * for a line charged once per order.
 */
export function formatLineQuantity(
  quantity: number,
  unit: string | null | undefined,
  productType?: ProductType,
): string {
  if (!unit) return '';
  if (unit === 'truck') return formatTrucks(quantity);
  if (unit === 'day') return formatDays(quantity);
  if (unit === 'bin') return formatBins(quantity);
  if (isProductUnit(unit)) return formatQuantity(quantity, unit, productType);
  return `${quantityFormat.format(quantity)} ${unit}`;
}

/** What an order's schedule facts need of it. */
export interface OrderScheduleOf {
  productType: ProductType;
  trucks: number;
  minutesBetweenTrucks: number;
  deliveryDate: string;
  deliveryWindow: string;
  /** Disposal bins only. */
  pickUpDate?: string | null;
}

/** The quantity's label: "Number of bins" for bins (as the order flow asks it), else "Quantity". */
export function quantityLabel(productType: ProductType): string {
  return productType === 'rentals' ? BIN_ORDER_LABELS.bins : ORDER_LABELS.quantity;
}

/**
 * When the order arrives, as the order page, the invoice and the mails say it: a bin order's
 * drop-off date and window, pick-up date and rental period; another order's delivery date and
 * time. `zone` names the delivery site's time zone after the window ("EST").
 */
export function deliveryFacts(order: OrderScheduleOf, zone: string): [string, string][] {
  const window = `${order.deliveryWindow} (${zone})`;
  if (order.productType === 'rentals' && order.pickUpDate) {
    return [
      [BIN_ORDER_LABELS.dropOffDate, formatDate(order.deliveryDate)],
      [BIN_ORDER_LABELS.dropOffWindow, window],
      [BIN_ORDER_LABELS.pickUpDate, formatDate(order.pickUpDate)],
      [BIN_ORDER_LABELS.rentalPeriod, formatDays(rentalDaysBetween(order.deliveryDate, order.pickUpDate))],
    ];
  }
  return [
    [ORDER_LABELS.deliveryDate, formatDate(order.deliveryDate)],
    [ORDER_LABELS.deliveryTime, window],
  ];
}

/** The trucks and the time between them; none for bins (each bin comes on its own truck). */
export function truckFacts(order: OrderScheduleOf): [string, string][] {
  if (order.productType === 'rentals') return [];
  return [
    [ORDER_LABELS.trucks, formatTrucks(order.trucks)],
    [ORDER_LABELS.timeBetweenTrucks, formatTruckSpacing(order.minutesBetweenTrucks)],
  ];
}
