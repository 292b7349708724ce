import { SpriteIcon } from '@/components/ui/SpriteIcon';

/**
 * Small line icons for the contractor and company pages, drawn in public/icons.svg
 * (`contractors-<name>`). They are decorative (the text next to them says the same), so they are
 * hidden from assistive technology.
 */
export const CONTRACTOR_ICON_NAMES = [
  'account',
  'suppliers',
  'chat',
  'star',
  'credit',
  'calendar',
  'truck',
  'pin',
  'compare',
  'monitor',
  'phone',
  'storefront',
  'button',
  'dashboard',
  'handshake',
  'heart',
  'growth',
  'mixer',
  'pile',
  'volumetric',
  'bin',
  'check',
  'mail',
] as const;

export type IconName = (typeof CONTRACTOR_ICON_NAMES)[number];

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return <SpriteIcon id={`contractors-${name}`} className={className} width={size} height={size} />;
}
