import type { ReactNode } from 'react';

import { Price } from '@/components/ui/Price';
import type { OrderQuoteFieldsFragment, ProductType, ProductUnit } from '@/graphql/generated/client/graphql';
import { unitOfPrice } from '@/lib/order/units';

import styles from './OrderSummary.module.scss';

type QuoteLine = OrderQuoteFieldsFragment['lineItems'][number];

export interface OrderSummaryProps {
  quote: OrderQuoteFieldsFragment;
  productType: ProductType;
  /** A quote being refreshed: shown dimmed, and announced as busy. */
  stale?: boolean;
}

const isProductUnit = (unit: string | null | undefined): unit is ProductUnit =>
  unit === 'm3' || unit === 'yd' || unit === 'tonne' || unit === 'ton';

/** "40 × $195.00 / m³", "2 × $50.00 / truck"; nothing for a once-per-order line. */
function lineDetail(line: QuoteLine, currency: string, productType: ProductType) {
  if (!line.unit) return null;
  const units = isProductUnit(line.unit) ? unitOfPrice(productType, line.unit) : line.unit;
  return (
    <span className={styles.detail}>
      {line.quantity.toLocaleString('en-US', { maximumFractionDigits: 2 })} ×{' '}
      <Price value={line.unitPriceCents} currency={currency} units={units} />
    </span>
  );
}

/**
 * The server's quote, line by line (spec: subtotal, fees with the processing fee as a percentage
 * plus an amount, taxes by region, total without taxes, total, referral credit applied) and the
 * amount due. Nothing here is computed: every amount is the server's.
 */
export function OrderSummary({ quote, productType, stale = false }: OrderSummaryProps) {
  const { currency } = quote;
  const row = (label: ReactNode, cents: number, options: { strong?: boolean; plus?: boolean } = {}) => (
    <tr className={options.strong ? styles.strong : undefined}>
      <th scope="row">{label}</th>
      <td>
        <Price value={cents} currency={currency} forcePlus={options.plus} />
      </td>
    </tr>
  );
  return (
    <table className={styles.summary} aria-busy={stale || undefined} data-stale={stale || undefined}>
      <caption className={styles.caption}>Order summary</caption>
      <tbody>
        {quote.lineItems.map((line) => (
          <tr key={`${line.kind}-${line.label}`}>
            <th scope="row">
              {line.label}
              {lineDetail(line, currency, productType)}
            </th>
            <td>
              <Price value={line.amountCents} currency={currency} />
            </td>
          </tr>
        ))}
        {row('Subtotal', quote.subtotalCents, { strong: true })}
      </tbody>
      <tbody>
        {quote.fees.map((fee) => (
          <tr key={`fee-${fee.label}`}>
            <th scope="row">
              {fee.label}
              {lineDetail(fee, currency, productType)}
            </th>
            <td>
              <Price value={fee.amountCents} currency={currency} />
            </td>
          </tr>
        ))}
        {row(
          <>
            Processing fee <span className={styles.rate}>{quote.processingFeePercent}%</span>
          </>,
          quote.processingFeeCents,
        )}
        {row('Total without taxes', quote.totalWithoutTaxesCents, { strong: true })}
      </tbody>
      <tbody>
        {quote.taxes.map((tax) => (
          <tr key={`tax-${tax.name}`}>
            <th scope="row">
              {tax.name} <span className={styles.rate}>{tax.ratePercent}%</span>
            </th>
            <td>
              <Price value={tax.amountCents} currency={currency} />
            </td>
          </tr>
        ))}
        {row('Total', quote.totalCents, { strong: true })}
        {quote.referralCreditAppliedCents > 0 && row('Referral credit applied', -quote.referralCreditAppliedCents)}
      </tbody>
      <tfoot>{row('Amount due', quote.amountDueCents, { strong: true })}</tfoot>
    </table>
  );
}
