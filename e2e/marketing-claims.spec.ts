import { routes } from '@/lib/routes';

import { expect, test } from './fixtures';
import { gql } from './session';

// Issue 15, item 6: the coverage the marketing pages claim is the coverage the order flow offers.
// Read from the API the site serves (the catalogue), compared with the pages as rendered.

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
