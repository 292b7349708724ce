// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Select, type SelectEntry } from '@/components/ui/Select';

afterEach(cleanup);

const CITIES: SelectEntry[] = [
  {
    label: 'Delivering now',
    options: [
      { value: 'toronto', title: 'Toronto', subtitle: 'ON · 3 suppliers' },
      { value: 'ottawa', title: 'Ottawa', subtitle: 'ON · 1 supplier' },
      { value: 'orillia', title: 'Orillia', disabled: true },
    ],
  },
  { label: 'Coming soon', options: [{ value: 'winnipeg', title: 'Winnipeg', subtitle: 'MB' }] },
];

function Harness({ items = CITIES, disabled = false }: { items?: SelectEntry[]; disabled?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <span id="city-label">City</span>
      <Select
        labelId="city-label"
        items={items}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        disabled={disabled}
      />
      <output data-testid="value">{value}</output>
      <button type="button">After</button>
    </>
  );
}
const onBlur = vi.fn();

function setup(props: { items?: SelectEntry[]; disabled?: boolean } = {}) {
  onBlur.mockReset();
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return {
    user,
    combobox: screen.getByRole('combobox', { name: /City/ }),
    listbox: () => screen.getByRole('listbox', { hidden: true }),
    value: () => screen.getByTestId('value').textContent,
  };
}

describe('Select', () => {
  it('is closed until clicked, then lists the options under their group labels', async () => {
    const { user, combobox, listbox } = setup();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).not.toBeVisible();
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const groups = within(listbox()).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent)).toHaveLength(2);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TorontoON · 3 suppliers', 'OttawaON · 1 supplier', 'Orillia']);
    expect(screen.getByRole('group', { name: 'Coming soon' })).toBeInTheDocument();
  });

  it('choosing an item closes it, fires change and blurs', async () => {
    const { user, combobox } = setup();
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: /Ottawa/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('ottawa');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onBlur).toHaveBeenCalledOnce();
    expect(combobox).not.toHaveFocus();
    expect(combobox).toHaveTextContent('Ottawa');
  });

  it('works from the keyboard: arrows skip disabled options, Enter chooses and keeps focus', async () => {
    const { user, combobox, value } = setup();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const active = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Toronto');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Winnipeg');
    await user.keyboard('{Enter}');
    expect(value()).toBe('winnipeg');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes without choosing; a letter jumps to the next item starting with it', async () => {
    const { user, combobox, value } = setup();
    combobox.focus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(value()).toBe('');
    await user.keyboard('o');
    await user.keyboard('{Enter}');
    expect(value()).toBe('ottawa');
  });

  it('Tab chooses the active option and moves on', async () => {
    const { user, combobox, value } = setup();
    combobox.focus();
    await user.keyboard('{End}');
    await user.tab();
    expect(value()).toBe('winnipeg');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('a click outside closes it', async () => {
    const { user, combobox } = setup();
    await user.click(combobox);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an item’s price with its units', async () => {
    const { user, combobox } = setup({
      items: [{ value: 'c25', title: '25 MPa', price: { cents: 19500, currency: 'CAD', units: 'm³' } }],
    });
    await user.click(combobox);
    expect(screen.getByRole('option', { name: /25 MPa/ })).toHaveTextContent('$195.00 CAD / m³');
  });

  it('does not open when disabled', async () => {
    const { user, combobox } = setup({ disabled: true });
    expect(combobox).toBeDisabled();
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });
});
