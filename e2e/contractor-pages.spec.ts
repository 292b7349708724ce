import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { MARKETING_CLAIMS } from '@/lib/constants';
import { publicEnv } from '@/lib/env';
import { routes, type MarketingRoute } from '@/lib/routes';

import { expect, notDesktop, SAME_AT_EVERY_WIDTH, test } from './fixtures';

/** Asks the running product's API, the same data the pages were rendered from. */
async function gql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/api/gql', { data: { query } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

// The names contractors see for the API's product types (the wording).
const productTypeLabels: Record<string, string> = {
  readyMix: 'Ready-mix concrete',
  aggregates: 'Aggregates',
  volumetric: 'Volumetric concrete',
  rentals: 'Disposal bins',
};

const count = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

interface SupplierData {
  suppliers: {
    values: {
      name: string;
      rating: number;
      ratingCount: number;
      productTypes: string[];
      homeCity: { name: string; regionCode: string };
    }[];
    count: number;
  };
}

interface PartnerData {
  partners: { values: { id: string; name: string; logo: string }[] };
}

/** Scrolls a lazily loaded image into view and waits until its file has loaded. */
async function expectLoaded(page: Page, src: string) {
  const image = page.locator(`main img[src="${src}"]`).first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

test.describe('/contractors/order', () => {
  test.skip(notDesktop, SAME_AT_EVERY_WIDTH);

  test('shows a card for each supplier the API lists, with location, rating, products and an order link', async ({
    page,
    request,
  }) => {
    const { suppliers } = await gql<SupplierData>(
      request,
      '{ suppliers(skip: 0, limit: 12) { values { name rating ratingCount productTypes homeCity { name regionCode } } count } }',
    );
    expect(suppliers.values.length).toBeGreaterThan(0);

    await page.goto(routes.order.path);
    const section = page.locator('section#shopBySupplier');
    await expect(section.getByRole('article')).toHaveCount(suppliers.values.length);

    for (const supplier of suppliers.values) {
      const card = section
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 3, name: supplier.name, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(`${supplier.homeCity.name}, ${supplier.homeCity.regionCode}`);
      await expect(card).toContainText(
        `${supplier.rating.toFixed(1)} out of 5 (${count(supplier.ratingCount, 'rating')})`,
      );
      const chips = card.getByRole('list', { name: `Products from ${supplier.name}` }).getByRole('listitem');
      await expect(chips).toHaveText(
        supplier.productTypes.map((type) => productTypeLabels[type] ?? type),
        {
          useInnerText: true,
        },
      );
      const order = card.getByRole('link', { name: `Order from ${supplier.name}` });
      await expect(order).toHaveAttribute('href', publicEnv.orderAppUrl);
      await expect(order).toHaveAttribute('target', '_blank');
    }
  });

  test('shows the four product categories from the API with their supplier and product counts', async ({
    page,
    request,
  }) => {
    const { productCategories } = await gql<{
      productCategories: { type: string; supplierCount: number; productCount: number }[];
    }>(request, '{ productCategories { type supplierCount productCount } }');
    expect(productCategories).toHaveLength(4);

    await page.goto(routes.order.path);
    const section = page.locator('section#shopByProductCategories');
    await expect(section.getByRole('article')).toHaveCount(4);
    for (const category of productCategories) {
      const label = productTypeLabels[category.type] ?? category.type;
      const card = section
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(count(category.supplierCount, 'supplier'));
      await expect(card).toContainText(count(category.productCount, 'product'));
      await expect(card.getByRole('link')).toHaveAttribute('href', publicEnv.orderAppUrl);
    }
  });

  test('supplier logos load and suppliers without one get an initials badge', async ({ page, request }) => {
    const { suppliers } = await gql<{ suppliers: { values: { name: string; logo: string | null }[] } }>(
      request,
      '{ suppliers(skip: 0, limit: 12) { values { name logo } } }',
    );
    await page.goto(routes.order.path);
    const section = page.locator('section#shopBySupplier');
    for (const supplier of suppliers.values) {
      const card = section
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 3, name: supplier.name, exact: true }) });
      // The card's images but its rating's rows of stars.
      const logo = card.locator('img:not([src^="/images/rating-stars-"])');
      if (supplier.logo) {
        await expect(logo).toHaveAttribute('src', supplier.logo);
        await expectLoaded(page, supplier.logo);
      } else {
        await expect(logo).toHaveCount(0);
        await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(/^[A-Z0-9]{1,2}$/);
      }
    }
  });
});

