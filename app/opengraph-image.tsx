import { ImageResponse } from 'next/og';

import { MARKETING_CLAIMS } from '@/lib/constants';
import { OG_IMAGE, SITE_NAME } from '@/lib/seo';

// Drawn once at build time with next/og's bundled font: no network, no font file to ship.
export const alt = OG_IMAGE.alt;
export const size = { width: OG_IMAGE.width, height: OG_IMAGE.height };
export const contentType = 'image/png';

// The image is drawn once, at build time: it states only the business's promises, never a count
// of the marketplace (suppliers, cities), which changes after the build.
const claims = [
  'Order online, track live',
  `${MARKETING_CLAIMS.aggregateDeliveryWindowHours}-hour delivery windows`,
  `${MARKETING_CLAIMS.creditTermDays}-day terms`,
];

export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: '#101722',
        color: '#f4f6f9',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <svg width="88" height="88" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#c2410c" />
          <path d="M7 22h18v3H7zM9 12h5v8H9zM16 8h7v12h-7z" fill="#fff" />
        </svg>
        <div style={{ display: 'flex', fontSize: 56, letterSpacing: -1 }}>{SITE_NAME}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ display: 'flex', fontSize: 68, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1000 }}>
          The marketplace for concrete, aggregates, disposal bins and building materials
        </div>
        <div style={{ display: 'flex', gap: 20, fontSize: 32, color: '#b9c2d0' }}>
          {claims.map((claim) => (
            <div
              key={claim}
              style={{ display: 'flex', padding: '10px 22px', border: '2px solid #c2410c', borderRadius: 999 }}
            >
              {claim}
            </div>
          ))}
        </div>
      </div>
    </div>,
    size,
  );
}
