'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { browserSession } from '@/components/auth/session';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import { AccountPasswordChangeDocument } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { passwordChangeFormSchema } from '@/lib/validation/account-settings';

type FormValues = z.input<typeof passwordChangeFormSchema>;
type FieldName = keyof FormValues;
const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];
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
  const [changed, setChanged] = useState(false);
  const form = useForm<FormValues, unknown, z.output<typeof passwordChangeFormSchema>>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: FieldName) => ({
    id: fieldId(name),
    type: 'password',
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
  });

  const submission = useSubmission(form, {
    send: ({ currentPassword, newPassword }) => {
      setChanged(false);
      return outcomeOf(
        change({ variables: { input: { currentPassword, newPassword } } }),
        (data) => data.accountPasswordChange,
      );
    },
    fieldOf: fieldOfNames(FIELDS),
    onSuccess: (payload) => {
      browserSession().update({ mainToken: payload.mainToken });
      reset(EMPTY);
      setChanged(true);
    },
  });

  return (
    <Form className={formStyles.form} noValidate aria-label="Change your password" onSubmit={submission.onSubmit}>
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
      <FormFooter submission={submission} label="Change password" pendingLabel="Changing…">
        <p role="status" className={formStyles.hint}>
          {changed ? 'Your password is changed. You were signed out everywhere else.' : ''}
        </p>
      </FormFooter>
    </Form>
  );
}
