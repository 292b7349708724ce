'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

import { AuthField, describedBy } from '@/components/forms/AuthField';
import formStyles from '@/components/forms/AuthForm.module.scss';
import { PhoneInput } from '@/components/ui/PhoneInput';
import type { contactInfoSchema } from '@/lib/validation/order';

export type ContactFormValues = z.input<typeof contactInfoSchema>;
export type ContactInfo = z.output<typeof contactInfoSchema>;

/** Spec: contact info (name, email, phoneNumber): who the supplier and driver call about this order. */
export function ContactInfoFields({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: UseFormReturn<ContactFormValues, unknown, ContactInfo>;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const fieldId = (name: keyof ContactFormValues) => `${idPrefix}-${name}`;
  const error = (name: keyof ContactFormValues) => errors[name]?.message;
  return (
    <div className={formStyles.form}>
      <AuthField id={fieldId('name')} label="Name" error={error('name')}>
        <input
          id={fieldId('name')}
          className={formStyles.control}
          autoComplete="name"
          aria-invalid={error('name') ? true : undefined}
          aria-describedby={describedBy(fieldId('name'), error('name'))}
          {...register('name')}
        />
      </AuthField>
      <AuthField id={fieldId('email')} label="Email" error={error('email')}>
        <input
          id={fieldId('email')}
          type="email"
          className={formStyles.control}
          autoComplete="email"
          aria-invalid={error('email') ? true : undefined}
          aria-describedby={describedBy(fieldId('email'), error('email'))}
          {...register('email')}
        />
      </AuthField>
      <AuthField id={fieldId('phoneNumber')} label="Phone number" error={error('phoneNumber')}>
        <Controller
          control={control}
          name="phoneNumber"
          render={({ field }) => (
            <PhoneInput
              id={fieldId('phoneNumber')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              invalid={Boolean(error('phoneNumber'))}
              describedBy={describedBy(fieldId('phoneNumber'), error('phoneNumber'))}
              required
            />
          )}
        />
      </AuthField>
    </div>
  );
}
