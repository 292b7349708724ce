import Link from 'next/link';

import { authRoutes } from '@/components/auth/paths';
import { routes } from '@/lib/routes';

import styles from './ActionLinks.module.scss';

/**
 * The header's calls to action: sign in (contractors with an account), start selling (our request-info page) and order now (the
 * ordering app, in a new tab). The order app's address comes from the server's configuration as
 * a prop, so client bundles that render this do not carry the environment parser.
 */
export function ActionLinks({ orderAppUrl, className }: { orderAppUrl: string; className?: string }) {
  return (
    <div className={`${styles.actions} ${className ?? ''}`}>
      <Link href={authRoutes.signIn} className={styles.text}>
        Sign in
      </Link>
      <Link href={routes.requestInfo.path} className={styles.secondary}>
        Start selling
      </Link>
      <a href={orderAppUrl} target="_blank" rel="noopener noreferrer" className={styles.primary}>
        Order now<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
