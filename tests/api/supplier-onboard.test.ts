import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities, companies, partnerRequests, suppliers } from '@/server/db/schema';
import type { Mailer, OutgoingMail } from '@/server/services/mail/mailer';
import { HOME_CITY_REQUIRED_MESSAGE, onboardSupplier } from '@/server/services/accounts/supplier-onboarding';

import { createTestApi, signUpContractor, type GraphQLResponse, type TestApi } from '../support/api';

process.env.JWT_SECRET = 'supplier-onboard-test-secret-0123456789abcdefghij';

/** The operator's onboarding: a supplier listing becomes a company whose owner is invited by mail. */

let api: TestApi;
let torontoId: string;
const sent: OutgoingMail[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  send: (mail) => {
    sent.push(mail);
    return Promise.resolve();
  },
};
const deps = { mailer, siteUrl: 'http://localhost:3000' };

beforeAll(async () => {
  api = await createTestApi();
  const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto')).limit(1);
  torontoId = toronto!.id;
});
afterAll(() => api.close());

async function call<TData>(query: string, variables: Record<string, unknown>, token: string) {
  const response = await api.request({ query, variables }, { authorization: `Bearer ${token}` });
  return { body: (await response.json()) as GraphQLResponse<TData>, headers: response.headers };
}

const tokenOfLink = (text: string) => /\/invite\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('onboardSupplier', () => {
  it('turns a listed supplier into a company whose invited owner runs its orders; a second run refuses', async () => {
    await api.db.insert(suppliers).values({
      slug: 'lakeshore-aggregates',
      name: 'Lakeshore Aggregates',
      description: 'Gravel and sand.',
      homeCityId: torontoId,
    });
    const onboarded = await onboardSupplier(
      api.db,
      { supplier: 'lakeshore-aggregates', ownerEmail: 'Lena.Owner@Lakeshore-Aggregates.example' },
      deps,
    );

    const [listing] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'lakeshore-aggregates'));
    expect(listing?.companyId).toBe(onboarded.companyId);
    const [company] = await api.db.select().from(companies).where(eq(companies.id, onboarded.companyId));
    expect(company).toMatchObject({ name: 'Lakeshore Aggregates', kind: 'supplier' });

    const mail = sent.at(-1)!;
    expect(mail.to).toBe('lena.owner@lakeshore-aggregates.example');
    expect(mail.subject).toContain('Lakeshore Aggregates');
    expect(mail.text).toContain(onboarded.invitation.link);
    const token = tokenOfLink(mail.text);
    expect(token).toBeDefined();

    // A new account with the invited email accepts and becomes the supplier's owner.
    const owner = await signUpContractor(api, {
      email: 'lena.owner@lakeshore-aggregates.example',
      phone: '+1 647 555 0199',
    });
    const accepted = await call<{ invitationAccept: { role: string; companyName: string; status: string } }>(
      `mutation($token: String!) { invitationAccept(token: $token) { role companyName status } }`,
      { token },
      owner.main,
    );
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data?.invitationAccept).toEqual({
      role: 'supplier_owner',
      companyName: 'Lakeshore Aggregates',
      status: 'accepted',
    });
    const ordinary = accepted.headers.get('authorization')!.replace(/^Bearer /, '');

    const me = await call<{ me: { role: string; company: { id: string; kind: string } } }>(
      `query { me { role company { id kind } } }`,
      {},
      ordinary,
    );
    expect(me.body.data?.me).toEqual({
      role: 'supplier_owner',
      company: { id: onboarded.companyId, kind: 'supplier' },
    });
    const orders = await call<{ supplierOrders: { count: number } }>(
      `query { supplierOrders { count } }`,
      {},
      ordinary,
    );
    expect(orders.body.errors).toBeUndefined();
    expect(orders.body.data?.supplierOrders.count).toBe(0);
    const team = await call<{ team: { invitableRoles: string[]; invitations: unknown[] } }>(
      `query { team { invitableRoles invitations { id } } }`,
      {},
      ordinary,
    );
    expect(team.body.data?.team).toEqual({ invitableRoles: ['partner_manager', 'partner_driver'], invitations: [] });

    // Running it again refuses and changes nothing.
    const mailsBefore = sent.length;
    await expect(
      onboardSupplier(api.db, { supplier: 'lakeshore-aggregates', ownerEmail: 'other@lakeshore.example' }, deps),
    ).rejects.toMatchObject({
      message: expect.stringContaining('already onboarded') as unknown,
      extensions: { code: 'SUPPLIER_ALREADY_ONBOARDED' },
    });
    expect(sent.length).toBe(mailsBefore);
    const [still] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'lakeshore-aggregates'));
    expect(still?.companyId).toBe(onboarded.companyId);
  });

  it('lists a new supplier from a start-selling request, asking for its home city first', async () => {
    const [request] = await api.db
      .insert(partnerRequests)
      .values({
        companyName: 'Granite Ridge Concrete',
        email: 'hello@graniteridge.example',
        phone: '+14165557002',
        address: '12 Quarry Rd, Toronto',
        productType: 'readyMix',
        uniqueProductCount: 4,
        termsAcceptedAt: new Date(),
      })
      .returning({ id: partnerRequests.id });

    await expect(onboardSupplier(api.db, { requestId: request!.id }, deps)).rejects.toMatchObject({
      message: HOME_CITY_REQUIRED_MESSAGE,
    });
    expect(await api.db.select().from(suppliers).where(eq(suppliers.slug, 'granite-ridge-concrete'))).toEqual([]);

    const onboarded = await onboardSupplier(api.db, { requestId: request!.id, homeCity: 'toronto' }, deps);
    expect(onboarded).toMatchObject({ supplierCreated: true, supplierSlug: 'granite-ridge-concrete' });
    const [listing] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'granite-ridge-concrete'));
    expect(listing).toMatchObject({
      name: 'Granite Ridge Concrete',
      homeCityId: torontoId,
      companyId: onboarded.companyId,
      description: 'Supplier of ready-mix concrete.',
    });
    expect(sent.at(-1)?.to).toBe('hello@graniteridge.example');

    await expect(onboardSupplier(api.db, { requestId: request!.id, homeCity: 'toronto' }, deps)).rejects.toMatchObject({
      extensions: { code: 'SUPPLIER_ALREADY_ONBOARDED' },
    });
  });
});
