import type { Locator, Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SEND_MAIL = '**/landing/send_mail';

/** The footer's form, scrolled into view and interactive (its code loads when the visitor scrolls to it). */
async function openContactForm(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Get in touch' });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-state', 'ready');
  return {
    form,
    fullName: form.getByLabel('Full name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button', { name: /send/i }),
  };
}

/** axe (WCAG 2.1 A and AA) on one part of the page, in the state the test has put it in. */
async function expectAccessible(page: Page, selector: string) {
  // expectNoAxeViolations measures colours once the dialog's fade-in has finished.
  await expectNoAxeViolations(page, { include: selector });
}

type ContactForm = Awaited<ReturnType<typeof openContactForm>>;

/** A field's error: shown in its label's row, and read out as the field's description. */
async function expectError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const row = field.locator('xpath=..');
  await expect(row.getByText(message, { exact: true })).toBeVisible();
}

async function fillValid(ui: ContactForm, email = 'priya@ramanhomes.ca') {
  await ui.fullName.fill('Priya Raman');
  await ui.email.fill(email);
  await ui.message.fill('Can you quote 12 tonnes of 3/4" clear stone delivered to Mississauga on Friday?');
}

test.describe('get-in-touch form', () => {
  test('a message appears next to its label only after the field was touched, one at a time', async ({ page }) => {
    const ui = await openContactForm(page);
    await expect(ui.fullName).toHaveValue('');
    await expect(ui.email).toHaveValue('');
    await expect(ui.message).toHaveValue('');
    await expect(ui.form.getByText('Required')).toHaveCount(0);

    await ui.fullName.focus();
    await expect(ui.form.getByText('Required')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expectError(ui.fullName, 'Required');
    // Still untouched: no message on email or message yet.
    await expect(ui.email).not.toHaveAttribute('aria-invalid');
    await expect(ui.message).not.toHaveAttribute('aria-invalid');

    await ui.email.pressSequentially('priya@ramanhomes');
    await page.keyboard.press('Tab');
    await expectError(ui.email, 'Incorrect E-mail');
    await ui.email.fill('');
    await expectError(ui.email, 'Required');
    await expect(ui.form.getByText('Incorrect E-mail')).toHaveCount(0);

    await ui.message.focus();
    await page.keyboard.press('Tab');
    await expectError(ui.message, 'Required');

    await ui.fullName.fill('Priya Raman');
    await expect(ui.fullName).not.toHaveAttribute('aria-invalid');
    await expect(ui.form.getByText('Required')).toHaveCount(2);
    // Errors are readable (contrast on the dark footer) and tied to their fields.
    await expectAccessible(page, 'footer');
  });

  test('the button is disabled while untouched, while invalid and while sending', async ({ page }) => {
    const ui = await openContactForm(page);
    await expect(ui.submit).toBeDisabled();

    await fillValid(ui);
    await expect(ui.submit).toBeEnabled();
    await ui.email.fill('priya@ramanhomes');
    await expect(ui.submit).toBeDisabled();
    await ui.email.fill('priya@ramanhomes.ca');
    await expect(ui.submit).toBeEnabled();

    // Hold the answer until the test has seen the sending state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEND_MAIL, async (route) => {
      await held;
      await route.fulfill({ status: 200, json: { ok: true } });
    });
    await ui.submit.click();
    await expect(ui.submit).toBeDisabled();
    await expect(ui.submit).toHaveText('Sending…');
    release();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  });

  test('a sent message empties the form and opens the thank-you modal, which closes', async ({ page }) => {
    // The real endpoint limits messages per address too: each project's run sends from its own.
    const project = test.info().project.name;
    const email = `priya+${project}${test.info().retry}@ramanhomes.ca`;
    const ui = await openContactForm(page);
    await fillValid(ui, email);
    const sent = page.waitForRequest((request) => request.url().endsWith('/landing/send_mail'));
    await ui.submit.click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({
      name: 'Priya Raman',
      email,
      message: 'Can you quote 12 tonnes of 3/4" clear stone delivered to Mississauga on Friday?',
    });
    expect((await request.response())?.status()).toBe(200);

    const dialog = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('within one business day');
    await expectAccessible(page, 'dialog');
    await expect(ui.fullName).toHaveValue('');
    await expect(ui.email).toHaveValue('');
    await expect(ui.message).toHaveValue('');
    await expect(ui.submit).toBeDisabled();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(ui.form.getByText('Required')).toHaveCount(0);
  });

  test.describe('when sending fails', () => {
    // The browser logs the failed request itself; that is the point of these tests.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a network failure keeps what was typed and says the message could not be sent', async ({ page }) => {
      const ui = await openContactForm(page);
      await page.route(SEND_MAIL, (route) => route.abort());
      await fillValid(ui);
      await ui.submit.click();

      const alert = ui.form.getByRole('alert');
      await expect(alert).toContainText('Your message could not be sent. Please try again');
      await expect(alert.getByRole('link')).toHaveAttribute('href', /^mailto:/);
      await expect(ui.fullName).toHaveValue('Priya Raman');
      await expect(ui.email).toHaveValue('priya@ramanhomes.ca');
      await expect(ui.message).toHaveValue(
        'Can you quote 12 tonnes of 3/4" clear stone delivered to Mississauga on Friday?',
      );
      await expect(ui.submit).toBeEnabled();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessible(page, 'footer');

      // Once the network is back, the same message goes through.
      await page.unroute(SEND_MAIL);
      await page.route(SEND_MAIL, (route) => route.fulfill({ status: 200, json: { ok: true } }));
      await ui.submit.click();
      await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });

    test('a server outage (503) keeps what was typed and shows the alert', async ({ page }) => {
      const ui = await openContactForm(page);
      await page.route(SEND_MAIL, (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'UNAVAILABLE', message: 'We could not send your message. Please try again.' } },
        }),
      );
      await fillValid(ui);
      await ui.submit.click();
      await expect(ui.form.getByRole('alert')).toContainText('could not be sent');
      await expect(ui.fullName).toHaveValue('Priya Raman');
      await expect(ui.message).toHaveValue(
        'Can you quote 12 tonnes of 3/4" clear stone delivered to Mississauga on Friday?',
      );
      await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeHidden();
    });

    test("too many messages: the server's message is shown and the input kept", async ({ page }) => {
      const limited = 'You have sent several messages in a short time. Please try again in 7 minutes.';
      const ui = await openContactForm(page);
      await page.route(SEND_MAIL, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '420' },
          json: { error: { code: 'RATE_LIMITED', message: limited } },
        }),
      );
      await fillValid(ui);
      await ui.submit.click();
      await expect(ui.form.getByRole('alert')).toContainText(limited);
      await expect(ui.email).toHaveValue('priya@ramanhomes.ca');
      await expect(ui.submit).toBeEnabled();
    });
  });
});
