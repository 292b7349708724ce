// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DisputeForm, OrderDisputes } from '@/components/placed-orders/OrderDisputes';
import { OrderTracking } from '@/components/placed-orders/OrderTracking';
import { SupplierDisputes } from '@/components/supplier/SupplierDisputes';
import type { OrderDisputeFieldsFragment, OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';
import { disputeAnswerSchema, disputeOpenSchema, mayMove } from '@/lib/validation/disputes';

import { renderWithFakeApi, type Answer, type ApiRequest } from '../support/fake-api';

const ORDER_ID = '00000000-0000-4000-8000-0000000000e1';
const LOAD_ID = '00000000-0000-4000-8000-0000000000e2';
const DISPUTE_ID = '00000000-0000-4000-8000-0000000000e3';

afterEach(cleanup);

const typed = <Fields extends object>(typename: string, fields: Fields): Fields =>
  Object.assign({ __typename: typename }, fields);

function aDispute(overrides: Partial<OrderDisputeFieldsFragment> = {}): OrderDisputeFieldsFragment {
  return typed('OrderDispute', {
    id: DISPUTE_ID,
    loadId: LOAD_ID,
    loadSequence: 1,
    lineKey: null,
    subject: 'Load 1',
    reason: 'short_load' as const,
    description: 'One m³ short.',
    status: 'open' as const,
    currency: 'CAD',
    claimedCents: 25_000,
    creditedCents: null,
    maxCreditCents: 20_000,
    answerNote: null,
    openedByName: 'Dana Whitfield',
    answeredByName: null,
    photoUrls: ['/api/dispute-photos/p1?t=x'],
    balanceChangeId: null,
    createdAt: '2026-12-22T12:00:00.000Z',
    answeredAt: null,
    ...overrides,
  });
}

describe('the dispute schemas (the forms’ and the API’s)', () => {
  it('wants one subject, a reason, words and an amount above nothing', () => {
    const base = { orderId: ORDER_ID, reason: 'late', description: 'Two hours late.', claimedCents: 100 };
    expect(disputeOpenSchema.safeParse({ ...base, loadId: LOAD_ID }).success).toBe(true);
    expect(disputeOpenSchema.safeParse({ ...base, lineKey: 'item-0' }).success).toBe(true);
    expect(disputeOpenSchema.safeParse({ ...base, loadId: LOAD_ID, lineKey: 'item-0' }).success).toBe(false);
    expect(disputeOpenSchema.safeParse({ ...base }).success).toBe(false);
    expect(disputeOpenSchema.safeParse({ ...base, loadId: LOAD_ID, claimedCents: 0 }).error?.issues[0]?.message).toBe(
      'Enter the amount you ask back, more than $0.00.',
    );
    expect(disputeAnswerSchema.safeParse({ disputeId: DISPUTE_ID, accept: false, note: ' ' }).success).toBe(false);
    expect(disputeAnswerSchema.safeParse({ disputeId: DISPUTE_ID, accept: true, creditedCents: 5 }).success).toBe(true);
  });

  it('moves a dispute only as its state machine says', () => {
    expect(mayMove('open', 'contest')).toBe(true);
    expect(mayMove('contested', 'accept')).toBe(true);
    expect(mayMove('contested', 'contest')).toBe(false);
    expect(mayMove('accepted', 'withdraw')).toBe(false);
  });
});

describe('DisputeForm (the contractor)', () => {
  it('says what is missing at its field, then sends the amount in cents', async () => {
    const requests: ApiRequest[] = [];
    const onOpened = vi.fn(() => Promise.resolve());
    const handlers: Record<string, Answer> = {
      OrderDisputeOpen: () => ({ data: { orderDisputeOpen: aDispute() } }),
    };
    const { user } = renderWithFakeApi(
      <DisputeForm
        subjects={{ orderId: ORDER_ID, loads: [{ id: LOAD_ID, sequence: 1 }], lines: [], currency: 'CAD' }}
        onOpened={onOpened}
      />,
      () => handlers,
      requests,
    );
    const form = screen.getByRole('form', { name: 'Dispute a load or a line' });
    await user.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    // The words and the amount are both missing, each said at its field.
    expect(await within(form).findAllByText('Required')).toHaveLength(2);
    expect(requests).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('What went wrong'), 'Damaged');
    await user.type(within(form).getByLabelText('Tell the supplier what happened'), 'Cracked chute, half lost.');
    await user.type(within(form).getByLabelText('Amount you ask back (CAD)'), '125.50');
    await user.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    await waitFor(() => expect(requests.map((request) => request.operationName)).toEqual(['OrderDisputeOpen']));
    expect(requests[0]!.variables).toEqual({
      input: {
        orderId: ORDER_ID,
        loadId: LOAD_ID,
        lineKey: null,
        reason: 'damaged',
        description: 'Cracked chute, half lost.',
        claimedCents: 12_550,
      },
    });
    await waitFor(() => expect(onOpened).toHaveBeenCalled());
  });
});

