import { appRoutes, viewerHome, type ViewerPlace } from '@/lib/app-routes';

/** The sign-in and sign-up pages (for direct links; the app also opens them as a modal). */
export const authRoutes = { signIn: '/sign-in', signUp: '/sign-up' } as const;

const PLACEHOLDER_ORIGIN = 'https://buildmarket.invalid';

/**
 * Where to go after signing in: `next` when it is a path on this site, `fallback` otherwise, so a
 * crafted link ("?next=//evil.example") can never send a freshly signed-in user elsewhere.
 */
export function safeNextPath(next: unknown, fallback: string = appRoutes.home): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return fallback;
  try {
    const url = new URL(next, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page, coming back to `next` afterwards. */
export function signInPath(next?: string): string {
  return next ? `${authRoutes.signIn}?next=${encodeURIComponent(next)}` : authRoutes.signIn;
}

/** The sign-up page, keeping a referral code. */
export function signUpPath(referralCode?: string): string {
  return referralCode ? `${authRoutes.signUp}?ref=${encodeURIComponent(referralCode)}` : authRoutes.signUp;
}

/** Where a new contractor lands (spec: /app, with ?referral=true when a referral code was given). */
export function afterSignUpPath(referred: boolean): string {
  return referred ? `${appRoutes.home}?referral=true` : appRoutes.home;
}

/**
 * Where a person goes once signed in: `next` (a path on this site), except that the app's home,
 * the default, means where they work (`viewerHome`): a supplier's team goes to /supplier, its
 * drivers to /driver, a referral partner who belongs to no company to /partner.
 */
export function afterSignInPath(next: unknown, viewer: ViewerPlace): string {
  const path = safeNextPath(next);
  return path === appRoutes.home ? viewerHome(viewer) : path;
}
