import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '@/lib/validation/messages';
import { SUPPLIER_API_KEY_LIMITS } from '@/lib/validation/supplier-api-keys';
import { companyMembers, supplierApiKeys, suppliers, users } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';
import { SUPPLIER_KEY_INVALID_MESSAGE } from '@/server/services/developers/supplier-api-keys';

import { codeOf, createPaymentsTestKit, type Contractor, type PaymentsTestKit } from '../support/payments';

process.env.JWT_SECRET = 'supplier-api-keys-workspace-test-secret-0123456789';

/**
 * The supplier's owner and managers issue, list and revoke their own API keys through the API
 * (the workspace's Developers page): the key is answered once and stored only as its hash; the
 * list never holds a key; a revoked key is refused at its next call; drivers, contractors and
 * other suppliers cannot touch them; a supplier has at most SUPPLIER_API_KEY_LIMITS.activeKeys.
 */
let kit: PaymentsTestKit;
let contractor: Contractor;
let owner: string;
let dispatcher: string;
let driver: string;
let otherDispatcher: string;

const FIELDS = `id name prefix createdByName createdAt lastUsedAt revokedAt`;
const LIST = `query { supplierApiKeys { ${FIELDS} } }`;
const CREATE = `mutation($input: SupplierApiKeyCreateInput!) {
  supplierApiKeyCreate(input: $input) { secret apiKey { ${FIELDS} } } }`;
const REVOKE = `mutation($id: ID!) { supplierApiKeyRevoke(id: $id) { ${FIELDS} } }`;
const PAYMENT_LINK = `mutation($id: ID!) { paymentLinkCreate(orderId: $id) { id orderId } }`;

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdByName: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A person of a seeded supplier team, signed in within their company. */
async function tokenOf(email: string): Promise<string> {
  const [row] = await kit.db
    .select({ userId: users.id, companyId: companyMembers.companyId })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(users.email, email));
  return signAccessToken({ userId: row!.userId, companyId: row!.companyId });
}

const create = (token: string, name: string) =>
  kit.call<{ supplierApiKeyCreate: { secret: string; apiKey: ApiKey } }>(CREATE, { input: { name } }, token);
const list = (token: string) => kit.call<{ supplierApiKeys: ApiKey[] }>(LIST, {}, token);

beforeAll(async () => {
  kit = await createPaymentsTestKit('workspace-keys');
  contractor = await kit.signUp();
  owner = await tokenOf('owner@northpeak.example');
  dispatcher = await tokenOf('dispatch@northpeak.example');
  otherDispatcher = await tokenOf('dispatch@capital.example');
  const [northPeak] = await kit.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
  const person = await kit.signUp();
  await kit.db
    .insert(companyMembers)
    .values({ companyId: northPeak!.companyId!, userId: person.userId, role: 'partner_driver' });
  driver = await signAccessToken({ userId: person.userId, companyId: northPeak!.companyId! });
}, 60_000);
afterAll(() => kit.close());

