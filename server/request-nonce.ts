import 'server-only';

import { headers } from 'next/headers';

import { NONCE_HEADER } from '@/lib/security/content-security-policy.mjs';

/**
 * This request's script nonce (set by proxy.ts for pages rendered on request), for the inline
 * scripts a library writes itself: Apollo's, which carry server-rendered data to the browser.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
