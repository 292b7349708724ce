import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';

import { Logo } from '@/components/layout/Logo';
import { Toasts } from '@/components/ui/Toasts';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { graphqlEndpoint } from '@/lib/env';
import { requestNonce } from '@/server/request-nonce';
import { routes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/seo';

import styles from './auth.module.scss';

export const metadata: Metadata = {
  title: { template: `%s | ${SITE_NAME}`, default: SITE_NAME },
};

// The GraphQL endpoint is read at request time (embedded or external API), as in the app.
export const dynamic = 'force-dynamic';

/** Sign-in and sign-up as pages (direct links): a quiet frame with the logo around one card. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider endpoint={graphqlEndpoint()} nonce={await requestNonce()}>
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
    </ApolloProvider>
  );
}
