// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PourDayControls, type PourDayOrder } from '@/components/placed-orders/PourDayControls';
import type { SupplierOrder } from '@/components/supplier/orderActions';
import { PourDayRequests } from '@/components/supplier/PourDayRequests';
import type { OrderRequestFieldsFragment } from '@/graphql/generated/client/graphql';

import { renderWithFakeApi, type Answer, type ApiRequest } from '../support/fake-api';

const toasts = vi.hoisted(() => ({
  success: vi.fn<(message: string) => void>(),
  error: vi.fn<(message: string) => void>(),
}));
vi.mock('react-toastify', () => ({ toast: toasts }));

const ORDER_ID = '00000000-0000-4000-8000-0000000000e1';
const REQUEST_ID = '00000000-0000-4000-8000-0000000000f1';

afterEach(cleanup);
beforeEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

const typed = <Fields extends object>(typename: string, fields: Fields): Fields =>
  Object.assign({ __typename: typename }, fields);

function aRequest(overrides: Partial<OrderRequestFieldsFragment> = {}): OrderRequestFieldsFragment {
  return typed('OrderRequest', {
    id: REQUEST_ID,
    kind: 'balance' as const,
    status: 'open' as const,
    minutes: null,
    quantity: 2.5,
    preview: typed('BalancePreview', {
      dispatchedQuantity: 4,
      previousQuantity: 8,
      newQuantity: 6.5,
      currency: 'CAD',
      previousTotalCents: 190_000,
      newTotalCents: 155_000,
      previousAmountDueCents: 190_000,
      newAmountDueCents: 155_000,
      coveredByOrderPayment: true,
    }),
    requestedByName: 'Dana Whitfield',
    answeredByName: null,
    answerNote: null,
    createdAt: '2026-12-22T12:00:00.000Z',
    answeredAt: null,
    ...overrides,
  });
}

function contractorOrder(overrides: Partial<PourDayOrder> = {}): PourDayOrder {
  return {
    id: ORDER_ID,
    timeZone: 'America/Toronto',
    status: 'dispatched',
    unit: 'm3',
    minutesBetweenTrucks: 30,
    loads: [
      { id: 'l1', sequence: 1, held: false },
      { id: 'l2', sequence: 2, held: false },
    ],
    requests: [],
    ...overrides,
  };
}

function renderControls(order: PourDayOrder, handlers: Record<string, Answer> = {}) {
  const requests: ApiRequest[] = [];
  const onChanged = vi.fn(() => Promise.resolve());
  const rendered = renderWithFakeApi(<PourDayControls order={order} onChanged={onChanged} />, () => handlers, requests);
  return { ...rendered, requests, onChanged };
}

const created = () => ({ data: { orderRequestCreate: typed('Order', { id: ORDER_ID, requests: [] }) } });

