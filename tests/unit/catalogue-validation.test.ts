import { describe, expect, it } from 'vitest';

import {
  CATALOGUE_MESSAGES,
  isTimeZone,
  supplierDeliverySettingsSchema,
  supplierProductSchema,
  supplierServiceAreasSchema,
  type SupplierProductFormValues,
} from '@/lib/validation/catalogue';
import { messages } from '@/lib/validation/messages';
import { suppliers } from '@/server/seed/data';
import { extrasByProductType, rentalTermsOf } from '@/server/seed/ordering';

/** The catalogue's schemas, which the workspace's forms and the API's mutations both parse with. */

const product = (overrides: Partial<SupplierProductFormValues> = {}): SupplierProductFormValues => ({
  name: '25 MPa Ready-Mix Concrete',
  description: 'General-purpose mix for footings and slabs.',
  type: 'readyMix',
  unit: 'm3',
  priceCents: 19500,
  minimumOrder: 1,
  quantityIncrement: 0.5,
  maximumOrder: 100,
  feeMinCents: 6500,
  feeMaxCents: 19500,
  colors: [],
  extras: [{ name: 'Pump truck', pricing: 'perOrder', priceCents: 45000 }],
  active: true,
  ...overrides,
});

/** The first message per field path, as the API puts it in `extensions.fields`. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('supplierProductSchema', () => {
  it('accepts a product and trims its text; active unless told', () => {
    const parsed = supplierProductSchema.parse(product({ name: '  25 MPa  ', active: undefined }));
    expect(parsed.name).toBe('25 MPa');
    expect(parsed.active).toBe(true);
    expect(parsed.extras[0]).toEqual({
      id: null,
      name: 'Pump truck',
      description: null,
      group: null,
      pricing: 'perOrder',
      priceCents: 45000,
    });
  });

  it('accepts every seeded product with its extras (the rules fit the data the marketplace has)', () => {
    for (const supplier of suppliers) {
      for (const seeded of supplier.products) {
        const result = supplierProductSchema.safeParse({
          ...seeded,
          minimumOrder: Number(seeded.minimumOrder),
          quantityIncrement: Number(seeded.quantityIncrement),
          maximumOrder: Number(seeded.maximumOrder ?? 100),
          extras: extrasByProductType[seeded.type].map((extra) => ({ ...extra, group: extra.groupName })),
          // A bin's rental terms, as the seed stores them beside the product.
          ...rentalTermsOf(seeded),
        });
        expect(fieldErrors(result), `${supplier.slug} ${seeded.sku}`).toEqual({});
      }
    }
  });

  it('asks for the name, the description, a type and a unit', () => {
    const result = supplierProductSchema.safeParse(
      product({ name: ' ', description: '', type: undefined as never, unit: '' as never }),
    );
    expect(fieldErrors(result)).toMatchObject({
      name: messages.required,
      description: messages.required,
      type: CATALOGUE_MESSAGES.type,
      unit: CATALOGUE_MESSAGES.unit,
    });
  });

  it('keeps the unit to the ones the type is sold in', () => {
    expect(fieldErrors(supplierProductSchema.safeParse(product({ unit: 'tonne' })))).toEqual({
      unit: 'Ready-mix concrete is sold in m³ or yd³',
    });
    expect(fieldErrors(supplierProductSchema.safeParse(product({ type: 'aggregates', unit: 'yd' })))).toEqual({
      unit: 'Aggregates are sold in tonnes or tons',
    });
    expect(supplierProductSchema.safeParse(product({ type: 'aggregates', unit: 'ton' })).success).toBe(true);
    expect(
      fieldErrors(
        supplierProductSchema.safeParse(
          product({ type: 'rentals', unit: 'm3', rentalIncludedDays: 7, rentalExtraDayCents: 1500 }),
        ),
      ),
    ).toEqual({
      unit: 'Disposal bins are sized in yd³',
    });
  });

  it('wants a price above 0 in whole cents', () => {
    for (const priceCents of [0, -100, 10.5, Number.NaN, undefined]) {
      expect(fieldErrors(supplierProductSchema.safeParse(product({ priceCents: priceCents as number })))).toEqual({
        priceCents: CATALOGUE_MESSAGES.price,
      });
    }
    expect(fieldErrors(supplierProductSchema.safeParse(product({ priceCents: 100_000_001 })))).toEqual({
      priceCents: CATALOGUE_MESSAGES.priceTooHigh,
    });
  });

  it('wants quantities above 0 with two decimals, the minimum and maximum on the increment’s steps', () => {
    expect(fieldErrors(supplierProductSchema.safeParse(product({ quantityIncrement: 0 })))).toMatchObject({
      quantityIncrement: CATALOGUE_MESSAGES.quantity,
    });
    expect(fieldErrors(supplierProductSchema.safeParse(product({ minimumOrder: 1.005 })))).toMatchObject({
      minimumOrder: CATALOGUE_MESSAGES.quantity,
    });
    expect(fieldErrors(supplierProductSchema.safeParse(product({ minimumOrder: 1.25 })))).toEqual({
      minimumOrder: CATALOGUE_MESSAGES.minimumOfIncrement,
    });
    expect(fieldErrors(supplierProductSchema.safeParse(product({ minimumOrder: 10, maximumOrder: 5 })))).toEqual({
      maximumOrder: CATALOGUE_MESSAGES.maximumBelowMinimum,
    });
    expect(
      fieldErrors(supplierProductSchema.safeParse(product({ minimumOrder: 2, quantityIncrement: 2, maximumOrder: 9 }))),
    ).toEqual({ maximumOrder: CATALOGUE_MESSAGES.maximumOfIncrement });
    expect(
      supplierProductSchema.safeParse(product({ minimumOrder: 1, quantityIncrement: 0.25, maximumOrder: 30 })).success,
    ).toBe(true);
    expect(supplierProductSchema.safeParse(product({ minimumOrder: 3, maximumOrder: 3 })).success).toBe(true);
  });

  it('takes a fee range with both ends, the highest not below the lowest, or none', () => {
    expect(supplierProductSchema.safeParse(product({ feeMinCents: null, feeMaxCents: null })).success).toBe(true);
    expect(fieldErrors(supplierProductSchema.safeParse(product({ feeMinCents: 6500, feeMaxCents: null })))).toEqual({
      feeMaxCents: CATALOGUE_MESSAGES.feeBoth,
    });
    expect(fieldErrors(supplierProductSchema.safeParse(product({ feeMinCents: 6500, feeMaxCents: 6000 })))).toEqual({
      feeMaxCents: CATALOGUE_MESSAGES.feeMaxBelowMin,
    });
    expect(fieldErrors(supplierProductSchema.safeParse(product({ feeMinCents: -1 })))).toEqual({
      feeMinCents: CATALOGUE_MESSAGES.amount,
    });
  });

  it('checks colours and extras one by one', () => {
    const result = supplierProductSchema.safeParse(
      product({
        colors: ['Charcoal', ' ', 'charcoal'],
        extras: [
          { name: 'Pump truck', pricing: 'perOrder', priceCents: 45000 },
          { name: 'pump truck', pricing: 'perTruck', priceCents: -1, group: 'Delivery' },
          { name: '', pricing: 'perYear' as never, priceCents: 0 },
        ],
      }),
    );
    expect(fieldErrors(result)).toEqual({
      'colors.1': messages.required,
      'extras.1.priceCents': CATALOGUE_MESSAGES.amount,
      'extras.2.name': messages.required,
      'extras.2.pricing': CATALOGUE_MESSAGES.extraPricing,
    });
    // Duplicates are found once each colour and extra is valid on its own.
    const duplicate = supplierProductSchema.safeParse(
      product({
        colors: ['Charcoal', 'charcoal'],
        extras: [
          { name: 'Pump truck', pricing: 'perOrder', priceCents: 45000 },
          { name: 'pump truck', pricing: 'perTruck', priceCents: 100 },
        ],
      }),
    );
    expect(fieldErrors(duplicate)).toEqual({
      'colors.1': CATALOGUE_MESSAGES.colorDuplicate,
      'extras.1.name': CATALOGUE_MESSAGES.extraDuplicate,
    });
  });
});

describe('supplierServiceAreasSchema', () => {
  const toronto = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
  it('takes city ids once each; none pauses deliveries', () => {
    expect(supplierServiceAreasSchema.parse({ cityIds: [] })).toEqual({ cityIds: [] });
    expect(supplierServiceAreasSchema.parse({ cityIds: [toronto] })).toEqual({ cityIds: [toronto] });
    expect(fieldErrors(supplierServiceAreasSchema.safeParse({ cityIds: [toronto, toronto] }))).toEqual({
      'cityIds.1': CATALOGUE_MESSAGES.cityDuplicate,
    });
    expect(fieldErrors(supplierServiceAreasSchema.safeParse({ cityIds: ['toronto'] }))).toEqual({
      'cityIds.0': messages.invalid,
    });
  });
});

describe('supplierDeliverySettingsSchema', () => {
  const settings = {
    timeZone: 'America/Toronto',
    windowCapacityTrucks: 8,
    cancellationWindowHours: 24,
    cardHoldPercent: 10,
  };

  it('accepts settings within their ranges', () => {
    expect(supplierDeliverySettingsSchema.parse(settings)).toEqual(settings);
    expect(
      supplierDeliverySettingsSchema.parse({
        timeZone: 'America/Argentina/Buenos_Aires',
        windowCapacityTrucks: 0,
        cancellationWindowHours: 168,
        cardHoldPercent: 50,
      }).cardHoldPercent,
    ).toBe(50);
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('America/Vancouver')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', 'EST', 'America/Toronto\n', '', '+05:00'])
      expect(isTimeZone(zone)).toBe(false);
    expect(fieldErrors(supplierDeliverySettingsSchema.safeParse({ ...settings, timeZone: 'Toronto' }))).toEqual({
      timeZone: CATALOGUE_MESSAGES.timeZone,
    });
  });

  it('refuses numbers out of range or not whole', () => {
    const result = supplierDeliverySettingsSchema.safeParse({
      ...settings,
      windowCapacityTrucks: 201,
      cancellationWindowHours: 1.5,
      cardHoldPercent: 51,
    });
    expect(fieldErrors(result)).toEqual({
      windowCapacityTrucks: CATALOGUE_MESSAGES.trucksPerWindow,
      cancellationWindowHours: CATALOGUE_MESSAGES.cancellationWindowHours,
      cardHoldPercent: CATALOGUE_MESSAGES.cardHoldPercent,
    });
    expect(
      fieldErrors(supplierDeliverySettingsSchema.safeParse({ ...settings, windowCapacityTrucks: Number.NaN })),
    ).toEqual({ windowCapacityTrucks: CATALOGUE_MESSAGES.trucksPerWindow });
  });
});
