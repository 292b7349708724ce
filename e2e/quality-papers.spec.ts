import { readFileSync } from 'node:fs';

import { orderPath, supplierRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, newClientAddress, test } from './fixtures';
import { networkSettled, trackRequests } from './network';
import { placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * Quality papers: NorthPeak's owner attaches a certificate to the ready-mix product contractors
 * order in Toronto, from the catalogue with the keyboard's controls; a contractor's order placed
 * afterwards lists it under "Quality papers" and downloads it as a PDF.
 */

const SUPPLIER = 'NorthPeak Ready Mix';
const OWNER = { login: 'owner@northpeak.example', password: 'Dispatch2026!' };

/** A small valid-looking PDF: the server checks its first bytes. */
const PAPER_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// The upload of a file that is not a PDF is answered 415, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 415/] });

test('the supplier attaches a quality paper to a product; a contractor’s order lists it and downloads it', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.slow();
  const owner = await signInDispatcher(request, OWNER);
  const title = `Certificate ${testInfo.project.name} ${Date.now().toString(36)}`;

  // The product placeOrderThroughApi orders from NorthPeak in Toronto.
  const producers = await gql<{ producers: { name: string; product: { name: string } }[] }>(
    request,
    `query($input: ProducersInput!) { producers(input: $input) { name product { name } } }`,
    {
      input: {
        cityId: (
          await gql<{ serviceRegions: { cities: { city: { id: string; name: string } }[] }[] }>(
            request,
            `{ serviceRegions { cities { city { id name } } } }`,
          )
        )
          .data!.serviceRegions.flatMap((region) => region.cities)
          .find((entry) => entry.city.name === 'Toronto')!.city.id,
        productType: 'readyMix',
      },
    },
  );
  const productName = producers.data!.producers.find((producer) => producer.name === SUPPLIER)!.product.name;

  await startBrowserSession(page, owner);
  await page.goto(supplierRoutes.catalogue);
  await page.getByRole('button', { name: `Edit ${productName}`, exact: true }).click();
  const papers = page.getByRole('region', { name: 'Quality papers' });
  await expect(papers.getByRole('heading', { name: `Quality papers of ${productName}` })).toBeVisible();

  // A file that is not a PDF is refused by its content, whatever its name.
  await papers.getByLabel('Quality paper (PDF)').setInputFiles({
    name: 'not-a-paper.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await expect(papers.getByRole('alert')).toHaveText('Only PDF files are accepted.');

  await papers.getByLabel('Quality paper (PDF)').setInputFiles({
    name: 'csa-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: PAPER_PDF,
  });
  await expect(papers.getByText('csa-certificate.pdf is uploaded')).toBeVisible();
  await papers.getByLabel('Kind').selectOption({ label: 'Certificate' });
  await papers.getByLabel('Title').fill(title);
  await papers.getByLabel('Title').press('Enter');
  await expect(papers.getByRole('link', { name: title })).toBeVisible();
  await expect(papers.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
  await networkSettled(page);
  await expectNoAxeViolations(page);

  // A contractor orders that product now: the order carries the paper.
  const contractor = await signUpThroughApi(request, newContractor('Quality Papers'));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, {
    daysAhead: 60 + Math.floor(Math.random() * 30),
    supplierName: SUPPLIER,
  });
  expect(order.productName).toBe(productName);
  const contractorPage = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const orderPage = await contractorPage.newPage();
  // Followed like the test's own page, so networkSettled waits for its requests, not its live stream.
  trackRequests(orderPage);
  await startBrowserSession(orderPage, contractor.tokens);
  await orderPage.goto(orderPath(order.id));
  const section = orderPage.getByRole('region', { name: 'Quality papers' });
  const link = section.getByRole('link', { name: `${title} (PDF)` });
  await expect(link).toBeVisible();
  await networkSettled(orderPage);
  await expectNoAxeViolations(orderPage);

  const downloading = orderPage.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Certificate-Certificate-.+\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await contractorPage.close();

  // The supplier removes it: the order placed before keeps it (the API suite checks the next one does not).
  await papers.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(papers.getByRole('link', { name: title })).toHaveCount(0);
});
