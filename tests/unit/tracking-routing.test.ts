import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { resetServerEnvForTests } from '@/lib/env';
import { etaOf, type Destination } from '@/server/services/delivery/tracking';

/**
 * The ETA by road, from an OSRM-compatible routing service when ROUTING_URL is set, tested at
 * its HTTP boundary: what is asked, what its answer gives, and the fallback when it fails.
 */
describe('ETA through a routing service', () => {
  const site: Destination = {
    latitude: 43.6532,
    longitude: -79.3832,
    approximate: false,
    windowEndsAt: new Date('2026-12-01T15:00:00.000Z'),
  };
  const load = {
    step: 'en_route' as const,
    position: { latitude: 43.74, longitude: -79.4, accuracyMeters: 10, at: '2026-12-01T14:00:00.000Z' },
  };

  beforeEach(() => {
    process.env.ROUTING_URL = 'https://router.example/';
    resetServerEnvForTests();
  });
  afterEach(() => {
    delete process.env.ROUTING_URL;
    resetServerEnvForTests();
  });

  it('asks for the driving route from the truck to the site and uses its distance and time', async () => {
    const asked: string[] = [];
    const fakeFetch = ((url: string) => {
      asked.push(url);
      return Promise.resolve(Response.json({ code: 'Ok', routes: [{ distance: 12_400, duration: 1_380 }] }));
    }) as typeof fetch;
    const eta = await etaOf(load, site, fakeFetch);
    expect(asked).toEqual(['https://router.example/route/v1/driving/-79.4,43.74;-79.3832,43.6532?overview=false']);
    expect(eta).toEqual({
      distanceKm: 12.4,
      arrivesAt: '2026-12-01T14:23:00.000Z',
      approximate: false,
      source: 'routing',
      lateForWindow: false,
      // For the schematic: 9.7 km as the crow flies, a little west of north of the site.
      directKm: 9.7,
      bearingDegrees: 352,
    });
  });

  it('falls back to the distance over the average speed when the service fails or answers nonsense', async () => {
    const failing = (() => Promise.resolve(new Response('busy', { status: 503 }))) as typeof fetch;
    expect(await etaOf(load, site, failing)).toMatchObject({ source: 'straight_line' });
    const nonsense = (() => Promise.resolve(Response.json({ code: 'NoRoute', routes: [] }))) as typeof fetch;
    expect(await etaOf(load, site, nonsense)).toMatchObject({ source: 'straight_line' });
    const unreachable = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    expect(await etaOf(load, site, unreachable)).toMatchObject({ source: 'straight_line' });
  });

  it('has no ETA before the truck leaves or without a position', async () => {
    expect(await etaOf({ ...load, step: 'loaded' }, site)).toBeNull();
    expect(await etaOf({ ...load, position: null }, site)).toBeNull();
  });
});
