import { MARKETING_CLAIMS } from '@/lib/constants';

import blocks from './blocks.module.scss';
import { Icon } from './icons';
import { PartnerLogoWall, type PartnerSummary } from './PartnerLogoWall';

/**
 * Who stands behind BuildMarket's terms: the partners that fund and support the marketplace
 * rather than sell on it.
 */
export function BackedBy({ backers }: { backers: PartnerSummary[] }) {
  return (
    <>
      <p className={blocks.lead}>
        Buy now, pay later only works if someone carries the invoice. BuildMarket&apos;s{' '}
        {MARKETING_CLAIMS.creditTermDays}-day terms are funded by an independent trade-credit partner: the supplier is
        paid on its usual schedule, and you pay BuildMarket when the terms run out.
      </p>
      <ul className={blocks.checkList}>
        <li>
          <Icon name="check" />
          <span>
            <strong>One application.</strong> Apply once with your company details; your limit applies to every supplier
            on the marketplace.
          </span>
        </li>
        <li>
          <Icon name="check" />
          <span>
            <strong>Suppliers are paid on time.</strong> That is why plants and yards accept BuildMarket orders on terms
            they would not give a new customer directly.
          </span>
        </li>
        <li>
          <Icon name="check" />
          <span>
            <strong>Built with the industry.</strong> Our product is shaped with the ready-mix producers, aggregate
            yards and bin companies that run on it every day.
          </span>
        </li>
      </ul>
      {backers.length > 0 && (
        <>
          <p className={blocks.muted}>Partners behind BuildMarket:</p>
          <PartnerLogoWall partners={backers} label="Partners behind BuildMarket" />
        </>
      )}
    </>
  );
}
