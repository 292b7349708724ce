import type {
  OrderQuoteInput,
  OrderReorderQuery,
  ProducerProductFieldsFragment,
  ProducersInput,
  ProducerSort,
} from '@/graphql/generated/client/graphql';

import type { DraftProduct, OrderDraft, ReorderChoices } from './draft';
import { deliveryTrucks, pickUpDateFor } from './rental';

/**
 * The API's inputs from the draft, in one place: the producer search, and the quote (which is also
 * what placeOrder re-checks). The client sends what was chosen; the server prices it.
 */

/** Where to deliver, as the API takes it: the saved job site, or the city and typed address. */
export function deliveryInputOf(draft: OrderDraft): OrderQuoteInput['delivery'] | null {
  if (!draft.delivery || !draft.city) return null;
  if (draft.delivery.jobSiteId) return { jobSiteId: draft.delivery.jobSiteId };
  return { cityId: draft.city.id, address: draft.delivery.site.address, postalCode: draft.delivery.site.postalCode };
}

/** How many producers the Producer step lists: the best ones by the chosen sort. */
export const PRODUCER_LIST_LIMIT = 20;

/** The producer search for the draft's place and product type, priced for the compared quantity. */
export function producersInputOf(draft: OrderDraft, sort: ProducerSort = 'allInPrice'): ProducersInput | null {
  if (!draft.city || !draft.productType) return null;
  const place = draft.delivery?.jobSiteId ? { jobSiteId: draft.delivery.jobSiteId } : { cityId: draft.city.id };
  const quantity = draft.compareQuantity && draft.compareQuantity > 0 ? draft.compareQuantity : null;
  return {
    ...place,
    productType: draft.productType,
    quantity,
    unit: quantity ? draft.compareUnit : null,
    sort,
    limit: PRODUCER_LIST_LIMIT,
  };
}

/** What the later steps keep of a producer's product. */
export function draftProductOf(product: ProducerProductFieldsFragment): DraftProduct {
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    unit: product.unit,
    priceCents: product.priceCents,
    minimumOrder: product.minimumOrder,
    quantityIncrement: product.quantityIncrement,
    maximumOrder: product.maximumOrder,
    colors: product.colors,
    extras: product.extras.map((extra) => ({ ...extra })),
    rentalIncludedDays: product.rentalIncludedDays ?? null,
    rentalExtraDayCents: product.rentalExtraDayCents ?? null,
  };
}

/**
 * The quote's input, null until the draft has a product, a quantity, a date and a place. The
 * window is included once chosen (placing requires it; quoting does not).
 */
export function orderQuoteInputOf(draft: OrderDraft): OrderQuoteInput | null {
  const delivery = deliveryInputOf(draft);
  if (!delivery || !draft.supplier || !draft.product || draft.quantity === null || !draft.date) return null;
  const rentals = draft.product.type === 'rentals';
  if (rentals && draft.rentalDays === null) return null;
  return {
    supplierId: draft.supplier.id,
    productId: draft.product.id,
    quantity: draft.quantity,
    unit: draft.product.unit,
    color: draft.color,
    extraIds: [...draft.extraIds].sort(),
    schedule: rentals
      ? {
          // Bins: one truck per bin, all at once; the pick-up date ends the rental period.
          date: draft.date,
          pickUpDate: pickUpDateFor(draft.date, draft.rentalDays ?? 0),
          trucks: deliveryTrucks({ productType: 'rentals', quantity: draft.quantity, trucks: draft.trucks }),
          minutesBetweenTrucks: 0,
          windowStartHour: draft.windowStartHour,
        }
      : {
          date: draft.date,
          trucks: draft.trucks,
          minutesBetweenTrucks: draft.minutesBetweenTrucks,
          windowStartHour: draft.windowStartHour,
        },
    delivery,
    paymentType: draft.paymentType,
  };
}

/** The draft's choices for ordering again, from the API's `orderReorder`. */
export function reorderChoicesOf(reorder: OrderReorderQuery['orderReorder']): ReorderChoices {
  const product = draftProductOf(reorder.producer.product);
  return {
    city: { ...reorder.city.city, productTypes: reorder.city.productTypes },
    productType: product.type,
    delivery: {
      jobSiteId: reorder.jobSiteId ?? null,
      site: {
        name: reorder.siteName ?? '',
        address: reorder.deliveryAddress,
        postalCode: reorder.postalCode,
        jobNumber: reorder.jobNumber ?? '',
        gateCode: reorder.gateCode ?? '',
        accessNotes: reorder.accessNotes ?? '',
        washoutNotes: reorder.washoutNotes ?? '',
      },
    },
    supplier: { id: reorder.producer.supplierId, name: reorder.producer.name, currency: reorder.producer.currency },
    product,
    quantity: reorder.quantity,
    color: reorder.color ?? null,
    trucks: reorder.trucks,
    minutesBetweenTrucks: reorder.minutesBetweenTrucks,
    extraIds: reorder.extraIds,
    comment: reorder.comment ?? '',
    paymentType: reorder.paymentType,
  };
}
