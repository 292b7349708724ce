// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DispatchPlan } from '@/components/supplier/DispatchPlan';
import type { SupplierOrder } from '@/components/supplier/orderActions';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { formatDateTime } from '@/lib/time';
import { renderWithFakeApi, type Answer, type ApiRequest } from '@/tests/support/fake-api';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/**
 * The planner on the supplier's order page (issue 35, item 7): a truck or a driver that another
 * load holds at the time is shown as not free, with which load holds it and until when, and is
 * not offered; what the API refuses is shown at the field.
 */

const ORDER_ID = '00000000-0000-4000-8000-0000000000e1';
const OTHER_ORDER_ID = '77aa0011-0000-4000-8000-0000000000e2';
const MIXER_1 = '00000000-0000-4000-8000-0000000000f1';
const MIXER_2 = '00000000-0000-4000-8000-0000000000f2';
const MIXER_3 = '00000000-0000-4000-8000-0000000000f3';
const SAM = '00000000-0000-4000-8000-0000000000d1';
const PAT = '00000000-0000-4000-8000-0000000000d2';
const TIME_ZONE = 'America/Toronto';
/** 6:00 a.m. in Toronto: the order's window opens, its trucks due all at once. */
const STARTS_AT = '2026-12-22T11:00:00.000Z';
/** The other order's second load is back from its site at 7:15 a.m. */
const OTHER_BACK_AT = '2026-12-22T12:15:00.000Z';

const order = {
  __typename: 'SupplierOrder',
  id: ORDER_ID,
  orderNumber: 'BM-00000000',
  status: 'accepted',
  productType: 'readyMix',
  quantity: 8,
  unit: 'm3',
  trucks: 2,
  minutesBetweenTrucks: 0,
  loads: [],
} as unknown as SupplierOrder;

const truck = (id: string, name: string) => ({
  __typename: 'Truck',
  id,
  name,
  capacity: 10,
  unit: 'm3',
  active: true,
});

let handlers: Record<string, Answer> = {};
const requests: ApiRequest[] = [];
const requestsOf = (name: string) => requests.filter((request) => request.operationName === name);

beforeEach(() => {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
  requests.length = 0;
  handlers = {
    SupplierTrucks: () => ({
      data: {
        supplierTrucks: [truck(MIXER_1, 'Mixer 1'), truck(MIXER_2, 'Mixer 2'), truck(MIXER_3, 'Mixer 3')],
      },
    }),
    SupplierFleetAvailability: () => ({
      data: {
        supplierFleetAvailability: {
          __typename: 'FleetAvailability',
          deliveryStartsAt: STARTS_AT,
          minutesBetweenTrucks: 0,
          bookings: [
            {
              __typename: 'FleetBooking',
              truckId: MIXER_1,
              driverUserId: SAM,
              orderId: OTHER_ORDER_ID,
              orderNumber: 'BM-77AA0011',
              sequence: 2,
              step: 'planned',
              from: '2026-12-22T10:15:00.000Z',
              until: OTHER_BACK_AT,
            },
          ],
        },
      },
    }),
  };
});
afterEach(cleanup);

function renderPlanner() {
  return renderWithFakeApi(
    <DispatchPlan
      order={order}
      drivers={[
        { userId: SAM, fullName: 'Sam Driver' },
        { userId: PAT, fullName: 'Pat Driver' },
      ]}
      timeZone={TIME_ZONE}
      canPlan
      actions={{ onUpdated: vi.fn(), refetch: vi.fn(() => Promise.resolve()) }}
    />,
    () => handlers,
    requests,
  );
}

const until = formatDateTime(OTHER_BACK_AT, TIME_ZONE);

describe('planning the loads', () => {
  it('shows a truck or a driver another load holds as not free, with why, and does not offer it', async () => {
    const { user } = renderPlanner();
    await user.click(await screen.findByRole('button', { name: 'Split evenly over 2 trucks' }));
    const [first, second] = screen.getAllByRole('group', { name: /^Load \d$/ });

    // Mixer 1 is out with the other order's load: greyed out, saying so; the free ones are chosen.
    const firstTruck = within(first!).getByRole<HTMLSelectElement>('combobox', { name: 'Truck' });
    const busyMixer = within(firstTruck).getByRole<HTMLOptionElement>('option', { name: /^Mixer 1/ });
    expect(busyMixer.textContent).toBe(
      `Mixer 1 (10 m³) — not free: out with load 2 of order BM-77AA0011 until ${until}`,
    );
    expect(busyMixer.disabled).toBe(true);
    expect(firstTruck.value).toBe(MIXER_2);
    expect(within(first!).getByRole<HTMLSelectElement>('combobox', { name: 'Driver' }).value).toBe(PAT);

    // The second load goes at the same time: Mixer 2 and Pat are on the first.
    const secondTruck = within(second!).getByRole<HTMLSelectElement>('combobox', { name: 'Truck' });
    expect(secondTruck.value).toBe(MIXER_3);
    const mixer2 = within(secondTruck).getByRole<HTMLOptionElement>('option', { name: /^Mixer 2/ });
    expect(mixer2.textContent).toBe(
      `Mixer 2 (10 m³) — not free: out with load 1 of this order until ${formatDateTime('2026-12-22T12:15:00.000Z', TIME_ZONE)}`,
    );
    expect(mixer2.disabled).toBe(true);
    // No driver is free for it: the one it has is shown with why, as the API would say it.
    const secondDriver = within(second!).getByRole<HTMLSelectElement>('combobox', { name: 'Driver' });
    expect(secondDriver.value).toBe(SAM);
    expect(secondDriver).toHaveAttribute('aria-invalid', 'true');
    expect(secondDriver).toHaveAccessibleDescription(
      `Sam Driver is driving load 2 of order BM-77AA0011 until ${until}.`,
    );
  });

  it('puts the API’s refusal at the field and reads again what holds the fleet', async () => {
    const { user } = renderPlanner();
    await user.click(await screen.findByRole('button', { name: 'Split evenly over 2 trucks' }));
    await waitFor(() => expect(requestsOf('SupplierFleetAvailability')).toHaveLength(1));
    const reason = `Mixer 3 is out with load 1 of order BM-99CC0022 until ${until}.`;
    handlers.SupplierOrderDispatch = () => ({
      data: null,
      errors: [
        { message: reason, extensions: { code: 'TRUCK_OR_DRIVER_BUSY', fields: { 'loads.1.truckId': reason } } },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Save loads' }));

    const second = screen.getAllByRole('group', { name: /^Load \d$/ })[1]!;
    const secondTruck = within(second).getByRole('combobox', { name: 'Truck' });
    await waitFor(() => expect(secondTruck).toHaveAccessibleDescription(reason));
    await waitFor(() => expect(requestsOf('SupplierFleetAvailability')).toHaveLength(2));
  });
});
