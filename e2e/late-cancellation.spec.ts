import { formatMoney } from '../lib/money';
import { orderPath } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { sentMails } from './outbox';
import { payByCardThroughApi, placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, signUpThroughApi, startBrowserSession } from './session';

/**
 * A contractor cancels inside the supplier's cancellation window: the dialog states the supplier's
 * late cancellation fee and what comes back before anything happens; once confirmed, the order
 * reads canceled with the fee kept, the rest refunded to the card with its credit note, and the
 * credit note's mail is in the outbox.
 */

const SUPPLIER = 'NorthPeak Ready Mix';

interface OrderMoney {
  status: string;
  paymentStatus: string;
  totalCents: number;
  amountDueCents: number;
  cancelable: boolean;
  lateCancelable: boolean;
  lateCancellationFeePercent: number;
  lateCancellationFeeCents: number;
  cancellationFeeCents: number | null;
}

test('canceling inside the window states the fee and the refund, keeps the fee and mails the credit note', async ({
  page,
  request,
}) => {
  test.slow();
  const contractor = await signUpThroughApi(request, newContractor('Late Cancel'));
  // The first window left from today: NorthPeak's free cancellation ends 24 hours before it, so
  // it has ended already, and the card is charged at once (delivery is under 28 hours away).
  const order = await placeOrderThroughApi(request, contractor.tokens.token, { daysAhead: 0, supplierName: SUPPLIER });
  await payByCardThroughApi(request, contractor.tokens.token, order.id, 'succeeded');
  const read = async () => {
    const answer = await gql<{ order: OrderMoney }>(
      request,
      `query($id: ID!) { order(id: $id) { status paymentStatus totalCents amountDueCents cancelable lateCancelable
        lateCancellationFeePercent lateCancellationFeeCents cancellationFeeCents } }`,
      { id: order.id },
      contractor.tokens.token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.order;
  };
  const before = await read();
  expect(before).toMatchObject({ cancelable: false, lateCancelable: true, lateCancellationFeePercent: 20 });
  const money = (cents: number) => formatMoney(cents, 'CAD');
  const fee = money(before.lateCancellationFeeCents);
  const refund = money(before.amountDueCents - before.lateCancellationFeeCents);

  await startBrowserSession(page, contractor.tokens);
  await page.goto(orderPath(order.id));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
  // Before anything happens: the fee, its share of the total, and what comes back.
  await expect(dialog).toContainText(
    `The free cancellation window has closed, so the supplier's late cancellation fee of ${fee} (20% of the ${money(before.totalCents)} total) is charged.`,
  );
  await expect(dialog).toContainText(`if it was charged already, ${refund} is refunded`);
  await expect(dialog).toContainText('You get a receipt for the fee and a credit note for the refund.');
  await networkSettled(page);
  await expectNoAxeViolations(page, { what: 'the late cancellation dialog' });

  await dialog.getByRole('button', { name: `Yes, cancel for ${fee}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Order was canceled!')).toBeVisible();
  await expect(page.getByText('Canceled', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(`${SUPPLIER}'s late cancellation fee of ${fee} is charged, the rest is given back.`),
  ).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes of the total' });
  const change = changes.getByRole('listitem').first();
  await expect(change).toContainText(
    new RegExp(
      `Canceled inside the cancellation window: the supplier's late cancellation fee of ${fee.replace(/[$.]/g, '\\$&')} is charged and ${refund.replace(/[$.]/g, '\\$&')} (was|is being) refunded to Visa •••• 4242\\.`,
    ),
  );
  await expect(change.getByRole('link', { name: 'Download the credit note (PDF)' })).toBeVisible({ timeout: 10_000 });
  await expect(change.getByRole('link', { name: 'Download the credit note (PDF)' })).toHaveCount(1);
  expect(await read()).toMatchObject({ status: 'canceled', cancellationFeeCents: before.lateCancellationFeeCents });
  await networkSettled(page);
  await expectNoAxeViolations(page, { what: 'the order canceled late' });

  // The credit note's mail, to the order's contact, in the dev outbox.
  await expect
    .poll(
      () => sentMails().filter((mail) => mail.subject === `Order ${order.orderNumber}: credit note for ${refund}`),
      {
        timeout: 15_000,
      },
    )
    .toHaveLength(1);
  const mail = sentMails().find((sent) => sent.subject === `Order ${order.orderNumber}: credit note for ${refund}`)!;
  expect(mail.to).toBe('dana@keystone.example');
  expect(mail.text).toContain('Cancellation fee');
  expect(mail.text).toContain(`late cancellation fee of ${fee} is charged`);
});
