import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { initials } from '@/lib/format';
import { MARKETING_CLAIMS } from '@/lib/constants';

import styles from './company.module.scss';

const team: { name: string; role: string; bio: string; tone: 'orange' | 'blue' | 'ink' }[] = [
  {
    name: 'Maya Lindqvist',
    role: 'Co-founder and CEO',
    bio: 'Ran dispatch for a Toronto ready-mix producer for eight years before starting BuildMarket.',
    tone: 'orange',
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder and CTO',
    bio: 'Built GPS tracking and routing software for freight carriers; now leads engineering.',
    tone: 'blue',
  },
  {
    name: 'Priya Raman',
    role: 'Head of Supplier Success',
    bio: 'Gets plants, yards and bin companies live on their storefronts and keeps them growing.',
    tone: 'ink',
  },
  {
    name: 'Tomás Herrera',
    role: 'General Manager, Mexico',
    bio: 'Leads our suppliers and contractors in Mexico City, Guadalajara and Monterrey.',
    tone: 'blue',
  },
  {
    name: 'Claire Dubois',
    role: 'Head of Credit and Payments',
    bio: `Runs credit accounts and the ${MARKETING_CLAIMS.creditTermDays}-day terms program with our financing partner.`,
    tone: 'orange',
  },
  {
    name: 'Jordan Blake',
    role: 'Design Lead',
    bio: 'Designs ordering and tracking with contractors on site, usually before seven in the morning.',
    tone: 'ink',
  },
];

/** A few of the people behind BuildMarket, with initials in place of photos. */
export function OurTeam() {
  return (
    <>
      <p className={blocks.lead}>
        A small team that knows the trade: people who have dispatched trucks, run crews and shipped software.
      </p>
      <ul className={`${blocks.grid} ${blocks.medium} ${styles.team}`} aria-label="Team members">
        {team.map((member) => (
          <li key={member.name} className={styles.member}>
            <span className={`${styles.avatar} ${styles[member.tone]}`} aria-hidden="true">
              {initials(member.name)}
            </span>
            <div>
              <h3>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={blocks.muted}>{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
