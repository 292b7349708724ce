import 'server-only';

import type { ProducersInput } from '@/lib/validation';

import { quantityByRule, wantedQuantity } from './priced-quantity';
import { roundHalfUp } from './pricing';
import { UNITS, type CandidateRow, type CityCandidates } from './producer-index';

/**
 * Ranking a city's kept candidates (producer-index.ts) without visiting each: the suppliers that
 * can be among the first `limit` producers, by all-in price or by rating, found by walking the
 * index's price bands or its suppliers by rating, and stopping where no one left can rank.
 */

/**
 * The rows of the suppliers that can be among the first `limit` producers (one supplier's, for its
 * storefront): every supplier ranked at or before the limit, ties included, as SQL's rank() would.
 *
 * Why this order is pricing.ts's: the all-in price of one truck without extras is f(base), with
 * base = the product line (rounded half up) + the delivery fee of one truck, and f (processing fee,
 * then each tax, each rounded half up, all rates ≥ 0) is strictly increasing: base + 1 adds at
 * least one cent before taxes. So comparing all-in prices is comparing bases, ties included. The
 * names that decide the last ties are compared by the caller, among the few chosen.
 *
 * The cost does not grow with the city's suppliers: sorted by price, it meets rows from the
 * cheapest bound up and stops where no row left can reach the first `limit` (rankedByPrice);
 * sorted by rating, it prices the best-rated suppliers only (rankedByRating).
 */
export function chooseCandidates(
  candidates: CityCandidates,
  input: Pick<ProducersInput, 'quantity' | 'unit' | 'limit'> & {
    sort?: 'allInPrice' | 'rating' | null;
    supplierId?: string;
  },
): CandidateRow[] {
  const rowsOf = (supplier: number) => [...rowsOfSupplier(candidates, supplier)].map((row) => candidates.rows[row]!);
  if (input.supplierId) {
    const supplier = candidates.supplierIndex.get(input.supplierId);
    return supplier === undefined ? [] : rowsOf(supplier);
  }
  if (candidates.supplierCount <= input.limit) return candidates.rows;

  const wanted = UNITS.map((unit) => wantedQuantity(unit, input));
  const base = candidates.scratchBase;
  // The suppliers priced, filled by the walk: reset in scratchBase whatever happens.
  const priced: number[] = [];
  try {
    if (input.sort === 'rating') rankedByRating(candidates, wanted, input.limit, priced);
    else rankedByPrice(candidates, wanted, input.limit, priced);
    const rating = candidates.supplierRating;
    const compare =
      input.sort === 'rating'
        ? (a: number, b: number) => rating[b]! - rating[a]! || base[a]! - base[b]!
        : (a: number, b: number) => base[a]! - base[b]! || rating[b]! - rating[a]!;
    // The `limit` best, in order, kept by insertion: most suppliers lose to the last kept at once.
    const best: number[] = [];
    for (const supplier of priced) {
      if (best.length === input.limit && compare(supplier, best[best.length - 1]!) >= 0) continue;
      let at = best.length;
      while (at > 0 && compare(supplier, best[at - 1]!) < 0) at--;
      best.splice(at, 0, supplier);
      if (best.length > input.limit) best.pop();
    }
    // Everyone tied with the last of them is ranked at or before the limit too.
    const last = best[best.length - 1]!;
    const chosen = priced.filter((supplier) => compare(supplier, last) <= 0);
    // In the order of their first rows, as pricing every candidate would meet them.
    return chosen
      .sort(
        (a, b) =>
          candidates.supplierRowList[candidates.supplierRowStart[a]!]! -
          candidates.supplierRowList[candidates.supplierRowStart[b]!]!,
      )
      .flatMap((supplier) => rowsOf(supplier));
  } finally {
    for (const supplier of priced) base[supplier] = Infinity;
  }
}

/** A supplier's rows, indexes in `rows` in that order. */
function rowsOfSupplier(candidates: CityCandidates, supplier: number): Int32Array {
  return candidates.supplierRowList.subarray(
    candidates.supplierRowStart[supplier],
    candidates.supplierRowStart[supplier + 1],
  );
}

