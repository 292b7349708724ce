import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';

/** Each layout counts the clicks of its own partner, so projects running at once never collide. */
const PARTNER_BY_PROJECT: Record<string, { code: string; name: string }> = {
  desktop: { code: 'NORTHPEAK', name: 'NorthPeak Ready Mix' },
  tablet: { code: 'BAYCITY', name: 'Bay City Ready Mix' },
  mobile: { code: 'LAKESHORE', name: 'Lakeshore Bin Rentals' },
};

const STATS = /* GraphQL */ `
  query PartnerStats($code: String!) {
    partnerStats(code: $code) {
      clicks
      buyClicks
      rentClicks
      orders
    }
  }
`;

async function stats(request: APIRequestContext, code: string) {
  const response = await request.post('/api/gql', { data: { query: STATS, variables: { code } } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { partnerStats: { clicks: number; buyClicks: number; rentClicks: number; orders: number } };
  };
  return body.data.partnerStats;
}

function generator(page: Page) {
  return page.locator('#buttonGenerator');
}

test.describe('partner program', () => {
  test('explains the commission and links the partner terms', async ({ page }) => {
    await page.goto('/partner-program');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner program' })).toBeVisible();
    const commission = page.getByRole('region', { name: 'Commission' });
    await expect(commission).toContainText('commission on every order placed through your buttons');
    await expect(commission).toContainText('10% off MSRP');
    await expect(commission.getByRole('link', { name: 'partner terms' })).toHaveAttribute(
      'href',
      '/partner_terms#commission',
    );
  });

  test('generates a snippet whose button opens the order flow with the code, and counts the click', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const partner = PARTNER_BY_PROJECT[testInfo.project.name] ?? PARTNER_BY_PROJECT.desktop!;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/partner-program');
    const section = generator(page);

    await section.getByLabel('Your partner code').selectOption(partner.code);
    await section.getByRole('group', { name: 'Action' }).getByLabel('Rent now').check();
    await section.getByRole('group', { name: 'Style' }).getByLabel('Dark').check();
    await section.getByRole('group', { name: 'Size' }).getByLabel('Large').check();

    // The live preview is the exact button.
    const preview = section.getByTestId('button-preview').getByRole('link', { name: 'Rent now' });
    await expect(preview).toHaveAttribute('href', `${baseURL}/r/${partner.code}?action=rent`);
    await expect(preview).toHaveCSS('font-size', '20px');
    await expect(preview).toHaveCSS('background-color', 'rgb(31, 41, 55)');

    const code = section.locator('pre code');
    await expect(code).toContainText(`/r/${partner.code}?action=rent`);
    await section.getByRole('button', { name: 'Copy' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(await code.textContent());
    expect(snippet).toMatch(/^<a href="[^"]+" style="[^"]+">Rent now<\/a>$/);

    const before = await stats(request, partner.code);

    // The snippet on someone else's page: following the button opens the order flow with the code.
    await page.setContent(
      `<!doctype html><html lang="en"><title>A partner's site</title><body>${snippet}</body></html>`,
    );
    await page.getByRole('link', { name: 'Rent now' }).click();
    await expect(page).toHaveURL(`${baseURL}/app/order?partner=${partner.code}&product=rentals`);
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await expect(page.getByText(`Ordering through ${partner.name}`)).toBeVisible();

    const after = await stats(request, partner.code);
    expect(after.clicks).toBe(before.clicks + 1);
    expect(after.rentClicks).toBe(before.rentClicks + 1);
    expect(after.buyClicks).toBe(before.buyClicks);
    expect(after.orders).toBe(0);
  });

  test('checks a typed code: an unknown one is refused, a known one gets its button', async ({ page, baseURL }) => {
    await page.goto('/partner-program');
    const section = generator(page);
    await section.getByLabel('Your partner code').selectOption({ label: 'Another code…' });
    await expect(section.getByText('Check your code to see your button.')).toBeVisible();

    const input = section.getByLabel('Type your code');
    await input.fill('NO-SUCH-PARTNER');
    await section.getByRole('button', { name: 'Check code' }).click();
    await expect(
      section.getByText('No partner has this code. Check it, or pick your company from the list.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(section.locator('pre code')).toHaveCount(0);

    await input.fill('not a code!');
    await section.getByRole('button', { name: 'Check code' }).click();
    await expect(section.getByText('A partner code has only letters, digits, dashes and underscores')).toBeVisible();

    // A partner hidden from the logo walls still has working buttons.
    await input.fill('goldengate');
    await section.getByRole('button', { name: 'Check code' }).click();
    await expect(section.getByText('Code GOLDENGATE: Golden Gate Dumpsters')).toBeVisible();
    await expect(section.getByTestId('button-preview').getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      `${baseURL}/r/GOLDENGATE?action=buy`,
    );
  });

  test('a link with an unknown code still opens the order flow, without a partner', async ({ page, baseURL }) => {
    await page.goto('/r/NO-SUCH-PARTNER?action=buy');
    await expect(page).toHaveURL(`${baseURL}/app/order`);
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await expect(page.getByText(/Ordering through/)).toHaveCount(0);
  });
});
