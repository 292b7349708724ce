import { supplierRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * The supplier's dispatcher creates an API key on the Developers page, its own systems call the
 * API with it (a payment link for an order placed with the supplier, what a key may do), and once
 * the key is revoked on the page the same call is refused.
 */

const SUPPLIER = 'NorthPeak Ready Mix';
const PAYMENT_LINK = 'mutation($id: ID!) { paymentLinkCreate(orderId: $id) { orderId url } }';

test('a dispatcher creates an API key, the key calls the API, and once revoked it is refused', async ({
  page,
  request,
}) => {
  test.slow();
  const contractor = await signUpThroughApi(request, newContractor('Key Order'));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, { supplierName: SUPPLIER });

  await startBrowserSession(page, await signInDispatcher(request));
  await page.goto(supplierRoutes.developers);
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Supplier workspace' }).getByRole('link', { name: 'Developers' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create key' })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `Dispatch software ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const field = page.getByRole('textbox', { name: 'API key' });
  await expect(field).toHaveValue(/^bm_sk_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  await expectNoAxeViolations(page, { what: 'the Developers page with a new key' });
  const secret = await field.inputValue();
  const row = page.getByRole('table', { name: 'Your API keys' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${secret.slice(0, 10)}…`);

  const allowed = await gql<{ paymentLinkCreate: { orderId: string; url: string } }>(
    request,
    PAYMENT_LINK,
    { id: order.id },
    secret,
  );
  expect(allowed.errors).toBeUndefined();
  expect(allowed.data!.paymentLinkCreate.orderId).toBe(order.id);

  await page.getByRole('button', { name: 'I have saved the key' }).click();
  await expect(field).toBeHidden();

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revoke the key “${name}”?` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(dialog).toBeVisible();
  // Scanned once its opening animation has played (half-faded text is not low contrast).
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await expectNoAxeViolations(page, { include: 'dialog[open]', what: 'the revoke dialog' });
  await dialog.getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(row).toContainText('Revoked');

  const refused = await gql(request, PAYMENT_LINK, { id: order.id }, secret);
  expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
