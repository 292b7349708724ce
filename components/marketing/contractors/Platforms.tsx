import Link from 'next/link';

import { routes } from '@/lib/routes';

import blocks from './blocks.module.scss';
import { Icon, type IconName } from './icons';

const platforms: { name: string; icon: IconName; text: string }[] = [
  {
    name: 'Web app',
    icon: 'monitor',
    text: 'For the office: price out a job, place orders for every project, download invoices and statements, and decide who on your team can order. Works in any current browser.',
  },
  {
    name: 'iOS app',
    icon: 'phone',
    text: 'For the site: reorder a load, move a pour time on the morning of the job, chat with dispatch and follow the truck, from the iPhone in your pocket.',
  },
  {
    name: 'Android app',
    icon: 'phone',
    text: 'The same app on Android phones and rugged tablets, with a notification when the truck leaves the plant and another when it is about to arrive.',
  },
];

/** Where contractors use BuildMarket: the browser and the two phone platforms. */
export function Platforms() {
  return (
    <>
      <p className={blocks.lead}>
        One account works everywhere. Start an order at your desk, then adjust it from the job site: every change
        reaches the supplier&apos;s dispatch straight away.
      </p>
      <ul className={blocks.grid} aria-label="Platforms">
        {platforms.map((platform) => (
          <li key={platform.name}>
            <article className={blocks.card}>
              <span className={blocks.iconBadge}>
                <Icon name={platform.icon} />
              </span>
              <h3>{platform.name}</h3>
              <p className={blocks.muted}>{platform.text}</p>
            </article>
          </li>
        ))}
      </ul>
      <div className={blocks.actions}>
        {/* The app's install page: the app is an installable web app, with no store listing. */}
        <Link href={routes.appDownload.path} className={blocks.button}>
          See the app
        </Link>
      </div>
    </>
  );
}
