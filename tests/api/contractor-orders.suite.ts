import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities, orders, products, suppliers } from '@/server/db/schema';
import { formatDateTime } from '@/lib/time';
import { handleOrdersCsvDownload } from '@/server/http/orders-csv-download';
import { listOrders } from '@/server/services/orders/lists';
import { handleStatementDownload } from '@/server/http/statement-download';

import { createApiCaller, tokenOf, type TestApi } from '../support/api';
import { readPdf } from '../support/pdf';

/**
 * The contractor's orders list over a year of orders: search, filters, paging with a total, the
 * CSV of every matching order, and the monthly statement of a job site, each scoped to the
 * caller's company. Run on PGlite (contractor-orders.test.ts) and PostgreSQL
 * (contractor-orders-postgres.test.ts).
 */
export function contractorOrdersTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  const call = createApiCaller(() => api, '10.93');

  let contractors = 0;
  async function signUpContractor() {
    contractors += 1;
    const n = String(contractors).padStart(4, '0');
    const result = await call<{ contractorSignUp: { user: { company: { id: string } } } }>(
      `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { company { id } } } }`,
      {
        input: {
          identity: { email: `books${n}@lakeshore.example`, password: 'Concrete2024' },
          phone: `+1 416 555 4${n.slice(1)}`,
          password: 'Concrete2024',
          source: 'web',
          fullName: `Site Lead ${n}`,
        },
      },
    );
    expect(result.errors).toBeUndefined();
    return { token: tokenOf(result.headers), companyId: result.data!.contractorSignUp.user.company.id };
  }

  let northPeakId: string;
  let productId: string;
  let torontoId: string;

  async function createJobSite(token: string, name: string, address: string, jobNumber: string) {
    const created = await call<{ jobSiteCreate: { id: string } }>(
      `mutation($input: JobSiteInput!) { jobSiteCreate(input: $input) { id } }`,
      { input: { name, countryCode: 'CA', cityId: torontoId, address, postalCode: 'M5X 1A9', jobNumber } },
      token,
    );
    expect(created.errors).toBeUndefined();
    return created.data!.jobSiteCreate.id;
  }

  async function placeOrder(token: string, jobSiteId: string, date: string) {
    const input = {
      supplierId: northPeakId,
      productId,
      quantity: 8,
      unit: 'm3',
      extraIds: [],
      schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 6 },
      delivery: { jobSiteId },
      paymentType: 'card',
    };
    const quoted = await call<{ orderQuote: { fingerprint: string } }>(
      `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
      { input },
      token,
    );
    expect(quoted.errors).toBeUndefined();
    const placed = await call<{ placeOrder: { id: string; orderNumber: string } }>(
      `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id orderNumber } }`,
      {
        input: {
          quote: input,
          quoteFingerprint: quoted.data!.orderQuote.fingerprint,
          contact: { name: 'Dana Whitfield', email: 'dana@lakeshore.example', phoneNumber: '+1 416 555 0100' },
        },
        key: crypto.randomUUID(),
      },
      token,
    );
    expect(placed.errors).toBeUndefined();
    return placed.data!.placeOrder;
  }

  /**
   * `count` older copies of a placed order, as a busy company's year fills its list: the n-th placed
   * n × `spacingHours` earlier and delivered n days earlier; every 3rd to an address on Queen
   * Street, every 2nd at `otherSiteId` with its job number, every 4th aggregates, every 5th
   * completed. Written in one statement, as a year of orders would take too long to place.
   */
  async function copiesOf(
    orderId: string,
    count: number,
    otherSite: { id: string; jobNumber: string },
    spacingHours = 192,
  ) {
    await api.db.execute(sql`
      insert into orders (company_id, placed_by_user_id, supplier_id, product_id, product_type, product_name,
        quantity, unit, color, trucks, minutes_between_trucks, delivery_date, window_start_hour, delivery_starts_at,
        job_site_id, city_id, site_name, delivery_address, postal_code, job_number, contact_name, contact_email,
        contact_phone, payment_type, payment_status, status, currency, total_cents, amount_due_cents, quote,
        quote_fingerprint, idempotency_key, request_hash, created_at)
      select o.company_id, o.placed_by_user_id, o.supplier_id, o.product_id,
        case when n % 4 = 0 then 'aggregates'::product_type else o.product_type end, o.product_name,
        o.quantity, o.unit, o.color, o.trucks, o.minutes_between_trucks, o.delivery_date - n,
        o.window_start_hour, o.delivery_starts_at - n * interval '1 day',
        case when n % 2 = 0 then ${otherSite.id}::uuid else o.job_site_id end, o.city_id, o.site_name,
        case when n % 3 = 0 then n || ' Queen Street East' else o.delivery_address end, o.postal_code,
        case when n % 2 = 0 then ${otherSite.jobNumber} || '-' || n else o.job_number end,
        o.contact_name, o.contact_email, o.contact_phone, o.payment_type, o.payment_status,
        case when n % 5 = 0 then 'completed'::order_status else o.status end, o.currency, o.total_cents,
        o.amount_due_cents, o.quote, o.quote_fingerprint, 'copy-' || n || '-' || o.idempotency_key, o.request_hash,
        o.created_at - n * ${`${spacingHours} hours`}::interval
      from orders o, generate_series(1, ${count}) as n
      where o.id = ${orderId}`);
  }

  const LIST = `query($filter: OrderFilter, $skip: Int, $limit: Int) { orders(filter: $filter, skip: $skip, limit: $limit) {
    count csvUrl values { id orderNumber status productType deliveryDate deliveryAddress jobNumber createdAt } } }`;
  interface Listed {
    orders: {
      count: number;
      csvUrl: string;
      values: {
        id: string;
        orderNumber: string;
        status: string;
        productType: string;
        deliveryDate: string;
        deliveryAddress: string;
        jobNumber: string | null;
        createdAt: string;
      }[];
    };
  }
  const list = (token: string, filter: Record<string, unknown> = {}, skip = 0, limit = 20) =>
    call<Listed>(LIST, { filter, skip, limit }, token);

  const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  let company: { token: string; companyId: string };
  let other: { token: string; companyId: string };
  let kingWest: string;
  let harbour: string;
  let newest: { id: string; orderNumber: string };
  let othersOrder: { id: string; orderNumber: string };
  const firstDelivery = dateIn(60);

  beforeAll(async () => {
    api = await openApi();
    const [northPeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    northPeakId = northPeak!.id;
    const [product] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, northPeakId), eq(products.sku, 'NP-RM-25')));
    productId = product!.id;
    const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    torontoId = toronto!.id;

    company = await signUpContractor();
    other = await signUpContractor();
    kingWest = await createJobSite(company.token, 'King West tower', '100 King Street West', 'PO-7731');
    harbour = await createJobSite(company.token, 'Harbour podium', '25 Harbour Street', 'JOB-4410');
    newest = await placeOrder(company.token, kingWest, firstDelivery);
    // 45 orders in all, the oldest about a year before the newest.
    await copiesOf(newest.id, 44, { id: harbour, jobNumber: 'JOB-4410' });
    const otherSite = await createJobSite(other.token, 'Elsewhere', '1 Front Street West', 'PO-7731');
    othersOrder = await placeOrder(other.token, otherSite, firstDelivery);
  }, 120_000);
  afterAll(() => api?.close());

  describe('paging', () => {
    it('pages through every order newest first, with the total, and no order twice', async () => {
      const seen: string[] = [];
      let previous = Infinity;
      for (const skip of [0, 20, 40]) {
        const page = await list(company.token, {}, skip);
        expect(page.errors).toBeUndefined();
        expect(page.data!.orders.count).toBe(45);
        for (const order of page.data!.orders.values) {
          const placed = Date.parse(order.createdAt);
          expect(placed).toBeLessThanOrEqual(previous);
          previous = placed;
          seen.push(order.id);
        }
      }
      expect(seen).toHaveLength(45);
      expect(new Set(seen).size).toBe(45);
      expect(seen[0]).toBe(newest.id);
      expect(seen).not.toContain(othersOrder.id);
    });

    it('refuses a page larger than 50', async () => {
      expect((await list(company.token, {}, 0, 51)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('search', () => {
    it('finds an order by its number, whole or in part, in any case', async () => {
      for (const term of [
        newest.orderNumber,
        newest.orderNumber.slice(3, 9).toLowerCase(),
        `bm-${newest.orderNumber.slice(3, 8)}`,
      ]) {
        const found = await list(company.token, { search: term });
        expect(found.errors).toBeUndefined();
        expect(found.data!.orders.values.map((order) => order.id)).toContain(newest.id);
        expect(found.data!.orders.count).toBeLessThan(45);
      }
    });

    it('finds orders by job or PO number and by address', async () => {
      const byPo = await list(company.token, { search: 'po-7731' });
      // The newest and the copies at King West (odd n): 1 + 22.
      expect(byPo.data!.orders.count).toBe(23);
      expect(byPo.data!.orders.values.every((order) => order.jobNumber === 'PO-7731')).toBe(true);
      const byJob = await list(company.token, { search: 'JOB-4410-12' });
      expect(byJob.data!.orders.values.map((order) => order.jobNumber)).toEqual(['JOB-4410-12']);
      const byAddress = await list(company.token, { search: 'queen street' });
      expect(byAddress.data!.orders.count).toBe(14);
      expect(byAddress.data!.orders.values.every((order) => order.deliveryAddress.includes('Queen Street East'))).toBe(
        true,
      );
      // LIKE's own characters are searched as themselves.
      expect((await list(company.token, { search: '%' })).data!.orders.count).toBe(0);
    });

    it('never finds another company’s order', async () => {
      const theirs = await list(company.token, { search: othersOrder.orderNumber });
      expect(theirs.data!.orders.values.map((order) => order.id)).not.toContain(othersOrder.id);
      const byTheirPo = await list(other.token, { search: 'PO-7731' });
      expect(byTheirPo.data!.orders.values.map((order) => order.id)).toEqual([othersOrder.id]);
    });
  });

  describe('filters', () => {
    it('narrows by state, delivery dates, job site and product, alone and together', async () => {
      const completed = await list(company.token, { status: 'completed' });
      expect(completed.data!.orders.count).toBe(8);
      expect(completed.data!.orders.values.every((order) => order.status === 'completed')).toBe(true);

      const from = dateIn(60 - 10);
      const to = dateIn(60 - 1);
      const dated = await list(company.token, { deliveryFrom: from, deliveryTo: to });
      expect(dated.data!.orders.count).toBe(10);
      expect(dated.data!.orders.values.every((order) => order.deliveryDate >= from && order.deliveryDate <= to)).toBe(
        true,
      );

      const atHarbour = await list(company.token, { jobSiteId: harbour });
      expect(atHarbour.data!.orders.count).toBe(22);
      expect(atHarbour.data!.orders.values.every((order) => order.jobNumber?.startsWith('JOB-4410'))).toBe(true);

      const aggregates = await list(company.token, { productType: 'aggregates' });
      expect(aggregates.data!.orders.count).toBe(11);

      // Every 4th at Harbour (even) and completed (every 5th): n = 20 and 40.
      const together = await list(company.token, {
        jobSiteId: harbour,
        productType: 'aggregates',
        status: 'completed',
      });
      expect(together.data!.orders.values.map((order) => order.jobNumber).sort()).toEqual([
        'JOB-4410-20',
        'JOB-4410-40',
      ]);
    });

    it('finds nothing at another company’s job site, and refuses what is not a filter', async () => {
      const [theirSite] = await api.db
        .select({ id: orders.jobSiteId })
        .from(orders)
        .where(eq(orders.id, othersOrder.id));
      expect((await list(company.token, { jobSiteId: theirSite!.id })).data!.orders.count).toBe(0);
      const invalid = await list(company.token, { deliveryFrom: '2026-02-30' });
      expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await list(company.token, { status: 'lost' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('CSV export', () => {
    const download = (path: string, companyId: string) =>
      handleOrdersCsvDownload(new Request(`http://localhost${path}`), companyId, () => Promise.resolve(api.db));

    it('holds every matching order, not only the page, with job and PO numbers', async () => {
      const page = await list(company.token, { search: 'PO-7731' }, 0, 5);
      expect(page.data!.orders.values).toHaveLength(5);
      const answer = await download(page.data!.orders.csvUrl, company.companyId);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = (await answer.text()).trimEnd().split('\r\n');
      expect(rows[0]).toBe(
        'Order,Placed,Delivery date,Window,State,Payment,Payment method,Supplier,Product,Quantity,Job site,Address,City,Job or PO number,Currency,Total,Unpaid,Pick-up date,Rental days',
      );
      expect(rows).toHaveLength(1 + 23);
      expect(rows[1]!.startsWith(`${newest.orderNumber},`)).toBe(true);
      // Placed as the order page says it, in the site's zone (Toronto's): "Nov 29, 2026, 9:25 a.m. EST".
      const placed = formatDateTime(page.data!.orders.values[0]!.createdAt, 'America/Toronto');
      expect(placed).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. E[SD]T$/);
      expect(rows[1]!.startsWith(`${newest.orderNumber},"${placed}",`)).toBe(true);
      expect(
        rows.slice(1).every((row) => row.includes(',King West tower,') && row.includes(',Toronto,PO-7731,CAD,')),
      ).toBe(true);
      expect(rows[1]).toContain(',King West tower,"100 King Street West, M5X 1A9",Toronto,PO-7731,CAD,');
    });

    it('streams all 45 orders beyond one batch of the query', async () => {
      const all = await list(company.token);
      const rows = (await (await download(all.data!.orders.csvUrl, company.companyId)).text()).trimEnd().split('\r\n');
      expect(new Set(rows.slice(1).map((row) => row.split(',')[0])).size).toBe(45);
    });

    it('refuses a link whose filter or company was changed', async () => {
      const page = await list(company.token, { status: 'completed' });
      const widened = page.data!.orders.csvUrl.replace('status=completed&', '');
      expect((await download(widened, company.companyId)).status).toBe(403);
      expect((await download(page.data!.orders.csvUrl, other.companyId)).status).toBe(403);
      const unsigned = page.data!.orders.csvUrl.replace(/&t=[^&]+/, '');
      expect((await download(unsigned, company.companyId)).status).toBe(403);
    });
  });

  describe('job site statements', () => {
    const STATEMENT = `query($month: String!, $jobSiteId: ID!) { jobSiteStatement(month: $month, jobSiteId: $jobSiteId) {
      month jobSiteId orderCount totals { currency totalCents unpaidCents } pdfUrl csvUrl } }`;
    type Statement = {
      jobSiteStatement: {
        orderCount: number;
        totals: { currency: string; totalCents: number; unpaidCents: number }[];
        pdfUrl: string;
        csvUrl: string;
      };
    };
    const download = (path: string) =>
      handleStatementDownload(new Request(`http://localhost${path}`), path.split('/')[3]!.split('?')[0]!, () =>
        Promise.resolve(api.db),
      );

    it('adds up a job site’s month with job and PO numbers, as PDF and CSV, for its company only', async () => {
      const month = firstDelivery.slice(0, 7);
      const inMonth = await api.db
        .select({ id: orders.id, status: orders.status, total: orders.totalCents })
        .from(orders)
        .where(
          and(
            eq(orders.companyId, company.companyId),
            eq(orders.jobSiteId, kingWest),
            sql`to_char(${orders.deliveryDate}::date, 'YYYY-MM') = ${month}`,
          ),
        );
      expect(inMonth.length).toBeGreaterThan(0);
      // A canceled order is not on the statement.
      const canceled = inMonth.find((order) => order.id !== newest.id) ?? null;
      if (canceled) await api.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, canceled.id));
      const counted = inMonth.filter((order) => order.id !== canceled?.id);

      const answer = await call<Statement>(STATEMENT, { month, jobSiteId: kingWest }, company.token);
      expect(answer.errors).toBeUndefined();
      const statement = answer.data!.jobSiteStatement;
      expect(statement.orderCount).toBe(counted.length);
      expect(statement.totals).toEqual([
        expect.objectContaining({ currency: 'CAD', totalCents: counted.reduce((sum, order) => sum + order.total, 0) }),
      ]);

      const csv = await download(statement.csvUrl);
      expect(csv.status).toBe(200);
      const rows = (await csv.text()).trimEnd().split('\r\n');
      expect(rows[0]).toBe(
        'Order,Delivery date,Supplier,Job or PO number,Product,Quantity,State,Payment,Currency,Total,Unpaid,Disputes',
      );
      expect(rows).toHaveLength(1 + counted.length + 1);
      expect(rows[1]).toContain(',NorthPeak Ready Mix,PO-7731,');
      expect(rows.join('\n')).toContain(newest.orderNumber);

      const pdf = await download(statement.pdfUrl);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(
        `attachment; filename="statement-${month}-king-west-tower.pdf"`,
      );
      const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pageTexts.join('\n');
      expect(text).toContain(newest.orderNumber);
      expect(text).toContain('King West tower');
      expect(text).toContain('PO-7731');
      expect(text).toContain('NorthPeak Ready Mix');
    });

    it('answers NOT_FOUND for another company’s job site, and its link opens no supplier statement', async () => {
      const month = firstDelivery.slice(0, 7);
      const theirs = await call<Statement>(STATEMENT, { month, jobSiteId: kingWest }, other.token);
      expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const mine = await call<Statement>(STATEMENT, { month, jobSiteId: kingWest }, company.token);
      const asSupplierLink = mine.data!.jobSiteStatement.csvUrl.replace('&of=job-site', '');
      expect((await download(asSupplierLink)).status).toBe(403);
      const otherMonth = mine.data!.jobSiteStatement.csvUrl.replace(`month=${month}`, 'month=2020-01');
      expect((await download(otherMonth)).status).toBe(403);
      expect(
        (await call(STATEMENT, { month: '2026-13', jobSiteId: kingWest }, company.token)).errors?.[0]?.extensions?.code,
      ).toBe('BAD_USER_INPUT');
    });
  });

  describe('order again', () => {
    const REORDER = `query($id: ID!) { orderReorder(id: $id) { city { city { id name } productTypes }
      producer { supplierId name currency product { id name unit extras { id } } } quantity color trucks
      minutesBetweenTrucks extraIds paymentType jobSiteId siteName deliveryAddress postalCode jobNumber } }`;
    type Reorder = {
      orderReorder: {
        city: { city: { id: string; name: string }; productTypes: string[] };
        producer: { supplierId: string; name: string; currency: string; product: { id: string; unit: string } };
        quantity: number;
        trucks: number;
        paymentType: string;
        jobSiteId: string | null;
        siteName: string | null;
        deliveryAddress: string;
        jobNumber: string | null;
      };
    };

    it('answers what a new draft like the order needs, for its own company only', async () => {
      const again = await call<Reorder>(REORDER, { id: newest.id }, company.token);
      expect(again.errors).toBeUndefined();
      expect(again.data!.orderReorder).toMatchObject({
        city: { city: { id: torontoId, name: 'Toronto' } },
        producer: { supplierId: northPeakId, name: 'NorthPeak Ready Mix', currency: 'CAD', product: { id: productId } },
        quantity: 8,
        trucks: 1,
        paymentType: 'card',
        jobSiteId: kingWest,
        siteName: 'King West tower',
        deliveryAddress: '100 King Street West',
        jobNumber: 'PO-7731',
      });
      expect(again.data!.orderReorder.city.productTypes).toContain('readyMix');
      expect((await call(REORDER, { id: newest.id }, other.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('says so when the product is no longer offered', async () => {
      await api.db.update(products).set({ active: false }).where(eq(products.id, productId));
      try {
        const gone = await call(REORDER, { id: newest.id }, company.token);
        expect(gone.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
        expect(gone.errors?.[0]?.message).toBe(
          'This product is no longer offered at this address. Start a new order to choose another.',
        );
      } finally {
        await api.db.update(products).set({ active: true }).where(eq(products.id, productId));
      }
    });
  });

  describe('a company with 10,000 orders', () => {
    it('reads a filtered page and its total from the database, not by loading every order', async () => {
      const big = await signUpContractor();
      const site = await createJobSite(big.token, 'Distribution centre', '5 Logistics Way', 'PO-1');
      const placed = await placeOrder(big.token, site, dateIn(61));
      await copiesOf(placed.id, 9_999, { id: site, jobNumber: 'JOB-9' }, 1);
      const started = performance.now();
      const page = await listOrders(api.db, big.companyId, { search: 'JOB-9-99' }, { skip: 20, limit: 20 });
      const all = await listOrders(api.db, big.companyId, {}, { skip: 9_980, limit: 20 });
      const elapsed = performance.now() - started;
      // Only even copies carry JOB-9-<n>: JOB-9-990 … JOB-9-998 and JOB-9-9900 … JOB-9-9998, 5 + 50.
      expect(page.count).toBe(55);
      expect(page.values).toHaveLength(20);
      expect(all.count).toBe(10_000);
      expect(all.values).toHaveLength(20);
      expect(elapsed).toBeLessThan(5_000);
    }, 120_000);
  });
}
