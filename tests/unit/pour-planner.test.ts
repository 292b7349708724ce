import { describe, expect, it } from 'vitest';

import { durationText, planPour, roundUpToStep, spacingFor } from '@/lib/order/pour-planner';
import { MORE_THAN_ZERO, pourPlanSchema, type PourPlanForm } from '@/lib/validation/pour-plan';

const form = (overrides: Partial<PourPlanForm> = {}): PourPlanForm => ({
  shape: 'slab',
  system: 'metric',
  length: '10',
  breadth: '6',
  thickness: '15',
  count: '1',
  wastePercent: '5',
  ratePerHour: '15',
  truckLoad: '8',
  ...overrides,
});

const plan = (overrides: Partial<PourPlanForm> = {}) =>
  planPour(pourPlanSchema(overrides.system ?? 'metric').parse(form(overrides)));

describe('the pour planner', () => {
  it('a metric slab: the forms, the waste, the order rounded up to the quarter, trucks and their spacing', () => {
    // 10 × 6 m, 15 cm: 9 m³; with 5 % waste 9.45, ordered 9.5; two 8 m³ trucks; a crew placing
    // 15 m³ an hour empties a truck in 32 minutes, so they come 30 minutes apart.
    expect(plan()).toMatchObject({
      unit: 'm3',
      orderQuantity: 9.5,
      trucks: 2,
      minutesBetweenTrucks: 30,
      arrivalSpanMinutes: 30,
      fitsOneWindow: true,
      ordersNeeded: 1,
      firstOrder: { quantity: 9.5, trucks: 2 },
    });
    expect(plan().netVolume).toBeCloseTo(9, 10);
    expect(plan().volumeWithWaste).toBeCloseTo(9.45, 10);
    expect(plan().minutesPerLoad).toBeCloseTo(32, 10);
    // The crew's rate sets the end: 9.5 m³ at 15 an hour, more than the last truck's 30 + 6 minutes.
    expect(plan().pourMinutes).toBeCloseTo(38, 10);
  });

  it('an imperial slab in feet and inches is ordered in cubic yards', () => {
    // 40 × 30 ft, 4 in: 400 ft³ = 14.81 yd³; with 10 % waste 16.30, ordered 16.5; 10 yd³ trucks.
    const result = plan({
      system: 'imperial',
      length: '40',
      breadth: '30',
      thickness: '4',
      wastePercent: '10',
      ratePerHour: '20',
      truckLoad: '10',
    });
    expect(result.unit).toBe('yd');
    expect(result.netVolume).toBeCloseTo(400 / 27, 10);
    expect(result).toMatchObject({ orderQuantity: 16.5, trucks: 2, minutesPerLoad: 30, minutesBetweenTrucks: 30 });
  });

  it('walls and footings count alike pieces; a single truck has no spacing', () => {
    const walls = plan({ shape: 'wall', length: '12', breadth: '2.4', thickness: '20', count: '2', wastePercent: '0' });
    expect(walls.netVolume).toBeCloseTo(11.52, 10);
    expect(walls.orderQuantity).toBe(11.75);

    // Eight pads of 1.2 × 1.2 m, 60 cm deep: 6.912 m³, 7.2576 with waste, 7.5 to order: one truck.
    const pads = plan({ shape: 'footing', length: '1.2', breadth: '1.2', thickness: '60', count: '8' });
    expect(pads).toMatchObject({ orderQuantity: 7.5, trucks: 1, minutesBetweenTrucks: 0, arrivalSpanMinutes: 0 });
    expect(pads.fitsOneWindow).toBe(true);
  });

  it('a pour longer than one window or bigger than one order says how many orders, and fills in the first', () => {
    // 200 m³ in 8 m³ trucks: 25, more than an order's 20; 30 minutes apart, 8 fit a 4-hour window.
    const result = plan({ length: '50', breadth: '40', thickness: '10', wastePercent: '0' });
    expect(result).toMatchObject({
      orderQuantity: 200,
      trucks: 25,
      minutesBetweenTrucks: 30,
      fitsOneWindow: false,
      ordersNeeded: 4,
      firstOrder: { quantity: 64, trucks: 8 },
    });
  });

  it('spaces trucks by the allowed spacing nearest the time to place one, never all at once for several', () => {
    expect(spacingFor(16, 3)).toBe(15);
    expect(spacingFor(22.5, 3)).toBe(15); // a tie goes to the shorter: the crew is not left waiting
    expect(spacingFor(5, 3)).toBe(15);
    expect(spacingFor(200, 3)).toBe(90);
    expect(spacingFor(40, 1)).toBe(0);
  });

  it('rounds up to the quarter without binary fractions adding one', () => {
    expect(roundUpToStep(10.25)).toBe(10.25);
    expect(roundUpToStep(10.26)).toBe(10.5);
    expect(roundUpToStep(0.1 + 0.2)).toBe(0.5);
  });

  it('says durations in hours and minutes', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(90)).toBe('1 h 30 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(37.2)).toBe('38 min');
  });
});

describe('the pour planner form', () => {
  const errors = (overrides: Partial<PourPlanForm>): Record<string, string> => {
    const result = pourPlanSchema(overrides.system ?? 'metric').safeParse(form(overrides));
    if (result.success) return {};
    // One message per field: the first check that fails stops the others.
    return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it('says what each field lacks, with the spec kind of message', () => {
    expect(errors({ length: '' })).toEqual({ length: 'Required' });
    expect(errors({ breadth: 'six' })).toEqual({ breadth: 'Invalid' });
    expect(errors({ thickness: '0' })).toEqual({ thickness: MORE_THAN_ZERO });
    expect(errors({ count: '1.5' })).toEqual({ count: 'Invalid' });
    expect(errors({ wastePercent: '40' })).toEqual({ wastePercent: "Can't be more than 30" });
    expect(errors({ length: '1500' })).toEqual({ length: "Can't be more than 1000" });
    expect(errors({ system: 'imperial', length: '1500' })).toEqual({});
  });

  it('takes a comma as the decimal mark and no waste at all', () => {
    expect(errors({ breadth: '2,4', wastePercent: '0' })).toEqual({});
    expect(plan({ breadth: '2,5', wastePercent: '0', length: '4', thickness: '10' }).netVolume).toBeCloseTo(1, 10);
  });
});
