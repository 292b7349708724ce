'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { afterSignInPath } from '@/components/auth/paths';
import { startSession } from '@/components/auth/startSession';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { Form } from '@/components/ui/Form';
import { SignInDocument } from '@/graphql/generated/client/graphql';
import { signInInputSchema, type SignInInput } from '@/lib/validation/accounts';

import { FormField, describedBy } from './FormField';
import styles from './Form.module.scss';
import { FormFooter } from './FormFooter';
import { useSubmission } from './useSubmission';

type ValidSignIn = z.output<typeof signInInputSchema>;
type FieldName = keyof SignInInput;

const isFieldName = (name: string): name is FieldName => name === 'login' || name === 'password';

export interface SignInFormProps {
  /**
   * Where to go afterwards: a path on this site (anything else is ignored), by default the
   * workspace of the person's current company (/app, or /supplier for a supplier's team).
   */
  next?: string;
  /** Instead of navigating: the Authorization modal continues what the user was doing. */
  onSignedIn?: () => void;
  /** Prefills the email or phone (what the checkout's contact info already holds). */
  login?: string;
}

const LOGIN_HINT = 'The email or phone number of your account; a phone with its country code, like +1 416 555 0142.';

/**
 * Sign-in with an email or a phone number, and the password. A wrong login or password, and too
 * many attempts, are said in an alert; what was typed stays.
 */
export function SignInForm({ next, onSignedIn, login = '' }: SignInFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const router = useRouter();
  const [signedIn, setSignedIn] = useState(false);
  const form = useForm<SignInInput, unknown, ValidSignIn>({
    resolver: zodResolver(signInInputSchema),
    mode: 'onTouched',
    defaultValues: { login, password: '' },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);

  const submission = useSubmission(form, {
    send: (input) => startSession(SignInDocument, { input }, (data) => data.signIn),
    fieldOf: (name) => (isFieldName(name) ? name : undefined),
    onSuccess: (payload) => {
      setSignedIn(true);
      if (onSignedIn) onSignedIn();
      else router.replace(afterSignInPath(next, payload.user));
    },
  });

  const controlProps = (name: FieldName, hint?: string) => ({
    id: fieldId(name),
    className: styles.control,
    required: true,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });

  return (
    <Form className={styles.form} noValidate aria-label="Sign in" onSubmit={submission.onSubmit}>
      <FormField id={fieldId('login')} label="Email or phone" error={errorOf('login')} hint={LOGIN_HINT}>
        <input
          type="text"
          autoComplete="username"
          spellCheck={false}
          {...controlProps('login', LOGIN_HINT)}
          {...register('login')}
        />
      </FormField>
      <FormField id={fieldId('password')} label="Password" error={errorOf('password')}>
        <input
          type="password"
          autoComplete="current-password"
          {...controlProps('password')}
          {...register('password')}
        />
      </FormField>
      <FormFooter submission={submission} label="Sign in" pendingLabel="Signing in…" disabled={signedIn} />
    </Form>
  );
}
