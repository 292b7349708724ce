'use client';

import { useId, useState, type FormEvent } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { VolumePricingSubscribeDocument } from '@/graphql/generated/client/graphql';
import { requestGraphQL } from '@/lib/graphql/request';
import { volumePricingSubscribeSchema } from '@/lib/validation/start-selling';

import styles from './StartSelling.module.scss';

/** Volume-pricing subscribe: one email field; subscribing twice is fine (the API keeps one). */
export function VolumePricingSubscribe({ endpoint }: { endpoint: string }) {
  const id = useId();
  const emailId = `${id}-email`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [subscribed, setSubscribed] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = volumePricingSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    const outcome = await requestGraphQL(endpoint, VolumePricingSubscribeDocument, { input: parsed.data });
    setSending(false);
    if (outcome.ok) {
      setSubscribed(parsed.data.email);
      setEmail('');
      return;
    }
    const { code, message, fields } = outcome.failure;
    if (fields.email) setError(fields.email);
    else setFailure(code ? `${message} (${code})` : message);
  };

  return (
    <form
      className={`${styles.card} ${formStyles.form}`}
      noValidate
      aria-label="Volume pricing"
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.inline}>
        <FormField id={emailId} label="Email" error={error}>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            required
            className={formStyles.control}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(emailId, error)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <button type="submit" className={formStyles.submit} disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <div aria-live="polite">
        {subscribed && (
          <p className={styles.confirmation}>You are subscribed: volume pricing will reach {subscribed}.</p>
        )}
      </div>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
    </form>
  );
}
