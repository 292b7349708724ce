#!/usr/bin/env node
// Writes lib/phone-metadata.json: libphonenumber-js's phone formats for the countries the phone
// input offers (PHONE_COUNTRIES in lib/constants.ts) only. The full metadata is about 20 kB
// compressed in every bundle with a phone field; these six countries are under 2 kB.
// Run it after upgrading libphonenumber-js (a unit test fails while the file is stale):
//   node scripts/phone-metadata.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The metadata of `countries` only, in libphonenumber-js's own format. */
export function phoneMetadataFor(full, countries) {
  const keep = new Set(countries);
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, list]) => [code, list.filter((country) => keep.has(country))])
      .filter(([, list]) => list.length > 0),
  );
  const countryMetadata = Object.fromEntries(Object.entries(full.countries).filter(([country]) => keep.has(country)));
  return { version: full.version, country_calling_codes: callingCodes, countries: countryMetadata };
}

/** PHONE_COUNTRIES, read from lib/constants.ts (this script runs without TypeScript). */
export function phoneCountries() {
  const constants = readFileSync(path.join(root, 'lib', 'constants.ts'), 'utf8');
  const match = /PHONE_COUNTRIES = \[([^\]]+)\]/.exec(constants);
  if (!match) throw new Error('PHONE_COUNTRIES not found in lib/constants.ts');
  return [...match[1].matchAll(/'([A-Z]{2})'/g)].map((entry) => entry[1]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const full = require('libphonenumber-js/metadata.min.json');
  const subset = phoneMetadataFor(full, phoneCountries());
  writeFileSync(path.join(root, 'lib', 'phone-metadata.json'), `${JSON.stringify(subset)}\n`);
  console.log(`lib/phone-metadata.json: ${Object.keys(subset.countries).join(', ')}`);
}
