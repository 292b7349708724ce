'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { FormFooter } from '@/components/forms/FormFooter';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import {
  SupplierTruckSaveDocument,
  SupplierTruckSetActiveDocument,
  SupplierTrucksDocument,
  SupplierWorkspaceDocument,
  type TruckFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf, outcomeOf } from '@/lib/apollo/errors';
import { supplierRoutes } from '@/lib/app-routes';
import { formatQuantity } from '@/lib/order/format';
import { UNIT_NAMES } from '@/lib/order/units';
import { PRODUCT_UNITS } from '@/lib/validation/order-rules';
import { truckInputSchema, type TruckFormValues, type TruckInput } from '@/lib/validation/dispatch';

import { Form } from '@/components/ui/Form';
import { TableScroll } from '@/components/ui/TableScroll';
import styles from './Supplier.module.scss';

/** The roles that run the fleet (the API's rule). */
const DISPATCH_ROLES = new Set(['supplier_owner', 'partner_manager']);

/**
 * The supplier's fleet: each truck's name or plate and what one trip carries. Dispatchers add and
 * change trucks, and retire one (it keeps its past loads, takes no new ones) or bring it back.
 */
export function FleetManager() {
  return (
    <SignedInGate returnPath={supplierRoutes.fleet} loadingText="Loading your fleet…">
      {() => <FleetScreen />}
    </SignedInGate>
  );
}

function FleetScreen() {
  const trucks = useQuery(SupplierTrucksDocument);
  const workspace = useQuery(SupplierWorkspaceDocument);
  const [editing, setEditing] = useState<TruckFieldsFragment | 'new' | null>(null);
  const [setActive] = useMutation(SupplierTruckSetActiveDocument);
  const addButton = useRef<HTMLButtonElement>(null);

  if ((trucks.loading && !trucks.data) || (workspace.loading && !workspace.data)) {
    return <p role="status">Loading your fleet…</p>;
  }
  const list = trucks.data?.supplierTrucks;
  if (!list || !workspace.data) {
    return (
      <div role="alert" className={ordersStyles.alert}>
        <p>{apiFailureOf(trucks.error ?? workspace.error).message}</p>
        <button type="button" className={ordersStyles.secondary} onClick={() => void trucks.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const mayEdit = DISPATCH_ROLES.has(workspace.data.supplierWorkspace.role);

  const toggle = async (truck: TruckFieldsFragment) => {
    const result = await setActive({ variables: { id: truck.id, active: !truck.active } }).catch(answerOfRejection);
    if (result.data) {
      toast.success(truck.active ? `${truck.name} is retired.` : `${truck.name} is back in the fleet.`, {
        toastId: `truck-${truck.id}`,
      });
      void trucks.refetch();
    } else {
      toast.error(apiFailureOf(result.error).message);
    }
  };

  return (
    <div className={ordersStyles.stack}>
      {list.length === 0 ? (
        <p className={ordersStyles.muted}>No trucks yet. Add the trucks you deliver with to plan each order’s loads.</p>
      ) : (
        <TableScroll label="Trucks">
          <table className={ordersStyles.ordersTable}>
            <caption className="visually-hidden">Your trucks</caption>
            <thead>
              <tr>
                <th scope="col">Truck</th>
                <th scope="col">Carries per trip</th>
                <th scope="col">State</th>
                {mayEdit && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {list.map((truck) => (
                <tr key={truck.id}>
                  <th scope="row">{truck.name}</th>
                  <td>{formatQuantity(truck.capacity, truck.unit)}</td>
                  <td>{truck.active ? 'In service' : 'Retired'}</td>
                  {mayEdit && (
                    <td>
                      <div className={styles.filterActions}>
                        <button type="button" className={ordersStyles.secondary} onClick={() => setEditing(truck)}>
                          Edit <span className="visually-hidden">{truck.name}</span>
                        </button>
                        <button type="button" className={ordersStyles.secondary} onClick={() => void toggle(truck)}>
                          {truck.active ? 'Retire' : 'Bring back'} <span className="visually-hidden">{truck.name}</span>
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {mayEdit &&
        (editing ? (
          <TruckForm
            key={editing === 'new' ? 'new' : editing.id}
            truck={editing === 'new' ? null : editing}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void trucks.refetch();
              addButton.current?.focus();
            }}
          />
        ) : (
          <div>
            <button ref={addButton} type="button" className={ordersStyles.primary} onClick={() => setEditing('new')}>
              Add a truck
            </button>
          </div>
        ))}
      {!mayEdit && <p className={ordersStyles.muted}>Only the owner and managers can change the fleet.</p>}
    </div>
  );
}

function TruckForm({ truck, onDone }: { truck: TruckFieldsFragment | null; onDone: (saved: boolean) => void }) {
  const id = useId();
  const [save] = useMutation(SupplierTruckSaveDocument);
  const form = useForm<TruckFormValues, unknown, TruckInput>({
    resolver: zodResolver(truckInputSchema),
    mode: 'onTouched',
    defaultValues: truck
      ? { id: truck.id, name: truck.name, capacity: truck.capacity, unit: truck.unit }
      : { id: null, name: '', capacity: undefined, unit: 'm3' },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const shown = (name: 'name' | 'capacity' | 'unit') => shownFieldError(errors[name], touchedFields[name], isSubmitted);

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(save({ variables: { input } }), (data) => data),
    fieldOf: fieldOfNames(['name', 'capacity', 'unit'] as const),
    onSuccess: (_, input) => {
      toast.success(truck ? `${input.name} saved.` : `${input.name} added to the fleet.`, {
        toastId: `truck-${input.name}`,
      });
      onDone(true);
    },
  });

  const fieldIds = { name: `${id}-name`, capacity: `${id}-capacity`, unit: `${id}-unit` };
  return (
    <Form className={formStyles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={submission.onSubmit}>
      <h2 id={`${id}-title`}>{truck ? `Edit ${truck.name}` : 'Add a truck'}</h2>
      <FormField id={fieldIds.name} label="Name or plate" error={shown('name')}>
        <input
          id={fieldIds.name}
          className={formStyles.control}
          autoComplete="off"
          aria-invalid={shown('name') ? true : undefined}
          aria-describedby={describedBy(fieldIds.name, shown('name'))}
          {...register('name')}
        />
      </FormField>
      <FormField id={fieldIds.capacity} label="Carries per trip" error={shown('capacity')}>
        <input
          id={fieldIds.capacity}
          className={formStyles.control}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          aria-invalid={shown('capacity') ? true : undefined}
          aria-describedby={describedBy(fieldIds.capacity, shown('capacity'))}
          {...register('capacity', { valueAsNumber: true })}
        />
      </FormField>
      <FormField id={fieldIds.unit} label="Unit" error={shown('unit')}>
        <select
          id={fieldIds.unit}
          className={formStyles.control}
          aria-invalid={shown('unit') ? true : undefined}
          aria-describedby={describedBy(fieldIds.unit, shown('unit'))}
          {...register('unit')}
        >
          {PRODUCT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {UNIT_NAMES[unit]}
            </option>
          ))}
        </select>
      </FormField>
      <FormFooter
        submission={submission}
        label={truck ? 'Save truck' : 'Add truck'}
        pendingLabel="Saving…"
        buttonClassName={ordersStyles.primary}
        alertFirst
        row="div"
        rowClassName={styles.filterActions}
      >
        <button type="button" className={ordersStyles.secondary} onClick={() => onDone(false)}>
          Cancel
        </button>
      </FormFooter>
    </Form>
  );
}
