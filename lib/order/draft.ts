import type { PaymentType, ProductExtraPricing, ProductType, ProductUnit } from '@/graphql/generated/client/graphql';

/**
 * The order being put together: everything chosen in the order flow, one step after another.
 * Changing an earlier choice clears the later ones that depended on it (another city clears the
 * producer; another date clears the delivery window), so the draft never holds a combination the
 * steps did not show together. Pure: the store (./draft-store.ts) keeps it, the steps dispatch.
 */

export const ORDER_DRAFT_VERSION = 1;

export interface DraftCity {
  id: string;
  name: string;
  regionCode: string;
  countryCode: string;
  /** The product types delivered there (an empty list: coming soon). */
  productTypes: ProductType[];
}

/** A delivery address with the site's notes, as the job-site form holds it. */
export interface DraftSite {
  name: string;
  address: string;
  postalCode: string;
  jobNumber: string;
  gateCode: string;
  accessNotes: string;
  washoutNotes: string;
}

/**
 * Where to deliver: a saved job site of the company, or (signed out) an address typed in the flow,
 * saved as a job site once the contractor signs in, so its notes travel with the order.
 */
export interface DraftDelivery {
  jobSiteId: string | null;
  site: DraftSite;
}

export interface DraftExtra {
  id: string;
  name: string;
  description: string | null;
  /** Extras of one group exclude each other (a rental period): a setting of the product. */
  group: string | null;
  pricing: ProductExtraPricing;
  priceCents: number;
}

/** What the later steps need of the chosen product: its rule, unit, colours and extras. */
export interface DraftProduct {
  id: string;
  name: string;
  type: ProductType;
  unit: ProductUnit;
  priceCents: number;
  minimumOrder: number;
  quantityIncrement: number;
  maximumOrder: number;
  colors: string[];
  extras: DraftExtra[];
  /**
   * Disposal bins: the days the bin's price includes, and the charge per bin for each extra day
   * (absent in a draft stored before bins had them).
   */
  rentalIncludedDays?: number | null;
  rentalExtraDayCents?: number | null;
}

export interface DraftContact {
  name: string;
  email: string;
  phoneNumber: string;
}

export interface DraftPartner {
  code: string;
  name: string;
  supplierId: string | null;
}

export interface OrderDraft {
  version: typeof ORDER_DRAFT_VERSION;
  countryCode: string | null;
  city: DraftCity | null;
  productType: ProductType | null;
  delivery: DraftDelivery | null;
  /** The quantity producers are compared for (their all-in price); the product step starts from it. */
  compareQuantity: number | null;
  compareUnit: ProductUnit | null;
  supplier: { id: string; name: string; currency: string } | null;
  product: DraftProduct | null;
  quantity: number | null;
  color: string | null;
  /** The supplier's local date, YYYY-MM-DD. */
  date: string | null;
  trucks: number;
  minutesBetweenTrucks: number;
  /**
   * Disposal bins: the rental period in days; the pick-up date is the drop-off date (`date`) plus
   * these days (lib/order/rental.ts), so moving the drop-off keeps the period.
   */
  rentalDays: number | null;
  windowStartHour: number | null;
  /** "06:00–10:00", for the summary. */
  windowLabel: string | null;
  extraIds: string[];
  comment: string;
  contact: DraftContact;
  paymentType: PaymentType;
  partner: DraftPartner | null;
  /**
   * The slug of the supplier whose storefront (or own button) opened the flow with it chosen: the
   * producer step is skipped while that supplier stays chosen (lib/order/steps.ts).
   */
  storefrontSlug: string | null;
  /**
   * Sent with placeOrder: the same key answers the same order, so a double click, a retry or a
   * lost response never places two. Renewed only for a new order.
   */
  idempotencyKey: string;
  /** Set once placeOrder answered: the flow moves on to paying this order. */
  placedOrderId: string | null;
}

