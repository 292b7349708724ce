// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ScheduleBoard } from '@/components/supplier/ScheduleBoard';
import { parseScheduleFrom } from '@/components/supplier/scheduleWeek';
import type { SupplierScheduleDayFieldsFragment, ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { renderWithFakeApi, type Answer, type ApiRequest } from '@/tests/support/fake-api';

const router = { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/supplier/schedule' }));
const toasts = vi.hoisted(() => ({
  success: vi.fn<(message: string) => void>(),
  error: vi.fn<(message: string) => void>(),
}));
vi.mock('react-toastify', () => ({ toast: toasts }));

// ---- A test API: answers by operation name, records every request --------------------------------

let handlers: Record<string, Answer> = {};
const requests: ApiRequest[] = [];
const requestsOf = (operationName: string) => requests.filter((request) => request.operationName === operationName);

const VIEWER: ViewerFieldsFragment & { __typename: 'Viewer' } = {
  __typename: 'Viewer',
  isMarketplaceOperator: false,
  isPartner: false,
  id: 'u1',
  email: 'dispatch@northpeak.example',
  phone: null,
  fullName: 'Dana Dispatch',
  referralCode: 'DANA2345',
  company: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'NorthPeak Ready Mix',
    kind: 'supplier',
    referralCreditCents: 0,
  },
  role: 'partner_manager',
  companies: [
    {
      company: { id: '00000000-0000-4000-8000-000000000001', name: 'NorthPeak Ready Mix', kind: 'supplier' },
      role: 'partner_manager',
    },
  ],
};

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
  requests.length = 0;
  router.push.mockReset();
  router.replace.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
  handlers = {
    Me: () => ({ data: { me: VIEWER } }),
    SupplierSchedule: () => ({ data: { supplierSchedule: schedule() } }),
  };
});
afterEach(cleanup);

const renderWithApi = (ui: ReactNode) => renderWithFakeApi(ui, () => handlers, requests);

// ---- Data ---------------------------------------------------------------------------------------

const ORDER_ID = '00000000-0000-4000-8000-0000000000e1';
const FROM = '2026-12-21';

const window6 = (overrides: Partial<SupplierScheduleDayFieldsFragment['windows'][number]> = {}) => ({
  __typename: 'SupplierScheduleWindow' as const,
  startHour: 6,
  label: '06:00–10:00',
  capacityTrucks: 8,
  defaultCapacityTrucks: 8,
  overrideCapacityTrucks: null,
  bookedTrucks: 3,
  orders: [
    {
      __typename: 'SupplierScheduleOrder' as const,
      id: ORDER_ID,
      orderNumber: 'BM-3F9A21',
      contractorName: 'Keystone Builders',
      productName: '25 MPa ready-mix',
      productType: 'readyMix' as const,
      quantity: 8,
      unit: 'm3' as const,
      trucks: 3,
      status: 'accepted' as const,
    },
  ],
  ...overrides,
});

const day = (date: string, overrides: Partial<SupplierScheduleDayFieldsFragment> = {}) => ({
  __typename: 'SupplierScheduleDay' as const,
  date,
  blocked: false,
  blockReason: null,
  activeOrderCount: date === FROM ? 1 : 0,
  changeable: true,
  windows:
    date === FROM
      ? [window6(), { ...window6({ startHour: 10, label: '10:00–14:00', bookedTrucks: 0, orders: [] }) }]
      : [window6({ bookedTrucks: 0, orders: [] })],
  drivers:
    date === FROM
      ? [
          {
            driver: { userId: 'd1', fullName: 'Sam Driver' },
            loads: [1, 2].map((sequence) => ({
              id: `l${sequence}`,
              orderId: ORDER_ID,
              orderNumber: 'BM-3F9A21',
              contractorName: 'Keystone Builders',
              window: '06:00–10:00',
              sequence,
              quantity: 4,
              unit: 'm3' as const,
              productType: 'readyMix' as const,
              truckName: `Mixer ${sequence}`,
              step: sequence === 1 ? ('en_route' as const) : ('planned' as const),
            })),
          },
        ]
      : [],
  ...overrides,
});

const schedule = (mayEdit = true) => ({
  __typename: 'SupplierSchedule' as const,
  timeZone: 'America/Toronto',
  today: FROM,
  lastChangeableDate: '2027-06-19',
  mayEdit,
  days: Array.from({ length: 7 }, (_, index) => day(`2026-12-${21 + index}`)),
});

const graphQLError = (code: string, message: string, extensions: Record<string, unknown> = {}) => ({
  data: null,
  errors: [{ message, extensions: { code, ...extensions } }],
});

// ---- The board ----------------------------------------------------------------------------------

