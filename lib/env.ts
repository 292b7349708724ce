/**
 * The one environment of the product, validated with zod.
 *
 * `publicEnv` holds the `NEXT_PUBLIC_*` values: Next.js inlines them into client bundles at build
 * time, so each one is read by its literal name below. `serverEnv()` holds everything else and
 * may only be called on the server; secrets are not here but in `server/secrets.ts`, which
 * generates safe development defaults and refuses to start production without them.
 */
import { z } from 'zod';

import { DEFAULT_APP_NAME, DEFAULT_APP_VERSION } from './app-identity';
import { SOCIAL_PROFILES } from './external-links';
import { GRAPHQL_BROWSER_PATH } from './graphql/endpoint';

/** An unset or blank variable is undefined, not an invalid value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** `https://host[:port]` as browsers send it in `Origin`, or null when `value` is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'https:' || url.protocol === 'http:') && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** A URL without its trailing slash, so `${API_URL}/gql` never doubles it. */
const optionalUrl = optional(z.url().transform((value) => value.replace(/\/+$/, '')));

/**
 * Where a server started on this machine is reached when nobody said otherwise: the port it
 * listens on, so that `PORT=3200 npm start` mails and copies links that work.
 */
export function localSiteUrl(port: string | undefined = process.env.PORT): string {
  return `http://localhost:${port?.trim() || '3000'}`;
}

const DURATION_UNIT_MS = { m: 60_000, h: 3_600_000 } as const;

/**
 * A duration in minutes or hours: `90m`, `2h`. One format with its unit always written, so that
 * nobody has to guess whether `120` meant minutes or seconds.
 */
export const durationSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,5}[mh]$/, 'must be a whole number of minutes or hours, e.g. 90m or 2h')
  .transform((value) => Number(value.slice(0, -1)) * DURATION_UNIT_MS[value.slice(-1) as 'm' | 'h']);

