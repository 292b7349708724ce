/**
 * A supplier's brand colour on its storefront. The supplier picks any colour; the text and icons
 * on it are black or white, whichever contrasts more (WCAG 2 relative luminance), so a pale
 * yellow gets black text and a navy white text. Between black and white one of them always
 * reaches at least 4.58:1 on any colour, above the 4.5:1 that normal text needs.
 */

export const BRAND_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/** The marketplace's own colour, for a supplier that chose none. */
export const DEFAULT_BRAND_COLOUR = '#c2410c';

const BLACK = '#000000';
const WHITE = '#ffffff';

/** WCAG 2 relative luminance of '#rrggbb', 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white: whichever reads better on `background` ('#rrggbb'). */
export function readableForeground(background: string): typeof BLACK | typeof WHITE {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

/** The storefront's colours: the supplier's (or the default) and the text on it. */
export function brandColours(brandColor: string | null | undefined): { background: string; foreground: string } {
  const background =
    brandColor && BRAND_COLOUR_PATTERN.test(brandColor) ? brandColor.toLowerCase() : DEFAULT_BRAND_COLOUR;
  return { background, foreground: readableForeground(background) };
}
