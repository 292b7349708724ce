import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * The order flow's first steps as a contractor goes through them (/app/order): shared by the
 * order-flow journeys and the pour planner's.
 */

export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

export async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText(
    title,
  );
}

/** Opens a Select (a combobox named by its label) and picks an option. */
export async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

export async function regionAndProduct(page: Page, place: { country: string; city: string }, product: string) {
  await expectStep(page, 'Region & Product');
  await choose(page, 'Country', new RegExp(`^${place.country}`));
  await choose(page, 'City', new RegExp(`^${place.city}`));
  const available = page.getByRole('dialog', { name: 'Region available' });
  await expect(available).toContainText(`we deliver to ${place.city}`);
  await available.getByRole('button', { name: 'Choose a product' }).click();
  await expect(available).toBeHidden();
  await page.getByRole('radio', { name: product }).check();
  await next(page);
}

export interface Site {
  name: string;
  address: string;
  postalCode: string;
  jobNumber?: string;
  gateCode?: string;
  washoutNotes?: string;
}

export async function typeAddress(page: Page, site: Site) {
  await expectStep(page, 'Delivery address');
  await page.getByLabel('Site name').fill(site.name);
  await page.getByLabel(/^Street address in/).fill(site.address);
  await page.getByLabel('Postal code').fill(site.postalCode);
  if (site.jobNumber) await page.getByLabel(/Job or PO number/).fill(site.jobNumber);
  if (site.gateCode) await page.getByLabel(/Gate code/).fill(site.gateCode);
  if (site.washoutNotes) await page.getByLabel(/Washout notes/).fill(site.washoutNotes);
  await next(page);
}
