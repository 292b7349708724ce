import type { Locator } from '@playwright/test';

import { supplierRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { expectStep, regionAndProduct, typeAddress } from './order-steps';
import { signInDispatcher, startBrowserSession } from './session';

/**
 * Supplier scorecards, at a desk and on a 390 px phone: Coastline Concrete & Gravel's owner opens
 * Scorecard from the workspace's navigation and reads its record with the orders behind it; a
 * contractor choosing a producer in Vancouver reads its on-time rate and delivered quantity on its
 * card, and the whole public record in a disclosure that does not choose it. The demo data gives
 * Coastline eight deliveries in the last 90 days (server/seed/scorecards.ts): one late for its
 * window, two late for a truck's ETA, one short by a cubic metre, one canceled by Coastline.
 */
test.skip(
  ({ viewport }) => (viewport?.width ?? 0) > 767 && (viewport?.width ?? 0) < 1025,
  'the phone and the desk are the two layouts',
);

const DEMO_OWNER = { login: 'owner@coastline.example', password: 'Dispatch2026!' };

/** A figure of a list of them (a dt and its dd in a div), by its label. */
const figure = (list: Locator, label: string) =>
  list.locator('div').filter({ has: list.page().getByText(label, { exact: true }) });

test('the supplier reads its scorecard and the orders behind it', async ({ page, request }) => {
  await startBrowserSession(page, await signInDispatcher(request, DEMO_OWNER));
  await page.goto(supplierRoutes.home);
  await page.getByRole('navigation', { name: 'Supplier workspace' }).getByRole('link', { name: 'Scorecard' }).click();
  await expect(page).toHaveURL(supplierRoutes.scorecard);
  await expect(page.getByRole('heading', { level: 1, name: 'Scorecard' })).toBeVisible();

  const seen = page.getByRole('region', { name: 'What contractors see' });
  await expect(seen.getByText('Last 90 days, 8 delivered orders.', { exact: false })).toBeVisible();
  await expect(figure(seen, 'On time, inside the delivery window')).toContainText('88%');
  await expect(figure(seen, 'On time, by each truck’s ETA')).toContainText('75%');
  await expect(figure(seen, 'Quantity delivered of what was ordered')).toContainText('98%');
  await expect(figure(seen, 'Orders canceled by the supplier')).toContainText('11%');
  await expect(figure(seen, 'Ratings in this period')).toContainText('4.4 out of 5 (8 ratings)');

  const behind = page.getByRole('region', { name: 'Behind the figures' });
  await expect(figure(behind, 'Late for the delivery window')).toContainText('1 of 8 delivered orders');
  await expect(figure(behind, 'Late for a truck’s ETA')).toContainText('2 of 8 delivered orders');
  await expect(figure(behind, 'Short of the quantity ordered')).toContainText('1 of 8 delivered orders');
  await expect(figure(behind, 'Disputes')).toContainText('1 dispute: 1 accepted, 0 waiting for an answer');
  await networkSettled(page);
  await expectNoAxeViolations(page, { include: 'main', what: 'the scorecard page' });
});

test('a contractor choosing a producer sees its on-time rate and its delivery record', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/app/order');
  await regionAndProduct(page, { country: 'Canada', city: 'Vancouver' }, 'Ready-mix concrete');
  await typeAddress(page, { name: 'Main St mid-rise', address: '2300 Main St', postalCode: 'V5T 3C9' });
  await expectStep(page, 'Producer');

  const coastline = page.getByRole('radio', { name: /Coastline Concrete/ });
  // The card's facts describe its radio: read with the name by a screen reader.
  await expect(coastline).toHaveAccessibleDescription(/88% on time.*98% of quantity delivered/);
  const card = page.getByRole('listitem').filter({ has: coastline });
  await expect(card.getByText('88% on time', { exact: true })).toBeVisible();
  await expect(card.getByText('98% of quantity delivered', { exact: true })).toBeVisible();

  // The record opens without choosing the producer.
  await card.getByText('Delivery record', { exact: false }).click();
  await expect(coastline).not.toBeChecked();
  const record = card.locator('details[open]');
  await expect(figure(record, 'On time, by each truck’s ETA')).toContainText('75%');
  await expect(figure(record, 'Orders canceled by the supplier')).toContainText('11%');
  await expect(record.getByText(/^Last 90 days, 8 delivered orders\./)).toBeVisible();
  await networkSettled(page);
  await expectNoAxeViolations(page, { include: 'main', what: 'the producer step with a delivery record open' });

  await coastline.check();
  await expect(coastline).toBeChecked();
});
