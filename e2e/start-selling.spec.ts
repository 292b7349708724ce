import type { Locator, Page } from '@playwright/test';

import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';

import { expect, test } from './fixtures';
import { sentMails } from './outbox';

/** The message on a field's label line (spec: errors next to the label). */
function errorNextTo(form: Locator, label: string): Locator {
  return form
    .locator('label', { hasText: new RegExp(`^${label}`) })
    .locator('xpath=..')
    .locator('[id$="-error"]');
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function partnerForm(page: Page) {
  await page.goto(routes.requestInfo.path);
  await page.locator('section#partnerForm').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Partner form' });
  await expect(form).toBeVisible();
  // The interactive form loads when the visitor comes near it (a pointer over it, here): these
  // journeys are the interactive form's, so they wait for it to take over before typing.
  await form.hover();
  await expect(form).not.toHaveAttribute('aria-busy', 'true');
  return {
    form,
    companyName: form.getByLabel('Company name'),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone', { exact: true }),
    website: form.getByLabel(/^Website/),
    address: form.getByLabel('Address'),
    productType: form.getByLabel('Type of product'),
    quantity: form.getByLabel('Approximate quantity of unique products'),
    acceptance: form.getByRole('checkbox', { name: /offer 10% on MSRP/ }),
    submit: form.getByRole('button', { name: 'Send request' }),
  };
}

test.describe('request-info: the partner form', () => {
  test('shows the spec messages, then stores the request and confirms with the we-will-reach-you modal', async ({
    page,
  }) => {
    const ui = await partnerForm(page);
    await ui.submit.click();
    for (const label of ['Company name', 'Email', 'Phone', 'Address', 'Type of product']) {
      await expect(errorNextTo(ui.form, label)).toHaveText('Required');
    }
    await expect(errorNextTo(ui.form, 'Approximate quantity')).toHaveText('Required');
    await expect(ui.form.locator('[id$="acceptedTerms-error"]')).toHaveText('Required');
    await expect(page.getByRole('dialog')).toBeHidden();

    await ui.email.fill('sales@ridgeline');
    await ui.email.blur();
    await expect(errorNextTo(ui.form, 'Email')).toHaveText('Incorrect E-mail');
    await ui.website.fill('not a website');
    await ui.website.blur();
    await expect(errorNextTo(ui.form, 'Website')).toHaveText('Invalid URL');
    await ui.quantity.fill('0');
    await ui.quantity.blur();
    await expect(errorNextTo(ui.form, 'Approximate quantity')).toHaveText("Can't be less than 1");
    await expect(ui.form.getByRole('link', { name: /partner terms/ })).toHaveAttribute(
      'href',
      routes.partnerTerms.path,
    );

    await ui.companyName.fill('Ridgeline Aggregates');
    await ui.email.fill(`sales-${unique()}@ridgeline.example`);
    await ui.phone.fill('4165550199');
    await ui.website.fill('ridgeline.example');
    await ui.address.fill('12 Quarry Road, Milton, ON L9T 2X5');
    await ui.productType.selectOption('aggregates');
    await ui.quantity.fill('40');
    await ui.acceptance.check();
    await ui.submit.click();

    const modal = page.getByRole('dialog', { name: 'We will reach you' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('within one business day');
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();
    await expect(ui.companyName).toHaveValue('');
    await expect(ui.acceptance).not.toBeChecked();
  });

  test('the form comes with the page: its fields are in the HTML, not loaded when scrolled to', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(routes.requestInfo.path)).text();
    expect(html).toContain('aria-label="Partner form"');
    expect(html).toContain('Approximate quantity of unique products');
    expect(html).not.toContain('Loading the partner form');
    // Right after loading, far from the viewport, it already answers to the keyboard.
    await page.goto(routes.requestInfo.path);
    await expect(page.getByRole('form', { name: 'Partner form' }).getByLabel('Company name')).toBeAttached();
  });

  test('errors shown above never move the 10% checkbox; a refused submit takes focus to the first field at fault', async ({
    page,
  }) => {
    const ui = await partnerForm(page);
    const before = await ui.acceptance.boundingBox();
    // Every field but the checkbox left in error, one after the other, as someone tabbing through.
    await ui.email.fill('sales@ridgeline');
    await ui.quantity.fill('0');
    await ui.quantity.blur();
    await expect(errorNextTo(ui.form, 'Approximate quantity')).toHaveText("Can't be less than 1");
    expect(await ui.acceptance.boundingBox()).toEqual(before);

    await ui.submit.click();
    await expect(errorNextTo(ui.form, 'Company name')).toHaveText('Required');
    await expect(ui.form.locator('[id$="acceptedTerms-error"]')).toHaveText('Required');
    expect(await ui.acceptance.boundingBox()).toEqual(before);
    await expect(ui.companyName).toBeFocused();

    // With everything else right, the refused submit focuses the checkbox itself.
    await ui.companyName.fill('Ridgeline Aggregates');
    await ui.email.fill(`sales-${unique()}@ridgeline.example`);
    await ui.phone.fill('4165550199');
    await ui.address.fill('12 Quarry Road, Milton, ON L9T 2X5');
    await ui.productType.selectOption('aggregates');
    await ui.quantity.fill('40');
    await ui.submit.click();
    await expect(ui.acceptance).toBeFocused();
    await expect(ui.acceptance).toBeInViewport();
  });

  test.describe('when the network fails', () => {
    // The aborted request is logged by the browser; that is the point of this test.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('keeps everything typed and says why when the request cannot be sent', async ({ page }) => {
      const ui = await partnerForm(page);
      await ui.companyName.fill('Ridgeline Aggregates');
      await ui.email.fill(`sales-${unique()}@ridgeline.example`);
      await ui.phone.fill('4165550199');
      await ui.address.fill('12 Quarry Road, Milton, ON L9T 2X5');
      await ui.productType.selectOption('readyMix');
      await ui.quantity.fill('12');
      await ui.acceptance.check();
      await page.route('**/api/gql', (route) => route.abort(), { times: 1 });
      await ui.submit.click();
      await expect(ui.form.getByRole('alert')).toHaveText(/could not reach the server/);
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(ui.companyName).toHaveValue('Ridgeline Aggregates');
      await expect(ui.quantity).toHaveValue('12');
      await expect(ui.acceptance).toBeChecked();

      // The server's own answer goes next to the field, still losing nothing.
      await page.route(
        '**/api/gql',
        (route) =>
          route.fulfill({
            json: {
              data: null,
              errors: [
                {
                  message: 'website: Invalid URL',
                  extensions: { code: 'BAD_USER_INPUT', fields: { website: 'Invalid URL' } },
                },
              ],
            },
          }),
        { times: 1 },
      );
      await ui.submit.click();
      await expect(errorNextTo(ui.form, 'Website')).toHaveText('Invalid URL');
      await expect(ui.address).toHaveValue('12 Quarry Road, Milton, ON L9T 2X5');

      await ui.submit.click();
      await expect(page.getByRole('dialog', { name: 'We will reach you' })).toBeVisible();
    });
  });
});

