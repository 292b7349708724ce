import { createHash } from 'node:crypto';

import type { Page, Response } from '@playwright/test';

import { appRoutes, orderPath } from '@/lib/routes';

import { expect, test } from './fixtures';
import { invitationLinkMailedTo } from './outbox';
import { paymentLinkThroughApi, placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, setBrandColour, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';
import { networkSettled } from './network';

// The Content-Security-Policy and HSTS of every kind of page (issue 10, item 9). The fixtures fail a
// test on any console error, and the browser reports each blocked script as one: a page whose own
// scripts the policy refused fails here, as it would in every other spec.

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The response's policy, checked for what every page's policy must say; answers its script sources. */
async function expectStrictPolicy(response: Response | null): Promise<string[]> {
  expect(response?.ok(), 'the page loaded').toBe(true);
  const headers = response!.headers();
  // One policy: two would both apply and block each other's scripts.
  const policies = (await response!.headersArray()).filter(
    ({ name }) => name.toLowerCase() === 'content-security-policy',
  );
  expect(policies, 'one Content-Security-Policy header').toHaveLength(1);
  const policy = policies[0]!.value;
  expect(policy).not.toContain(',');
  const byName = directives(policy);
  const scripts = byName.get('script-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(byName.get('object-src')).toEqual(["'none'"]);
  expect(byName.get('base-uri')).toEqual(["'self'"]);
  expect(byName.get('form-action')).toEqual(["'self'"]);
  expect(byName.get('frame-ancestors')).toEqual(["'none'"]);
  // The sandbox takes payments in these tests: no Stripe anywhere.
  expect(policy).not.toMatch(/stripe/);
  // `next start` is a production server: HSTS for two years, subdomains included.
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  return scripts;
}

/** React hydrated the page: its DOM nodes carry React's fibers, which only the page's scripts attach. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}

type Watched = Window & { policyViolations?: string[] };

/**
 * Records every violation of the policy in the pages the test opens, including those a script
 * catches and the console never shows (a library probing for `eval`), which DevTools and
 * Lighthouse still report.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      watched.policyViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
}

async function expectNoViolations(page: Page) {
  // Hydration runs the page's scripts; give the lazy leaves near the top a moment to load too.
  await networkSettled(page);
  expect(await page.evaluate(() => (window as Watched).policyViolations)).toEqual([]);
}

const nonceOf = (scripts: string[]) => scripts.find((source) => source.startsWith("'nonce-"));
const hashesOf = (scripts: string[]) => scripts.filter((source) => source.startsWith("'sha256-"));

/**
 * The hash sources of the inline scripts the browser would run in the page (not data blocks such
 * as JSON-LD, which it never runs), as the browser computes them.
 */
async function inlineScriptHashes(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !script.getAttribute('type') || /javascript|module/.test(script.getAttribute('type') ?? ''))
      .map((script) => script.textContent ?? ''),
  );
  return [...new Set(texts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`))];
}

/** A page served from the page cache: its policy trusts exactly its own inline scripts, by their hashes. */
async function expectCachedPagePolicy(page: Page, response: Response | null) {
  const scripts = await expectStrictPolicy(response);
  expect(nonceOf(scripts)).toBeUndefined();
  // A page a shared cache may keep: its policy is the hashed one, never a weaker one.
  expect(response!.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(hashesOf(scripts).sort()).toEqual((await inlineScriptHashes(page)).sort());
  await expectHydrated(page);
  await expectNoViolations(page);
}

test.describe('prerendered pages', () => {
  for (const path of [
    '/',
    '/suppliers/concrete',
    '/contractors/order',
    '/partner-program',
    '/request-info',
    '/about',
  ]) {
    test(`${path} stays static and trusts exactly its own inline scripts by their hashes`, async ({ page }) => {
      await watchViolations(page);
      const response = await page.goto(path);
      expect(response!.headers()['x-nextjs-prerender'], 'served from the page cache').toBeTruthy();
      await expectCachedPagePolicy(page, response);
    });
  }
});

test.describe('a storefront, cached on its first visit', () => {
  // Its own supplier: no other spec changes this storefront.
  const STOREFRONT = '/s/lone-star-aggregates';
  const MANAGER = { login: 'dispatch@lone.example', password: 'Dispatch2026!' };

  test('every response, the first after each regeneration included, trusts exactly its inline scripts by their hashes', async ({
    page,
    request,
  }) => {
    await watchViolations(page);
    // The first visit renders the page: its response carries the hashes of what was just written.
    const first = await page.goto(STOREFRONT);
    await expectCachedPagePolicy(page, first);
    // From the cache.
    const again = await page.reload();
    expect(again!.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    await expectCachedPagePolicy(page, again);

    // The supplier changes its colour: the page is made again, and its next response is that render's.
    const manager = await signInDispatcher(request, MANAGER);
    for (const colour of ['#7a1f5c', '#1f5c7a']) {
      await setBrandColour(request, manager.token, colour);
      const regenerated = await page.goto(STOREFRONT);
      expect(await regenerated!.text()).toContain(colour);
      await expectCachedPagePolicy(page, regenerated);
    }
  });
});

test.describe('pages rendered on request', () => {
  test('the order flow and the orders get a fresh nonce on every load, on each of their scripts', async ({
    page,
    request,
  }) => {
    test.slow(); // five pages, each until the network is idle
    const signedUp = await signUpThroughApi(request, newContractor('Policy Reader'));
    const order = await placeOrderThroughApi(request, signedUp.tokens.token);
    await startBrowserSession(page, signedUp.tokens);
    await watchViolations(page);

    const nonces = new Set<string>();
    for (const path of [appRoutes.order, appRoutes.order, appRoutes.orders, orderPath(order.id), '/sign-in']) {
      const response = await page.goto(path);
      const scripts = await expectStrictPolicy(response);
      const nonce = nonceOf(scripts);
      expect(nonce, `${path} has a nonce`).toBeDefined();
      nonces.add(nonce!);
      // Every script the server wrote into the page carries it. (Chunks the runtime loads later,
      // such as those of prefetched routes, are files of the site itself, which 'self' allows.)
      const tags = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length, `${path} has scripts`).toBeGreaterThan(0);
      const unmarked = tags.filter((tag) => !tag.includes(`nonce="${nonce!.slice("'nonce-".length, -1)}"`));
      expect(unmarked).toEqual([]);
      await expectHydrated(page);
      await expectNoViolations(page);
    }
    expect(nonces.size).toBe(5);
  });

  test('a payment link and an invitation link', async ({ page, request }) => {
    const owner = await signUpThroughApi(request, newContractor('Link Sender'));
    const order = await placeOrderThroughApi(request, owner.tokens.token);
    const payPath = await paymentLinkThroughApi(request, owner.tokens.token, order.id);
    await watchViolations(page);
    expect(nonceOf(await expectStrictPolicy(await page.goto(payPath)))).toBeDefined();
    await expect(page.getByRole('heading', { name: 'Pay this invoice' })).toBeVisible();
    await expectHydrated(page);
    await expectNoViolations(page);

    const invitee = newContractor('Policy Invitee');
    const invited = await gql(
      request,
      `mutation ($input: InvitationCreateInput!) { invitationCreate(input: $input) { id } }`,
      { input: { email: invitee.email, role: 'partner_driver' } },
      owner.tokens.token,
    );
    expect(invited.errors).toBeUndefined();
    expect(nonceOf(await expectStrictPolicy(await page.goto(invitationLinkMailedTo(invitee.email))))).toBeDefined();
    await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expectHydrated(page);
    await expectNoViolations(page);
  });
});

