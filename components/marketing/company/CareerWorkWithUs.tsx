import type { ReactNode } from 'react';

import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { Icon, type IconName } from '@/components/marketing/contractors/icons';

import styles from './company.module.scss';

const reasons: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Work that leaves the screen',
    icon: 'truck',
    text: 'What you ship decides when a mixer truck leaves the plant and whether a crew stands around waiting. You will see the result on a real job site.',
  },
  {
    title: 'Small teams, real ownership',
    icon: 'handshake',
    text: 'Teams of four to six own a problem from the first site visit to the release. No hand-offs through layers of managers.',
  },
  {
    title: 'Learn the trade first-hand',
    icon: 'growth',
    text: 'Everyone spends a morning at a batch plant and a day with a site crew in their first month, with ride-alongs in a mixer truck for the curious.',
  },
];

const values: { title: string; text: string }[] = [
  { title: 'Go to the site.', text: 'Answers are on the job site and in the dispatch office, not in a meeting room.' },
  {
    title: 'Keep the pour time.',
    text: 'A promise to a customer is a schedule a crew builds a day around. We keep it.',
  },
  { title: 'Say it plainly.', text: 'Clear words in the product, in support and with each other.' },
  { title: 'Leave it better.', text: 'Fix the small thing you walk past, in code and in process.' },
];

const benefits = [
  'Extended health, dental and vision coverage from your first day',
  'Four weeks of paid vacation, plus the week between Christmas and New Year',
  'A yearly learning budget for courses, books and conferences',
  'Parental leave top-up for every parent',
  'Flexible hours around early site visits and school runs',
  'The laptop and equipment you choose',
];

/** The career page: why join, what we value, what we offer, and where the open positions go. */
export function CareerWorkWithUs({ openPositions }: { openPositions: ReactNode }) {
  return (
    <>
      <p className={blocks.lead}>
        We build the software that gets concrete, gravel and bins to job sites on time, and the storefronts that let
        suppliers sell them online. We work from Toronto, San Francisco and Ottawa.
      </p>

      <h3 className={blocks.subheading}>Why work here</h3>
      <ul className={blocks.grid} aria-label="Why work here">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <article className={blocks.card}>
              <span className={blocks.iconBadge}>
                <Icon name={reason.icon} />
              </span>
              <h4>{reason.title}</h4>
              <p className={blocks.muted}>{reason.text}</p>
            </article>
          </li>
        ))}
      </ul>

      <h3 className={blocks.subheading}>Our values</h3>
      <ul className={styles.values}>
        {values.map((value) => (
          <li key={value.title}>
            <strong>{value.title}</strong> {value.text}
          </li>
        ))}
      </ul>

      <h3 className={blocks.subheading}>Benefits</h3>
      <ul className={`${blocks.checkList} ${styles.benefits}`}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <Icon name="check" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>

      <div id="openPositions" role="region" aria-labelledby="openPositions-title" className={styles.openPositions}>
        <h3 id="openPositions-title">Open positions</h3>
        {openPositions}
      </div>
    </>
  );
}
