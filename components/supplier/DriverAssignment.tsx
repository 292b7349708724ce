'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';

import ordersStyles from '@/components/orders/Orders.module.scss';
import {
  SupplierOrderAssignDriverDocument,
  type SupplierWorkspaceFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { supplierOrderDriverSchema } from '@/lib/validation/supplier-orders';

import { settleOrderAction, type OrderActionContext, type SupplierOrder } from './orderActions';
import styles from './Supplier.module.scss';

export interface DriverAssignmentProps {
  order: SupplierOrder;
  drivers: SupplierWorkspaceFieldsFragment['drivers'];
  actions: OrderActionContext;
}

/** Assigns the order to one of the supplier's drivers, or to nobody. */
export function DriverAssignment({ order, drivers, actions }: DriverAssignmentProps) {
  const id = useId();
  const current = order.driver?.userId ?? '';
  const [choice, setChoice] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [assign, { loading }] = useMutation(SupplierOrderAssignDriverDocument);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const parsed = supplierOrderDriverSchema.safeParse({ orderId: order.id, driverUserId: choice || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose one of your drivers.');
      return;
    }
    const outcome = await settleOrderAction(
      () => assign({ variables: { input: parsed.data } }),
      (data) => data.supplierOrderAssignDriver,
      actions,
    );
    if (outcome.ok) {
      const name = outcome.order.driver?.fullName;
      toast.success(name ? `Assigned to ${name}.` : 'No driver assigned.', { toastId: `driver-${order.id}` });
    } else {
      setError(outcome.fields.driverUserId ?? outcome.message ?? null);
    }
  };

  if (drivers.length === 0 && !order.driver) {
    return <p className={ordersStyles.muted}>Your team has no drivers yet: invite them from the team page.</p>;
  }
  return (
    <form className={styles.form} aria-label="Assign a driver" onSubmit={(event) => void onSubmit(event)}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-driver`}>Driver</label>
        <select
          id={`${id}-driver`}
          className={styles.control}
          value={choice}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">No driver</option>
          {drivers.map((driver) => (
            <option key={driver.userId} value={driver.userId}>
              {driver.fullName}
            </option>
          ))}
        </select>
        {error && (
          <span id={`${id}-error`} className={styles.error}>
            {error}
          </span>
        )}
      </div>
      <p>
        <button type="submit" className={ordersStyles.secondary} disabled={loading || choice === current}>
          {loading ? 'Saving…' : 'Assign driver'}
        </button>
      </p>
    </form>
  );
}
