import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cardPaymentMethodSchema, placeOrderInputSchema } from '@/lib/validation';
import {
  cities,
  companies,
  orders,
  partnerClicks,
  partnerReferrals,
  partners,
  products,
  supplierLedgerEntries,
  supplierPayouts,
  suppliers,
  users,
} from '@/server/db/schema';
import { createServerExecutor } from '@/server/graphql/execute';
import { handlePartnerClick } from '@/server/http/partner-click';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { generateReferralCode } from '@/server/services/accounts/accounts';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { checkLedgerInvariants } from '@/server/services/ledger/invariants';
import { placeOrder } from '@/server/services/orders/placing';
import { createCardPaymentMethod } from '@/server/services/payments/methods';
import { payOrder } from '@/server/services/payments/order-pay';
import { postEarnedPartnerCommissions } from '@/server/services/payouts/partner-commissions';
import { runPayoutJobs } from '@/server/services/payouts/payout-jobs';
import { payoutDateOn, PAYOUT_INTERVAL_DAYS, PAYOUT_SETTLEMENT_DAYS } from '@/server/services/payouts/schedule';
import { PARTNER_CLICK_LIMITS, recordPartnerClick } from '@/server/services/site/partners';

import { createApiCaller, type TestApi } from '../support/api';

/**
 * The partner dashboard with a seeded history: clicks in this month, the last and 13 months ago,
 * a sign-up through the partner's code, orders placed with it at the rate of their moment, one
 * delivered and paid (earned), one going ahead (pending), one cancelled, and the payout job
 * paying the earned commission with the partner's supplier's batch through the ledger. Each figure
 * is checked, and only the partner's own account sees them. Run on PGlite and PostgreSQL.
 */
