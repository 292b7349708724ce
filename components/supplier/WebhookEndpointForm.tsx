'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { FormFooter } from '@/components/forms/FormFooter';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { Form } from '@/components/ui/Form';
import { SupplierWebhookEndpointCreateDocument } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_LOCAL_HTTP_ALLOWED,
  webhookEndpointCreateSchema,
  type WebhookEndpointCreateInput,
  type WebhookEndpointCreateValues,
} from '@/lib/validation/webhooks';

import styles from './Webhooks.module.scss';

const URL_HINT = WEBHOOK_LOCAL_HTTP_ALLOWED
  ? 'Where we send your events: an https:// address (or http://localhost while you develop).'
  : 'Where we send your events: an https:// address on the internet.';

/** Adds an endpoint: its address and the events it gets (all of them to begin with). */
export function WebhookEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const id = useId();
  const [create] = useMutation(SupplierWebhookEndpointCreateDocument);
  const form = useForm<WebhookEndpointCreateValues, unknown, WebhookEndpointCreateInput>({
    resolver: zodResolver(webhookEndpointCreateSchema),
    mode: 'onTouched',
    defaultValues: { url: '', events: [...WEBHOOK_EVENT_TYPES] },
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const shownUrl = shownFieldError(errors.url, touchedFields.url, isSubmitted);
  const eventsError = isSubmitted ? errors.events?.message : undefined;

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(create({ variables: { input } }), (data) => data.supplierWebhookEndpointCreate),
    fieldOf: fieldOfNames(['url', 'events'] as const),
    onSuccess: (payload) => {
      reset({ url: '', events: [...WEBHOOK_EVENT_TYPES] });
      onCreated(payload.endpoint.url, payload.secret);
    },
  });

  const urlId = `${id}-url`;
  return (
    <Form className={formStyles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={submission.onSubmit}>
      <h2 id={`${id}-title`}>Add an endpoint</h2>
      <FormField id={urlId} label="Endpoint URL" error={shownUrl} hint={URL_HINT}>
        <input
          id={urlId}
          className={formStyles.control}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={WEBHOOK_LIMITS.url}
          aria-invalid={shownUrl ? true : undefined}
          aria-describedby={describedBy(urlId, shownUrl, URL_HINT)}
          {...register('url')}
        />
      </FormField>
      <fieldset className={styles.events} aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend>Events to send</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <div key={type} className={styles.event}>
            <input type="checkbox" id={`${id}-${type}`} value={type} {...register('events')} />
            <label htmlFor={`${id}-${type}`}>{WEBHOOK_EVENT_LABELS[type]}</label>
          </div>
        ))}
      </fieldset>
      {eventsError && (
        <p id={`${id}-events-error`} className={formStyles.error}>
          {eventsError}
        </p>
      )}
      <FormFooter
        submission={submission}
        label="Add endpoint"
        pendingLabel="Adding…"
        buttonClassName={ordersStyles.primary}
        alertFirst
        row="div"
        rowClassName={ordersStyles.actions}
      />
    </Form>
  );
}