test.describe('/contractors/connect', () => {
  test.skip(notDesktop, SAME_AT_EVERY_WIDTH);

  test("shows every visible partner's logo and none of the hidden partners", async ({ page, request }) => {
    const visible = await gql<PartnerData>(
      request,
      '{ partners(filter: { visibleOnly: true }) { values { id name logo } } }',
    );
    const all = await gql<PartnerData>(request, '{ partners { values { id name logo } } }');
    const visibleIds = new Set(visible.partners.values.map((partner) => partner.id));
    const hidden = all.partners.values.filter((partner) => !visibleIds.has(partner.id));
    expect(visible.partners.values.length).toBeGreaterThan(0);
    expect(hidden.length).toBeGreaterThan(0);

    await page.goto(routes.connect.path);
    const main = page.getByRole('main');
    for (const partner of visible.partners.values) {
      const logo = main.getByRole('img', { name: partner.name, exact: true });
      await expect(logo).toHaveCount(1);
      await expect(logo).toHaveAttribute('src', partner.logo);
      await expectLoaded(page, partner.logo);
      // Partner tiles are 130 × 80 (spec section 9).
      const tile = await logo.locator('xpath=..').boundingBox();
      expect(tile && [Math.round(tile.width), Math.round(tile.height)]).toEqual([130, 80]);
    }
    for (const partner of hidden) {
      await expect(main.locator(`img[src="${partner.logo}"]`)).toHaveCount(0);
      await expect(main.getByRole('img', { name: partner.name })).toHaveCount(0);
    }
    await expect(page.locator('section#ourSuppliers').getByRole('img').first()).toBeVisible();
  });

  test("the app preview shows the phone mock-up and links to the app's install page", async ({ page }) => {
    await page.goto(routes.connect.path);
    const section = page.locator('section#appPreview');
    await expect(section.getByRole('img', { name: /BuildMarket app on a phone/ })).toBeVisible();
    await expectLoaded(page, '/illustrations/contractors/app-preview.svg');
    const link = section.getByRole('link', { name: 'See the app' });
    await expect(link).toHaveAttribute('href', routes.appDownload.path);
  });

  test('the advantages name what contractors get, with the 120-day terms', async ({ page }) => {
    await page.goto(routes.connect.path);
    const section = page.locator('section#advantages');
    for (const title of [
      'One account',
      'Many suppliers',
      'Chat with dispatch',
      'Ratings',
      'Credit accounts',
      'Buy now, pay later',
      'Real-time delivery tracking',
    ]) {
      await expect(section.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(section).toContainText(`${MARKETING_CLAIMS.creditTermDays}-day terms`);
  });
});

test.describe('other contractor-facing pages', () => {
  test.skip(notDesktop, SAME_AT_EVERY_WIDTH);

  test('/career shows as many open positions as the API counts', async ({ page, request }) => {
    const { jobs } = await gql<{ jobs: { count: number } }>(request, '{ jobs(skip: 0, limit: 1) { count } }');
    expect(jobs.count).toBeGreaterThan(0);
    await page.goto(routes.career.path);
    const region = page.getByRole('region', { name: 'Open positions' });
    await expect(region).toHaveAttribute('id', 'openPositions');
    await expect(region).toContainText(count(jobs.count, 'open position'));
  });

  test('/contractors leads to its two pages and explains how it works', async ({ page, request }) => {
    const { marketingFigures } = await gql<{ marketingFigures: { suppliers: number } }>(
      request,
      '{ marketingFigures { suppliers } }',
    );
    await page.goto(routes.contractors.path);
    await expect(page.getByRole('heading', { level: 1, name: routes.contractors.title })).toBeVisible();
    const steps = page.locator('section#howItWorks').getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.last()).toContainText(`${MARKETING_CLAIMS.creditTermDays}-day terms`);
    await expect(page.getByRole('main')).toContainText(`${marketingFigures.suppliers} suppliers`);

    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Order materials', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.order.path}$`));
    await page.goBack();
    await main.getByRole('link', { name: 'Connect with suppliers', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.connect.path}$`));
  });

  test('/request-info has the partner form with email and demo links beside it', async ({ page }) => {
    await page.goto(routes.requestInfo.path);
    await expect(page.getByRole('heading', { level: 1, name: routes.requestInfo.title })).toBeVisible();
    const section = page.getByRole('region', { name: 'Tell us about your business' });
    await expect(section).toHaveAttribute('id', 'partnerForm');
    await expect(section.getByRole('link', { name: publicEnv.companyEmail })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${publicEnv.companyEmail.replace(/[.]/g, '\\.')}`),
    );
    const demo = section.getByRole('link', { name: 'Schedule a demo' });
    await expect(demo).toHaveAttribute('href', routes.bookDemo.path);
    await expect(page.locator('section#whatHappensNext')).toContainText('within one business day');
  });
});

const pages: { route: MarketingRoute; extraSections: string[] }[] = [
  { route: routes.contractors, extraSections: ['contractorPages', 'howItWorks', 'inNumbers'] },
  { route: routes.order, extraSections: ['deliveryArea', 'volumePricing'] },
  { route: routes.connect, extraSections: [] },
  { route: routes.about, extraSections: [] },
  { route: routes.career, extraSections: [] },
  { route: routes.requestInfo, extraSections: ['whatHappensNext', 'whatYouGet', 'partnerForm'] },
];

for (const { route, extraSections } of pages) {
  test(`${route.path}: every section has content, external links open safely in a new tab, axe finds nothing`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);

    const ids = [...route.anchors.map((anchor) => anchor.id), ...extraSections];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      // More than its heading: at least a paragraph, list item or image of its own on show (a
      // closed dialog's text, such as the partner form's thank-you, does not count).
      await expect(section.locator('p, li, img').filter({ visible: true }).first()).toBeVisible();
    }

    const links = await page
      .getByRole('main')
      .locator('a[href]')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: (anchor as HTMLAnchorElement).href,
          target: anchor.getAttribute('target'),
          rel: anchor.getAttribute('rel') ?? '',
        })),
      );
    const origin = new URL(page.url()).origin;
    const external = links.filter((link) => /^https?:/.test(link.href) && new URL(link.href).origin !== origin);
    for (const link of [...external, ...links.filter((candidate) => candidate.target === '_blank')]) {
      expect(link.target, link.href).toBe('_blank');
      expect(link.rel.split(/\s+/), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }

    // The page's own content (header and footer have their own checks) has no accessibility violations.
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
