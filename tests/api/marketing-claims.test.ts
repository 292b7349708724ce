import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKETING_CLAIMS } from '@/lib/constants';
import { serviceRegions } from '@/server/services/catalogue/regions';

import { createTestApi, type TestApi } from '../support/api';

/**
 * The marketing pages' coverage figures against the catalogue the site is built with (the seeded
 * database `next build` renders from): a city counts only where some supplier delivers, so the
 * pages never promise a city the order flow answers 'Coming soon' for.
 */
describe('marketing claims match the catalogue', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  }, 60_000);
  afterAll(() => api?.close());

  it('counts the cities and countries with delivery, and the cities with aggregates', async () => {
    const regions = await serviceRegions(api.db);
    const delivering = regions.flatMap((region) => region.cities).filter((served) => served.productTypes.length > 0);
    const countries = new Set(
      regions.filter((region) => region.cities.some((served) => served.productTypes.length > 0)),
    );
    const aggregates = delivering.filter((served) => served.productTypes.includes('aggregates'));
    expect({
      cities: MARKETING_CLAIMS.cities,
      countries: MARKETING_CLAIMS.countries,
      aggregateCities: MARKETING_CLAIMS.aggregateCities,
    }).toEqual({ cities: delivering.length, countries: countries.size, aggregateCities: aggregates.length });
  });
});
