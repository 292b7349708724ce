import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { resetServerEnvForTests } from '@/lib/env';
import { STOREFRONT_HOST_LOOKUP, type StorefrontHostLookup } from '@/lib/storefront-hosts';
import { STOREFRONT_DOMAIN_MESSAGES } from '@/lib/validation/storefront-domain';
import { proxy } from '@/proxy';
import { companyMembers, supplierDomains, suppliers, users } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { storefrontDomainChanged } from '@/server/services/events/order-changes';
import { registerStorefrontHostLookup, setDomainChecksForTests } from '@/server/services/storefront/domains';

import { createApiCaller, createTestApi, signUpContractor, tokenOf, type TestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

process.env.JWT_SECRET = 'storefront-domains-test-secret-0123456789abcdef';
process.env.STOREFRONT_DOMAIN_TARGET = 'domains.buildmarket.test';

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  revalidatePath: () => undefined,
}));

/**
 * A supplier's own domain through the API: the owner adds it (the form's zod schema, not the
 * marketplace's own host, one supplier per domain), verifies it by the HTTP token this app's proxy
 * answers on the domain or by the DNS TXT record, and removes it; the proxy's cached lookup of the
 * host follows every change at once. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const backends = [
  { name: 'PGlite', database: () => Promise.resolve({ url: undefined, drop: () => Promise.resolve() }) },
  ...(testDatabaseAdminUrl
    ? [{ name: 'PostgreSQL (TEST_DATABASE_URL)', database: () => createTestDatabase('storefront_domains_test') }]
    : []),
];

const FIELDS = 'domain verified verifiedBy target txtName txtValue verificationUrl url';
const ADD = `mutation($input: SupplierDomainInput!) { supplierDomainAdd(input: $input) { ${FIELDS} } }`;
const VERIFY = `mutation { supplierDomainVerify { ${FIELDS} } }`;
const REMOVE = 'mutation { supplierDomainRemove }';
const SETTINGS = `{ supplierStorefront { slug domain { ${FIELDS} } } }`;
const BY_DOMAIN = 'query($domain: String!) { storefrontByDomain(domain: $domain) { slug name } }';

interface DomainFields {
  domain: string;
  verified: boolean;
  verifiedBy: string | null;
  target: string;
  txtName: string;
  txtValue: string;
  verificationUrl: string;
  url: string;
}

/**
 * The domain's web server as it is once its CNAME points at the marketplace: every request goes
 * through this app's own proxy (`proxy.ts`), which answers the token.
 */
