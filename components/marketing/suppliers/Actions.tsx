import Link from 'next/link';

import { SectionLink } from '@/components/ui/SectionLink';
import type { ReactNode } from 'react';

import { routes } from '@/lib/routes';

import styles from './Actions.module.scss';

type Tone = 'primary' | 'secondary' | 'onDark';

export function StartSelling({ tone = 'primary' }: { tone?: Tone }) {
  return (
    <Link href={routes.requestInfo.path} className={styles[tone]}>
      Start selling
    </Link>
  );
}

export function ScheduleDemo({ tone = 'secondary' }: { tone?: Tone }) {
  return (
    <Link href={routes.bookDemo.path} className={styles[tone]}>
      Schedule a demo
    </Link>
  );
}

export function ContactSales({ tone = 'secondary' }: { tone?: Tone }) {
  return (
    <Link href={routes.bookDemo.path} className={styles[tone]}>
      Contact sales
    </Link>
  );
}

/** A supplier's own app: how a storefront installs as one (/app-download#storefrontApps). */
export function SeeTheApp({ tone = 'secondary' }: { tone?: Tone }) {
  return (
    <SectionLink href={`${routes.appDownload.path}#storefrontApps`} className={styles[tone]}>
      See the app
    </SectionLink>
  );
}

/** The partner program's button generator: the buy-now / rent-now snippet for any website. */
export function GenerateButton({ tone = 'secondary' }: { tone?: Tone }) {
  return (
    <SectionLink href={`${routes.partnerProgram.path}#buttonGenerator`} className={styles[tone]}>
      Generate your button
    </SectionLink>
  );
}

/** A row of calls to action that wraps on narrow screens. */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
