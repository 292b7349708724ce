import styles from '@/components/ui/Workspace.module.scss';
import type { CreditAccountFieldsFragment, CreditMovementKind } from '@/graphql/generated/client/graphql';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';
import { orderPath } from '@/lib/app-routes';
import Link from 'next/link';

const MOVEMENTS: Record<CreditMovementKind, string> = {
  drawn: 'Order on terms',
  repaid: 'Invoice paid',
  released: 'Order canceled: credit released',
  credited: 'Dispute accepted: credited',
};

/** The statement of the credit account: each movement with the credit used after it, and its CSV. */
export function CreditStatement({ account }: { account: CreditAccountFieldsFragment }) {
  const money = (cents: number) => formatMoney(cents, account.currency);
  return (
    <section className={styles.card} aria-labelledby="credit-statement">
      <h2 id="credit-statement">Statement</h2>
      {account.statement.length === 0 ? (
        <p className={styles.muted}>No movements yet: orders put on terms and invoices paid show here.</p>
      ) : (
        <table className={styles.ordersTable} aria-labelledby="credit-statement">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Movement</th>
              <th scope="col">Order</th>
              <th scope="col" className={styles.amount}>
                Amount
              </th>
              <th scope="col" className={styles.amount}>
                Credit used
              </th>
            </tr>
          </thead>
          <tbody>
            {account.statement.map((line, index) => (
              <tr key={`${line.orderId}-${line.kind}-${index}`}>
                <td data-label="Date">{formatDate(line.date)}</td>
                <th scope="row" data-label="Movement">
                  {MOVEMENTS[line.kind]}
                </th>
                <td data-label="Order">
                  <Link href={orderPath(line.orderId)}>{line.orderNumber}</Link>
                </td>
                <td data-label="Amount" className={styles.amount}>
                  {money(line.amountCents)}
                </td>
                <td data-label="Credit used" className={styles.amount}>
                  {money(line.balanceCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={account.statementCsvUrl} download>
          Download the statement (CSV)
        </a>
      </p>
    </section>
  );
}
