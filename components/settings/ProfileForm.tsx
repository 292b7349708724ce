'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { PhoneField } from '@/components/forms/PhoneField';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import { AccountProfileUpdateDocument, type ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { profileSchema, type ProfileInput } from '@/lib/validation/account-settings';

type FormValues = z.input<typeof profileSchema>;
type FieldName = keyof FormValues;
const FIELDS: readonly FieldName[] = ['fullName', 'phone', 'email'];

export interface ProfileFormProps {
  viewer: Pick<ViewerFieldsFragment, 'fullName' | 'email' | 'phone'>;
  /** Saved: the session's `me` is read again (the header and other screens show the new name). */
  onSaved: (viewer: ViewerFieldsFragment) => void;
}

/**
 * The person's name, phone and email. An email or phone of another account is said on its
 * field; nothing typed is lost on an error.
 */
export function ProfileForm({ viewer, onSaved }: ProfileFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [update] = useMutation(AccountProfileUpdateDocument);
  const [saved, setSaved] = useState(false);
  const form = useForm<FormValues, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: { fullName: viewer.fullName, phone: viewer.phone ?? '', email: viewer.email },
  });
  const {
    register,
    control,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: FieldName) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
  });

  const submission = useSubmission(form, {
    send: (input) => {
      setSaved(false);
      return outcomeOf(update({ variables: { input } }), (data) => data.accountProfileUpdate);
    },
    fieldOf: fieldOfNames(FIELDS),
    onSuccess: (updated) => {
      reset({ fullName: updated.fullName, phone: updated.phone ?? '', email: updated.email });
      setSaved(true);
      onSaved(updated);
    },
  });

  return (
    <Form className={formStyles.form} noValidate aria-label="Your details" onSubmit={submission.onSubmit}>
      <FormField id={fieldId('fullName')} label="Full name" error={errorOf('fullName')}>
        <input autoComplete="name" required {...controlProps('fullName')} {...register('fullName')} />
      </FormField>
      <PhoneField control={control} name="phone" id={fieldId('phone')} label="Phone" error={errorOf('phone')} />
      <FormField id={fieldId('email')} label="Email" error={errorOf('email')}>
        <input type="email" autoComplete="email" required {...controlProps('email')} {...register('email')} />
      </FormField>
      <FormFooter submission={submission} label="Save your details" pendingLabel="Saving…">
        <p role="status" className={formStyles.hint}>
          {saved ? 'Your details are saved.' : ''}
        </p>
      </FormFooter>
    </Form>
  );
}
