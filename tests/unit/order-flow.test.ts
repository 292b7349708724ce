import { beforeEach, describe, expect, it } from 'vitest';

import { orderQuoteInputOf, producersInputOf } from '@/lib/order/api-inputs';
import {
  emptyOrderDraft,
  ORDER_DRAFT_VERSION,
  orderDraftReducer,
  type DraftProduct,
  type OrderDraft,
  type OrderDraftAction,
} from '@/lib/order/draft';
import { createOrderDraftStore, ORDER_DRAFT_STORAGE_KEY, readOrderDraft } from '@/lib/order/draft-store';
import { paymentChoicesFor, stepOfField } from '@/lib/order/placement';
import {
  firstIncompleteStep,
  isOrderStepComplete,
  nextOrderStep,
  orderSteps,
  orderStepSearch,
  previousOrderStep,
  reachableOrderStep,
} from '@/lib/order/steps';
import { quantityError, quantityRuleOf } from '@/lib/validation/order';

const CITY = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Toronto',
  regionCode: 'ON',
  countryCode: 'CA',
  productTypes: ['readyMix', 'rentals'] as const,
};

const CONCRETE: DraftProduct = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: '32 MPa Coloured Decorative Concrete',
  type: 'readyMix',
  unit: 'm3',
  priceCents: 25500,
  minimumOrder: 2,
  quantityIncrement: 0.5,
  maximumOrder: 100,
  colors: ['Charcoal', 'Sandstone'],
  extras: [
    { id: 'x-pump', name: 'Concrete pump', description: null, group: null, pricing: 'perOrder', priceCents: 45000 },
  ],
};

const BIN: DraftProduct = {
  ...CONCRETE,
  id: '00000000-0000-4000-8000-0000000000b1',
  name: '14 Yard Disposal Bin',
  type: 'rentals',
  unit: 'yd',
  minimumOrder: 1,
  quantityIncrement: 1,
  maximumOrder: 10,
  colors: [],
  extras: [
    { id: 'p7', name: '7 days', description: null, group: 'Rental period', pricing: 'perOrder', priceCents: 0 },
    { id: 'p14', name: '14 days', description: null, group: 'Rental period', pricing: 'perOrder', priceCents: 9900 },
    { id: 'swap', name: 'Extra swap', description: null, group: null, pricing: 'perOrder', priceCents: 15000 },
  ],
};

const SITE = {
  name: 'Maple Ave townhouses',
  address: '120 Maple Ave',
  postalCode: 'M4E 2K1',
  jobNumber: 'PO-77',
  gateCode: '4321',
  accessNotes: '',
  washoutNotes: 'Washout in the north lot',
};

const run = (actions: OrderDraftAction[], from: OrderDraft = emptyOrderDraft()) =>
  actions.reduce(orderDraftReducer, from);

/** A draft complete up to (and including) Options. */
function completeDraft(product: DraftProduct = CONCRETE): OrderDraft {
  return run([
    { type: 'cityChosen', city: { ...CITY, productTypes: [...CITY.productTypes] } },
    { type: 'productTypeChosen', productType: product.type },
    { type: 'deliveryChosen', delivery: { jobSiteId: null, site: SITE } },
    {
      type: 'producerChosen',
      supplier: { id: 's1', name: 'NorthPeak Ready Mix', currency: 'CAD' },
      product,
      quantity: 40,
    },
    ...(product.colors.length ? [{ type: 'colorChosen', color: 'Charcoal' } as const] : []),
    { type: 'scheduleSet', date: '2030-05-14', trucks: 5, minutesBetweenTrucks: 30 },
    { type: 'windowChosen', startHour: 6, label: '06:00–10:00' },
  ]);
}

describe('quantity messages (spec section 5)', () => {
  const rule = quantityRuleOf({ min: 2, step: 0.5, max: 100 });
  it.each([
    [40, null],
    [2, null],
    [40.5, null],
    [40.3, 'Partial requires step 0.5'],
    [100.5, "Can't be more than 100"],
    [1.5, "Can't be less than 2"],
  ])('%d → %s', (quantity, message) => {
    expect(quantityError(quantity, rule)).toBe(message);
  });

  it('uses the counter defaults (0, 1, 100) where a product sets nothing', () => {
    expect(quantityRuleOf()).toEqual({ min: 0, step: 1, max: 100 });
    expect(quantityError(101, quantityRuleOf())).toBe("Can't be more than 100");
    expect(quantityError(2.5, quantityRuleOf())).toBe('Partial requires step 1');
  });
});