test.describe('the not-found page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of ['/no-such-page', '/app/no/such.file']) {
    test(`answers ${path} under the policy, and its own scripts run`, async ({ page }) => {
      await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const policy = response?.headers()['content-security-policy'];
      expect(policy).toBeTruthy();
      expect(policy).not.toContain(',');
      expect(directives(policy!).get('script-src')).not.toContain("'unsafe-inline'");
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHydrated(page);
      await expectNoViolations(page);
    });
  }
});

test.describe('injected script', () => {
  // What a stored or reflected injection would write into a page, added here to the HTML the
  // server sent (its headers kept): the browser must refuse to run it, and say so in the console.
  test.use({ allowedConsoleErrors: [/Content Security Policy|status of 404/] });

  const INJECTED =
    '<script>window.__injected = "script"</script>' +
    '<img src="/no-such-image.png" alt="" onerror="window.__injected = \'handler\'">';

  for (const path of ['/', appRoutes.order]) {
    test(`does not run in ${path}, whose own scripts still do`, async ({ page }) => {
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.continue();
          const response = await route.fetch();
          const headers = { ...response.headers() };
          // The body is read decoded and sent back as is.
          delete headers['content-encoding'];
          delete headers['content-length'];
          // At the end of the body, where React's hydration tolerates what it did not render.
          const html = (await response.text()).replace('</body>', `${INJECTED}</body>`);
          expect(html).toContain(INJECTED);
          await route.fulfill({ response, headers, body: html });
        },
      );
      await watchViolations(page);
      const response = await page.goto(path);
      await expectStrictPolicy(response);
      await expectHydrated(page);
      expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
      // Refused: the injected script and the injected handler, and nothing of the page's own.
      await networkSettled(page);
      const violations = await page.evaluate(() => (window as Watched).policyViolations ?? []);
      expect(violations.map((violation) => violation.split(' ')[0])).toEqual(['script-src-elem', 'script-src-attr']);
    });
  }
});
