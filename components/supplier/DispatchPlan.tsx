'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';

import ordersStyles from '@/components/ui/Workspace.module.scss';
import {
  SupplierFleetAvailabilityDocument,
  SupplierOrderDispatchDocument,
  SupplierTrucksDocument,
  type SupplierWorkspaceFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { supplierRoutes } from '@/lib/app-routes';
import { formatQuantity } from '@/lib/order/format';
import { formatDateTime } from '@/lib/time';
import { LOAD_STEP_LABELS, splitQuantity, sumQuantities } from '@/lib/order/loads';
import { outcomeOf } from '@/lib/apollo/errors';
import { orderDispatchSchema, type OrderDispatch } from '@/lib/validation/dispatch';
import type { z } from 'zod';

import { chosenNotFree, firstFree, reasonNotFree, type PlanContext } from './fleetAvailability';
import { answerOrderRefusal, type OrderActionContext, type SupplierOrder } from './orderActions';
import { useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import { TableScroll } from '@/components/ui/TableScroll';
import styles from './Supplier.module.scss';

type DispatchValues = z.input<typeof orderDispatchSchema>;

/** The states in which the dispatcher plans loads (the API's rule). */
const PLANNABLE = new Set(['accepted', 'scheduled', 'dispatched']);

export interface DispatchPlanProps {
  order: SupplierOrder;
  drivers: SupplierWorkspaceFieldsFragment['drivers'];
  timeZone: string;
  /** A dispatcher plans; anyone else reads. */
  canPlan: boolean;
  actions: OrderActionContext;
}

/**
 * An order's loads: one per truck trip, each with a truck of the fleet and a driver, adding up to
 * the order's quantity. Loads under way are shown with their step and stay as they are; the
 * planned ones are edited as rows (add, remove, split evenly over the trucks the contractor asked
 * for) and saved together.
 */
export function DispatchPlan({ order, drivers, timeZone, canPlan, actions }: DispatchPlanProps) {
  const underWay = order.loads.filter((load) => load.step !== 'planned');
  const planned = order.loads.filter((load) => load.step === 'planned');
  return (
    <div className={ordersStyles.stack}>
      {order.loads.length > 0 ? (
        <TableScroll label="Loads">
          <table className={ordersStyles.ordersTable}>
            <caption className="visually-hidden">Loads of order {order.orderNumber}</caption>
            <thead>
              <tr>
                <th scope="col">Load</th>
                <th scope="col">Quantity</th>
                <th scope="col">Truck</th>
                <th scope="col">Driver</th>
                <th scope="col">Step</th>
              </tr>
            </thead>
            <tbody>
              {order.loads.map((load) => (
                <tr key={load.id}>
                  <th scope="row">{load.sequence}</th>
                  <td>{formatQuantity(load.quantity, load.unit, order.productType)}</td>
                  <td>{load.truck?.name ?? '—'}</td>
                  <td>{load.driver?.fullName ?? '—'}</td>
                  <td>
                    {LOAD_STEP_LABELS[load.step]}
                    {load.deliveredAt && (
                      <span className={ordersStyles.secondaryText}> {formatDateTime(load.deliveredAt, timeZone)}</span>
                    )}
                    {load.driverNote && <span className={ordersStyles.secondaryText}> “{load.driverNote}”</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className={ordersStyles.muted}>No loads planned yet.</p>
      )}
      {canPlan && PLANNABLE.has(order.status) && (
        <LoadsForm
          // A newer copy of the order (another dispatcher, a driver's step) starts the form afresh.
          key={order.loads.map((load) => `${load.id}:${load.step}`).join(',')}
          order={order}
          plannedLoads={planned}
          underWayQuantity={sumQuantities(underWay.map((load) => load.quantity)) ?? 0}
          firstSequence={Math.max(0, ...underWay.map((load) => load.sequence)) + 1}
          drivers={drivers}
          timeZone={timeZone}
          actions={actions}
        />
      )}
      {canPlan && !PLANNABLE.has(order.status) && order.loads.length === 0 && (
        <p className={ordersStyles.muted}>Loads are planned once the order is accepted.</p>
      )}
    </div>
  );
}

interface LoadsFormProps {
  order: SupplierOrder;
  plannedLoads: SupplierOrder['loads'];
  underWayQuantity: number;
  firstSequence: number;
  drivers: DispatchPlanProps['drivers'];
  timeZone: string;
  actions: OrderActionContext;
}

function LoadsForm(props: LoadsFormProps) {
  const { order, plannedLoads, underWayQuantity, firstSequence, drivers, timeZone, actions } = props;
  const id = useId();
  const trucksQuery = useQuery(SupplierTrucksDocument);
  const trucks = (trucksQuery.data?.supplierTrucks ?? []).filter((truck) => truck.active);
  // What holds the fleet meanwhile: read fresh each time the form opens (other orders change it).
  const availabilityQuery = useQuery(SupplierFleetAvailabilityDocument, {
    variables: { orderId: order.id },
    fetchPolicy: 'network-only',
  });
  const plan: PlanContext = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    timeZone,
    firstSequence,
    availability: availabilityQuery.data?.supplierFleetAvailability ?? null,
  };
  const [dispatch] = useMutation(SupplierOrderDispatchDocument);
  const form = useForm<DispatchValues, unknown, OrderDispatch>({
    resolver: zodResolver(orderDispatchSchema),
    defaultValues: {
      orderId: order.id,
      loads: plannedLoads.map((load) => ({
        id: load.id,
        quantity: load.quantity,
        truckId: load.truck?.id ?? '',
        driverUserId: load.driver?.userId ?? '',
      })),
    },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'loads' });
  const watched = useWatch({ control, name: 'loads' }) ?? [];
  const remaining = Math.round((order.quantity - underWayQuantity) * 100) / 100;
  const plannedTotal = sumQuantities(watched.map((load) => Number(load?.quantity) || 0)) ?? 0;
  const unit = (quantity: number) => formatQuantity(quantity, order.unit, order.productType);

  const truckIds = trucks.map((truck) => truck.id);
  const driverIds = drivers.map((driver) => driver.userId);
  /** A new load's truck and driver: kept when chosen, else the first free after the loads before it. */
  const crewFor = (index: number, rows: DispatchValues['loads'], chosen?: DispatchValues['loads'][number]) => ({
    truckId: chosen?.truckId || firstFree('truck', truckIds, index, rows, plan),
    driverUserId: chosen?.driverUserId || firstFree('driver', driverIds, index, rows, plan),
  });

  const splitEvenly = () => {
    const count = Math.max(1, order.trucks - (order.loads.length - plannedLoads.length));
    const rows: DispatchValues['loads'] = [];
    for (const [index, quantity] of splitQuantity(remaining, count).entries()) {
      rows.push({ id: watched[index]?.id ?? null, quantity, ...crewFor(index, rows, watched[index]) });
    }
    replace(rows);
  };

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(dispatch({ variables: { input } }), (data) => data.supplierOrderDispatch),
    // A load's quantity, truck or driver; the loads as a whole go to the alert.
    fieldOf: (path) => {
      const match = /^loads\.(\d+)\.(quantity|truckId|driverUserId)$/.exec(path);
      return match ? `loads.${Number(match[1])}.${match[2] as 'quantity'}` : undefined;
    },
    messageOf: (failure) => failure.fields.loads ?? failure.message,
    onSuccess: (changed) => {
      actions.onUpdated(changed);
      toast.success('Loads saved.', { toastId: `loads-${order.id}` });
    },
    onFailure: (refusal) => {
      // A truck or driver booked meanwhile: show who holds what now.
      void availabilityQuery.refetch();
      return answerOrderRefusal(actions)(refusal);
    },
  });
  const failure = submission.failure;

  if (trucksQuery.loading && !trucksQuery.data) return <p role="status">Loading your fleet…</p>;
  if (trucks.length === 0) {
    return (
      <p className={ordersStyles.muted}>
        Your fleet has no trucks yet: <Link href={supplierRoutes.fleet}>add them on the fleet page</Link>.
      </p>
    );
  }
  if (drivers.length === 0) {
    return <p className={ordersStyles.muted}>Your team has no drivers yet: invite them from the team page.</p>;
  }

  const totalError = errors.loads?.root?.message ?? errors.loads?.message;
  return (
    <Form className={styles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={submission.onSubmit}>
      <h3 id={`${id}-title`}>Plan the loads</h3>
      <p className={styles.hint} id={`${id}-total`} aria-live="polite">
        Planned {unit(plannedTotal)} of {unit(remaining)}
        {underWay(order) ? ' still to send' : ''}.{' '}
        {plannedTotal === remaining
          ? 'It adds up.'
          : `${unit(Math.abs(remaining - plannedTotal))} ${plannedTotal < remaining ? 'left to plan' : 'too much'}.`}
      </p>
      {fields.map((field, index) => {
        const fieldErrors = errors.loads?.[index];
        const ids = {
          quantity: `${id}-${field.id}-quantity`,
          truck: `${id}-${field.id}-truck`,
          driver: `${id}-${field.id}-driver`,
        };
        const row = watched[index];
        const chosenTruck = trucks.find((truck) => truck.id === row?.truckId);
        const chosenDriver = drivers.find((driver) => driver.userId === row?.driverUserId);
        // The API's words for a choice that is not free (until it answers with its own).
        const truckProblem =
          fieldErrors?.truckId?.message ??
          (chosenTruck && chosenNotFree('truck', chosenTruck.name, chosenTruck.id, index, watched, plan));
        const driverProblem =
          fieldErrors?.driverUserId?.message ??
          (chosenDriver && chosenNotFree('driver', chosenDriver.fullName, chosenDriver.userId, index, watched, plan));
        return (
          <fieldset key={field.id} className={styles.fieldRow}>
            <legend>Load {index + 1}</legend>
            <div className={styles.filter}>
              <label htmlFor={ids.quantity}>Quantity ({order.unit === 'm3' ? 'm³' : order.unit})</label>
              <input
                id={ids.quantity}
                className={styles.control}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                aria-invalid={fieldErrors?.quantity ? true : undefined}
                aria-describedby={fieldErrors?.quantity ? `${ids.quantity}-error` : undefined}
                {...register(`loads.${index}.quantity`, { valueAsNumber: true })}
              />
              {fieldErrors?.quantity && (
                <span id={`${ids.quantity}-error`} className={styles.error}>
                  {fieldErrors.quantity.message}
                </span>
              )}
            </div>
            <div className={styles.filter}>
              <label htmlFor={ids.truck}>Truck</label>
              <select
                id={ids.truck}
                className={styles.control}
                aria-invalid={truckProblem ? true : undefined}
                aria-describedby={truckProblem ? `${ids.truck}-error` : undefined}
                {...register(`loads.${index}.truckId`)}
              >
                <option value="">Choose a truck</option>
                {trucks.map((truck) => {
                  const busy = reasonNotFree('truck', truck.id, index, watched, plan);
                  return (
                    // Not free: shown with why, and not chosen (unless it is already this load's).
                    <option key={truck.id} value={truck.id} disabled={busy !== null && truck.id !== row?.truckId}>
                      {truck.name} ({formatQuantity(truck.capacity, truck.unit, order.productType)})
                      {busy && ` — not free: ${busy}`}
                    </option>
                  );
                })}
              </select>
              {truckProblem && (
                <span id={`${ids.truck}-error`} className={styles.error}>
                  {truckProblem}
                </span>
              )}
            </div>
            <div className={styles.filter}>
              <label htmlFor={ids.driver}>Driver</label>
              <select
                id={ids.driver}
                className={styles.control}
                aria-invalid={driverProblem ? true : undefined}
                aria-describedby={driverProblem ? `${ids.driver}-error` : undefined}
                {...register(`loads.${index}.driverUserId`)}
              >
                <option value="">Choose a driver</option>
                {drivers.map((driver) => {
                  const busy = reasonNotFree('driver', driver.userId, index, watched, plan);
                  return (
                    <option
                      key={driver.userId}
                      value={driver.userId}
                      disabled={busy !== null && driver.userId !== row?.driverUserId}
                    >
                      {driver.fullName}
                      {busy && ` — not free: ${busy}`}
                    </option>
                  );
                })}
              </select>
              {driverProblem && (
                <span id={`${ids.driver}-error`} className={styles.error}>
                  {driverProblem}
                </span>
              )}
            </div>
            <div className={styles.filterActions}>
              <button type="button" className={ordersStyles.secondary} onClick={() => remove(index)}>
                Remove load {index + 1}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.filterActions}>
        <button
          type="button"
          className={ordersStyles.secondary}
          onClick={() =>
            append({
              id: null,
              quantity: Math.max(0, Math.round((remaining - plannedTotal) * 100) / 100),
              ...crewFor(watched.length, watched),
            })
          }
        >
          Add a load
        </button>
        <button type="button" className={ordersStyles.secondary} onClick={splitEvenly}>
          Split evenly over {order.trucks} {order.trucks === 1 ? 'truck' : 'trucks'}
        </button>
        <button type="submit" className={ordersStyles.primary} disabled={submission.pending}>
          {submission.pending ? 'Saving…' : 'Save loads'}
        </button>
      </div>
      {(failure ?? totalError) && (
        <p role="alert" className={styles.error}>
          {failure ?? totalError}
        </p>
      )}
    </Form>
  );
}

const underWay = (order: SupplierOrder) => order.loads.some((load) => load.step !== 'planned');
