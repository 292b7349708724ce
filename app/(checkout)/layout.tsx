import type { ReactNode } from 'react';

import { Logo } from '@/components/layout/Logo';

import styles from './checkout.module.scss';

/** Payment pages: a quiet frame with nothing to click away to mid-payment. */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Logo />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