describe('supplier API keys in the workspace', () => {
  it('creates a key, answering it once; only its hash is stored and the list holds no key', async () => {
    const created = await create(dispatcher, '  Dispatch software  ');
    expect(created.errors).toBeUndefined();
    const { secret, apiKey } = created.data!.supplierApiKeyCreate;
    expect(secret).toMatch(/^bm_sk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Dispatch software',
      prefix: secret.slice(0, 10),
      createdByName: 'NorthPeak Ready Mix Dispatch',
      lastUsedAt: null,
      revokedAt: null,
    });

    const [row] = await kit.db.select().from(supplierApiKeys).where(eq(supplierApiKeys.id, apiKey.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(10));

    const listed = await list(owner);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.supplierApiKeys[0]).toEqual(apiKey);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(10));
  });

  it('lets the key act for its supplier until revoked, then refuses it at once', async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    const { secret, apiKey } = (await create(owner, 'Accounting')).data!.supplierApiKeyCreate;

    const before = await kit.call<{ paymentLinkCreate: { orderId: string } }>(PAYMENT_LINK, { id: order.id }, secret);
    expect(before.errors).toBeUndefined();
    expect(before.data!.paymentLinkCreate.orderId).toBe(order.id);
    const used = (await list(owner)).data!.supplierApiKeys.find((key) => key.id === apiKey.id)!;
    expect(used.lastUsedAt).not.toBeNull();

    const revoked = await kit.call<{ supplierApiKeyRevoke: ApiKey }>(REVOKE, { id: apiKey.id }, dispatcher);
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data!.supplierApiKeyRevoke.revokedAt).not.toBeNull();

    const after = await kit.call(PAYMENT_LINK, { id: order.id }, secret);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0]?.message).toBe(SUPPLIER_KEY_INVALID_MESSAGE);

    // Revoking it again changes nothing.
    const again = await kit.call<{ supplierApiKeyRevoke: ApiKey }>(REVOKE, { id: apiKey.id }, owner);
    expect(again.data!.supplierApiKeyRevoke.revokedAt).toBe(revoked.data!.supplierApiKeyRevoke.revokedAt);
  });

  it('is for the owner and managers only: drivers and contractors are FORBIDDEN', async () => {
    const [key] = (await list(owner)).data!.supplierApiKeys;
    for (const token of [driver, contractor.token]) {
      for (const result of [
        await list(token),
        await create(token, 'Mine'),
        await kit.call(REVOKE, { id: key!.id }, token),
      ]) {
        expect(codeOf(result)).toBe('FORBIDDEN');
      }
    }
    const driverCall = await list(driver);
    expect(driverCall.errors?.[0]?.message).toBe(NOT_ALLOWED_MESSAGE);
    expect(codeOf(await list(''))).toBe('UNAUTHENTICATED');
  });

  it('finds no key of another supplier: it is NOT_FOUND and stays active', async () => {
    const { apiKey } = (await create(owner, 'Not yours')).data!.supplierApiKeyCreate;
    const result = await kit.call(REVOKE, { id: apiKey.id }, otherDispatcher);
    expect(codeOf(result)).toBe('NOT_FOUND');
    const others = (await list(otherDispatcher)).data!.supplierApiKeys;
    expect(others.map((key) => key.id)).not.toContain(apiKey.id);
    const [row] = await kit.db.select().from(supplierApiKeys).where(eq(supplierApiKeys.id, apiKey.id));
    expect(row!.revokedAt).toBeNull();
  });

  it('refuses a name that is empty, too long or holds control characters, with the form’s messages', async () => {
    const empty = await create(owner, '   ');
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ name: messages.required });
    const long = await create(owner, 'x'.repeat(SUPPLIER_API_KEY_LIMITS.name + 1));
    expect(long.errors?.[0]?.extensions?.fields).toEqual({ name: messages.maxLength(SUPPLIER_API_KEY_LIMITS.name) });
    const control = await create(owner, 'Bad\u0000name');
    expect(control.errors?.[0]?.extensions?.fields).toEqual({ name: messages.unsafeText });
  });

  it('allows a supplier so many active keys; revoking one makes room', async () => {
    const active = (await list(otherDispatcher)).data!.supplierApiKeys.filter((key) => !key.revokedAt).length;
    for (let n = active; n < SUPPLIER_API_KEY_LIMITS.activeKeys; n += 1) {
      expect((await create(otherDispatcher, `Key ${n}`)).errors).toBeUndefined();
    }
    const refused = await create(otherDispatcher, 'One too many');
    expect(codeOf(refused)).toBe('SUPPLIER_API_KEY_LIMIT_REACHED');
    expect(refused.errors?.[0]?.extensions?.limit).toBe(SUPPLIER_API_KEY_LIMITS.activeKeys);

    const [newest] = (await list(otherDispatcher)).data!.supplierApiKeys;
    expect((await kit.call(REVOKE, { id: newest!.id }, otherDispatcher)).errors).toBeUndefined();
    expect((await create(otherDispatcher, 'Room again')).errors).toBeUndefined();
  });
});
