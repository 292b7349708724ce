import sharp from 'sharp';

import { routes } from '@/lib/routes';
import type { StorefrontAppManifest } from '@/lib/storefront-app';

import { expectNoAxeViolations } from './axe';
import { expect, notDesktop, test } from './fixtures';
import { setBrandColour, signInDispatcher, startBrowserSession } from './session';

/**
 * A supplier's branded app: its storefront, installed. The storefront links its own manifest (the
 * supplier's name and colour, icons drawn from its logo at the sizes listed), registers a service
 * worker scoped to it, and shows its offline page when the network is gone; Get the app leads to
 * Install app and the steps for browsers that install from their menu. The supplier's workspace
 * shows the app as its customers will see it, and the link that installs it.
 */

// No other spec changes this supplier's logo or colour.
const SLUG = 'bay-city-ready-mix';
const STOREFRONT = `/s/${SLUG}`;

test.describe('a storefront’s branded app', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the storefront links its own manifest and icons, its worker installs, and offline it shows its offline page', async ({
    page,
    context,
    request,
  }) => {
    test.skip(notDesktop({ viewport: page.viewportSize() }), 'the manifest and the worker are the same at every width');
    await page.goto(STOREFRONT);
    await expect(page.getByRole('heading', { level: 1, name: 'Bay City Ready Mix' })).toBeVisible();

    // The supplier's manifest, not the marketplace's; its colour in the browser's bar.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `${STOREFRONT}/manifest.webmanifest`);
    const manifestAnswer = await request.get(`${STOREFRONT}/manifest.webmanifest`);
    expect(manifestAnswer.status()).toBe(200);
    const manifest = (await manifestAnswer.json()) as StorefrontAppManifest;
    expect(manifest).toMatchObject({
      name: 'Bay City Ready Mix',
      short_name: 'Bay City',
      start_url: STOREFRONT,
      scope: STOREFRONT,
      display: 'standalone',
    });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

    // Each icon is a PNG of the size the manifest lists, cached for good under its address.
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    for (const icon of manifest.icons) {
      const answer = await request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const decoded = await sharp(await answer.body()).metadata();
      expect(`${decoded.width}x${decoded.height}`).toBe(icon.sizes);
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(appleIcon).toMatch(new RegExp(`^${STOREFRONT}/app-icons/apple-touch-icon\\.png\\?v=[0-9a-f]{8}$`));
    expect((await sharp(await (await request.get(appleIcon!)).body()).metadata()).width).toBe(180);

    // The worker is registered for the storefront and takes the page over.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe(STOREFRONT);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The network goes: the storefront's own offline page, in its name, with a way back.
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByText('Bay City Ready Mix', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', STOREFRONT);
      // Its icon is inside it: offline, it asks for nothing the worker does not have.
      await expect
        .poll(() => page.locator('header img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(192);
      await expectNoAxeViolations(page, { what: 'the storefront’s offline page' });
    } finally {
      await context.setOffline(false);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bay City Ready Mix' })).toBeVisible();

    // The worker never answers with a page it or the browser kept: the supplier's new colour is on
    // the very next visit (in the page, the browser's bar and the manifest), each time.
    const manager = await signInDispatcher(request, { login: 'dispatch@bay.example', password: 'Dispatch2026!' });
    for (const colour of ['#7a1f5c', '#1f5c7a']) {
      await setBrandColour(request, manager.token, colour);
      const visit = await page.goto(STOREFRONT);
      expect(visit!.fromServiceWorker(), 'the worker answered the visit').toBe(true);
      expect(await visit!.text()).toContain(colour);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', colour);
      const changed = (await (await request.get(`${STOREFRONT}/manifest.webmanifest`)).json()) as StorefrontAppManifest;
      expect(changed.theme_color).toBe(colour);
    }
  });

  test('Get the app leads to Install app, which points to the menu’s steps where the browser offers no prompt', async ({
    page,
  }) => {
    await page.goto(STOREFRONT);
    await page.getByRole('link', { name: 'Get the app' }).click();
    await expect(page).toHaveURL(new RegExp(`${STOREFRONT}#app$`));
    const section = page.getByRole('region', { name: 'Get the Bay City Ready Mix app' });
    await expect(section).toBeInViewport();
    // Headless Chromium makes no install offer: the steps for the browser's menu are the way.
    await section.getByRole('button', { name: 'Install app' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'This browser installs apps from its own menu: follow the steps below.',
    );
    await expect(section.getByRole('heading', { name: 'Or install it from your browser’s menu' })).toBeFocused();
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page, { include: '#app', what: 'the storefront’s Get the app section' });
    // The header's link fits beside the name at every width.
    const header = await page.locator('header').boundingBox();
    const link = await page.getByRole('link', { name: 'Get the app' }).boundingBox();
    expect(link!.x + link!.width).toBeLessThanOrEqual(header!.x + header!.width);
  });

  test('See the app on a supplier page tells how a storefront installs as its own app', async ({ page }) => {
    test.skip(notDesktop({ viewport: page.viewportSize() }), 'the link is the same at every width');
    await page.goto(routes.concrete.path);
    await page.getByRole('main').getByRole('link', { name: 'See the app' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${routes.appDownload.path}#storefrontApps$`));
    const section = page.getByRole('region', { name: 'A supplier’s own app' });
    await expect(section).toBeInViewport();
    await expect(section).toContainText('choose Get the app, then Install app');
  });

  test('the supplier’s workspace shows its app: the icon, the name on the home screen, and the link that installs it', async ({
    page,
    request,
  }) => {
    test.skip(notDesktop({ viewport: page.viewportSize() }), 'the workspace section is the same at every width');
    await startBrowserSession(page, await signInDispatcher(request));
    await page.goto('/supplier/storefront');
    const section = page.getByRole('region', { name: 'Your app' });
    await expect(section).toBeVisible();
    const icon = section.getByRole('img', { name: 'NorthPeak Ready Mix app icon' });
    await expect(icon).toHaveAttribute('src', /^\/s\/northpeak-ready-mix\/app-icons\/icon-192\.png\?v=[0-9a-f]{8}$/);
    await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(192);
    await expect(section.getByText('NorthPeak', { exact: true })).toBeVisible();
    const install = section.getByRole('link', { name: /\/s\/northpeak-ready-mix#app$/ });
    await expect(install).toHaveAttribute('href', /\/s\/northpeak-ready-mix#app$/);
    await expectNoAxeViolations(page, { include: 'main', what: 'the workspace’s storefront page' });
  });
});
