// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PourPlanner, type PourPlanChosen } from '@/components/order-flow/PourPlanner';

afterEach(cleanup);

function openPlanner(initialSystem: 'metric' | 'imperial' = 'metric') {
  const onUse = vi.fn<(plan: PourPlanChosen) => void>();
  render(<PourPlanner open onClose={() => {}} initialSystem={initialSystem} onUse={onUse} />);
  return { onUse, dialog: screen.getByRole('dialog', { name: 'Plan the pour' }) };
}

describe('the pour planner dialog', () => {
  it('refuses to plan without the sizes: each says what it lacks, focus on the first', async () => {
    const user = userEvent.setup();
    const { onUse, dialog } = openPlanner();
    await user.click(within(dialog).getByRole('button', { name: 'Use this plan' }));
    expect(onUse).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Length (m)')).toHaveFocus();
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    expect(within(dialog).getByLabelText('Length (m)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the plan as the sizes are typed and hands the order its quantity, trucks and spacing', async () => {
    const user = userEvent.setup();
    const { onUse, dialog } = openPlanner();
    await user.type(within(dialog).getByLabelText('Length (m)'), '20');
    await user.type(within(dialog).getByLabelText('Width (m)'), '12');
    await user.type(within(dialog).getByLabelText('Thickness (cm)'), '20');
    const rate = within(dialog).getByLabelText('Your crew places (m³ per hour)');
    await user.clear(rate);
    await user.type(rate, '30');
    const plan = within(dialog).getByRole('region', { name: 'The plan' });
    expect(plan).toHaveTextContent('Order50.5 m³');
    expect(plan).toHaveTextContent('Trucks7');
    await user.click(within(dialog).getByRole('button', { name: 'Use this plan' }));
    expect(onUse).toHaveBeenCalledWith({ quantity: 50.5, unit: 'm3', trucks: 7, minutesBetweenTrucks: 15 });
  });

  it('plans in feet and inches for a contractor comparing by the cubic yard, walls by their height', async () => {
    const user = userEvent.setup();
    const { onUse, dialog } = openPlanner('imperial');
    await user.click(within(dialog).getByRole('radio', { name: 'Wall' }));
    await user.type(within(dialog).getByLabelText('Length (ft)'), '54');
    await user.type(within(dialog).getByLabelText('Height (ft)'), '8');
    await user.type(within(dialog).getByLabelText('Thickness (in)'), '8');
    // 54 × 8 ft × 8 in = 288 ft³ = 10.67 yd³; 5 % waste: 11.2, ordered 11.25 in two 10 yd³ trucks.
    await user.click(within(dialog).getByRole('button', { name: 'Use this plan' }));
    expect(onUse).toHaveBeenCalledWith({ quantity: 11.25, unit: 'yd', trucks: 2, minutesBetweenTrucks: 30 });
  });
});
