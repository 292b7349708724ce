import Link from 'next/link';

import styles from '@/components/ui/Workspace.module.scss';

interface OrderPagesProps {
  /** The page shown, from 1 (past the last when orders went since). */
  page: number;
  pages: number;
  /** The address of a page of the same list and filter. */
  pathOf: (page: number) => string;
  /** The links' words, in the list's order: "Newer orders" and "Older orders", say. */
  previousLabel: string;
  nextLabel: string;
}

/**
 * "Page 2 of 3" and links to the pages before and after, for a list of more than one page (or
 * asked for a page past its last, which links back to the last).
 */
export function OrderPages({ page, pages, pathOf, previousLabel, nextLabel }: OrderPagesProps) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages of orders" className={styles.pager}>
      <span className={styles.muted}>{page <= pages ? `Page ${page} of ${pages}` : `${pages} pages`}</span>
      <span className={styles.pagerLinks}>
        {page > 1 && (
          <Link href={pathOf(Math.min(page - 1, pages))} className={styles.secondary}>
            {previousLabel}
          </Link>
        )}
        {page < pages && (
          <Link href={pathOf(page + 1)} className={styles.secondary}>
            {nextLabel}
          </Link>
        )}
      </span>
    </nav>
  );
}
