import { createHash } from 'node:crypto';

import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders, paymentLinks, supplierApiKeys, suppliers } from '@/server/db/schema';
import {
  issueSupplierApiKey,
  revokeSupplierApiKey,
  SUPPLIER_KEY_INVALID_MESSAGE,
} from '@/server/services/developers/supplier-api-keys';

import { codeOf, createPaymentsTestKit, type Contractor, type PaymentsTestKit } from '../support/payments';

process.env.JWT_SECRET = 'supplier-api-keys-test-secret-0123456789-abcdefgh';

/** A supplier's own systems, with an API key, make payment links for the orders placed with it. */
let kit: PaymentsTestKit;
let contractor: Contractor;

beforeAll(async () => {
  kit = await createPaymentsTestKit('supplier-keys');
  contractor = await kit.signUp();
}, 60_000);
afterAll(() => kit.close());

const CREATE = `mutation($id: ID!) { paymentLinkCreate(orderId: $id) { id orderId url expiresAt } }`;
const VIEW = `query($token: String!) { paymentLink(token: $token) { orderId contractorName unpaidAmountCents } }`;

async function supplierOf(orderId: string): Promise<string> {
  const [row] = await kit.db.select({ supplierId: orders.supplierId }).from(orders).where(eq(orders.id, orderId));
  return row!.supplierId;
}

async function otherSupplier(supplierId: string): Promise<string> {
  const [row] = await kit.db.select({ id: suppliers.id }).from(suppliers).where(ne(suppliers.id, supplierId)).limit(1);
  return row!.id;
}

const linksOf = (orderId: string) => kit.db.select().from(paymentLinks).where(eq(paymentLinks.orderId, orderId));

describe('a supplier API key', () => {
  it('makes a payment link for an order placed with its supplier, which anyone holding it can open', async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    const issued = await issueSupplierApiKey(kit.db, { supplier: await supplierOf(order.id), label: 'Dispatch' });
    expect(issued.key).toMatch(/^bm_sk_[A-Za-z0-9_-]{43}$/);

    const created = await kit.call<{ paymentLinkCreate: { id: string; orderId: string; url: string } }>(
      CREATE,
      { id: order.id },
      issued.key,
    );
    expect(created.errors).toBeUndefined();
    const link = created.data!.paymentLinkCreate;
    expect(link.orderId).toBe(order.id);

    const viewed = await kit.call<{ paymentLink: { orderId: string; unpaidAmountCents: number } }>(VIEW, {
      token: link.url.split('/pay/')[1],
    });
    expect(viewed.data?.paymentLink).toMatchObject({ orderId: order.id, unpaidAmountCents: order.amountDueCents });

    const [row] = await linksOf(order.id);
    expect(row).toMatchObject({ createdBySupplierKeyId: issued.id, createdByUserId: null });
    // Only the key's hash and first characters are kept; its use is recorded.
    const [key] = await kit.db.select().from(supplierApiKeys).where(eq(supplierApiKeys.id, issued.id));
    expect(key!.keyHash).toBe(createHash('sha256').update(issued.key).digest('hex'));
    expect(JSON.stringify(key)).not.toContain(issued.key);
    expect(issued.key.startsWith(key!.keyPrefix)).toBe(true);
    expect(key!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('finds no order of another supplier, and makes no link for it', async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    const other = await issueSupplierApiKey(kit.db, {
      supplier: await otherSupplier(await supplierOf(order.id)),
      label: 'x',
    });
    const result = await kit.call(CREATE, { id: order.id }, other.key);
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('Order not found');
    expect(await linksOf(order.id)).toEqual([]);
  });

  it('stops working once revoked; unknown and malformed keys are refused the same way', async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    const issued = await issueSupplierApiKey(kit.db, { supplier: await supplierOf(order.id), label: 'Old' });
    expect(await revokeSupplierApiKey(kit.db, issued.id)).toBe(true);
    expect(await revokeSupplierApiKey(kit.db, issued.id)).toBe(false);

    const unknown = `bm_sk_${'A'.repeat(43)}`;
    for (const key of [issued.key, unknown, 'bm_sk_short']) {
      const result = await kit.call(CREATE, { id: order.id }, key);
      expect(codeOf(result)).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0]?.message).toBe(SUPPLIER_KEY_INVALID_MESSAGE);
    }
    expect(await linksOf(order.id)).toEqual([]);
  });

  it("opens none of a contractor's data: it is not a person's session", async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    const issued = await issueSupplierApiKey(kit.db, { supplier: await supplierOf(order.id), label: 'Reader' });
    const result = await kit.call(
      `query($id: ID!) { order(id: $id) { id contactEmail } }`,
      { id: order.id },
      issued.key,
    );
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data?.order ?? null).toBeNull();
  });

  it('is issued only for a supplier that exists', async () => {
    await expect(issueSupplierApiKey(kit.db, { supplier: 'no-such-supplier', label: 'x' })).rejects.toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("leaves the company's own links as they were: made by the person who asked", async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    const created = await kit.call(CREATE, { id: order.id }, contractor.token);
    expect(created.errors).toBeUndefined();
    const [row] = await linksOf(order.id);
    expect(row).toMatchObject({ createdByUserId: contractor.userId, createdBySupplierKeyId: null });
  });
});
