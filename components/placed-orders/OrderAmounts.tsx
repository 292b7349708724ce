import type { OrderQuoteFieldsFragment, ProductType } from '@/graphql/generated/client/graphql';
import { formatMoney } from '@/lib/money';
import { formatLineQuantity, formatPercent } from '@/lib/order/format';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';

import { TableScroll } from '@/components/ui/TableScroll';
import styles from '@/components/ui/Workspace.module.scss';

export interface OrderAmountsProps {
  /** The quote as placed: every amount is the server's, in cents. */
  quote: OrderQuoteFieldsFragment;
  unpaidAmountCents: number;
  /** Rentals count in bins; without it (a payment link's invoice), quantities read as materials'. */
  productType?: ProductType;
  /** The heading's id, for the table's accessible name. */
  labelledBy: string;
}

/**
 * An order's charges: its lines (product and options), then the subtotal, the fees (the product's
 * fees and the processing fee as a percentage plus an amount), the total price without taxes, the
 * taxes by region, the total, the referral credit and the unpaid amount. Shown as the server
 * computed them; nothing is added up here.
 */
export function OrderAmounts({ quote, unpaidAmountCents, productType, labelledBy }: OrderAmountsProps) {
  const money = (cents: number) => formatMoney(cents, quote.currency);
  return (
    <>
      <TableScroll label="Charges">
        <table className={styles.charges} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className={styles.wideOnly}>
                Quantity
              </th>
              <th scope="col" className={styles.wideOnly}>
                Unit price
              </th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {quote.lineItems.map((line, index) => {
              const quantity = formatLineQuantity(line.quantity, line.unit, productType);
              return (
                <tr key={`${line.kind}-${index}`}>
                  <th scope="row">
                    {line.label}
                    {/* On a phone the line's quantity and unit price go under its name (their
                        columns hide), so the amounts fit a 390 px screen without scrolling. */}
                    <span className={styles.lineRate}>
                      {quantity ? `${quantity} × ${money(line.unitPriceCents)}` : money(line.unitPriceCents)}
                    </span>
                  </th>
                  <td className={styles.wideOnly}>{quantity}</td>
                  <td className={styles.wideOnly}>{money(line.unitPriceCents)}</td>
                  <td>{money(line.amountCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <dl className={styles.totals}>
        <div className={styles.strong}>
          <dt>{ORDER_LABELS.subtotal}</dt>
          <dd>{money(quote.subtotalCents)}</dd>
        </div>
        <div>
          <dt>{ORDER_LABELS.fees}</dt>
          <dd className={styles.group}>
            <ul>
              {quote.fees.map((fee, index) => (
                <li key={`${fee.label}-${index}`}>
                  <span>{fee.label}</span>
                  <span>{money(fee.amountCents)}</span>
                </li>
              ))}
              <li>
                <span>Processing fee ({formatPercent(quote.processingFeePercent)})</span>
                <span>{money(quote.processingFeeCents)}</span>
              </li>
            </ul>
          </dd>
        </div>
        <div className={styles.strong}>
          <dt>{ORDER_LABELS.totalWithoutTaxes}</dt>
          <dd>{money(quote.totalWithoutTaxesCents)}</dd>
        </div>
        <div>
          <dt>{ORDER_LABELS.taxes}</dt>
          <dd className={styles.group}>
            {quote.taxes.length === 0 ? (
              'None'
            ) : (
              <ul>
                {quote.taxes.map((tax) => (
                  <li key={tax.name}>
                    <span>
                      {tax.name} ({formatPercent(tax.ratePercent)})
                    </span>
                    <span>{money(tax.amountCents)}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className={styles.strong}>
          <dt>{MORE_ORDER_LABELS.total}</dt>
          <dd>{money(quote.totalCents)}</dd>
        </div>
        {quote.referralCreditAppliedCents > 0 && (
          <div>
            <dt>{MORE_ORDER_LABELS.referralCredit}</dt>
            <dd>{money(-quote.referralCreditAppliedCents)}</dd>
          </div>
        )}
        <div className={styles.due}>
          <dt>{ORDER_LABELS.unpaidAmount}</dt>
          <dd>{money(unpaidAmountCents)}</dd>
        </div>
      </dl>
    </>
  );
}