describe('the order draft', () => {
  it('starts empty, with a fresh idempotency key the API accepts', () => {
    const a = emptyOrderDraft();
    const b = emptyOrderDraft();
    expect(a.version).toBe(ORDER_DRAFT_VERSION);
    expect(a.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
  });

  it('another city clears the address, the producer and what was chosen for it', () => {
    const draft = run(
      [{ type: 'cityChosen', city: { ...CITY, id: 'ottawa', name: 'Ottawa', productTypes: ['readyMix'] } }],
      completeDraft(),
    );
    expect(draft.delivery).toBeNull();
    expect(draft.supplier).toBeNull();
    expect(draft.product).toBeNull();
    expect(draft.windowStartHour).toBeNull();
    expect(draft.productType).toBe('readyMix');
    expect(draft.date).toBe('2030-05-14');
  });

  it('another date or number of trucks frees the window; the time between trucks does not', () => {
    const draft = completeDraft();
    expect(run([{ type: 'scheduleSet', minutesBetweenTrucks: 15 }], draft).windowStartHour).toBe(6);
    expect(run([{ type: 'scheduleSet', trucks: 6 }], draft).windowStartHour).toBeNull();
    expect(run([{ type: 'scheduleSet', date: '2030-05-15' }], draft).windowLabel).toBeNull();
  });

  it('a product with a grouped choice starts on its first option, and the group stays one choice', () => {
    let draft = completeDraft(BIN);
    expect(draft.extraIds).toEqual(['p7']);
    draft = run(
      [
        { type: 'groupExtraChosen', group: 'Rental period', extraId: 'p14' },
        { type: 'extraToggled', extraId: 'swap', chosen: true },
      ],
      draft,
    );
    expect(draft.extraIds).toEqual(['p14', 'swap']);
    expect(run([{ type: 'extraToggled', extraId: 'swap', chosen: false }], draft).extraIds).toEqual(['p14']);
  });

  it('a new order keeps the contact and payment method, with a new idempotency key', () => {
    const draft = run([
      { type: 'contactSet', contact: { name: 'Dana', email: 'dana@site.example', phoneNumber: '+14165550142' } },
      { type: 'paymentTypeChosen', paymentType: 'flexPayment' },
      { type: 'orderPlaced', orderId: 'o1' },
    ]);
    const next = run([{ type: 'reset' }], draft);
    expect(next.contact.name).toBe('Dana');
    expect(next.paymentType).toBe('flexPayment');
    expect(next.placedOrderId).toBeNull();
    expect(next.idempotencyKey).not.toBe(draft.idempotencyKey);
  });
});

describe('draft storage', () => {
  let storage: Map<string, string>;
  const store = () => ({
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  beforeEach(() => {
    storage = new Map();
  });

  it('writes every change and reads it back after a reload', () => {
    const first = createOrderDraftStore(store());
    let heard = 0;
    first.subscribe(() => (heard += 1));
    first.dispatch({ type: 'commentSet', comment: 'Pump truck on the north side' });
    expect(heard).toBe(1);
    const reloaded = createOrderDraftStore(store());
    expect(reloaded.getSnapshot().comment).toBe('Pump truck on the north side');
    expect(reloaded.getSnapshot().idempotencyKey).toBe(first.getSnapshot().idempotencyKey);
  });

  it('starts afresh from a draft of another version or one it cannot read', () => {
    storage.set(ORDER_DRAFT_STORAGE_KEY, JSON.stringify({ ...completeDraft(), version: 0 }));
    expect(readOrderDraft(store()).city).toBeNull();
    storage.set(ORDER_DRAFT_STORAGE_KEY, '{not json');
    expect(readOrderDraft(store()).city).toBeNull();
  });

  it('does not notify or write when nothing changed', () => {
    const draftStore = createOrderDraftStore(store());
    draftStore.dispatch({ type: 'countryChosen', countryCode: 'CA' });
    const written = storage.get(ORDER_DRAFT_STORAGE_KEY);
    let heard = 0;
    draftStore.subscribe(() => (heard += 1));
    draftStore.dispatch({ type: 'countryChosen', countryCode: 'CA' });
    expect(heard).toBe(0);
    expect(storage.get(ORDER_DRAFT_STORAGE_KEY)).toBe(written);
  });
});

describe('step navigation', () => {
  it('walks the eight steps in the spec’s order', () => {
    expect(orderSteps.map((step) => step.title)).toEqual([
      'Region & Product',
      'Delivery address',
      'Producer',
      'Product Settings',
      'Schedule',
      'Availability',
      'Options',
      'Checkout',
    ]);
    expect(nextOrderStep('region')).toBe('address');
    expect(previousOrderStep('region')).toBeNull();
    expect(nextOrderStep('checkout')).toBeNull();
    expect(orderStepSearch('region')).toBe('');
    expect(orderStepSearch('schedule')).toBe('?step=schedule');
  });

  it('cannot skip past an incomplete step: a later URL opens the first incomplete one', () => {
    const draft = run([{ type: 'cityChosen', city: { ...CITY, productTypes: ['readyMix'] } }]);
    expect(firstIncompleteStep(draft)).toBe('region');
    expect(reachableOrderStep('checkout', draft)).toBe('region');
    const withType = run([{ type: 'productTypeChosen', productType: 'readyMix' }], draft);
    expect(reachableOrderStep('checkout', withType)).toBe('address');
    expect(reachableOrderStep('region', withType)).toBe('region');
    expect(reachableOrderStep('nonsense', withType)).toBe('region');
    expect(reachableOrderStep(null, completeDraft())).toBe('region');
    expect(reachableOrderStep('checkout', completeDraft())).toBe('checkout');
  });

  it('a city that does not deliver the product type keeps the first step open', () => {
    const draft = run([
      { type: 'cityChosen', city: { ...CITY, productTypes: ['aggregates'] } },
      { type: 'productTypeChosen', productType: 'readyMix' },
    ]);
    expect(isOrderStepComplete('region', draft)).toBe(false);
  });

  it('Product Settings needs a quantity within the rule, a colour where there are colours, and each group', () => {
    const draft = completeDraft();
    expect(isOrderStepComplete('product', draft)).toBe(true);
    expect(isOrderStepComplete('product', run([{ type: 'quantitySet', quantity: 40.3 }], draft))).toBe(false);
    expect(isOrderStepComplete('product', run([{ type: 'quantitySet', quantity: null }], draft))).toBe(false);
    const noColor = run([{ type: 'productChosen', product: { ...CONCRETE, id: 'other' }, quantity: 40 }], draft);
    expect(isOrderStepComplete('product', noColor)).toBe(false);
    expect(firstIncompleteStep(noColor)).toBe('product');
    const bin = completeDraft(BIN);
    expect(isOrderStepComplete('product', { ...bin, extraIds: [] })).toBe(false);
  });
});

describe('API inputs', () => {
  it('quotes a typed address by city, address and postal code, and a saved site by its id', () => {
    const typed = completeDraft();
    expect(orderQuoteInputOf(typed)).toEqual({
      supplierId: 's1',
      productId: CONCRETE.id,
      quantity: 40,
      unit: 'm3',
      color: 'Charcoal',
      extraIds: [],
      schedule: { date: '2030-05-14', trucks: 5, minutesBetweenTrucks: 30, windowStartHour: 6 },
      delivery: { cityId: CITY.id, address: SITE.address, postalCode: SITE.postalCode },
      paymentType: 'card',
    });
    const saved = run([{ type: 'deliveryChosen', delivery: { jobSiteId: 'site-1', site: SITE } }], typed);
    expect(orderQuoteInputOf(saved)?.delivery).toEqual({ jobSiteId: 'site-1' });
    expect(producersInputOf(saved)).toMatchObject({ jobSiteId: 'site-1', productType: 'readyMix' });
    expect(orderQuoteInputOf(emptyOrderDraft())).toBeNull();
  });

  it('compares producers for the quantity asked, in its unit', () => {
    const draft = run(
      [{ type: 'compareQuantitySet', quantity: 40, unit: 'yd' }],
      run([
        { type: 'cityChosen', city: { ...CITY, productTypes: ['readyMix'] } },
        { type: 'productTypeChosen', productType: 'readyMix' },
      ]),
    );
    expect(producersInputOf(draft, 'rating')).toEqual({
      cityId: CITY.id,
      productType: 'readyMix',
      quantity: 40,
      unit: 'yd',
      sort: 'rating',
      limit: 20,
    });
  });
});

describe('placing', () => {
  it('sends a refused field to its step', () => {
    expect(stepOfField('quantity')).toBe('product');
    expect(stepOfField('schedule.date')).toBe('schedule');
    expect(stepOfField('schedule.windowStartHour')).toBe('availability');
    expect(stepOfField('delivery.postalCode')).toBe('address');
    expect(stepOfField('jobSite.postalCode')).toBe('address');
    expect(stepOfField('extraIds')).toBe('options');
    expect(stepOfField('contact.email')).toBe('checkout');
  });

  it('offers the bank debit of the delivery country, and none where there is none', () => {
    expect(paymentChoicesFor('CA').map((choice) => choice.paymentType)).toEqual([
      'card',
      'stripe_b2b_ca',
      'flexPayment',
    ]);
    expect(paymentChoicesFor('US').map((choice) => choice.paymentType)).toEqual([
      'card',
      'stripe_b2b_us',
      'flexPayment',
    ]);
    expect(paymentChoicesFor('MX').map((choice) => choice.paymentType)).toEqual(['card', 'flexPayment']);
  });
});
