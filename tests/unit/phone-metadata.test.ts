import { AsYouType } from 'libphonenumber-js';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';

import { PHONE_COUNTRIES } from '@/lib/constants';
import { phoneTyping } from '@/lib/phone';
import phoneMetadata from '@/lib/phone-metadata.json';

// lib/phone-metadata.json is made by `node scripts/phone-metadata.mjs`: rerun it when these fail
// after an upgrade of libphonenumber-js.
describe('the phone formats the app ships', () => {
  it("are the installed library's own, for exactly the phone input's countries", () => {
    expect(phoneMetadata.version).toBe(fullMetadata.version);
    expect(Object.keys(phoneMetadata.countries).sort()).toEqual([...PHONE_COUNTRIES].sort());
    for (const country of PHONE_COUNTRIES) {
      expect(phoneMetadata.countries[country]).toEqual(fullMetadata.countries[country]);
    }
  });

  it('format and read numbers as the full library does', () => {
    const samples = {
      CA: '4165550142',
      US: '4155550199',
      AU: '0412345678',
      MX: '5512345678',
      GB: '07700900123',
      UA: '0501234567',
    } as const;
    for (const country of PHONE_COUNTRIES) {
      const ours = phoneTyping(country);
      const full = new AsYouType(country);
      expect(ours.input(samples[country])).toBe(full.input(samples[country]));
      expect(ours.getNationalNumber()).toBe(full.getNationalNumber());
    }
    const pasted = phoneTyping();
    pasted.input('+44 20 7946 0958');
    expect(pasted.getCountry()).toBe('GB');
  });
});