describe('PourDayControls (the contractor on site)', () => {
  it('offers the three requests on delivery day only', () => {
    renderControls(contractorOrder());
    for (const name of ['Hold the next truck', 'Change spacing', 'Send the balance']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    cleanup();
    renderControls(contractorOrder({ status: 'accepted' }));
    expect(screen.queryByRole('button', { name: 'Send the balance' })).toBeNull();
  });

  it('sends the balance with the shared rules: required, two decimals, then the quantity', async () => {
    const { user, requests, onChanged } = renderControls(contractorOrder(), { OrderRequestCreate: created });
    await user.click(screen.getByRole('button', { name: 'Send the balance' }));
    expect(screen.getByRole('button', { name: 'Send the balance', expanded: true })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Send the balance' });
    await user.click(within(form).getByRole('button', { name: 'Send the balance' }));
    expect(await within(form).findByText('Required')).toBeVisible();
    const field = within(form).getByRole('spinbutton', { name: /Quantity still needed \(m3\)/ });
    await user.type(field, '2.005');
    await user.click(within(form).getByRole('button', { name: 'Send the balance' }));
    expect(await within(form).findByText('Invalid')).toBeVisible();
    expect(requests).toEqual([]);

    await user.clear(field);
    await user.type(field, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Send the balance' }));
    await waitFor(() => expect(requests.map((request) => request.operationName)).toEqual(['OrderRequestCreate']));
    expect(requests[0]!.variables).toEqual({ input: { orderId: ORDER_ID, kind: 'balance', quantity: 2.5 } });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Sent to the supplier with the new total');
  });

  it('puts the API’s refusal of the quantity next to the field, keeping what was typed', async () => {
    const { user } = renderControls(contractorOrder(), {
      OrderRequestCreate: () => ({
        data: null,
        errors: [
          {
            message: 'Partial requires step 0.5',
            extensions: { code: 'BAD_USER_INPUT', fields: { quantity: 'Partial requires step 0.5' } },
          },
        ],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Send the balance' }));
    const form = screen.getByRole('form', { name: 'Send the balance' });
    const field = within(form).getByRole('spinbutton', { name: /Quantity still needed/ });
    await user.type(field, '0.3');
    await user.click(within(form).getByRole('button', { name: 'Send the balance' }));
    expect(await within(form).findByText('Partial requires step 0.5')).toBeVisible();
    expect(field).toHaveValue(0.3);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for another spacing from the spacings offered', async () => {
    const { user, requests } = renderControls(contractorOrder(), { OrderRequestCreate: created });
    await user.click(screen.getByRole('button', { name: 'Change spacing' }));
    const form = screen.getByRole('form', { name: 'Change spacing' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Time between trucks' }), '45 minutes');
    await user.click(within(form).getByRole('button', { name: 'Ask for this spacing' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.variables).toEqual({ input: { orderId: ORDER_ID, kind: 'spacing', minutes: 45 } });
  });

  it('shows an accepted balance’s old and new total and what it means for the payment; releases a held truck', async () => {
    const { user, requests } = renderControls(
      contractorOrder({
        loads: [
          { id: 'l1', sequence: 1, held: false },
          { id: 'l2', sequence: 2, held: true },
        ],
        requests: [
          aRequest({
            status: 'accepted',
            answeredByName: 'NorthPeak Dispatch',
            answerNote: 'Last truck at 14:00.',
            answeredAt: '2026-12-22T12:05:00.000Z',
            preview: {
              ...aRequest().preview!,
              newTotalCents: 210_000,
              newAmountDueCents: 210_000,
              coveredByOrderPayment: false,
            },
          }),
        ],
      }),
      {
        OrderHoldRelease: () => ({
          data: { orderHoldRelease: typed('Order', { id: ORDER_ID, loads: [] }) },
        }),
      },
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Total $1,900.00 CAD → $2,100.00 CAD');
    expect(item).toHaveTextContent(
      'The new total is $2,100.00 CAD; the difference of $200.00 CAD is asked of you on the order page',
    );
    expect(item).toHaveTextContent('Last truck at 14:00.');
    expect(within(item).getByText('Accepted')).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    expect(screen.getByText('Truck 2 is held in the yard at your request.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Release truck 2' }));
    await waitFor(() => expect(requests.map((request) => request.operationName)).toEqual(['OrderHoldRelease']));
  });
});

function supplierOrder(requests: OrderRequestFieldsFragment[]): SupplierOrder {
  return { id: ORDER_ID, unit: 'm3', requests, loads: [], openRequests: requests.length } as unknown as SupplierOrder;
}

describe('PourDayRequests (the dispatcher answers)', () => {
  function renderRequests(mayAnswer: boolean, handlers: Record<string, Answer> = {}) {
    const requests: ApiRequest[] = [];
    const actions = { onUpdated: vi.fn(), refetch: vi.fn(() => Promise.resolve()) };
    const rendered = renderWithFakeApi(
      <PourDayRequests
        order={supplierOrder([aRequest()])}
        timeZone="America/Toronto"
        mayAnswer={mayAnswer}
        actions={actions}
      />,
      () => handlers,
      requests,
    );
    return { ...rendered, requests, actions };
  }

  it('shows the balance’s new total before answering, and declines with a note', async () => {
    const { user, requests, actions } = renderRequests(true, {
      SupplierOrderRequestAnswer: () => ({
        data: { supplierOrderRequestAnswer: typed('SupplierOrder', { id: ORDER_ID }) },
      }),
    });
    const item = within(screen.getByRole('list', { name: 'Requests waiting for an answer' })).getByRole('listitem');
    expect(item).toHaveTextContent('Send the balance: 2.5 m3');
    expect(item).toHaveTextContent('Quantity 8 → 6.5 m3');
    expect(item).toHaveTextContent('Total $1,900.00 CAD → $1,550.00 CAD');
    expect(item).toHaveTextContent(
      "If accepted: The new total is $1,550.00 CAD; the order's payment takes the lower amount.",
    );

    await user.type(within(item).getByRole('textbox', { name: /Note for the contractor/ }), 'No truck free.');
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(requests.map((request) => request.operationName)).toEqual(['SupplierOrderRequestAnswer']),
    );
    expect(requests[0]!.variables).toEqual({ input: { requestId: REQUEST_ID, accept: false, note: 'No truck free.' } });
    await waitFor(() => expect(actions.onUpdated).toHaveBeenCalled());
  });

  it('accepts without a note; an answer another dispatcher gave first reloads the order and says so', async () => {
    const { user, requests, actions } = renderRequests(true, {
      SupplierOrderRequestAnswer: () => ({
        data: null,
        errors: [
          {
            message: 'This request was answered or withdrawn already.',
            extensions: { code: 'ORDER_REQUEST_NOT_OPEN', status: 'accepted' },
          },
        ],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.variables).toEqual({ input: { requestId: REQUEST_ID, accept: true, note: null } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This request was answered or withdrawn already.');
    expect(actions.refetch).toHaveBeenCalled();
  });

  it('lets a driver read the request, not answer it', () => {
    renderRequests(false);
    expect(screen.getByText('Send the balance: 2.5 m3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
