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
