'use client';

import { useEffect, useState, type MouseEvent } from 'react';

import { Modal } from '@/components/ui/Modal';
import { routes } from '@/lib/routes';

import { ActionLinks } from './ActionLinks';
import { headerMenus } from './menus';
import styles from './MobileMenu.module.scss';
import { NavLink } from './NavLink';

/** $breakpoint-mobile-nav in styles/_tokens.scss: from this width the desktop nav shows. */
const DESKTOP_NAV_MIN_WIDTH_PX = 980;

/**
 * Below 980px: the toggle and the fullscreen menu of the main routes. The menu closes on Escape,
 * on its close button, on choosing a link, and by itself once the viewport is wide enough for
 * the desktop nav (an open modal would otherwise keep the page inert behind it).
 */
export function MobileMenu({ orderAppUrl, apiEndpoint }: { orderAppUrl: string; apiEndpoint: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${DESKTOP_NAV_MIN_WIDTH_PX}px)`);
    const closeWhenWide = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Open menu</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Menu" variant="fullscreen">
        <nav aria-label="Mobile" className={styles.nav} onClick={closeOnLink}>
          {headerMenus.map((menu) => (
            <div key={menu.label} className={styles.group}>
              <h3 className={styles.groupTitle}>{menu.label}</h3>
              <ul className={styles.list}>
                {menu.items.map((item) => (
                  <li key={item.url}>
                    <NavLink href={item.url} className={styles.link}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <NavLink href={menu.overview.url} exact className={styles.link}>
                    {menu.overview.label}
                  </NavLink>
                </li>
              </ul>
            </div>
          ))}
          <div className={styles.group}>
            <h3 className={styles.groupTitle}>Company</h3>
            <ul className={styles.list}>
              <li>
                <NavLink href={routes.about.path} className={styles.link}>
                  About
                </NavLink>
              </li>
              <li>
                <NavLink href={routes.career.path} className={styles.link}>
                  Career
                </NavLink>
              </li>
            </ul>
          </div>
          <ActionLinks orderAppUrl={orderAppUrl} apiEndpoint={apiEndpoint} className={styles.actions} />
        </nav>
      </Modal>
    </>
  );
}