describe('schedule board', () => {
  it('shows a week of windows with booked against capacity and the orders, from the date in the address', async () => {
    renderWithApi(<ScheduleBoard from={parseScheduleFrom({ from: FROM })} />);

    const first = await screen.findByRole('region', { name: /Mon, Dec 21, 2026/ });
    expect(requestsOf('SupplierSchedule')[0]?.variables).toEqual({ from: FROM, days: 7 });
    expect(screen.getAllByRole('region')).toHaveLength(7);

    const row = within(first).getByRole('row', { name: /06:00–10:00/ });
    expect(row).toHaveTextContent('3 / 8 trucks');
    expect(within(row).getByRole('link', { name: 'BM-3F9A21' })).toHaveAttribute(
      'href',
      `/supplier/orders/${ORDER_ID}`,
    );
    expect(row).toHaveTextContent('Keystone Builders');
    expect(row).toHaveTextContent('Accepted');

    // Who drives what that day, in the order they go.
    const byDriver = within(first).getByRole('heading', { name: /Loads by driver/ }).parentElement!;
    expect(byDriver).toHaveTextContent('Sam Driver');
    expect(
      within(byDriver)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Sam Driver'),
      '06:00–10:00 · BM-3F9A21 load 1 · 4 m³ · Mixer 1 · Keystone Builders En route',
      '06:00–10:00 · BM-3F9A21 load 2 · 4 m³ · Mixer 2 · Keystone Builders Planned',
    ]);

    expect(screen.getByRole('link', { name: /Previous week/ })).toHaveAttribute(
      'href',
      '/supplier/schedule?from=2026-12-14',
    );
    expect(screen.getByRole('link', { name: /Next week/ })).toHaveAttribute(
      'href',
      '/supplier/schedule?from=2026-12-28',
    );
  });

  it('saves a window’s capacity and says so', async () => {
    handlers.SupplierWindowCapacitySet = (variables) => ({
      data: {
        supplierWindowCapacitySet: day(variables.date as string, {
          windows: [window6({ capacityTrucks: 5, overrideCapacityTrucks: 5 })],
        }),
      },
    });
    const { user } = renderWithApi(<ScheduleBoard from={FROM} />);
    const first = await screen.findByRole('region', { name: /Mon, Dec 21, 2026/ });

    const capacity = within(first).getByRole('spinbutton', { name: 'Trucks, 06:00–10:00 on Mon, Dec 21, 2026' });
    expect(capacity).toHaveValue(8);
    await user.clear(capacity);
    await user.type(capacity, '5');
    const form = within(first).getByRole('form', { name: 'Capacity of 06:00–10:00 on Mon, Dec 21, 2026' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsOf('SupplierWindowCapacitySet')).toHaveLength(1));
    expect(requestsOf('SupplierWindowCapacitySet')[0]!.variables).toEqual({
      date: FROM,
      startHour: 6,
      capacityTrucks: 5,
    });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('06:00–10:00 on Mon, Dec 21, 2026: capacity 5.', expect.anything()),
    );
    // The board is read again, so what contractors can book is what it shows.
    await waitFor(() => expect(requestsOf('SupplierSchedule').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the server’s refusal next to the field and keeps what was typed', async () => {
    const message =
      '3 trucks are already booked in this window, so its capacity can’t go below 3. Decline or move orders first to lower it further.';
    handlers.SupplierWindowCapacitySet = () =>
      graphQLError('CAPACITY_BELOW_BOOKED', message, { bookedTrucks: 3, fields: { capacityTrucks: message } });
    const { user } = renderWithApi(<ScheduleBoard from={FROM} />);
    const first = await screen.findByRole('region', { name: /Mon, Dec 21, 2026/ });

    const capacity = within(first).getByRole('spinbutton', { name: /06:00–10:00 on Mon, Dec 21, 2026/ });
    await user.clear(capacity);
    await user.type(capacity, '2');
    await user.click(within(first).getAllByRole('button', { name: 'Save' })[0]!);

    const error = await within(first).findByText(message);
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(capacity).toHaveAccessibleDescription(message);
    expect(capacity).toHaveValue(2);
    expect(error.closest('form')).toBe(capacity.closest('form'));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('checks the capacity before sending it', async () => {
    const { user } = renderWithApi(<ScheduleBoard from={FROM} />);
    const first = await screen.findByRole('region', { name: /Mon, Dec 21, 2026/ });
    const capacity = within(first).getByRole('spinbutton', { name: /06:00–10:00 on Mon, Dec 21, 2026/ });
    await user.clear(capacity);
    await user.type(capacity, '250');
    await user.click(within(first).getAllByRole('button', { name: 'Save' })[0]!);
    expect(await within(first).findByText('Enter a whole number of trucks from 0 to 200')).toBeInTheDocument();
    expect(requestsOf('SupplierWindowCapacitySet')).toHaveLength(0);
  });

  it('blocks a date with a reason, and shows why it cannot when orders are going ahead', async () => {
    const message = '1 order is still going ahead on this date. Reschedule or decline it first, then block the date.';
    handlers.SupplierDateBlock = () =>
      graphQLError('DATE_HAS_ACTIVE_ORDERS', message, { activeOrders: 1, fields: { date: message } });
    const { user } = renderWithApi(<ScheduleBoard from={FROM} />);
    const first = await screen.findByRole('region', { name: /Mon, Dec 21, 2026/ });

    await user.click(within(first).getByRole('button', { name: 'Block this date…' }));
    const reason = within(first).getByRole('textbox', { name: 'Why you are not delivering on Mon, Dec 21, 2026' });
    await user.type(reason, 'Plant maintenance');
    await user.click(within(first).getByRole('button', { name: 'Block date' }));

    expect(await within(first).findByRole('alert')).toHaveTextContent(message);
    expect(reason).toHaveValue('Plant maintenance');
    expect(requestsOf('SupplierDateBlock')[0]!.variables).toEqual({ date: FROM, reason: 'Plant maintenance' });
  });

  it('is read-only for a member who may not change it', async () => {
    handlers.SupplierSchedule = () => ({
      data: {
        supplierSchedule: {
          ...schedule(false),
          days: [day(FROM, { blocked: true, blockReason: 'Statutory holiday' })],
        },
      },
    });
    renderWithApi(<ScheduleBoard from={FROM} />);
    const first = await screen.findByRole('region', { name: /Mon, Dec 21, 2026/ });
    expect(first).toHaveTextContent('Not delivering: Statutory holiday');
    expect(screen.getByText(/Only the owner and managers can change the schedule\./)).toBeInTheDocument();
    expect(within(first).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
  });
});
