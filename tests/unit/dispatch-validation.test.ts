import { describe, expect, it } from 'vitest';

import { truckInputSchema } from '@/lib/validation/dispatch';

/** The fleet's truck form, on the page and the server (supplierTruckSave). */
describe("a truck's capacity", () => {
  const errors = (capacity: number) => {
    const result = truckInputSchema.safeParse({ name: 'Mixer 12', capacity, unit: 'm3' });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes hundredths from 0.01 to the maximum', () => {
    expect(errors(0.01)).toEqual([]);
    expect(errors(10.25)).toEqual([]);
    expect(errors(1000)).toEqual([]);
  });

  it('refuses a positive number too small to store as a hundredth with the minimum, not a server error', () => {
    // Found by the API fuzz: 1e-9 passed as positive, was stored as 0.00 and broke the database check.
    expect(errors(1e-9)).toEqual(["Can't be less than 0.01"]);
    expect(errors(0)).toEqual(["Can't be less than 0.01"]);
    expect(errors(0.001)).toEqual(['Invalid']);
    expect(errors(1000.01)).toEqual(["Can't be more than 1000"]);
  });
});
