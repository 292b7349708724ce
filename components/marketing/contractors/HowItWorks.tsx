import { CARD_CHARGE_HOURS_BEFORE_DELIVERY, MARKETING_CLAIMS, TRUCK_SPACING_MINUTES } from '@/lib/constants';

import blocks from './blocks.module.scss';

const spacings = TRUCK_SPACING_MINUTES.filter((minutes) => minutes > 0);
const closestSpacing = Math.min(...spacings);
const widestSpacing = Math.max(...spacings);

/** The contractor's path from job site to paid invoice. */
export function HowItWorks() {
  return (
    <ol className={blocks.steps}>
      <li>
        <h3>Find suppliers near the job site</h3>
        <p>
          Enter the site address and see the plants, yards and bin companies that deliver there, with their ratings from
          other contractors.
        </p>
      </li>
      <li>
        <h3>Compare all-in prices</h3>
        <p>
          Prices include delivery, short-load fees and taxes for that address, so the number you compare is the number
          you pay.
        </p>
      </li>
      <li>
        <h3>Order and schedule trucks</h3>
        <p>
          Pick the date, start time and quantity, and space the trucks: all at once, or one every {closestSpacing} to{' '}
          {widestSpacing} minutes.
        </p>
      </li>
      <li>
        <h3>Track the delivery</h3>
        <p>
          Follow each truck from the plant to your gate, with an arrival time that updates as it drives, and chat with
          dispatch if plans change.
        </p>
      </li>
      <li>
        <h3>Pay the way you prefer</h3>
        <p>
          By card (charged {CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before delivery), by bank debit, or on{' '}
          {MARKETING_CLAIMS.creditTermDays}-day terms with a BuildMarket credit account.
        </p>
      </li>
    </ol>
  );
}
