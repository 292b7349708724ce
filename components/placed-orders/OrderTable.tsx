import type { ReactNode } from 'react';

import styles from '@/components/ui/Workspace.module.scss';

/** One column of an order table: its heading and what each row shows in it. */
export interface OrderColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts: aligned to the right. */
  numeric?: boolean;
}

/**
 * A table of orders, one row each, as the contractor's orders list and the supplier's inbox
 * show them: the first column heads its row (the order number), and on a narrow screen each
 * cell shows its column's label before it (`data-label`), the rows becoming cards.
 */
export function OrderTable<Row extends { id: string }>({
  rows,
  columns,
  labelledBy,
}: {
  rows: readonly Row[];
  columns: readonly [OrderColumn<Row>, ...OrderColumn<Row>[]];
  /** The id of the heading that names the table (it says which orders these are). */
  labelledBy: string;
}) {
  const [rowHeader, ...rest] = columns;
  const numericClass = (column: OrderColumn<Row>) => (column.numeric ? styles.amount : undefined);
  return (
    <table className={styles.ordersTable} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={numericClass(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label={rowHeader.label}>
              {rowHeader.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.label} data-label={column.label} className={numericClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cell's main line with a quieter second one under it (a quantity, a window, an address). */
export function TwoLines({ main, detail }: { main: ReactNode; detail?: ReactNode }) {
  return (
    <span>
      {main}
      {detail && <span className={styles.secondaryText}>{detail}</span>}
    </span>
  );
}

/** Next to an order's number in a list: its chat's messages the viewer has not read, if any. */
export function UnreadMessages({ count }: { count: number }) {
  if (count === 0) return null;
  const words = count === 1 ? '1 unread message' : `${count} unread messages`;
  return (
    <span className={styles.unreadBadge} title={words}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
