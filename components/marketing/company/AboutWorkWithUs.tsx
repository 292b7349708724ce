import Link from 'next/link';

import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { routes } from '@/lib/routes';

import styles from './company.module.scss';

/** The about page's short pitch for joining the team, leading to the career page. */
export function AboutWorkWithUs() {
  return (
    <div className={styles.pitch}>
      <p className={blocks.lead}>
        We hire people who like practical problems: a pour at seven, three trucks, a crew waiting at the gate. If you
        want your work in marketing, development or design to change how a whole industry buys its materials, we would
        like to meet you.
      </p>
      <Link href={routes.career.path} className={blocks.button}>
        See open positions
      </Link>
    </div>
  );
}
