// Types of content-security-policy.mjs (plain JavaScript: the cache handler loads it outside Next.js's bundler).

export declare const CSP_HEADER: 'content-security-policy';
export declare const NONCE_HEADER: 'x-nonce';

export interface PolicyOptions {
  /** Stripe.js may load (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is set). */
  stripe: boolean;
  /** The map tiles' origin (MAP_STYLE_URL), which MapLibre fetches from, in its blob: workers. */
  mapOrigin?: string;
  /** `next dev`: React's debugging needs `eval`. */
  development: boolean;
}

export declare function policyOptionsFromEnv(env?: Record<string, string | undefined>): PolicyOptions;

export declare function contentSecurityPolicy(options: PolicyOptions & { scripts: string[] }): string;

export declare function newNonce(): string;
