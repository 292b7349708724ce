import Link from 'next/link';

import { SectionLink } from '@/components/ui/SectionLink';

import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { PARTNER_MSRP_DISCOUNT_PERCENT, REFERRAL_BONUS_CENTS } from '@/lib/constants';
import { routes } from '@/lib/routes';

const msrpDiscount = `${PARTNER_MSRP_DISCOUNT_PERCENT}%`;
const referralBonus = `$${REFERRAL_BONUS_CENTS / 100}`;

/** From the partner code to the counted order. */
export function PartnerProgramHowItWorks() {
  return (
    <ol className={blocks.steps}>
      <li>
        <h3>Join the program</h3>
        <p>
          Apply with the partner form. Once accepted, your company gets a partner code that every button and link of
          yours carries.
        </p>
      </li>
      <li>
        <h3>Put a button on your website</h3>
        <p>
          Generate a buy-now or rent-now button below, in your colours and size, and paste its HTML into any page, shop
          or newsletter.
        </p>
      </li>
      <li>
        <h3>Visitors order with your code</h3>
        <p>
          The button opens the marketplace’s order flow with your code attached. Every click and every order it leads to
          is counted for you.
        </p>
      </li>
    </ol>
  );
}

/** What a partner earns, and what it offers in return. */
export function PartnerProgramCommission() {
  return (
    <>
      <p className={blocks.lead}>
        You earn a commission on every order placed through your buttons and links, and on the sales of the suppliers
        you bring to the marketplace.
      </p>
      <ul className={blocks.grid}>
        <li className={blocks.card}>
          <h3>Commission on orders</h3>
          <p>
            Calculated on the order subtotal, without taxes, delivery and fees. Your rate is shown in your partner
            dashboard and fixed when each order is placed; it is earned once the order is delivered and paid.
          </p>
        </li>
        <li className={blocks.card}>
          <h3>{msrpDiscount} off MSRP for buyers</h3>
          <p>
            Selling partners offer marketplace buyers {msrpDiscount} off the manufacturer’s suggested retail price, and
            their products carry a “Save {msrpDiscount}” label.
          </p>
        </li>
        <li className={blocks.card}>
          <h3>{referralBonus} for every new contractor</h3>
          <p>
            Contractors who sign up through your link or with your code get {referralBonus} of credit for their first
            orders.
          </p>
        </li>
      </ul>
      <p className={blocks.muted}>
        The details are in the <SectionLink href={`${routes.partnerTerms.path}#commission`}>partner terms</SectionLink>.
        Not a partner yet? <Link href={routes.requestInfo.path}>Apply to start selling</Link>.
      </p>
    </>
  );
}
