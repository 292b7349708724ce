import Link from 'next/link';

import { MARKETING_CLAIMS } from '@/lib/constants';
import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';

import blocks from './blocks.module.scss';

const inviteSubject = encodeURIComponent('Please add my supplier to BuildMarket');

/** How a contractor brings the suppliers they already buy from onto the platform. */
export function ContractorsSuppliers() {
  return (
    <>
      <p className={blocks.lead}>
        Already buying from a plant or yard you trust? Bring them onto BuildMarket and keep the relationship, the prices
        and the terms you negotiated, with the rest of your suppliers in the same account.
      </p>
      <ol className={blocks.steps}>
        <li>
          <h3>Tell us who they are</h3>
          <p>
            Send the supplier&apos;s name and the person you deal with. We contact them on your behalf and say you asked
            for them.
          </p>
        </li>
        <li>
          <h3>We set up their storefront</h3>
          <p>
            Our onboarding team loads their products, prices and delivery zones, so their first order through
            BuildMarket looks like every order before it.
          </p>
        </li>
        <li>
          <h3>Your prices come with you</h3>
          <p>
            Negotiated pricing and account terms stay attached to your company. Orders, invoices and chat sit next to
            your other suppliers.
          </p>
        </li>
        <li>
          <h3>Pay them on your terms</h3>
          <p>
            Orders can go on your BuildMarket credit account with {MARKETING_CLAIMS.creditTermDays}-day terms, while the
            supplier is paid on its usual schedule.
          </p>
        </li>
      </ol>
      <div className={blocks.actions}>
        <a href={`mailto:${publicEnv.companyEmail}?subject=${inviteSubject}`} className={blocks.button}>
          Invite a supplier
        </a>
        <Link href={routes.requestInfo.path} className={blocks.textLink}>
          Are you a supplier? Start selling
        </Link>
      </div>
    </>
  );
}