/** 24 random bytes, base64url: the API accepts 8 to 128 of A-Z, a-z, 0-9, _ and -. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function emptyOrderDraft(): OrderDraft {
  return {
    version: ORDER_DRAFT_VERSION,
    countryCode: null,
    city: null,
    productType: null,
    delivery: null,
    compareQuantity: null,
    compareUnit: null,
    supplier: null,
    product: null,
    quantity: null,
    color: null,
    date: null,
    trucks: 1,
    minutesBetweenTrucks: 0,
    rentalDays: null,
    windowStartHour: null,
    windowLabel: null,
    extraIds: [],
    comment: '',
    contact: { name: '', email: '', phoneNumber: '' },
    paymentType: 'card',
    partner: null,
    storefrontSlug: null,
    idempotencyKey: newIdempotencyKey(),
    placedOrderId: null,
  };
}

/** The first extra of each group: a product's settings start on a choice (the included period). */
export function defaultGroupExtraIds(product: DraftProduct): string[] {
  const seen = new Set<string>();
  return product.extras.flatMap((extra) => {
    if (!extra.group || seen.has(extra.group)) return [];
    seen.add(extra.group);
    return [extra.id];
  });
}

export type OrderDraftAction =
  | { type: 'countryChosen'; countryCode: string }
  | { type: 'cityChosen'; city: DraftCity }
  | { type: 'productTypeChosen'; productType: ProductType }
  | { type: 'deliveryChosen'; delivery: DraftDelivery }
  | { type: 'compareQuantitySet'; quantity: number | null; unit: ProductUnit | null }
  | {
      type: 'producerChosen';
      supplier: { id: string; name: string; currency: string };
      product: DraftProduct;
      quantity: number;
    }
  | { type: 'productChosen'; product: DraftProduct; quantity: number }
  | { type: 'quantitySet'; quantity: number | null }
  | { type: 'colorChosen'; color: string }
  | { type: 'groupExtraChosen'; group: string; extraId: string }
  | {
      type: 'scheduleSet';
      date?: string | null;
      trucks?: number;
      minutesBetweenTrucks?: number;
      rentalDays?: number | null;
    }
  | { type: 'windowChosen'; startHour: number; label: string }
  | { type: 'windowCleared' }
  | { type: 'extraToggled'; extraId: string; chosen: boolean }
  | { type: 'commentSet'; comment: string }
  | { type: 'contactSet'; contact: DraftContact }
  | { type: 'paymentTypeChosen'; paymentType: PaymentType }
  | { type: 'partnerLinked'; partner: DraftPartner }
  | {
      /**
       * A storefront's Buy now: its city, the product's type, the supplier and the product, at once.
       * The product is null when the link named one the supplier no longer offers: the buyer then
       * chooses among its products, never one put in its place.
       */
      type: 'storefrontLinked';
      slug: string;
      city: DraftCity;
      supplier: { id: string; name: string; currency: string };
      productType: ProductType;
      product: DraftProduct | null;
      quantity: number | null;
    }
  | { type: 'orderPlaced'; orderId: string }
  | { type: 'idempotencyKeyRenewed' }
  | { type: 'reorderStarted'; order: ReorderChoices }
  | { type: 'reset' };

/** What ordering again takes from an order placed before: everything but the date and window. */
export type ReorderChoices = Pick<
  OrderDraft,
  | 'productType'
  | 'delivery'
  | 'supplier'
  | 'product'
  | 'quantity'
  | 'color'
  | 'trucks'
  | 'minutesBetweenTrucks'
  | 'extraIds'
  | 'comment'
  | 'paymentType'
> & { city: DraftCity };

/** What depends on the producer: its product and everything chosen for it. */
const withoutProducer = (draft: OrderDraft): OrderDraft => ({
  ...draft,
  storefrontSlug: null,
  supplier: null,
  product: null,
  quantity: null,
  color: null,
  rentalDays: null,
  windowStartHour: null,
  windowLabel: null,
  extraIds: [],
});