async function startDomainServer(): Promise<{ server: Server; address: string }> {
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const answer = await proxy(
        new NextRequest(`http://127.0.0.1${incoming.url}`, {
          headers: { host: incoming.headers.host ?? '' },
        }),
      );
      outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      outgoing.end(await answer.text());
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(backends)('storefront domains on $name', (backend) => {
  let api: TestApi;
  let drop: () => Promise<void>;
  let domainServer: { server: Server; address: string };
  const call = createApiCaller(() => api, '10.98');
  let owner: string;
  let otherSupplier: string;
  let driver: string;
  const lookup = (host: string) =>
    ((globalThis as Record<symbol, unknown>)[STOREFRONT_HOST_LOOKUP] as StorefrontHostLookup)(host);

  beforeAll(async () => {
    const database = await backend.database();
    drop = database.drop;
    api = await createTestApi({ databaseUrl: database.url });
    registerStorefrontHostLookup(api.db);
    domainServer = await startDomainServer();
    process.env.STOREFRONT_DOMAIN_RESOLVE = `shop.northpeak.test=${domainServer.address}`;
    resetServerEnvForTests();
    const signIn = async (login: string) => {
      const result = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
        input: { login, password: 'Dispatch2026!' },
      });
      expect(result.errors).toBeUndefined();
      return tokenOf(result.headers);
    };
    owner = await signIn('owner@northpeak.example');
    otherSupplier = await signIn('dispatch@capital.example');
    const [northPeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    // A driver of NorthPeak's: may read the storefront, not change it.
    await signUpContractor(api, { email: 'domain-driver@northpeak.example', phone: '+1 416 555 7002' });
    const [person] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'domain-driver@northpeak.example'));
    await api.db
      .insert(companyMembers)
      .values({ companyId: northPeak!.companyId!, userId: person!.id, role: 'partner_driver' });
    driver = await signAccessToken({ userId: person!.id, companyId: northPeak!.companyId! });
  }, 120_000);

  afterEach(() => setDomainChecksForTests(undefined));

  afterAll(async () => {
    domainServer?.server.close();
    await api?.close();
    await drop?.();
  });

  const add = (domain: string, token = owner) =>
    call<{ supplierDomainAdd: DomainFields }>(ADD, { input: { domain } }, token);

  it('refuses what is not a domain, the marketplace’s own host, and members who may not change the storefront', async () => {
    for (const domain of [
      'https://shop.example.com/',
      'shop',
      'shop..example.com',
      '-shop.example.com',
      'shop_1.example.com',
    ]) {
      const refused = await add(domain);
      expect(refused.errors?.[0]?.extensions?.code, domain).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions?.fields).toEqual({ domain: STOREFRONT_DOMAIN_MESSAGES.domain });
    }
    for (const domain of ['domains.buildmarket.test', 'shop.domains.buildmarket.test']) {
      const refused = await add(domain);
      expect(refused.errors?.[0]?.extensions?.fields).toEqual({ domain: STOREFRONT_DOMAIN_MESSAGES.marketplaceHost });
    }
    expect((await add('shop.northpeak.test', driver)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(ADD, { input: { domain: 'shop.northpeak.test' } })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('adds a domain with the records to configure; unverified, it serves nothing and is no one else’s', async () => {
    const added = await add(' Shop.NorthPeak.test. ');
    expect(added.errors).toBeUndefined();
    const domain = added.data!.supplierDomainAdd;
    expect(domain).toMatchObject({
      domain: 'shop.northpeak.test',
      verified: false,
      verifiedBy: null,
      target: 'domains.buildmarket.test',
      txtName: '_buildmarket-verify.shop.northpeak.test',
    });
    const token = domain.txtValue.replace('buildmarket-verify=', '');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(domain.verificationUrl).toBe(`http://shop.northpeak.test/.well-known/buildmarket-verify/${token}`);
    expect(
      (await call<{ supplierStorefront: { domain: DomainFields } }>(SETTINGS, {}, owner)).data!.supplierStorefront
        .domain,
    ).toMatchObject({ domain: 'shop.northpeak.test', verified: false });
    expect((await call(BY_DOMAIN, { domain: 'shop.northpeak.test' })).data).toEqual({ storefrontByDomain: null });
    expect(await lookup('shop.northpeak.test')).toMatchObject({ slug: 'northpeak-ready-mix', verified: false, token });

    const taken = await add('shop.northpeak.test', otherSupplier);
    expect(taken.errors?.[0]?.extensions?.code).toBe('DOMAIN_TAKEN');
    expect(taken.errors?.[0]?.message).toBe(STOREFRONT_DOMAIN_MESSAGES.taken);
  });

  it('verifies by the HTTP token the proxy answers on the domain', async () => {
    // Nothing answers yet: no server for the token, no TXT record.
    setDomainChecksForTests({ fetchText: () => Promise.resolve(null), resolveTxt: () => Promise.resolve([]) });
    const early = await call(VERIFY, {}, owner);
    expect(early.errors?.[0]?.extensions?.code).toBe('DOMAIN_NOT_VERIFIED');
    expect(early.errors?.[0]?.message).toBe(STOREFRONT_DOMAIN_MESSAGES.notVerified);

    // The domain points here: the real check fetches the token from this app's proxy.
    setDomainChecksForTests({ resolveTxt: () => Promise.reject(new Error('ENOTFOUND')) });
    const verified = await call<{ supplierDomainVerify: DomainFields }>(VERIFY, {}, owner);
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.supplierDomainVerify).toMatchObject({ verified: true, verifiedBy: 'http' });

    const served = await call<{ storefrontByDomain: { slug: string; name: string } }>(BY_DOMAIN, {
      domain: 'shop.northpeak.test',
    });
    expect(served.data!.storefrontByDomain).toEqual({ slug: 'northpeak-ready-mix', name: 'NorthPeak Ready Mix' });
    // The proxy knew the host unverified a moment ago; the change reached its cache.
    expect(await lookup('shop.northpeak.test')).toMatchObject({ verified: true });
  });

  it('verifies by the DNS TXT record, whatever strings it is split in', async () => {
    const added = (await add('shop.capital.test', otherSupplier)).data!.supplierDomainAdd;
    const txt = new Map<string, string[][]>();
    setDomainChecksForTests({
      fetchText: () => Promise.resolve('a page that is not the token'),
      resolveTxt: (name) => Promise.resolve(txt.get(name) ?? []),
    });
    txt.set(added.txtName, [['buildmarket-verify=0123456789abcdef0123456789abcdef']]);
    expect((await call(VERIFY, {}, otherSupplier)).errors?.[0]?.extensions?.code).toBe('DOMAIN_NOT_VERIFIED');
    txt.set(added.txtName, [['v=spf1 -all'], [added.txtValue.slice(0, 20), added.txtValue.slice(20)]]);
    const verified = await call<{ supplierDomainVerify: DomainFields }>(VERIFY, {}, otherSupplier);
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.supplierDomainVerify).toMatchObject({ domain: 'shop.capital.test', verifiedBy: 'dns' });
  });

  it('removes the domain: the host is disconnected at once and the domain free for another', async () => {
    expect(await lookup('shop.capital.test')).toMatchObject({ verified: true });
    const removed = await call(REMOVE, {}, otherSupplier);
    expect(removed.errors).toBeUndefined();
    expect(await lookup('shop.capital.test')).toBeNull();
    expect((await call(BY_DOMAIN, { domain: 'shop.capital.test' })).data).toEqual({ storefrontByDomain: null });
    // The owner's domain is untouched by another supplier's removal.
    expect(await lookup('shop.northpeak.test')).toMatchObject({ verified: true });
    expect((await add('shop.capital.test')).errors).toBeUndefined();
    expect(await lookup('shop.northpeak.test')).toBeNull();
    expect((await call(REMOVE, {}, owner)).errors).toBeUndefined();
  });

  it('caches what it knows of a host, and forgets it when any instance tells of a change', async () => {
    expect(await api.db.select().from(supplierDomains)).toEqual([]);
    expect((await add('cached.northpeak.test')).errors).toBeUndefined();
    expect(await lookup('cached.northpeak.test')).toMatchObject({ verified: false });
    // Changed behind the service's back: the cache still answers what it read.
    await api.db
      .update(supplierDomains)
      .set({ verifiedAt: new Date(), verifiedBy: 'dns' })
      .where(eq(supplierDomains.domain, 'cached.northpeak.test'));
    expect(await lookup('cached.northpeak.test')).toMatchObject({ verified: false });
    // What another instance publishes after its change.
    await storefrontDomainChanged('cached.northpeak.test');
    await vi.waitFor(async () => expect(await lookup('cached.northpeak.test')).toMatchObject({ verified: true }));
    expect((await call(REMOVE, {}, owner)).errors).toBeUndefined();
  });

  it('remembers that no supplier has a host, so a flood of requests for it reads the database once', async () => {
    expect(await lookup('later.northpeak.test')).toBeNull();
    // Connected behind the service's back: the proxy still knows the host as no one's.
    const [northPeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    await api.db.insert(supplierDomains).values({
      supplierId: northPeak!.id,
      domain: 'later.northpeak.test',
      token: 'b'.repeat(32),
      verifiedAt: new Date(),
      verifiedBy: 'dns',
    });
    expect(await lookup('later.northpeak.test')).toBeNull();
    // Told of the change (as every instance is, when a domain is added or verified), it reads again.
    await storefrontDomainChanged('later.northpeak.test');
    await vi.waitFor(async () => expect(await lookup('later.northpeak.test')).toMatchObject({ verified: true }));
    expect((await call(REMOVE, {}, owner)).errors).toBeUndefined();
  });
});
