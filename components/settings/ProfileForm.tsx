'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { PhoneField } from '@/components/forms/PhoneField';
import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { Form } from '@/components/ui/Form';
import { AccountProfileUpdateDocument, type ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';
import { profileSchema, type ProfileInput } from '@/lib/validation/account-settings';

type FormValues = z.input<typeof profileSchema>;
type FieldName = keyof FormValues;
const FIELDS: readonly FieldName[] = ['fullName', 'phone', 'email'];
const isFieldName = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

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
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<FormValues, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: { fullName: viewer.fullName, phone: viewer.phone ?? '', email: viewer.email },
  });

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: FieldName) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    setSaved(false);
    const result = await update({ variables: { input } }).catch(answerOfRejection);
    const updated = result.data?.accountProfileUpdate;
    if (!updated) {
      const { message, fields } = apiFailureOf(result.error);
      if (!placeFieldErrors(fields, (name) => (isFieldName(name) ? name : undefined), setError)) setFailure(message);
      return;
    }
    reset({ fullName: updated.fullName, phone: updated.phone ?? '', email: updated.email });
    setSaved(true);
    onSaved(updated);
  });

  return (
    <Form className={formStyles.form} noValidate aria-label="Your details" onSubmit={(event) => void onSubmit(event)}>
      <FormField id={fieldId('fullName')} label="Full name" error={errorOf('fullName')}>
        <input autoComplete="name" required {...controlProps('fullName')} {...register('fullName')} />
      </FormField>
      <PhoneField control={control} name="phone" id={fieldId('phone')} label="Phone" error={errorOf('phone')} />
      <FormField id={fieldId('email')} label="Email" error={errorOf('email')}>
        <input type="email" autoComplete="email" required {...controlProps('email')} {...register('email')} />
      </FormField>
      <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save your details'}
      </button>
      <p role="status" className={formStyles.hint}>
        {saved ? 'Your details are saved.' : ''}
      </p>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
    </Form>
  );
}
