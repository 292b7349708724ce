import type { Page } from '@playwright/test';

import { CARD_CHARGE_HOURS_BEFORE_DELIVERY, MARKETING_CLAIMS, TRUCK_SPACING_MINUTES } from '@/lib/constants';
import { type MarketingRoute, routes, supplierMenu } from '@/lib/routes';

import { expect, notDesktop, SAME_AT_EVERY_WIDTH, test } from './fixtures';
import { gql } from './session';

/** The supplier pages and the calls to action each one offers, with the product's own page each leads to. */
const supplierPages: { route: MarketingRoute; actions: { name: string; href: string }[] }[] = [
  routes.home,
  routes.concrete,
  routes.bulkMaterial,
  routes.disposalBins,
].map((route) => ({
  route,
  actions: [
    { name: 'Schedule a demo', href: routes.bookDemo.path },
    { name: 'Contact sales', href: routes.bookDemo.path },
    // How a supplier's storefront installs as its own app.
    { name: 'See the app', href: `${routes.appDownload.path}#storefrontApps` },
  ],
}));
supplierPages.push({
  route: routes.suppliers,
  actions: [
    { name: 'Schedule a demo', href: routes.bookDemo.path },
    { name: 'Contact sales', href: routes.bookDemo.path },
  ],
});

async function expectEveryImageDescribed(page: Page) {
  const main = page.getByRole('main');
  // Lazy illustrations below the fold: bring each into view so it is fetched.
  for (const image of await main.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    const hidden = (await image.getAttribute('aria-hidden')) === 'true';
    if (!hidden) expect((await image.getAttribute('alt'))?.trim(), 'an image without alt text').toBeTruthy();
    // Width and height reserve the image's box before it loads: no layout shift.
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
  for (const svg of await main.locator('svg').all()) {
    const hidden = (await svg.getAttribute('aria-hidden')) === 'true';
    if (hidden) continue;
    expect(await svg.getAttribute('role')).toBe('img');
    expect(((await svg.getAttribute('aria-label')) ?? '').trim()).not.toBe('');
  }
}

for (const { route, actions } of supplierPages) {
  test.describe(`supplier page ${route.path}`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
    });

    test.describe('copy and links', () => {
      test.skip(notDesktop, SAME_AT_EVERY_WIDTH);

      test('every anchor section has a heading and real copy', async ({ page }) => {
        for (const anchor of route.anchors) {
          const section = page.locator(`section#${anchor.id}`);
          await expect(section.getByRole('heading', { level: 2, name: anchor.label })).toBeVisible();
          const paragraphs = await section.locator('p').allInnerTexts();
          expect(
            paragraphs.some((text) => text.trim().split(/\s+/).length >= 12),
            `#${anchor.id} has a paragraph of copy`,
          ).toBe(true);
        }
      });

      test('"Start selling" leads to /request-info', async ({ page }) => {
        const startSelling = page.getByRole('main').getByRole('link', { name: 'Start selling', exact: true });
        expect(await startSelling.count()).toBeGreaterThan(0);
        for (const link of await startSelling.all()) {
          await expect(link).toHaveAttribute('href', routes.requestInfo.path);
        }
        await startSelling.first().click();
        await expect(page).toHaveURL(/\/request-info$/);
        await expect(page.getByRole('heading', { level: 1, name: routes.requestInfo.title })).toBeVisible();
      });

      test("the demo and app calls to action lead to the product's own pages, in the same tab", async ({ page }) => {
        const main = page.getByRole('main');
        for (const action of actions) {
          const links = main.getByRole('link', { name: action.name });
          expect(await links.count(), `a "${action.name}" link`).toBeGreaterThan(0);
          for (const link of await links.all()) {
            await expect(link).toHaveAttribute('href', action.href);
            await expect(link).not.toHaveAttribute('target', '_blank');
          }
        }
      });
    });

    test('every image has alt text or is hidden, and loads without shifting the layout', async ({ page }) => {
      await expectEveryImageDescribed(page);
    });

    test('the content fits the viewport without sideways scrolling', async ({ page }) => {
      const overflow = await page
        .getByRole('main')
        .evaluate((main) => Math.max(main.scrollWidth, document.documentElement.scrollWidth) - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('supplier page copy states the spec figures', () => {
  test.skip(notDesktop, SAME_AT_EVERY_WIDTH);
  test('the landing states the platform claims', async ({ page, request }) => {
    // The counted ones as the API counts them (the seed's catalogue, which no other test changes).
    const answer = await gql<{ marketingFigures: { suppliers: number; countries: number; cities: number } }>(
      request,
      '{ marketingFigures { suppliers countries cities } }',
    );
    const figures = answer.data!.marketingFigures;
    await page.goto(routes.home.path);
    const main = page.getByRole('main');
    await expect(main).toContainText(`${figures.countries} countries and ${figures.cities} cities`);
    await expect(main).toContainText(`${figures.suppliers} suppliers`);
    await expect(main).toContainText(`${MARKETING_CLAIMS.fewerPhoneCallsPercent}% fewer phone calls`);
    await expect(main).toContainText(`${MARKETING_CLAIMS.creditTermDays}-day terms`);
  });

  test('the concrete pour schedule offers every truck spacing and says when the card is charged', async ({ page }) => {
    await page.goto(routes.concrete.path);
    const schedule = page.getByRole('list', { name: 'Time between trucks' });
    await expect(schedule.getByRole('listitem')).toHaveCount(TRUCK_SPACING_MINUTES.length);
    for (const minutes of TRUCK_SPACING_MINUTES) {
      await expect(schedule).toContainText(minutes === 0 ? 'All at once' : `Every ${minutes} min`);
    }
    await expect(page.locator('#sellingConcreteOnline')).toContainText(
      `${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before the first truck`,
    );
  });

  test('bulk material is sold in delivery windows of the claimed length', async ({ page }) => {
    await page.goto(routes.bulkMaterial.path);
    const windows = page.locator('#deliveryWindows');
    await expect(windows).toContainText(`${MARKETING_CLAIMS.aggregateDeliveryWindowHours}-hour windows`);
    // The board's first window opens at 7:00 a.m. and lasts exactly the claimed number of hours.
    const closing = 7 + MARKETING_CLAIMS.aggregateDeliveryWindowHours;
    const closingLabel = `${closing % 12 === 0 ? 12 : closing % 12}:00 ${closing < 12 ? 'a.m.' : 'p.m.'}`;
    await expect(windows.getByRole('listitem').filter({ hasText: /^7:00 a\.m\./ })).toContainText(
      `7:00 a.m. – ${closingLabel}`,
    );
  });

  test('the disposal bins page compares the bin sizes', async ({ page }) => {
    await page.goto(routes.disposalBins.path);
    const table = page.getByRole('table', { name: /bin sizes/i });
    for (const yards of [10, 14, 20, 40]) {
      await expect(table.getByRole('rowheader', { name: `${yards}-yard` })).toBeVisible();
    }
  });
});

test.describe('suppliers overview', () => {
  test.skip(notDesktop, SAME_AT_EVERY_WIDTH);
  test('cards lead to each supplier industry page', async ({ page }) => {
    await page.goto(routes.suppliers.path);
    const industries = page.locator('section#industries');
    for (const option of supplierMenu) {
      await expect(industries.getByRole('link', { name: option.label, exact: true })).toHaveAttribute(
        'href',
        option.url,
      );
    }
    await industries.getByRole('link', { name: 'Concrete', exact: true }).click();
    await expect(page).toHaveURL(/\/suppliers\/concrete$/);
    await expect(page.getByRole('heading', { level: 1, name: routes.concrete.title })).toBeVisible();
  });

  test('"How it works" walks through the four steps in order', async ({ page }) => {
    await page.goto(routes.suppliers.path);
    const section = page.getByRole('region', { name: 'How it works' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Request info',
      'We set up your storefront',
      'Add the buy-now button',
      'Take orders and get paid',
    ]);
  });
});
