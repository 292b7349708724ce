import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectStep, next, regionAndProduct, typeAddress } from './order-steps';

/**
 * The pour planner in the order flow, at a desk and on a 390 px phone: a slab's size becomes the
 * quantity the producers are compared for, and the trucks and spacing the Schedule step starts
 * from; a pour too long for one window says how many orders it takes; the dialog passes axe.
 */
test.skip(
  ({ viewport }) => (viewport?.width ?? 0) > 767 && (viewport?.width ?? 0) < 1025,
  'the phone and the desk are the two layouts of the dialog',
);

test('a slab planned from its size fills in the quantity, the trucks and their spacing', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/app/order');
  await regionAndProduct(page, { country: 'Canada', city: 'Toronto' }, 'Ready-mix concrete');
  await typeAddress(page, { name: 'Birch St garage', address: '18 Birch St', postalCode: 'M4E 2K1' });
  await expectStep(page, 'Producer');

  await page.getByRole('button', { name: 'Plan the pour from its size' }).click();
  const planner = page.getByRole('dialog', { name: 'Plan the pour' });
  await expect(planner).toBeVisible();

  // Nothing typed: each size says what it lacks, and focus goes to the first.
  await planner.getByRole('button', { name: 'Use this plan' }).click();
  await expect(planner.getByLabel('Length (m)')).toBeFocused();
  await expect(planner.getByText('Required')).toHaveCount(3);
  await planner.getByLabel('Thickness (cm)').fill('0');
  await planner.getByLabel('Thickness (cm)').blur();
  await expect(planner.getByText('Must be more than 0')).toBeVisible();

  // A slab of 20 × 12 m, 20 cm thick, 5 % waste: 48 m³ in the forms, 50.4 with waste, 50.5 to order;
  // a crew placing 30 m³ an hour empties an 8 m³ truck in 16 minutes: 7 trucks, 15 minutes apart.
  await planner.getByLabel('Length (m)').fill('20');
  await planner.getByLabel('Width (m)').fill('12');
  await planner.getByLabel('Thickness (cm)').fill('20');
  await planner.getByLabel('Your crew places (m³ per hour)').fill('30');
  const plan = planner.getByRole('region', { name: 'The plan' });
  await expect(plan).toContainText('Forms hold48 m³');
  await expect(plan).toContainText('Order50.5 m³');
  await expect(plan).toContainText('Trucks7');
  await expect(plan).toContainText('Time between trucks15 min');
  await expect(plan).toContainText('The last truck arrives 1 h 30 min after the first');
  await expectNoAxeViolations(page, { include: 'dialog[open]', what: 'the pour planner' });

  // Placed by a slow crew, the same slab needs more time than one window: it says so.
  await planner.getByLabel('Your crew places (m³ per hour)').fill('5');
  await expect(plan).toContainText('Split the pour into 3 orders');
  await planner.getByLabel('Your crew places (m³ per hour)').fill('30');

  await planner.getByRole('button', { name: 'Use this plan' }).click();
  await expect(planner).toBeHidden();
  await expect(page.getByLabel('How much do you need?')).toHaveValue('50.5');
  await expect(
    page.getByRole('status').filter({ hasText: 'Planned: 50.5 m³ on 7 trucks, 15 minutes apart' }),
  ).toBeVisible();
  await expect(page.getByText('All-in for 50.5 m³').first()).toBeVisible();

  await page.getByRole('radio', { name: /NorthPeak Ready Mix/ }).check();
  await next(page);
  await expectStep(page, 'Product Settings');
  // NorthPeak sells by the half cubic metre: the planned 50.5 m³ is what it quotes.
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('50.5');
  await next(page);
  await expectStep(page, 'Schedule');
  await expect(page.getByRole('spinbutton', { name: 'Number of trucks' })).toHaveValue('7');
  await expect(page.getByRole('radio', { name: '15 min' })).toBeChecked();
});
