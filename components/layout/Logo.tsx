import Link from 'next/link';

import styles from './Logo.module.scss';

/** The BuildMarket wordmark; links home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link href="/" className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`} aria-label="BuildMarket home">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#c2410c" />
        <path d="M7 22h18v3H7zM9 12h5v8H9zM16 8h7v12h-7z" fill="#fff" />
      </svg>
      <span>BuildMarket</span>
    </Link>
  );
}
