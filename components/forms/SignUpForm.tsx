'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';

import { afterSignUpPath } from '@/components/auth/paths';
import { toastOnNextPage } from '@/components/auth/pendingToast';
import { startSession } from '@/components/auth/startSession';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { Form } from '@/components/ui/Form';
import { ContractorSignUpDocument } from '@/graphql/generated/client/graphql';
import { isPossiblePhone } from '@/lib/phone';
import { routes } from '@/lib/routes';
import {
  contractorSignUpFormSchema,
  toContractorSignUpInput,
  type ContractorSignUpFormValues,
} from '@/lib/validation/accounts';
import { messages } from '@/lib/validation/messages';

import { FormField, describedBy } from './FormField';
import styles from './Form.module.scss';
import { FormFooter } from './FormFooter';
import { useSubmission } from './useSubmission';
import { PhoneField } from './PhoneField';

/** The spec's success toast (toastr.success.signup). */
export const SIGNED_UP_MESSAGE = 'Signed Up Successfully.';

type SignUpValues = ContractorSignUpFormValues;
type ValidSignUp = z.output<typeof contractorSignUpFormSchema>;
type FieldName = keyof SignUpValues;

const FIELD_NAMES: readonly FieldName[] = ['email', 'phone', 'password', 'confirmPassword', 'fullName', 'referralCode'];
const isFieldName = (name: string): name is FieldName => FIELD_NAMES.some((field) => field === name);

const schemaResolver = zodResolver(contractorSignUpFormSchema);

/**
 * The shared schema, plus two checks it cannot make for a form being filled in: it compares the
 * passwords only once every other field is valid (zod skips object refinements after a field
 * fails), and a phone number must be a possible one for its country, so "+1 416" is refused here
 * rather than stored.
 */
const signUpResolver: Resolver<SignUpValues, unknown, ValidSignUp> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors: FieldErrors<SignUpValues> = { ...result.errors };
  if (!errors.confirmPassword && values.password && values.confirmPassword !== values.password) {
    errors.confirmPassword = { type: 'passwordMatch', message: messages.passwordMatch };
  }
  if (!errors.phone && values.phone && !isPossiblePhone(values.phone)) {
    errors.phone = { type: 'phone', message: messages.phone };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

export interface SignUpFormProps {
  /** Prefills the referral code (a `?ref=CODE` link). */
  referralCode?: string;
  /** Instead of going to /app: the Authorization modal continues what the user was doing. */
  onSignedUp?: () => void;
  /** Prefills the email (an invitation's, or the checkout's contact info). */
  email?: string;
  /** Prefill the name and phone (E.164) typed in the checkout's contact info. */
  fullName?: string;
  phone?: string;
  /** The email cannot be changed (an invitation is accepted only by an account with its email). */
  emailLocked?: boolean;
  /** Signing up from an invitation's link: the account joins the inviting company instead of getting its own. */
  invitationToken?: string;
}

/**
 * Contractor sign-up (spec: email, phone, password, confirm password, full name; a referral code).
 * Errors show next to their label once a field is touched (or the form submitted), the first
 * message only. The API's field errors (an email already registered) land on their fields and
 * nothing typed is lost; other failures show in an alert.
 */
export function SignUpForm({
  referralCode = '',
  onSignedUp,
  email = '',
  emailLocked = false,
  fullName = '',
  phone = '',
  invitationToken,
}: SignUpFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const router = useRouter();
  const [signedUp, setSignedUp] = useState(false);
  const form = useForm<SignUpValues, unknown, ValidSignUp>({
    resolver: signUpResolver,
    mode: 'onTouched',
    defaultValues: { email, phone, password: '', confirmPassword: '', fullName, referralCode },
  });
  const {
    control,
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);

  const submission = useSubmission(form, {
    send: (values) =>
      startSession(
        ContractorSignUpDocument,
        { input: toContractorSignUpInput(values, 'web', invitationToken) },
        (data) => data.contractorSignUp,
      ),
    fieldOf: (name) => (isFieldName(name) ? name : undefined),
    onSuccess: (_, values) => {
      setSignedUp(true);
      if (onSignedUp) {
        toast.success(SIGNED_UP_MESSAGE, { toastId: SIGNED_UP_MESSAGE });
        onSignedUp();
        return;
      }
      toastOnNextPage(SIGNED_UP_MESSAGE);
      router.push(afterSignUpPath(Boolean(toContractorSignUpInput(values).referralCode)));
    },
  });

  const controlProps = (name: FieldName, hint?: string) => ({
    id: fieldId(name),
    className: styles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name), hint),
  });

  const emailHint = emailLocked ? 'The invitation was sent to this email.' : undefined;
  const passwordHint = 'At least 8 characters, with a lowercase letter, an uppercase letter and a number.';

  return (
    <Form className={styles.form} noValidate aria-label="Sign up" onSubmit={submission.onSubmit}>
      <FormField id={fieldId('email')} label="Email" error={errorOf('email')} hint={emailHint}>
        <input
          type="email"
          autoComplete="email"
          required
          readOnly={emailLocked}
          {...controlProps('email', emailHint)}
          {...register('email')}
        />
      </FormField>
      <PhoneField control={control} name="phone" id={fieldId('phone')} label="Phone" error={errorOf('phone')} />
      <FormField id={fieldId('password')} label="Password" error={errorOf('password')} hint={passwordHint}>
        <input
          type="password"
          autoComplete="new-password"
          required
          {...controlProps('password', passwordHint)}
          {...register('password', { deps: ['confirmPassword'] })}
        />
      </FormField>
      <FormField id={fieldId('confirmPassword')} label="Confirm password" error={errorOf('confirmPassword')}>
        <input
          type="password"
          autoComplete="new-password"
          required
          {...controlProps('confirmPassword')}
          {...register('confirmPassword')}
        />
      </FormField>
      <FormField id={fieldId('fullName')} label="Full name" error={errorOf('fullName')}>
        <input type="text" autoComplete="name" required {...controlProps('fullName')} {...register('fullName')} />
      </FormField>
      <FormField id={fieldId('referralCode')} label="Referral code" error={errorOf('referralCode')} optional>
        <input
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...controlProps('referralCode')}
          {...register('referralCode')}
        />
      </FormField>
      <p className={styles.legal}>
        By creating an account you agree to the <Link href={routes.terms.path}>terms of use</Link> and the{' '}
        <Link href={routes.privacy.path}>privacy policy</Link>.
      </p>
      <FormFooter
        submission={submission}
        label="Create account"
        pendingLabel="Creating your account…"
        disabled={signedUp}
      />
    </Form>
  );
}
