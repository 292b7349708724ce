'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { productTypeLabels } from '@/lib/order/product-types';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import {
  SupplierCatalogueDocument,
  SupplierDeliverySettingsUpdateDocument,
  SupplierProductUpdateDocument,
  SupplierServiceAreasSetDocument,
  type SupplierCatalogueQuery,
  type SupplierProductFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { supplierRoutes } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';
import { unitOfPrice, unitOfQuantity } from '@/lib/order/units';
import {
  CATALOGUE_SAVED_MESSAGES,
  supplierDeliverySettingsSchema,
  supplierProductSchema,
  supplierServiceAreasSchema,
  type SupplierDeliverySettingsFormValues,
  type SupplierDeliverySettingsInput,
} from '@/lib/validation/catalogue';

import { Form } from '@/components/ui/Form';
import { TableScroll } from '@/components/ui/TableScroll';
import styles from './Catalogue.module.scss';
import { productFormValues, ProductForm } from './ProductForm';

type Catalogue = SupplierCatalogueQuery['supplierCatalogue'];

export const READ_ONLY_NOTICE =
  'You can see the catalogue; only the owner and managers can change products, service areas and delivery settings.';

/**
 * The supplier's catalogue: its products (active or not) with a form to add or change one, the
 * cities it delivers to, and its delivery settings. Members who may not edit see it read-only.
 */
export function SupplierCatalogue() {
  return (
    <SignedInGate returnPath={supplierRoutes.catalogue} loadingText="Loading your catalogue…">
      {() => <CatalogueScreen />}
    </SignedInGate>
  );
}

/** Which product the form edits: a new one, one of the list, or none (the form is closed). */
type Editing = { product: SupplierProductFieldsFragment | null } | null;

