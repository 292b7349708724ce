'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { FormFooter } from '@/components/forms/FormFooter';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { Form } from '@/components/ui/Form';
import { TableScroll } from '@/components/ui/TableScroll';
import {
  SupplierApiKeyCreateDocument,
  SupplierApiKeyRevokeDocument,
  SupplierApiKeysDocument,
  type SupplierApiKeyFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf, outcomeOf } from '@/lib/apollo/errors';
import { supplierRoutes } from '@/lib/app-routes';
import { formatDateTime, readerTimeZone } from '@/lib/time';
import {
  SUPPLIER_API_KEY_LIMITS,
  supplierApiKeyCreateSchema,
  type SupplierApiKeyCreateInput,
  type SupplierApiKeyCreateValues,
} from '@/lib/validation/supplier-api-keys';

import { SecretShownOnce } from './SecretShownOnce';
import styles from './Supplier.module.scss';

const NAME_HINT = 'What the key is for, so you can tell your keys apart (e.g. Dispatch software).';

export const SECRET_SHOWN_ONCE_MESSAGE =
  'Copy this key now and keep it somewhere safe: it will not be shown again. If it is lost, revoke it and create another.';

/**
 * The supplier's API keys (the Developers page): the keys its own systems call the API with. The
 * owner and managers create a key (shown once, here, with a copy button: only its hash is kept),
 * see each key's first characters, who made it and when it was last used, and revoke a key after
 * confirming. `endpoint` is the API's address, for the how-to.
 */
export function ApiKeys({ endpoint }: { endpoint: string }) {
  return (
    <SignedInGate returnPath={supplierRoutes.developers} loadingText="Loading your API keys…">
      {() => <ApiKeysScreen endpoint={endpoint} />}
    </SignedInGate>
  );
}

