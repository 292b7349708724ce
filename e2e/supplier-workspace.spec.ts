import type { APIRequestContext } from '@playwright/test';

import { orderPath } from '../lib/app-routes';

import { expect, newClientAddress, test } from './fixtures';
import { placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, signUpThroughApi, startBrowserSession } from './session';

/**
 * Both sides of an order at once, each in a browser of its own: the supplier's dispatcher sees a
 * contractor's new order arrive in the inbox without reloading, accepts it, and the contractor's
 * order page shows the answer without reloading either.
 */

const SUPPLIER = 'NorthPeak Ready Mix';
const DISPATCHER = { login: 'dispatch@northpeak.example', password: 'Dispatch2026!' };

/** The demo dispatcher's tokens, as a sign-in leaves them in the browser. */
async function signInDispatcher(request: APIRequestContext) {
  const signedIn = await gql<{ signIn: { mainToken: string } }>(
    request,
    'mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }',
    { input: DISPATCHER },
  );
  expect(signedIn.errors).toBeUndefined();
  return {
    token: signedIn.headers['authorization']!.replace(/^Bearer /, ''),
    refreshToken: signedIn.headers['x-refresh-token']!,
    mainToken: signedIn.data!.signIn.mainToken,
  };
}

test('a dispatcher sees a new order arrive, accepts it, and the contractor sees it accepted, all without a reload', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const dispatcherTokens = await signInDispatcher(request);

  // The dispatcher watches the placed orders of one day no other test orders for.
  const daysAhead = 45 + Math.floor(Math.random() * 10);
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const dispatch = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const inbox = await dispatch.newPage();
  await startBrowserSession(inbox, dispatcherTokens);
  await inbox.goto(`/supplier?status=placed&from=${day}&to=${day}`);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  const contractor = await signUpThroughApi(request, newContractor('Live Order'));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, { daysAhead, supplierName: SUPPLIER });

  // Within 5 seconds, without a reload.
  const row = inbox.getByRole('link', { name: order.orderNumber });
  await expect(row).toBeVisible({ timeout: 5_000 });

  await startBrowserSession(page, contractor.tokens);
  await page.goto(orderPath(order.id));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible();

  await row.click();
  await expect(inbox.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await inbox.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(inbox.getByText('State: Accepted')).toBeVisible();

  await expect(page.getByRole('list', { name: 'Order history' })).toContainText('Accepted', { timeout: 5_000 });
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await dispatch.close();
});

test('the marketing header’s “Sign in” takes a signed-in dispatcher to the supplier workspace', async ({
  page,
  request,
}) => {
  await startBrowserSession(page, await signInDispatcher(request));
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/supplier$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
