import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companies } from '@/server/db/schema';
import { cancelUnpaidOrders } from '@/server/services/payments/unpaid-orders';
import {
  canadianBank,
  BANK_CREATE,
  createPaymentsTestKit,
  newKey,
  TEST_CARDS,
  type Contractor,
  type PaymentsTestKit,
} from '@/tests/support/payments';
import { approveCreditDirectly } from '@/tests/support/credit';

/**
 * Orders left unpaid: the maintenance job (`cancelUnpaidOrders`, run with a fake clock here)
 * cancels them after UNPAID_ORDER_TTL (2 hours by default) or the supplier's cancellation
 * window, whichever comes first, freeing their trucks and referral credit like a contractor's
 * cancel; the contractor reads why on the order.
 */

let kit: PaymentsTestKit;
beforeAll(async () => {
  kit = await createPaymentsTestKit('unpaid');
}, 60_000);
afterAll(() => kit.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TTL = 2 * HOUR;

const ORDER = `query($id: ID!) { order(id: $id) {
  id status paymentStatus cancelReason canceledAt createdAt cancelableUntil paymentDueBy
  supplierId deliveryDate deliveryWindow trucks referralCreditAppliedCents } }`;
const AVAILABILITY = `query($supplierId: ID!, $date: String!) { deliveryAvailability(supplierId: $supplierId, date: $date) {
  windows { label bookedTrucks } } }`;
const ME = `{ me { company { referralCreditCents } } }`;

interface OrderView {
  id: string;
  status: string;
  paymentStatus: string;
  cancelReason: string | null;
  canceledAt: string | null;
  createdAt: string;
  cancelableUntil: string;
  paymentDueBy: string | null;
  supplierId: string;
  deliveryDate: string;
  deliveryWindow: string;
  trucks: number;
  referralCreditAppliedCents: number;
}

async function orderAs(who: Contractor, id: string): Promise<OrderView> {
  const result = await kit.call<{ order: OrderView }>(ORDER, { id }, who.token);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.order;
}

async function bookedTrucks(who: Contractor, order: OrderView): Promise<number> {
  const result = await kit.call<{ deliveryAvailability: { windows: { label: string; bookedTrucks: number }[] } }>(
    AVAILABILITY,
    { supplierId: order.supplierId, date: order.deliveryDate },
    who.token,
  );
  return result.data!.deliveryAvailability.windows.find((window) => window.label === order.deliveryWindow)!
    .bookedTrucks;
}

async function referralCredit(who: Contractor): Promise<number> {
  const result = await kit.call<{ me: { company: { referralCreditCents: number } } }>(ME, {}, who.token);
  return result.data!.me.company.referralCreditCents;
}

/** The job as the maintenance loop runs it, at `minutesAfter` minutes after `placedAt`. */
const runJobAt = (placedAt: string, minutesAfter: number) =>
  cancelUnpaidOrders(kit.db, kit.gateway, {
    ttlMs: TTL,
    now: new Date(new Date(placedAt).getTime() + minutesAfter * MINUTE),
  });

describe('unpaid orders', () => {
  it('cancels an order still unpaid 2 hours after placing: its trucks and referral credit come back', async () => {
    const contractor = await kit.signUp();
    await kit.db.update(companies).set({ referralCreditCents: 1500 }).where(eq(companies.id, contractor.companyId));
    const placed = await kit.placeOrderFor(contractor, 'card');
    const before = await orderAs(contractor, placed.id);
    expect(before.referralCreditAppliedCents).toBe(1500);
    expect(await referralCredit(contractor)).toBe(0);
    const trucksBefore = await bookedTrucks(contractor, before);
    expect(trucksBefore).toBeGreaterThanOrEqual(1);
    // The page says until when it can be paid: 2 hours after placing (delivery is weeks away).
    expect(before.paymentDueBy).toBe(new Date(new Date(before.createdAt).getTime() + TTL).toISOString());

    expect(await runJobAt(before.createdAt, 119)).not.toContain(placed.id);
    expect((await orderAs(contractor, placed.id)).status).toBe('placed');

    expect(await runJobAt(before.createdAt, 121)).toContain(placed.id);
    const after = await orderAs(contractor, placed.id);
    expect(after).toMatchObject({
      status: 'canceled',
      paymentStatus: 'canceled',
      cancelReason: 'unpaid',
      paymentDueBy: null,
    });
    expect(after.canceledAt).toBe(new Date(new Date(before.createdAt).getTime() + 121 * MINUTE).toISOString());
    expect(await bookedTrucks(contractor, after)).toBe(trucksBefore - before.trucks);
    expect(await referralCredit(contractor)).toBe(1500);
  });

  it('cancels an order whose card was declined, and never one that is paid or on 120-day terms', async () => {
    const contractor = await kit.signUp();
    const declined = await kit.placeOrderFor(contractor, 'card');
    expect(
      (await kit.pay(contractor, declined.id, await kit.saveCard(contractor, TEST_CARDS.declined))).data!.orderPay,
    ).toMatchObject({ status: 'failed' });

    const paid = await kit.placeOrderFor(contractor, 'card');
    expect((await kit.pay(contractor, paid.id, await kit.saveCard(contractor))).data!.orderPay).toMatchObject({
      status: 'authorized',
    });

    await approveCreditDirectly(kit.db, contractor.companyId, contractor.userId, 5_000_000);
    const onTerms = await kit.placeOrderFor(contractor, 'flexPayment');
    expect((await kit.pay(contractor, onTerms.id, null)).data!.orderPay).toMatchObject({ status: 'authorized' });

    const placedAt = (await orderAs(contractor, onTerms.id)).createdAt;
    const canceled = await runJobAt(placedAt, 3 * 24 * 60);
    expect(canceled).toContain(declined.id);
    expect(canceled).not.toContain(paid.id);
    expect(canceled).not.toContain(onTerms.id);
    expect(await orderAs(contractor, declined.id)).toMatchObject({ status: 'canceled', cancelReason: 'unpaid' });
    expect(await orderAs(contractor, paid.id)).toMatchObject({
      status: 'placed',
      paymentStatus: 'authorized',
      paymentDueBy: null,
    });
    expect(await orderAs(contractor, onTerms.id)).toMatchObject({
      status: 'placed',
      paymentStatus: 'authorized',
      paymentDueBy: null,
    });
  });

  it('cancels no later than the supplier’s cancellation window before delivery', async () => {
    const contractor = await kit.signUp();
    const placed = await kit.placeOrderFor(contractor, 'card');
    const { createdAt } = await orderAs(contractor, placed.id);
    // Delivery 25 hours after placing; NorthPeak's cancellation window is 24 hours: due after 1 hour.
    await kit.setDeliveryStart(placed.id, new Date(new Date(createdAt).getTime() + 25 * HOUR));
    const order = await orderAs(contractor, placed.id);
    expect(order.paymentDueBy).toBe(order.cancelableUntil);
    expect(order.paymentDueBy).toBe(new Date(new Date(createdAt).getTime() + HOUR).toISOString());

    expect(await runJobAt(createdAt, 59)).not.toContain(placed.id);
    expect(await runJobAt(createdAt, 61)).toContain(placed.id);
    expect(await orderAs(contractor, placed.id)).toMatchObject({ status: 'canceled', cancelReason: 'unpaid' });
  });

  it('gives an order placed already inside the cancellation window 15 minutes to be paid', async () => {
    const contractor = await kit.signUp();
    const placed = await kit.placeOrderFor(contractor, 'card');
    const { createdAt } = await orderAs(contractor, placed.id);
    // Delivery 10 hours after placing: the 24-hour window had closed before the order was placed.
    await kit.setDeliveryStart(placed.id, new Date(new Date(createdAt).getTime() + 10 * HOUR));
    expect((await orderAs(contractor, placed.id)).paymentDueBy).toBe(
      new Date(new Date(createdAt).getTime() + 15 * MINUTE).toISOString(),
    );

    expect(await runJobAt(createdAt, 14)).not.toContain(placed.id);
    expect(await runJobAt(createdAt, 16)).toContain(placed.id);
  });

  it('waits for a bank account’s micro-deposits until the cancellation window, not the 2 hours', async () => {
    const contractor = await kit.signUp();
    const placed = await kit.placeOrderFor(contractor, 'stripe_b2b_ca');
    const account = await kit.call<{ bankAccountCreate: { id: string } }>(
      BANK_CREATE,
      { input: canadianBank(), key: newKey('bank') },
      contractor.token,
    );
    const paying = await kit.pay(contractor, placed.id, account.data!.bankAccountCreate.id);
    expect(paying.data!.orderPay).toMatchObject({ status: 'requires_confirmation' });
    const order = await orderAs(contractor, placed.id);
    expect(order.paymentDueBy).toBe(order.cancelableUntil);

    expect(await runJobAt(order.createdAt, 3 * 60)).not.toContain(placed.id);
    const afterWindow = (new Date(order.cancelableUntil).getTime() - new Date(order.createdAt).getTime()) / MINUTE + 1;
    expect(await runJobAt(order.createdAt, afterWindow)).toContain(placed.id);
    expect(await orderAs(contractor, placed.id)).toMatchObject({ status: 'canceled', cancelReason: 'unpaid' });
  });

  it('cancels once when the job runs twice, or on two instances at once', async () => {
    const contractor = await kit.signUp();
    const placed = await kit.placeOrderFor(contractor, 'card');
    const order = await orderAs(contractor, placed.id);
    const trucksBefore = await bookedTrucks(contractor, order);

    const [first, second] = await Promise.all([runJobAt(order.createdAt, 130), runJobAt(order.createdAt, 130)]);
    expect([...first, ...second].filter((id) => id === placed.id)).toHaveLength(1);
    expect(await runJobAt(order.createdAt, 131)).not.toContain(placed.id);
    expect(await bookedTrucks(contractor, order)).toBe(trucksBefore - order.trucks);
  });

  it('tells the contractor why: unpaid, or canceled by them', async () => {
    const contractor = await kit.signUp();
    const theirs = await kit.placeOrderFor(contractor, 'card');
    const canceled = await kit.call<{ orderCancel: { status: string } }>(
      `mutation($id: ID!) { orderCancel(id: $id) { status cancelReason } }`,
      { id: theirs.id },
      contractor.token,
    );
    expect(canceled.data!.orderCancel).toEqual({ status: 'canceled', cancelReason: 'contractor' });
    const unpaid = await kit.placeOrderFor(contractor, 'card');
    expect((await orderAs(contractor, unpaid.id)).cancelReason).toBeNull();
    await runJobAt((await orderAs(contractor, unpaid.id)).createdAt, 125);
    expect((await orderAs(contractor, unpaid.id)).cancelReason).toBe('unpaid');
    // An order the job canceled can no longer be paid.
    const payLate = await kit.pay(contractor, unpaid.id, await kit.saveCard(contractor));
    expect(payLate.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_PAYABLE');
  });
});
