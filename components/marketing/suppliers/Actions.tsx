import Link from 'next/link';

import { SectionLink } from '@/components/ui/SectionLink';
import type { ReactNode } from 'react';

import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';

import styles from './Actions.module.scss';

type Tone = 'primary' | 'secondary' | 'onDark';

/** A link to another site: a new tab, no opener, and a hint for screen readers that it opens one. */
function ExternalAction({ href, tone, children }: { href: string; tone: Tone; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles[tone]}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function StartSelling({ tone = 'primary' }: { tone?: Tone }) {
  return (
    <Link href={routes.requestInfo.path} className={styles[tone]}>
      Start selling
    </Link>
  );
}

export function ScheduleDemo({ tone = 'secondary' }: { tone?: Tone }) {
  return (
    <ExternalAction href={publicEnv.bookDemoUrl} tone={tone}>
      Schedule a demo
    </ExternalAction>
  );
}

export function ContactSales({ tone = 'secondary' }: { tone?: Tone }) {
  return (
    <ExternalAction href={publicEnv.bookDemoUrl} tone={tone}>
      Contact sales
    </ExternalAction>
  );
}

export function SeeTheApp({ tone = 'secondary' }: { tone?: Tone }) {
  return (
    <ExternalAction href={publicEnv.appDetailsUrl} tone={tone}>
      See the app
    </ExternalAction>
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
