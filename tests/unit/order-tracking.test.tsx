// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OrderTracking } from '@/components/placed-orders/OrderTracking';
import type { OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';

/**
 * The contractor's view of the trucks on delivery day: each load's step, the ETA of a truck on its
 * way, and the warning when one runs late. The map appears only with map tiles configured; the
 * words say everything without it.
 */

const mapRendered = vi.fn<(props: { styleUrl: string; loads: OrderLoadFieldsFragment[] }) => void>();
vi.mock('@/components/placed-orders/TrackingMap', () => ({
  TrackingMap: (props: { styleUrl: string; loads: OrderLoadFieldsFragment[] }) => {
    mapRendered(props);
    return <div data-testid="map">map</div>;
  },
}));

afterEach(() => {
  cleanup();
  mapRendered.mockReset();
});

const load = (overrides: Partial<OrderLoadFieldsFragment> = {}): OrderLoadFieldsFragment => ({
  id: 'l1',
  sequence: 1,
  quantity: 8,
  unit: 'm3',
  truck: { id: 't1', name: 'Mixer 12' },
  driver: { userId: 'd1', fullName: 'Sam Driver' },
  step: 'planned',
  loadedAt: null,
  enRouteAt: null,
  arrivedAt: null,
  unloadingAt: null,
  deliveredAt: null,
  driverNote: null,
  held: false,
  heldAt: null,
  delayMinutes: null,
  delayReason: null,
  deliveredQuantity: null,
  waterAddedLitres: null,
  slumpMm: null,
  receivedBy: null,
  hasSignature: false,
  hasPhoto: false,
  ticketUrl: null,
  eta: null,
  position: null,
  ...overrides,
});

const onTheWay = (overrides: Partial<OrderLoadFieldsFragment> = {}) =>
  load({
    step: 'en_route',
    position: { latitude: 43.74, longitude: -79.4, accuracyMeters: 10, at: '2026-12-01T14:00:00.000Z' },
    eta: {
      distanceKm: 12.4,
      arrivesAt: '2026-12-01T14:23:00.000Z',
      approximate: true,
      source: 'straight_line',
      lateForWindow: false,
      directKm: 9.5,
      bearingDegrees: 350,
    },
    ...overrides,
  });

describe('order tracking', () => {
  it('shows each truck’s step among the steps, the driver, and the ETA of one on its way', () => {
    render(
      <OrderTracking
        loads={[onTheWay(), load({ id: 'l2', sequence: 2 })]}
        productType="readyMix"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl={null}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Truck 1: 8 m³ · Mixer 12');
    expect(first).toHaveTextContent('En route · Driver: Sam Driver');
    const progress = within(first!).getByRole('list', { name: 'Truck 1’s progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Loaded', 'En route', 'Arrived', 'Pouring', 'Delivered']);
    expect(within(progress).getByText('En route')).toHaveAttribute('aria-current', 'step');
    expect(first).toHaveTextContent('About 12.4 km away, expected at 9:23 a.m. EST.');
    expect(first).toHaveTextContent('Approximate: measured to the city centre');
    expect(second).toHaveTextContent('Not left yet');
    expect(screen.queryByTestId('map')).toBeNull();
    expect(screen.queryByText(/expected after your delivery window/)).toBeNull();
  });

  it('gives a delivered truck’s proof: when, how much, who received it, and its e-ticket', () => {
    render(
      <OrderTracking
        loads={[
          load({
            step: 'delivered',
            deliveredAt: '2026-12-01T15:05:00.000Z',
            deliveredQuantity: 7.5,
            receivedBy: 'Riley Foreman',
            hasSignature: true,
            ticketUrl: '/api/tickets/l1?t=signed',
          }),
        ]}
        productType="readyMix"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl={null}
      />,
    );
    expect(screen.getByText(/Delivered at 10:05 a\.m\. EST: 7\.5 m³, received by Riley Foreman/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-ticket of truck 1 (PDF)' })).toHaveAttribute(
      'href',
      '/api/tickets/l1?t=signed',
    );
  });

  it('warns when a truck will miss the window or its driver reports a delay', () => {
    render(
      <OrderTracking
        loads={[
          onTheWay({ eta: { ...onTheWay().eta!, approximate: false, lateForWindow: true } }),
          load({ id: 'l2', sequence: 2, step: 'loaded', delayMinutes: 30, delayReason: 'Plant queue' }),
        ]}
        productType="aggregates"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl={null}
      />,
    );
    expect(
      screen.getByText(
        'Truck 1 is expected after your delivery window (06:00–10:00). Truck 2 is delayed by about 30 minutes: Plant queue',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: /progress/ })[0]).toHaveTextContent('Dumping');
  });

  it('speaks of a bin rental’s bins and drop-off, never of trucks', () => {
    render(
      <OrderTracking
        loads={[
          onTheWay({ unit: 'm3', quantity: 1, eta: { ...onTheWay().eta!, lateForWindow: true } }),
          load({ id: 'l2', sequence: 2, quantity: 1, delayMinutes: 20, delayReason: 'Traffic' }),
        ]}
        productType="rentals"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl={null}
      />,
    );
    expect(
      screen.getByText(
        'Bin 1 is expected after your drop-off window (06:00–10:00). Bin 2 is delayed by about 20 minutes: Traffic',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^Bin 2: / })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Bin 1’s progress' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\btrucks?\b/i);
  });

  it('without map tiles, draws the trucks around the site by distance and bearing, late ones told apart', () => {
    const { rerender } = render(
      <OrderTracking
        loads={[load()]}
        productType="readyMix"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl={null}
      />,
    );
    // Nothing on its way or at the site: nothing to draw.
    expect(screen.queryByRole('img')).toBeNull();
    rerender(
      <OrderTracking
        loads={[
          onTheWay({ eta: { ...onTheWay().eta!, approximate: false } }),
          onTheWay({
            id: 'l2',
            sequence: 2,
            eta: { ...onTheWay().eta!, approximate: false, directKm: 3.2, bearingDegrees: 95, lateForWindow: true },
          }),
          load({ id: 'l3', sequence: 3, step: 'unloading' }),
        ]}
        productType="readyMix"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl={null}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Truck 1, on its way, 9.5 km north of the site. Truck 2, on its way, 3.2 km east of the site, running late. Truck 3, at the site',
    );
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('rings at 5 km and 10 km');
    expect(figure).toHaveTextContent('running late');
    // Truck 1, 9.5 of 10 km to the north: almost on the outer ring, straight above the site.
    const [first, second, third] = [...figure.querySelectorAll('g')].map((group) => group.querySelector('circle')!);
    expect(Number(first!.getAttribute('cy'))).toBeLessThan(160 - 115);
    expect(Math.abs(Number(first!.getAttribute('cx')) - 160)).toBeLessThan(25);
    // Truck 2, east: to the right of the site, at about a third of the way out.
    expect(Number(second!.getAttribute('cx'))).toBeGreaterThan(160 + 35);
    expect(Math.abs(Number(second!.getAttribute('cy')) - 160)).toBeLessThan(10);
    expect(third!.getAttribute('cx')).toBe('160');
  });

  it('shows the trucks on a map only when map tiles are configured and a truck is on its way', async () => {
    const { rerender } = render(
      <OrderTracking
        loads={[load()]}
        productType="readyMix"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl="https://tiles.example/style.json"
      />,
    );
    expect(screen.queryByTestId('map')).toBeNull();
    rerender(
      <OrderTracking
        loads={[onTheWay()]}
        productType="readyMix"
        deliveryWindow="06:00–10:00"
        timeZone="America/Toronto"
        mapStyleUrl="https://tiles.example/style.json"
      />,
    );
    await waitFor(() => expect(screen.getByTestId('map')).toBeInTheDocument());
    expect(mapRendered).toHaveBeenLastCalledWith(
      expect.objectContaining({
        styleUrl: 'https://tiles.example/style.json',
        loads: [expect.objectContaining({ id: 'l1' })],
      }),
    );
  });
});
