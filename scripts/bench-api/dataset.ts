import { sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';

/**
 * The benchmark's data set, generated in SQL on top of the demo seed: BENCH_SUPPLIERS suppliers
 * (each delivering one product type to three cities, with two products, their extras and delivery
 * settings),
 * 2,000 contractor companies, and BENCH_ORDERS past and upcoming orders with the delivery-window
 * bookings they make. Generated once per database and kept (a marker row says how big it is).
 */

export interface DatasetSize {
  suppliers: number;
  orders: number;
  jobSites: number;
}

const COMPANIES = 2_000;
/** The first orders all go to one contractor and one supplier: their lists' first pages are measured. */
export const BIG_ACCOUNT_ORDERS = 10_000;
const ORDER_BATCH = 100_000;
const MARKER = 'bench-dataset';

/** A raw query's rows: both drivers answer `{ rows }`, which the shared Database type leaves open. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The size of the data set already in this database, if any. */
async function existingSize(db: Database): Promise<DatasetSize | null> {
  const [marker] = await rows<{ description: string }>(
    db,
    sql`select description from suppliers where slug = ${MARKER} limit 1`,
  );
  return marker ? (JSON.parse(marker.description) as DatasetSize) : null;
}

export async function ensureDataset(
  db: Database,
  size: DatasetSize,
  log: (line: string) => void,
): Promise<'kept' | 'generated'> {
  const existing = await existingSize(db);
  if (
    existing &&
    existing.suppliers === size.suppliers &&
    existing.orders === size.orders &&
    existing.jobSites === size.jobSites
  ) {
    return 'kept';
  }
  if (existing) throw new Error('This database holds a data set of another size: use --fresh.');

  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

  await db.execute(sql`
    insert into suppliers (slug, name, description, home_city_id, rating, rating_count)
    select 'bench-supplier-' || n,
           'Bench Supplier ' || n,
           'A generated supplier for the API benchmark.',
           (select id from cities order by slug offset (n % 15) limit 1),
           round((3 + random() * 2)::numeric, 1),
           (random() * 400)::int
    from generate_series(1, ${size.suppliers}) as n`);
  log(`  ${size.suppliers} suppliers (${elapsed()})`);

  // Three cities each: the home city and two others, all in the catalogue's 15.
  await db.execute(sql`
    insert into supplier_service_areas (supplier_id, city_id)
    select s.id, c.id
    from suppliers s
    cross join (values (0), (5), (11)) as shifts(shift)
    cross join lateral (select split_part(s.slug, '-', 3)::int as n) k
    join lateral (
      select id from cities order by slug
      offset ((k.n + shifts.shift) % 15) limit 1
    ) c on true
    where s.slug like 'bench-supplier-%'
    on conflict do nothing`);
  log(`  service areas (${elapsed()})`);

  await db.execute(sql`
    insert into products (supplier_id, sku, type, name, description, unit, price_cents, minimum_order,
                          quantity_increment, maximum_order, fee_min_cents, fee_max_cents)
    select s.id, 'bench-' || p.variant, t.type::product_type, t.label || ' ' || p.variant, 'Generated product.',
           t.unit::product_unit, 8000 + (random() * 12000)::int, t.minimum, t.step, 200, 5000, 25000
    from suppliers s
    cross join lateral (select split_part(s.slug, '-', 3)::int as n) k
    join (values (0, 'readyMix', 'Ready-mix concrete', 'm3', 1, 0.5),
                 (1, 'aggregates', 'Crushed stone', 'tonne', 5, 1),
                 (2, 'volumetric', 'Volumetric concrete', 'm3', 1, 0.25),
                 (3, 'rentals', 'Roll-off bin', 'yd', 1, 1)) as t(i, type, label, unit, minimum, step)
      on t.i = k.n % 4
    cross join (values ('A'), ('B')) as p(variant)
    where s.slug like 'bench-supplier-%'`);
  await db.execute(sql`
    insert into product_extras (product_id, key, name, pricing, price_cents, sort_order)
    select p.id, e.key, e.name, e.pricing::product_extra_pricing, e.price, e.sort
    from products p join suppliers s on s.id = p.supplier_id
    cross join (values ('pump', 'Line pump', 'perOrder', 35000, 0),
                       ('winter', 'Winter heat', 'perUnit', 800, 1)) as e(key, name, pricing, price, sort)
    where s.slug like 'bench-supplier-%'`);
  await db.execute(sql`
    insert into supplier_delivery_settings (supplier_id, time_zone, window_capacity_trucks)
    select id, 'America/Toronto', 6 + (random() * 10)::int from suppliers where slug like 'bench-supplier-%'
    on conflict do nothing`);
  log(`  products and delivery settings (${elapsed()})`);

  await db.execute(sql`
    insert into companies (name) select 'Bench Contractor ' || n from generate_series(1, ${COMPANIES}) as n`);

  // Orders from a year ago to two weeks ahead, in batches (PGlite keeps one transaction in memory).
  await db.execute(sql`create temporary table bench_products as
    select row_number() over (order by p.id) as n, p.id, p.supplier_id, p.type, p.name, p.unit, s.home_city_id
    from products p join suppliers s on s.id = p.supplier_id where s.slug like 'bench-supplier-%'`);
  await db.execute(sql`create temporary table bench_companies as
    select row_number() over (order by id) as n, id from companies where name like 'Bench Contractor %'`);
  const [{ products: productCount } = { products: 0 }] = await rows<{ products: number }>(
    db,
    sql`select count(*)::int as products from bench_products`,
  );
  for (let from = 1; from <= size.orders; from += ORDER_BATCH) {
    const to = Math.min(size.orders, from + ORDER_BATCH - 1);
    await db.execute(sql`
      insert into orders (company_id, supplier_id, product_id, product_type, product_name, quantity, unit, trucks,
                          minutes_between_trucks, delivery_date, window_start_hour, delivery_starts_at, city_id,
                          delivery_address, postal_code, contact_name, contact_email, contact_phone, payment_type,
                          payment_status, status, currency, total_cents, amount_due_cents, quote, quote_fingerprint,
                          idempotency_key, request_hash, created_at)
      select c.id, p.supplier_id, p.id, p.type, p.name, 10, p.unit, 1 + (o.n % 3),
             30, d.day, w.hour, d.day + make_interval(hours => w.hour + 5), p.home_city_id,
             o.n || ' Generated Street', 'M5V 2T6', 'Bench Buyer', 'buyer@bench.example', '+14165550100', 'card',
             'succeeded', case when o.n % 20 = 0 then 'canceled' else 'placed' end::order_status, 'cad',
             150000, 150000, jsonb_build_object(
               'lineItems', jsonb_build_array(jsonb_build_object(
                 'kind', 'product', 'label', p.name, 'quantity', 10, 'unit', p.unit,
                 'unitPriceCents', 15000, 'amountCents', 150000)),
               'subtotalCents', 150000, 'fees', jsonb_build_array(), 'feesCents', 0,
               'processingFeePercent', 0, 'processingFeeCents', 0, 'taxes', jsonb_build_array(), 'taxesCents', 0,
               'totalWithoutTaxesCents', 150000, 'totalCents', 150000, 'referralCreditAppliedCents', 0,
               'amountDueCents', 150000, 'currency', 'cad', 'fingerprint', 'bench'), 'bench', 'bench-order-' || o.n, 'bench', d.day - interval '3 days'
      from generate_series(${from}::int, ${to}::int) as o(n)
      join bench_products p
        on p.n = case when o.n <= ${BIG_ACCOUNT_ORDERS} then 1 else 1 + (o.n::bigint * 7919) % ${productCount} end
      join bench_companies c
        on c.n = case when o.n <= ${BIG_ACCOUNT_ORDERS} then 1 else 1 + (o.n::bigint * 104729) % ${COMPANIES} end
      cross join lateral (select (current_date - 365 + (o.n % 380))::date as day) d
      cross join lateral (select (array[6, 10, 14])[1 + o.n % 3] as hour) w`);
    log(`  orders ${to.toLocaleString('en-US')} / ${size.orders.toLocaleString('en-US')} (${elapsed()})`);
  }

  await db.execute(sql`
    insert into delivery_window_bookings (supplier_id, delivery_date, window_start_hour, booked_trucks)
    select supplier_id, delivery_date, window_start_hour, sum(trucks)
    from orders where status = 'placed' and delivery_date >= current_date
    group by supplier_id, delivery_date, window_start_hour
    on conflict (supplier_id, delivery_date, window_start_hour)
      do update set booked_trucks = excluded.booked_trucks`);
  await db.execute(sql`
    insert into job_sites (company_id, name, city_id, address, postal_code, job_number)
    select c.id, 'Site ' || s.n, (select id from cities order by slug offset (s.n % 15) limit 1),
           s.n || ' Site Street', 'M5V 2T6', 'PO-' || s.n
    from generate_series(1, ${size.jobSites}) as s(n)
    join bench_companies c on c.n = 1 + (s.n % ${COMPANIES})`);
  log(`  ${size.jobSites.toLocaleString('en-US')} job sites (${elapsed()})`);
  await createBenchAccounts(db);
  // As autovacuum leaves a table that stopped changing: statistics, and the visibility map for index-only counts.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`
    insert into suppliers (slug, name, description, home_city_id)
    values (${MARKER}, 'Benchmark data set', ${JSON.stringify(size)}, (select id from cities order by slug limit 1))`);
  log(`  bookings, statistics (${elapsed()})`);
  return 'generated';
}

/**
 * A contractor owner of the company with BIG_ACCOUNT_ORDERS orders, and a supplier owner of the
 * supplier that received them (its workspace company made here): the lists' first pages need them.
 */
async function createBenchAccounts(db: Database) {
  await db.execute(sql`
    insert into users (email, full_name, password_hash, referral_code, last_company_id)
    values ('bench-contractor@bench.example', 'Bench Contractor', 'x', 'BENCHC22',
            (select id from bench_companies where n = 1)),
           ('bench-supplier@bench.example', 'Bench Supplier', 'x', 'BENCHS22', null)`);
  await db.execute(sql`insert into companies (name, kind) values ('Bench Supplier Workspace', 'supplier')`);
  await db.execute(sql`
    update suppliers set company_id = (select id from companies where name = 'Bench Supplier Workspace')
    where id = (select supplier_id from bench_products where n = 1)`);
  await db.execute(sql`
    insert into company_members (company_id, user_id, role)
    select (select id from bench_companies where n = 1), id, 'contractor_owner'::member_role
    from users where email = 'bench-contractor@bench.example'
    union all
    select (select id from companies where name = 'Bench Supplier Workspace'), id, 'supplier_owner'::member_role
    from users where email = 'bench-supplier@bench.example'`);
}

export interface BenchAccount {
  userId: string;
  companyId: string;
}

/** The contractor and the supplier member whose lists are measured. */
export async function benchAccounts(db: Database): Promise<{ contractor: BenchAccount; supplier: BenchAccount }> {
  const members = await rows<BenchAccount & { email: string }>(
    db,
    sql`select u.email, u.id as "userId", m.company_id as "companyId"
        from users u join company_members m on m.user_id = u.id
        where u.email in ('bench-contractor@bench.example', 'bench-supplier@bench.example')`,
  );
  const find = (email: string) => {
    const member = members.find((row) => row.email === email);
    if (!member) throw new Error(`The data set has no ${email}: use --fresh.`);
    return { userId: member.userId, companyId: member.companyId };
  };
  return { contractor: find('bench-contractor@bench.example'), supplier: find('bench-supplier@bench.example') };
}

export interface BenchInputs {
  /** City and product type pairs with suppliers. */
  searches: { cityId: string; productType: string }[];
  /** Suppliers and dates in the coming two weeks. */
  availability: { supplierId: string; date: string }[];
  /** Valid quote inputs: a product its supplier delivers to the city, with a postal code there. */
  quotes: {
    supplierId: string;
    productId: string;
    productType: string;
    unit: string;
    minimumOrder: number;
    cityId: string;
    postalCode: string;
  }[];
}

/** A postal code of the city's format that starts with one of its prefixes. */
function postalCodeFor(countryCode: string, prefix: string): string {
  if (countryCode === 'CA') return `${prefix}${'A1A1A1'.slice(prefix.length)}`.replace(/^(...)/, '$1 ');
  return prefix.padEnd(5, '0');
}

export async function benchInputs(db: Database): Promise<BenchInputs> {
  const cities = await rows<{ cityId: string; countryCode: string; prefix: string }>(
    db,
    sql`select c.id as "cityId", co.iso2 as "countryCode", min(p.prefix) as prefix
        from cities c join countries co on co.id = c.country_id
        join city_postal_prefixes p on p.city_id = c.id
        group by c.id, co.iso2`,
  );
  const postalCodes = new Map(cities.map((city) => [city.cityId, postalCodeFor(city.countryCode, city.prefix)]));
  const searches = await rows<{ cityId: string; productType: string }>(
    db,
    sql`select distinct a.city_id as "cityId", p.type as "productType"
        from supplier_service_areas a join products p on p.supplier_id = a.supplier_id`,
  );
  const availability = await rows<{ supplierId: string; date: string }>(
    db,
    sql`select s.id as "supplierId", to_char(current_date + ((s.n % 14) + 1)::int, 'YYYY-MM-DD') as date
        from (select id, row_number() over (order by id) as n from suppliers where slug like 'bench-supplier-%') s
        where s.n % 10 = 0`,
  );
  const quotes = (
    await rows<{
      supplierId: string;
      productId: string;
      productType: string;
      unit: string;
      minimumOrder: string;
      cityId: string;
    }>(
      db,
      sql`select p.supplier_id as "supplierId", p.id as "productId", p.type as "productType", p.unit, p.minimum_order as "minimumOrder",
                 a.city_id as "cityId"
          from products p join supplier_service_areas a on a.supplier_id = p.supplier_id
          join suppliers s on s.id = p.supplier_id
          where s.slug like 'bench-supplier-%' and p.sku = 'bench-A'
          order by p.id limit 2000`,
    )
  ).flatMap((row) => {
    const postalCode = postalCodes.get(row.cityId);
    return postalCode ? [{ ...row, minimumOrder: Number(row.minimumOrder), postalCode }] : [];
  });
  return { searches, availability, quotes };
}
