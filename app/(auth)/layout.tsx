import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';

import { Logo } from '@/components/layout/Logo';
import { Toasts } from '@/components/ui/Toasts';
import { routes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/seo';

import styles from './auth.module.scss';

export const metadata: Metadata = {
  title: { template: `%s | ${SITE_NAME}`, default: SITE_NAME },
};

// Rendered on request, as the app: the pages that use Apollo (sign-in, invitations) carry the
// page's script nonce to it.
export const dynamic = 'force-dynamic';

/**
 * Sign-in and sign-up as pages (direct links): a quiet frame with the logo around one card. No
 * Apollo here: sign-up sends its one mutation over fetch (its first load has a size budget); the
 * pages that read the session or an invitation wrap themselves in `ApolloProvider`.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className={styles.frame}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <header className={styles.header}>
          <Logo />
        </header>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <footer className={styles.footer}>
          <nav aria-label="Legal">
            <ul>
              <li>
                <Link href={routes.terms.path}>{routes.terms.title}</Link>
              </li>
              <li>
                <Link href={routes.privacy.path}>{routes.privacy.title}</Link>
              </li>
            </ul>
          </nav>
        </footer>
      </div>
      <Toasts />
    </>
  );
}
