import type { ReactNode } from 'react';

import { AccountMenu } from '@/components/layout/AccountMenu';

import styles from './Driver.module.scss';

/** The driver app's frame on a phone: a compact header (no marketing chrome, the account menu) and the day's screen. */
export function DriverShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        {/* Not a link: installed, the app has no way back from the marketing site. */}
        <p className={styles.brand}>
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="#c2410c" />
            <path d="M7 22h18v3H7zM9 12h5v8H9zM16 8h7v12h-7z" fill="#fff" />
          </svg>
          <span>BuildMarket Driver</span>
        </p>
        <AccountMenu />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
