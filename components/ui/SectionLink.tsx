'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A link to a section of a page (`/about#ourTeam`). On that page already, it is a plain fragment
 * link, which the browser follows by scrolling: Next.js's router (16.4) records the page it was
 * opened on with the address's hash, and then writes that hash in front of the new one
 * (`/about#whoWeAre#ourTeam`). Elsewhere it is a Link like any other.
 */
export function SectionLink({ href, ...rest }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const pathname = usePathname();
  const [path, section] = href.split('#');
  if (section !== undefined && path === pathname) {
    const { prefetch: _prefetch, replace: _replace, scroll: _scroll, ...anchor } = rest;
    return <a href={`#${section}`} {...anchor} />;
  }
  return <Link href={href} {...rest} />;
}
