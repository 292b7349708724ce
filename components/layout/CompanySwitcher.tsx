'use client';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { browserSession } from '@/components/auth/session';
import { useSession } from '@/components/auth/useSession';
import { Form } from '@/components/ui/Form';
import { CompanySwitchDocument, type ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { workspaceHome } from '@/lib/app-routes';
import { roleLabel } from '@/lib/validation/member-roles';

import styles from './CompanySwitcher.module.scss';

type Membership = ViewerFieldsFragment['companies'][number];

const KIND_LABELS = { contractor: 'contractor', supplier: 'supplier' } as const;

/** "NorthPeak Ready Mix (supplier) · Dispatcher / manager". */
export function membershipLabel(membership: Membership): string {
  return `${membership.company.name} (${KIND_LABELS[membership.company.kind]}) · ${roleLabel(membership.role, membership.company.kind)}`;
}

/**
 * The companies the signed-in person belongs to, the current one selected, and a Switch button
 * (a native select: no accidental switch while arrowing through the options). Switching asks the
 * API for a token of the chosen company (the response link stores it from the headers), empties
 * Apollo's store so nothing of the previous company stays on screen, and goes to that company's
 * workspace: /supplier for a supplier, /app for a contractor.
 */
export function CompanySwitcher({ label = 'Company' }: { label?: string }) {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  const { viewer } = session;
  if (viewer.companies.length < 2) {
    if (!viewer.company) return null;
    const current = viewer.companies.find((membership) => membership.company.id === viewer.company?.id);
    return <p className={styles.current}>{current ? membershipLabel(current) : viewer.company.name}</p>;
  }
  // A new current company (after a switch, or in another tab) starts the form afresh.
  return <SwitchForm key={viewer.company?.id ?? 'none'} viewer={viewer} label={label} />;
}

function SwitchForm({ viewer, label }: { viewer: ViewerFieldsFragment; label: string }) {
  const id = useId();
  const router = useRouter();
  const client = useApolloClient();
  const currentId = viewer.company?.id ?? '';
  const [choice, setChoice] = useState(currentId || (viewer.companies[0]?.company.id ?? ''));
  const [switchCompany, { loading }] = useMutation(CompanySwitchDocument);

  const submit = async () => {
    const chosen = viewer.companies.find((membership) => membership.company.id === choice);
    if (!chosen || choice === currentId) return;
    const result = await switchCompany({
      variables: { companyId: chosen.company.id },
    }).catch(answerOfRejection);
    const payload = result.data?.companySwitch;
    if (!payload) {
      toast.error(apiFailureOf(result.error).message, { toastId: 'company-switch' });
      return;
    }
    // The ordinary and refresh tokens came in the headers (stored by the response link).
    browserSession().update({ mainToken: payload.mainToken });
    try {
      // Refetches what is on screen (the header's `me` first) as the new company.
      await client.resetStore();
    } catch {
      // A screen's query failed to refetch: the navigation below replaces the screen anyway.
    }
    router.push(workspaceHome(payload.user.company?.kind ?? chosen.company.kind, payload.user.role ?? chosen.role));
  };

  return (
    // No accessible name: the header's switcher and the wrong-workspace card's would otherwise be
    // two form landmarks of one name. The select's label and the button say what it does.
    <Form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-company`} className={styles.label}>
        {label}
      </label>
      <select
        id={`${id}-company`}
        className={styles.select}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        {viewer.companies.map((membership) => (
          <option key={membership.company.id} value={membership.company.id}>
            {membershipLabel(membership)}
            {membership.company.id === currentId ? ' (current)' : ''}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.button} disabled={loading || choice === currentId}>
        {loading ? 'Switching…' : 'Switch'}
      </button>
    </Form>
  );
}
