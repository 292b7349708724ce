import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import { orderPath } from '../lib/app-routes';
import { readPdf } from '../tests/support/pdf';

import { expectNoAxeViolations } from './axe';
import { acceptAndScheduleThroughApi } from './drivers';
import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { payByCardThroughApi, placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * A paid order's total changes on delivery day: the supplier accepts a balance that raises it
 * above what the card holds, the contractor authorises the difference on the order page and
 * downloads its receipt; a later balance lowers it, and the difference is refunded to the card
 * with a credit note, shown without a reload.
 */

const SUPPLIER = 'NorthPeak Ready Mix';

async function acceptBalance(
  request: APIRequestContext,
  orderId: string,
  quantity: number,
  contractorToken: string,
  dispatcherToken: string,
) {
  const asked = await gql<{ orderRequestCreate: { requests: { id: string; status: string }[] } }>(
    request,
    'mutation($input: OrderRequestInput!) { orderRequestCreate(input: $input) { requests { id status } } }',
    { input: { orderId, kind: 'balance', quantity } },
    contractorToken,
  );
  expect(asked.errors).toBeUndefined();
  const open = asked.data!.orderRequestCreate.requests.find((each) => each.status === 'open')!;
  const answered = await gql(
    request,
    'mutation($input: OrderRequestAnswerInput!) { supplierOrderRequestAnswer(input: $input) { id } }',
    { input: { requestId: open.id, accept: true } },
    dispatcherToken,
  );
  expect(answered.errors).toBeUndefined();
}

test('a balance raises a paid order: the contractor authorises the difference; a lower one is refunded, each with its PDF', async ({
  page,
  request,
}) => {
  test.slow();
  const dispatcher = await signInDispatcher(request);
  const contractor = await signUpThroughApi(request, newContractor('Balance Money'));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, {
    daysAhead: 90 + Math.floor(Math.random() * 30),
    supplierName: SUPPLIER,
  });
  await payByCardThroughApi(request, contractor.tokens.token, order.id);
  await acceptAndScheduleThroughApi(request, order.id, dispatcher.token);

  // The pour needs far more than was ordered: the new total is above what the card holds.
  await acceptBalance(request, order.id, 20, contractor.tokens.token, dispatcher.token);
  await startBrowserSession(page, contractor.tokens);
  await page.goto(orderPath(order.id));
  const changes = page.getByRole('region', { name: 'Changes of the total' });
  const raised = changes.getByRole('listitem').first();
  await expect(raised).toContainText(/Total \$[\d,.]+ CAD → \$[\d,.]+ CAD/);
  await expect(raised).toContainText('more is due. Authorise it to be charged on Visa •••• 4242.');
  const authorise = raised.getByRole('button', { name: /^Authorise \$[\d,.]+ CAD on Visa •••• 4242$/ });
  await expect(authorise).toBeVisible();
  await networkSettled(page);
  await expectNoAxeViolations(page);

  await authorise.click();
  await expect(raised).toContainText(/was charged on Visa •••• 4242/);
  await expect(authorise).toHaveCount(0);
  const receiptLink = raised.getByRole('link', { name: 'Download the receipt (PDF)' });
  const downloadingReceipt = page.waitForEvent('download');
  await receiptLink.click();
  const receipt = await downloadingReceipt;
  expect(receipt.suggestedFilename()).toMatch(/^RC-BM-[0-9A-F]+-1\.pdf$/);
  const receiptText = (await readPdf(readFileSync(await receipt.path()))).pageTexts.join('\n');
  expect(receiptText).toContain('Receipt');
  expect(receiptText).toContain('Amount charged');

  // Then only one cubic metre is needed after all: the difference goes back to the card, and
  // the page shows it without a reload.
  await acceptBalance(request, order.id, 1, contractor.tokens.token, dispatcher.token);
  const lowered = changes.getByRole('listitem').nth(1);
  await expect(lowered).toContainText(/was refunded to Visa •••• 4242/, { timeout: 10_000 });
  const downloadingNote = page.waitForEvent('download');
  await lowered.getByRole('link', { name: 'Download the credit note (PDF)' }).click();
  const note = await downloadingNote;
  expect(note.suggestedFilename()).toMatch(/^CN-BM-[0-9A-F]+-2\.pdf$/);
  const noteText = (await readPdf(readFileSync(await note.path()))).pageTexts.join('\n');
  expect(noteText).toContain('Credit note');
  expect(noteText).toContain('Amount given back');
  await networkSettled(page);
  await expectNoAxeViolations(page);
});
