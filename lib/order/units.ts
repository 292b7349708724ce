import type { ProductExtraPricing, ProductType, ProductUnit } from '@/graphql/generated/client/graphql';

/**
 * How units read on screen (spec section 3: m3, yd, to/TO for the tonne, ton). Concrete by the
 * yard is the cubic yard. A rental is counted in bins: its unit names the bin's size class.
 */
const UNIT_SYMBOLS: Record<ProductUnit, { one: string; many: string }> = {
  m3: { one: 'm³', many: 'm³' },
  yd: { one: 'yd³', many: 'yd³' },
  tonne: { one: 'tonne', many: 'tonnes' },
  ton: { one: 'ton', many: 'tons' },
};

/** What one unit of the product is, for a price: "m³", "tonne", "bin". */
export function unitOfPrice(productType: ProductType, unit: ProductUnit): string {
  return productType === 'rentals' ? 'bin' : UNIT_SYMBOLS[unit].one;
}

/** What a quantity counts, after the number: "m³", "tonnes", "bins". */
export function unitOfQuantity(productType: ProductType, unit: ProductUnit, quantity = 2): string {
  if (productType === 'rentals') return quantity === 1 ? 'bin' : 'bins';
  return quantity === 1 ? UNIT_SYMBOLS[unit].one : UNIT_SYMBOLS[unit].many;
}

/** "40 m³", "1 bin", "12 tonnes". */
export function quantityText(productType: ProductType, unit: ProductUnit, quantity: number): string {
  return `${quantity.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unitOfQuantity(productType, unit, quantity)}`;
}

/** The units a producer comparison may be asked in, per product type (converted by the API). */
export const COMPARE_UNITS: Record<ProductType, ProductUnit[]> = {
  readyMix: ['m3', 'yd'],
  volumetric: ['m3', 'yd'],
  aggregates: ['tonne', 'ton'],
  rentals: [],
};

export const UNIT_NAMES: Record<ProductUnit, string> = {
  m3: 'Cubic metres (m³)',
  yd: 'Cubic yards (yd³)',
  tonne: 'Tonnes',
  ton: 'Short tons',
};

/** What an extra's price is per: "/ m³", "/ truck", or once per order. */
export function extraPriceUnits(pricing: ProductExtraPricing, productType: ProductType, unit: ProductUnit) {
  if (pricing === 'perUnit') return unitOfPrice(productType, unit);
  if (pricing === 'perTruck') return 'truck';
  return 'order';
}
