import type { ReactNode } from 'react';

/**
 * A link that opens in a new tab (external pages, the ordering app). `rel` keeps the new page
 * from reaching back into this one; the hidden note tells screen-reader users about the new tab.
 */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
