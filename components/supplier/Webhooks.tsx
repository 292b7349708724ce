'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { Form } from '@/components/ui/Form';
import { TableScroll } from '@/components/ui/TableScroll';
import {
  SupplierWebhookDeliveriesDocument,
  SupplierWebhookEndpointCreateDocument,
  SupplierWebhookEndpointDeleteDocument,
  SupplierWebhookEndpointSetEnabledDocument,
  SupplierWebhookEndpointsDocument,
  SupplierWebhookRedeliverDocument,
  SupplierWebhookSecretRollDocument,
  type SupplierWebhookDeliveryFieldsFragment,
  type SupplierWebhookEndpointFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { supplierRoutes } from '@/lib/app-routes';
import { formatDateTime, readerTimeZone } from '@/lib/time';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_LOCAL_HTTP_ALLOWED,
  webhookEndpointCreateSchema,
  type WebhookEndpointCreateInput,
  type WebhookEndpointCreateValues,
  type WebhookEventType,
} from '@/lib/validation/webhooks';

import { SecretShownOnce } from './SecretShownOnce';
import styles from './Webhooks.module.scss';

export const WEBHOOK_SECRET_SHOWN_ONCE_MESSAGE =
  'Copy this signing secret now and keep it with your receiver: it will not be shown again. If it is lost, roll it to get a new one.';

const URL_HINT = WEBHOOK_LOCAL_HTTP_ALLOWED
  ? 'Where we send your events: an https:// address (or http://localhost while you develop).'
  : 'Where we send your events: an https:// address on the internet.';

const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type;

/**
 * The supplier's webhooks (/supplier/developers/webhooks): the owner and managers register the
 * addresses the marketplace sends its order events to, choose the events, see the signing secret
 * once (and roll it), turn an endpoint off or delete it, and read each endpoint's delivery log
 * with a Redeliver button. How to verify a signature is told here too.
 */
export function Webhooks() {
  return (
    <SignedInGate returnPath={supplierRoutes.developersWebhooks} loadingText="Loading your webhooks…">
      {() => <WebhooksScreen />}
    </SignedInGate>
  );
}

function WebhooksScreen() {
  const endpoints = useQuery(SupplierWebhookEndpointsDocument);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<{
    kind: 'roll' | 'delete';
    endpoint: SupplierWebhookEndpointFieldsFragment;
  } | null>(null);

  if (endpoints.loading && !endpoints.data) return <p role="status">Loading your webhooks…</p>;
  const list = endpoints.data?.supplierWebhookEndpoints;
  if (!list) {
    return (
      <div role="alert" className={ordersStyles.alert}>
        <p>{apiFailureOf(endpoints.error).message}</p>
        <button type="button" className={ordersStyles.secondary} onClick={() => void endpoints.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <div className={ordersStyles.stack}>
      <p>
        We send an HTTP POST to each of your endpoints when something happens to an order placed with you: placed,
        accepted, rescheduled, paid, canceled, and each step of its trucks. Deliveries that fail are retried for a day,
        waiting longer each time.
      </p>
      {secret && (
        <SecretShownOnce
          title={`The signing secret of ${secret.url}`}
          warning={WEBHOOK_SECRET_SHOWN_ONCE_MESSAGE}
          label="Signing secret"
          noun="secret"
          secret={secret.secret}
          onDone={() => setSecret(null)}
        />
      )}
      <h2>Your endpoints</h2>
      {list.length === 0 ? (
        <p className={ordersStyles.muted}>No endpoints yet.</p>
      ) : (
        list.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            onChanged={() => void endpoints.refetch()}
            onRoll={() => setConfirming({ kind: 'roll', endpoint })}
            onDelete={() => setConfirming({ kind: 'delete', endpoint })}
          />
        ))
      )}
      {list.length >= WEBHOOK_LIMITS.endpoints ? (
        <p className={ordersStyles.muted}>
          You have {list.length} endpoints, the most you may have. Delete one you no longer use to add another.
        </p>
      ) : (
        <CreateEndpointForm
          onCreated={(url, created) => {
            setSecret({ url, secret: created });
            void endpoints.refetch();
          }}
        />
      )}
      <VerifyingSignatures />
      <ConfirmDialog
        confirming={confirming}
        onClose={() => setConfirming(null)}
        onRolled={(url, rolled) => {
          setConfirming(null);
          setSecret({ url, secret: rolled });
          void endpoints.refetch();
        }}
        onDeleted={() => {
          setConfirming(null);
          void endpoints.refetch();
        }}
      />
    </div>
  );
}

