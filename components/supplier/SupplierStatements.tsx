'use client';

import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { Form } from '@/components/ui/Form';
import { TableScroll } from '@/components/ui/TableScroll';
import { SupplierStatementDocument, type SupplierStatementQuery } from '@/graphql/generated/client/graphql';
import { apiFailureOf } from '@/lib/apollo/errors';
import { supplierRoutes } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';

import styles from './Supplier.module.scss';

type Statement = SupplierStatementQuery['supplierStatement'];

/** This month on the device, YYYY-MM. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

const totalsText = (totals: Statement['totals']) =>
  totals
    .map(
      (total) =>
        `${formatMoney(total.totalCents, total.currency)} (unpaid ${formatMoney(total.unpaidCents, total.currency)})`,
    )
    .join(' · ');

/**
 * The supplier's statements: a month's orders by customer with their totals, for the
 * bookkeeper, downloadable as PDF and CSV; one customer's alone on request.
 */
export function SupplierStatements() {
  return (
    <SignedInGate returnPath={supplierRoutes.statements} loadingText="Loading your statement…">
      {() => <StatementScreen />}
    </SignedInGate>
  );
}

function StatementScreen() {
  const id = useId();
  const [month, setMonth] = useState(thisMonth);
  const [customerId, setCustomerId] = useState('');
  const query = useQuery(SupplierStatementDocument, { variables: { month, customerId: customerId || null } });
  const statement = query.data?.supplierStatement;

  return (
    <div className={ordersStyles.stack}>
      <Form className={styles.filters} aria-label="Statement" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.filter}>
          <label htmlFor={`${id}-month`}>Month</label>
          <input
            id={`${id}-month`}
            className={styles.control}
            type="month"
            value={month}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) {
                setMonth(event.target.value);
                setCustomerId('');
              }
            }}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-customer`}>Customer</label>
          <select
            id={`${id}-customer`}
            className={styles.control}
            value={customerId}
            onChange={(event) => setCustomerId(event.target.value)}
          >
            <option value="">All customers</option>
            {(statement?.customerChoices ?? []).map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.name}
              </option>
            ))}
          </select>
        </div>
      </Form>

      {query.loading && !statement ? (
        <p role="status" className={ordersStyles.muted}>
          Loading the statement…
        </p>
      ) : !statement ? (
        <div role="alert" className={ordersStyles.alert}>
          <p>{apiFailureOf(query.error).message}</p>
          <button type="button" className={ordersStyles.secondary} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <StatementView statement={statement} />
      )}
    </div>
  );
}

function StatementView({ statement }: { statement: Statement }) {
  return (
    <>
      <div className={ordersStyles.actions}>
        <a className={ordersStyles.secondary} href={statement.pdfUrl} download>
          Download the PDF
        </a>
        <a className={ordersStyles.secondary} href={statement.csvUrl} download>
          Download the CSV
        </a>
      </div>
      {/* A month with no orders has no total to state: it says so instead of "Month total: Nothing". */}
      {statement.totals.length > 0 && (
        <p>
          <strong>Month total:</strong> {totalsText(statement.totals)}
        </p>
      )}
      {statement.lines.length === 0 && <p className={ordersStyles.muted}>No orders this month.</p>}
      {statement.customers.map((customer) => (
        <section key={customer.customerId} className={ordersStyles.card} aria-label={customer.customerName}>
          <h2>{customer.customerName}</h2>
          <TableScroll label={`Orders of ${customer.customerName}`}>
            <table className={ordersStyles.ordersTable}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Delivery</th>
                  <th scope="col">Job or PO</th>
                  <th scope="col">Product</th>
                  <th scope="col">State</th>
                  <th scope="col">Total</th>
                  <th scope="col">Unpaid</th>
                </tr>
              </thead>
              <tbody>
                {statement.lines
                  .filter((line) => line.customerId === customer.customerId)
                  .map((line) => (
                    <tr key={line.orderId}>
                      <th scope="row">{line.orderNumber}</th>
                      <td>{formatDate(line.deliveryDate)}</td>
                      <td>{line.jobNumber ?? '—'}</td>
                      <td>
                        {line.productName}, {line.quantity}
                      </td>
                      <td>
                        {line.status}, {line.payment}
                      </td>
                      <td>{formatMoney(line.totalCents, line.currency)}</td>
                      <td>{formatMoney(line.unpaidCents, line.currency)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </TableScroll>
          <p>
            <strong>Total:</strong> {totalsText(customer.totals)}
          </p>
        </section>
      ))}
    </>
  );
}
