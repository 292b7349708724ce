'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { PhoneField } from '@/components/forms/PhoneField';
import type { DraftContact } from '@/lib/order/draft';
import { contactInfoSchema, type ContactInfo, type ContactInfoValues } from '@/lib/validation/order';

/** What checkout asks of the form when placing: the contact, checked, or null (errors shown). */
export interface ContactFormHandle {
  validate: () => Promise<ContactInfo | null>;
}

export interface ContactInfoFormProps {
  idPrefix: string;
  initial: DraftContact;
  /** Every change, so what is typed survives a reload and a sign-in. */
  onChange: (contact: DraftContact) => void;
  /** Placing found the contact incomplete: show every field's error now. */
  showErrors: boolean;
  handleRef: Ref<ContactFormHandle>;
}

/**
 * The contact info's fields (name, email, and the phone input with its country formats), checked
 * with the API's own schema. Errors show once a field is touched, or all at once when placing.
 */
export function ContactInfoForm({ idPrefix, initial, onChange, showErrors, handleRef }: ContactInfoFormProps) {
  const form = useForm<ContactInfoValues, unknown, ContactInfo>({
    resolver: zodResolver(contactInfoSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const {
    register,
    control,
    watch,
    trigger,
    getValues,
    formState: { errors },
  } = form;

  useEffect(() => {
    const subscription = watch((values) =>
      onChange({ name: values.name ?? '', email: values.email ?? '', phoneNumber: values.phoneNumber ?? '' }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  useEffect(() => {
    if (showErrors) void trigger(undefined, { shouldFocus: true });
  }, [showErrors, trigger]);

  useImperativeHandle(handleRef, () => ({
    validate: async () =>
      (await trigger(undefined, { shouldFocus: true })) ? contactInfoSchema.parse(getValues()) : null,
  }));

  const fieldId = (name: keyof ContactInfoValues) => `${idPrefix}-${name}`;
  const error = (name: keyof ContactInfoValues) => errors[name]?.message;
  return (
    <div className={formStyles.form}>
      <FormField id={fieldId('name')} label="Name" error={error('name')}>
        <input
          id={fieldId('name')}
          className={formStyles.control}
          autoComplete="name"
          aria-invalid={error('name') ? true : undefined}
          aria-describedby={describedBy(fieldId('name'), error('name'))}
          {...register('name')}
        />
      </FormField>
      <FormField id={fieldId('email')} label="Email" error={error('email')}>
        <input
          id={fieldId('email')}
          type="email"
          className={formStyles.control}
          autoComplete="email"
          aria-invalid={error('email') ? true : undefined}
          aria-describedby={describedBy(fieldId('email'), error('email'))}
          {...register('email')}
        />
      </FormField>
      <PhoneField
        control={control}
        name="phoneNumber"
        id={fieldId('phoneNumber')}
        label="Phone number"
        error={error('phoneNumber')}
      />
    </div>
  );
}
