/**
 * The largest image, in pixels, each use takes: checked at upload from the image's header, before
 * the rest is read (server/files/image-header.ts), and again before an e-ticket draws a signature.
 * Bytes bound nothing here: decoding costs memory and time by the pixel, and a 4 kB PNG can say
 * it is 6000 × 6000 (144 MB once decoded). Each limit is what the use needs, with room to spare.
 */

export interface ImagePixelLimits {
  /** The widest and tallest the image may be, in pixels. */
  width: number;
  height: number;
  /** Width × height at most. */
  pixels: number;
}

/** The receiver signs on the driver's phone, on a pad of this size (components/driver/SignaturePad.tsx). */
export const SIGNATURE_PAD = { width: 600, height: 200 } as const;

export const IMAGE_PIXEL_LIMITS = {
  /**
   * Twice the pad each way (a sharper pad some day), and no more: every download of the load's
   * e-ticket decodes the signature to draw it.
   */
  signature: { width: SIGNATURE_PAD.width * 2, height: SIGNATURE_PAD.height * 2, pixels: 480_000 },
  /**
   * The phone resizes a photo to PROOF_LIMITS.photoPixels on its longer side; one that cannot
   * sends its camera's original, which is rarely over 24 megapixels within PROOF_LIMITS.photoBytes.
   */
  photo: { width: 8192, height: 8192, pixels: 24_000_000 },
  /** Shown a few hundred pixels wide at most, and decoded by every visitor's browser. */
  logo: { width: 4096, height: 4096, pixels: 4_000_000 },
} as const satisfies Record<string, ImagePixelLimits>;

export type ImageUse = keyof typeof IMAGE_PIXEL_LIMITS;

/** "1200 × 400 pixels", or with a pixel count below the sides' product, "... and 24 megapixels". */
export function describePixelLimits(limits: ImagePixelLimits): string {
  const sides = `${limits.width} × ${limits.height} pixels`;
  if (limits.pixels >= limits.width * limits.height) return sides;
  const megapixels = Math.floor(limits.pixels / 100_000) / 10;
  return `${sides} and ${megapixels} megapixels`;
}
