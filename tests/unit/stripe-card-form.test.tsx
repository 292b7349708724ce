// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const confirmSetup = vi.fn();
const loadStripe = vi.fn((key: string) => Promise.resolve({ key }));

// Stripe's React bindings and Stripe.js are Stripe's: here only our use of them is under test.
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmSetup }),
  useElements: () => ({ elements: true }),
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const { StripeCardForm, stripeFor } = await import('@/components/payments/StripeCardForm');

afterEach(() => {
  cleanup();
  confirmSetup.mockReset();
});

describe('StripeCardForm', () => {
  it('confirms the setup intent with the Payment Element and hands over the card’s payment method', async () => {
    confirmSetup.mockResolvedValue({ setupIntent: { payment_method: 'pm_card_visa' } });
    const onSubmit = vi.fn().mockResolvedValue(null);
    render(
      <StripeCardForm
        publishableKey="pk_test_abc"
        clientSecret="seti_123_secret"
        submitLabel="Pay"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(confirmSetup).toHaveBeenCalledWith({ elements: { elements: true }, redirect: 'if_required' });
    expect(onSubmit).toHaveBeenCalledWith('pm_card_visa');
  });

  it('shows Stripe’s message when the card is refused, and pays nothing', async () => {
    confirmSetup.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const onSubmit = vi.fn();
    render(<StripeCardForm publishableKey="pk_test_abc" clientSecret="seti_1" submitLabel="Pay" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads Stripe.js once per publishable key', async () => {
    loadStripe.mockClear();
    const first = stripeFor('pk_test_once');
    const again = stripeFor('pk_test_once');
    expect(again).toBe(first);
    expect(loadStripe).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toEqual({ key: 'pk_test_once' });
  });
});
