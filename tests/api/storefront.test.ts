import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { LOGO_LIMITS, STOREFRONT_MESSAGES } from '@/lib/validation/storefront';
import { companies, companyMembers, orders, partners, products, suppliers } from '@/server/db/schema';
import { createServerExecutor } from '@/server/graphql/execute';
import { diskFileStore } from '@/server/files/disk-store';
import type { FileStore } from '@/server/files/file-store';
import { handleLogoDownload, handleLogoRemoval, handleLogoUpload } from '@/server/http/logo-upload';
import { handlePartnerClick } from '@/server/http/partner-click';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { CATALOGUE_READ_ONLY_MESSAGE } from '@/server/services/accounts/permissions';

import { jpegImage, pngImage, webpImage } from '../support/images';
import { createApiCaller, signUpContractor, tokenOf, type TestApi, createTestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

process.env.JWT_SECRET = 'storefront-test-secret-0123456789abcdefghijklmn';

/** What happened to the storefront's page and its logo files, in order (revalidatePath is Next.js's). */
const { pageAndFiles } = vi.hoisted(() => ({ pageAndFiles: [] as string[] }));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  revalidatePath: (page: string) => pageAndFiles.push(`made again: ${page}`),
}));

/**
 * A supplier's storefront through the API: the public `storefront(slug)` (brand, service area,
 * active products with the order flow's own all-in prices for a typical quantity), the
 * storefront's delivery-area check, and in the workspace the brand colour (owner and managers)
 * and the supplier's own button, whose clicks (/r/<code>) and orders are counted and whose links
 * name the supplier. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const backends = [
  { name: 'PGlite', database: () => Promise.resolve({ url: undefined, drop: () => Promise.resolve() }) },
  ...(testDatabaseAdminUrl
    ? [{ name: 'PostgreSQL (TEST_DATABASE_URL)', database: () => createTestDatabase('storefront_test') }]
    : []),
];

const SLUG = 'northpeak-ready-mix';
/** The same storefront on the suppliers' own domains (app/domains/[domain]) is made again too. */
const MADE_AGAIN_ON_DOMAINS = 'made again: /domains/[domain]';

const STOREFRONT = `query($slug: String!) { storefront(slug: $slug) {
  supplierId slug name brandColor currency homeCity { id name } serviceAreas { id name }
  products { id name type unit quantity allInPriceCents } } }`;
const SETTINGS = `{ supplierStorefront { slug name brandColor mayEdit button { code clicks buyClicks rentClicks orders } } }`;
const UPDATE = `mutation($input: SupplierStorefrontInput!) { supplierStorefrontUpdate(input: $input) { brandColor } }`;
const PRODUCERS = `query($input: ProducersInput!) { producers(input: $input) {
  supplierId products { id quantity allInPriceCents } } }`;
const CHECK = `query($input: DeliveryAreaCheckInput!) { deliveryAreaCheck(input: $input) { available supplierCount city { name } } }`;

interface StorefrontData {
  storefront: {
    supplierId: string;
    slug: string;
    name: string;
    brandColor: string | null;
    currency: string;
    homeCity: { id: string; name: string };
    serviceAreas: { id: string; name: string }[];
    products: { id: string; name: string; type: string; unit: string; quantity: number; allInPriceCents: number }[];
  } | null;
}
interface SettingsData {
  supplierStorefront: {
    slug: string;
    name: string;
    brandColor: string | null;
    mayEdit: boolean;
    button: { code: string; clicks: number; buyClicks: number; rentClicks: number; orders: number };
  };
}

