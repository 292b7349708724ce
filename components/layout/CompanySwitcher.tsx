'use client';

import { useId, useState } from 'react';

import { useSession } from '@/components/auth/useSession';
import { Form } from '@/components/ui/Form';
import type { ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { roleLabel } from '@/lib/validation/member-roles';

import styles from './CompanySwitcher.module.scss';
import { useCompanySwitch, type Membership } from './useCompanySwitch';

const KIND_LABELS = { contractor: 'contractor', supplier: 'supplier' } as const;

/** "NorthPeak Ready Mix (supplier) · Dispatcher / manager". */
export function membershipLabel(membership: Membership): string {
  return `${membership.company.name} (${KIND_LABELS[membership.company.kind]}) · ${roleLabel(membership.role, membership.company.kind)}`;
}

/**
 * The wrong-workspace card's switcher (WorkspaceGuard): the companies the signed-in person belongs
 * to, the current one selected, and a Switch button (a native select: no accidental switch while
 * arrowing through the options). It switches as the account menu does (`useCompanySwitch`). With a
 * single company there is nothing to switch to, and nothing is shown.
 */
export function CompanySwitcher({ label = 'Company' }: { label?: string }) {
  const session = useSession();
  if (session.status !== 'signedIn' || session.viewer.companies.length < 2) return null;
  const { viewer } = session;
  // A new current company (after a switch, or in another tab) starts the form afresh.
  return <SwitchForm key={viewer.company?.id ?? 'none'} viewer={viewer} label={label} />;
}

function SwitchForm({ viewer, label }: { viewer: ViewerFieldsFragment; label: string }) {
  const id = useId();
  const currentId = viewer.company?.id ?? '';
  const [choice, setChoice] = useState(currentId || (viewer.companies[0]?.company.id ?? ''));
  const { switchTo, switching: loading } = useCompanySwitch();

  const submit = async () => {
    const chosen = viewer.companies.find((membership) => membership.company.id === choice);
    if (!chosen || choice === currentId) return;
    await switchTo(chosen);
  };

  return (
    // No accessible name: a page with two of them would have two form landmarks of one name. The
    // select's label and the button say what it does.
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
