/**
 * The quantity a product is priced at in the producer search: the asked quantity in the product's
 * unit, rounded up to its steps within its minimum and maximum. Plain arithmetic on IEEE doubles,
 * kept apart so the search's ranking (producer-index.ts) and its pricing use the very same steps.
 */

export type Unit = 'm3' | 'yd' | 'tonne' | 'ton';

/** Size of each unit in its dimension's base (m3 for volume, tonne for weight). */
const UNIT_SIZE: Record<Unit, { dimension: 'volume' | 'weight'; size: number }> = {
  m3: { dimension: 'volume', size: 1 },
  yd: { dimension: 'volume', size: 0.764554857984 },
  tonne: { dimension: 'weight', size: 1 },
  ton: { dimension: 'weight', size: 0.90718474 },
};

/** A product's quantity rule in hundredths of its unit, as pricedQuantity applies it. */
export interface HundredthsRule {
  min: number;
  step: number;
  /** The least quantity that can be priced: the minimum, and at least one step. */
  floor: number;
  /** The most: the maximum, down to a whole number of steps above the minimum. */
  ceiling: number;
}

export function hundredthsRule(product: {
  minimumOrder: number;
  quantityIncrement: number;
  maximumOrder: number;
}): HundredthsRule {
  const min = Math.round(product.minimumOrder * 100);
  const step = Math.max(1, Math.round(product.quantityIncrement * 100));
  const max = Math.round(product.maximumOrder * 100);
  return { min, step, floor: Math.max(min, step), ceiling: max - ((max - min) % step) };
}

/** The quantity to price at, in hundredths, for the wanted one (wantedQuantity's; null: none). */
export function quantityByRule(rule: HundredthsRule, wanted: number | null): number {
  if (wanted === null) return rule.floor;
  const steps = Math.max(0, Math.ceil((wanted - rule.min) / rule.step - 1e-9));
  return Math.min(Math.max(rule.floor, rule.min + steps * rule.step), rule.ceiling);
}

/**
 * The quantity to price a product at, in hundredths of its unit: the asked quantity converted to
 * the product's unit and rounded up to its steps, within its minimum and maximum; the minimum
 * order when nothing (or an incompatible unit) was asked.
 */
export function pricedQuantity(
  product: { unit: Unit; minimumOrder: number; quantityIncrement: number; maximumOrder: number },
  asked: { quantity?: number | null; unit?: Unit | null },
): number {
  return quantityByRule(hundredthsRule(product), wantedQuantity(product.unit, asked));
}

/**
 * The asked quantity in a product unit, in hundredths, as pricedQuantity computes it before the
 * product's own steps; null when nothing was asked or the units measure different things.
 */
export function wantedQuantity(
  productUnit: Unit,
  asked: { quantity?: number | null; unit?: Unit | null },
): number | null {
  if (!asked.quantity) return null;
  const from = UNIT_SIZE[asked.unit ?? productUnit];
  const to = UNIT_SIZE[productUnit];
  if (from.dimension !== to.dimension) return null;
  return Math.round(((asked.quantity * from.size) / to.size) * 1e6) / 1e4;
}