describe.each(backends)('storefront on $name', (backend) => {
  let api: TestApi;
  let drop: () => Promise<void>;
  const call = createApiCaller(() => api, '10.97');
  let owner: string;
  let dispatcher: string;
  let driver: string;
  let otherSupplier: string;
  let contractor: string;
  let northPeakId: string;

  beforeAll(async () => {
    const database = await backend.database();
    drop = database.drop;
    api = await createTestApi({ databaseUrl: database.url });
    const signIn = async (login: string) => {
      const result = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
        input: { login, password: 'Dispatch2026!' },
      });
      expect(result.errors).toBeUndefined();
      return tokenOf(result.headers);
    };
    owner = await signIn('owner@northpeak.example');
    dispatcher = await signIn('dispatch@northpeak.example');
    otherSupplier = await signIn('dispatch@capital.example');
    contractor = (await signUpContractor(api, { email: 'storefront@keystone.example', phone: '+1 416 555 7001' }))
      .ordinary;
    const [northPeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, SLUG));
    northPeakId = northPeak!.id;
    const [person] = await api.db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.role, 'partner_driver'))
      .limit(1);
    if (person) driver = await signAccessToken({ userId: person.userId, companyId: northPeak!.companyId! });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  const storefrontOf = async (slug: string) => {
    const result = await call<StorefrontData>(STOREFRONT, { slug });
    expect(result.errors).toBeUndefined();
    return result.data!.storefront;
  };
  const settingsOf = async (token: string) => {
    const result = await call<SettingsData>(SETTINGS, {}, token);
    expect(result.errors).toBeUndefined();
    return result.data!.supplierStorefront;
  };

  describe('storefront(slug)', () => {
    it('answers the supplier, its service area and its active products, priced as the order flow prices them', async () => {
      const storefront = (await storefrontOf(SLUG))!;
      expect(storefront).toMatchObject({ slug: SLUG, name: 'NorthPeak Ready Mix', currency: 'CAD' });
      expect(storefront.homeCity.name).toBe('Toronto');
      expect(storefront.serviceAreas.map((city) => city.name)).toContain('Toronto');
      expect(storefront.products.length).toBeGreaterThan(0);
      const active = await api.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.supplierId, northPeakId), eq(products.active, true)));
      expect(new Set(storefront.products.map((product) => product.id))).toEqual(new Set(active.map((row) => row.id)));

      // The very prices the producers step shows for the same city, type and quantity.
      const readyMix = storefront.products.filter((product) => product.type === 'readyMix');
      expect(readyMix.every((product) => product.unit === 'm3' && product.quantity >= 8)).toBe(true);
      const producers = await call<{
        producers: { supplierId: string; products: { id: string; quantity: number; allInPriceCents: number }[] }[];
      }>(PRODUCERS, {
        input: { cityId: storefront.homeCity.id, productType: 'readyMix', quantity: 8, unit: 'm3', limit: 50 },
      });
      const listed = producers.data!.producers.find((producer) => producer.supplierId === northPeakId)!;
      for (const product of readyMix) {
        const same = listed.products.find((candidate) => candidate.id === product.id)!;
        expect({ quantity: product.quantity, allIn: product.allInPriceCents }).toEqual({
          quantity: same.quantity,
          allIn: same.allInPriceCents,
        });
      }
    });

    it('answers null for an unknown slug and for one that cannot be a slug', async () => {
      expect(await storefrontOf('no-such-supplier')).toBeNull();
      expect(await storefrontOf('../etc/passwd')).toBeNull();
    });
  });

  describe('the storefront’s delivery-area check', () => {
    it('says whether this supplier delivers to the city, not whether anyone does', async () => {
      const serves = await call<{ deliveryAreaCheck: { available: boolean; supplierCount: number } }>(CHECK, {
        input: { countryCode: 'CA', query: 'M5V 2T6', supplierSlug: SLUG },
      });
      expect(serves.data?.deliveryAreaCheck).toMatchObject({ available: true, supplierCount: 1 });

      // Ottawa: Capital Aggregates delivers there, NorthPeak does not.
      const ottawa = (supplierSlug?: string) =>
        call<{ deliveryAreaCheck: { available: boolean; supplierCount: number } }>(CHECK, {
          input: { countryCode: 'CA', query: 'Ottawa', supplierSlug },
        });
      expect((await ottawa()).data?.deliveryAreaCheck.available).toBe(true);
      expect((await ottawa('capital-aggregates')).data?.deliveryAreaCheck).toMatchObject({
        available: true,
        supplierCount: 1,
      });
      expect((await ottawa(SLUG)).data?.deliveryAreaCheck).toMatchObject({ available: false, supplierCount: 0 });
      expect((await ottawa('no-such-supplier')).data?.deliveryAreaCheck.available).toBe(false);
    });

    it('refuses a supplier slug that cannot be one with a code', async () => {
      const result = await call(CHECK, { input: { countryCode: 'CA', query: 'Toronto', supplierSlug: 'Not a slug!' } });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('the brand colour', () => {
    it('the owner and managers change it, and the storefront shows it', async () => {
      const result = await call<{ supplierStorefrontUpdate: { brandColor: string } }>(
        UPDATE,
        { input: { brandColor: ' #1D4ED8 ' } },
        owner,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.supplierStorefrontUpdate.brandColor).toBe('#1d4ed8');
      expect((await storefrontOf(SLUG))!.brandColor).toBe('#1d4ed8');
      expect((await settingsOf(dispatcher)).brandColor).toBe('#1d4ed8');

      const cleared = await call(UPDATE, { input: { brandColor: null } }, owner);
      expect(cleared.errors).toBeUndefined();
      expect((await storefrontOf(SLUG))!.brandColor).toBeNull();
    });

    it('refuses what is not a colour with the form’s message', async () => {
      const result = await call(UPDATE, { input: { brandColor: 'red' } }, owner);
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { brandColor: STOREFRONT_MESSAGES.brandColor },
      });
    });

    it('a driver may not change it, a contractor may not read it, and a supplier changes only its own', async () => {
      if (driver) {
        const refused = await call(UPDATE, { input: { brandColor: '#000000' } }, driver);
        expect(refused.errors?.[0]).toMatchObject({
          message: CATALOGUE_READ_ONLY_MESSAGE,
          extensions: { code: 'FORBIDDEN' },
        });
      }
      expect((await call(SETTINGS, {}, contractor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(SETTINGS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      const other = await call(UPDATE, { input: { brandColor: '#fde047' } }, otherSupplier);
      expect(other.errors).toBeUndefined();
      expect((await storefrontOf('capital-aggregates'))!.brandColor).toBe('#fde047');
      expect((await storefrontOf(SLUG))!.brandColor).toBeNull();
    });
  });

  describe('the logo', () => {
    let files: FileStore;
    const storage = () => Promise.resolve({ db: api.db, files });
    /** A 200 × 80 PNG's header and `size` bytes in all: enough for the content check, which reads the header. */
    const png = (size = 128) => {
      const bytes = new Uint8Array(size);
      bytes.set(pngImage(200, 80).subarray(0, 33));
      return bytes;
    };
    const upload = (token: string | null, bytes: Uint8Array, name = 'logo.png', type = 'image/png') => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], name, { type }));
      return handleLogoUpload(
        new Request('http://localhost/api/uploads/logo', {
          method: 'POST',
          body: form,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
        storage,
      );
    };
    const remove = (token: string) =>
      handleLogoRemoval(
        new Request('http://localhost/api/uploads/logo', {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        }),
        storage,
      );
    const logoOf = async (slug: string) => {
      const result = await call<{ storefront: { logo: string | null } | null }>(
        `query($slug: String!) { storefront(slug: $slug) { logo } }`,
        { slug },
      );
      return result.data!.storefront!.logo;
    };
    const download = (logo: string) => handleLogoDownload(logo.replace('/api/logos/', ''), storage);

    beforeAll(async () => {
      files = diskFileStore(await mkdtemp(path.join(tmpdir(), 'logo-files-')));
    });

    it('the owner uploads one, the storefront shows it, and its address serves the image for good', async () => {
      const answer = await upload(owner, png(2048));
      expect(answer.status).toBe(201);
      const { logo, sizeBytes } = (await answer.json()) as { logo: string; sizeBytes: number };
      expect(logo).toMatch(/^\/api\/logos\/[0-9a-f-]{36}$/);
      expect(sizeBytes).toBe(2048);
      expect(await logoOf(SLUG)).toBe(logo);
      expect(
        (await call<{ supplierStorefront: { logo: string } }>(`{ supplierStorefront { logo } }`, {}, dispatcher)).data!
          .supplierStorefront.logo,
      ).toBe(logo);

      const served = await download(logo);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(2048));

      // A new one replaces it, and the old file goes.
      const next = (await (await upload(owner, png(100))).json()) as { logo: string };
      expect(next.logo).not.toBe(logo);
      expect(await logoOf(SLUG)).toBe(next.logo);
      expect((await download(logo)).status).toBe(404);

      // Removed: the storefront shows the name alone, and the file goes too.
      expect((await remove(owner)).status).toBe(204);
      expect(await logoOf(SLUG)).toBeNull();
      expect((await download(next.logo)).status).toBe(404);
    });

    it('makes the storefront again before the logo it linked goes, when one is replaced or removed', async () => {
      const removeFiles = files.remove.bind(files);
      files.remove = (keys) => {
        pageAndFiles.push(`file removed: ${keys.join(', ')}`);
        return removeFiles(keys);
      };
      const keyOf = (logo: string) => `logos/${logo.replace('/api/logos/', '')}`;
      try {
        const { logo } = (await (await upload(owner, png())).json()) as { logo: string };
        pageAndFiles.length = 0;
        const next = (await (await upload(owner, png())).json()) as { logo: string };
        const replaced = [...pageAndFiles];
        pageAndFiles.length = 0;
        expect((await remove(owner)).status).toBe(204);
        // A visitor served the page in between would get a logo that is gone.
        expect(replaced).toEqual([`made again: /s/${SLUG}`, MADE_AGAIN_ON_DOMAINS, `file removed: ${keyOf(logo)}`]);
        expect(pageAndFiles).toEqual([
          `made again: /s/${SLUG}`,
          MADE_AGAIN_ON_DOMAINS,
          `file removed: ${keyOf(next.logo)}`,
        ]);
      } finally {
        files.remove = removeFiles;
        await remove(owner);
      }
    });

    it('refuses what is not an image by its content, whatever its name says, anything over 1 MB, and too many pixels', async () => {
      const script = new TextEncoder().encode('<svg onload="alert(1)"></svg>            ');
      const notImage = await upload(owner, script, 'logo.png', 'image/png');
      expect(notImage.status).toBe(415);
      expect(await notImage.json()).toMatchObject({
        error: { code: 'UNSUPPORTED_FILE', message: STOREFRONT_MESSAGES.logoType },
      });
      const tooLarge = await upload(owner, png(LOGO_LIMITS.maxBytes + 1));
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toMatchObject({
        error: { code: 'PAYLOAD_TOO_LARGE', message: STOREFRONT_MESSAGES.logoSize },
      });
      // Small in bytes, large in pixels: every visitor's browser would decode it.
      const tooManyPixels = await upload(owner, webpImage(8000, 8000, 'VP8X'), 'logo.webp', 'image/webp');
      expect(tooManyPixels.status).toBe(413);
      expect(await tooManyPixels.json()).toMatchObject({
        error: { code: 'PAYLOAD_TOO_LARGE', message: STOREFRONT_MESSAGES.logoPixels },
      });
      const broken = await upload(owner, jpegImage(400, 0));
      expect(broken.status).toBe(415);
      expect(await broken.json()).toMatchObject({
        error: { code: 'UNSUPPORTED_FILE', message: STOREFRONT_MESSAGES.logoUnreadable },
      });
      expect(await logoOf(SLUG)).toBeNull();
    });

    it('only the owner and managers change it; a contractor, a driver and a visitor do not', async () => {
      expect((await upload(null, png())).status).toBe(401);
      const byContractor = await upload(contractor, png());
      expect(byContractor.status).toBe(403);
      if (driver) {
        const byDriver = await upload(driver, png());
        expect(byDriver.status).toBe(403);
        expect(await byDriver.json()).toMatchObject({
          error: { code: 'FORBIDDEN', message: CATALOGUE_READ_ONLY_MESSAGE },
        });
      }
      // Another supplier's upload is its own storefront's.
      const other = (await (await upload(otherSupplier, png())).json()) as { logo: string };
      expect(await logoOf('capital-aggregates')).toBe(other.logo);
      expect(await logoOf(SLUG)).toBeNull();
      expect((await download('/api/logos/not-an-id')).status).toBe(404);
    });
  });

  describe('the supplier’s own button', () => {
    const execute = () =>
      createServerExecutor('http://localhost/api/gql', (url, init) => Promise.resolve(api.yoga.fetch(url, init)));
    const click = (code: string, query: string) =>
      handlePartnerClick(new Request(`http://localhost/r/${code}?${query}`), code, execute());

    it('is made once, whoever looks first, and is no referral partner on the logo walls', async () => {
      const [first, second] = await Promise.all([settingsOf(owner), settingsOf(dispatcher)]);
      expect(first.button.code).toBe(second.button.code);
      expect(first.button.code).toMatch(/^S[A-Z2-9]{9}$/);
      const rows = await api.db
        .select()
        .from(partners)
        .where(and(eq(partners.supplierId, northPeakId), eq(partners.supplierButton, true)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.visible).toBe(false);
      const walls = await call<{ partners: { values: { code: string }[] } }>(
        '{ partners(skip: 0, limit: 100) { values { code } } }',
      );
      expect(walls.data?.partners.values.map((partner) => partner.code) ?? []).not.toContain(first.button.code);
    });

    it('counts each click and leads into the order flow with the supplier named, or to the storefront', async () => {
      const before = (await settingsOf(owner)).button;
      const toFlow = await click(before.code, 'action=buy');
      expect(toFlow.headers.get('location')).toBe(`/app/order?partner=${before.code}&supplier=${SLUG}`);
      const rent = await click(before.code, 'action=rent');
      expect(rent.headers.get('location')).toBe(`/app/order?partner=${before.code}&supplier=${SLUG}&product=rentals`);
      const toStorefront = await click(before.code, 'action=buy&to=storefront');
      expect(toStorefront.headers.get('location')).toBe(`/s/${SLUG}?partner=${before.code}`);

      const after = (await settingsOf(owner)).button;
      expect(after).toMatchObject({
        clicks: before.clicks + 3,
        buyClicks: before.buyClicks + 2,
        rentClicks: before.rentClicks + 1,
      });
    });

    it('a referral partner’s link names no supplier, and `to=storefront` does not apply to it', async () => {
      const [referral] = await api.db.select().from(partners).where(eq(partners.supplierButton, false)).limit(1);
      const answer = await click(referral!.code, 'action=buy&to=storefront');
      expect(answer.headers.get('location')).toBe(`/app/order?partner=${referral!.code}`);
    });

    it('counts the orders placed through it, canceled ones aside, and only for its supplier', async () => {
      const { code } = (await settingsOf(owner)).button;
      const before = (await settingsOf(owner)).button.orders;
      const [company] = await api.db.insert(companies).values({ name: 'Keystone Builders' }).returning();
      const [product] = await api.db.select().from(products).where(eq(products.supplierId, northPeakId)).limit(1);
      const [supplier] = await api.db.select().from(suppliers).where(eq(suppliers.id, northPeakId));
      const order = (status: 'placed' | 'canceled') => {
        const key = crypto.randomUUID();
        return {
          companyId: company!.id,
          supplierId: northPeakId,
          productId: product!.id,
          productType: product!.type,
          productName: product!.name,
          quantity: '8',
          unit: product!.unit,
          trucks: 1,
          minutesBetweenTrucks: 0,
          deliveryDate: '2027-03-01',
          windowStartHour: 8,
          deliveryStartsAt: new Date('2027-03-01T13:00:00Z'),
          cityId: supplier!.homeCityId,
          deliveryAddress: '1 Site Road',
          postalCode: 'M5V 2T6',
          contactName: 'Dana Whitfield',
          contactEmail: 'dana@keystone.example',
          contactPhone: '+14165550100',
          paymentType: 'card' as const,
          status,
          currency: 'CAD',
          totalCents: 100_000,
          amountDueCents: 100_000,
          quote: {},
          quoteFingerprint: key,
          idempotencyKey: key,
          requestHash: key,
          partnerCode: code,
        };
      };
      await api.db.insert(orders).values([order('placed'), order('placed'), order('canceled')]);
      expect((await settingsOf(owner)).button.orders).toBe(before + 2);
      // Another supplier's button counts none of them.
      expect((await settingsOf(otherSupplier)).button.orders).toBe(0);
    });
  });
});
