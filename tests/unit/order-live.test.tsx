// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { OrderView } from '@/components/orders/OrderDetails';
import { OrderWindowProposalAcceptDocument, type OrderDetailsQuery } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { formatDate, formatDateTime } from '@/lib/order/format';
import { ANY_ORDER, useOrderChanges, type OrderChangeSignal } from '@/lib/realtime/useOrderChanges';

type Order = OrderDetailsQuery['order'];

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const ORDER_ID = '5b1f0c7e-8d2a-4f51-9a1e-3c6b2d4e7f80';

function anOrder(overrides: Partial<Order> = {}): Order {
  const quote: Order['quote'] = {
    currency: 'CAD',
    lineItems: [
      {
        kind: 'product',
        label: 'Ready mix 25 MPa',
        quantity: 2,
        unit: 'm3',
        unitPriceCents: 20_000,
        amountCents: 40_000,
      },
    ],
    subtotalCents: 40_000,
    fees: [],
    feesCents: 0,
    processingFeePercent: 0,
    processingFeeCents: 0,
    taxes: [{ name: 'HST', ratePercent: 13, amountCents: 5_200 }],
    taxesCents: 5_200,
    totalWithoutTaxesCents: 40_000,
    totalCents: 45_200,
    referralCreditAppliedCents: 0,
    amountDueCents: 45_200,
    fingerprint: 'f',
  };
  return {
    id: ORDER_ID,
    orderNumber: 'BM-5B1F0C',
    invoiceUrl: `/api/invoices/${ORDER_ID}?t=x`,
    status: 'placed',
    statusReason: null,
    cancelReason: null,
    paymentDueBy: null,
    windowProposal: null,
    history: [
      {
        id: 'e1',
        kind: 'status',
        status: 'placed',
        party: 'contractor',
        actorName: 'Dana Whitfield',
        reason: null,
        proposedDeliveryDate: null,
        proposedWindow: null,
        at: '2026-06-01T14:00:00.000Z',
      },
    ],
    paymentDueDate: null,
    chargeAt: null,
    payment: null,
    paymentType: 'card',
    paymentStatus: 'requires_payment',
    supplierId: 's1',
    supplierName: 'NorthPeak Ready Mix',
    contractorName: 'Keystone Builders',
    productId: 'p1',
    productType: 'readyMix',
    productName: 'Ready mix 25 MPa',
    quantity: 2,
    unit: 'm3',
    color: null,
    trucks: 1,
    minutesBetweenTrucks: 0,
    deliveryDate: '2026-06-10',
    deliveryWindow: '06:00–10:00',
    deliveryStartsAt: '2026-06-10T10:00:00.000Z',
    jobSiteId: null,
    siteName: null,
    deliveryAddress: '100 King Street West',
    postalCode: 'M5X 1A9',
    city: { id: 'c1', name: 'Toronto', regionCode: 'ON', countryCode: 'CA' },
    jobNumber: null,
    gateCode: null,
    accessNotes: null,
    washoutNotes: null,
    options: [],
    comment: null,
    contactName: 'Dana Whitfield',
    contactEmail: 'dana@keystone.example',
    contactPhone: '+1 416 555 0100',
    currency: 'CAD',
    quote,
    totalCents: 45_200,
    referralCreditAppliedCents: 0,
    amountDueCents: 45_200,
    unpaidAmountCents: 45_200,
    partnerCode: null,
    createdAt: '2026-06-01T14:00:00.000Z',
    canceledAt: null,
    cancelableUntil: '2026-06-09T10:00:00.000Z',
    cancelable: true,
    ...overrides,
  };
}

function renderOrder(order: Order, mocks: MockLink.MockedResponse[] = []) {
  const onWindowAccepted = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <OrderView
        order={order}
        headingRef={createRef()}
        paymentHeadingRef={createRef()}
        justPaid={false}
        refreshInvoiceUrl={() => Promise.resolve(undefined)}
        onCanceled={vi.fn()}
        onWindowAccepted={onWindowAccepted}
        onPaid={vi.fn()}
      />
    </MockedProvider>,
  );
  return { onWindowAccepted };
}

