import Link from 'next/link';

import { routes } from '@/lib/routes';

import styles from './ActionLinks.module.scss';
import { HeaderAccount } from './HeaderAccount';

/**
 * The header's calls to action: sign in (or, signed in, the account menu), start selling (our request-info page) and order now (the
 * ordering app, in a new tab). The order app's address comes from the server's configuration as
 * a prop, so client bundles that render this do not carry the environment parser.
 */
export function ActionLinks({
  orderAppUrl,
  apiEndpoint,
  className,
}: {
  orderAppUrl: string;
  /** The GraphQL endpoint, for the account menu's one question (whose session this is). */
  apiEndpoint: string;
  className?: string;
}) {
  return (
    <div className={`${styles.actions} ${className ?? ''}`}>
      <HeaderAccount endpoint={apiEndpoint} />
      <Link href={routes.requestInfo.path} className={styles.secondary}>
        Start selling
      </Link>
      <a href={orderAppUrl} target="_blank" rel="noopener noreferrer" className={styles.primary}>
        Order now<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
