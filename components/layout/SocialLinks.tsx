import type { ReactNode } from 'react';

import { publicEnv } from '@/lib/env';

import styles from './Footer.module.scss';

interface SocialProfile {
  network: string;
  url: string;
  icon: ReactNode;
}

// Inline glyphs (no icon font, no remote images); they take the link's colour.
const profiles: SocialProfile[] = [
  {
    network: 'Twitter',
    url: publicEnv.twitterUrl,
    icon: (
      <path
        fill="currentColor"
        d="M23.95 4.57a10 10 0 0 1-2.82.77 4.96 4.96 0 0 0 2.16-2.72c-.95.56-2 .96-3.12 1.19a4.92 4.92 0 0 0-8.39 4.48A13.94 13.94 0 0 1 1.64 3.16a4.82 4.82 0 0 0-.67 2.48c0 1.71.87 3.21 2.19 4.1a4.9 4.9 0 0 1-2.23-.62v.06a4.92 4.92 0 0 0 3.95 4.83 5 5 0 0 1-2.21.08 4.94 4.94 0 0 0 4.6 3.42A9.87 9.87 0 0 1 0 19.54a14 14 0 0 0 7.56 2.21c9.05 0 14-7.5 14-13.99 0-.21 0-.42-.02-.63A9.94 9.94 0 0 0 24 4.59z"
      />
    ),
  },
  {
    network: 'Facebook',
    url: publicEnv.facebookUrl,
    icon: (
      <path
        fill="currentColor"
        d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.4H7.7V14h2.7v8z"
      />
    ),
  },
  {
    network: 'LinkedIn',
    url: publicEnv.linkedinUrl,
    icon: (
      <path
        fill="currentColor"
        d="M5 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4z"
      />
    ),
  },
  {
    network: 'Instagram',
    url: publicEnv.instagramUrl,
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </g>
    ),
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
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {profile.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
