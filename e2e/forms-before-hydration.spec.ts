import type { Frame, Locator, Page, Request } from '@playwright/test';

import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { invitationLinkMailedTo } from './outbox';
import { gql, newContractor, signUpThroughApi } from './session';

/**
 * Forms sent before their script ran (issue 33 item 8). A page's forms are in its HTML before its
 * JavaScript has loaded; sent then, the browser sends them on its own, and a form without a method
 * is a GET: `/sign-in?login=…&password=…`, in the history, the server's logs and the next page's
 * Referer. Every form that is in a page's HTML is sent here with its script held back: Enter in a
 * field sends nothing and keeps what was typed, and a submission the browser makes all the same
 * posts the fields in its body and comes back to the page, never with a field in an address.
 */

/** Holds the page's scripts back (not its styles) until `release`: the page as it is before hydration. */
async function holdScripts(page: Page) {
  const held: (() => void)[] = [];
  let holding = true;
  await page.route('**/_next/static/**', async (route) => {
    if (!holding || !route.request().url().endsWith('.js')) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return () => {
    holding = false;
    for (const resume of held.splice(0)) resume();
  };
}

/** Whether `text` (an address, a body) holds `value` as typed or as a browser encodes a form's field. */
function carries(text: string, value: string): boolean {
  const query = new URLSearchParams({ value }).toString().slice('value='.length);
  return [value, encodeURIComponent(value), query].some((form) => text.includes(form));
}

interface EarlyForm {
  path: string;
  /** The form's accessible name. */
  name: string;
  /** Label → what is typed; the first is where Enter is pressed. */
  fields: Record<string, string>;
}

const FORMS: EarlyForm[] = [
  {
    path: '/sign-in',
    name: 'Sign in',
    fields: { 'Email or phone': 'early.bird@site.example', Password: 'TypedTooEarly2024' },
  },
  {
    path: '/sign-up',
    name: 'Sign up',
    fields: {
      Email: 'early.signup@site.example',
      Phone: '4375550101',
      Password: 'SignedUpTooEarly9',
      'Confirm password': 'SignedUpTooEarly9',
      'Full name': 'Early Signup',
    },
  },
  {
    path: '/',
    name: 'Get in touch',
    fields: { 'Full name': 'Early Contact', Email: 'early.contact@site.example', Message: 'Sent-before-hydration' },
  },
  {
    path: '/request-info',
    name: 'Partner form',
    fields: { 'Company name': 'Early Aggregates', Email: 'early.partner@site.example', Address: '1 Early Rd' },
  },
];

const isMainFrame = (page: Page) => (frame: Frame) => frame === page.mainFrame();

async function fill(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

async function expectKept(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const kept = await form.getByLabel(label, { exact: true }).inputValue();
    // The phone input shows its number formatted: (437) 555-0101.
    expect(label === 'Phone' ? kept.replace(/\D/g, '') : kept, label).toBe(value);
  }
}

test.describe('forms before hydration', () => {
  for (const early of FORMS) {
    test(`${early.name} (${early.path}): Enter sends nothing, and a form sent anyway never puts a field in an address`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(early.path, { waitUntil: 'domcontentloaded' });
      const form = page.getByRole('form', { name: early.name });
      await fill(form, early.fields);

      // Enter in a field: nothing is sent, what was typed stays.
      const documentsBefore = requests.filter((request) => request.isNavigationRequest()).length;
      await form.getByLabel(Object.keys(early.fields)[0]!, { exact: true }).press('Enter');
      await page.waitForTimeout(1_000);
      expect(requests.filter((request) => request.isNavigationRequest())).toHaveLength(documentsBefore);
      await expectKept(form, early.fields);

      // Sent all the same (as a click on its button would): the fields go in the body, the page comes back.
      const navigated = page.waitForEvent('framenavigated', { predicate: isMainFrame(page) });
      await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
      await navigated;
      const sent = requests.filter((request) => request.isNavigationRequest()).slice(documentsBefore);
      expect(sent.length, 'the form was sent').toBeGreaterThan(0);
      for (const request of requests) {
        for (const value of Object.values(early.fields)) {
          expect(carries(request.url(), value), `${request.url()} holds "${value}"`).toBe(false);
        }
      }
      expect(sent[0]!.method()).toBe('POST');
      expect(carries(sent[0]!.postData() ?? '', Object.values(early.fields)[0]!), 'the fields are in the body').toBe(
        true,
      );
      expect(new URL(page.url()).pathname).toBe(early.path);
      expect(new URL(page.url()).search).toBe('');
      const answer = await sent.at(-1)!.response();
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('form', { name: early.name })).toBeVisible();

      release();
      await networkSettled(page);
    });
  }

  test('typed before hydration, kept by the form once its script runs', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await fill(form, FORMS[0]!.fields);
    release();
    await networkSettled(page);
    await expectKept(form, FORMS[0]!.fields);
    // The script sends it now: the API answers, the page stays.
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Incorrect email, phone or password');
    expect(new URL(page.url()).search).toBe('');
  });

  test('the other forms with personal data are not in the page before its script runs', async ({ request }) => {
    const career = await request.get('/career');
    const job = /href="(\/career\/[^"]+)"/.exec(await career.text())?.[1];
    expect(job, 'a job to apply for').toBeTruthy();
    const owner = await signUpThroughApi(request, newContractor('Owen Owner'));
    const invited = newContractor('Ivy Invited').email;
    const invitation = await gql(
      request,
      'mutation ($input: InvitationCreateInput!) { invitationCreate(input: $input) { id } }',
      { input: { email: invited, role: 'partner_driver' } },
      owner.tokens.token,
    );
    expect(invitation.errors).toBeUndefined();
    // The career application (a dialog), an invitation's sign-up, settings (password, details,
    // company), credit, checkout: rendered by the script, once it runs. (The footer's get-in-touch
    // form, in every marketing page, is sent early above.)
    for (const path of [
      job!,
      invitationLinkMailedTo(invited),
      '/app/settings',
      '/app/credit',
      '/app/order?step=checkout',
    ]) {
      const html = await (await request.get(path)).text();
      const forms = html.match(/<form\b[^>]*>/g) ?? [];
      expect(
        forms.filter((tag) => !tag.includes('aria-labelledby="get-in-touch"')),
        path,
      ).toEqual([]);
    }
  });
});
