import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedData } from '@/server/seed';
import { createTestApi, type TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface SuppliersData {
  suppliers: {
    values: { name: string; rating: number; productTypes: string[]; homeCity: { name: string; countryCode: string } }[];
    count: number;
  };
}

const SUPPLIERS = /* GraphQL */ `
  query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {
    suppliers(skip: $skip, limit: $limit, filter: $filter) {
      values {
        name
        rating
        productTypes
        homeCity {
          name
          countryCode
        }
      }
      count
    }
  }
`;

describe('suppliers', () => {
  it('lists every supplier, best rated first, with its product types and home city', async () => {
    const { data, errors } = await api.gql<SuppliersData>(SUPPLIERS, { limit: 50 });
    expect(errors).toBeUndefined();
    expect(data?.suppliers.count).toBe(seedData.suppliers.length);
    const ratings = data?.suppliers.values.map((supplier) => supplier.rating) ?? [];
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const supplier of data?.suppliers.values ?? []) {
      const source = seedData.suppliers.find((candidate) => candidate.name === supplier.name);
      expect(supplier.productTypes.sort()).toEqual([...new Set(source?.products.map((p) => p.type))].sort());
      expect(source?.homeCitySlug).toBeDefined();
    }
  });

  it('filters by product type and pages with the count', async () => {
    const offering = seedData.suppliers.filter((supplier) => supplier.products.some((p) => p.type === 'rentals'));
    const { data } = await api.gql<SuppliersData>(SUPPLIERS, { skip: 0, limit: 1, filter: { productType: 'rentals' } });
    expect(data?.suppliers.count).toBe(offering.length);
    expect(data?.suppliers.values).toHaveLength(1);
    expect(data?.suppliers.values[0]?.productTypes).toContain('rentals');
  });

  it('rejects a limit over 50 with BAD_USER_INPUT', async () => {
    const { errors } = await api.gql(SUPPLIERS, { limit: 500 });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('productCategories', () => {
  it('has one category per product type with its supplier and product counts', async () => {
    const { data } = await api.gql<{
      productCategories: { type: string; supplierCount: number; productCount: number }[];
    }>('{ productCategories { type supplierCount productCount } }');
    expect(data?.productCategories.map((category) => category.type)).toEqual([
      'readyMix',
      'aggregates',
      'volumetric',
      'rentals',
    ]);
    for (const category of data?.productCategories ?? []) {
      const products = seedData.suppliers
        .flatMap((supplier) => supplier.products)
        .filter((p) => p.type === category.type);
      const supplierCount = seedData.suppliers.filter((s) => s.products.some((p) => p.type === category.type)).length;
      expect(category).toEqual({ type: category.type, supplierCount, productCount: products.length });
    }
  });
});

describe('offices and customer stories', () => {
  it('lists the three offices in display order', async () => {
    const { data } = await api.gql<{ offices: { location: string; address: string }[] }>(
      '{ offices { location address } }',
    );
    expect(data?.offices.map((office) => office.location)).toEqual(
      [...seedData.offices].sort((a, b) => a.sortOrder - b.sortOrder).map((office) => office.location),
    );
    expect(data?.offices.map((office) => office.location).sort()).toEqual(['Ottawa', 'San Francisco', 'Toronto']);
  });

  it('lists the three customer stories with logo, message, author and position', async () => {
    const { data } = await api.gql<{
      customerStories: {
        author: string;
        logo: string;
        message: string;
        position: string;
        ratingImage: string | null;
      }[];
    }>('{ customerStories { author logo message position ratingImage } }');
    expect(data?.customerStories).toHaveLength(3);
    expect(data?.customerStories.some((story) => story.ratingImage)).toBe(true);
  });
});
