'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { toast } from '@/lib/toast';

import type { ApiOutcome } from '@/lib/api-errors';
import { outcomeOf } from '@/lib/apollo/errors';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormAlert } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { useSubmission } from '@/components/forms/useSubmission';
import { productTypeLabels } from '@/lib/order/product-types';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { Form } from '@/components/ui/Form';
import {
  SupplierProductCreateDocument,
  SupplierProductUpdateDocument,
  type SupplierProductFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { UNIT_NAMES } from '@/lib/order/units';
import {
  CATALOGUE_SAVED_MESSAGES,
  EXTRA_PRICINGS,
  PRODUCT_TYPE_UNITS,
  supplierProductSchema,
  type SupplierProductFormValues,
  type SupplierProductInput,
} from '@/lib/validation/catalogue';
import { ORDER_PRODUCT_TYPES } from '@/lib/validation/order-rules';

import styles from './Catalogue.module.scss';
import { ColorsInput } from './ColorsInput';
import { MoneyInput } from './MoneyInput';

type FieldName = FieldPath<SupplierProductFormValues>;

export const EXTRA_PRICING_LABELS: Record<(typeof EXTRA_PRICINGS)[number], string> = {
  perUnit: 'Per unit ordered',
  perTruck: 'Per truck',
  perOrder: 'Once per order',
};

const COLORS_HINT = 'Separate colours with commas, like Natural Grey, Charcoal.';
const RENTAL_DAYS_HINT = "The bin's price covers this many days from drop-off.";

/** A typed whole number, null when blank (NaN when not a number: the schema names it). */
const wholeNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

const EMPTY_PRODUCT: SupplierProductFormValues = {
  name: '',
  description: '',
  type: 'readyMix',
  unit: 'm3',
  priceCents: null as unknown as number,
  minimumOrder: 1,
  quantityIncrement: 1,
  maximumOrder: 100,
  feeMinCents: null,
  feeMaxCents: null,
  colors: [],
  extras: [],
  rentalIncludedDays: null,
  rentalExtraDayCents: null,
  active: true,
};

/** A product of the catalogue as its form edits it (the API's fields, without the id and its papers, edited apart). */
export function productFormValues(product: SupplierProductFieldsFragment): SupplierProductFormValues {
  const { id: _, extras, qualityPapers: __, ...fields } = product;
  return {
    ...fields,
    extras: extras.map((extra) => ({ ...extra })),
  };
}

export interface ProductFormProps {
  /** The product to change; none adds one. */
  product: SupplierProductFieldsFragment | null;
  /** The currency of the supplier's prices (CAD, USD, MXN). */
  currency: string;
  onSaved: (product: SupplierProductFieldsFragment) => void;
  onCancel: () => void;
}

/**
 * A product of the catalogue: what contractors see (name, description, type and unit, price per
 * unit, minimum, increment and maximum order, fee range, colours) and its extras, checked with the
 * API's own schema. The API's messages land next to their fields; what was typed stays.
 */
export function ProductForm({ product, currency, onSaved, onCancel }: ProductFormProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;
  const [create] = useMutation(SupplierProductCreateDocument);
  const [update] = useMutation(SupplierProductUpdateDocument);
  const form = useForm<SupplierProductFormValues, unknown, SupplierProductInput>({
    resolver: zodResolver(supplierProductSchema),
    mode: 'onTouched',
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT,
  });
  const { register, control, setValue, getValues, watch, getFieldState, formState } = form;
  const extras = useFieldArray({ control, name: 'extras', keyName: 'fieldKey' });
  const type = watch('type');
  const units = PRODUCT_TYPE_UNITS[type] ?? PRODUCT_TYPE_UNITS.readyMix;
  // Each bin comes on its own truck: its fee is per bin, and it has rental terms.
  const bins = type === 'rentals';
  const feeUnit = bins ? 'bin' : 'truck';

  const errorOf = (name: FieldName): string | undefined => {
    const state = getFieldState(name, formState);
    type Shown = { message?: string; type?: string };
    const error = state.error;
    // A field's error, or for a list (the colours) its own or its first item's.
    const first: Shown | undefined =
      error && typeof (error as Shown).message === 'string'
        ? error
        : error
          ? Object.values(error as Record<string, Shown | undefined>).find(
              (item): item is Shown => typeof item === 'object' && item !== null && typeof item.message === 'string',
            )
          : undefined;
    return shownFieldError(first, state.isTouched, formState.isSubmitted);
  };
  const controlProps = (name: FieldName, hint?: string) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });
  const field = (
    name: FieldName,
    label: string,
    control: React.ReactNode,
    options: { hint?: string; optional?: boolean } = {},
  ) => (
    <FormField id={fieldId(name)} label={label} error={errorOf(name)} hint={options.hint} optional={options.optional}>
      {control}
    </FormField>
  );

  const submission = useSubmission(form, {
    send: (input): Promise<ApiOutcome<SupplierProductFieldsFragment>> =>
      product
        ? outcomeOf(update({ variables: { id: product.id, input } }), (data) => data.supplierProductUpdate)
        : outcomeOf(create({ variables: { input } }), (data) => data.supplierProductCreate),
    // The API names the product's fields as the form does (extras by their dotted path).
    fieldOf: (name) => name as FieldName,
    onSuccess: (saved) => {
      const message = product
        ? CATALOGUE_SAVED_MESSAGES.productUpdated(saved.name)
        : CATALOGUE_SAVED_MESSAGES.productCreated(saved.name);
      toast.success(message, { toastId: `product-saved-${saved.id}` });
      onSaved(saved);
    },
  });

  const money = (name: 'priceCents' | 'feeMinCents' | 'feeMaxCents' | 'rentalExtraDayCents', hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <MoneyInput {...controlProps(name, hint)} ref={ref} value={value} onChange={onChange} onBlur={onBlur} />
      )}
    />
  );
  const quantity = (name: 'minimumOrder' | 'quantityIncrement' | 'maximumOrder') => (
    <input
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      {...controlProps(name)}
      {...register(name, { valueAsNumber: true })}
    />
  );

  return (
    <Form className={formStyles.form} noValidate aria-labelledby={`${id}-title`} onSubmit={submission.onSubmit}>
      <h2 id={`${id}-title`}>{product ? `Edit ${product.name}` : 'Add a product'}</h2>
      {field('name', 'Name', <input type="text" autoComplete="off" {...controlProps('name')} {...register('name')} />)}
      {field(
        'description',
        'Description',
        <textarea rows={3} {...controlProps('description')} {...register('description')} />,
      )}
      <div className={styles.row}>
        {field(
          'type',
          'Type',
          <select
            {...controlProps('type')}
            {...register('type', {
              onChange: () => {
                const allowed = PRODUCT_TYPE_UNITS[getValues('type')];
                if (allowed && !allowed.includes(getValues('unit')))
                  setValue('unit', allowed[0]!, { shouldValidate: true });
              },
            })}
          >
            {ORDER_PRODUCT_TYPES.map((value) => (
              <option key={value} value={value}>
                {productTypeLabels[value]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'unit',
          'Sold in',
          <select {...controlProps('unit')} {...register('unit')}>
            {units.map((value) => (
              <option key={value} value={value}>
                {UNIT_NAMES[value]}
              </option>
            ))}
          </select>,
        )}
        {field('priceCents', `Price per unit (${currency})`, money('priceCents'))}
      </div>
      <div className={styles.row}>
        {field('minimumOrder', 'Minimum order', quantity('minimumOrder'))}
        {field('quantityIncrement', 'Increment', quantity('quantityIncrement'))}
        {field('maximumOrder', 'Maximum order', quantity('maximumOrder'))}
      </div>
      <div className={styles.row}>
        {field('feeMinCents', `Lowest fee per ${feeUnit} (${currency})`, money('feeMinCents'), { optional: true })}
        {field('feeMaxCents', `Highest fee per ${feeUnit} (${currency})`, money('feeMaxCents'), { optional: true })}
      </div>
      {bins && (
        // A bin's price covers these days; each day past them is charged per bin (the quote's line).
        <div className={styles.row}>
          {field(
            'rentalIncludedDays',
            'Days included',
            <input
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              {...controlProps('rentalIncludedDays', RENTAL_DAYS_HINT)}
              {...register('rentalIncludedDays', { setValueAs: wholeNumberOrNull })}
            />,
            { hint: RENTAL_DAYS_HINT },
          )}
          {field('rentalExtraDayCents', `Extra day per bin (${currency})`, money('rentalExtraDayCents'))}
        </div>
      )}
      {field(
        'colors',
        'Colours',
        <Controller
          control={control}
          name="colors"
          render={({ field: { value, onChange, onBlur } }) => (
            <ColorsInput {...controlProps('colors', COLORS_HINT)} value={value} onChange={onChange} onBlur={onBlur} />
          )}
        />,
        { optional: true, hint: COLORS_HINT },
      )}

      <fieldset className={styles.extras}>
        <legend>Extras</legend>
        {extras.fields.length === 0 && <p className={ordersStyles.muted}>No extras yet.</p>}
        {extras.fields.map((extra, index) => (
          <div key={extra.fieldKey} className={styles.extra} role="group" aria-label={`Extra ${index + 1}`}>
            {field(
              `extras.${index}.name`,
              'Name',
              <input
                type="text"
                autoComplete="off"
                {...controlProps(`extras.${index}.name`)}
                {...register(`extras.${index}.name`)}
              />,
            )}
            {field(
              `extras.${index}.pricing`,
              'Priced',
              <select {...controlProps(`extras.${index}.pricing`)} {...register(`extras.${index}.pricing`)}>
                {EXTRA_PRICINGS.map((value) => (
                  <option key={value} value={value}>
                    {EXTRA_PRICING_LABELS[value]}
                  </option>
                ))}
              </select>,
            )}
            {field(
              `extras.${index}.priceCents`,
              `Price (${currency})`,
              <Controller
                control={control}
                name={`extras.${index}.priceCents`}
                render={({ field: { value, onChange, onBlur, ref } }) => (
                  <MoneyInput
                    {...controlProps(`extras.${index}.priceCents`)}
                    ref={ref}
                    value={value}
                    onChange={onChange}
                    onBlur={onBlur}
                  />
                )}
              />,
            )}
            {field(
              `extras.${index}.group`,
              'Group',
              <input
                type="text"
                autoComplete="off"
                {...controlProps(`extras.${index}.group`)}
                {...register(`extras.${index}.group`)}
              />,
              { optional: true, hint: 'Extras of one group exclude each other.' },
            )}
            {field(
              `extras.${index}.description`,
              'Description',
              <input
                type="text"
                autoComplete="off"
                {...controlProps(`extras.${index}.description`)}
                {...register(`extras.${index}.description`)}
              />,
              { optional: true },
            )}
            <button type="button" className={ordersStyles.secondary} onClick={() => extras.remove(index)}>
              Remove extra {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={ordersStyles.secondary}
          onClick={() =>
            extras.append({ id: null, name: '', description: null, group: null, pricing: 'perOrder', priceCents: 0 })
          }
        >
          Add an extra
        </button>
      </fieldset>

      <div className={styles.checkbox}>
        <input type="checkbox" id={fieldId('active')} {...register('active')} />
        <label htmlFor={fieldId('active')}>Offered to contractors</label>
      </div>

      <div className={ordersStyles.actions}>
        <button type="submit" className={formStyles.submit} disabled={submission.pending}>
          {submission.pending ? 'Saving…' : product ? 'Save product' : 'Add product'}
        </button>
        <button type="button" className={ordersStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <FormAlert failure={submission.failure} />
    </Form>
  );
}
