/**
 * The partner program's button: the click link that carries a partner's code, the order-flow
 * address it leads to, and the HTML snippet the generator hands out. Pure functions, used by the
 * generator (browser), the /r/<code> route handler and the tests alike.
 *
 * The snippet is a plain <a> with inline styles: no script, no stylesheet, so it works on any
 * website and any e-mail. Every value put into it is escaped, whatever the code or label holds.
 */
import { escapeHtml } from '@/lib/html';
import type { PartnerButtonAction } from '@/lib/partner-program/codes';

export type { PartnerButtonAction };

/** Where a click on a partner's button is counted before it goes on to the order flow. */
export const PARTNER_CLICK_PATH_PREFIX = '/r';

export const PARTNER_BUTTON_LABELS: Record<PartnerButtonAction, string> = {
  buy: 'Buy now',
  rent: 'Rent now',
};

/** What each action orders: rent now opens the order flow on disposal-bin rentals. */
const ACTION_PRODUCT: Record<PartnerButtonAction, string | undefined> = {
  buy: undefined,
  rent: 'rentals',
};

const FONT = 'Arial,Helvetica,sans-serif';

export const PARTNER_BUTTON_STYLES = {
  filled: { label: 'Filled', background: '#c2410c', color: '#ffffff', border: '#c2410c' },
  outline: { label: 'Outline', background: '#ffffff', color: '#9a3412', border: '#c2410c' },
  dark: { label: 'Dark', background: '#1f2937', color: '#ffffff', border: '#1f2937' },
} as const;
export type PartnerButtonStyle = keyof typeof PARTNER_BUTTON_STYLES;

export const PARTNER_BUTTON_SIZES = {
  small: { label: 'Small', padding: '6px 14px', fontSize: 14 },
  medium: { label: 'Medium', padding: '10px 22px', fontSize: 16 },
  large: { label: 'Large', padding: '14px 30px', fontSize: 20 },
} as const;
export type PartnerButtonSize = keyof typeof PARTNER_BUTTON_SIZES;

export interface PartnerButtonOptions {
  /** The site's canonical origin, e.g. https://buildmarket.example. */
  siteUrl: string;
  code: string;
  action: PartnerButtonAction;
  style: PartnerButtonStyle;
  size: PartnerButtonSize;
  /** The button's text; the action's label by default. */
  label?: string;
}

/** The one HTML escape (lib/html.ts), exported here too for the snippet's callers. */
export { escapeHtml };

/** The path that counts a click: /r/<code>?action=buy|rent. */
export function partnerClickPath(code: string, action: PartnerButtonAction): string {
  return `${PARTNER_CLICK_PATH_PREFIX}/${encodeURIComponent(code)}?action=${action}`;
}

/** Where a supplier's own button leads: straight into the order flow, or to its storefront first. */
export const SUPPLIER_BUTTON_TARGETS = ['order', 'storefront'] as const;
export type SupplierButtonTarget = (typeof SUPPLIER_BUTTON_TARGETS)[number];

/** The storefront a supplier's button leads to, carrying the button's code for its Buy now links. */
export function storefrontPathWithCode(slug: string, code: string | null): string {
  const path = `/s/${encodeURIComponent(slug)}`;
  return code ? `${path}?partner=${encodeURIComponent(code)}` : path;
}

/** Sign-up with the partner's code filled in (where the referral link leads; components/auth/paths.ts' signUpPath). */
export function partnerSignUpPath(code: string): string {
  return `/sign-up?ref=${encodeURIComponent(code)}`;
}

/** The partner's referral link: counts the click, then opens sign-up with the code ($20 of credit). */
export function partnerReferralUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${PARTNER_CLICK_PATH_PREFIX}/${encodeURIComponent(code)}?to=sign-up`;
}

/** The absolute click link a button on another website points to. */
export function partnerClickUrl(siteUrl: string, code: string, action: PartnerButtonAction): string {
  return `${siteUrl.replace(/\/+$/, '')}${partnerClickPath(code, action)}`;
}

/**
 * The order flow a click leads to: the action's product and, when the partner is known, its code
 * (`?partner=CODE`), so the order is attributed to the partner. A supplier's own button also names
 * its supplier (`&supplier=<slug>`), which the flow takes as chosen, past the producer step.
 */
export function partnerOrderPath(
  orderPath: string,
  code: string | null,
  action: PartnerButtonAction,
  storefrontSlug?: string | null,
): string {
  const params = new URLSearchParams();
  if (code) params.set('partner', code);
  if (storefrontSlug) params.set('supplier', storefrontSlug);
  const product = ACTION_PRODUCT[action];
  if (product) params.set('product', product);
  const query = params.toString();
  return query ? `${orderPath}?${query}` : orderPath;
}

/** The button's inline CSS, one declaration list (also used by the live preview). */
export function partnerButtonCss(style: PartnerButtonStyle, size: PartnerButtonSize): string {
  const look = PARTNER_BUTTON_STYLES[style];
  const dimensions = PARTNER_BUTTON_SIZES[size];
  return [
    'display:inline-block',
    'box-sizing:border-box',
    `padding:${dimensions.padding}`,
    `font:700 ${dimensions.fontSize}px/1.25 ${FONT}`,
    `color:${look.color}`,
    `background:${look.background}`,
    `border:2px solid ${look.border}`,
    'border-radius:6px',
    'text-decoration:none',
    'text-align:center',
    'cursor:pointer',
  ].join(';');
}

/** The HTML a partner pastes into its website: one <a>, inline styles, nothing else. */
export function partnerButtonSnippet(options: PartnerButtonOptions & { target?: SupplierButtonTarget }): string {
  const href = `${partnerClickUrl(options.siteUrl, options.code, options.action)}${options.target === 'storefront' ? '&to=storefront' : ''}`;
  const label = options.label ?? PARTNER_BUTTON_LABELS[options.action];
  return `<a href="${escapeHtml(href)}" style="${escapeHtml(partnerButtonCss(options.style, options.size))}">${escapeHtml(label)}</a>`;
}
