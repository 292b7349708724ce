import type { VisiblePartnersQuery } from '@/graphql/generated/client/graphql';

import styles from './PartnerLogoWall.module.scss';

export type PartnerSummary = VisiblePartnersQuery['partners']['values'][number];

/** Partners' logos, each in a 130 × 80 tile; the logo's alt text is the partner's name. */
export function PartnerLogoWall({ partners, label }: { partners: PartnerSummary[]; label: string }) {
  return (
    <ul className={styles.wall} aria-label={label}>
      {partners.map((partner) => (
        <li key={partner.id} className={styles.item}>
          {/* A local SVG from public/: next/image would not optimise it and would add client code. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={partner.logo} alt={partner.name} width={130} height={80} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