function CatalogueScreen() {
  const catalogue = useQuery(SupplierCatalogueDocument);
  const [editing, setEditing] = useState<Editing>(null);
  const formRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [editing]);

  const data = catalogue.data?.supplierCatalogue;
  if (!data) {
    if (catalogue.loading) {
      return (
        <p role="status" className={ordersStyles.muted}>
          Loading your catalogue…
        </p>
      );
    }
    return (
      <div role="alert" className={ordersStyles.alert}>
        <p>{catalogue.error ? apiFailureOf(catalogue.error).message : 'We could not load your catalogue.'}</p>
        <button type="button" className={ordersStyles.secondary} onClick={() => void catalogue.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const reload = () => void catalogue.refetch().catch(() => undefined);
  return (
    <div className={ordersStyles.layout}>
      <p className={ordersStyles.muted}>
        {data.supplierName} · prices in {data.currency}
      </p>
      {!data.mayEdit && (
        <p role="note" className={ordersStyles.notice}>
          {READ_ONLY_NOTICE}
        </p>
      )}
      <section className={ordersStyles.card} aria-labelledby="catalogue-products">
        <div className={ordersStyles.heading}>
          <h2 id="catalogue-products">Products</h2>
          {data.mayEdit && !editing && (
            <button type="button" className={ordersStyles.primary} onClick={() => setEditing({ product: null })}>
              Add a product
            </button>
          )}
        </div>
        <ProductTable catalogue={data} onEdit={(product) => setEditing({ product })} onChanged={reload} />
      </section>
      {data.mayEdit && editing && (
        <section ref={formRef} className={ordersStyles.card} aria-label="Product form">
          <ProductForm
            key={editing.product?.id ?? 'new'}
            product={editing.product}
            currency={data.currency}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        </section>
      )}
      <section className={ordersStyles.card} aria-labelledby="catalogue-areas">
        <h2 id="catalogue-areas">Service areas</h2>
        <ServiceAreasForm catalogue={data} onSaved={reload} />
      </section>
      <section className={ordersStyles.card} aria-labelledby="catalogue-delivery">
        <h2 id="catalogue-delivery">Delivery settings</h2>
        <DeliverySettingsForm catalogue={data} />
      </section>
    </div>
  );
}

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

function ProductTable({
  catalogue,
  onEdit,
  onChanged,
}: {
  catalogue: Catalogue;
  onEdit: (product: SupplierProductFieldsFragment) => void;
  onChanged: () => void;
}) {
  if (catalogue.products.length === 0) {
    return <p className={ordersStyles.muted}>No products yet. Contractors see a product once you add it.</p>;
  }
  return (
    <TableScroll label="Products">
      <table className={ordersStyles.ordersTable} aria-labelledby="catalogue-products">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Price per unit</th>
            <th scope="col">Minimum – maximum</th>
            <th scope="col">Active</th>
          </tr>
        </thead>
        <tbody>
          {catalogue.products.map((product) => (
            <tr key={product.id}>
              <th scope="row" data-label="Name">
                {catalogue.mayEdit ? (
                  <button
                    type="button"
                    className={styles.link}
                    aria-label={`Edit ${product.name}`}
                    onClick={() => onEdit(product)}
                  >
                    {product.name}
                  </button>
                ) : (
                  product.name
                )}
                {product.extras.length > 0 && (
                  <span className={ordersStyles.secondaryText}>
                    {product.extras.length === 1 ? '1 extra' : `${product.extras.length} extras`}
                  </span>
                )}
              </th>
              <td data-label="Type">{productTypeLabels[product.type]}</td>
              <td data-label="Price per unit" className={ordersStyles.amount}>
                {formatMoney(product.priceCents, catalogue.currency)} / {unitOfPrice(product.type, product.unit)}
              </td>
              <td data-label="Minimum – maximum">
                {number(product.minimumOrder)} – {number(product.maximumOrder)}{' '}
                {unitOfQuantity(product.type, product.unit, product.maximumOrder)}
                <span className={ordersStyles.secondaryText}>in steps of {number(product.quantityIncrement)}</span>
              </td>
              <td data-label="Active">
                {catalogue.mayEdit ? (
                  <ActiveToggle product={product} onChanged={onChanged} />
                ) : product.active ? (
                  'Active'
                ) : (
                  'Inactive'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Offers a product to contractors or stops offering it (it stays in the catalogue and on its orders). */
function ActiveToggle({ product, onChanged }: { product: SupplierProductFieldsFragment; onChanged: () => void }) {
  const [update, { loading }] = useMutation(SupplierProductUpdateDocument);
  const onToggle = async () => {
    const parsed = supplierProductSchema.safeParse({ ...productFormValues(product), active: !product.active });
    if (!parsed.success) {
      toast.error(`${product.name} needs changes before it can be saved: open it to see what.`);
      return;
    }
    const result = await update({
      variables: { id: product.id, input: parsed.data },
    }).catch(answerOfRejection);
    const saved = result.data?.supplierProductUpdate;
    if (!saved) {
      toast.error(apiFailureOf(result.error).message);
      return;
    }
    toast.success(
      saved.active
        ? CATALOGUE_SAVED_MESSAGES.productActivated(saved.name)
        : CATALOGUE_SAVED_MESSAGES.productDeactivated(saved.name),
      { toastId: `product-active-${saved.id}` },
    );
    onChanged();
  };
  return (
    <button
      type="button"
      className={`${ordersStyles.secondary} ${styles.toggle}`}
      aria-pressed={product.active}
      aria-label={`${product.name} offered to contractors`}
      disabled={loading}
      onClick={() => void onToggle()}
    >
      {product.active ? 'Active' : 'Inactive'}
    </button>
  );
}

/** The cities by country, then province or state, as the checkboxes are grouped. */
function citiesByRegion(cities: Catalogue['cities']) {
  const groups: { key: string; label: string; cities: Catalogue['cities'] }[] = [];
  for (const city of cities) {
    const key = `${city.countryCode}-${city.regionCode}`;
    let group = groups.find((entry) => entry.key === key);
    if (!group) {
      group = { key, label: `${city.countryName} · ${city.regionCode}`, cities: [] };
      groups.push(group);
    }
    group.cities.push(city);
  }
  return groups;
}

function ServiceAreasForm({ catalogue, onSaved }: { catalogue: Catalogue; onSaved: () => void }) {
  const id = useId();
  const [save] = useMutation(SupplierServiceAreasSetDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<{ cityIds: string[] }>({
    resolver: zodResolver(supplierServiceAreasSchema),
    defaultValues: { cityIds: catalogue.serviceAreaCityIds },
  });
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const result = await save({ variables: { input } }).catch(answerOfRejection);
    const saved = result.data?.supplierServiceAreasSet;
    if (!saved) {
      setFailure(apiFailureOf(result.error).message);
      return;
    }
    toast.success(CATALOGUE_SAVED_MESSAGES.serviceAreas, { toastId: 'service-areas-saved' });
    reset({ cityIds: saved });
    onSaved();
  });
  // The list's own message, or its first city's (a server answer for one city).
  const cityErrors = errors.cityIds as { message?: string } | ({ message?: string } | undefined)[] | undefined;
  const listError = Array.isArray(cityErrors) ? cityErrors.find((item) => item?.message)?.message : cityErrors?.message;
  return (
    <Form
      className={formStyles.form}
      noValidate
      aria-labelledby="catalogue-areas"
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className={ordersStyles.muted}>
        Contractors in the cities you choose find you. Without any city, nobody can order from you.
      </p>
      <fieldset
        className={styles.cities}
        disabled={!catalogue.mayEdit}
        aria-describedby={listError ? `${id}-error` : undefined}
      >
        <legend className={formStyles.hint}>Cities you deliver to</legend>
        {citiesByRegion(catalogue.cities).map((group) => (
          <fieldset key={group.key} className={styles.region}>
            <legend>{group.label}</legend>
            {group.cities.map((city) => (
              <div key={city.id} className={styles.checkbox}>
                <input type="checkbox" id={`${id}-${city.id}`} value={city.id} {...register('cityIds')} />
                <label htmlFor={`${id}-${city.id}`}>{city.name}</label>
              </div>
            ))}
          </fieldset>
        ))}
      </fieldset>
      {listError && (
        <p id={`${id}-error`} className={formStyles.error}>
          {listError}
        </p>
      )}
      {catalogue.mayEdit && (
        <div className={ordersStyles.actions}>
          <button type="submit" className={formStyles.submit} disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving…' : 'Save service areas'}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
    </Form>
  );
}

/** The time zones this browser knows (America/Toronto...), with the saved one first if it is not. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

type SettingsField = FieldPath<SupplierDeliverySettingsFormValues>;
const SETTINGS_FIELDS: readonly SettingsField[] = [
  'timeZone',
  'windowCapacityTrucks',
  'cancellationWindowHours',
  'cardHoldPercent',
];

function DeliverySettingsForm({ catalogue }: { catalogue: Catalogue }) {
  const id = useId();
  const fieldId = (name: SettingsField) => `${id}-${name}`;
  const [save] = useMutation(SupplierDeliverySettingsUpdateDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const { __typename: _, ...saved } = catalogue.deliverySettings as typeof catalogue.deliverySettings & {
    __typename?: string;
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting, isDirty },
  } = useForm<SupplierDeliverySettingsFormValues, unknown, SupplierDeliverySettingsInput>({
    resolver: zodResolver(supplierDeliverySettingsSchema),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const errorOf = (name: SettingsField) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: SettingsField, hint?: string) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const result = await save({ variables: { input } }).catch(answerOfRejection);
    const answer = result.data?.supplierDeliverySettingsUpdate;
    if (!answer) {
      const { message, fields } = apiFailureOf(result.error);
      const fieldOf = (name: string) => SETTINGS_FIELDS.find((field) => field === name);
      if (!placeFieldErrors(fields, fieldOf, setError)) setFailure(message);
      return;
    }
    toast.success(CATALOGUE_SAVED_MESSAGES.deliverySettings, { toastId: 'delivery-settings-saved' });
    const { __typename: _typename, ...values } = answer as typeof answer & { __typename?: string };
    reset(values);
  });
  const wholeNumber = (name: Exclude<SettingsField, 'timeZone'>, min: number, max: number, hint: string) => (
    <FormField id={fieldId(name)} label={SETTINGS_LABELS[name]} error={errorOf(name)} hint={hint}>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        {...controlProps(name, hint)}
        {...register(name, { valueAsNumber: true })}
      />
    </FormField>
  );
  return (
    <Form
      className={formStyles.form}
      noValidate
      aria-labelledby="catalogue-delivery"
      onSubmit={(event) => void onSubmit(event)}
    >
      <fieldset className={styles.cities} disabled={!catalogue.mayEdit}>
        <FormField
          id={fieldId('timeZone')}
          label={SETTINGS_LABELS.timeZone}
          error={errorOf('timeZone')}
          hint={ZONE_HINT}
        >
          <select {...controlProps('timeZone', ZONE_HINT)} {...register('timeZone')}>
            {timeZones(saved.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </FormField>
        <div className={styles.row}>
          {wholeNumber('windowCapacityTrucks', 0, 200, 'Each delivery window is 4 hours. 0 stops new orders.')}
          {wholeNumber('cancellationWindowHours', 0, 168, 'Contractors can cancel until this long before delivery.')}
          {wholeNumber('cardHoldPercent', 0, 50, 'Cards are pre-authorised for the amount due plus this much.')}
        </div>
      </fieldset>
      {catalogue.mayEdit && (
        <div className={ordersStyles.actions}>
          <button type="submit" className={formStyles.submit} disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving…' : 'Save delivery settings'}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
    </Form>
  );
}

const ZONE_HINT = 'Your delivery windows are in this time zone.';
const SETTINGS_LABELS: Record<SettingsField, string> = {
  timeZone: 'Time zone',
  windowCapacityTrucks: 'Trucks per delivery window',
  cancellationWindowHours: 'Cancellation window (hours)',
  cardHoldPercent: 'Additional card hold (%)',
};
