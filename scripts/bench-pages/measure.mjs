// What `npm run bench:pages` measures of a route (./index.mjs): the JavaScript of its first load,
// and one Lighthouse run's scores, metrics and failing audits.
import { CATEGORIES } from './settings.mjs';

/**
 * Compressed bytes of every script the page requested before its load event, in a fresh context
 * (empty cache). Scripts requested later (link prefetches of other routes, lazy chunks loaded
 * on interaction) are not part of the first load.
 */
export async function measureFirstLoadJs(browser, url) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate, br' } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    const scripts = new Map();
    let loadedAt = Infinity;
    cdp.on('Page.loadEventFired', ({ timestamp }) => (loadedAt = Math.min(loadedAt, timestamp)));
    cdp.on('Network.requestWillBeSent', ({ requestId, timestamp, type }) => {
      if (type === 'Script') scripts.set(requestId, { sentAt: timestamp, bytes: 0, encoding: undefined });
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const script = scripts.get(requestId);
      if (script) script.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'];
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Let in-flight loadingFinished events arrive.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const firstLoad = [...scripts.values()].filter((script) => script.sentAt <= loadedAt);
    const bytes = firstLoad.reduce((sum, script) => sum + script.bytes, 0);
    const uncompressed = firstLoad.filter((script) => script.bytes > 1024 && !script.encoding).length;
    return { kB: bytes / 1000, count: firstLoad.length, uncompressed };
  } finally {
    await context.close();
  }
}

/** One Lighthouse run (its default config: mobile emulation, simulated throttling). */
export async function lighthouseRun(lighthouse, port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : undefined];
    }),
  );
  const metric = (id) => lhr.audits[id]?.numericValue;
  // What keeps a category below 100: its weighted audits that did not pass.
  const failing = {};
  for (const id of CATEGORIES) {
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
      .map((audit) => ({ id: audit.id, examples: auditExamples(audit) }));
  }
  return {
    ...scores,
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    si: metric('speed-index'),
    failing,
  };
}

/** The first offenders of a failed audit (an element's selector, a console message), to act on. */
function auditExamples(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 2)
    .map((item) => item.node?.selector ?? item.description ?? item.url ?? '')
    .filter(Boolean)
    .map((text) => String(text).replace(/\s+/g, ' ').slice(0, 160));
}
