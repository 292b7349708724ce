import { supplierRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { placeOrderThroughApi } from './placed-orders';
import { newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * The supplier's dispatcher registers a webhook endpoint on the Webhooks page (from the
 * Developers page), sees its signing secret once, and an order placed with the supplier appears
 * in the endpoint's delivery log; the address does not exist (`.invalid`), so the delivery waits
 * to retry with its error, and Redeliver tries again at once. Rolling the secret, disabling and
 * deleting the endpoint follow.
 */

const SUPPLIER = 'NorthPeak Ready Mix';

test('a dispatcher registers a webhook endpoint, reads its delivery log and redelivers', async ({ page, request }) => {
  test.slow();
  await startBrowserSession(page, await signInDispatcher(request));
  await page.goto(supplierRoutes.developers);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toBeVisible();
  // How a receiver verifies: Standard Webhooks, with a ready-made library or by hand.
  await expect(page.getByRole('heading', { level: 2, name: 'Verifying a delivery' })).toBeVisible();
  await expect(page.getByLabel('Verifying a delivery in Node.js with standardwebhooks')).toContainText(
    "import { Webhook } from 'standardwebhooks';",
  );
  await expectNoAxeViolations(page);

  // Plain http is refused in production, next to the field.
  const url = page.getByRole('textbox', { name: 'Endpoint URL' });
  await url.fill('http://erp.example.com/hooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('Enter a full https:// address')).toBeVisible();

  const address = `https://erp-${Date.now().toString(36)}.example.invalid/buildmarket`;
  await url.fill(address);
  await page.getByRole('checkbox', { name: 'Order completed' }).uncheck();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secretField = page.getByRole('textbox', { name: 'Signing secret' });
  await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  await expectNoAxeViolations(page, { what: 'the Webhooks page with a new secret' });
  const secret = await secretField.inputValue();
  await page.getByRole('button', { name: 'I have saved the secret' }).click();
  await expect(secretField).toBeHidden();

  const card = page.getByRole('region', { name: address });
  await expect(card).toContainText(`${secret.slice(0, 10)}…`);
  await expect(card).toContainText('Enabled');
  await expect(card).not.toContainText('Order completed');

  // An order placed with the supplier: the webhook loop tries to deliver it within seconds.
  const contractor = await signUpThroughApi(request, newContractor('Webhook Order'));
  await placeOrderThroughApi(request, contractor.tokens.token, { supplierName: SUPPLIER });
  await card.getByRole('button', { name: 'Show deliveries' }).click();
  const log = card.getByRole('table', { name: /Deliveries to this endpoint/ });
  await expect(async () => {
    await card.getByRole('button', { name: 'Hide deliveries' }).click();
    await card.getByRole('button', { name: 'Show deliveries' }).click();
    await expect(log.getByRole('row', { name: /Order placed/ }).first()).toContainText('ENOTFOUND', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const row = log.getByRole('row', { name: /Order placed/ }).first();
  await expect(row).toContainText('Waiting to retry');
  await expectNoAxeViolations(page, { what: 'the delivery log' });

  await row.getByRole('button', { name: /Redeliver/ }).click();
  await expect(page.getByText(/Redelivery failed/)).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');

  await card.getByRole('button', { name: 'Roll secret' }).click();
  const rollDialog = page.getByRole('dialog', { name: 'Roll the signing secret?' });
  await expect(rollDialog).toBeVisible();
  await rollDialog.getByRole('button', { name: 'Yes, roll it' }).click();
  await expect(secretField).toHaveValue(/^whsec_/);
  expect(await secretField.inputValue()).not.toBe(secret);
  await page.getByRole('button', { name: 'I have saved the secret' }).click();

  await card.getByRole('button', { name: 'Disable' }).click();
  await expect(card).toContainText('Disabled: nothing is sent');

  await card.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('dialog', { name: `Delete the endpoint ${address}?` });
  await expect(deleteDialog).toBeVisible();
  await deleteDialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await expectNoAxeViolations(page, { include: 'dialog[open]', what: 'the delete dialog' });
  await deleteDialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(card).toBeHidden();
});
