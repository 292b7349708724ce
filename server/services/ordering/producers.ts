import 'server-only';

import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import { PROCESSING_FEE_BPS } from '@/lib/constants';
import type { ProducersInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { productExtras, products, supplierServiceAreas, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { findCity, getJobSite, JOB_SITE_NOT_FOUND_MESSAGE } from './job-sites';
import { priceOrder } from './pricing';
import { taxesOfCity } from './quote';

type Unit = 'm3' | 'yd' | 'tonne' | 'ton';

export interface ProductExtraRecord {
  id: string;
  name: string;
  description: string | null;
  group: string | null;
  pricing: 'perOrder' | 'perUnit' | 'perTruck';
  priceCents: number;
}

/** The extras of these products, by product, each list in its sort order: one query for all. */
export async function extrasByProduct(
  db: Pick<Database, 'select'>,
  productIds: string[],
): Promise<Map<string, ProductExtraRecord[]>> {
  const byProduct = new Map<string, ProductExtraRecord[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: productExtras.id,
      productId: productExtras.productId,
      name: productExtras.name,
      description: productExtras.description,
      group: productExtras.groupName,
      pricing: productExtras.pricing,
      priceCents: productExtras.priceCents,
    })
    .from(productExtras)
    .where(inArray(productExtras.productId, productIds))
    .orderBy(asc(productExtras.sortOrder), asc(productExtras.id));
  for (const { productId, ...extra } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(extra);
    byProduct.set(productId, list);
  }
  return byProduct;
}

export interface ProducerProductRecord {
  id: string;
  name: string;
  description: string;
  type: 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
  unit: Unit;
  priceCents: number;
  minimumOrder: number;
  quantityIncrement: number;
  maximumOrder: number;
  feeMinCents: number | null;
  feeMaxCents: number | null;
  colors: string[];
  extras: ProductExtraRecord[];
  /** Disposal bins: the days the price includes, and the charge per bin for each extra day. */
  rentalIncludedDays: number | null;
  rentalExtraDayCents: number | null;
  /** The quantity the all-in price is for, in this product's unit. */
  quantity: number;
  /** Total with fees, card processing fee and taxes of one truck at `quantity`, no extras. */
  allInPriceCents: number;
}

export interface ProducerRecord {
  supplierId: string;
  name: string;
  logo: string | null;
  rating: number;
  ratingCount: number;
  currency: string;
  /** The product with the lowest all-in price. */
  product: ProducerProductRecord;
  products: ProducerProductRecord[];
  allInPriceCents: number;
}

/** Size of each unit in its dimension's base (m3 for volume, tonne for weight). */
const UNIT_SIZE: Record<Unit, { dimension: 'volume' | 'weight'; size: number }> = {
  m3: { dimension: 'volume', size: 1 },
  yd: { dimension: 'volume', size: 0.764554857984 },
  tonne: { dimension: 'weight', size: 1 },
  ton: { dimension: 'weight', size: 0.90718474 },
};

/**
 * The quantity to price a product at, in hundredths of its unit: the asked quantity converted to
 * the product's unit and rounded up to its steps, within its minimum and maximum; the minimum
 * order when nothing (or an incompatible unit) was asked.
 */
export function pricedQuantity(
  product: { unit: Unit; minimumOrder: number; quantityIncrement: number; maximumOrder: number },
  asked: { quantity?: number | null; unit?: Unit | null },
): number {
  const min = Math.round(product.minimumOrder * 100);
  const step = Math.max(1, Math.round(product.quantityIncrement * 100));
  const max = Math.round(product.maximumOrder * 100);
  const floor = Math.max(min, step);
  const wanted = wantedQuantity(product.unit, asked);
  if (wanted === null) return floor;
  const steps = Math.max(0, Math.ceil((wanted - min) / step - 1e-9));
  const quantity = Math.max(floor, min + steps * step);
  return Math.min(quantity, max - ((max - min) % step));
}

/** `Math.round(x)` for x ≥ 0, exactly, in SQL float8 (PostgreSQL's round() rounds half to even). */
const jsRound = (x: SQL) => sql`(floor(${x}) + case when ${x} - floor(${x}) >= 0.5 then 1 else 0 end)`;

/**
 * The suppliers that can be among the first `limit` producers, chosen in the database: all the
 * candidates are priced there, only the few chosen are loaded and priced again here.
 *
 * Why the database's order is pricing.ts's order: the all-in price of one truck without extras is
 * f(base) with base = the product line + the delivery fee, and f (processing fee, then each tax,
 * each rounded half up, all rates ≥ 0) is strictly increasing: base + 1 adds at least one cent
 * before taxes. So comparing all-in prices is comparing bases, ties included, and the base needs
 * no tax. The priced quantity is pricedQuantity's, computed with the same float8 operations as
 * JavaScript (IEEE doubles both): the asked quantity converted to each unit is given from here.
 * The rank keeps every supplier tied at the limit (the name decides those ties, here).
 */
function candidateSuppliers(
  cityId: string,
  input: ProducersInput & { sort?: 'allInPrice' | 'rating' | null; supplierId?: string },
): SQL {
  const wanted = (unit: Unit) => wantedQuantity(unit, input);
  const asked = sql`(case ${products.unit}::text when 'm3' then ${wanted('m3')}::float8
    when 'yd' then ${wanted('yd')}::float8 when 'tonne' then ${wanted('tonne')}::float8
    when 'ton' then ${wanted('ton')}::float8 end)`;
  const order =
    input.sort === 'rating' ? sql`${suppliers.rating} desc, priced.base` : sql`priced.base, ${suppliers.rating} desc`;
  // From the city's suppliers to their products of the type, priced and reduced to one base per
  // supplier before the suppliers' rows are read (for the rating). Each step is its own level
  // (`offset 0` keeps the planner from folding them into one expression many times over, which
  // costs more to plan and to run than the rows themselves).
  return sql`select supplier_id from (
      select priced.supplier_id, rank() over (order by ${order}) as position
      from (
        select supplier_id, min((2 * price_cents * quantity + 100) / 200 + fee) as base
        from (
          select supplier_id, price_cents, fee,
                 (case when asked is null then greatest(min, step) else least(
                   greatest(greatest(min, step), min + greatest(0, ceil((asked - min) / step - 1e-9::float8)) * step),
                   max - (max::bigint % step::bigint)) end)::bigint as quantity
          from (
            select supplier_id, price_cents, fee, asked, ${jsRound(sql`min`)} as min,
                   greatest(1, ${jsRound(sql`step`)}) as step, ${jsRound(sql`max`)} as max
            from (
              select ${products.supplierId} as supplier_id, ${products.priceCents}::bigint as price_cents,
                     coalesce(least(${products.feeMinCents}, coalesce(${products.feeMaxCents}, ${products.feeMinCents})), 0)
                       as fee,
                     ${products.minimumOrder}::float8 * 100 as min, ${products.quantityIncrement}::float8 * 100 as step,
                     ${products.maximumOrder}::float8 * 100 as max, ${asked} as asked
              from ${supplierServiceAreas}
              join ${products} on ${products.supplierId} = ${supplierServiceAreas.supplierId}
              where ${supplierServiceAreas.cityId} = ${cityId} and ${products.type} = ${input.productType}
                and ${products.active}
                ${input.supplierId ? sql`and ${products.supplierId} = ${input.supplierId}` : sql``}
              offset 0
            ) hundredths
            offset 0
          ) rules
          offset 0
        ) priced_quantities
        group by supplier_id
      ) priced
      join ${suppliers} on ${suppliers.id} = priced.supplier_id
    ) ranked
    where position <= ${input.limit}`;
}

/**
 * The asked quantity in a product unit, in hundredths, as pricedQuantity computes it before the
 * product's own steps; null when nothing was asked or the units measure different things.
 */
function wantedQuantity(productUnit: Unit, asked: { quantity?: number | null; unit?: Unit | null }): number | null {
  if (!asked.quantity) return null;
  const from = UNIT_SIZE[asked.unit ?? productUnit];
  const to = UNIT_SIZE[productUnit];
  if (from.dimension !== to.dimension) return null;
  return Math.round(((asked.quantity * from.size) / to.size) * 1e6) / 1e4;
}

/**
 * The suppliers that deliver the product type to a city (or a saved job site's city), with each
 * product's all-in price for the asked quantity, best first by `sort`, the first `limit` of them.
 * A city may have hundreds of suppliers of a type: the database chooses the few that can be
 * answered (candidateSuppliers), which are priced here with pricing.ts; extras are loaded only
 * for the producers answered. `everyCandidate` prices them all here instead: the reference the
 * tests compare the database's choice with.
 */
export async function findProducers(
  db: Database,
  input: ProducersInput & {
    sort?: 'allInPrice' | 'rating' | null;
    /** One supplier's (its storefront). */ supplierId?: string;
  },
  companyId: string | null,
  options: { everyCandidate?: boolean } = {},
): Promise<ProducerRecord[]> {
  // The city, its taxes and the candidates' products are read at once when the city is given;
  // a saved job site's city is read first (it checks the site is the caller's company's).
  const jobSiteCity = input.jobSiteId ? await jobSiteCityOf(db, companyId, input.jobSiteId) : null;
  const cityId = jobSiteCity?.id ?? input.cityId!;
  const [city, taxLines, rows] = await Promise.all([
    jobSiteCity ?? findCity(db, cityId),
    taxesOfCity(db, cityId),
    db
      .select({
        supplierId: suppliers.id,
        supplierName: suppliers.name,
        logo: suppliers.logo,
        rating: suppliers.rating,
        ratingCount: suppliers.ratingCount,
        id: products.id,
        name: products.name,
        description: products.description,
        type: products.type,
        unit: products.unit,
        priceCents: products.priceCents,
        minimumOrder: products.minimumOrder,
        quantityIncrement: products.quantityIncrement,
        maximumOrder: products.maximumOrder,
        feeMinCents: products.feeMinCents,
        feeMaxCents: products.feeMaxCents,
        rentalIncludedDays: products.rentalIncludedDays,
        rentalExtraDayCents: products.rentalExtraDayCents,
        colors: products.colors,
        // The few candidates' extras come with them; pricing every candidate reads them after.
        extras: options.everyCandidate ? sql<null>`null` : extrasColumn(),
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(
        and(
          eq(products.type, input.productType),
          eq(products.active, true),
          input.supplierId ? eq(suppliers.id, input.supplierId) : undefined,
          options.everyCandidate
            ? sql`${suppliers.id} in (select ${supplierServiceAreas.supplierId} from ${supplierServiceAreas}
                where ${supplierServiceAreas.cityId} = ${cityId})`
            : sql`${products.supplierId} = any(array(${candidateSuppliers(cityId, input)}))`,
        ),
      )
      .orderBy(asc(products.priceCents), asc(products.id)),
  ]);
  if (!city) throw expectedError(ErrorCode.NOT_FOUND, 'City not found');
  if (rows.length === 0) return [];

  const bySupplier = new Map<string, ProducerRecord>();
  for (const row of rows) {
    const rule = {
      unit: row.unit,
      minimumOrder: Number(row.minimumOrder),
      quantityIncrement: Number(row.quantityIncrement),
      maximumOrder: Number(row.maximumOrder),
    };
    const q = pricedQuantity(rule, input);
    const amounts = priceOrder({
      product: row,
      quantityHundredths: q,
      trucks: 1,
      extras: [],
      taxes: taxLines,
      processingFeeBps: PROCESSING_FEE_BPS.card,
      referralCreditCents: 0,
    });
    const product: ProducerProductRecord = {
      id: row.id,
      name: row.name,
      description: row.description,
      type: row.type,
      priceCents: row.priceCents,
      ...rule,
      feeMinCents: row.feeMinCents,
      feeMaxCents: row.feeMaxCents,
      colors: row.colors,
      rentalIncludedDays: row.rentalIncludedDays,
      rentalExtraDayCents: row.rentalExtraDayCents,
      extras: [],
      quantity: q / 100,
      allInPriceCents: amounts.totalCents,
    };
    const producer = bySupplier.get(row.supplierId);
    if (!producer) {
      bySupplier.set(row.supplierId, {
        supplierId: row.supplierId,
        name: row.supplierName,
        logo: row.logo,
        rating: Number(row.rating),
        ratingCount: row.ratingCount,
        currency: city.currency,
        product,
        products: [product],
        allInPriceCents: product.allInPriceCents,
      });
    } else {
      producer.products.push(product);
      if (product.allInPriceCents < producer.allInPriceCents) {
        producer.product = product;
        producer.allInPriceCents = product.allInPriceCents;
      }
    }
  }
  const producers = [...bySupplier.values()]
    .sort((a, b) =>
      input.sort === 'rating'
        ? b.rating - a.rating || a.allInPriceCents - b.allInPriceCents || a.name.localeCompare(b.name)
        : a.allInPriceCents - b.allInPriceCents || b.rating - a.rating || a.name.localeCompare(b.name),
    )
    .slice(0, input.limit);

  const answered = producers.flatMap((producer) => producer.products);
  const extras = options.everyCandidate
    ? await extrasByProduct(
        db,
        answered.map((product) => product.id),
      )
    : new Map(rows.map((row) => [row.id, row.extras ?? []]));
  for (const product of answered) product.extras = extras.get(product.id) ?? [];
  return producers;
}

/** A product's extras in their sort order, as extrasByProduct answers them, in a column. */
function extrasColumn() {
  return sql<ProductExtraRecord[]>`(
    select coalesce(json_agg(json_build_object(
        'id', ${productExtras.id}, 'name', ${productExtras.name}, 'description', ${productExtras.description},
        'group', ${productExtras.groupName}, 'pricing', ${productExtras.pricing}, 'priceCents', ${productExtras.priceCents}
      ) order by ${productExtras.sortOrder}, ${productExtras.id}), '[]'::json)
    from ${productExtras} where ${productExtras.productId} = ${products.id})`;
}

async function jobSiteCityOf(db: Database, companyId: string | null, jobSiteId: string) {
  if (!companyId) throw expectedError(ErrorCode.NOT_FOUND, JOB_SITE_NOT_FOUND_MESSAGE);
  return (await getJobSite(db, companyId, jobSiteId)).city;
}
