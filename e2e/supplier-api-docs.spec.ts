import { supplierRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInDispatcher, startBrowserSession } from './session';

/**
 * The supplier API's documentation: from the Developers page, a dispatcher opens the docs, which
 * the server renders from the schema: each operation with its arguments, answer and curl example,
 * and the types they use, each linked from where it is used.
 */
test('a dispatcher reads the API documentation, generated from the schema', async ({ page, request }) => {
  // A long page: axe takes its time over every table and example.
  test.slow();
  await startBrowserSession(page, await signInDispatcher(request));
  await page.goto(supplierRoutes.developers);
  await page.getByRole('link', { name: 'Read the API documentation' }).click();
  await expect(page).toHaveURL(supplierRoutes.developersDocs);
  await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();

  const operations = page.getByRole('navigation', { name: 'Operations' });
  for (const name of ['supplierApiOrders', 'supplierApiOrderAccept', 'supplierApiOrderDispatch']) {
    await expect(operations.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await operations.getByRole('link', { name: 'supplierApiOrderDecline', exact: true }).click();
  const decline = page.getByRole('article', { name: 'supplierApiOrderDecline mutation' });
  await expect(decline).toBeInViewport();
  await expect(decline.getByRole('table', { name: 'Arguments of supplierApiOrderDecline' })).toContainText('reason');
  const curl = decline.getByRole('region', { name: 'supplierApiOrderDecline: curl' });
  await expect(curl).toContainText('/api/gql');
  await expect(curl).toContainText('Authorization: Bearer <YOUR_API_KEY>');

  // The answer's type is documented below, with the SDL's descriptions.
  await decline.getByRole('link', { name: 'SupplierApiOrder', exact: true }).click();
  const order = page.getByRole('article', { name: 'SupplierApiOrder type' });
  await expect(order).toBeInViewport();
  await expect(order).toContainText('Short order number for people');
  await expect(order).not.toContainText('contactPhone');

  // How a webhook receiver verifies a delivery, with the way to where endpoints are registered.
  const webhooks = page.getByRole('region', { name: 'Webhooks', exact: true });
  await expect(webhooks.getByRole('link', { name: 'Webhooks page' })).toHaveAttribute(
    'href',
    supplierRoutes.developersWebhooks,
  );
  await expect(webhooks.getByLabel('Verifying a delivery in Python with standardwebhooks')).toContainText(
    'from standardwebhooks.webhooks import Webhook',
  );

  await expectNoAxeViolations(page);
});
