import { sql } from 'drizzle-orm';
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FirstEcommerceSolution } from '@/components/marketing/company/FirstEcommerceSolution';
import { WhoWeAre } from '@/components/marketing/company/WhoWeAre';
import { Advantages } from '@/components/marketing/contractors/Advantages';
import { ClaimsStrip, type MarketingFigures } from '@/components/marketing/contractors/ClaimsStrip';
import { BulkMaterialIntro, bulkMaterialSections } from '@/components/marketing/suppliers/BulkMaterialContent';
import { ConcreteIntro, concreteSections } from '@/components/marketing/suppliers/ConcreteContent';
import { DisposalBinsIntro, disposalBinsSections } from '@/components/marketing/suppliers/DisposalBinsContent';
import { HomeIntro, homeSections } from '@/components/marketing/suppliers/HomeContent';
import { SuppliersIntro, SuppliersOverview } from '@/components/marketing/suppliers/SuppliersOverview';
import { serviceRegions } from '@/server/services/catalogue/regions';

import { createTestApi, type TestApi } from '../support/api';

/**
 * The figures the marketing pages state (issue 36.4), against the database: the `marketingFigures`
 * query the pages read when rendered or revalidated answers what SQL counts in the seeded
 * catalogue, follows the data when it changes, and each page's copy, rendered with that answer,
 * states those numbers and no other count of suppliers (the old "10,000+").
 */

const FIGURES = `{ marketingFigures { suppliers countries cities aggregateCities products deliveries } }`;

let api: TestApi;

async function figuresOfApi(): Promise<MarketingFigures> {
  const answer = await api.gql<{ marketingFigures: MarketingFigures }>(FIGURES);
  expect(answer.errors).toBeUndefined();
  return answer.data!.marketingFigures;
}

/** The same figures, counted by SQL written here rather than by the service. */
async function figuresOfSql(): Promise<MarketingFigures> {
  const result = await api.db.execute(sql`
    with delivering as (
      select distinct area.city_id, product.type
      from supplier_service_areas area
      join products product on product.supplier_id = area.supplier_id and product.active
    )
    select
      (select count(*) from suppliers supplier
        where exists (select 1 from products p where p.supplier_id = supplier.id and p.active)) as suppliers,
      (select count(distinct city.country_id) from delivering join cities city on city.id = delivering.city_id)
        as countries,
      (select count(distinct city_id) from delivering) as cities,
      (select count(distinct city_id) from delivering where type = 'aggregates') as "aggregateCities",
      (select count(*) from products where active) as products,
      (select count(*) from orders where status in ('delivered', 'completed')) as deliveries`);
  const [row] = (result as { rows: Record<keyof MarketingFigures, string | number>[] }).rows;
  const figures: Record<string, number> = {};
  for (const [key, value] of Object.entries(row!)) figures[key] = Number(value);
  return figures as unknown as MarketingFigures;
}

/** A page's copy as text: its parts rendered as the page renders them (server components, no script). */
const text = (parts: React.ReactNode | React.ReactNode[]) =>
  renderToStaticMarkup(
    <>
      {(Array.isArray(parts) ? parts : [parts]).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api?.close());

describe('the marketing figures', () => {
  it('are what the database counts, and what the order flow delivers to', async () => {
    const figures = await figuresOfApi();
    expect(figures).toEqual(await figuresOfSql());
    expect(figures.suppliers).toBeGreaterThan(0);
    // A city counts only where the order flow offers something (not 'Coming soon').
    const delivering = (await serviceRegions(api.db))
      .flatMap((region) => region.cities)
      .filter((served) => served.productTypes.length > 0);
    expect(figures.cities).toBe(delivering.length);
  });

  it('follow the data: a supplier that stops selling, and a delivered order canceled, change them', async () => {
    const before = await figuresOfApi();
    expect(before.deliveries).toBeGreaterThan(0);
    await api.db.execute(sql`
      update products set active = false
      where supplier_id = (select supplier_id from products where active order by supplier_id limit 1)`);
    await api.db.execute(sql`
      update orders set status = 'canceled'
      where id = (select id from orders where status in ('delivered', 'completed') order by id limit 1)`);
    const after = await figuresOfApi();
    expect(after).toEqual(await figuresOfSql());
    expect(after.suppliers).toBe(before.suppliers - 1);
    expect(after.products).toBeLessThan(before.products);
    expect(after.deliveries).toBe(before.deliveries - 1);
  });

  it('are the numbers every marketing page states, and no page claims 10,000+ suppliers', async () => {
    const figures = await figuresOfApi();
    const reach = `${figures.countries} countries and ${figures.cities} cities`;
    const suppliers = `${figures.suppliers} suppliers`;
    const pages: Record<string, string> = {
      '/': text([<HomeIntro figures={figures} />, ...Object.values(homeSections(figures))]),
      '/suppliers': text([<SuppliersIntro figures={figures} />, <SuppliersOverview figures={figures} />]),
      '/suppliers/concrete': text([<ConcreteIntro figures={figures} />, ...Object.values(concreteSections(figures))]),
      '/suppliers/bulk_material': text([
        <BulkMaterialIntro figures={figures} />,
        ...Object.values(bulkMaterialSections(figures)),
      ]),
      '/suppliers/disposal_bins': text([
        <DisposalBinsIntro figures={figures} />,
        ...Object.values(disposalBinsSections(figures)),
      ]),
      '/contractors': text(<ClaimsStrip figures={figures} />),
      '/contractors/connect': text(<Advantages figures={figures} />),
      '/about': text([<FirstEcommerceSolution figures={figures} />, <WhoWeAre figures={figures} />]),
    };
    for (const [path, copy] of Object.entries(pages)) expect(copy, path).not.toMatch(/10,000|10 000|\d+\+ suppliers/);
    for (const path of [
      '/',
      '/suppliers',
      '/suppliers/concrete',
      '/suppliers/bulk_material',
      '/suppliers/disposal_bins',
    ]) {
      expect(pages[path], path).toContain(reach);
    }
    for (const path of [
      '/',
      '/suppliers',
      '/suppliers/concrete',
      '/suppliers/disposal_bins',
      '/contractors',
      '/about',
    ]) {
      expect(pages[path], path).toContain(suppliers);
    }
    expect(pages['/contractors']).toContain(
      `${figures.countries} countries and ${figures.cities} cities with delivery`,
    );
    expect(pages['/contractors']).toContain(`delivery windows for aggregates in ${figures.aggregateCities} cities`);
    expect(pages['/contractors']).toContain(`${figures.products} products to order online`);
    expect(pages['/suppliers/bulk_material']).toContain(`in the ${figures.aggregateCities} cities with aggregates`);
    expect(pages['/contractors/connect']).toContain(
      `in ${figures.cities} cities across ${figures.countries} countries`,
    );
    expect(pages['/about']).toContain(`${figures.cities} cities across ${figures.countries} countries`);
  });
});
