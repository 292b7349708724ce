// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PhoneInput } from '@/components/ui/PhoneInput';
import { PHONE_MAX_DIGITS } from '@/lib/constants';

afterEach(cleanup);

/** The input as a form uses it: controlled, its E.164 value shown so tests can read it. */
function Harness({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput
        id="phone"
        name="phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

function setup(props: { initial?: string } = {}) {
  const user = userEvent.setup();
  const onValue = vi.fn<(value: string) => void>();
  render(<Harness {...props} onValue={onValue} />);
  return {
    user,
    onValue,
    number: screen.getByLabelText<HTMLInputElement>('Phone'),
    country: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' }),
    value: () => screen.getByTestId('value').textContent,
  };
}

const digitsIn = (text: string | null) => (text ?? '').replace(/\D/g, '');

describe('PhoneInput', () => {
  it('offers the spec’s countries, Canada first and selected', () => {
    const { country } = setup();
    expect([...country.options].map((option) => option.value)).toEqual(['CA', 'US', 'AU', 'MX', 'GB', 'UA']);
    expect(country.value).toBe('CA');
    expect(country.selectedOptions[0]?.textContent).toBe('+1 Canada');
  });

  it('formats a Canadian number as it is typed and reports it in E.164', async () => {
    const { user, number, value } = setup();
    await user.type(number, '416');
    expect(number.value).toBe('(416)');
    await user.type(number, '5550142');
    expect(number.value).toBe('(416) 555-0142');
    expect(value()).toBe('+14165550142');
  });

  it('takes digits only: letters and symbols typed are dropped', async () => {
    const { user, number, value } = setup();
    await user.type(number, '4a1b6-5!5 5x0142');
    expect(number.value).toBe('(416) 555-0142');
    expect(value()).toBe('+14165550142');
  });

  it('stops at 15 digits in all, the country code included', async () => {
    const { user, number, value, country } = setup();
    await user.type(number, '23456789012345678901');
    expect(digitsIn(value())).toHaveLength(PHONE_MAX_DIGITS);
    expect(digitsIn(number.value)).toHaveLength(PHONE_MAX_DIGITS - 1);

    // Ukraine's code has three digits: twelve are left for the number.
    await user.selectOptions(country, 'UA');
    await user.clear(number);
    await user.type(number, '98765432109876543');
    expect(digitsIn(number.value)).toHaveLength(PHONE_MAX_DIGITS - 3);
    expect(value()?.startsWith('+380')).toBe(true);
  });

  it.each([
    ['US', '2125550199', '(212) 555-0199', '+12125550199'],
    ['GB', '07700900123', '07700 900123', '+447700900123'],
    ['UA', '0501234567', '050 123 4567', '+380501234567'],
    ['AU', '0412345678', '0412 345 678', '+61412345678'],
    ['MX', '5512345678', '55 1234 5678', '+525512345678'],
  ])('formats with the mask of %s and drops the trunk prefix in E.164', async (code, typed, shown, e164) => {
    const { user, number, value, country } = setup();
    await user.selectOptions(country, code);
    await user.type(number, typed);
    expect(number.value).toBe(shown);
    expect(value()).toBe(e164);
  });

  it('keeps the digits when the country changes, with the new country code', async () => {
    const { user, number, value, country } = setup();
    await user.type(number, '2125550199');
    await user.selectOptions(country, 'MX');
    expect(digitsIn(number.value)).toBe('2125550199');
    expect(value()).toBe('+522125550199');
  });

  it('selects the country of a pasted international number', async () => {
    const { user, number, value, country } = setup();
    await user.click(number);
    await user.paste('+44 20 7946 0958');
    expect(country.value).toBe('GB');
    expect(value()).toBe('+442079460958');
  });

  it('deletes the digit before a formatting character on backspace', async () => {
    const { user, number, value } = setup();
    await user.type(number, '416');
    expect(number.value).toBe('(416)');
    // The caret is after ")": backspace removes the 6, not the bracket the mask would put back.
    await user.type(number, '{Backspace}');
    expect(digitsIn(number.value)).toBe('41');
    expect(value()).toBe('+141');
  });

  it('reports an empty value when cleared, and empties itself when the form resets', async () => {
    const { user, number, value } = setup();
    await user.type(number, '4165550142');
    await user.clear(number);
    expect(value()).toBe('');
    await user.type(number, '4165550142');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(number.value).toBe('');
  });

  it('shows a number it is given in its country', () => {
    const { number, country } = setup({ initial: '+380501234567' });
    expect(country.value).toBe('UA');
    expect(digitsIn(number.value)).toBe('501234567');
  });
});
