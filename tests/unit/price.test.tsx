// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Price } from '@/components/ui/Price';
import { MINUS_SIGN, signedMoney } from '@/lib/money';

afterEach(cleanup);

describe('signedMoney (spec: negative shows a minus, positive a plus only when forced)', () => {
  it.each([
    [19500, 'CAD', false, '$195.00 CAD'],
    [19500, 'CAD', true, '+$195.00 CAD'],
    [-2000, 'CAD', false, `${MINUS_SIGN}$20.00 CAD`],
    [-2000, 'CAD', true, `${MINUS_SIGN}$20.00 CAD`],
    [0, 'USD', true, '$0.00 USD'],
    [123456789, 'USD', false, '$1,234,567.89 USD'],
  ])('%i %s forcePlus=%s → %s', (cents, currency, forcePlus, text) => {
    expect(signedMoney(cents, currency, forcePlus)).toBe(text);
  });
});

describe('Price', () => {
  it('shows the value with its units', () => {
    render(<Price value={4200} currency="CAD" units="tonne" />);
    expect(screen.getByText(/\$42\.00/)).toHaveTextContent('$42.00 CAD / tonne');
  });

  it('marks a negative amount and forces a plus when asked', () => {
    const { container } = render(
      <>
        <Price value={-2000} currency="CAD" />
        <Price value={1200} currency="USD" units="m³" forcePlus />
      </>,
    );
    const [credit, extra] = container.querySelectorAll(':scope > span');
    expect(credit).toHaveTextContent(`${MINUS_SIGN}$20.00 CAD`);
    expect(credit).toHaveAttribute('data-negative');
    expect(extra).toHaveTextContent('+$12.00 USD / m³');
    expect(extra).not.toHaveAttribute('data-negative');
  });
});
