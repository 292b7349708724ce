import type { ReactNode } from 'react';

/**
 * Small line icons for the contractor and company pages. They are decorative (the text next to
 * them says the same), so they are hidden from assistive technology.
 */
const paths = {
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  suppliers: (
    <>
      <path d="M3 21V10l5 3V10l5 3V6l8 4v11z" />
      <path d="M7 17h2M12 17h2M17 17h1" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </>
  ),
  star: <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />,
  credit: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h3v3H8z" />
    </>
  ),
  truck: (
    <>
      <path d="M2 6h11v10H2zM13 10h4l4 3v3h-8z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  compare: (
    <>
      <path d="M12 3v18M5 21h14M4 8h16" />
      <path d="m4 8-2 6a3 3 0 0 0 4 0zM20 8l-2 6a3 3 0 0 0 4 0z" />
    </>
  ),
  monitor: (
    <>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  phone: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="3" />
      <path d="M11 18h2" />
    </>
  ),
  storefront: (
    <>
      <path d="M3 9 5 4h14l2 5M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v8h14v-8" />
      <path d="M10 21v-5h4v5" />
    </>
  ),
  button: (
    <>
      <rect x="3" y="7" width="18" height="10" rx="5" />
      <path d="M8 12h8" />
    </>
  ),
  dashboard: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1" />
      <rect x="13" y="3" width="8" height="5" rx="1" />
      <rect x="13" y="10" width="8" height="11" rx="1" />
      <rect x="3" y="13" width="8" height="8" rx="1" />
    </>
  ),
  handshake: (
    <>
      <path d="m2 11 4-4 4 2 3-2 4 1 5 4" />
      <path d="m6 13 4 4a1.5 1.5 0 0 0 2-2l-1-1M12 15l2 2a1.5 1.5 0 0 0 2-2l-2-2M16 13l1 1a1.5 1.5 0 0 0 2-2l-2-2" />
    </>
  ),
  heart: <path d="M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z" />,
  growth: (
    <>
      <path d="M3 20h18" />
      <path d="m4 16 5-5 4 3 7-7" />
      <path d="M15 7h5v5" />
    </>
  ),
  mixer: (
    <>
      <path d="M2 16h20M3 16v-5h4v5" />
      <path d="m8 15 1-6 10-2 2 5-3 3z" />
      <circle cx="6" cy="18.5" r="1.8" />
      <circle cx="17" cy="18.5" r="1.8" />
    </>
  ),
  pile: (
    <>
      <path d="M2 20h20L15 8l-3 4-2-3z" />
      <path d="M9 16h.01M13 17h.01M15 14h.01" />
    </>
  ),
  volumetric: (
    <>
      <path d="M2 16V8h12v8M14 11h4l3 3v2H2" />
      <path d="M5 8V5h3v3M9 8V5h3v3" />
      <circle cx="6" cy="18.5" r="1.8" />
      <circle cx="17" cy="18.5" r="1.8" />
    </>
  ),
  bin: (
    <>
      <path d="M2 9h20l-2 9H4z" />
      <path d="M6 9V6h12v3M9 13h6" />
    </>
  ),
  check: <path d="m5 12 5 5 9-10" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
