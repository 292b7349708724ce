import { graphqlEndpoint, publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';

import { ActionLinks } from './ActionLinks';
import { DropdownMenu } from './DropdownMenu';
import styles from './Header.module.scss';
import { Logo } from './Logo';
import { headerMenus } from './menus';
import { MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';
import { SideDrawer } from './SideDrawer';

/**
 * The marketing header, rendered on the server: logo, the suppliers and contractors dropdowns,
 * about, career and the calls to action. Only the interactive leaves (dropdowns, highlighted
 * links, the side drawer and, below 980px, the mobile menu) are client components.
 */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.menu}>
            {headerMenus.map((menu) => (
              <li key={menu.label}>
                <DropdownMenu
                  label={menu.label}
                  items={menu.items}
                  overview={menu.overview}
                  buttonClassName={styles.item}
                />
              </li>
            ))}
            <li>
              <NavLink href={routes.about.path} className={styles.item}>
                About
              </NavLink>
            </li>
            <li>
              <NavLink href={routes.career.path} className={styles.item}>
                Career
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={styles.end}>
          <ActionLinks orderAppUrl={publicEnv.orderAppUrl} apiEndpoint={graphqlEndpoint()} className={styles.actions} />
          <SideDrawer />
          <MobileMenu orderAppUrl={publicEnv.orderAppUrl} apiEndpoint={graphqlEndpoint()} />
        </div>
      </div>
    </header>
  );
}
