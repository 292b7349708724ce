import type { Locator } from '@playwright/test';

import { routes } from '../lib/routes';
import { offices } from '../server/seed/data/places';

import { expect, test } from './fixtures';
import { networkSettled } from './network';

// The spec's footer links, with its two defects fixed: the empty supplier link goes to the
// building-materials landing, the second /contractors/order link to that page's suppliers section.
const specFooterLinks = [
  routes.concrete.path,
  routes.bulkMaterial.path,
  routes.home.path,
  routes.disposalBins.path,
  routes.order.path,
  `${routes.order.path}#contractorsSuppliers`,
  routes.connect.path,
  routes.career.path,
  `${routes.about.path}#whoWeAre`,
];

const hrefsOf = (links: Locator) => links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href') ?? ''));

test.describe('footer', () => {
  test('has the spec links, each distinct, and every internal link resolves', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');

    const navLinks = await hrefsOf(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link'));
    expect(navLinks).toEqual(specFooterLinks);
    expect(new Set(navLinks).size).toBe(navLinks.length);

    const internal = [...new Set(await hrefsOf(footer.locator('a[href^="/"]')))];
    expect(internal.length).toBeGreaterThanOrEqual(specFooterLinks.length + 4); // + the legal pages
    for (const href of internal) {
      const [path = '/', anchor] = href.split('#');
      const response = await request.get(path);
      expect(response.status(), `${href} answers`).toBe(200);
      if (anchor) {
        await page.goto(href);
        await expect(page.locator(`[id="${anchor}"]`), `${href} has its section`).toHaveCount(1);
      }
    }
  });

  test('an anchor link takes you to its section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Who we are' }).click();
    await expect(page).toHaveURL(/\/about#whoWeAre$/);
    await expect(page.locator('#whoWeAre')).toBeInViewport();
  });

  test('external links open in a new tab without handing over the page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const network of ['Twitter', 'Facebook', 'LinkedIn', 'Instagram']) {
      const link = footer.getByRole('link', { name: `BuildMarket on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const external = footer.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(4);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
  });

  test('shows the three offices with their addresses', async ({ page }) => {
    await page.goto('/');
    const officeList = page.getByRole('region', { name: 'Our offices' });
    await expect(officeList.getByRole('listitem')).toHaveCount(3);
    for (const office of offices) {
      await expect(officeList.getByRole('heading', { name: office.location })).toBeVisible();
      await expect(officeList.getByText(office.address)).toBeVisible();
    }
  });

  for (const { layout, width } of [
    { layout: 'mobile', width: 390 },
    { layout: 'tablet', width: 900 },
    { layout: 'desktop', width: 1280 },
  ]) {
    test(`${layout} layout (${width}px) shows every part of the footer`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();

      const nav = footer.getByRole('navigation', { name: 'Footer' });
      for (const title of ['Suppliers', 'Contractors', 'About us']) {
        await expect(nav.getByRole('heading', { name: title })).toBeVisible();
      }
      for (const href of specFooterLinks) await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
      const brand = footer.getByRole('link', { name: 'BuildMarket home' });
      await expect(brand).toBeVisible();
      await expect(footer.getByText('The marketplace for concrete')).toBeVisible();
      const form = footer.getByRole('form', { name: 'Get in touch' });
      await expect(form.getByLabel('Full name')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send message' })).toBeVisible();
      for (const office of offices) await expect(footer.getByText(office.address)).toBeVisible();
      await expect(footer.getByRole('list', { name: 'Legal' })).toBeVisible();

      // Nothing overflows the viewport sideways.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);

      // The arrangement: desktop side by side, tablet two columns, mobile one.
      const [navBox, formBox, brandBox] = await Promise.all([
        nav.boundingBox(),
        form.boundingBox(),
        brand.boundingBox(),
      ]);
      if (!navBox || !formBox || !brandBox) throw new Error('footer parts have no box');
      if (layout === 'mobile') {
        expect(formBox.y).toBeGreaterThanOrEqual(navBox.y + navBox.height);
        expect(Math.abs(formBox.x - navBox.x)).toBeLessThan(2);
      } else if (layout === 'tablet') {
        expect(navBox.y).toBeGreaterThan(brandBox.y);
        expect(formBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width);
      } else {
        expect(navBox.x).toBeGreaterThan(brandBox.x + brandBox.width);
        expect(formBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width);
      }
    });
  }

  test('the contact form’s code waits for the visitor to scroll towards it, and its arrival moves nothing', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const state = window as unknown as { footerShift: number };
      state.footerShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) state.footerShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Hold every script the page's HTML does not name (the form's chunk among them) to see the placeholder.
    const html = await (await request.get('/')).text();
    const firstLoad = new Set(Array.from(html.matchAll(/static\/chunks\/[^"'\\\s?]+/g), (match) => match[0]));
    const asked: string[] = [];
    // Scripts beyond the page's own are noted, and held once the page has settled.
    let holding = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^.*?(static\/chunks\/)/, '$1');
      if (!firstLoad.has(path)) {
        asked.push(path);
        if (holding) await held;
      }
      await route.continue();
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const form = footer.getByRole('form', { name: 'Get in touch' });
    await expect(form.getByLabel('Full name')).toBeAttached();
    await networkSettled(page);
    // Loaded, settled, nobody scrolled: the form is still the placeholder. (Scripts of linked pages
    // the router prefetched may have come; the form's is asked for only now.)
    await expect(form).toHaveAttribute('data-state', 'loading');
    const askedBeforeScroll = asked.length;
    holding = true;

    // The visitor scrolls down the page: the form's code is asked for before they reach it.
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => asked.length).toBeGreaterThan(askedBeforeScroll);
    // At the bottom, the scroll over, before measuring where things are.
    await expect
      .poll(() =>
        page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
      )
      .toBe(true);
    const offices = footer.getByRole('region', { name: 'Our offices' });
    const before = { form: await form.boundingBox(), offices: await offices.boundingBox() };
    const shiftBefore = await page.evaluate(() => (window as unknown as { footerShift: number }).footerShift);

    release();
    await expect(form).toHaveAttribute('data-state', 'ready');
    const after = { form: await form.boundingBox(), offices: await offices.boundingBox() };
    expect(after).toEqual(before);
    const shiftAfter = await page.evaluate(() => (window as unknown as { footerShift: number }).footerShift);
    expect(shiftAfter - shiftBefore).toBe(0);
  });
});
