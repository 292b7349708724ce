import 'server-only';

import { SUMMARY_KEYS, type SummaryKey, type SummaryShape } from './order-summary';

/**
 * Which summary a list's request needs (order-summary.ts reads it): the values each field of an
 * order and of its city reads, and the shapes in use, one per set of values, interned so that
 * each is one statement, prepared once.
 */
/**
 * Read whatever is asked: `id` is the page's key (its order, its counts, each field that reads
 * more of the order), and `status` decides what the supplier may do with the order.
 */
const ALWAYS_READ: readonly SummaryKey[] = ['id', 'status'];

/**
 * The values each field of the contractor's Order reads, beyond ALWAYS_READ: its keys are the
 * fields a summary answers (any other needs the whole order).
 */
const ORDER_FIELD_KEYS: Record<string, readonly SummaryKey[]> = {
  __typename: [],
  id: [],
  orderNumber: [],
  status: [],
  paymentType: ['paymentType'],
  paymentStatus: ['paymentStatus'],
  supplierId: ['supplierId'],
  supplierName: ['supplierName'],
  contractorName: ['contractorName'],
  productId: ['productId'],
  productType: ['productType'],
  productName: ['productName'],
  quantity: ['quantity'],
  unit: ['unit'],
  trucks: ['trucks'],
  deliveryDate: ['deliveryDate'],
  deliveryWindow: ['windowStartHour'],
  pickUpDate: ['pickUpDate'],
  jobSiteId: ['jobSiteId'],
  siteName: ['siteName'],
  deliveryAddress: ['deliveryAddress'],
  postalCode: ['postalCode'],
  // And the values of the city's fields asked (CITY_FIELD_KEYS).
  city: ['cityId'],
  jobNumber: ['jobNumber'],
  currency: ['currency'],
  totalCents: ['totalCents'],
  amountDueCents: ['amountDueCents'],
  unpaidAmountCents: ['paymentStatus', 'amountDueCents'],
  windowProposal: ['proposedDeliveryDate', 'proposedWindowStartHour', 'proposedWindowReason'],
  unreadMessages: ['unreadMessages'],
  loads: ['loadCount'],
};

/**
 * The values each field of an order's City reads: its name and codes join the cities and
 * countries tables, which a list that shows the city's name alone need not (the inbox).
 */
const CITY_FIELD_KEYS: Record<string, readonly SummaryKey[]> = {
  __typename: [],
  id: ['cityId'],
  name: ['cityName'],
  regionCode: ['regionCode'],
  countryCode: ['countryCode'],
};
const EVERY_CITY_FIELD = Object.keys(CITY_FIELD_KEYS);

/** The same for the supplier's SupplierOrder: those of Order it has, and its own. */
const SUPPLIER_ORDER_FIELD_KEYS: Record<string, readonly SummaryKey[]> = {
  ...ORDER_FIELD_KEYS,
  windowStartHour: ['windowStartHour'],
  openRequests: ['openRequests'],
  allowedTransitions: [],
  mayProposeWindow: [],
};

/** A set of keys as one number (34 bits: a bigint), a bit per key in SUMMARY_KEYS' order. */
const KEY_BITS = new Map(SUMMARY_KEYS.map((key, index) => [key, 1n << BigInt(index)]));
const bitOf = (key: SummaryKey) => KEY_BITS.get(key)!;

const shapeOfMask = (mask: bigint): SummaryShape => {
  const keys = SUMMARY_KEYS.filter((key) => mask & bitOf(key));
  return {
    name: mask.toString(36),
    keys,
    positions: Object.fromEntries(keys.map((key, position) => [key, position])),
  };
};

const FULL_MASK = (1n << BigInt(SUMMARY_KEYS.length)) - 1n;

/**
 * The shapes in use, by mask. Requests choose their fields, so a caller could ask for many
 * shapes: past MAX_SHAPES, a new one reads everything (the full shape), which answers any field,
 * and no more statements are prepared.
 */
const shapes = new Map<bigint, SummaryShape>([[FULL_MASK, shapeOfMask(FULL_MASK)]]);
const MAX_SHAPES = 32;

/**
 * The shape that reads what `asked` (the fields a request asks of a list's orders, by name)
 * needs, with `askedOfCity` (those it asks of their city; every one unless told), for the
 * contractor's `orders` or the supplier's `supplierOrders`; null when a field is one no summary
 * answers (the list reads whole orders then).
 */
export function summaryShapeFor(
  asked: Iterable<string>,
  list: 'orders' | 'supplierOrders',
  askedOfCity: Iterable<string> = EVERY_CITY_FIELD,
): SummaryShape | null {
  let mask = 0n;
  for (const key of ALWAYS_READ) mask |= bitOf(key);
  /** Adds the keys of `fields`; false for a field no summary answers. */
  const read = (fields: Iterable<string>, keysOfField: Record<string, readonly SummaryKey[]>) => {
    for (const field of fields) {
      const keys = Object.hasOwn(keysOfField, field) ? keysOfField[field] : undefined;
      if (!keys) return false;
      for (const key of keys) mask |= bitOf(key);
    }
    return true;
  };
  const fields = [...asked];
  if (!read(fields, list === 'orders' ? ORDER_FIELD_KEYS : SUPPLIER_ORDER_FIELD_KEYS)) return null;
  if (fields.includes('city') && !read(askedOfCity, CITY_FIELD_KEYS)) return null;
  let shape = shapes.get(mask);
  if (!shape) {
    if (shapes.size >= MAX_SHAPES) return shapes.get(FULL_MASK)!;
    shape = shapeOfMask(mask);
    shapes.set(mask, shape);
  }
  return shape;
}
