import Link from 'next/link';

import styles from '@/components/driver/Driver.module.scss';
import { AccountSettings } from '@/components/settings/AccountSettings';
import { driverRoutes } from '@/lib/app-routes';

export const metadata = { title: 'Account settings' };

/**
 * The driver's own details and password (and their supplier's name, which they see but do not
 * change). The driver app has no navigation: a link leads back to the day's loads.
 */
export default function DriverSettingsPage() {
  return (
    <>
      <p className={styles.muted}>
        <Link href={driverRoutes.home}>Back to your loads</Link>
      </p>
      <h1 className={styles.title}>Account settings</h1>
      <AccountSettings returnPath={driverRoutes.settings} />
    </>
  );
}
