import { AsYouType, getCountryCallingCode, isPossiblePhoneNumber, type MetadataJson } from 'libphonenumber-js/core';

import type { PHONE_COUNTRIES } from './constants';
import phoneMetadataJson from './phone-metadata.json';

/**
 * Phone numbers of the countries the phone input offers, with libphonenumber-js's formats for
 * those countries only (lib/phone-metadata.json, made by scripts/phone-metadata.mjs): the library's
 * full metadata would add about 20 kB compressed to every bundle with a phone field.
 */
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

const metadata = phoneMetadataJson as unknown as MetadataJson;

/**
 * A number as it is typed. `getNationalNumber` is the same class's method in the library's main
 * entry and typings; the `core` entry's typings leave it out.
 */
export type PhoneTyping = AsYouType & { getNationalNumber(): string };

/** Formats a number as it is typed, for a country (or from its international prefix). */
export const phoneTyping = (country?: PhoneCountry): PhoneTyping => new AsYouType(country, metadata) as PhoneTyping;

/** The country's calling code without '+': CA → "1", GB → "44". */
export const callingCodeOf = (country: PhoneCountry): string => getCountryCallingCode(country, metadata);

/** Whether an E.164 number has a possible length for its country. */
export const isPossiblePhone = (e164: string): boolean => isPossiblePhoneNumber(e164, metadata);