describe('a dispute from the load’s e-ticket', () => {
  const LOAD_2 = '00000000-0000-4000-8000-0000000000e4';
  const delivered = (id: string, sequence: number) =>
    ({
      id,
      sequence,
      quantity: 4,
      unit: 'm3',
      truck: null,
      driver: null,
      step: 'delivered',
      loadedAt: null,
      enRouteAt: null,
      arrivedAt: null,
      unloadingAt: null,
      deliveredAt: '2026-12-22T15:00:00.000Z',
      driverNote: null,
      held: false,
      heldAt: null,
      delayMinutes: null,
      delayReason: null,
      deliveredQuantity: 4,
      waterAddedLitres: null,
      slumpMm: null,
      receivedBy: 'Riley Foreman',
      hasSignature: true,
      hasPhoto: false,
      ticketUrl: `/api/tickets/${id}?t=x`,
      eta: null,
      position: null,
    }) satisfies OrderLoadFieldsFragment;

  it('offers Dispute beside the e-ticket of a delivered load without a dispute in play', async () => {
    const onDispute = vi.fn();
    const { user } = renderWithFakeApi(
      <OrderTracking
        loads={[delivered(LOAD_ID, 1), delivered(LOAD_2, 2)]}
        productType="readyMix"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl={null}
        disputableLoadIds={[LOAD_2]}
        onDispute={onDispute}
      />,
      () => ({}),
      [],
    );
    expect(screen.getByRole('link', { name: 'E-ticket of truck 2 (PDF)' })).toBeVisible();
    // Load 1 has a dispute in play already: no second one is offered.
    expect(screen.queryByRole('button', { name: 'Dispute truck 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dispute truck 2' }));
    expect(onDispute).toHaveBeenCalledWith(LOAD_2);
  });

  it('opens the form on that load and takes the reader there; sent, it closes', async () => {
    const requests: ApiRequest[] = [];
    const onChanged = vi.fn(() => Promise.resolve());
    const subjects = {
      orderId: ORDER_ID,
      loads: [
        { id: LOAD_ID, sequence: 1 },
        { id: LOAD_2, sequence: 2 },
      ],
      lines: [],
      currency: 'CAD',
    };
    const { user } = renderWithFakeApi(
      <OrderDisputes
        disputes={[]}
        subjects={subjects}
        timeZone="America/Toronto"
        onChanged={onChanged}
        request={{ loadId: LOAD_2, key: 1 }}
      />,
      () => ({ OrderDisputeOpen: () => ({ data: { orderDisputeOpen: aDispute({ loadId: LOAD_2 }) } }) }),
      requests,
    );
    const form = screen.getByRole('form', { name: 'Dispute a load or a line' });
    expect(within(form).getByLabelText('What you dispute')).toHaveValue(`load:${LOAD_2}`);
    await waitFor(() => expect(within(form).getByRole('heading', { name: 'Dispute a load or a line' })).toHaveFocus());

    await user.type(within(form).getByLabelText('Tell the supplier what happened'), 'Half a metre short.');
    await user.type(within(form).getByLabelText('Amount you ask back (CAD)'), '80');
    await user.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    await waitFor(() => expect(requests.map((request) => request.operationName)).toEqual(['OrderDisputeOpen']));
    expect(requests[0]!.variables).toMatchObject({ input: { loadId: LOAD_2, lineKey: null, claimedCents: 8_000 } });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Dispute a load or a line' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Dispute sent to the supplier');
  });

  it('ignores a request for a load that is not delivered (a stale e-ticket link)', () => {
    renderWithFakeApi(
      <OrderDisputes
        disputes={[]}
        subjects={{ orderId: ORDER_ID, loads: [{ id: LOAD_ID, sequence: 1 }], lines: [], currency: 'CAD' }}
        timeZone="America/Toronto"
        onChanged={() => Promise.resolve()}
        request={{ loadId: LOAD_2, key: 0 }}
      />,
      () => ({}),
      [],
    );
    expect(screen.queryByRole('form', { name: 'Dispute a load or a line' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dispute a load or a line' })).toBeVisible();
  });
});

describe('SupplierDisputes (the supplier)', () => {
  it('offers at most what was paid, and contests only with a reason', async () => {
    const requests: ApiRequest[] = [];
    const onAnswered = vi.fn(() => Promise.resolve());
    const { user } = renderWithFakeApi(
      <SupplierDisputes disputes={[aDispute()]} timeZone="America/Toronto" mayAnswer onAnswered={onAnswered} />,
      () => ({
        SupplierOrderDisputeAnswer: () => ({
          data: { supplierOrderDisputeAnswer: aDispute({ status: 'accepted', creditedCents: 20_000 }) },
        }),
      }),
      requests,
    );
    expect(screen.getByRole('link', { name: 'Photo 1' })).toHaveAttribute('href', '/api/dispute-photos/p1?t=x');
    const contest = screen.getByRole('form', { name: 'Contest the dispute of Load 1' });
    await user.click(within(contest).getByRole('button', { name: 'Contest' }));
    expect(await within(contest).findByText('Say why you contest the dispute: the contractor reads it.')).toBeVisible();

    const accept = screen.getByRole('form', { name: 'Accept the dispute of Load 1' });
    // The claim was $250.00; what was paid for the load, $200.00, is offered.
    expect(within(accept).getByLabelText('Credit (CAD)')).toHaveValue(200);
    await user.click(within(accept).getByRole('button', { name: 'Accept and credit' }));
    await waitFor(() =>
      expect(requests.map((request) => request.operationName)).toEqual(['SupplierOrderDisputeAnswer']),
    );
    expect(requests[0]!.variables).toEqual({
      input: { disputeId: DISPUTE_ID, accept: true, creditedCents: 20_000, note: null },
    });
    await waitFor(() => expect(onAnswered).toHaveBeenCalled());
  });
});
