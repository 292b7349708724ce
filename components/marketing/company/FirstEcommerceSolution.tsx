import Link from 'next/link';

import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { ClaimsStrip, type MarketingFigures } from '@/components/marketing/contractors/ClaimsStrip';
import { Icon } from '@/components/marketing/contractors/icons';
import { MARKETING_CLAIMS } from '@/lib/constants';
import { routes } from '@/lib/routes';

import styles from './company.module.scss';

/** What BuildMarket is, for each of its two audiences. */
export function FirstEcommerceSolution({ figures }: { figures: MarketingFigures }) {
  return (
    <>
      <p className={blocks.lead}>
        Concrete is sold by the cubic metre for a pour time, gravel by the tonne for a delivery window, a bin by the
        day. Ordinary online shops cannot sell any of them, so for decades these materials were ordered by phone.
        BuildMarket is the first e-commerce platform built around how construction materials are really sold: delivery
        zones instead of shipping rates, truck schedules instead of parcels, credit terms instead of a card-only
        checkout.
      </p>
      <div className={`${blocks.grid} ${blocks.wide} ${styles.audiences}`}>
        <article className={blocks.card}>
          <h3>For suppliers</h3>
          <ul className={blocks.checkList}>
            <li>
              <Icon name="check" />
              <span>A white-label storefront under your own brand</span>
            </li>
            <li>
              <Icon name="check" />
              <span>A buy-now or rent-now button for the website you already have</span>
            </li>
            <li>
              <Icon name="check" />
              <span>A branded app your customers install from your storefront, and a full e-commerce website</span>
            </li>
            <li>
              <Icon name="check" />
              <span>
                A management dashboard with an open API for orders, payouts, dispatch, logistics and real-time delivery
              </span>
            </li>
          </ul>
          <div className={blocks.cardFooter}>
            <Link href={routes.suppliers.path} className={blocks.textLink}>
              BuildMarket for suppliers
            </Link>
          </div>
        </article>
        <article className={blocks.card}>
          <h3>For contractors</h3>
          <ul className={blocks.checkList}>
            <li>
              <Icon name="check" />
              <span>One account to source, order, pay for and manage materials from many suppliers</span>
            </li>
            <li>
              <Icon name="check" />
              <span>Chat with dispatch and ratings from other contractors</span>
            </li>
            <li>
              <Icon name="check" />
              <span>Credit accounts and buy now, pay later on {MARKETING_CLAIMS.creditTermDays}-day terms</span>
            </li>
            <li>
              <Icon name="check" />
              <span>Every truck tracked in real time, from the plant to the gate</span>
            </li>
          </ul>
          <div className={blocks.cardFooter}>
            <Link href={routes.contractors.path} className={blocks.textLink}>
              BuildMarket for contractors
            </Link>
          </div>
        </article>
      </div>
      <ClaimsStrip figures={figures} />
    </>
  );
}
