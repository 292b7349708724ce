import type { Page } from '@playwright/test';

import { expect, newClientAddress, test } from './fixtures';

// Unique per run, so a rerun never meets the per-email limit of an earlier one.
const RUN = Date.now();
let counter = 0;
const applicant = () => {
  counter += 1;
  return {
    fullName: `Jordan Reyes ${counter}`,
    email: `jordan.${RUN}.${counter}@example.com`,
    address: newClientAddress(),
  };
};

/** A tiny but well-formed PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

const positions = (page: Page) =>
  page
    .getByRole('list', { name: 'Open positions' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading'),
    });

/** Opens the first job of /career and waits for its application form. */
async function openFirstJob(page: Page): Promise<string> {
  await page.goto('/career');
  const first = positions(page).first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/career\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('heading', { name: 'Apply for this position' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: `Apply for ${title}` })).toBeVisible();
  return title;
}

test.describe('careers', () => {
  test('browse, filter and page open positions; the URL holds filters and page', async ({ page }) => {
    await page.goto('/career');
    await expect(page.getByRole('status').filter({ hasText: /open positions?$/ })).toHaveText('9 open positions');
    await expect(positions(page)).toHaveCount(4);

    const pages = page.getByRole('navigation', { name: 'Pages of open positions' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/career\?page=2/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(positions(page)).toHaveCount(4);
    await pages.getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(positions(page)).toHaveCount(1);

    const filters = page.getByRole('navigation', { name: 'Filter open positions' });
    await filters.getByRole('link', { name: 'Design', exact: true }).click();
    await expect(page).toHaveURL(/\/career\?direction=design(#openPositions)?$/);
    await expect(page.getByRole('status').filter({ hasText: /open positions?$/ })).toHaveText('3 open positions');
    await expect(positions(page)).toHaveCount(3);
    for (const item of await positions(page).all()) await expect(item).toContainText('Design');

    await filters.getByRole('link', { name: 'Full time', exact: true }).click();
    await expect(page).toHaveURL(/direction=design&type=full_time/);
    await expect(page.getByRole('status').filter({ hasText: /open positions?$/ })).toHaveText('1 open position');
    await expect(positions(page)).toHaveCount(1);
    await expect(positions(page).first()).toContainText('Full time');

    // A shared link opens the same view.
    await page.goto('/career?direction=development&type=part_time');
    await expect(page.getByRole('status').filter({ hasText: /open positions?$/ })).toHaveText('1 open position');
    await expect(
      page.getByRole('navigation', { name: 'Filter open positions' }).getByRole('link', { name: 'Development' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('the filter chips stand in a row without list bullets', async ({ page }) => {
    await page.goto('/career');
    const filters = page.getByRole('navigation', { name: 'Filter open positions' });
    const lists = filters.getByRole('list');
    await expect(lists).toHaveCount(2);
    for (const list of await lists.all()) {
      await expect(list).toHaveCSS('list-style-type', 'none');
      await expect(list).toHaveCSS('padding-left', '0px');
    }
    // Each chip's item draws no marker of its own either.
    for (const item of await filters.getByRole('listitem').all())
      await expect(item).toHaveCSS('list-style-type', 'none');
  });

  test('two PDFs dropped at once are both rejected: the form takes a single one', async ({ page }) => {
    const title = await openFirstJob(page);
    const form = page.getByRole('form', { name: `Apply for ${title}` });
    // A drop of two files (a file input without `multiple` cannot even be given two).
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      for (const name of ['a.pdf', 'b.pdf'])
        transfer.items.add(new File(['%PDF-1.4'], name, { type: 'application/pdf' }));
      return transfer;
    });
    await form.getByTestId('resume-dropzone').dispatchEvent('drop', { dataTransfer });
    await expect(form.getByRole('list', { name: 'Rejected files' }).getByRole('listitem')).toHaveText([
      'a.pdf: Please attach a single file.',
      'b.pdf: Please attach a single file.',
    ]);
    await expect(form.getByText('None yet.')).toBeVisible();
  });

  test('a job page shows the position; an unknown one is a 404', async ({ page }) => {
    await openFirstJob(page);
    for (const name of ['Direction', 'Type', 'Location', 'Salary', 'Experience'])
      await expect(page.getByRole('term').filter({ hasText: name })).toBeVisible();
    for (const name of ['About the role', 'Requirements', 'Responsibilities'])
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  });

  test.describe('unknown job', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('answers the 404 page', async ({ page }) => {
      const response = await page.goto('/career/00000000-0000-4000-8000-000000000000');
      expect(response?.status()).toBe(404);
    });
  });

  test('apply with a PDF: the upload progresses and the application is confirmed', async ({ page }) => {
    const person = applicant();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': person.address });
    const title = await openFirstJob(page);
    const form = page.getByRole('form', { name: `Apply for ${title}` });

    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('Please attach your resume (PDF).')).toBeVisible();
    await expect(form.getByText('Required').first()).toBeVisible();

    await form.getByLabel('Full name').fill(person.fullName);
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Cover letter').fill('I have built dispatch tools for ready-mix plants.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByRole('list', { name: 'Accepted file' })).toContainText('resume.pdf');

    const upload = page.waitForResponse((response) => response.url().endsWith('/api/uploads/resume'));
    await form.getByRole('button', { name: 'Send application' }).click();
    expect((await upload).status()).toBe(201);
    await expect(form.getByRole('status')).toContainText(`Your application for ${title} was sent`);
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByText('None yet.')).toBeVisible();
  });

  test.describe('non-PDF', () => {
    // The browser logs the upload's 415 answer, which this test expects.
    test.use({ allowedConsoleErrors: [/status of 415/] });

    test('a non-PDF is rejected with its reason, by the drop zone and by the server', async ({ page }) => {
      const person = applicant();
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': person.address });
      const title = await openFirstJob(page);
      const form = page.getByRole('form', { name: `Apply for ${title}` });
      const input = form.locator('input[type="file"]');

      // By type, in the browser: listed as rejected, nothing accepted.
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(form.getByRole('list', { name: 'Rejected files' })).toContainText(
        'notes.txt: Only PDF files are accepted.',
      );
      await expect(form.getByText('None yet.')).toBeVisible();

      // Named .pdf but not a PDF inside: the server refuses it and the form keeps what was typed.
      await form.getByLabel('Full name').fill(person.fullName);
      await form.getByLabel('Email').fill(person.email);
      await form.getByLabel('Cover letter').fill('Hello');
      await input.setInputFiles({
        name: 'fake.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<html></html>'),
      });
      await expect(form.getByRole('list', { name: 'Accepted file' })).toContainText('fake.pdf');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(form.getByRole('alert')).toHaveText('Only PDF files are accepted.');
      await expect(form.getByLabel('Full name')).toHaveValue(person.fullName);
      await expect(form.getByLabel('Cover letter')).toHaveValue('Hello');
      await expect(form.getByRole('status')).toHaveCount(0);
    });
  });
});
