'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';
import type { CardPaymentMethodInput as CardInput } from '@/graphql/generated/client/graphql';
import {
  cardPaymentMethodSchema,
  PAYMENT_LIMITS,
  type CardPaymentMethodFormValues,
  type CardPaymentMethodInput,
} from '@/lib/validation/payments';

import styles from './Payments.module.scss';
import type { PaymentFormResult } from '@/lib/order/payment-problems';

type CardValues = CardPaymentMethodFormValues;

const EMPTY: CardValues = {
  number: '',
  expiry: '',
  cvc: '',
  cardholderName: '',
  zip: '',
  billingAddress: { street: '', country: '', city: '', state: '', zip: '' },
};

const BILLING_COUNTRIES = [
  ['CA', 'Canada'],
  ['US', 'United States'],
  ['MX', 'Mexico'],
] as const;

export interface CardFormProps {
  /** "Pay $1,234.50 CAD", "Save card". */
  submitLabel: string;
  /** Saves the card (and pays, for the caller); answers what went wrong, by field when it can. */
  onSubmit: (card: CardInput) => Promise<PaymentFormResult>;
  /** Another step of the payment is running: the button waits. */
  busy?: boolean;
}

/** The card as the API takes it: the fields as typed, the billing address only when given. */
function toCardInput(values: CardValues): CardInput {
  const billing = Object.fromEntries(
    Object.entries(values.billingAddress ?? {}).filter(([, value]) => typeof value === 'string' && value.trim()),
  );
  return {
    number: values.number,
    expiry: values.expiry,
    cvc: values.cvc,
    cardholderName: values.cardholderName,
    zip: values.zip,
    billingAddress: Object.keys(billing).length > 0 ? billing : null,
  };
}

/**
 * The built-in sandbox's card form (spec section 3: card number, expiry date, CVC, cardholder
 * name, zip code, billing address), checked with the API's own schema: 'Required' when empty,
 * 'Invalid' otherwise (the spec's word for cardholder and zip). With Stripe, StripeCardForm takes
 * its place and card details never reach our servers.
 */
export function CardForm({ submitLabel, onSubmit, busy = false }: CardFormProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardValues, unknown, CardPaymentMethodInput>({
    resolver: zodResolver(cardPaymentMethodSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const fieldId = (name: string) => `${id}-${name.replace('.', '-')}`;
  const errorOf = (name: Path<CardValues>): string | undefined => {
    const [head, tail] = name.split('.') as [keyof CardValues, string | undefined];
    const entry = errors[head] as { message?: string; [key: string]: unknown } | undefined;
    if (!tail) return entry?.message;
    return (entry?.[tail] as { message?: string } | undefined)?.message;
  };

  // Checked by the schema; sent as typed (the API parses with the same schema).
  const submit = handleSubmit(async () => {
    setFailure(null);
    const result = await onSubmit(toCardInput(getValues()));
    if (!result) return;
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      setError(field as Path<CardValues>, { message }, { shouldFocus: true });
    }
    if (result.message) setFailure(result.message);
  });
  const field = (
    name: Path<CardValues>,
    label: string,
    options: {
      autoComplete?: string;
      inputMode?: 'numeric' | 'text';
      placeholder?: string;
      optional?: boolean;
      maxLength?: number;
    } = {},
  ) => (
    <FormField id={fieldId(name)} label={label} error={errorOf(name)} optional={options.optional}>
      <input
        id={fieldId(name)}
        className={formStyles.control}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        placeholder={options.placeholder}
        maxLength={options.maxLength}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(fieldId(name), errorOf(name))}
        {...register(name)}
      />
    </FormField>
  );

  return (
    <Form className={formStyles.form} noValidate aria-label="Card" onSubmit={(event) => void submit(event)}>
      {field('number', 'Card number', {
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        placeholder: '1234 1234 1234 1234',
        maxLength: 23,
      })}
      <div className={styles.row}>
        {field('expiry', 'Expiry date', {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          placeholder: 'MM/YY',
          maxLength: 7,
        })}
        {field('cvc', 'CVC', { autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', maxLength: 4 })}
      </div>
      <div className={styles.row}>
        {field('cardholderName', 'Cardholder name', { autoComplete: 'cc-name', maxLength: PAYMENT_LIMITS.holderName })}
        {field('zip', 'Zip code', { autoComplete: 'postal-code', maxLength: 10 })}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          Billing address <span className={formStyles.optional}>(optional)</span>
        </legend>
        {field('billingAddress.street', 'Street', {
          autoComplete: 'billing street-address',
          maxLength: PAYMENT_LIMITS.street,
        })}
        <div className={styles.row}>
          {field('billingAddress.city', 'City', {
            autoComplete: 'billing address-level2',
            maxLength: PAYMENT_LIMITS.city,
          })}
          {field('billingAddress.state', 'State or province', {
            autoComplete: 'billing address-level1',
            maxLength: PAYMENT_LIMITS.state,
          })}
        </div>
        <div className={styles.row}>
          <FormField id={fieldId('billingAddress.country')} label="Country" error={errorOf('billingAddress.country')}>
            <select
              id={fieldId('billingAddress.country')}
              className={formStyles.control}
              autoComplete="billing country"
              {...register('billingAddress.country')}
            >
              <option value="">Choose…</option>
              {BILLING_COUNTRIES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
          {field('billingAddress.zip', 'Zip or postal code', { autoComplete: 'billing postal-code', maxLength: 10 })}
        </div>
      </fieldset>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={formStyles.submit} disabled={isSubmitting || busy}>
        {isSubmitting || busy ? 'Processing…' : submitLabel}
      </button>
    </Form>
  );
}