describe("the contractor's order page", () => {
  it("shows a declined order's state, the supplier's reason, and the history as a list", () => {
    renderOrder(
      anOrder({
        status: 'declined',
        statusReason: 'No trucks free that morning.',
        cancelable: false,
        history: [
          anOrder().history[0]!,
          {
            id: 'e2',
            kind: 'status',
            status: 'declined',
            party: 'supplier',
            actorName: 'Sam Ortiz',
            reason: 'No trucks free that morning.',
            proposedDeliveryDate: null,
            proposedWindow: null,
            at: '2026-06-01T15:30:00.000Z',
          },
        ],
      }),
    );
    expect(screen.getByText('Declined', { selector: 'span' })).toBeInTheDocument();
    expect(
      screen.getByText('NorthPeak Ready Mix declined this order: No trucks free that morning.'),
    ).toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'Order history' });
    const [placed, declined] = within(history).getAllByRole('listitem');
    expect(placed).toHaveTextContent(formatDateTime('2026-06-01T14:00:00.000Z'));
    expect(placed).toHaveTextContent('Placed by Dana Whitfield (Keystone Builders)');
    expect(declined).toHaveTextContent('Declined by Sam Ortiz (NorthPeak Ready Mix)');
    expect(declined).toHaveTextContent('Reason: No trucks free that morning.');
    expect(within(declined!).getByText(formatDateTime('2026-06-01T15:30:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-06-01T15:30:00.000Z',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('labels every state', () => {
    for (const [status, label] of [
      ['accepted', 'Accepted'],
      ['scheduled', 'Scheduled'],
      ['dispatched', 'Dispatched'],
      ['delivered', 'Delivered'],
      ['completed', 'Completed'],
      ['canceled', 'Canceled'],
    ] as const) {
      renderOrder(anOrder({ status, cancelable: false }));
      expect(screen.getByText(label, { selector: 'span' })).toBeInTheDocument();
      cleanup();
    }
  });

  const proposed = anOrder({
    windowProposal: {
      deliveryDate: '2026-06-12',
      windowStartHour: 10,
      deliveryWindow: '10:00–14:00',
      reason: 'Plant maintenance that morning.',
    },
  });

  it("offers to accept the supplier's proposed window, and accepting calls the API", async () => {
    const user = userEvent.setup();
    const { onWindowAccepted } = renderOrder(proposed, [
      {
        request: { query: OrderWindowProposalAcceptDocument, variables: { orderId: ORDER_ID } },
        result: {
          data: {
            orderWindowProposalAccept: {
              __typename: 'Order',
              id: ORDER_ID,
              status: 'placed',
              deliveryDate: '2026-06-12',
              deliveryWindow: '10:00–14:00',
            },
          },
        },
      },
    ]);
    const notice = screen.getByRole('region', { name: 'New delivery window proposed' });
    expect(notice).toHaveTextContent(
      `The supplier proposes ${formatDate('2026-06-12')}, 10:00–14:00: Plant maintenance that morning.`,
    );
    // Cancel sits beside Accept, once on the page.
    expect(within(notice).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(1);

    await user.click(within(notice).getByRole('button', { name: 'Accept new window' }));
    await waitFor(() => expect(onWindowAccepted).toHaveBeenCalledTimes(1));
  });

  it("shows the API's answer when the proposed window cannot be accepted", async () => {
    const user = userEvent.setup();
    const message =
      'The proposed window has filled up in the meantime. Ask the supplier for another one, or cancel the order.';
    const { onWindowAccepted } = renderOrder(proposed, [
      {
        request: { query: OrderWindowProposalAcceptDocument, variables: { orderId: ORDER_ID } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'DELIVERY_WINDOW_UNAVAILABLE' } })] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Accept new window' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onWindowAccepted).not.toHaveBeenCalled();
  });
});

/** A JWT-shaped ordinary token (the hook reads only its claims; the server checks it). */
const tokenFor = (userId: string, companyId: string, n = 0) =>
  ['e30', btoa(JSON.stringify({ sub: userId, cid: companyId, exp: 4_102_444_800, n })), 'sig'].join('.');

function fakeEventStream() {
  const calls: { authorization: string | null; signal: AbortSignal; write: (text: string) => void }[] = [];
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    const signal = init!.signal!;
    signal.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    calls.push({
      authorization: new Headers(init?.headers).get('authorization'),
      signal,
      write: (text) => controller.enqueue(new TextEncoder().encode(text)),
    });
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function Follower({ onChange }: { onChange: (change: OrderChangeSignal) => void }) {
  useOrderChanges(onChange);
  return null;
}

describe('useOrderChanges', () => {
  it('follows the stream with the stored token, catches up on focus, follows a company switch, hangs up on unmount', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: tokenFor('u1', 'c1') }));
    const calls = fakeEventStream();
    const changes: string[] = [];
    const view = render(
      <MockedProvider>
        <Follower onChange={(change) => changes.push(change.orderId)} />
      </MockedProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.authorization).toBe(`Bearer ${tokenFor('u1', 'c1')}`);
    await waitFor(() => expect(changes).toEqual([ANY_ORDER]));

    calls[0]!.write('event: order\ndata: {"orderId":"o-1"}\n\n');
    await waitFor(() => expect(changes).toEqual([ANY_ORDER, 'o-1']));

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(changes).toEqual([ANY_ORDER, 'o-1', ANY_ORDER]);

    // A renewed token for the same person and company keeps the stream...
    act(() => {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: tokenFor('u1', 'c1', 1) }));
      window.dispatchEvent(new Event('buildmarket:session-change'));
    });
    expect(calls).toHaveLength(1);
    // ...another company (the switcher) opens another one.
    act(() => {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: tokenFor('u1', 'c2') }));
      window.dispatchEvent(new Event('buildmarket:session-change'));
    });
    expect(calls[0]!.signal.aborted).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.authorization).toBe(`Bearer ${tokenFor('u1', 'c2')}`);

    view.unmount();
    expect(calls[1]!.signal.aborted).toBe(true);
  });
});
