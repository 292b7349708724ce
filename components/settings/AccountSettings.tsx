'use client';

import { useApolloClient, useQuery } from '@apollo/client/react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import styles from '@/components/ui/Workspace.module.scss';
import { CompanySettingsDocument, MeDocument } from '@/graphql/generated/client/graphql';
import { apiFailureOf } from '@/lib/apollo/errors';

import { CompanyForm } from './CompanyForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SavedPaymentMethods } from './SavedPaymentMethods';

/**
 * Account settings: the person (name, phone, email, password), their company (its name and
 * address for invoices) and the company's saved payment methods (for those who pay its orders).
 * A partner who belongs to no company has no company section. Every workspace has it
 * (/app/settings, /supplier/settings, /driver/settings, /partner/settings): `returnPath` is
 * the page's own, where signing in comes back to.
 */
export function AccountSettings({ returnPath }: { returnPath: string }) {
  return (
    <SignedInGate returnPath={returnPath} loadingText="Loading your settings…">
      {(viewer) => (
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="settings-profile">
            <h2 id="settings-profile">Your details</h2>
            <ProfileSection viewer={viewer} />
          </section>
          <section className={styles.card} aria-labelledby="settings-password">
            <h2 id="settings-password">Password</h2>
            <p className={styles.muted}>Changing it signs you out on every other device and browser.</p>
            <PasswordForm />
          </section>
          {viewer.company && (
            <section className={styles.card} aria-labelledby="settings-company">
              <h2 id="settings-company">Company</h2>
              <CompanySection />
            </section>
          )}
          {(viewer.role === 'contractor_owner' || viewer.role === 'contractor_manager') && (
            <section className={styles.card} aria-labelledby="settings-payment-methods">
              <h2 id="settings-payment-methods">Payment methods</h2>
              <SavedPaymentMethods />
            </section>
          )}
        </div>
      )}
    </SignedInGate>
  );
}

function ProfileSection({ viewer }: { viewer: Parameters<typeof ProfileForm>[0]['viewer'] }) {
  const client = useApolloClient();
  // The header and the other screens read `me`: they show the new name and email.
  return <ProfileForm viewer={viewer} onSaved={() => void client.refetchQueries({ include: [MeDocument] })} />;
}

function CompanySection() {
  const client = useApolloClient();
  const query = useQuery(CompanySettingsDocument);
  if (query.loading && !query.data) {
    return (
      <p role="status" className={styles.muted}>
        Loading your company…
      </p>
    );
  }
  if (!query.data) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{apiFailureOf(query.error).message}</p>
        <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <CompanyForm
      settings={query.data.companySettings}
      onSaved={() => void client.refetchQueries({ include: [MeDocument, CompanySettingsDocument] })}
    />
  );
}
