import type { Page, Request } from '@playwright/test';

/**
 * "The network is quiet", for checks that want the page settled (axe on the final rendering, the
 * policy-violation watch). Playwright's `networkidle` never comes on a page that follows orders
 * live: its event stream (/api/events/orders) stays open by design. So this counts every request
 * but that stream (and the router's prefetches), from the moment the test's page exists (see `trackRequests` in fixtures.ts).
 */

const LIVE_STREAM = /\/api\/events\//;
// The router's prefetches of linked pages (`?_rsc=`): data for later navigations, which Playwright
// does not always see end when the router drops them. Scripts they lead to still count.
const PREFETCH = /[?&]_rsc=/;
const pendingByPage = new WeakMap<Page, Set<Request>>();

export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  pendingByPage.set(page, pending);
  page.on('request', (request) => {
    if (!LIVE_STREAM.test(request.url()) && !PREFETCH.test(request.url())) pending.add(request);
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  // A new document starts afresh, as `networkidle` does: the old one's prefetches may never report.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pending.clear();
  });
}

/** Waits until no request but the live stream has been under way for `quietMs` (as `networkidle`: 500 ms). */
export async function networkSettled(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  await page.waitForLoadState('load');
  const pending = pendingByPage.get(page);
  if (!pending) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`The network did not settle: ${[...pending].map((request) => request.url()).join(', ')}`);
}
