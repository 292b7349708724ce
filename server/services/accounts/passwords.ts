import 'server-only';

import { randomBytes } from 'node:crypto';

import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's minimum parameters: 19 MiB of memory, 2 iterations, parallelism 1. The
 * algorithm is the library's default (Argon2id, version 0x13); the PHC string records every
 * parameter, so raising them later still verifies the hashes stored today.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** Compares in constant time (the library does); a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a hash that matches no password, so that a sign-in
 * with an unknown email or phone takes as long as one with a wrong password.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