function EndpointCard({
  endpoint,
  onChanged,
  onRoll,
  onDelete,
}: {
  endpoint: SupplierWebhookEndpointFieldsFragment;
  /** The list is read again (the client keeps no cache to update). */
  onChanged: () => void;
  onRoll: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [showLog, setShowLog] = useState(false);
  const [setEnabled, { loading }] = useMutation(SupplierWebhookEndpointSetEnabledDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async () => {
    setFailure(null);
    const result = await setEnabled({ variables: { id: endpoint.id, enabled: !endpoint.enabled } }).catch(
      answerOfRejection,
    );
    if (result.data) onChanged();
    else setFailure(apiFailureOf(result.error).message);
  };

  return (
    <section className={styles.endpoint} aria-labelledby={`${id}-url`}>
      <h3 id={`${id}-url`} className={styles.url}>
        {endpoint.url}
      </h3>
      <dl className={ordersStyles.facts}>
        <div>
          <dt>State</dt>
          <dd>{endpoint.enabled ? 'Enabled' : 'Disabled: nothing is sent'}</dd>
        </div>
        <div>
          <dt>Events</dt>
          <dd>{endpoint.events.map(eventLabel).join(', ')}</dd>
        </div>
        <div>
          <dt>Signing secret</dt>
          <dd>
            <code>{endpoint.secretHint}…</code>
            {endpoint.secretRolledAt && (
              <span className={ordersStyles.secondaryText}>
                {' '}
                rolled {formatDateTime(endpoint.secretRolledAt, readerTimeZone())}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>
            {formatDateTime(endpoint.createdAt, readerTimeZone())}
            {endpoint.createdByName && <span className={ordersStyles.secondaryText}> by {endpoint.createdByName}</span>}
          </dd>
        </div>
      </dl>
      {failure && (
        <p role="alert" className={ordersStyles.alert}>
          {failure}
        </p>
      )}
      <div className={ordersStyles.actions}>
        <button
          type="button"
          className={ordersStyles.secondary}
          aria-expanded={showLog}
          aria-controls={`${id}-log`}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </button>
        <button type="button" className={ordersStyles.secondary} disabled={loading} onClick={() => void toggle()}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </button>
        <button type="button" className={ordersStyles.secondary} onClick={onRoll}>
          Roll secret
        </button>
        <button type="button" className={ordersStyles.danger} onClick={onDelete}>
          Delete
        </button>
      </div>
      <div id={`${id}-log`}>{showLog && <DeliveryLog endpointId={endpoint.id} />}</div>
    </section>
  );
}

const DELIVERY_STATES: Record<SupplierWebhookDeliveryFieldsFragment['status'], string> = {
  pending: 'Waiting to retry',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** An endpoint's deliveries, newest first, each with a Redeliver button. */
function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useQuery(SupplierWebhookDeliveriesDocument, {
    variables: { endpointId, skip: 0, limit: 50 },
    fetchPolicy: 'network-only',
  });
  const [redeliver] = useMutation(SupplierWebhookRedeliverDocument);
  const [sending, setSending] = useState<string | null>(null);

  if (deliveries.loading && !deliveries.data) return <p role="status">Loading deliveries…</p>;
  const log = deliveries.data?.supplierWebhookDeliveries;
  if (!log) {
    return (
      <p role="alert" className={ordersStyles.alert}>
        {apiFailureOf(deliveries.error).message}
      </p>
    );
  }

  const onRedeliver = async (delivery: SupplierWebhookDeliveryFieldsFragment) => {
    setSending(delivery.id);
    const result = await redeliver({ variables: { id: delivery.id } }).catch(answerOfRejection);
    setSending(null);
    const outcome = result.data?.supplierWebhookRedeliver;
    if (!outcome) {
      toast.error(apiFailureOf(result.error).message, { toastId: `webhook-${delivery.id}` });
    } else if (outcome.status === 'delivered') {
      toast.success(`${eventLabel(outcome.eventType)} delivered again.`, { toastId: `webhook-${delivery.id}` });
    } else {
      toast.error(`Redelivery failed: ${outcome.lastError ?? 'no answer'}.`, { toastId: `webhook-${delivery.id}` });
    }
    void deliveries.refetch();
  };

  if (log.values.length === 0) return <p className={ordersStyles.muted}>Nothing sent to this endpoint yet.</p>;
  return (
    <TableScroll label="Deliveries">
      <table className={ordersStyles.ordersTable}>
        <caption className="visually-hidden">Deliveries to this endpoint, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">State</th>
            <th scope="col">Attempts</th>
            <th scope="col">Response</th>
            <th scope="col">Duration</th>
            <th scope="col">Next retry</th>
            <th scope="col">Last error</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {log.values.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">
                {eventLabel(delivery.eventType)}
                <span className={ordersStyles.secondaryText}>
                  {' '}
                  {delivery.orderNumber} · {formatDateTime(delivery.eventCreatedAt, readerTimeZone())}
                </span>
              </th>
              <td>{DELIVERY_STATES[delivery.status]}</td>
              <td>{delivery.attempts}</td>
              <td>{delivery.responseStatus ?? '—'}</td>
              <td>
                {delivery.durationMs === null || delivery.durationMs === undefined ? '—' : `${delivery.durationMs} ms`}
              </td>
              <td>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt, readerTimeZone()) : '—'}</td>
              <td>{delivery.lastError ?? '—'}</td>
              <td>
                <button
                  type="button"
                  className={ordersStyles.secondary}
                  disabled={sending === delivery.id}
                  onClick={() => void onRedeliver(delivery)}
                >
                  {sending === delivery.id ? 'Sending…' : 'Redeliver'}
                  <span className="visually-hidden"> {eventLabel(delivery.eventType)}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function CreateEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const id = useId();
  const [create] = useMutation(SupplierWebhookEndpointCreateDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<WebhookEndpointCreateValues, unknown, WebhookEndpointCreateInput>({
    resolver: zodResolver(webhookEndpointCreateSchema),
    mode: 'onTouched',
    defaultValues: { url: '', events: [...WEBHOOK_EVENT_TYPES] },
  });
  const shownUrl = shownFieldError(errors.url, touchedFields.url, isSubmitted);
  const eventsError = isSubmitted ? errors.events?.message : undefined;

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const result = await create({ variables: { input } }).catch(answerOfRejection);
    const payload = result.data?.supplierWebhookEndpointCreate;
    if (payload) {
      reset({ url: '', events: [...WEBHOOK_EVENT_TYPES] });
      onCreated(payload.endpoint.url, payload.secret);
      return;
    }
    const refusal = apiFailureOf(result.error);
    const placed = placeFieldErrors(
      refusal.fields,
      (name) => (name === 'url' || name === 'events' ? name : undefined),
      setError,
    );
    if (!placed) setFailure(refusal.message);
  });

  const urlId = `${id}-url`;
  return (
    <Form
      className={formStyles.form}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
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
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <div className={ordersStyles.actions}>
        <button type="submit" className={ordersStyles.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add endpoint'}
        </button>
      </div>
    </Form>
  );
}

function ConfirmDialog({
  confirming,
  onClose,
  onRolled,
  onDeleted,
}: {
  confirming: { kind: 'roll' | 'delete'; endpoint: SupplierWebhookEndpointFieldsFragment } | null;
  onClose: () => void;
  onRolled: (url: string, secret: string) => void;
  onDeleted: () => void;
}) {
  const [roll, { loading: rolling }] = useMutation(SupplierWebhookSecretRollDocument);
  const [remove, { loading: deleting }] = useMutation(SupplierWebhookEndpointDeleteDocument);
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps its last endpoint while it plays its close animation.
  const [shown, setShown] = useState(confirming);
  if (confirming && confirming !== shown) {
    setShown(confirming);
    setFailure(null);
  }

  const confirm = async () => {
    if (!confirming) return;
    setFailure(null);
    const { endpoint } = confirming;
    if (confirming.kind === 'roll') {
      const result = await roll({ variables: { id: endpoint.id } }).catch(answerOfRejection);
      const payload = result.data?.supplierWebhookSecretRoll;
      if (payload) onRolled(payload.endpoint.url, payload.secret);
      else setFailure(apiFailureOf(result.error).message);
      return;
    }
    const result = await remove({ variables: { id: endpoint.id } }).catch(answerOfRejection);
    if (result.data) {
      toast.success(`The endpoint ${endpoint.url} is deleted.`, { toastId: `webhook-endpoint-${endpoint.id}` });
      onDeleted();
    } else {
      setFailure(apiFailureOf(result.error).message);
    }
  };

  const rollingSecret = shown?.kind === 'roll';
  return (
    <ConfirmModal
      open={confirming !== null}
      onClose={onClose}
      title={rollingSecret ? 'Roll the signing secret?' : `Delete the endpoint ${shown?.endpoint.url ?? ''}?`}
      failure={failure}
      keepLabel="Cancel"
      confirmLabel={rollingSecret ? 'Yes, roll it' : 'Yes, delete it'}
      busy={rolling || deleting}
      onConfirm={() => void confirm()}
    >
      <p>
        {rollingSecret
          ? 'Deliveries are signed with a new secret from now on: your receiver refuses them until it has the new one.'
          : 'Nothing is sent to it any more, and its delivery log is deleted with it. This cannot be undone.'}
      </p>
    </ConfirmModal>
  );
}

const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the X-BuildMarket-Signature header; body: the request's raw body, as received.
function verify(header, body, secret) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > 300) return false; // a replay
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${body}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

function VerifyingSignatures() {
  return (
    <section aria-labelledby="webhooks-verify" className={ordersStyles.stack}>
      <h2 id="webhooks-verify">Verifying a delivery</h2>
      <p>
        Each delivery is a POST with a JSON body: <code>id</code> (the event’s id, the same in every retry: use it to
        drop repeats), <code>type</code> (e.g. <code>order.placed</code>), <code>created</code> (ISO 8601) and{' '}
        <code>data.order</code>, the order without anyone’s contact details (<code>data.load</code> too for a truck’s
        step). Answer with any 2xx status within 10 seconds; anything else, a redirect included, is retried.
      </p>
      <p>
        The <code>X-BuildMarket-Signature</code> header reads <code>t=&lt;unix time&gt;,v1=&lt;signature&gt;</code>: the
        signature is the hex HMAC-SHA256 of <code>t</code>, a dot and the raw body, keyed with the endpoint’s signing
        secret. Compute it over the body exactly as received, compare in constant time, and refuse a time more than 5
        minutes away.
      </p>
      <pre className={styles.code} tabIndex={0} aria-label="Verifying a signature in Node.js">
        <code>{VERIFY_EXAMPLE}</code>
      </pre>
    </section>
  );
}