function ApiKeysScreen({ endpoint }: { endpoint: string }) {
  const keys = useQuery(SupplierApiKeysDocument);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<SupplierApiKeyFieldsFragment | null>(null);

  if (keys.loading && !keys.data) return <p role="status">Loading your API keys…</p>;
  const list = keys.data?.supplierApiKeys;
  if (!list) {
    return (
      <div role="alert" className={ordersStyles.alert}>
        <p>{apiFailureOf(keys.error).message}</p>
        <button type="button" className={ordersStyles.secondary} onClick={() => void keys.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const active = list.filter((key) => !key.revokedAt).length;

  return (
    <div className={ordersStyles.stack}>
      <HowToCall endpoint={endpoint} />
      {created && (
        <SecretShownOnce
          title={`Your new key “${created.name}”`}
          warning={SECRET_SHOWN_ONCE_MESSAGE}
          label="API key"
          noun="key"
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <h2>Your keys</h2>
      {list.length === 0 ? (
        <p className={ordersStyles.muted}>No keys yet.</p>
      ) : (
        <TableScroll label="API keys">
          <table className={ordersStyles.ordersTable}>
            <caption className="visually-hidden">Your API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((key) => (
                <tr key={key.id}>
                  <th scope="row">{key.name}</th>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>
                    {formatDateTime(key.createdAt, readerTimeZone())}
                    {key.createdByName && <span className={ordersStyles.secondaryText}> by {key.createdByName}</span>}
                  </td>
                  <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt, readerTimeZone()) : 'Never'}</td>
                  <td>{key.revokedAt ? `Revoked ${formatDateTime(key.revokedAt, readerTimeZone())}` : 'Active'}</td>
                  <td>
                    {!key.revokedAt && (
                      <button type="button" className={ordersStyles.danger} onClick={() => setRevoking(key)}>
                        Revoke <span className="visually-hidden">{key.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {active >= SUPPLIER_API_KEY_LIMITS.activeKeys ? (
        <p className={ordersStyles.muted}>
          You have {active} active keys, the most you may have. Revoke one you no longer use to create another.
        </p>
      ) : (
        <CreateKeyForm
          onCreated={(name, secret) => {
            setCreated({ name, secret });
            void keys.refetch();
          }}
        />
      )}
      <RevokeDialog
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={() => {
          setRevoking(null);
          void keys.refetch();
        }}
      />
    </div>
  );
}

/** How a supplier's systems call the API with a key: what server/graphql/context.ts reads. */
function HowToCall({ endpoint }: { endpoint: string }) {
  return (
    <section aria-labelledby="api-keys-how" className={ordersStyles.stack}>
      <h2 id="api-keys-how">Calling the API</h2>
      <p>
        Your own systems (dispatch or accounting software) call the GraphQL API at <code>{endpoint}</code> with a POST
        request whose JSON body holds the query, and the key in the <code>Authorization</code> header:{' '}
        <code>Authorization: Bearer bm_sk_…</code>. A key acts for your company, not for a person: it reaches only the
        orders placed with you, to read, accept, decline, schedule and plan them, and creates payment links for them. A
        revoked or unknown key is refused with <code>UNAUTHENTICATED</code>.
      </p>
      <p>
        <Link href={supplierRoutes.developersDocs}>Read the API documentation</Link>: every operation a key may call,
        with examples.
      </p>
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (name: string, secret: string) => void }) {
  const id = useId();
  const [create] = useMutation(SupplierApiKeyCreateDocument);
  const form = useForm<SupplierApiKeyCreateValues, unknown, SupplierApiKeyCreateInput>({
    resolver: zodResolver(supplierApiKeyCreateSchema),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const shown = shownFieldError(errors.name, touchedFields.name, isSubmitted);

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(create({ variables: { input } }), (data) => data.supplierApiKeyCreate),
    fieldOf: fieldOfNames(['name'] as const),
    onSuccess: (payload) => {
      reset({ name: '' });
      onCreated(payload.apiKey.name, payload.secret);
    },
  });

  const nameId = `${id}-name`;
  return (
    <Form className={formStyles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={submission.onSubmit}>
      <h2 id={`${id}-title`}>Create a key</h2>
      <FormField id={nameId} label="Name" error={shown} hint={NAME_HINT}>
        <input
          id={nameId}
          className={formStyles.control}
          autoComplete="off"
          maxLength={SUPPLIER_API_KEY_LIMITS.name}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(nameId, shown, NAME_HINT)}
          {...register('name')}
        />
      </FormField>
      <FormFooter
        submission={submission}
        label="Create key"
        pendingLabel="Creating…"
        buttonClassName={ordersStyles.primary}
        alertFirst
        row="div"
        rowClassName={styles.filterActions}
      />
    </Form>
  );
}

function RevokeDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: SupplierApiKeyFieldsFragment | null;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const [revoke, { loading }] = useMutation(SupplierApiKeyRevokeDocument);
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps its last key while it plays its close animation.
  const [shownKey, setShownKey] = useState(apiKey);
  if (apiKey && apiKey !== shownKey) {
    setShownKey(apiKey);
    setFailure(null);
  }

  const confirm = async () => {
    if (!apiKey) return;
    setFailure(null);
    const result = await revoke({ variables: { id: apiKey.id } }).catch(answerOfRejection);
    if (result.data) {
      toast.success(`The key “${apiKey.name}” is revoked.`, { toastId: `api-key-${apiKey.id}` });
      onRevoked();
    } else {
      setFailure(apiFailureOf(result.error).message);
    }
  };

  return (
    <ConfirmModal
      open={apiKey !== null}
      onClose={onClose}
      title={`Revoke the key “${shownKey?.name ?? ''}”?`}
      failure={failure}
      keepLabel="Keep the key"
      confirmLabel="Yes, revoke it"
      busyLabel="Revoking…"
      busy={loading}
      onConfirm={() => void confirm()}
    >
      <p>
        Every call made with it is refused from now on, so the system that uses it stops working until it has a new key.
        This cannot be undone.
      </p>
    </ConfirmModal>
  );
}