const publicSchema = z.object({
  /**
   * The site's public origin (`SITE_URL`): canonical and Open Graph URLs, the sitemap, and every
   * link the product mails or copies (payment links, invitations, referral links, the partner
   * button). `next.config.ts` writes it into the build (static pages carry it), so it is inlined
   * under the name NEXT_PUBLIC_SITE_URL; a production server refuses to start when the `SITE_URL`
   * it is given is missing or differs from its build's (see `server/secrets.ts`).
   */
  siteUrl: optionalUrl.transform((value) => value ?? localSiteUrl()),
  /** Where the order-now button sends contractors; this app's own order flow by default. */
  orderAppUrl: z.string().min(1).default('/app/order'),
  companyEmail: z.email().default('hello@buildmarket.example'),
  companyPhone: z.string().min(1).default('+1 (416) 555-0142'),
  /**
   * The social profiles (opened in a new tab). Every other link of the site is its own; the hosts
   * a page may link to are listed in lib/external-links.ts.
   */
  twitterUrl: z.url().default(SOCIAL_PROFILES.twitter),
  facebookUrl: z.url().default(SOCIAL_PROFILES.facebook),
  linkedinUrl: z.url().default(SOCIAL_PROFILES.linkedin),
  instagramUrl: z.url().default(SOCIAL_PROFILES.instagram),
  appName: z.string().default(DEFAULT_APP_NAME),
  appVersion: z.string().default(DEFAULT_APP_VERSION),
  /** Stripe.js on the payment step (pk_test_… / pk_live_…); unset: the built-in sandbox's card form. */
  stripePublishableKey: optional(z.string().regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')),
});

export type PublicEnv = z.infer<typeof publicSchema>;

export const publicEnv: PublicEnv = publicSchema.parse({
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  orderAppUrl: process.env.NEXT_PUBLIC_ORDER_APP_URL || undefined,
  companyEmail: process.env.NEXT_PUBLIC_COMPANY_EMAIL || undefined,
  companyPhone: process.env.NEXT_PUBLIC_COMPANY_PHONE || undefined,
  twitterUrl: process.env.NEXT_PUBLIC_TWITTER_URL || undefined,
  facebookUrl: process.env.NEXT_PUBLIC_FACEBOOK_URL || undefined,
  linkedinUrl: process.env.NEXT_PUBLIC_LINKEDIN_URL || undefined,
  instagramUrl: process.env.NEXT_PUBLIC_INSTAGRAM_URL || undefined,
  appName: process.env.NEXT_PUBLIC_APP_NAME || undefined,
  appVersion: process.env.NEXT_PUBLIC_APP_VERSION || undefined,
  stripePublishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || undefined,
});

const serverSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set: external mode. The app talks to `${API_URL}/gql` and starts no API or database. */
    API_URL: optionalUrl,
    /** Set: PostgreSQL through node-postgres. Unset: embedded PGlite in DATA_DIR. */
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://')),
    DATA_DIR: z.string().trim().min(1).default('./.data'),
    /**
     * The site's public origin as this server is told it at start (the build's own copy is
     * `publicEnv.siteUrl`). Required in production; `npm start` sets it from PORT.
     */
    SITE_URL: optionalUrl,
    /**
     * Demo suppliers, products, jobs, partners and customer stories. Default: on for the embedded
     * PGlite database (a laptop, a demo, the tests), off on PostgreSQL (a real deployment gets the
     * reference data only: countries, cities, postal codes, taxes, offices).
     */
    DEMO_DATA: optional(z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true')),
    /** Set: state shared by instances (rate-limit counters) lives in Redis. Unset: in the database. */
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
    /**
     * How many proxies (load balancers) in front of the server append to X-Forwarded-For. 0: the
     * connection's own address is the client's, and X-Forwarded-For is ignored.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Set: Prometheus may read the metrics at `/api/metrics` with `Authorization: Bearer <token>`.
     * Unset: that address answers 404. (`npm run serve` also serves them on METRICS_PORT.)
     */
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    /** SMTP connection string for outgoing mail; unset: mail goes to the development outbox (the log). */
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('BuildMarket <no-reply@buildmarket.example>'),
    /** Who receives the messages of the get-in-touch form. */
    CONTACT_MAIL_TO: z.email().default('hello@buildmarket.example'),
    /** Who receives the demo requests of /book-demo ("Schedule a demo", "Contact sales"). Unset: CONTACT_MAIL_TO. */
    SALES_MAIL_TO: optional(z.email()),
    /** Messages one sender (address or email) may send through the contact form in 10 minutes. */
    CONTACT_MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    /**
     * How the server log is written: `json` (one JSON object a line, for a log collector) or
     * `pretty` (one readable line an entry, for a terminal). Unset: pretty under `next dev`, else
     * JSON (`npm start`, a local start, asks for pretty).
     */
    LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
    /**
     * Other origins whose pages may call the embedded API from the browser (CORS), comma-separated:
     * `https://app.example.com,https://partner.example`. The site's own origin always may.
     */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value, context) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => {
            const origin = originOf(entry);
            if (!origin)
              context.addIssue({ code: 'custom', message: `${entry} is not an origin (https://host[:port])` });
            return origin ?? entry;
          }),
      ),
    /** Set (with the webhook secret): payments go through Stripe. Unset: the built-in sandbox gateway. */
    STRIPE_SECRET_KEY: optional(
      z.string().regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_, rk_test_ or rk_live_'),
    ),
    /** Verifies Stripe's webhook deliveries (the endpoint's signing secret). */
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must start with whsec_')),
    /**
     * How long a placed order may stay unpaid before the maintenance job cancels it and frees its
     * trucks (never later than the supplier's cancellation window), in milliseconds once parsed.
     * Written `90m` or `2h`. Default: 2h.
     */
    UNPAID_ORDER_TTL: optional(durationSchema).transform((value) => value ?? 2 * DURATION_UNIT_MS.h),
    /** A truck's average speed on the way to a site, for ETAs without a routing service. Default: 35 km/h. */
    TRUCK_AVERAGE_SPEED_KMH: z.coerce.number().min(5).max(120).default(35),
    /**
     * An OSRM-compatible routing service (`<url>/route/v1/driving/...`): ETAs by road. Unset: the
     * distance as the crow flies, times a road factor, over TRUCK_AVERAGE_SPEED_KMH.
     */
    ROUTING_URL: optionalUrl,
    /** A MapLibre style URL (map tiles): the contractor's tracking shows a map. Unset: no map. */
    MAP_STYLE_URL: optionalUrl,
    /**
     * A Google OAuth client (type "Web application", redirect URI `<SITE_URL>/api/contacts/google/callback`,
     * the People API enabled): the team's invite dialog can bring in the person's Google contacts.
     * Unset: contacts come from a CSV or vCard file only.
     */
    GOOGLE_CLIENT_ID: optional(
      z.string().regex(/\.apps\.googleusercontent\.com$/, 'must end with .apps.googleusercontent.com'),
    ),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    /**
     * Google's OAuth and People API addresses, for a stand-in (the end-to-end tests run one): the
     * consent page, the token endpoint and `people/me/connections`. Unset: Google's own.
     */
    GOOGLE_OAUTH_AUTHORIZE_URL: optionalUrl,
    GOOGLE_OAUTH_TOKEN_URL: optionalUrl,
    GOOGLE_PEOPLE_CONNECTIONS_URL: optionalUrl,
    /**
     * The host a supplier's own domain points to (its CNAME, or the A record of this host's
     * address), shown on the workspace's storefront page. Unset: SITE_URL's host.
     */
    STOREFRONT_DOMAIN_TARGET: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9.-]+$/, 'must be a host name, e.g. domains.buildmarket.example'),
    ),
    /**
     * Where the HTTP check of a supplier's domain connects instead of the domain's own address,
     * comma-separated `domain=host:port` (the end-to-end tests point their test domains at the
     * server under test). Unset: the domain's address, as DNS answers it.
     */
    STOREFRONT_DOMAIN_RESOLVE: z
      .string()
      .default('')
      .transform((value) =>
        Object.fromEntries(
          value
            .split(',')
            .map((entry) => entry.trim().split('='))
            .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1]))
            .map(([domain, address]) => [domain.trim().toLowerCase(), address.trim()]),
        ),
      ),
  })
  .superRefine((env, context) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set (webhooks drive the payment state)',
      });
    }
  });

