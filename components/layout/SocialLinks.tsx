import { SpriteIcon } from '@/components/ui/SpriteIcon';
import { publicEnv } from '@/lib/env';

import styles from './Footer.module.scss';

interface SocialProfile {
  network: string;
  url: string;
}

// Glyphs of the icon sprite (public/icons.svg, `social-<network>`; no icon font, no remote
// images); they take the link's colour.
const profiles: SocialProfile[] = [
  {
    network: 'Twitter',
    url: publicEnv.twitterUrl,
  },
  {
    network: 'Facebook',
    url: publicEnv.facebookUrl,
  },
  {
    network: 'LinkedIn',
    url: publicEnv.linkedinUrl,
  },
  {
    network: 'Instagram',
    url: publicEnv.instagramUrl,
  },
];

/** The company's social profiles; addresses come from configuration and open in a new tab. */
export function SocialLinks() {
  return (
    <ul className={styles.social} aria-label="BuildMarket on social media">
      {profiles.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`BuildMarket on ${profile.network} (opens in a new tab)`}
          >
            <SpriteIcon id={`social-${profile.network.toLowerCase()}`} width="20" height="20" />
          </a>
        </li>
      ))}
    </ul>
  );
}
