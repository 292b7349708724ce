import { createStorageSessionStore, type SessionStore } from '@/lib/apollo/session';

/**
 * The browser's session store: the same localStorage entry the Apollo links read and write, so
 * what a screen stores (the main token of a sign-in) is what the next request sends.
 */
export function browserSession(): SessionStore {
  return createStorageSessionStore(window.localStorage);
}
