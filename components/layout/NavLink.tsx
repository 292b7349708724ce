'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { MouseEventHandler, FocusEventHandler, ReactNode } from 'react';

import { isActivePath } from '@/lib/app-routes';

interface NavLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Highlight only on this very path (an overview page whose children have their own items). */
  exact?: boolean;
  /** Also highlight under this path (an inbox at /supplier whose orders are at /supplier/orders/…). */
  alsoUnder?: string;
  onMouseEnter?: MouseEventHandler<HTMLAnchorElement>;
  onFocus?: FocusEventHandler<HTMLAnchorElement>;
}

/**
 * A menu link that knows whether it leads to the current page: `data-active` (styled by its
 * menu) when the current path equals or contains its path, and `aria-current="page"` on the link
 * to the very page being shown.
 */
export function NavLink({ href, children, className, exact, alsoUnder, onMouseEnter, onFocus }: NavLinkProps) {
  const pathname = usePathname();
  const current = pathname === href;
  const active =
    (exact ? current : isActivePath(pathname, href)) || (alsoUnder !== undefined && isActivePath(pathname, alsoUnder));
  return (
    <Link
      href={href}
      className={className}
      data-active={active || undefined}
      aria-current={current ? 'page' : undefined}
      onMouseEnter={onMouseEnter}
      onFocus={onFocus}
    >
      {children}
    </Link>
  );
}
