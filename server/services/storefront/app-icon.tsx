import 'server-only';

import { ImageResponse } from 'next/og';
import sharp from 'sharp';

import { brandColours } from '@/lib/brand-colour';
import { STOREFRONT_APP_ICONS, storefrontMonogram, type StorefrontAppIconName } from '@/lib/storefront-app';
import { logger } from '@/server/logger';

/**
 * The icons of a storefront's app, as PNGs of exactly the size asked for. With a logo: the logo on
 * white (logos are drawn for white; the storefront's header sets them on white too), scaled to fit
 * whatever its shape. Without one, or when the logo cannot be decoded: the name's initials on the
 * brand colour, in the colour that reads best on it, drawn with next/og's own font, so a server
 * with no system fonts draws the same letters.
 *
 * A maskable icon keeps its picture inside the middle circle that every mask shape shows (80% of
 * the width): a logo of any shape within 56% of it fits there.
 */

const WHITE = '#ffffff';

/** Of the icon's width: how much the picture may take. */
const LOGO_SHARE = { any: 0.8, apple: 0.8, maskable: 0.56 } as const;
const MONOGRAM_FONT_SHARE = { any: 0.42, apple: 0.42, maskable: 0.32 } as const;

/** SVG is drawn at a density that gives the picture's pixels, not upscaled from 72 dpi. */
const SVG_BASE_DENSITY = 72;
const MAX_SVG_DENSITY = 2400;

export interface AppIconSource {
  name: string;
  brandColor: string | null;
  /** The logo's bytes (PNG, JPEG, WebP, or a seeded SVG); null: no logo. */
  logo: Buffer | null;
}

export async function renderAppIcon(source: AppIconSource, icon: StorefrontAppIconName): Promise<Buffer> {
  const { size, purpose } = STOREFRONT_APP_ICONS[icon];
  if (source.logo) {
    try {
      return await logoIcon(source.logo, size, LOGO_SHARE[purpose]);
    } catch (error) {
      // A logo passed the upload's header check but does not decode: the app still gets an icon.
      logger.warn('Storefront app: the logo could not be drawn, the icon shows the initials', error);
    }
  }
  return monogramIcon(source, size, MONOGRAM_FONT_SHARE[purpose]);
}

async function logoIcon(logo: Buffer, size: number, share: number): Promise<Buffer> {
  const inner = Math.round(size * share);
  const metadata = await sharp(logo).metadata();
  const density =
    metadata.format === 'svg' && metadata.width && metadata.height
      ? Math.min(MAX_SVG_DENSITY, (SVG_BASE_DENSITY * inner) / Math.max(metadata.width, metadata.height))
      : undefined;
  const picture = await sharp(logo, density ? { density } : {})
    .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: WHITE } })
    .composite([{ input: picture, gravity: 'centre' }])
    .flatten({ background: WHITE })
    .png()
    .toBuffer();
}

async function monogramIcon(source: AppIconSource, size: number, fontShare: number): Promise<Buffer> {
  const { background, foreground } = brandColours(source.brandColor);
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background,
        color: foreground,
        fontSize: Math.round(size * fontShare),
        letterSpacing: -Math.round(size * 0.01),
      }}
    >
      {storefrontMonogram(source.name)}
    </div>,
    { width: size, height: size },
  );
  return Buffer.from(await image.arrayBuffer());
}
