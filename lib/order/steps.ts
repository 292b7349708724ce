import { quantityError, quantityRuleOf, rentalPeriodError } from '@/lib/validation/order-rules';

import type { OrderDraft } from './draft';
import { pickUpDateFor } from './rental';

/** The order flow's steps, in order (spec section 2). The URL names a step by its slug. */
export const orderSteps = [
  { slug: 'region', title: 'Region & Product' },
  { slug: 'address', title: 'Delivery address' },
  { slug: 'producer', title: 'Producer' },
  { slug: 'product', title: 'Product Settings' },
  { slug: 'schedule', title: 'Schedule' },
  { slug: 'availability', title: 'Availability' },
  { slug: 'options', title: 'Options' },
  { slug: 'checkout', title: 'Checkout' },
] as const;

export type OrderStepSlug = (typeof orderSteps)[number]['slug'];

export const FIRST_ORDER_STEP: OrderStepSlug = 'region';

export function isOrderStepSlug(value: unknown): value is OrderStepSlug {
  return orderSteps.some((step) => step.slug === value);
}

export const orderStepIndex = (slug: OrderStepSlug) => orderSteps.findIndex((step) => step.slug === slug);

/** "Product Settings" for 'product'. */
export const orderStepTitle = (slug: OrderStepSlug) => orderSteps[orderStepIndex(slug)]!.title;

/** The rule of the chosen product's quantity: its minimum order, increment and maximum. */
export function productQuantityRule(product: OrderDraft['product']) {
  return quantityRuleOf(
    product ? { min: product.minimumOrder, step: product.quantityIncrement, max: product.maximumOrder } : {},
  );
}

/** Every group of the product's extras (a rental period) has one choice. */
function groupsChosen(draft: OrderDraft): boolean {
  const extras = draft.product?.extras ?? [];
  const groups = new Set(extras.flatMap((extra) => (extra.group ? [extra.group] : [])));
  return [...groups].every((group) =>
    extras.some((extra) => extra.group === group && draft.extraIds.includes(extra.id)),
  );
}

/** Whether a step has what the steps after it need. Options and Checkout ask nothing required. */
export function isOrderStepComplete(slug: OrderStepSlug, draft: OrderDraft): boolean {
  switch (slug) {
    case 'region':
      return Boolean(draft.city && draft.productType && draft.city.productTypes.includes(draft.productType));
    case 'address':
      return Boolean(draft.delivery);
    case 'producer':
      // A storefront chose the producer; its product may still be to choose (Product Settings).
      return Boolean(draft.supplier && (draft.product || draft.storefrontSlug));
    case 'product': {
      const { product, quantity } = draft;
      if (!product || quantity === null) return false;
      if (quantityError(quantity, productQuantityRule(product))) return false;
      if (product.colors.length > 0 && !(draft.color && product.colors.includes(draft.color))) return false;
      return groupsChosen(draft);
    }
    case 'schedule':
      if (!draft.date) return false;
      if (draft.productType !== 'rentals') return draft.trucks >= 1;
      return draft.rentalDays !== null && !rentalPeriodError(draft.date, pickUpDateFor(draft.date, draft.rentalDays));
    case 'availability':
      return draft.windowStartHour !== null;
    case 'options':
    case 'checkout':
      return true;
  }
}

/**
 * A step the flow does not show for this draft: the producer, when a storefront chose it (its
 * Buy now, or the supplier's own button). Choosing another city or product type brings it back.
 */
export function isOrderStepSkipped(slug: OrderStepSlug, draft: OrderDraft): boolean {
  return slug === 'producer' && Boolean(draft.storefrontSlug && draft.supplier);
}

/** The first step that is not complete (Checkout when all before it are). */
export function firstIncompleteStep(draft: OrderDraft): OrderStepSlug {
  return orderSteps.find((step) => !isOrderStepComplete(step.slug, draft))?.slug ?? 'checkout';
}

/**
 * The step to show for the one the URL asks: that step, unless a step before it is incomplete;
 * then the first incomplete one (a step cannot be skipped). Unknown or missing: the first step.
 */
export function reachableOrderStep(requested: unknown, draft: OrderDraft): OrderStepSlug {
  const wanted = isOrderStepSlug(requested) ? requested : FIRST_ORDER_STEP;
  const blocking = firstIncompleteStep(draft);
  const step = orderStepIndex(wanted) <= orderStepIndex(blocking) ? wanted : blocking;
  // A skipped step (complete by definition) opens the one after it.
  return isOrderStepSkipped(step, draft) ? (nextOrderStep(step, draft) ?? step) : step;
}

/** The step after this one, past any the draft skips. */
export function nextOrderStep(slug: OrderStepSlug, draft?: OrderDraft): OrderStepSlug | null {
  return (
    orderSteps.slice(orderStepIndex(slug) + 1).find((step) => !draft || !isOrderStepSkipped(step.slug, draft))?.slug ??
    null
  );
}

/** The step before this one, past any the draft skips. */
export function previousOrderStep(slug: OrderStepSlug, draft?: OrderDraft): OrderStepSlug | null {
  return (
    orderSteps
      .slice(0, orderStepIndex(slug))
      .reverse()
      .find((step) => !draft || !isOrderStepSkipped(step.slug, draft))?.slug ?? null
  );
}

/**
 * The query string of a step: the first step is the flow's own address (`/app/order`, which a
 * partner's `?partner=CODE` link also opens), every other one `?step=<slug>`.
 */
export function orderStepSearch(slug: OrderStepSlug): string {
  return slug === FIRST_ORDER_STEP ? '' : `?step=${slug}`;
}
