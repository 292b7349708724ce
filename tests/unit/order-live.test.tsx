// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OrderView } from '@/components/placed-orders/OrderDetails';
import { OrderWindowProposalAcceptDocument } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { formatDate } from '@/lib/order/format';
import { formatDateTime } from '@/lib/time';
import {
  ANY_ORDER,
  useOrderChanges,
  useRefetchOnOrderChanges,
  type OrderChangeSignal,
} from '@/lib/realtime/useOrderChanges';
import { anOrder, ORDER_ID, type Order } from '@/tests/support/orders';

// The page's Order again moves on with the router, which a unit test has none of.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

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
        refetch={() => Promise.resolve()}
      />
    </MockedProvider>,
  );
  return { onWindowAccepted };
}

describe("the contractor's order page", () => {
  it('offers a late cancellation inside the window, stating the fee and the refund before confirming', async () => {
    const user = userEvent.setup();
    renderOrder(
      anOrder({
        paymentStatus: 'succeeded',
        cancelable: false,
        lateCancelable: true,
        lateCancellationFeePercent: 20,
        lateCancellationFeeCents: 9_040,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "the supplier's late cancellation fee of $90.40 CAD (20% of the $452.00 CAD total) is charged.",
    );
    expect(dialog).toHaveTextContent('$361.60 CAD is refunded');
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel for $90.40 CAD' })).toBeInTheDocument();
  });

  it('offers no cancel once the window opened when the supplier charges no late fee', () => {
    renderOrder(anOrder({ paymentStatus: 'succeeded', cancelable: false, lateCancelable: false }));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

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
            byApiKey: false,
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
    expect(placed).toHaveTextContent(formatDateTime('2026-06-01T14:00:00.000Z', 'America/Toronto'));
    expect(placed).toHaveTextContent('Placed by Dana Whitfield (Keystone Builders)');
    expect(declined).toHaveTextContent('Declined by Sam Ortiz (NorthPeak Ready Mix)');
    expect(declined).toHaveTextContent('Reason: No trucks free that morning.');
    expect(within(declined!).getByText(formatDateTime('2026-06-01T15:30:00.000Z', 'America/Toronto'))).toHaveAttribute(
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

function Reader({ refetch }: { refetch: () => Promise<unknown> }) {
  useRefetchOnOrderChanges(refetch, (change) => change.orderId !== 'other');
  return null;
}

describe('useRefetchOnOrderChanges', () => {
  it('reads again once after a read that changes overtook, and never two reads at once', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: tokenFor('u1', 'c1') }));
    const calls = fakeEventStream();
    const reads: { resolve: () => void }[] = [];
    const refetch = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          reads.push({ resolve });
        }),
    );
    render(
      <MockedProvider>
        <Reader refetch={refetch} />
      </MockedProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    // The catch-up on connecting starts the first read.
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));

    // Two changes while it is on its way, and one that does not concern the page.
    calls[0]!.write('event: order\ndata: {"orderId":"o-1"}\n\n');
    calls[0]!.write('event: order\ndata: {"orderId":"o-1"}\n\n');
    calls[0]!.write('event: order\ndata: {"orderId":"other"}\n\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refetch).toHaveBeenCalledTimes(1);

    // The first read's answer may predate them: exactly one more read follows it.
    act(() => reads[0]!.resolve());
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(2));
    act(() => reads[1]!.resolve());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
