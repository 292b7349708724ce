'use client';

import Link from 'next/link';

import { SectionLink } from '@/components/ui/SectionLink';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import { usePathname } from 'next/navigation';
import { useState, useSyncExternalStore, type MouseEvent } from 'react';

import { Modal } from '@/components/ui/Modal';
import { isActivePath, marketingRoutes } from '@/lib/routes';

import styles from './SideDrawer.module.scss';

/** The pages the drawer lists: those with anchor sections to jump to. */
const sectionRoutes = marketingRoutes.filter((route) => route.anchors.length > 0);

// The hash, kept current by `hashchange`. In-app links change it through the History API, which
// fires no event, so it is also read afresh on every render (opening the drawer renders).
const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const readHash = () => window.location.hash;
const noHashOnServer = () => '';

/**
 * The desktop side drawer: the pages on the left; hovering or focusing one shows its anchor
 * sections on the right. The current page and section are highlighted. It is a drawer modal
 * (native dialog): focus stays inside while it is open and Escape closes it.
 */
export function SideDrawer() {
  const pathname = usePathname();
  const hash = useSyncExternalStore(subscribeToHash, readHash, noHashOnServer);
  const [open, setOpen] = useState(false);
  const currentRoute = sectionRoutes.find((route) => isActivePath(pathname, route.path));
  const [shownPath, setShownPath] = useState<string | undefined>();
  // Until a page is hovered or focused, the drawer shows the sections of the page being read.
  const shown = shownPath ?? currentRoute?.path ?? sectionRoutes[0]?.path;

  const openDrawer = () => {
    setShownPath(undefined);
    setOpen(true);
  };
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-haspopup="dialog" onClick={openDrawer}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h10M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Open sections</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Sections" variant="drawer">
        <nav aria-label="Sections" className={styles.nav} onClick={closeOnLink}>
          <ul className={styles.pages}>
            {sectionRoutes.map((route) => {
              const current = route === currentRoute;
              const isShown = route.path === shown;
              return (
                <li key={route.path}>
                  <Link
                    href={route.path}
                    className={styles.page}
                    aria-current={current ? 'page' : undefined}
                    data-shown={isShown || undefined}
                    onMouseEnter={() => setShownPath(route.path)}
                    onFocus={() => setShownPath(route.path)}
                  >
                    {route.title}
                    <SpriteIcon id="chevron-right" width="16" height="16" />
                  </Link>
                  {/* In the DOM right after its page, so Tab reaches a page's sections next. */}
                  {isShown && (
                    <ul className={styles.anchors} aria-label={`${route.title}: sections`}>
                      {route.anchors.map((anchor) => (
                        <li key={anchor.id}>
                          <SectionLink
                            href={`${route.path}#${anchor.id}`}
                            className={styles.anchor}
                            aria-current={current && hash === `#${anchor.id}` ? 'location' : undefined}
                          >
                            {anchor.label}
                          </SectionLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </Modal>
    </>
  );
}
