import type { Page } from '@playwright/test';

import { routes } from '@/lib/routes';

import { expect, test } from './fixtures';

// Colours of styles/_tokens.scss as the browser reports them.
const brand = 'rgb(194, 65, 12)';
const brandStrong = 'rgb(154, 52, 18)';
const ink = 'rgb(20, 24, 31)';

const isDesktop = () => test.info().project.name === 'desktop';
const banner = (page: Page) => page.getByRole('banner');

test.describe('desktop header', () => {
  test.beforeEach(() => {
    test.skip(!isDesktop(), 'the desktop nav shows from 980px wide');
  });

  test('a dropdown opens on click and closes on a click outside it', async ({ page }) => {
    await page.goto(routes.about.path);
    const button = banner(page).getByRole('button', { name: 'Suppliers' });
    const list = banner(page).getByRole('list', { name: 'Suppliers' });
    await expect(list).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText([
      'Concrete',
      'Bulk material',
      'Building materials',
      'Disposal bins',
      'All supplier solutions',
    ]);

    await page.mouse.click(1200, 700);
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown works by keyboard and Escape gives focus back to its button', async ({ page }) => {
    await page.goto(routes.about.path);
    const button = banner(page).getByRole('button', { name: 'Contractors' });
    const list = banner(page).getByRole('list', { name: 'Contractors' });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await expect(list.getByRole('link', { name: 'Order' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Connect' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(list.getByRole('link', { name: 'All contractor features' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(list.getByRole('link', { name: 'Order' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('link', { name: 'All contractor features' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown opens it as well; Space too.
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Order' })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    await expect(list.getByRole('link', { name: 'Order' })).toBeFocused();

    // Choosing an item by keyboard follows it and closes the list.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contractors\/connect$/);
    await expect(list).toBeHidden();
  });

  test('the current page and its dropdown are highlighted', async ({ page }) => {
    await page.goto(routes.concrete.path);
    const suppliers = banner(page).getByRole('button', { name: 'Suppliers' });
    await expect(suppliers).toHaveCSS('color', brand);
    await expect(banner(page).getByRole('button', { name: 'Contractors' })).toHaveCSS('color', ink);
    await expect(banner(page).getByRole('link', { name: 'About', exact: true })).toHaveCSS('color', ink);

    await suppliers.click();
    const list = banner(page).getByRole('list', { name: 'Suppliers' });
    const concrete = list.getByRole('link', { name: 'Concrete' });
    await expect(concrete).toHaveAttribute('aria-current', 'page');
    await expect(concrete).toHaveCSS('color', brandStrong);
    await expect(list.getByRole('link', { name: 'Bulk material' })).not.toHaveAttribute('aria-current');
    await expect(list.getByRole('link', { name: 'Bulk material' })).toHaveCSS('color', ink);

    // Choosing another item moves the highlight with the page.
    await list.getByRole('link', { name: 'Disposal bins' }).click();
    await expect(page).toHaveURL(/\/suppliers\/disposal_bins$/);
    await expect(list).toBeHidden();
    await suppliers.click();
    await expect(list.getByRole('link', { name: 'Disposal bins' })).toHaveAttribute('aria-current', 'page');
    await expect(concrete).not.toHaveAttribute('aria-current');
  });

  test('the action buttons: start selling and order now in a new tab', async ({ page }) => {
    await page.goto(routes.about.path);
    const order = banner(page).getByRole('link', { name: /Order now/ });
    await expect(order).toHaveAttribute('target', '_blank');
    await expect(order).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(order).toHaveCSS('background-color', brand);
    const popup = page.waitForEvent('popup');
    await order.click();
    const orderApp = await popup;
    await expect(orderApp).toHaveURL(/\/app\/order/);
    await orderApp.close();

    await banner(page).getByRole('link', { name: 'Start selling' }).click();
    await expect(page).toHaveURL(/\/request-info$/);
  });

  test('the side drawer shows the anchors of the hovered or focused page', async ({ page }) => {
    await page.goto(routes.home.path);
    const toggle = banner(page).getByRole('button', { name: 'Open sections' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Sections' });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const sectionsOf = (title: string) => drawer.getByRole('list', { name: `${title}: sections` });
    // It opens on the sections of the page being read.
    await expect(sectionsOf(routes.home.title)).toBeVisible();

    await drawer.getByRole('link', { name: routes.concrete.title }).hover();
    await expect(sectionsOf(routes.home.title)).toBeHidden();
    const concreteSections = sectionsOf(routes.concrete.title);
    await expect(concreteSections.getByRole('link')).toHaveText(routes.concrete.anchors.map((anchor) => anchor.label));
    await expect(concreteSections.getByRole('link', { name: 'Selling concrete online' })).toHaveAttribute(
      'href',
      '/suppliers/concrete#sellingConcreteOnline',
    );

    // By keyboard: a page's sections come right after it, then the next page.
    await drawer.getByRole('link', { name: routes.order.title }).focus();
    await expect(sectionsOf(routes.order.title)).toBeVisible();
    await expect(sectionsOf(routes.concrete.title)).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(sectionsOf(routes.order.title).getByRole('link').first()).toBeFocused();
    for (let i = 1; i <= routes.order.anchors.length; i += 1) await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: routes.connect.title })).toBeFocused();
    await expect(sectionsOf(routes.connect.title)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the side drawer highlights the current page and section', async ({ page }) => {
    await page.goto(`${routes.about.path}#whoWeAre`);
    const toggle = banner(page).getByRole('button', { name: 'Open sections' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Sections' });
    const about = drawer.getByRole('link', { name: routes.about.title });
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(about).toHaveCSS('color', brandStrong);
    await expect(drawer.getByRole('link', { name: routes.home.title })).not.toHaveAttribute('aria-current');

    const aboutSections = drawer.getByRole('list', { name: `${routes.about.title}: sections` });
    await expect(aboutSections.getByRole('link', { name: 'Who we are' })).toHaveAttribute('aria-current', 'location');
    await expect(aboutSections.getByRole('link', { name: 'Our team' })).not.toHaveAttribute('aria-current');

    // Following a section closes the drawer; the highlight follows the new hash.
    await aboutSections.getByRole('link', { name: 'Our team' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/about#ourTeam$/);
    await toggle.click();
    await expect(aboutSections.getByRole('link', { name: 'Our team' })).toHaveAttribute('aria-current', 'location');
    await expect(aboutSections.getByRole('link', { name: 'Who we are' })).not.toHaveAttribute('aria-current');

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('mobile menu below 980px', () => {
  test.beforeEach(() => {
    test.skip(isDesktop(), 'the mobile menu replaces the desktop nav below 980px');
  });

  test('the desktop nav is hidden and the toggle opens the fullscreen menu', async ({ page }) => {
    await page.goto(routes.about.path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Open sections' })).toBeHidden();

    const toggle = banner(page).getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // It fills the viewport.
    const viewport = page.viewportSize();
    const box = await menu.boundingBox();
    expect(box?.width).toBeCloseTo(viewport?.width ?? 0, 0);
    expect(box?.height).toBeCloseTo(viewport?.height ?? 0, 0);

    for (const name of ['Concrete', 'Bulk material', 'Building materials', 'Disposal bins', 'Order', 'Connect']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Career' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Start selling' })).toHaveAttribute('href', routes.requestInfo.path);
    await expect(menu.getByRole('link', { name: /Order now/ })).toHaveAttribute('target', '_blank');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await page.goto(routes.about.path);
    const toggle = banner(page).getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Concrete' }).click();
    await expect(page).toHaveURL(/\/suppliers\/concrete$/);
    await expect(page.getByRole('heading', { level: 1, name: routes.concrete.title })).toBeVisible();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Concrete' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'About', exact: true })).not.toHaveAttribute('aria-current');
  });

  test('the menu closes by itself when the viewport grows to the desktop nav', async ({ page }) => {
    await page.goto(routes.career.path);
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The page is usable again: nothing left inert behind a closed modal.
    await banner(page).getByRole('button', { name: 'Suppliers' }).click();
    await expect(banner(page).getByRole('list', { name: 'Suppliers' })).toBeVisible();
  });
});
