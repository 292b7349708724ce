import { describe, expect, it } from 'vitest';

import {
  normalizeWebsite,
  parseDeliveryArea,
  partnerRequestSchema,
  type PartnerRequestFormValues,
} from '@/lib/validation/start-selling';

const form: PartnerRequestFormValues = {
  companyName: 'Ridgeline Aggregates',
  email: 'sales@ridgeline.example',
  phone: '+14165550199',
  website: '',
  address: '12 Quarry Road, Milton, ON',
  productType: 'aggregates',
  uniqueProductCount: '40',
  acceptedTerms: true,
};

const firstMessage = (values: Partial<PartnerRequestFormValues>, field: string) => {
  const result = partnerRequestSchema.safeParse({ ...form, ...values });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('the partner form schema', () => {
  it('reads the count typed as text and drops a blank website', () => {
    const parsed = partnerRequestSchema.parse(form);
    expect(parsed.uniqueProductCount).toBe(40);
    expect(parsed.website).toBeUndefined();
  });

  it.each([
    [{ uniqueProductCount: '' }, 'uniqueProductCount', 'Required'],
    [{ uniqueProductCount: '4.5' }, 'uniqueProductCount', 'Invalid'],
    [{ uniqueProductCount: 'forty' }, 'uniqueProductCount', 'Invalid'],
    [{ uniqueProductCount: '0' }, 'uniqueProductCount', "Can't be less than 1"],
    [{ productType: '' }, 'productType', 'Required'],
    [{ acceptedTerms: false }, 'acceptedTerms', 'Required'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Invalid URL'],
  ] as const)('%j: %s says %s', (values, field, message) => {
    expect(firstMessage(values, field)).toBe(message);
  });
});

describe('normalizeWebsite', () => {
  it.each([
    ['ridgeline.example', 'https://ridgeline.example/'],
    ['http://ridgeline.example/shop', 'http://ridgeline.example/shop'],
    ['localhost', null],
    ['ftp://ridgeline.example', null],
    ['https://user:pass@ridgeline.example', null],
  ])('%s → %s', (input, output) => {
    expect(normalizeWebsite(input)).toBe(output);
  });
});

describe('parseDeliveryArea', () => {
  it.each([
    ['CA', 'm5v 3l9', { kind: 'postalCode', postalCode: 'M5V3L9' }],
    ['CA', 'K1P', { kind: 'postalCode', postalCode: 'K1P' }],
    ['US', '94107-1234', { kind: 'postalCode', postalCode: '941071234' }],
    ['MX', '06600', { kind: 'postalCode', postalCode: '06600' }],
    ['CA', '  Saint-Jean   sur Richelieu ', { kind: 'city', name: 'Saint-Jean sur Richelieu' }],
    ['CA', 'Montréal', { kind: 'city', name: 'Montréal' }],
    ['CA', '12345', null],
    ['US', 'M5V 3L9', null],
    ['CA', '<script>', null],
    // Letters that cannot name a place are refused like a malformed postal code.
    ['CA', 'zzzz', null],
    ['US', 'xkcd', null],
    ['CA', 'Q', null],
    ['US', 'Lynn', { kind: 'city', name: 'Lynn' }],
    ['US', 'Ely', { kind: 'city', name: 'Ely' }],
    ['MX', 'Mérida', { kind: 'city', name: 'Mérida' }],
    ['CA', 'Trois-Rivières', { kind: 'city', name: 'Trois-Rivières' }],
  ] as const)('%s %j', (country, query, area) => {
    expect(parseDeliveryArea(country, query)).toEqual(area);
  });
});
