'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';

import { useSession } from '@/components/auth/useSession';
import type { CompanyKind, ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { appRoutes, supplierRoutes } from '@/lib/app-routes';

import { CompanySwitcher } from './CompanySwitcher';
import styles from './WorkspaceGuard.module.scss';

/**
 * The screens of one kind of company (the contractor app, the supplier workspace). A person whose
 * current company is of the other kind would only meet FORBIDDEN answers there: they are told
 * where their workspace is, and offered the switcher, instead. Signed out or still loading, the
 * screens handle it themselves (they send the visitor to sign in).
 */
export function WorkspaceGuard({ workspace, children }: { workspace: CompanyKind; children: ReactNode }) {
  const session = useSession();
  const kind = session.status === 'signedIn' ? session.viewer.company?.kind : undefined;
  if (session.status === 'signedIn' && kind && kind !== workspace) {
    return workspace === 'supplier' ? (
      <NotASupplier viewer={session.viewer} />
    ) : (
      <NotAContractor viewer={session.viewer} />
    );
  }
  return <>{children}</>;
}

function NotASupplier({ viewer }: { viewer: ViewerFieldsFragment }) {
  const supplierCompanies = viewer.companies.filter((membership) => membership.company.kind === 'supplier');
  return (
    <section className={styles.card} aria-labelledby="wrong-workspace">
      <h1 id="wrong-workspace">This is a supplier workspace</h1>
      <p>
        You are signed in for {viewer.company?.name}, a contractor company.{' '}
        {supplierCompanies.length > 0
          ? 'Switch to your supplier company to run its orders.'
          : 'Supplier teams run their orders here; your orders are in the app.'}
      </p>
      {supplierCompanies.length > 0 && <CompanySwitcher label="Switch to" />}
      <p>
        <Link href={appRoutes.home} className={styles.link}>
          Go to the app
        </Link>
      </p>
    </section>
  );
}

function NotAContractor({ viewer }: { viewer: ViewerFieldsFragment }) {
  return (
    <section className={styles.card} aria-labelledby="wrong-workspace">
      <h1 id="wrong-workspace">This page is for contractors</h1>
      <p>You are signed in for {viewer.company?.name}, a supplier company: its orders are in the supplier workspace.</p>
      <p>
        <Link href={supplierRoutes.home} className={styles.primary}>
          Go to the supplier workspace
        </Link>
      </p>
      {viewer.companies.some((membership) => membership.company.kind === 'contractor') && (
        <CompanySwitcher label="Or switch to" />
      )}
    </section>
  );
}
