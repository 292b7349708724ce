import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against a production build (`next build`, then `npm run serve`) on a fresh
// temporary database, in the system's Chromium when there is one, Playwright's own otherwise.
// The site's address is written into the build (SITE_URL), so tests reach the server by the same
// name `npm start` gives it, and `npm test` reuses the build of its `npm start` check on that port.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
);

// A stand-in for Google (e2e/google-stand-in.mjs), and the OAuth client the site is given for it.
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? port + 7);
const googleStandIn = `http://127.0.0.1:${googlePort}`;
const GOOGLE_CLIENT = {
  GOOGLE_CLIENT_ID: 'e2e-stand-in.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'e2e-stand-in-secret',
};

// Computed once by the runner that starts the web server; workers never use it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'buildmarket-e2e-'));
// Workers inherit it, so tests can read the server's development outbox (DATA_DIR/outbox.jsonl).
process.env.E2E_DATA_DIR = dataDir;

// Specs whose journeys behave the same at every width: they run once, in the desktop project. The
// driver's app and the pour-day journeys set their own phone-sized viewports, and the pay-invoice
// page checks the 390 px phone itself (terms-payment-link), so the other projects would only run
// the same journey again: each of these is a signed-in journey of half a minute or more.
const layoutIndependentSpecs = new RegExp(
  `/(${[
    'api',
    'accounts',
    'account-settings',
    'balance-changes',
    'bin-rentals',
    'careers',
    'driver-app',
    'forms-before-hydration',
    'invitations',
    'links',
    'malformed-requests',
    'operations',
    'order-flow',
    'orders',
    'orders-list',
    'page-cache',
    'partner-dashboard',
    'partner-program',
    'pour-day',
    'rate-limits',
    'routes',
    'security-headers',
    'seo',
    'start-selling',
    'supplier-api-docs',
    'supplier-api-keys',
    'supplier-payouts',
    'supplier-webhooks',
    'supplier-workspace',
    'terms-payment-link',
    'tiers',
  ].join('|')})\\.spec\\.ts$`,
);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: systemChromium
      ? {
          executablePath: systemChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        }
      : {},
  },
  // The spec's three layouts: mobile (767px or less), tablet (below the 980px mobile-nav
  // breakpoint), desktop. What the layout changes (navigation, footer, carousel, pages, axe) runs at
  // all three; journeys whose behaviour does not depend on the width (API checks, accounts, forms,
  // invitations, metadata) run once, at desktop width.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'tablet',
      use: { ...devices['Desktop Chrome'], viewport: { width: 900, height: 1100 }, hasTouch: true },
      testIgnore: layoutIndependentSpecs,
    },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: layoutIndependentSpecs,
    },
  ],
  webServer: [
    {
      // Google's OAuth and People API, as the site's Google contacts path meets them (below).
      command: 'node e2e/google-stand-in.mjs',
      url: `${googleStandIn}/health`,
      reuseExistingServer: false,
      env: { PORT: String(googlePort), ...GOOGLE_CLIENT },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/gql?query=%7B__typename%7D`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_URL: baseURL,
        SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? '0',
        LOG_LEVEL: 'warn',
        // The test runner stands in for one load balancer: the x-forwarded-for it sends (each test
        // its own, see e2e/fixtures.ts) is the visitor's address, as a real proxy's entry would be.
        TRUST_PROXY: '1',
        // "Invite from contacts → Google", end to end against the stand-in started above.
        ...GOOGLE_CLIENT,
        GOOGLE_OAUTH_AUTHORIZE_URL: `${googleStandIn}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: `${googleStandIn}/token`,
        GOOGLE_PEOPLE_CONNECTIONS_URL: `${googleStandIn}/v1/people/me/connections`,
        // A supplier's own domain (e2e/storefront-domain.spec.ts): its HTTP check reaches this server.
        STOREFRONT_DOMAIN_RESOLVE: `shop.northpeak.test=127.0.0.1:${port}`,
      },
    },
  ],
});