/** The row's base (chooseCandidates) for the wanted quantities per unit, in cents. */
function baseOf(candidates: CityCandidates, row: number, wanted: (number | null)[]): number {
  const rule = candidates.rowRule;
  const quantity = quantityByRule(
    { min: rule[4 * row]!, step: rule[4 * row + 1]!, floor: rule[4 * row + 2]!, ceiling: rule[4 * row + 3]! },
    wanted[candidates.rowUnit[row]!]!,
  );
  return roundHalfUp(candidates.rowPrice[row]! * quantity, 100) + candidates.rowFee[row]!;
}

/**
 * Adds to `priced` the suppliers that can be among the first `limit` by all-in price, each with its
 * lowest base in `scratchBase` (every supplier that can rank has its true lowest; others may be
 * priced in part).
 *
 * Rows are met in the order of their bounds (PriceBand): a row's base is at least its bound, and
 * bounds only grow along the walk. Once `limit` suppliers are priced, the limit-th lowest of their
 * bases (an upper bound of the final one: bases only fall as rows come) is a threshold; a row whose
 * bound is above it cannot be its supplier's lowest base among the first `limit`, nor can any row
 * after it. Each supplier whose lowest base is at or below the final threshold has met that row.
 */
function rankedByPrice(candidates: CityCandidates, wanted: (number | null)[], limit: number, priced: number[]): void {
  const { bands, rowPrice, rowSupplier } = candidates;
  const base = candidates.scratchBase;
  // Per band: the quantity every row's priced quantity is at least, the next row, its bound.
  const least = bands.map(({ unit, floor, ceiling }) => {
    const asked = wanted[unit]!;
    // A priced quantity is a whole number of hundredths at least the asked one (to within a
    // rounding well below one), so at least the asked one's whole part.
    return asked === null ? floor : Math.min(Math.max(floor, Math.floor(asked)), ceiling);
  });
  const boundOf = (band: number, at: number) =>
    roundHalfUp(rowPrice[bands[band]!.rows[at]!]! * least[band]!, 100) + bands[band]!.fee;
  const next = new Int32Array(bands.length);
  const bound = bands.map((band, index) => (band.rows.length > 0 ? boundOf(index, 0) : Infinity));

  let threshold = Infinity;
  let sinceThreshold = 0;
  for (;;) {
    let band = -1;
    for (let index = 0; index < bands.length; index++) {
      if (bound[index]! < (band < 0 ? Infinity : bound[band]!)) band = index;
    }
    if (band < 0 || bound[band]! > threshold) break;
    const row = bands[band]!.rows[next[band]!]!;
    next[band]!++;
    bound[band] = next[band]! < bands[band]!.rows.length ? boundOf(band, next[band]!) : Infinity;

    const supplier = rowSupplier[row]!;
    const rowBase = baseOf(candidates, row, wanted);
    if (base[supplier] === Infinity) priced.push(supplier);
    if (rowBase < base[supplier]!) base[supplier] = rowBase;
    // The threshold tightens as bases come in; sorting the few priced now and then is enough.
    if (priced.length >= limit && (threshold === Infinity || ++sinceThreshold >= limit)) {
      threshold = kthLeast(
        priced.map((supplier) => base[supplier]!),
        limit,
      );
      sinceThreshold = 0;
    }
  }
}

/** The k-th least of the values (1-based). */
function kthLeast(values: number[], k: number): number {
  return Float64Array.from(values).sort()[k - 1]!;
}

/**
 * Adds to `priced` the suppliers that can be among the first `limit` by rating, each with its lowest
 * base in `scratchBase`: the best-rated, down to every supplier rated as the limit-th (their prices order
 * them).
 */
function rankedByRating(candidates: CityCandidates, wanted: (number | null)[], limit: number, priced: number[]): void {
  const { suppliersByRating, supplierRating } = candidates;
  const base = candidates.scratchBase;
  for (const supplier of suppliersByRating) {
    if (priced.length >= limit && supplierRating[supplier]! < supplierRating[priced[limit - 1]!]!) break;
    priced.push(supplier);
    for (const row of rowsOfSupplier(candidates, supplier))
      base[supplier] = Math.min(base[supplier]!, baseOf(candidates, row, wanted));
  }
}
