import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companyMembers, suppliers, users } from '@/server/db/schema';
import { CONTRACTOR_ONLY_MESSAGE } from '@/server/services/orders/access';
import { NO_COMPANY_MESSAGE, NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';
import { stillValid } from '@/server/services/accounts/sessions';

import { createApiCaller, createTestApi, signUpContractor, tokenOf, type TestApi } from '../support/api';

process.env.JWT_SECRET = 'session-membership-test-secret-0123456789abcdefgh';

/**
 * The session's check reads the person's membership of their token's company in the same
 * statement (sessions.ts), and the workspace's access checks use it: what a person may do follows
 * their membership as it is at each request, never as it was when the token was signed.
 */
let api: TestApi;
const call = createApiCaller(() => api, '10.77');

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const INBOX = `{ supplierOrders(limit: 5) { count values { id allowedTransitions } } }`;
/** The supplier's API keys: its dispatchers' and owner's, not its drivers'. */
const API_KEYS = `{ supplierApiKeys { id } }`;
const ORDERS = `{ orders(limit: 5) { count } }`;

async function signIn(login: string, password: string) {
  const result = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
    input: { login, password },
  });
  expect(result.errors).toBeUndefined();
  return tokenOf(result.headers);
}

async function membershipOf(token: string) {
  const viewer = await call<{ me: { id: string; company: { id: string } } }>(`{ me { id company { id } } }`, {}, token);
  expect(viewer.errors).toBeUndefined();
  const { id: userId, company } = viewer.data!.me;
  return { userId, companyId: company.id };
}

describe('the session’s membership', () => {
  it('lets a supplier’s dispatcher work as their role is now: narrower at once, refused once removed', async () => {
    const token = await signIn('dispatch@northpeak.example', 'Dispatch2026!');
    const { userId, companyId } = await membershipOf(token);
    const asDispatcher = await call<{ supplierOrders: { count: number } }>(INBOX, {}, token);
    expect(asDispatcher.errors).toBeUndefined();
    expect((await call(API_KEYS, {}, token)).errors).toBeUndefined();
    const member = and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId));
    try {
      // Made a driver: the same token still opens the inbox, but not the API keys.
      await api.db.update(companyMembers).set({ role: 'partner_driver' }).where(member);
      expect((await call(INBOX, {}, token)).errors).toBeUndefined();
      expect((await call(API_KEYS, {}, token)).errors?.[0]).toMatchObject({
        message: NOT_ALLOWED_MESSAGE,
        extensions: { code: 'FORBIDDEN' },
      });
      // A contractor's role in a supplier company does not open the workspace.
      await api.db.update(companyMembers).set({ role: 'partner_contractor' }).where(member);
      const asContractor = await call(INBOX, {}, token);
      expect(asContractor.errors?.[0]).toMatchObject({
        message: NOT_ALLOWED_MESSAGE,
        extensions: { code: 'FORBIDDEN' },
      });
      // Removed from the company (their only one): refused.
      await api.db.delete(companyMembers).where(member);
      const removed = await call(INBOX, {}, token);
      expect(removed.errors?.[0]).toMatchObject({ message: NO_COMPANY_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    } finally {
      await api.db
        .insert(companyMembers)
        .values({ userId, companyId, role: 'partner_manager' })
        .onConflictDoUpdate({
          target: [companyMembers.companyId, companyMembers.userId],
          set: { role: 'partner_manager' },
        });
    }
    expect((await call(API_KEYS, {}, token)).errors).toBeUndefined();
  });

  it('lets a contractor order only while they own or manage their company', async () => {
    const { ordinary } = await signUpContractor(api, { email: 'membership@keystone.example', phone: '+14165550177' });
    expect((await call(ORDERS, {}, ordinary)).errors).toBeUndefined();
    const { userId, companyId } = await membershipOf(ordinary);
    const member = and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId));
    await api.db.update(companyMembers).set({ role: 'partner_contractor' }).where(member);
    const demoted = await call(ORDERS, {}, ordinary);
    expect(demoted.errors?.[0]).toMatchObject({ message: CONTRACTOR_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    await api.db.update(companyMembers).set({ role: 'contractor_manager' }).where(member);
    expect((await call(ORDERS, {}, ordinary)).errors).toBeUndefined();
  });

  it('is read with the session’s check: the role, the company’s kind and its supplier, or null', async () => {
    const token = await signIn('dispatch@northpeak.example', 'Dispatch2026!');
    const { userId, companyId } = await membershipOf(token);
    const [supplier] = await api.db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.companyId, companyId));
    const issuedAt = Math.floor(Date.now() / 1000);
    expect(await stillValid(api.db, { userId, companyId, issuedAt })).toEqual({
      userId,
      companyId,
      issuedAt,
      tokenMembership: {
        role: 'partner_manager',
        companyKind: 'supplier',
        supplierId: supplier!.id,
        supplierName: supplier!.name,
      },
    });
    // A token without a company (the main token) has none to read.
    expect(await stillValid(api.db, { userId, issuedAt })).toEqual({ userId, issuedAt });
    // A company the person is not a member of: null, and the access checks look for another.
    const [other] = await api.db
      .select({ companyId: suppliers.companyId })
      .from(suppliers)
      .where(eq(suppliers.name, 'Capital Aggregates'));
    const elsewhere = await stillValid(api.db, { userId, companyId: other?.companyId ?? undefined, issuedAt: 1e10 });
    expect(elsewhere?.tokenMembership).toBeNull();
    // Sessions ended after the token was signed: refused, whatever the membership.
    await api.db
      .update(users)
      .set({ sessionsValidFrom: new Date(Date.now() + 60_000) })
      .where(eq(users.id, userId));
    expect(await stillValid(api.db, { userId, companyId, issuedAt })).toBeNull();
    await api.db.update(users).set({ sessionsValidFrom: null }).where(eq(users.id, userId));
  });
});
