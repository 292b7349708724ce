import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { cities, supplierDeliverySettings } from '@/server/db/schema';
import type { QuoteContext } from '@/server/services/catalogue/quote';
import { siteTimeZone } from '@/server/services/orders/local-time';
import { lateCancellationFeeOf } from '@/server/services/orders/orders';
import { zonedInstant } from '@/lib/zone-rules';

/**
 * What canceling a quoted order would cost, and from when: checkout states it before the order is
 * placed, from the same settings the placed order's `cancelableUntil` and late cancellation fee
 * are computed from (orders.ts), so the words before placing and the cancel dialog agree.
 */
export interface QuoteCancellationTerms {
  windowHours: number;
  /** ISO 8601; null until a delivery window is chosen. */
  freeUntil: string | null;
  lateFeePercent: number;
  lateFeeCents: number;
  /** The delivery site's zone, in which every time of the order is shown (lib/time.ts). */
  timeZone: string;
}

const HOUR_MS = 3_600_000;

export async function quoteCancellationTerms(
  db: Database,
  context: Pick<QuoteContext, 'quote' | 'schedule' | 'settings' | 'product' | 'delivery'>,
): Promise<QuoteCancellationTerms> {
  const [[row], [city]] = await Promise.all([
    db
      .select({ percent: supplierDeliverySettings.lateCancellationFeePercent })
      .from(supplierDeliverySettings)
      .where(eq(supplierDeliverySettings.supplierId, context.product.supplierId)),
    db.select({ timeZone: cities.timeZone }).from(cities).where(eq(cities.id, context.delivery.city.id)),
  ]);
  const lateFeePercent = row?.percent ?? 0;
  const windowHours = context.settings.cancellationWindowHours;
  const { windowStartHour, date } = context.schedule;
  const freeUntil =
    windowStartHour == null
      ? null
      : new Date(zonedInstant(date, windowStartHour, context.settings.timeZone).getTime() - windowHours * HOUR_MS);
  return {
    windowHours,
    freeUntil: freeUntil?.toISOString() ?? null,
    lateFeePercent,
    lateFeeCents: lateCancellationFeeOf(context.quote, lateFeePercent),
    timeZone: siteTimeZone(city?.timeZone ?? null, context.settings.timeZone),
  };
}
