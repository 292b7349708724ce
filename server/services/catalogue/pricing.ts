/**
 * The order's arithmetic, in integer cents only (no floating point touches money).
 *
 * Rounding rule: every amount that is a fraction of a cent (a price times a quantity with two
 * decimals, a percentage) is rounded half up to the cent, once per line, and totals are sums of
 * the rounded lines. So the lines a user sees always add up to the totals.
 *
 * - Product line: unit price × quantity.
 * - Extras: per unit (× quantity), per truck (× trucks) or once per order.
 * - Disposal bins: the bin's price includes its rental's first days; each day past them is an
 *   extra day per bin at the product's extra-day price (`rentalExtraDaysLine`).
 * - Product fee (delivery, or delivery and pickup for rentals): the fee range's minimum per
 *   truck, capped at the range's maximum.
 * - Processing fee: the payment type's percentage of subtotal + product fees.
 * - Taxes: each of the region's taxes on total without taxes (subtotal + fees + processing fee).
 * - Referral credit: applied to the total (it pays, it does not discount the taxable amount), at
 *   most the total; the amount due is what the payment collects.
 */

export interface PricingProduct {
  name: string;
  type: 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
  unit: string;
  priceCents: number;
  feeMinCents: number | null;
  feeMaxCents: number | null;
}

export interface PricingExtra {
  id: string;
  name: string;
  pricing: 'perOrder' | 'perUnit' | 'perTruck';
  priceCents: number;
}

export interface PricingTax {
  name: string;
  ratePpm: number;
}

export interface QuoteLineItem {
  kind: 'product' | 'extra' | 'rental' | 'fee';
  label: string;
  quantity: number;
  unit: string | null;
  unitPriceCents: number;
  amountCents: number;
}

export interface QuoteTaxLine {
  name: string;
  ratePercent: number;
  amountCents: number;
}

export interface QuoteAmounts {
  lineItems: QuoteLineItem[];
  subtotalCents: number;
  fees: QuoteLineItem[];
  feesCents: number;
  processingFeePercent: number;
  processingFeeCents: number;
  taxes: QuoteTaxLine[];
  taxesCents: number;
  totalWithoutTaxesCents: number;
  totalCents: number;
  referralCreditAppliedCents: number;
  amountDueCents: number;
}

/** numerator / denominator rounded half up, for non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`roundHalfUp needs non-negative safe integers, got ${numerator}/${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A bin rental's period and the product's terms for it. */
export interface PricingRental {
  /** The rental period: drop-off to pick-up, in days. */
  days: number;
  includedDays: number;
  extraDayCents: number;
}

/**
 * The charge for a bin rental's days past those included, per bin: null when the period fits in
 * them. "Extra days" for one bin, "Extra days (3 days × 2 bins)" for more, counted in days.
 */
export function rentalExtraDaysLine(rental: PricingRental, bins: number): QuoteLineItem | null {
  const extraDays = Math.max(0, rental.days - rental.includedDays);
  if (extraDays === 0) return null;
  return {
    // Not an extra the contractor chose (the order's options): the period's own charge.
    kind: 'rental',
    label: bins === 1 ? 'Extra days' : `Extra days (${extraDays} days × ${bins} bins)`,
    quantity: extraDays * bins,
    unit: 'day',
    unitPriceCents: rental.extraDayCents,
    amountCents: rental.extraDayCents * extraDays * bins,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function priceOrder(order: {
  product: PricingProduct;
  /** The quantity in hundredths of the product's unit (2.5 m3 → 250). */
  quantityHundredths: number;
  trucks: number;
  extras: PricingExtra[];
  taxes: PricingTax[];
  processingFeeBps: number;
  referralCreditCents: number;
  /** Disposal bins only: the rental period, priced past its included days. */
  rental?: PricingRental | null;
}): QuoteAmounts {
  const { product, quantityHundredths: q, trucks } = order;
  const quantity = q / 100;
  const lineItems: QuoteLineItem[] = [
    {
      kind: 'product',
      // A bin's price is for a period: the line says which.
      label: order.rental ? `${product.name}, ${order.rental.includedDays} days included` : product.name,
      quantity,
      unit: product.unit,
      unitPriceCents: product.priceCents,
      amountCents: roundHalfUp(product.priceCents * q, 100),
    },
    ...order.extras.map((extra): QuoteLineItem => {
      switch (extra.pricing) {
        case 'perUnit':
          return {
            kind: 'extra',
            label: extra.name,
            quantity,
            unit: product.unit,
            unitPriceCents: extra.priceCents,
            amountCents: roundHalfUp(extra.priceCents * q, 100),
          };
        case 'perTruck':
          return {
            kind: 'extra',
            label: extra.name,
            quantity: trucks,
            unit: 'truck',
            unitPriceCents: extra.priceCents,
            amountCents: extra.priceCents * trucks,
          };
        default:
          return {
            kind: 'extra',
            label: extra.name,
            quantity: 1,
            unit: null,
            unitPriceCents: extra.priceCents,
            amountCents: extra.priceCents,
          };
      }
    }),
  ];
  const extraDays = order.rental ? rentalExtraDaysLine(order.rental, Math.round(quantity)) : null;
  if (extraDays) lineItems.push(extraDays);
  const subtotalCents = sum(lineItems.map((line) => line.amountCents));

  const fees: QuoteLineItem[] = [];
  if (product.feeMinCents !== null) {
    const perTruck = product.feeMinCents;
    const amountCents = Math.min(perTruck * trucks, product.feeMaxCents ?? perTruck * trucks);
    fees.push({
      kind: 'fee',
      label: product.type === 'rentals' ? 'Delivery and pickup fee' : 'Delivery fee',
      quantity: trucks,
      // A bin comes on its own truck: its fee is counted in bins.
      unit: product.type === 'rentals' ? 'bin' : 'truck',
      unitPriceCents: perTruck,
      amountCents,
    });
  }
  const feesCents = sum(fees.map((fee) => fee.amountCents));

  const processingFeeCents = roundHalfUp((subtotalCents + feesCents) * order.processingFeeBps, 10_000);
  const totalWithoutTaxesCents = subtotalCents + feesCents + processingFeeCents;
  const taxes = order.taxes.map((tax) => ({
    name: tax.name,
    ratePercent: tax.ratePpm / 10_000,
    amountCents: roundHalfUp(totalWithoutTaxesCents * tax.ratePpm, 1_000_000),
  }));
  const taxesCents = sum(taxes.map((tax) => tax.amountCents));
  const totalCents = totalWithoutTaxesCents + taxesCents;
  const referralCreditAppliedCents = Math.max(0, Math.min(order.referralCreditCents, totalCents));
  return {
    lineItems,
    subtotalCents,
    fees,
    feesCents,
    processingFeePercent: order.processingFeeBps / 100,
    processingFeeCents,
    taxes,
    taxesCents,
    totalWithoutTaxesCents,
    totalCents,
    referralCreditAppliedCents,
    amountDueCents: totalCents - referralCreditAppliedCents,
  };
}
