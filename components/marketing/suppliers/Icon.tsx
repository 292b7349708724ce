import { SpriteIcon } from '@/components/ui/SpriteIcon';

/**
 * Line icons drawn for these pages on a 24-unit grid, in public/icons.svg (`suppliers-<name>`).
 * They always sit next to a text that says the same thing, so they are decorative and hidden from
 * assistive technology.
 */
export const SUPPLIER_ICON_NAMES = [
  'storefront',
  'phone',
  'pointer',
  'globe',
  'dashboard',
  'code',
  'truck',
  'clock',
  'card',
  'chat',
  'star',
  'shield',
  'pin',
  'calendar',
  'scale',
  'document',
  'swap',
  'wallet',
  'bell',
  'layers',
  'bin',
  'users',
  'check',
  'route',
] as const;

export type IconName = (typeof SUPPLIER_ICON_NAMES)[number];

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SpriteIcon id={`suppliers-${name}`} className={className} width="24" height="24" />;
}
