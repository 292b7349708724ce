// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Price } from '@/components/ui/Price';
import { formatMoney, MINUS_SIGN, signedMoney } from '@/lib/price';

afterEach(cleanup);

describe('signedMoney (spec: negative shows a minus, positive a plus only when forced)', () => {
  it.each([
    [19500, 'CAD', false, '$195.00'],
    [19500, 'CAD', true, '+$195.00'],
    [-2000, 'CAD', false, `${MINUS_SIGN}$20.00`],
    [-2000, 'CAD', true, `${MINUS_SIGN}$20.00`],
    [0, 'USD', true, '$0.00'],
    [123456789, 'USD', false, '$1,234,567.89'],
  ])('%i %s forcePlus=%s → %s', (cents, currency, forcePlus, text) => {
    expect(signedMoney(cents, currency, forcePlus)).toBe(text);
  });

  it('formats the currency of the quote', () => {
    expect(formatMoney(10050, 'MXN')).toBe('$100.50');
    expect(formatMoney(10050, 'EUR')).toBe('€100.50');
  });
});

describe('Price', () => {
  it('shows the value with its units', () => {
    render(<Price value={4200} currency="CAD" units="tonne" />);
    expect(screen.getByText(/\$42\.00/)).toHaveTextContent('$42.00 / tonne');
  });

  it('marks a negative amount and forces a plus when asked', () => {
    const { container } = render(
      <>
        <Price value={-2000} currency="CAD" />
        <Price value={1200} currency="CAD" units="m³" forcePlus />
      </>,
    );
    const [credit, extra] = container.querySelectorAll('span[class]');
    expect(credit).toHaveTextContent(`${MINUS_SIGN}$20.00`);
    expect(credit).toHaveAttribute('data-negative');
    expect(container).toHaveTextContent('+$12.00 / m³');
    expect(extra).not.toHaveAttribute('data-negative');
  });
});
