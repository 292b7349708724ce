'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { browserSession } from '@/components/auth/session';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { Form } from '@/components/ui/Form';
import { AccountPasswordChangeDocument } from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';
import { passwordChangeFormSchema } from '@/lib/validation/account-settings';

type FormValues = z.input<typeof passwordChangeFormSchema>;
type FieldName = keyof FormValues;
const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const isFieldName = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);
const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changing the password: the current one, the new one twice. The API ends the person's other
 * sessions and answers new tokens for this one (the response link stores them; the main token
 * comes in the answer), so this browser stays signed in.
 */
export function PasswordForm() {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [change] = useMutation(AccountPasswordChangeDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof passwordChangeFormSchema>>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: FieldName) => ({
    id: fieldId(name),
    type: 'password',
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setChanged(false);
    const result = await change({ variables: { input: { currentPassword, newPassword } } }).catch(answerOfRejection);
    const payload = result.data?.accountPasswordChange;
    if (!payload) {
      const { message, fields } = apiFailureOf(result.error);
      if (!placeFieldErrors(fields, (name) => (isFieldName(name) ? name : undefined), setError)) setFailure(message);
      return;
    }
    browserSession().update({ mainToken: payload.mainToken });
    reset(EMPTY);
    setChanged(true);
  });

  return (
    <Form
      className={formStyles.form}
      noValidate
      aria-label="Change your password"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField id={fieldId('currentPassword')} label="Current password" error={errorOf('currentPassword')}>
        <input
          autoComplete="current-password"
          required
          {...controlProps('currentPassword')}
          {...register('currentPassword')}
        />
      </FormField>
      <FormField id={fieldId('newPassword')} label="New password" error={errorOf('newPassword')}>
        <input autoComplete="new-password" required {...controlProps('newPassword')} {...register('newPassword')} />
      </FormField>
      <FormField id={fieldId('confirmPassword')} label="Confirm new password" error={errorOf('confirmPassword')}>
        <input
          autoComplete="new-password"
          required
          {...controlProps('confirmPassword')}
          {...register('confirmPassword')}
        />
      </FormField>
      <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Changing…' : 'Change password'}
      </button>
      <p role="status" className={formStyles.hint}>
        {changed ? 'Your password is changed. You were signed out everywhere else.' : ''}
      </p>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
    </Form>
  );
}
