'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { Form } from '@/components/ui/Form';
import { TableScroll } from '@/components/ui/TableScroll';
import {
  SupplierDomainAddDocument,
  SupplierDomainRemoveDocument,
  SupplierDomainVerifyDocument,
  SupplierStorefrontDocument,
  type SupplierStorefrontFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { formatDateTime, readerTimeZone } from '@/lib/time';
import { toast } from '@/lib/toast';
import {
  supplierDomainSchema,
  type SupplierDomainInput,
  type SupplierDomainValues,
} from '@/lib/validation/storefront-domain';

const DOMAIN_HINT = 'A domain or subdomain of yours, such as shop.example.com, without http://.';
// The active storefront query, fetched again (a one-off query of the same document would not reach the screen).
const refetchQueries = [SupplierStorefrontDocument];

/**
 * The supplier's own domain: the form that connects it, the records to add at the domain's DNS
 * host (a CNAME or A record to the marketplace, and a TXT record with the domain's token), the
 * check that verifies it (either the HTTP token or the TXT record), and its removal.
 */
export function StorefrontDomain({ settings }: { settings: SupplierStorefrontFieldsFragment }) {
  const id = useId();
  const { domain } = settings;
  const [verify, verifying] = useMutation(SupplierDomainVerifyDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(SupplierDomainRemoveDocument, { refetchQueries, awaitRefetchQueries: true });
  const [failure, setFailure] = useState<string | null>(null);

  const onVerify = async () => {
    setFailure(null);
    const outcome = await outcomeOf(verify(), (data) => data.supplierDomainVerify);
    if (outcome.ok) toast.success(`${outcome.data.domain} is verified: it shows your storefront.`);
    else setFailure(outcome.failure.message);
  };
  const onRemove = async () => {
    setFailure(null);
    const outcome = await outcomeOf(remove(), (data) => data.supplierDomainRemove);
    if (outcome.ok) toast.success('Domain removed.');
    else setFailure(outcome.failure.message);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={ordersStyles.stack}>
      <h2 id={`${id}-title`}>Your domain</h2>
      <p>
        Show your storefront at a domain of your own, such as shop.your-company.com. Its pages then carry your domain,
        with its own sitemap and search-engine rules; orders and payments still go through BuildMarket.
      </p>
      {domain && (
        <div className={ordersStyles.stack}>
          <p>
            <strong>{domain.domain}</strong>:{' '}
            {domain.verified ? (
              <>
                verified{domain.verifiedAt ? ` ${formatDateTime(domain.verifiedAt, readerTimeZone())}` : ''}
                {domain.verifiedBy === 'dns' ? ' by its TXT record' : ' by its verification address'}. Your storefront
                is at <a href={domain.url}>{domain.url}</a>.
              </>
            ) : (
              'not verified yet. Add these records at your domain’s DNS host, then verify.'
            )}
          </p>
          <TableScroll label={`DNS records for ${domain.domain}`}>
            <table className={ordersStyles.ordersTable}>
              <caption>DNS records for {domain.domain}</caption>
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Name</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>CNAME</td>
                  <td>
                    <code>{domain.domain}</code>
                  </td>
                  <td>
                    <code>{domain.target}</code> (for a domain without a subdomain: an A record with {domain.target}
                    ’s address)
                  </td>
                </tr>
                <tr>
                  <td>TXT</td>
                  <td>
                    <code>{domain.txtName}</code>
                  </td>
                  <td>
                    <code>{domain.txtValue}</code>
                  </td>
                </tr>
              </tbody>
            </table>
          </TableScroll>
          <p>
            Once the CNAME or A record points here, we answer <code>{domain.verificationUrl}</code> ourselves, and that
            verifies the domain; the TXT record verifies it too, even before.
          </p>
          {failure && (
            <div role="alert" className={ordersStyles.alert}>
              <p>{failure}</p>
            </div>
          )}
          {settings.mayEdit && (
            <div>
              {!domain.verified && (
                <button
                  type="button"
                  className={ordersStyles.primary}
                  disabled={verifying.loading}
                  onClick={() => void onVerify()}
                >
                  {verifying.loading ? 'Verifying…' : 'Verify domain'}
                </button>
              )}{' '}
              <button
                type="button"
                className={ordersStyles.secondary}
                disabled={removing.loading}
                onClick={() => void onRemove()}
              >
                {removing.loading ? 'Removing…' : 'Remove domain'}
              </button>
            </div>
          )}
        </div>
      )}
      {settings.mayEdit ? (
        <DomainForm key={domain?.domain ?? ''} current={domain?.domain ?? ''} />
      ) : (
        <p className={ordersStyles.muted}>Only the owner and managers change the storefront.</p>
      )}
    </section>
  );
}

function DomainForm({ current }: { current: string }) {
  const id = useId();
  const [add] = useMutation(SupplierDomainAddDocument, { refetchQueries, awaitRefetchQueries: true });
  const form = useForm<SupplierDomainValues, unknown, SupplierDomainInput>({
    resolver: zodResolver(supplierDomainSchema),
    defaultValues: { domain: current },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submission = useSubmission(form, {
    send: (input) => outcomeOf(add({ variables: { input } }), (data) => data.supplierDomainAdd),
    fieldOf: fieldOfNames(['domain'] as const),
    onSuccess: (data) => toast.success(`${data.domain} added. Add its records, then verify it.`),
  });
  const domainId = `${id}-domain`;
  const error = errors.domain?.message;
  return (
    <Form className={formStyles.form} aria-label="Connect a domain" noValidate onSubmit={submission.onSubmit}>
      <FormField id={domainId} label="Domain" error={error} hint={DOMAIN_HINT}>
        <input
          id={domainId}
          className={formStyles.control}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(domainId, error, DOMAIN_HINT)}
          {...register('domain')}
        />
      </FormField>
      <FormFooter
        submission={submission}
        label={current ? 'Change domain' : 'Add domain'}
        pendingLabel="Saving…"
        buttonClassName={ordersStyles.primary}
        alertFirst
        row="div"
      />
    </Form>
  );
}