export function orderDraftReducer(draft: OrderDraft, action: OrderDraftAction): OrderDraft {
  switch (action.type) {
    case 'countryChosen':
      if (action.countryCode === draft.countryCode) return draft;
      return { ...withoutProducer(draft), countryCode: action.countryCode, city: null, delivery: null };
    case 'cityChosen':
      if (action.city.id === draft.city?.id) return { ...draft, city: action.city };
      return { ...withoutProducer(draft), countryCode: action.city.countryCode, city: action.city, delivery: null };
    case 'productTypeChosen':
      if (action.productType === draft.productType) return draft;
      return { ...withoutProducer(draft), productType: action.productType, compareQuantity: null, compareUnit: null };
    case 'deliveryChosen':
      // The same city, so the same producers deliver: the producer and its settings stay.
      return { ...draft, delivery: action.delivery };
    case 'compareQuantitySet':
      return { ...draft, compareQuantity: action.quantity, compareUnit: action.unit };
    case 'producerChosen':
      if (action.supplier.id === draft.supplier?.id) return draft;
      return {
        ...withoutProducer(draft),
        supplier: action.supplier,
        product: action.product,
        quantity: action.quantity,
        extraIds: defaultGroupExtraIds(action.product),
      };
    case 'productChosen':
      if (action.product.id === draft.product?.id) return { ...draft, product: action.product };
      return {
        ...draft,
        product: action.product,
        quantity: action.quantity,
        color: null,
        rentalDays: null,
        extraIds: defaultGroupExtraIds(action.product),
      };
    case 'quantitySet':
      // Each bin comes on its own truck: another number of bins needs its window chosen again.
      if (draft.productType === 'rentals' && action.quantity !== draft.quantity) {
        return { ...draft, quantity: action.quantity, windowStartHour: null, windowLabel: null };
      }
      return { ...draft, quantity: action.quantity };
    case 'colorChosen':
      return { ...draft, color: action.color };
    case 'groupExtraChosen': {
      const inGroup = new Set(
        (draft.product?.extras ?? []).filter((extra) => extra.group === action.group).map((extra) => extra.id),
      );
      return { ...draft, extraIds: [...draft.extraIds.filter((id) => !inGroup.has(id)), action.extraId] };
    }
    case 'scheduleSet': {
      const next = {
        ...draft,
        date: action.date === undefined ? draft.date : action.date,
        trucks: action.trucks ?? draft.trucks,
        minutesBetweenTrucks: action.minutesBetweenTrucks ?? draft.minutesBetweenTrucks,
        rentalDays: action.rentalDays === undefined ? draft.rentalDays : action.rentalDays,
      };
      // A window was chosen for a date and a number of trucks: either changing frees it.
      const windowStillFits = next.date === draft.date && next.trucks === draft.trucks;
      return windowStillFits ? next : { ...next, windowStartHour: null, windowLabel: null };
    }
    case 'windowChosen':
      return { ...draft, windowStartHour: action.startHour, windowLabel: action.label };
    case 'windowCleared':
      return { ...draft, windowStartHour: null, windowLabel: null };
    case 'extraToggled': {
      const others = draft.extraIds.filter((id) => id !== action.extraId);
      return { ...draft, extraIds: action.chosen ? [...others, action.extraId] : others };
    }
    case 'commentSet':
      return { ...draft, comment: action.comment };
    case 'contactSet':
      return { ...draft, contact: action.contact };
    case 'paymentTypeChosen':
      return { ...draft, paymentType: action.paymentType };
    case 'partnerLinked':
      return { ...draft, partner: action.partner };
    case 'storefrontLinked': {
      // The same storefront link again (a reload, Back to it): keep what was chosen since.
      if (
        draft.storefrontSlug === action.slug &&
        draft.city?.id === action.city.id &&
        draft.supplier?.id === action.supplier.id &&
        draft.productType === action.productType &&
        // A link whose product is gone keeps the one the buyer chose in its place.
        (action.product === null || draft.product?.id === action.product.id)
      ) {
        return draft;
      }
      const sameCity = draft.city?.id === action.city.id;
      return {
        ...withoutProducer(draft),
        countryCode: action.city.countryCode,
        city: action.city,
        // An address typed in this city still holds; another city's does not.
        delivery: sameCity ? draft.delivery : null,
        productType: action.productType,
        compareQuantity: null,
        compareUnit: null,
        storefrontSlug: action.slug,
        supplier: action.supplier,
        product: action.product,
        quantity: action.quantity,
        extraIds: action.product ? defaultGroupExtraIds(action.product) : [],
      };
    }
    case 'orderPlaced':
      return { ...draft, placedOrderId: action.orderId };
    case 'idempotencyKeyRenewed':
      return { ...draft, idempotencyKey: newIdempotencyKey() };
    case 'reorderStarted':
      // A new order (a new idempotency key) like the old one; who orders stays, the date is chosen anew.
      return {
        ...emptyOrderDraft(),
        ...action.order,
        countryCode: action.order.city.countryCode,
        compareQuantity: action.order.quantity,
        compareUnit: action.order.product?.unit ?? null,
        contact: draft.contact,
      };
    case 'reset':
      // A new order keeps who orders and how they pay, not what or where.
      return { ...emptyOrderDraft(), contact: draft.contact, paymentType: draft.paymentType };
  }
}
