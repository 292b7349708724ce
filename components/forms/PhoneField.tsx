'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import { PhoneInput } from '@/components/ui/PhoneInput';

import { FormField, describedBy } from './FormField';

export interface PhoneFieldProps<TValues extends FieldValues, TParsed extends FieldValues> {
  /** The form's control; its resolver may parse the values into another shape (zod). */
  control: Control<TValues, unknown, TParsed>;
  /** The form's field holding the number in E.164. */
  name: FieldPathByValue<TValues, string>;
  id: string;
  label: string;
  /** The one message to show, already filtered (touched, submitted or from the server). */
  error?: string;
}

/** A required phone number field of a react-hook-form form: the label, its error, the PhoneInput. */
export function PhoneField<TValues extends FieldValues, TParsed extends FieldValues = TValues>({
  control,
  name,
  id,
  label,
  error,
}: PhoneFieldProps<TValues, TParsed>) {
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PhoneInput
            id={id}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            invalid={Boolean(error)}
            describedBy={describedBy(id, error)}
            required
          />
        )}
      />
    </FormField>
  );
}
