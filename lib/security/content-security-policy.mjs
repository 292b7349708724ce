// The site's Content-Security-Policy: one policy, two ways to trust Next.js's inline scripts.
//
// Next.js writes inline scripts into every page (its bootstrap and the React Server Components
// payload, `self.__next_f.push(...)`), so `script-src 'self'` alone would stop the page from
// hydrating, and `'unsafe-inline'` would let injected script run. So:
//   - pages rendered on request (the contractor app, sign-in, invitations, payment links) get a
//     fresh nonce from the proxy (`proxy.ts`); Next.js puts it on each of its scripts;
//   - prerendered and cached pages (the marketing site, storefronts) stay static: a nonce baked into
//     cached HTML would be no secret. Their policy lists the SHA-256 of each inline script that
//     Next.js and React wrote into the very document served (`page-scripts.mjs`), computed by the
//     page cache (`cache-handler.mjs`) when the page is made, so the response of a page's first
//     render carries it too, and a shared cache never keeps a policy weaker than that.
// Either way an injected inline script matches neither, and does not run.
//
// Plain JavaScript (with `content-security-policy.d.mts` for TypeScript): the cache handler is
// loaded by Next.js at run time, outside its bundler, and shares this module with the proxy.
import { randomBytes } from 'node:crypto';

export const CSP_HEADER = 'content-security-policy';
/** The request header that hands a page's nonce to the server components that need it. */
export const NONCE_HEADER = 'x-nonce';

/** Stripe.js and what it loads (its guide's list): allowed only when Stripe is configured. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
  img: ['https://*.stripe.com'],
};

/**
 * What the policy depends on besides the page: Stripe (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY), the
 * map tiles' origin (MAP_STYLE_URL: its style, tiles, glyphs and sprites are served from there),
 * and development (React's debugging needs `eval`). An external API (API_URL) adds nothing: the
 * browser calls this site's /api routes, which a web tier passes on (server/http/api-proxy.ts).
 * @param {Record<string, string | undefined>} env
 */
export function policyOptionsFromEnv(env = process.env) {
  const mapStyleUrl = env.MAP_STYLE_URL?.trim();
  return {
    stripe: Boolean(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim()),
    mapOrigin: mapStyleUrl ? new URL(mapStyleUrl).origin : undefined,
    development: env.NODE_ENV === 'development',
  };
}

/**
 * The policy for one response. `scripts` are the sources that trust the page's own inline scripts:
 * `'nonce-…'` or `'sha256-…'` values, never `'unsafe-inline'`.
 * @param {{ scripts: string[], stripe: boolean, mapOrigin?: string, development: boolean }} options
 */
export function contentSecurityPolicy({ scripts, stripe, mapOrigin, development }) {
  const ifStripe = (list) => (stripe ? list : []);
  const ifMap = (list) => (mapOrigin ? list : []);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...ifStripe(STRIPE.script), ...(development ? ["'unsafe-eval'"] : [])],
    // React's style attributes and Stripe's Elements need inline styles; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ifStripe(STRIPE.img), ...ifMap([mapOrigin])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...ifStripe(STRIPE.connect), ...ifMap([mapOrigin])],
    // MapLibre draws in web workers it starts from blob: URLs.
    'worker-src': ["'self'", ...ifMap(['blob:'])],
    'frame-src': ["'self'", ...ifStripe(STRIPE.frame)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No page is meant to be framed: the partner button is a plain link on the partner's site.
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}
