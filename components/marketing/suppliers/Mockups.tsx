/**
 * Product mock-ups drawn in HTML rather than as pictures, because what they show is content a
 * reader should get as text: the pour schedule, the delivery windows, the bin sizes. Their
 * figures come from the spec's constants.
 */
import { TRUCK_SPACING_MINUTES } from '@/lib/constants';

import { claims, clockLabel, deliveryWindows, truckSpacingLabel } from './claims';
import styles from './Mockups.module.scss';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Monday, 3:00 a.m." for a weekday index and an hour that may run past either end of that day. */
function weekdayTime(day: number, hour: number): string {
  const dayIndex = (((day + Math.floor(hour / 24)) % 7) + 7) % 7;
  return `${weekdays[dayIndex] ?? ''}, ${clockLabel(hour)}`;
}

// The example order: a 24 m³ pour on Tuesday at 7:00 with a truck every 30 minutes.
const pourDay = 1;
const pourHour = 7;
const chosenSpacing: (typeof TRUCK_SPACING_MINUTES)[number] = 30;
const trucks = 3;

/** A ready-mix order as the dispatcher receives it. */
export function PourSchedule() {
  return (
    <figure className={styles.card}>
      <div className={styles.header}>
        <span className={styles.kicker}>Order 20418</span>
        <span className={styles.badge}>Paid</span>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Mix</dt>
          <dd>32 MPa, 20 mm stone</dd>
        </div>
        <div>
          <dt>Volume</dt>
          <dd>24 m³ in {trucks} trucks</dd>
        </div>
        <div>
          <dt>Slump</dt>
          <dd>100 mm</dd>
        </div>
        <div>
          <dt>Admixtures</dt>
          <dd>Air entrainment, water reducer</dd>
        </div>
        <div>
          <dt>Pour starts</dt>
          <dd>{weekdayTime(pourDay, pourHour)}</dd>
        </div>
        <div>
          <dt>Washout</dt>
          <dd>On site, bin provided</dd>
        </div>
      </dl>
      <p className={styles.label} id="pour-spacing-label">
        Time between trucks
      </p>
      <ul className={styles.chips} aria-labelledby="pour-spacing-label">
        {TRUCK_SPACING_MINUTES.map((minutes) => (
          <li key={minutes} className={minutes === chosenSpacing ? styles.chipChosen : styles.chip}>
            {truckSpacingLabel(minutes)}
            {minutes === chosenSpacing && <span className="visually-hidden"> (chosen)</span>}
          </li>
        ))}
      </ul>
      <ol className={styles.timeline} aria-label="Truck arrivals">
        {Array.from({ length: trucks }, (_, index) => (
          <li key={index}>
            <span>Truck {index + 1}</span>
            <span>{clockLabel(pourHour + (index * chosenSpacing) / 60)}</span>
          </li>
        ))}
      </ol>
      <figcaption className={styles.caption}>
        The card was pre-authorised at checkout and is charged{' '}
        <strong>{weekdayTime(pourDay, pourHour - claims.cardChargeHours)}</strong>, {claims.cardChargeHours} hours
        before the first truck.
      </figcaption>
    </figure>
  );
}

const windowLoads = ['5 loads open', '2 loads open', 'Full'];

/** The delivery windows a yard offers for one day, with the room left in each. */
export function DeliveryWindowBoard() {
  const windows = deliveryWindows(7, windowLoads.length);
  return (
    <figure className={styles.card}>
      <div className={styles.header}>
        <span className={styles.kicker}>Thursday deliveries · Tri-axle</span>
      </div>
      <ul className={styles.windows}>
        {windows.map((window, index) => {
          const loads = windowLoads[index] ?? '';
          const full = loads === 'Full';
          return (
            <li key={window} className={full ? styles.windowFull : styles.window}>
              <span className={styles.windowTime}>{window}</span>
              <span className={styles.windowLoads}>{loads}</span>
            </li>
          );
        })}
      </ul>
      <figcaption className={styles.caption}>
        Contractors choose a {claims.deliveryWindow}; windows close on their own when your trucks are booked.
      </figcaption>
    </figure>
  );
}

const binSizes = [
  { yards: 10, jobs: 'Bathroom renovations, garage cleanouts, heavy loads of concrete, brick or soil' },
  { yards: 14, jobs: 'Kitchen renovations, flooring and deck removal' },
  { yards: 20, jobs: 'Roofing tear-offs, basement renovations, landscaping' },
  { yards: 40, jobs: 'Demolition, new construction, commercial cleanouts' },
];

/** Bin sizes and the jobs they suit, as contractors compare them before booking. */
export function BinSizeTable() {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>Bin sizes and the jobs contractors book them for</caption>
        <thead>
          <tr>
            <th scope="col">Bin</th>
            <th scope="col">Typical jobs</th>
          </tr>
        </thead>
        <tbody>
          {binSizes.map((bin) => (
            <tr key={bin.yards}>
              <th scope="row">{bin.yards}-yard</th>
              <td>{bin.jobs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
