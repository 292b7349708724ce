import Link from 'next/link';

import { routes } from '@/lib/routes';

import blocks from './blocks.module.scss';
import { Icon } from './icons';
import styles from './AppPreview.module.scss';

/** The contractor app on a phone: the order's status, the truck on its way, dispatch in the chat. */
export function AppPreview() {
  return (
    <div className={blocks.split}>
      <div>
        <p className={blocks.lead}>
          On the morning of a pour the app answers the question every crew asks: where is the truck?
        </p>
        <ul className={blocks.checkList}>
          <li>
            <Icon name="check" />
            <span>
              <strong>Order status at a glance.</strong> Confirmed, loaded, on the way, poured: each step arrives as a
              notification.
            </span>
          </li>
          <li>
            <Icon name="check" />
            <span>
              <strong>The truck on the map.</strong> Follow every truck of the order from the plant to your gate, with
              an arrival time that updates as it drives.
            </span>
          </li>
          <li>
            <Icon name="check" />
            <span>
              <strong>Dispatch in the same thread.</strong> Hold the next truck, move the pour or tell the driver which
              gate to use without a phone call.
            </span>
          </li>
          <li>
            <Icon name="check" />
            <span>
              <strong>Tickets and invoices on file.</strong> Delivery tickets are attached to the order, ready for your
              month-end statement.
            </span>
          </li>
        </ul>
        <Link href={routes.appDownload.path} className={blocks.button}>
          See the app
        </Link>
      </div>
      <figure className={styles.figure}>
        {/* A local SVG from public/: next/image would not optimise it and would add client code. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src="/illustrations/contractors/app-preview.svg"
          alt="The BuildMarket app on a phone: order 4821 is on the way, truck 2 of 3 is 12 minutes from the site and shown on a map, and dispatch says the third truck loads at 7:20."
          width={360}
          height={720}
          loading="lazy"
          decoding="async"
          className={styles.phone}
        />
        <figcaption className={styles.caption}>Order tracking in the BuildMarket app.</figcaption>
      </figure>
    </div>
  );
}
