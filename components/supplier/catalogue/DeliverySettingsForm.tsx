'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { outcomeOf } from '@/lib/apollo/errors';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormAlert } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import {
  SupplierDeliverySettingsUpdateDocument,
  type SupplierCatalogueQuery,
} from '@/graphql/generated/client/graphql';
import {
  CATALOGUE_SAVED_MESSAGES,
  supplierDeliverySettingsSchema,
  type SupplierDeliverySettingsFormValues,
  type SupplierDeliverySettingsInput,
} from '@/lib/validation/catalogue';

import { Form } from '@/components/ui/Form';
import styles from './Catalogue.module.scss';

/** The supplier's delivery settings: time zone, trucks per window, cancellation window, card hold, late fee. */

type Catalogue = SupplierCatalogueQuery['supplierCatalogue'];

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
  'lateCancellationFeePercent',
];

export function DeliverySettingsForm({ catalogue }: { catalogue: Catalogue }) {
  const id = useId();
  const fieldId = (name: SettingsField) => `${id}-${name}`;
  const [save] = useMutation(SupplierDeliverySettingsUpdateDocument);
  const { __typename: _, ...saved } = catalogue.deliverySettings as typeof catalogue.deliverySettings & {
    __typename?: string;
  };
  const form = useForm<SupplierDeliverySettingsFormValues, unknown, SupplierDeliverySettingsInput>({
    resolver: zodResolver(supplierDeliverySettingsSchema),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted, isDirty },
  } = form;
  const errorOf = (name: SettingsField) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: SettingsField, hint?: string) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });
  const submission = useSubmission(form, {
    send: (input) => outcomeOf(save({ variables: { input } }), (data) => data.supplierDeliverySettingsUpdate),
    fieldOf: fieldOfNames(SETTINGS_FIELDS),
    onSuccess: (answer) => {
      toast.success(CATALOGUE_SAVED_MESSAGES.deliverySettings, { toastId: 'delivery-settings-saved' });
      const { __typename: _typename, ...values } = answer as typeof answer & { __typename?: string };
      reset(values);
    },
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
    <Form className={formStyles.form} noValidate aria-labelledby="catalogue-delivery" onSubmit={submission.onSubmit}>
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
          {wholeNumber(
            'lateCancellationFeePercent',
            0,
            100,
            'Of the order’s total, charged to cancel inside the cancellation window. 0 refuses it.',
          )}
        </div>
      </fieldset>
      {catalogue.mayEdit && (
        <div className={ordersStyles.actions}>
          <button type="submit" className={formStyles.submit} disabled={submission.pending || !isDirty}>
            {submission.pending ? 'Saving…' : 'Save delivery settings'}
          </button>
        </div>
      )}
      <FormAlert failure={submission.failure} />
    </Form>
  );
}

const ZONE_HINT = 'Your delivery windows are in this time zone.';
const SETTINGS_LABELS: Record<SettingsField, string> = {
  timeZone: 'Time zone',
  windowCapacityTrucks: 'Trucks per delivery window',
  cancellationWindowHours: 'Cancellation window (hours)',
  cardHoldPercent: 'Additional card hold (%)',
  lateCancellationFeePercent: 'Late cancellation fee (%)',
};
