import { describe, expect, it } from 'vitest';

import { bearingDegrees, distanceKm, progressOf, ROAD_FACTOR, straightLineEstimate } from '@/lib/order/eta';

/** A truck's arrival, as the contractor's tracking computes it without a routing service. */
describe('ETA', () => {
  const toronto = { latitude: 43.6532, longitude: -79.3832 };
  const mississauga = { latitude: 43.589, longitude: -79.6441 };

  it('measures the distance as the crow flies', () => {
    // Toronto's centre to Mississauga's: about 22 km.
    expect(distanceKm(toronto, mississauga)).toBeCloseTo(22.1, 0);
    expect(distanceKm(toronto, toronto)).toBe(0);
  });

  it('arrives after the road distance over the average speed', () => {
    const at = new Date('2026-12-01T14:00:00.000Z');
    const estimate = straightLineEstimate(mississauga, toronto, at, 35);
    expect(estimate.distanceKm).toBeCloseTo(distanceKm(mississauga, toronto) * ROAD_FACTOR, 6);
    const minutes = (estimate.arrivesAt.getTime() - at.getTime()) / 60_000;
    // Dates hold whole milliseconds.
    expect(minutes).toBeCloseTo((estimate.distanceKm / 35) * 60, 3);
    expect(minutes).toBeGreaterThan(45);
    expect(minutes).toBeLessThan(52);
  });

  it('tells where a truck is as seen from the site, clockwise from north', () => {
    // Mississauga lies west-south-west of Toronto's centre, and Toronto east-north-east of it.
    expect(bearingDegrees(toronto, mississauga)).toBe(251);
    expect(bearingDegrees(mississauga, toronto)).toBe(71);
    expect(bearingDegrees(toronto, { ...toronto, latitude: 43.7 })).toBe(0);
    expect(bearingDegrees(toronto, { ...toronto, longitude: -79.3 })).toBe(90);
    expect(bearingDegrees(toronto, { ...toronto, latitude: 43.6 })).toBe(180);
  });

  it('tells how far along the way a truck is', () => {
    expect(progressOf(5, 20)).toBe(0.75);
    expect(progressOf(25, 20)).toBe(0);
    expect(progressOf(0, 20)).toBe(1);
    expect(progressOf(5, null)).toBe(0);
  });
});
