'use client';

import { useState } from 'react';

import { EmailCaptureForm, type EmailCaptureResult } from '@/components/forms/EmailCaptureForm';
import formStyles from '@/components/forms/Form.module.scss';
import { VolumePricingSubscribeDocument } from '@/graphql/generated/client/graphql';
import { requestGraphQL } from '@/lib/graphql/request';

import styles from './StartSelling.module.scss';

/** Volume-pricing subscribe: one email field; subscribing twice is fine (the API keeps one). */
export function VolumePricingSubscribe({ endpoint }: { endpoint: string }) {
  const [subscribed, setSubscribed] = useState<string>();

  const subscribe = async (email: string): Promise<EmailCaptureResult> => {
    const outcome = await requestGraphQL(endpoint, VolumePricingSubscribeDocument, { input: { email } });
    if (outcome.ok) return null;
    const { code, message, fields } = outcome.failure;
    if (fields.email) return { message: fields.email, field: 'email' };
    return { message: code ? `${message} (${code})` : message };
  };

  return (
    <EmailCaptureForm
      name="Volume pricing"
      label="Email"
      submitLabel="Subscribe"
      sendingLabel="Subscribing…"
      onSubmit={subscribe}
      onDone={setSubscribed}
      className={`${styles.card} ${formStyles.form}`}
      rowClassName={styles.inline}
    >
      <div aria-live="polite">
        {subscribed && (
          <p className={styles.confirmation}>You are subscribed: volume pricing will reach {subscribed}.</p>
        )}
      </div>
    </EmailCaptureForm>
  );
}
