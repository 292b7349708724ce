import 'server-only';

import { PROCESSING_FEE_BPS } from '@/lib/constants';
import type { ProducersInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode, expectedError } from '@/server/errors';

import { getJobSite, JOB_SITE_NOT_FOUND_MESSAGE, type CityRecord } from '@/server/services/orders/job-sites';
import { pricedQuantity } from './priced-quantity';
import { priceOrder, type PricingTax } from './pricing';
import { type CandidateRow, cityCandidates, loadCityCandidates, type CityCandidates } from './producer-index';
import { chooseCandidates } from './producer-ranking';
import { extrasByProduct, type CandidateProduct, type ProductExtraRecord } from './catalogue-reads';

export interface ProducerProductRecord extends CandidateProduct {
  extras: ProductExtraRecord[];
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

/**
 * The suppliers that deliver the product type to a city (or a saved job site's city), with each
 * product's all-in price for the asked quantity, best first by `sort`, the first `limit` of them.
 * The city's candidates are kept per catalogue version and ranked in memory (producer-index.ts);
 * only the suppliers that can be answered are priced here with pricing.ts, and extras are loaded
 * for the producers answered. `everyCandidate` reads the candidates afresh and prices them all:
 * the reference the tests compare the ranking with.
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
  // A saved job site's city is read first (it checks the site is the caller's company's).
  const cityId = input.jobSiteId ? (await jobSiteCityOf(db, companyId, input.jobSiteId)).id : input.cityId!;
  const candidates = options.everyCandidate
    ? await loadCityCandidates(db, cityId, input.productType)
    : await cityCandidates(db, cityId, input.productType);
  const { city } = candidates;
  if (!city) throw expectedError(ErrorCode.NOT_FOUND, 'City not found');
  const rows = options.everyCandidate
    ? candidates.rows.filter((row) => !input.supplierId || row.supplierId === input.supplierId)
    : chooseCandidates(candidates, input);
  const producers = producersOf(city, candidates.taxes, rows, input);

  const answered = producers.flatMap((producer) => producer.products);
  const extras = await extrasOfCandidates(
    db,
    candidates,
    answered.map((product) => product.id),
  );
  for (const product of answered) product.extras = extras.get(product.id) ?? [];
  return producers;
}

/**
 * The candidate rows priced with pricing.ts for the asked quantity, by supplier, best first by
 * `sort`, the first `limit` (extras not loaded yet).
 */
export function producersOf(
  city: CityRecord,
  taxes: PricingTax[],
  rows: CandidateRow[],
  input: Pick<ProducersInput, 'quantity' | 'unit' | 'limit'> & { sort?: 'allInPrice' | 'rating' | null },
): ProducerRecord[] {
  const bySupplier = new Map<string, ProducerRecord>();
  for (const row of rows) {
    const q = pricedQuantity(row.product, input);
    const amounts = priceOrder({
      product: row.product,
      quantityHundredths: q,
      trucks: 1,
      extras: [],
      taxes,
      processingFeeBps: PROCESSING_FEE_BPS.card,
      referralCreditCents: 0,
    });
    const product: ProducerProductRecord = {
      ...row.product,
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
        rating: row.rating,
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
  return [...bySupplier.values()]
    .sort((a, b) =>
      input.sort === 'rating'
        ? b.rating - a.rating || a.allInPriceCents - b.allInPriceCents || a.name.localeCompare(b.name)
        : a.allInPriceCents - b.allInPriceCents || b.rating - a.rating || a.name.localeCompare(b.name),
    )
    .slice(0, input.limit);
}

/** The extras of the answered products, each list in its sort order, loaded once per catalogue version. */
async function extrasOfCandidates(
  db: Database,
  candidates: CityCandidates,
  productIds: string[],
): Promise<Map<string, ProductExtraRecord[]>> {
  const missing = productIds.filter((id) => !candidates.extras.has(id));
  if (missing.length > 0) {
    const loaded = await extrasByProduct(db, missing);
    for (const id of missing) candidates.extras.set(id, loaded.get(id) ?? []);
  }
  return candidates.extras;
}

async function jobSiteCityOf(db: Database, companyId: string | null, jobSiteId: string) {
  if (!companyId) throw expectedError(ErrorCode.NOT_FOUND, JOB_SITE_NOT_FOUND_MESSAGE);
  return (await getJobSite(db, companyId, jobSiteId)).city;
}