export function partnerDashboardTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  let gateway: SandboxGateway;
  const call = createApiCaller(() => api, '10.97');
  const DAY = 86_400_000;
  let keys = 0;
  const key = (label: string) => `${label}-${(++keys).toString().padStart(6, '0')}-${randomBytes(3).toString('hex')}`;

  const CODE = 'LAKESHORE';
  let partnerId: string;
  let partnerSupplierId: string;
  let partnerToken: string;
  let northpeakId: string;
  let companyId: string;
  let cardId: string;
  const now = new Date();
  const monthKey = (monthsAgo: number) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const inMonth = (monthsAgo: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1, 12));

  async function newUser(name: string) {
    const [user] = await api.db
      .insert(users)
      .values({
        email: `${name}-${randomBytes(3).toString('hex')}@partners.example`,
        fullName: name,
        passwordHash: 'x',
        referralCode: generateReferralCode(),
      })
      .returning();
    return user!;
  }

  beforeAll(async () => {
    api = await openApi();
    gateway = new SandboxGateway(() => Promise.resolve(api.db));
    const [partner] = await api.db.select().from(partners).where(eq(partners.code, CODE));
    partnerId = partner!.id;
    partnerSupplierId = partner!.supplierId!;
    const user = await newUser('lakeshore-partner');
    await api.db.update(partners).set({ userId: user.id, commissionBps: 500 }).where(eq(partners.id, partnerId));
    partnerToken = await signAccessToken({ userId: user.id });
    const [northpeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    northpeakId = northpeak!.id;
    const [company] = await api.db
      .insert(companies)
      .values({ name: `Keystone ${key('co')}` })
      .returning();
    companyId = company!.id;
    const card = await createCardPaymentMethod(api.db, gateway, {
      companyId,
      card: cardPaymentMethodSchema.parse({
        number: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
        cardholderName: 'Sam Builder',
        zip: 'M5V 2T6',
      }),
      idempotencyKey: key('card'),
      origin: { address: '203.0.113.31', userAgent: 'PartnerTest' },
    });
    cardId = card.id;
    // Clicks: 3 this month, 2 last month, 1 thirteen months ago (in the totals, not in a row).
    await api.db.insert(partnerClicks).values([
      ...[0, 0, 0, 1, 1, 13].map((monthsAgo) => ({
        partnerId,
        action: 'buy' as const,
        createdAt: inMonth(monthsAgo),
      })),
    ]);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  let slot = 0;
  /** An order with NorthPeak carrying the partner's code, paid by card. */
  async function partnerOrder(quantity = 2) {
    slot += 1;
    const [toronto] = await api.db.select().from(cities).where(eq(cities.slug, 'toronto'));
    const [product] = await api.db
      .select()
      .from(products)
      .where(and(eq(products.supplierId, northpeakId), eq(products.sku, 'NP-RM-25')));
    const date = new Date(Date.now() + (20 + slot) * DAY).toISOString().slice(0, 10);
    const draft = placeOrderInputSchema.parse({
      quote: {
        supplierId: northpeakId,
        productId: product!.id,
        quantity,
        unit: 'm3',
        extraIds: [],
        schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 14 },
        delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
        paymentType: 'card',
      },
      quoteFingerprint: 'pending',
      contact: { name: 'Sam', email: 'sam@keystone.example', phoneNumber: '+1 416 555 0101' },
      partnerCode: 'lakeshore',
    });
    const { quote } = await quoteOrder(api.db, draft.quote, { companyId });
    const order = await placeOrder(api.db, {
      companyId,
      userId: null,
      input: { ...draft, quoteFingerprint: quote.fingerprint },
      idempotencyKey: key('place'),
    });
    const paidAt = new Date(new Date(order.deliveryStartsAt).getTime() - 3_600_000);
    const attempt = await payOrder(api.db, gateway, {
      companyId,
      input: { orderId: order.id, paymentMethodId: cardId },
      idempotencyKey: key('pay'),
      now: paidAt,
    });
    expect(attempt.status).toBe('succeeded');
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    return { stored: stored!, subtotalCents: quote.subtotalCents, paidAt };
  }

  const DASHBOARD = `query { partnerDashboard {
    code name commissionBps paysOut
    months { month figures { clicks signUps orders referralCreditsCents earned { currency cents } pending { currency cents } } }
    totals { clicks signUps orders referralCreditsCents earned { currency cents } pending { currency cents } }
    paidOut { currency cents } awaitingPayout { currency cents } owed { currency cents }
    payouts { id payoutDate status currency amountCents } } }`;
  interface Figures {
    clicks: number;
    signUps: number;
    orders: number;
    referralCreditsCents: number;
    earned: { currency: string; cents: number }[];
    pending: { currency: string; cents: number }[];
  }
  interface DashboardAnswer {
    partnerDashboard: {
      code: string;
      commissionBps: number;
      paysOut: boolean;
      months: { month: string; figures: Figures }[];
      totals: Figures;
      paidOut: { currency: string; cents: number }[];
      awaitingPayout: { currency: string; cents: number }[];
      owed: { currency: string; cents: number }[];
      payouts: { id: string; status: string; currency: string; amountCents: number }[];
    };
  }
  async function dashboard(token = partnerToken) {
    const answer = await call<DashboardAnswer>(DASHBOARD, {}, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.partnerDashboard;
  }

  let earnedOrder: Awaited<ReturnType<typeof partnerOrder>>;
  let pendingOrder: Awaited<ReturnType<typeof partnerOrder>>;

  describe('attribution', () => {
    it('gives a contractor who signs up with the partner’s code $20 of credit, counted as the partner’s sign-up', async () => {
      const email = `referred-${randomBytes(3).toString('hex')}@keystone.example`;
      const answer = await call<{
        contractorSignUp: { user: { id: string; company: { referralCreditCents: number } } };
      }>(
        `mutation ($input: ContractorSignUpInput!) { contractorSignUp(input: $input) {
          user { id company { referralCreditCents } } } }`,
        {
          input: {
            identity: { email, password: 'Referred2026!' },
            phone: `+1416555${String(1000 + Math.floor(Math.random() * 8999))}`,
            password: 'Referred2026!',
            source: 'web',
            fullName: 'Jamie Referred',
            referralCode: 'lakeshore',
          },
        },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.contractorSignUp.user.company.referralCreditCents).toBe(2000);
      const rows = await api.db
        .select()
        .from(partnerReferrals)
        .where(eq(partnerReferrals.userId, answer.data!.contractorSignUp.user.id));
      expect(rows).toMatchObject([{ partnerId, creditCents: 2000 }]);
    });

    it('fixes the partner’s rate on each order when it is placed', async () => {
      earnedOrder = await partnerOrder(2);
      expect(earnedOrder.stored.partnerCode).toBe(CODE);
      expect(earnedOrder.stored.partnerCommissionBps).toBe(500);
      expect(earnedOrder.stored.partnerCommissionCents).toBe(Math.round(earnedOrder.subtotalCents * 0.05));
      await api.db.update(partners).set({ commissionBps: 750 }).where(eq(partners.id, partnerId));
      pendingOrder = await partnerOrder(3);
      expect(pendingOrder.stored.partnerCommissionBps).toBe(750);
      expect(pendingOrder.stored.partnerCommissionCents).toBe(Math.round(pendingOrder.subtotalCents * 0.075));
      // The first order keeps the rate of its moment.
      const [first] = await api.db.select().from(orders).where(eq(orders.id, earnedOrder.stored.id));
      expect(first!.partnerCommissionBps).toBe(500);
      // Delivered and paid: earned. A cancelled order with the code counts for nothing.
      await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, earnedOrder.stored.id));
      const cancelled = await partnerOrder(1);
      await api.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, cancelled.stored.id));
      expect(earnedOrder.stored.paymentStatus).toBe('succeeded');
    });
  });

  describe('the dashboard', () => {
    it('shows each figure per month and in all', async () => {
      const view = await dashboard();
      expect(view).toMatchObject({ code: CODE, commissionBps: 750, paysOut: true });
      expect(view.months).toHaveLength(12);
      expect(view.months.map((row) => row.month).slice(0, 2)).toEqual([monthKey(0), monthKey(1)]);
      const earned = earnedOrder.stored.partnerCommissionCents!;
      const pending = pendingOrder.stored.partnerCommissionCents!;
      expect(view.months[0]!.figures).toEqual({
        clicks: 3,
        signUps: 1,
        orders: 2,
        referralCreditsCents: 2000,
        earned: [{ currency: 'CAD', cents: earned }],
        pending: [{ currency: 'CAD', cents: pending }],
      });
      expect(view.months[1]!.figures).toEqual({
        clicks: 2,
        signUps: 0,
        orders: 0,
        referralCreditsCents: 0,
        earned: [],
        pending: [],
      });
      expect(view.totals).toMatchObject({ clicks: 6, signUps: 1, orders: 2, referralCreditsCents: 2000 });
      expect(view.paidOut).toEqual([]);
      expect(view.awaitingPayout).toEqual([]);
      expect(view.owed).toEqual([{ currency: 'CAD', cents: earned }]);
      expect(view.payouts).toEqual([]);
    });

    it('tells a partner that is no supplier what it is owed, and pays it to no one else', async () => {
      const earned = earnedOrder.stored.partnerCommissionCents!;
      await api.db.update(partners).set({ supplierId: null }).where(eq(partners.id, partnerId));
      try {
        const view = await dashboard();
        expect(view).toMatchObject({ paysOut: false, awaitingPayout: [], payouts: [] });
        expect(view.owed).toEqual([{ currency: 'CAD', cents: earned }]);
        // No supplier's ledger is credited with it: it stays owed to the partner.
        expect(await postEarnedPartnerCommissions(api.db, new Date(Date.now() + 30 * DAY))).toBe(0);
        expect(
          await api.db.select().from(supplierLedgerEntries).where(eq(supplierLedgerEntries.kind, 'partner_commission')),
        ).toEqual([]);
      } finally {
        await api.db.update(partners).set({ supplierId: partnerSupplierId }).where(eq(partners.id, partnerId));
      }
    });

    it('tells the session a partner’s account is one (it signs in to /partner), and nobody else’s', async () => {
      const ME = 'query { me { isPartner company { id } } }';
      const partner = await call<{ me: { isPartner: boolean; company: { id: string } | null } }>(ME, {}, partnerToken);
      expect(partner.data?.me).toEqual({ isPartner: true, company: null });
      const other = await newUser('not-a-partner-either');
      const theirs = await call<{ me: { isPartner: boolean } }>(ME, {}, await signAccessToken({ userId: other.id }));
      expect(theirs.data?.me).toEqual({ isPartner: false, company: null });
    });

    it('answers only the partner’s own account: FORBIDDEN for another, UNAUTHENTICATED signed out', async () => {
      const other = await newUser('not-a-partner');
      const refused = await call(DASHBOARD, {}, await signAccessToken({ userId: other.id }));
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toMatch(/for partners of the program/);
      const signedOut = await call(DASHBOARD, {});
      expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // Another partner's account sees its own figures, none of these.
      const northpeakUser = await newUser('northpeak-partner');
      await api.db.update(partners).set({ userId: northpeakUser.id }).where(eq(partners.code, 'NORTHPEAK'));
      const theirs = await dashboard(await signAccessToken({ userId: northpeakUser.id }));
      expect(theirs.code).toBe('NORTHPEAK');
      expect(theirs.totals).toMatchObject({ signUps: 0, orders: 0, earned: [], pending: [] });
    });
  });

  describe('commission payouts', () => {
    it('pays the earned commission with the partner’s supplier’s payout, through the ledger, once', async () => {
      const at = new Date(
        `${payoutDateOn(new Date(earnedOrder.paidAt.getTime() + (PAYOUT_SETTLEMENT_DAYS + PAYOUT_INTERVAL_DAYS) * DAY))}T00:30:00Z`,
      );
      const report = await runPayoutJobs(api.db, gateway, { now: at });
      expect(report.commissions).toBe(1);
      const earned = earnedOrder.stored.partnerCommissionCents!;
      const rows = await api.db
        .select()
        .from(supplierLedgerEntries)
        .where(
          and(
            eq(supplierLedgerEntries.kind, 'partner_commission'),
            eq(supplierLedgerEntries.orderId, earnedOrder.stored.id),
          ),
        );
      expect(rows).toMatchObject([{ supplierId: partnerSupplierId, amountCents: earned, currency: 'CAD' }]);
      expect(rows[0]!.payoutId).not.toBeNull();
      const [batch] = await api.db.select().from(supplierPayouts).where(eq(supplierPayouts.id, rows[0]!.payoutId!));
      expect(batch!.supplierId).toBe(partnerSupplierId);
      expect(await checkLedgerInvariants(api.db)).toEqual([]);

      // Run again: nothing is posted twice.
      expect((await runPayoutJobs(api.db, gateway, { now: new Date(at.getTime() + 60_000) })).commissions).toBe(0);

      const [sent] = await api.db.select().from(supplierPayouts).where(eq(supplierPayouts.id, batch!.id));
      const view = await dashboard();
      expect(view.payouts).toEqual([
        {
          id: batch!.id,
          payoutDate: batch!.payoutDate,
          status: sent!.status,
          currency: 'CAD',
          amountCents: earned,
        },
      ]);
      expect(view.awaitingPayout).toEqual([]);
      expect(view.paidOut).toEqual(sent!.status === 'paid' ? [{ currency: 'CAD', cents: earned }] : []);
      expect(view.owed).toEqual(sent!.status === 'paid' ? [] : [{ currency: 'CAD', cents: earned }]);
    });
  });

  describe('counting clicks', () => {
    const execute = () =>
      createServerExecutor('http://localhost/api/gql', (url, init) => Promise.resolve(api.yoga.fetch(url, init)));
    const clicksNow = async () =>
      (await api.db.select().from(partnerClicks).where(eq(partnerClicks.partnerId, partnerId))).length;

    it('counts a visitor once: the cookie of a counted click stops the next from counting', async () => {
      const before = await clicksNow();
      const first = await handlePartnerClick(
        new Request('http://localhost/r/lakeshore?to=sign-up'),
        'lakeshore',
        execute(),
      );
      expect(first.status).toBe(302);
      expect(first.headers.get('location')).toBe(`/sign-up?ref=${CODE}`);
      const cookie = first.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^bm_partner_clicks=LAKESHORE; Path=\/r; HttpOnly; SameSite=Lax; Max-Age=86400/);
      expect(await clicksNow()).toBe(before + 1);
      const again = await handlePartnerClick(
        new Request('http://localhost/r/LAKESHORE?to=sign-up', { headers: { cookie: cookie.split(';')[0]! } }),
        'LAKESHORE',
        execute(),
      );
      expect(again.headers.get('location')).toBe(`/sign-up?ref=${CODE}`);
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(await clicksNow()).toBe(before + 1);
    });

    it('counts at most so many clicks an hour from one address', async () => {
      const before = await clicksNow();
      const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
      for (let i = 0; i < PARTNER_CLICK_LIMITS.perAddress.limit + 3; i += 1) {
        const partner = await recordPartnerClick(api.db, { code: CODE, action: 'buy' }, { clientAddress: address });
        expect(partner?.code).toBe(CODE);
      }
      expect(await clicksNow()).toBe(before + PARTNER_CLICK_LIMITS.perAddress.limit);
    });
  });
}
