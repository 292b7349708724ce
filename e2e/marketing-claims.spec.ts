import { routes } from '@/lib/routes';

import { expect, notDesktop, SAME_AT_EVERY_WIDTH, test } from './fixtures';
import { gql } from './session';

// Issue 15, item 6: the coverage the marketing pages claim is the coverage the order flow offers.
// Issue 36, item 4: every count a marketing page states is the marketplace's, as the API counts it.
// Read from the API the site serves, compared with the pages as rendered. Only figures of the
// seeded catalogue, which no other test changes (never deliveries, which other tests' orders move).

interface Figures {
  suppliers: number;
  countries: number;
  cities: number;
  aggregateCities: number;
  products: number;
}

test('the pages claim the cities and countries the catalogue delivers to, and where aggregates go', async ({
  page,
  request,
}) => {
  const answer = await gql<{ serviceRegions: { cities: { productTypes: string[] }[] }[] }>(
    request,
    `{ serviceRegions { cities { productTypes } } }`,
  );
  const regions = answer.data!.serviceRegions;
  const delivering = regions.flatMap((region) => region.cities).filter((city) => city.productTypes.length > 0);
  const countries = regions.filter((region) => region.cities.some((city) => city.productTypes.length > 0)).length;
  const aggregates = delivering.filter((city) => city.productTypes.includes('aggregates')).length;

  await page.goto(routes.contractors.path);
  const claims = page.getByRole('list', { name: 'BuildMarket in numbers' });
  await expect(claims).toContainText(`${countries} countries and ${delivering.length} cities with delivery`);
  await expect(claims).toContainText(`delivery windows for aggregates in ${aggregates} cities`);

  await page.goto(routes.home.path);
  await expect(page.getByRole('main')).toContainText(`${countries} countries and ${delivering.length} cities`);
});

test.describe('at one width', () => {
  test.skip(notDesktop, SAME_AT_EVERY_WIDTH);

  test('every page states the suppliers, products and reach the marketplace has, and never 10,000+', async ({
    page,
    request,
  }) => {
    const answer = await gql<{ marketingFigures: Figures }>(
      request,
      '{ marketingFigures { suppliers countries cities aggregateCities products } }',
    );
    const figures = answer.data!.marketingFigures;
    const reach = `${figures.countries} countries and ${figures.cities} cities`;
    const suppliers = `${figures.suppliers} suppliers`;
    const expected: [string, string[]][] = [
      [routes.home.path, [reach, suppliers]],
      [routes.suppliers.path, [reach, suppliers]],
      [routes.concrete.path, [reach, suppliers]],
      [routes.bulkMaterial.path, [reach, `in the ${figures.aggregateCities} cities with aggregates`]],
      [routes.disposalBins.path, [reach, suppliers]],
      [routes.contractors.path, [reach, suppliers, `${figures.products} products to order online`]],
      [routes.connect.path, [`in ${figures.cities} cities across ${figures.countries} countries`]],
      [routes.about.path, [suppliers, `${figures.cities} cities across ${figures.countries} countries`]],
    ];
    for (const [path, phrases] of expected) {
      await page.goto(path);
      const main = page.getByRole('main');
      for (const phrase of phrases) await expect(main, path).toContainText(phrase);
      await expect(main, path).not.toContainText('10,000');
    }
  });
});
