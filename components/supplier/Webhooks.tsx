'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import {
  SupplierWebhookEndpointDeleteDocument,
  SupplierWebhookEndpointSetEnabledDocument,
  SupplierWebhookEndpointsDocument,
  SupplierWebhookSecretRollDocument,
  type SupplierWebhookEndpointFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { supplierRoutes } from '@/lib/app-routes';
import { formatDateTime, readerTimeZone } from '@/lib/time';
import { toast } from '@/lib/toast';
import { WEBHOOK_LIMITS, webhookEventLabel as eventLabel } from '@/lib/validation/webhooks';

import { SecretShownOnce } from './SecretShownOnce';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import { WebhookEndpointForm } from './WebhookEndpointForm';
import { WebhookVerifying } from './WebhookVerifying';
import styles from './Webhooks.module.scss';

export const WEBHOOK_SECRET_SHOWN_ONCE_MESSAGE =
  'Copy this signing secret now and keep it with your receiver: it will not be shown again. If it is lost, roll it to get a new one.';

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
        <WebhookEndpointForm
          onCreated={(url, created) => {
            setSecret({ url, secret: created });
            void endpoints.refetch();
          }}
        />
      )}
      <WebhookVerifying />
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
      <div id={`${id}-log`}>{showLog && <WebhookDeliveryLog endpointId={endpoint.id} />}</div>
    </section>
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
