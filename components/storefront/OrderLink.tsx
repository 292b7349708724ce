'use client';

import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react';

// The partner code's shape (lib/validation/partner-program.ts), checked without zod: this leaf is
// the storefront's only script, and the server checks the code again when the flow opens.
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const noSubscription = () => () => undefined;
/** The supplier's button code the storefront was opened with (`/r/<code>?to=storefront`). */
const codeInAddress = () => {
  const code = new URLSearchParams(window.location.search).get('partner');
  return code && CODE_PATTERN.test(code) ? code : null;
};
// The page is prerendered without one: the link gains it in the browser.
const noCode = () => null;

/**
 * A link into the order flow from a storefront. When the storefront was opened from the supplier's
 * own button, the link carries the button's code on (`&partner=CODE`), so the order counts as the
 * button's. The storefront stays static: only this leaf reads the address.
 */
export function OrderLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const code = useSyncExternalStore(noSubscription, codeInAddress, noCode);
  const withCode = code ? `${href}${href.includes('?') ? '&' : '?'}partner=${encodeURIComponent(code)}` : href;
  return <a href={withCode} {...props} />;
}
