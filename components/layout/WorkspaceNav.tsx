'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

import { signInPath } from '@/components/auth/paths';
import { useSession } from '@/components/auth/useSession';
import type { MemberRole } from '@/lib/validation/member-roles';

import styles from './AppShell.module.scss';
import { NavLink } from './NavLink';

/** One item of a workspace's navigation, as plain data (the shells are server components). */
export interface WorkspaceNavItem {
  href: string;
  label: string;
  /** Highlight only on this very path. */
  exact?: boolean;
  /** Also highlight under this path. */
  alsoUnder?: string;
  /** The roles whose work this is; every role's when absent. */
  roles?: readonly MemberRole[];
}

/**
 * A workspace's navigation, shown to its signed-in members only and only with what their role may
 * do: a signed-out guest placing an order sees none of the workspace's screens (they would each
 * ask to sign in), and a supplier's driver is not offered the schedule, payouts or API keys, which
 * would answer "Your role may not do this."
 */
export function WorkspaceNav({ label, items }: { label: string; items: readonly WorkspaceNavItem[] }) {
  const session = useSession();
  const pathname = usePathname();
  if (session.status === 'signedOut') {
    return (
      <Link href={signInPath(pathname)} className={styles.signIn}>
        Sign in
      </Link>
    );
  }
  if (session.status !== 'signedIn') return null;
  const role = session.viewer.role;
  const shown = items.filter((item) => !item.roles || (role && item.roles.includes(role)));
  return (
    <nav aria-label={label}>
      <ul className={styles.nav}>
        {shown.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} exact={item.exact} alsoUnder={item.alsoUnder}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
