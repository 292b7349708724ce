import type { SVGProps } from 'react';

/**
 * The marketing pages' icons are drawn once, in public/icons.svg, and each place that shows one
 * refers to it: a page with a hundred icons no longer carries a hundred copies of their paths in
 * its HTML and again in its RSC payload (issue 38). The browser fetches the sprite once.
 */
export const ICON_SPRITE = '/icons.svg';

/**
 * An icon of the sprite: `id` is its symbol's. Decorative (hidden from assistive technology):
 * the text beside it, or the control's own label, says what it means. The symbol says how it is
 * drawn (its grid, its stroke); the `<svg>` gives its size, and its colour as currentColor.
 */
export function SpriteIcon({ id, ...svg }: { id: string } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg {...svg} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${id}`} />
    </svg>
  );
}
