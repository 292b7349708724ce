import 'server-only';

/**
 * The quote a demo order was placed at (GraphQL OrderQuote, as `orders.quote` keeps it): one
 * product line at the product's price, no fees or taxes, paid in full. `key` is its fingerprint.
 */
export function oneLineQuote(
  product: { name: string; unit: string; priceCents: number },
  quantity: number,
  currency: string,
  key: string,
) {
  const totalCents = Math.round(product.priceCents * quantity);
  return {
    lineItems: [
      {
        kind: 'product',
        label: product.name,
        quantity,
        unit: product.unit,
        unitPriceCents: product.priceCents,
        amountCents: totalCents,
      },
    ],
    subtotalCents: totalCents,
    fees: [],
    feesCents: 0,
    processingFeePercent: 0,
    processingFeeCents: 0,
    taxes: [],
    taxesCents: 0,
    totalWithoutTaxesCents: totalCents,
    totalCents,
    referralCreditAppliedCents: 0,
    amountDueCents: totalCents,
    currency,
    fingerprint: key,
  };
}
