// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OrderPayment } from '@/components/order-flow/OrderPayment';
import { OrderDetails } from '@/components/placed-orders/OrderDetails';
import { typeDefs } from '@/graphql/generated/type-defs';
import { createApolloClient } from '@/lib/apollo/client';
import { createStorageSessionStore, SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { anOrder as baseOrder, type Order } from '@/tests/support/orders';
import { TEST_CARDS } from '@/tests/support/payments';

/**
 * Pay on the order page. The API is the real schema with a small in-memory marketplace behind
 * it that answers like the sandbox gateway (4242… is pre-authorised, 4000 0000 0000 0002 is
 * declined; tests/api covers the real gateway): the button appears only while the order's
 * payment is due, the payment step's card form pays it and the page shows it paid without a
 * reload, and a decline shows the spec's 'Payment Failed' with the card's reason.
 */

const router = { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/app/orders/o1' }));

beforeEach(() => {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-token' }));
  router.push.mockReset();
});
afterEach(cleanup);

/** The order with what the payment step reads too: its supplier's card hold. */
type PayableOrder = Order & {
  cardHoldPercent: number;
  cardPayment: { amountNowCents: number; holdCents: number; chargedAtOnce: boolean; chargeAt: string };
};

/** The shared order, placed ten minutes ago and due for payment within the unpaid-order time. */
function anOrder(overrides: Partial<PayableOrder> = {}): PayableOrder {
  const placedAt = new Date(Date.now() - 10 * 60_000);
  const order = baseOrder();
  return {
    ...baseOrder({
      id: 'o1',
      orderNumber: 'BM-3F9A21',
      deliveryDate: '2026-12-20',
      deliveryStartsAt: '2026-12-20T11:00:00.000Z',
      cancelableUntil: '2026-12-19T11:00:00.000Z',
      createdAt: placedAt.toISOString(),
      history: order.history.map((event) => ({ ...event, at: placedAt.toISOString() })),
      paymentDueBy: new Date(placedAt.getTime() + 2 * 3_600_000).toISOString(),
    }),
    // The supplier's own card hold, apart from the marketplace default the API also answers.
    cardHoldPercent: 12,
    // As the server plans the card payment: the amount due plus 12%, charged 28 hours before.
    cardPayment: {
      amountNowCents: 50_624,
      holdCents: 5_424,
      chargedAtOnce: false,
      chargeAt: '2026-12-19T07:00:00.000Z',
    },
    ...overrides,
  };
}

/** The marketplace behind the fake API: one order, the cards saved, and the calls made. */
let order: PayableOrder;
let cards: Map<string, string>;
const calls: string[] = [];
/**
 * Run while a payment is in flight, with the order 'processing' as the server holds it for the
 * attempt: the page reading the order then (a change it was told of) must not lose the answer.
 */
let whilePaying: (() => Promise<unknown>) | null = null;

const schema = createSchema({
  typeDefs,
  resolvers: {
    Query: {
      deliveryMap: () => ({ styleUrl: null }),
      me: () => ({
        id: 'u1',
        email: 'dana@keystone.example',
        phone: '+14165550100',
        fullName: 'Dana Whitfield',
        referralCode: 'DANA2345',
        isMarketplaceOperator: false,
        isPartner: false,
        company: { id: 'co1', name: 'Keystone Builders', kind: 'contractor', referralCreditCents: 0 },
        role: 'contractor_owner',
        companies: [
          {
            company: { id: 'co1', name: 'Keystone Builders', kind: 'contractor', referralCreditCents: 0 },
            role: 'contractor_owner',
          },
        ],
      }),
      order: () => order,
      paymentGateway: () => ({
        name: 'sandbox',
        publishableKey: null,
        additionalHoldPercent: 15,
        chargeHoursBeforeDelivery: 28,
        bankDebitCancelNoticeDays: 30,
        creditTermDays: 120,
      }),
      paymentMethods: () => [],
    },
    Mutation: {
      cardPaymentMethodCreate: (_parent: unknown, { input }: { input: { number: string } }) => {
        const id = `pm${cards.size + 1}`;
        cards.set(id, input.number.replace(/\s/g, ''));
        return {
          id,
          paymentType: 'card',
          label: `Visa •••• ${input.number.slice(-4)}`,
          brand: 'visa',
          last4: input.number.slice(-4),
          expMonth: 12,
          expYear: 2030,
          holderName: 'Dana Whitfield',
          verificationStatus: 'verified',
          mandateAcceptedAt: null,
          isDefault: false,
          createdAt: new Date().toISOString(),
        };
      },
      orderPay: async (_parent: unknown, { input }: { input: { paymentMethodId: string } }) => {
        calls.push('orderPay');
        if (whilePaying) {
          order = { ...order, paymentStatus: 'processing' };
          await whilePaying();
        }
        const declined = cards.get(input.paymentMethodId) === TEST_CARDS.declined.replace(/\s/g, '');
        const chargeAt = '2026-12-19T07:00:00.000Z';
        const payment = {
          id: `pay${calls.length}`,
          orderId: order.id,
          status: declined ? ('failed' as const) : ('authorized' as const),
          amountCents: declined ? 45200 : 50624,
          failureMessage: declined ? 'Your card was declined.' : null,
          failureCode: declined ? 'generic_decline' : null,
          nextAction: null,
          clientSecret: null,
          chargeAt: declined ? null : chargeAt,
          method: 'card' as const,
          paidAt: null,
          unpaidAmountCents: 45200,
        };
        order = {
          ...order,
          paymentStatus: payment.status,
          payment,
          chargeAt: payment.chargeAt,
          paymentDueBy: declined ? order.paymentDueBy : null,
        };
        return payment;
      },
    },
  },
});
const api = createYoga({ schema, logging: false, graphqlEndpoint: '/api/gql' });

function renderOrderPage(
  shown: PayableOrder,
  options: { readWhilePaying?: boolean; page?: 'order' | 'checkout' } = {},
) {
  order = shown;
  cards = new Map();
  calls.length = 0;
  whilePaying = null;
  const client = createApolloClient({
    uri: 'http://localhost/api/gql',
    session: createStorageSessionStore(window.localStorage),
    notifyError: () => {},
    clientName: 'test',
    clientVersion: '1',
    // The client always asks the one endpoint above.
    fetch: (_input, init) => Promise.resolve(api.fetch(new Request('http://localhost/api/gql', init))),
  });
  if (options.readWhilePaying) {
    whilePaying = async () => {
      await client.refetchQueries({ include: 'active' });
      // The gateway takes its time: the page renders what it read before the answer comes.
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
  }
  const user = userEvent.setup();
  render(
    <ApolloProvider client={client}>
      {options.page === 'checkout' ? (
        // The checkout's payment step, after placing: a paid order goes to the thank-you page.
        <OrderPayment orderId={shown.id} contactEmail="dana@keystone.example" supplierName="Northpeak Ready-Mix" />
      ) : (
        <OrderDetails orderId={shown.id} />
      )}
    </ApolloProvider>,
  );
  return user;
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const form = await screen.findByRole('form', { name: 'Card' }, { timeout: 10_000 });
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(within(form).getByLabelText('Expiry date'), `12/${nextYear}`);
  await user.type(within(form).getByLabelText('CVC'), '123');
  await user.type(within(form).getByLabelText('Cardholder name'), 'Dana Whitfield');
  await user.type(within(form).getByLabelText('Zip code'), 'M5V 2T6');
  await user.click(within(form).getByRole('button', { name: /^Pay \$/ }));
}

describe('Pay on the order page', () => {
  it('pays an unpaid order with a sandbox card and shows it paid without a reload', async () => {
    const user = renderOrderPage(anOrder());
    await screen.findByRole('heading', { level: 1, name: 'Order BM-3F9A21' });
    expect(screen.getAllByText('Waiting for payment').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Pay by .*An order still unpaid then is canceled/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const heading = await screen.findByRole('heading', { name: 'Pay for order BM-3F9A21' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Before the click: what is held now (the supplier's own 12% hold), what is charged when.
    expect(
      await screen.findByText(
        'Now: $506.24 CAD is held on your card, not charged. That is the amount due, $452.00 CAD, plus $54.24 CAD (12%) held in case the order changes on the day, such as extra material or waiting time. Your bank may ask you to confirm the $506.24 CAD hold.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'On Dec 19, 2026, 2:00 a.m. EST, 28 hours before delivery: your card is charged the order’s amount, $452.00 CAD unless the order changed, and the rest of the hold is released.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $452.00 CAD (hold $506.24 CAD now)' })).toBeInTheDocument();

    await typeCard(user, TEST_CARDS.succeeds);
    expect(await screen.findByText('Thank you: your payment went through. Pre-authorised.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting for payment')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    // Stayed on the order's page: no thank-you page.
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows a declined card’s error with Retry Payment, and keeps the order unpaid', async () => {
    const user = renderOrderPage(anOrder());
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await typeCard(user, TEST_CARDS.declined);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('Your card was declined.');
    expect(within(dialog).getByRole('button', { name: 'Retry Payment' })).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay for order BM-3F9A21' })).toBeInTheDocument();
  });

  it('keeps Pay and shows Payment Failed when the page reads the order while the declined payment is in flight', async () => {
    const user = renderOrderPage(anOrder(), { readWhilePaying: true });
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await typeCard(user, TEST_CARDS.declined);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('Your card was declined.');
    // The order read meanwhile said 'processing': it did not pass for paid.
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay for order BM-3F9A21' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry Payment' }));
    expect(await screen.findByRole('form', { name: 'Card' })).toBeInTheDocument();
  });

  it('shows Payment Failed at checkout when the order is read while the declined payment is in flight', async () => {
    const user = renderOrderPage(anOrder(), { readWhilePaying: true, page: 'checkout' });
    await typeCard(user, TEST_CARDS.declined);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('Your card was declined.');
    // 'processing', read meanwhile, did not pass for paid: no thank-you page.
    expect(router.push).not.toHaveBeenCalled();
  });

  it('offers Pay only while the payment is due: not for a paid order, nor a canceled one', async () => {
    renderOrderPage(anOrder({ paymentStatus: 'authorized', chargeAt: '2026-12-19T07:00:00.000Z', paymentDueBy: null }));
    await screen.findByRole('heading', { level: 1, name: 'Order BM-3F9A21' });
    expect(screen.getAllByText('Pre-authorised').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    cleanup();

    renderOrderPage(
      anOrder({
        status: 'canceled',
        paymentStatus: 'canceled',
        cancelReason: 'unpaid',
        canceledAt: new Date().toISOString(),
        cancelable: false,
        unpaidAmountCents: 0,
        paymentDueBy: null,
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Order BM-3F9A21' });
    expect(
      screen.getByText(
        'Canceled automatically because it was not paid in time. Its trucks were released for other orders.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