export type ServerEnv = z.infer<typeof serverSchema>;

/** The names of the server's variables, for the checks that deploy/ sets only real ones. */
export const SERVER_ENV_NAMES: readonly string[] = Object.keys(serverSchema.shape);

let cachedServerEnv: ServerEnv | undefined;

/** The server's environment; throws a readable error listing every invalid variable. */
export function serverEnv(): ServerEnv {
  if (typeof window !== 'undefined') {
    throw new Error('serverEnv() was called in the browser');
  }
  if (cachedServerEnv) return cachedServerEnv;
  const parsed = serverSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}\nSee .env.example.`);
  }
  cachedServerEnv = parsed.data;
  return cachedServerEnv;
}

/** Embedded mode serves the GraphQL API and owns the database; external mode uses API_URL. */
export function isEmbeddedApi(): boolean {
  return serverEnv().API_URL === undefined;
}

/** The origins whose pages may read the embedded API's answers: the site's own and CORS_ORIGINS. */
export function corsOrigins(): string[] {
  return [...new Set([new URL(publicEnv.siteUrl).origin, ...serverEnv().CORS_ORIGINS])];
}

/**
 * The GraphQL endpoint the browser calls: always this site's. A web tier (API_URL set) passes
 * /api/* on to the API tier (server/http/api-proxy.ts), so the browser needs no other origin, no CORS,
 * and follows the order events and downloads at the same addresses. Server rendering calls
 * `${API_URL}/gql` directly (server/graphql/execute.ts).
 */
export function graphqlEndpoint(): string {
  return GRAPHQL_BROWSER_PATH;
}

/** Whether this server's database gets the demo data (see DEMO_DATA). */
export function demoDataEnabled(env: ServerEnv = serverEnv()): boolean {
  return env.DEMO_DATA ?? env.DATABASE_URL === undefined;
}

/**
 * The origin a build writes into its pages and bundles (`next.config.ts`): SITE_URL when set,
 * else where a local server listens. Read from the environment of `next build` or `next dev`.
 */
export function siteUrlForBuild(environment: Record<string, string | undefined> = process.env): string {
  const configured = environment.SITE_URL?.trim();
  return (configured || localSiteUrl(environment.PORT)).replace(/\/+$/, '');
}

/** Only for tests: forget the parsed environment after changing process.env. */
export function resetServerEnvForTests(): void {
  cachedServerEnv = undefined;
}
