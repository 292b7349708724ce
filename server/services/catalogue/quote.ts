import 'server-only';

import { createHash } from 'node:crypto';

import { and, asc, eq, isNull, or } from 'drizzle-orm';

import { DELIVERY_WINDOW_HOURS, ORDER_MAX_DAYS_AHEAD, PROCESSING_FEE_BPS } from '@/lib/constants';
import { rentalDaysBetween } from '@/lib/order/rental';
import {
  messages,
  normalizePostalCode,
  PICK_UP_DATE_REQUIRED_MESSAGE,
  quantityError,
  quantityHundredths,
  type OrderQuoteInput,
} from '@/lib/validation';
import type { Database } from '@/server/db/database';
import {
  companies,
  productExtras,
  products,
  supplierDeliverySettings,
  supplierServiceAreas,
  suppliers,
  taxes,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { catalogueMemo, catalogueVersionOf, noSupplierChange } from './catalogue-cache';
import { checkAddressCity, getJobSite, type CityRecord } from '@/server/services/orders/job-sites';
import { candidateProductColumns } from './catalogue-reads';
import { priceOrder, type PricingTax, type QuoteAmounts } from './pricing';
import { addDays, localDate } from '@/server/services/orders/local-time';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const ADDRESS_NOT_SERVED_MESSAGE = 'This producer does not deliver to this address';
export const DELIVERY_DATE_PAST_MESSAGE = 'Choose a delivery date from today on';
export const DELIVERY_DATE_TOO_FAR_MESSAGE = `Deliveries can be booked up to ${ORDER_MAX_DAYS_AHEAD} days ahead`;

/** GraphQL OrderQuote. */
export interface OrderQuoteRecord extends QuoteAmounts {
  currency: string;
  fingerprint: string;
}

export interface DeliverySettingsRecord {
  timeZone: string;
  windowCapacityTrucks: number;
  firstWindowStartHour: number;
  windowsPerDay: number;
  cancellationWindowHours: number;
}

/** A supplier's settings until it has its own (a supplier an operator added without them). */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettingsRecord = {
  timeZone: 'America/Toronto',
  windowCapacityTrucks: 4,
  firstWindowStartHour: 6,
  windowsPerDay: 3,
  cancellationWindowHours: 24,
};

/** The local start hours of the supplier's windows: 6, 10, 14 for three windows from 06:00. */
export const windowStartHours = (settings: DeliverySettingsRecord) =>
  Array.from(
    { length: settings.windowsPerDay },
    (_, index) => settings.firstWindowStartHour + index * DELIVERY_WINDOW_HOURS,
  );

export async function deliverySettingsOf(db: Database, supplierId: string): Promise<DeliverySettingsRecord> {
  const [settings] = await db
    .select({
      timeZone: supplierDeliverySettings.timeZone,
      windowCapacityTrucks: supplierDeliverySettings.windowCapacityTrucks,
      firstWindowStartHour: supplierDeliverySettings.firstWindowStartHour,
      windowsPerDay: supplierDeliverySettings.windowsPerDay,
      cancellationWindowHours: supplierDeliverySettings.cancellationWindowHours,
    })
    .from(supplierDeliverySettings)
    .where(eq(supplierDeliverySettings.supplierId, supplierId))
    .limit(1);
  return settings ?? DEFAULT_DELIVERY_SETTINGS;
}

/** The taxes of a city: its province's or state's, and the city's own local ones. */
export async function taxesOf(db: Database, city: CityRecord): Promise<PricingTax[]> {
  return db
    .select({ name: taxes.name, ratePpm: taxes.ratePpm })
    .from(taxes)
    .where(
      and(
        eq(taxes.countryId, city.countryId),
        eq(taxes.regionCode, city.regionCode),
        or(isNull(taxes.cityId), eq(taxes.cityId, city.id)),
      ),
    )
    .orderBy(asc(taxes.sortOrder), asc(taxes.code));
}

export async function referralCreditOf(db: Database, companyId: string | null): Promise<number> {
  if (!companyId) return 0;
  const [company] = await db
    .select({ credit: companies.referralCreditCents })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return company?.credit ?? 0;
}

export async function supplierServesCity(db: Database, supplierId: string, cityId: string): Promise<boolean> {
  const [area] = await db
    .select({ cityId: supplierServiceAreas.cityId })
    .from(supplierServiceAreas)
    .where(and(eq(supplierServiceAreas.supplierId, supplierId), eq(supplierServiceAreas.cityId, cityId)))
    .limit(1);
  return Boolean(area);
}

function badInput(field: string, message: string) {
  return expectedError(ErrorCode.BAD_USER_INPUT, `${field}: ${message}`, { fields: { [field]: message } });
}

/** Where an order goes, as it is copied onto the order. */
export interface DeliveryRecord {
  jobSiteId: string | null;
  siteName: string | null;
  city: CityRecord;
  address: string;
  postalCode: string;
  jobNumber: string | null;
  gateCode: string | null;
  accessNotes: string | null;
  washoutNotes: string | null;
}

/** A saved job site of the caller's company, or an address typed in the flow (checked). */
export async function resolveDelivery(
  db: Database,
  delivery: OrderQuoteInput['delivery'],
  companyId: string | null,
  catalogueVersion?: number,
): Promise<DeliveryRecord> {
  if (delivery.jobSiteId) {
    if (!companyId) throw expectedError(ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
    const site = await getJobSite(db, companyId, delivery.jobSiteId);
    return {
      jobSiteId: site.id,
      siteName: site.name,
      city: site.city,
      address: site.address,
      postalCode: site.postalCode,
      jobNumber: site.jobNumber,
      gateCode: site.gateCode,
      accessNotes: site.accessNotes,
      washoutNotes: site.washoutNotes,
    };
  }
  const cityId = delivery.cityId!;
  const city = await checkAddressCity(
    db,
    { cityId, postalCode: delivery.postalCode ?? '' },
    'delivery.',
    catalogueVersion,
  );
  const postalCode = normalizePostalCode(city.countryCode, delivery.postalCode ?? '');
  if (!postalCode) throw badInput('delivery.postalCode', messages.invalid);
  return {
    jobSiteId: null,
    siteName: null,
    city,
    address: delivery.address!,
    postalCode,
    jobNumber: null,
    gateCode: null,
    accessNotes: null,
    washoutNotes: null,
  };
}

export interface QuoteContext {
  quote: OrderQuoteRecord;
  product: {
    id: string;
    name: string;
    type: 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
    unit: 'm3' | 'yd' | 'tonne' | 'ton';
    supplierId: string;
    supplierName: string;
  };
  quantityHundredths: number;
  /**
   * The schedule as priced and booked: for bins, one truck per bin, all at once, and the pick-up
   * date; for other products the pick-up date is null.
   */
  schedule: OrderQuoteInput['schedule'];
  settings: DeliverySettingsRecord;
  delivery: DeliveryRecord;
}

/**
 * A bin order's schedule: its pick-up date is required (the zod schema checked it is after the
 * drop-off and within the longest period), each bin comes on its own truck. Another product has
 * no pick-up date.
 */
function scheduleFor(
  type: QuoteContext['product']['type'],
  bins: number,
  schedule: OrderQuoteInput['schedule'],
): OrderQuoteInput['schedule'] {
  if (type !== 'rentals') {
    if (schedule.pickUpDate) throw badInput('schedule.pickUpDate', messages.invalid);
    return schedule;
  }
  if (!schedule.pickUpDate) throw badInput('schedule.pickUpDate', PICK_UP_DATE_REQUIRED_MESSAGE);
  return { ...schedule, trucks: bins, minutesBetweenTrucks: 0 };
}

/** SHA-256 (hex) of a value's JSON with object keys sorted: equal values, equal hashes. */
export function canonicalHash(value: unknown): string {
  const canonical = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(canonical);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.entries(item as Record<string, unknown>)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return item;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

// The quote's catalogue reads, kept per server as for the producer search (a product with its
// extras is about 1 kB). Products and service areas are keyed by the supplier asked for, so that
// its changes find them: a product of another supplier is not found whatever it holds, until a
// change (of that supplier, as the product's new one) makes it the asked one's.
const keptTaxes = catalogueMemo<PricingTax[]>(1_000, noSupplierChange);
const keptServiceAreas = catalogueMemo<boolean>(10_000, {
  touches: (key, change) => {
    const [supplierId, cityId] = key.split(':');
    return change.supplierId === supplierId && (change.cityId === null || change.cityId === cityId);
  },
});
const keptProducts = catalogueMemo<Awaited<ReturnType<typeof readQuotedProduct>>>(5_000, {
  touches: (key, change) => key.split(':')[0] === change.supplierId,
});

/** A product as a quote reads it (whoever sells it, active or not), with all its extras in order. */
async function readQuotedProduct(db: Database, productId: string) {
  const [[product], extras] = await Promise.all([
    db
      .select({
        ...candidateProductColumns,
        active: products.active,
        supplierId: products.supplierId,
        supplierName: suppliers.name,
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(eq(products.id, productId))
      .limit(1),
    db
      .select({
        id: productExtras.id,
        name: productExtras.name,
        pricing: productExtras.pricing,
        priceCents: productExtras.priceCents,
        groupName: productExtras.groupName,
      })
      .from(productExtras)
      .where(eq(productExtras.productId, productId))
      .orderBy(asc(productExtras.sortOrder), asc(productExtras.id)),
  ]);
  return product ? { ...product, extras } : null;
}

const quotedProduct = (db: Database, version: number, supplierId: string, productId: string) =>
  keptProducts(db, version, `${supplierId}:${productId}`, () => readQuotedProduct(db, productId));

/**
 * The server's quote of an order: checks the product, quantity, colour, extras, address and date,
 * then prices it (./pricing.ts). The fingerprint covers what was priced (goods, trucks, city,
 * payment type) and every amount, so placing the order can tell whether what the user saw is
 * still the price; the date, window and exact address are checked again when placing.
 */
export async function quoteOrder(
  db: Database,
  input: OrderQuoteInput,
  options: { companyId: string | null; now?: Date },
): Promise<QuoteContext> {
  const now = options.now ?? new Date();
  // The catalogue's part (product, extras, city, taxes, service area) is kept per catalogue
  // version (catalogue-cache.ts); the rest is read in two rounds, each at once, instead of one
  // after another. The checks still answer in the same order (the product's first, then the
  // address's, then the date's).
  const version = await catalogueVersionOf(db);
  const [found, deliveryRead] = await Promise.all([
    quotedProduct(db, version, input.supplierId, input.productId),
    resolveDelivery(db, input.delivery, options.companyId, version).then(
      (delivery) => ({ delivery }),
      (error: unknown) => ({ error }),
    ),
  ]);
  const product = found?.supplierId === input.supplierId && found.active ? found : null;
  if (!product) throw expectedError(ErrorCode.NOT_FOUND, PRODUCT_NOT_FOUND_MESSAGE);

  if (input.unit !== product.unit) throw badInput('unit', messages.invalid);
  const quantityMessage = quantityError(input.quantity, {
    min: Number(product.minimumOrder),
    step: Number(product.quantityIncrement),
    max: Number(product.maximumOrder),
  });
  if (quantityMessage) {
    throw expectedError(ErrorCode.BAD_USER_INPUT, quantityMessage, { fields: { quantity: quantityMessage } });
  }
  const q = quantityHundredths(input.quantity)!;

  if (input.color ? !product.colors.includes(input.color) : false) throw badInput('color', messages.invalid);
  const schedule = scheduleFor(product.type, Math.round(q / 100), input.schedule);
  const rental =
    schedule.pickUpDate && product.rentalIncludedDays !== null && product.rentalExtraDayCents !== null
      ? {
          days: rentalDaysBetween(schedule.date, schedule.pickUpDate),
          includedDays: product.rentalIncludedDays,
          extraDayCents: product.rentalExtraDayCents,
        }
      : null;

  const extras = product.extras.filter((extra) => input.extraIds.includes(extra.id));
  const groups = extras.flatMap((extra) => (extra.groupName ? [extra.groupName] : []));
  if (extras.length !== input.extraIds.length || new Set(groups).size !== groups.length) {
    throw badInput('extraIds', messages.invalid);
  }

  if ('error' in deliveryRead) throw deliveryRead.error;
  const { delivery } = deliveryRead;
  const [served, settings, taxLines, referralCreditCents] = await Promise.all([
    keptServiceAreas(db, version, `${product.supplierId}:${delivery.city.id}`, () =>
      supplierServesCity(db, product.supplierId, delivery.city.id),
    ),
    deliverySettingsOf(db, product.supplierId),
    keptTaxes(db, version, delivery.city.id, () => taxesOf(db, delivery.city)),
    referralCreditOf(db, options.companyId),
  ]);
  if (!served) throw expectedError(ErrorCode.ADDRESS_NOT_SERVED, ADDRESS_NOT_SERVED_MESSAGE);

  const today = localDate(now, settings.timeZone);
  if (schedule.date < today) throw badInput('schedule.date', DELIVERY_DATE_PAST_MESSAGE);
  if (schedule.date > addDays(today, ORDER_MAX_DAYS_AHEAD)) {
    throw badInput('schedule.date', DELIVERY_DATE_TOO_FAR_MESSAGE);
  }
  const { windowStartHour } = schedule;
  if (windowStartHour != null && !windowStartHours(settings).includes(windowStartHour)) {
    throw badInput('schedule.windowStartHour', messages.invalid);
  }

  const amounts = priceOrder({
    product,
    quantityHundredths: q,
    trucks: schedule.trucks,
    extras,
    taxes: taxLines,
    processingFeeBps: PROCESSING_FEE_BPS[input.paymentType],
    referralCreditCents,
    rental,
  });
  const currency = delivery.city.currency;
  // What was priced, and the price: the same money for the same goods gives the same
  // fingerprint, however the address was given (typed, or saved as a job site meanwhile).
  const fingerprint = canonicalHash({
    version: 2,
    priced: {
      productId: product.id,
      quantityHundredths: q,
      unit: input.unit,
      color: input.color ?? null,
      extraIds: extras.map((extra) => extra.id),
      trucks: schedule.trucks,
      rentalDays: rental?.days,
      cityId: delivery.city.id,
      paymentType: input.paymentType,
    },
    currency,
    amounts,
  });
  return {
    quote: { ...amounts, currency, fingerprint },
    product: {
      id: product.id,
      name: product.name,
      type: product.type,
      unit: product.unit,
      supplierId: product.supplierId,
      supplierName: product.supplierName,
    },
    quantityHundredths: q,
    schedule,
    settings,
    delivery,
  };
}
