import { describe, expect, it } from 'vitest';

import { brandColours, contrastRatio, DEFAULT_BRAND_COLOUR, readableForeground } from '@/lib/brand-colour';
import { emptyOrderDraft, orderDraftReducer, type DraftProduct, type OrderDraftAction } from '@/lib/order/draft';
import {
  firstIncompleteStep,
  isOrderStepSkipped,
  nextOrderStep,
  previousOrderStep,
  reachableOrderStep,
} from '@/lib/order/steps';
import { partnerButtonSnippet, partnerOrderPath, storefrontPathWithCode } from '@/lib/partner-program/button';
import { supplierStorefrontSchema, STOREFRONT_MESSAGES } from '@/lib/validation/storefront';

describe('the storefront’s brand colour', () => {
  it('puts black on light colours and white on dark ones', () => {
    expect(readableForeground('#fde047')).toBe('#000000'); // yellow
    expect(readableForeground('#ffffff')).toBe('#000000');
    expect(readableForeground('#1e3a8a')).toBe('#ffffff'); // navy
    expect(readableForeground('#000000')).toBe('#ffffff');
  });

  it('reaches at least 4.5:1 for text on any colour (sampled across the whole cube)', () => {
    let lowest = 21;
    for (let r = 0; r <= 255; r += 17) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 17) {
          const background = `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
          lowest = Math.min(lowest, contrastRatio(background, readableForeground(background)));
        }
      }
    }
    expect(lowest).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c2410c', '#ffffff')).toBeCloseTo(5.18, 1);
  });

  it('falls back to the marketplace’s colour for none or a malformed one', () => {
    expect(brandColours(null)).toEqual({ background: DEFAULT_BRAND_COLOUR, foreground: '#ffffff' });
    expect(brandColours('red').background).toBe(DEFAULT_BRAND_COLOUR);
    expect(brandColours('#FDE047')).toEqual({ background: '#fde047', foreground: '#000000' });
  });

  it('the form and the API take #rrggbb or blank, with the message otherwise', () => {
    expect(supplierStorefrontSchema.parse({ brandColor: ' #1D4ED8 ' })).toEqual({ brandColor: '#1d4ed8' });
    expect(supplierStorefrontSchema.parse({ brandColor: '' })).toEqual({ brandColor: null });
    expect(supplierStorefrontSchema.parse({})).toEqual({ brandColor: null });
    const refused = supplierStorefrontSchema.safeParse({ brandColor: '#12345' });
    expect(refused.error?.issues[0]?.message).toBe(STOREFRONT_MESSAGES.brandColor);
  });
});

const CITY = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Toronto',
  regionCode: 'ON',
  countryCode: 'CA',
  productTypes: ['readyMix' as const],
};
const PRODUCT: DraftProduct = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: '25 MPa Ready-Mix Concrete',
  type: 'readyMix',
  unit: 'm3',
  priceCents: 18900,
  minimumOrder: 1,
  quantityIncrement: 0.5,
  maximumOrder: 60,
  colors: [],
  extras: [],
};
const LINKED: OrderDraftAction = {
  type: 'storefrontLinked',
  slug: 'northpeak-ready-mix',
  city: CITY,
  supplier: { id: 's1', name: 'NorthPeak Ready Mix', currency: 'CAD' },
  productType: 'readyMix',
  product: PRODUCT,
  quantity: 8,
};
const SITE = {
  jobSiteId: null,
  site: {
    name: 'Lofts',
    address: '15 Harbour St',
    postalCode: 'M5J 2N8',
    jobNumber: '',
    gateCode: '',
    accessNotes: '',
    washoutNotes: '',
  },
};

describe('the order flow from a storefront', () => {
  it('chooses the city, the product type, the supplier and the product at once, and opens at the address', () => {
    const draft = orderDraftReducer(emptyOrderDraft(), LINKED);
    expect(draft).toMatchObject({
      city: CITY,
      countryCode: 'CA',
      productType: 'readyMix',
      supplier: { id: 's1' },
      product: { id: PRODUCT.id },
      quantity: 8,
      storefrontSlug: 'northpeak-ready-mix',
    });
    expect(firstIncompleteStep(draft)).toBe('address');
  });

  it('skips the producer step both ways, and a URL asking for it opens the product settings', () => {
    const draft = orderDraftReducer(orderDraftReducer(emptyOrderDraft(), LINKED), {
      type: 'deliveryChosen',
      delivery: SITE,
    });
    expect(isOrderStepSkipped('producer', draft)).toBe(true);
    expect(nextOrderStep('address', draft)).toBe('product');
    expect(previousOrderStep('product', draft)).toBe('address');
    expect(reachableOrderStep('producer', draft)).toBe('product');
    // Without a storefront nothing is skipped.
    expect(nextOrderStep('address')).toBe('producer');
  });

  it('another city brings the producer step back; the same link again keeps what was chosen since', () => {
    const linked = orderDraftReducer(emptyOrderDraft(), LINKED);
    const moved = orderDraftReducer(linked, { type: 'cityChosen', city: { ...CITY, id: 'other', name: 'Hamilton' } });
    expect(moved.storefrontSlug).toBeNull();
    expect(moved.supplier).toBeNull();
    expect(isOrderStepSkipped('producer', moved)).toBe(false);

    const adjusted = orderDraftReducer(linked, { type: 'quantitySet', quantity: 12 });
    expect(orderDraftReducer(adjusted, LINKED)).toBe(adjusted);
  });

  it('a link to a product the supplier no longer offers chooses none: the buyer picks one at Product Settings', () => {
    const gone: OrderDraftAction = { ...LINKED, product: null, quantity: null };
    const linked = orderDraftReducer(orderDraftReducer(emptyOrderDraft(), gone), {
      type: 'deliveryChosen',
      delivery: SITE,
    });
    expect(linked).toMatchObject({ supplier: { id: 's1' }, productType: 'readyMix', product: null, quantity: null });
    // Past the producer (the storefront chose it), and no further than the product's own step.
    expect(isOrderStepSkipped('producer', linked)).toBe(true);
    expect(firstIncompleteStep(linked)).toBe('product');
    expect(reachableOrderStep('schedule', linked)).toBe('product');

    const chosen = orderDraftReducer(linked, { type: 'productChosen', product: PRODUCT, quantity: 8 });
    expect(firstIncompleteStep(chosen)).toBe('schedule');
    // The same link again (a reload) keeps the product chosen in place of the one that is gone.
    expect(orderDraftReducer(chosen, gone)).toBe(chosen);
  });
});

describe('the supplier’s own button', () => {
  it('leads into the order flow with its supplier named, or to the storefront with its code', () => {
    expect(partnerOrderPath('/app/order', 'SABCDEFGHJ', 'buy', 'northpeak-ready-mix')).toBe(
      '/app/order?partner=SABCDEFGHJ&supplier=northpeak-ready-mix',
    );
    expect(storefrontPathWithCode('northpeak-ready-mix', 'SABCDEFGHJ')).toBe(
      '/s/northpeak-ready-mix?partner=SABCDEFGHJ',
    );
    const snippet = partnerButtonSnippet({
      siteUrl: 'https://buildmarket.example/',
      code: 'SABCDEFGHJ',
      action: 'rent',
      style: 'filled',
      size: 'medium',
      target: 'storefront',
    });
    expect(snippet).toContain('href="https://buildmarket.example/r/SABCDEFGHJ?action=rent&amp;to=storefront"');
    expect(snippet).toContain('>Rent now</a>');
  });
});