test.describe('contractors/order: volume pricing and the delivery-area check', () => {
  test('subscribes an email to volume pricing', async ({ page }) => {
    await page.goto(routes.order.path);
    await page.locator('section#volumePricing').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Volume pricing' });
    const email = form.getByLabel('Email');
    await email.fill('buyer@keystone');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(errorNextTo(form, 'Email')).toHaveText('Incorrect E-mail');
    const address = `buyer-${unique()}@keystone.example`;
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form).toContainText(`volume pricing will reach ${address}`);
    await expect(email).toHaveValue('');
  });

  async function checkArea(page: Page, query: string, country = 'Canada') {
    await page.goto(routes.order.path);
    await page.locator('section#deliveryArea').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Check delivery area' });
    await form.getByLabel('Country').selectOption({ label: country });
    await form.getByLabel('City or postal code').fill(query);
    await form.getByRole('button', { name: 'Check' }).click();
    return form;
  }

  test('a served postal code answers with the region-available modal', async ({ page }) => {
    await checkArea(page, 'M5V 3L9');
    const modal = page.getByRole('dialog', { name: 'Region available' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('we deliver to Toronto, ON');
    await expect(modal.getByRole('link', { name: 'Order materials' })).toHaveAttribute('href', publicEnv.orderAppUrl);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('an unserved city answers coming soon and takes an email to tell', async ({ page }) => {
    const form = await checkArea(page, 'Winnipeg');
    const modal = page.getByRole('dialog', { name: 'Coming soon' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('We do not deliver to Winnipeg yet');
    const email = modal.getByLabel('Email me when you deliver here');
    await modal.getByRole('button', { name: 'Notify me' }).click();
    await expect(errorNextTo(modal, 'Email me')).toHaveText('Required');
    await email.fill(`site-${unique()}@keystone.example`);
    await modal.getByRole('button', { name: 'Notify me' }).click();
    await expect(modal.getByRole('status')).toHaveText(/We will email you as soon as we deliver there/);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(form.getByLabel('City or postal code')).toHaveValue('Winnipeg');
  });

  test('a postal code in the wrong format is refused before asking', async ({ page }) => {
    const form = await checkArea(page, '12345');
    await expect(errorNextTo(form, 'City or postal code')).toHaveText('Invalid');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

/** Stops Chromium's own install prompt, so each test decides whether the browser offers one. */
async function withoutBrowserInstallPrompt(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (!(event as Event & { fromTest?: boolean }).fromTest) event.stopImmediatePropagation();
      },
      true,
    );
  });
}

test('app download: without an install prompt, the button opens the install steps and a link to the app', async ({
  page,
}) => {
  await withoutBrowserInstallPrompt(page);
  await page.goto(routes.appDownload.path);
  await expect(page.getByRole('heading', { level: 1, name: routes.appDownload.title })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app.webmanifest');
  const guide = page.getByRole('region', { name: 'Android install guide' });
  await expect(guide.getByRole('listitem')).toHaveCount(4);
  // No store listing or installer to fetch: the page links nowhere else to download from.
  await expect(page.getByRole('main').locator('a[href^="http"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Download for Android' }).click();
  const modal = page.getByRole('dialog', { name: 'Install the app' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await expect(modal.getByRole('link', { name: 'Open the app in this browser' })).toHaveAttribute('href', '/app');
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toBeHidden();

  const manifest = await page.request.get('/app.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ start_url: '/app', display: 'standalone' });
});

test('app download: where the browser offers to install, the button asks it to', async ({ page }) => {
  await withoutBrowserInstallPrompt(page);
  await page.goto(routes.appDownload.path);
  await expect(async () => {
    // A click that came before the offer was heard opened the steps: close them and offer again.
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    // The browser's offer, as Chromium makes it once the page qualifies (the button listens after hydration).
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        fromTest: true,
        prompt: () => {
          (window as Window & { promptShown?: boolean }).promptShown = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Download for Android' }).click();
    expect(await page.evaluate(() => (window as Window & { promptShown?: boolean }).promptShown)).toBe(true);
  }).toPass();
  await expect(page.getByRole('status').filter({ hasText: 'The app is installed' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test.describe('book a demo', () => {
  test('"Schedule a demo" leads to a demo request that reaches sales and is acknowledged by mail', async ({ page }) => {
    await page.goto(routes.concrete.path);
    await page.getByRole('main').getByRole('link', { name: 'Schedule a demo' }).first().click();
    await expect(page).toHaveURL(/\/book-demo$/);
    await expect(page.getByRole('heading', { level: 1, name: routes.bookDemo.title })).toBeVisible();

    const form = page.getByRole('form', { name: 'Demo request' });
    // The form's code loads when the visitor reaches it (here: focuses it); the button answers once
    // the interactive form has replaced the server-rendered one.
    await form.getByLabel('Full name').focus();
    await expect(form.getByRole('button', { name: 'Request a demo' })).toBeEnabled();
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await expect(form.getByText('Required', { exact: true })).toHaveCount(5);
    await form.getByLabel('Work email').fill('sam@granite');
    await form.getByLabel('Work email').blur();
    await expect(form.getByText('Incorrect E-mail')).toBeVisible();

    const email = `sam.${Date.now()}@granite-dealers.example`;
    await form.getByLabel('Full name').fill('Sam Okafor');
    await form.getByLabel('Work email').fill(email);
    await form.getByLabel('Company').fill('Granite Dealers');
    await form.getByLabel('What you sell').fill('Stone, pavers and landscape supplies');
    await form.getByLabel('When suits you').fill('Weekday afternoons.');
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your demo request is on its way' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);

    await expect
      .poll(() => sentMails().map((mail) => mail.subject + ' → ' + mail.to))
      .toEqual(
        expect.arrayContaining([
          'Demo request from Sam Okafor → hello@buildmarket.example',
          `We received your demo request → ${email}`,
        ]),
      );
  });
});
