'use client';

import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

import { MeDocument } from '@/graphql/generated/client/graphql';
import { isAccessTokenExpired } from '@/lib/apollo/links';
import { createStorageSessionStore, subscribeToSession, tokenIdentity } from '@/lib/apollo/session';

import { ANY_ORDER, followOrderChanges, type OrderChangeSignal, type OrderStreamStatus } from './order-stream';

export { ANY_ORDER, ORDER_EVENTS_PATH, type OrderChangeSignal } from './order-stream';

export interface UseOrderChangesOptions {
  /** False: nothing is followed (e.g. until the page knows what it shows). Default true. */
  enabled?: boolean;
  /** The events endpoint; the embedded API's by default. */
  url?: string;
  /** For tests and diagnostics: the stream's state as it changes. */
  onStatus?: (status: OrderStreamStatus) => void;
}

/** Focus and visibility often fire together: one catch-up for both. */
const CATCH_UP_INTERVAL_MS = 1_000;

/**
 * Calls `onChange({ orderId })` when one of the orders the signed-in person may follow changes
 * (a supplier's team: their supplier's orders; a contractor: their company's), within a second
 * of the change, so the page refetches what it shows. `orderId` is ANY_ORDER when anything may
 * have changed: the stream (re)opened, or the page came back into view (focus, visible again).
 * Pages refetch on focus even where there is no stream (an external API).
 *
 * The stream is read with the stored ordinary token, renewed through the Apollo client when it
 * expires (the same single-flight refresh as every query); it follows the company switcher (a
 * new company, a new stream) and sign-out. `onChange` may change between renders freely.
 */
export function useOrderChanges(onChange: (change: OrderChangeSignal) => void, options: UseOrderChangesOptions = {}) {
  const client = useApolloClient();
  const latest = useRef({ onChange, onStatus: options.onStatus });
  useEffect(() => {
    latest.current = { onChange, onStatus: options.onStatus };
  });
  const enabled = options.enabled ?? true;
  const { url } = options;

  useEffect(() => {
    if (!enabled) return;
    const session = createStorageSessionStore(window.localStorage);
    const notify = (change: OrderChangeSignal) => latest.current.onChange(change);

    const renewToken = async () => {
      // Any call through the client renews an expired token first (links.ts), and stores it.
      await client.query({ query: MeDocument, fetchPolicy: 'no-cache' });
      return session.get().token;
    };
    const open = () =>
      followOrderChanges({
        url,
        token: () => session.get().token,
        isExpired: (token) => isAccessTokenExpired(token),
        renewToken,
        onChange: notify,
        onStatus: (status) => latest.current.onStatus?.(status),
      });

    let identity = tokenIdentity(session.get().token);
    let stream = open();

    let lastCatchUp = 0;
    const catchUp = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - lastCatchUp < CATCH_UP_INTERVAL_MS) return;
      lastCatchUp = now;
      notify({ orderId: ANY_ORDER });
      stream.reconnectNow();
    };
    window.addEventListener('focus', catchUp);
    document.addEventListener('visibilitychange', catchUp);

    // A token renewed for the same person and company changes nothing; another company (the
    // switcher), another person or a sign-out means another stream, or none.
    const unsubscribe = subscribeToSession(() => {
      const next = tokenIdentity(session.get().token);
      if (next === identity) return;
      identity = next;
      stream.close();
      stream = open();
    });

    return () => {
      unsubscribe();
      window.removeEventListener('focus', catchUp);
      document.removeEventListener('visibilitychange', catchUp);
      stream.close();
    };
  }, [client, enabled, url]);
}

/**
 * Reads the page's data again on each order change that `concerns` it, one read at a time. A
 * change that arrives while a read is on its way starts one more read after it: the read already
 * sent may have been answered before that change (Apollo also folds identical reads in flight into
 * one), and a page must never rest on an answer older than the last change it heard of.
 */
export function useRefetchOnOrderChanges(
  refetch: () => Promise<unknown>,
  concerns: (change: OrderChangeSignal) => boolean = () => true,
  options: UseOrderChangesOptions = {},
): void {
  const latest = useRef({ refetch, concerns });
  useEffect(() => {
    latest.current = { refetch, concerns };
  });
  const state = useRef({ reading: false, again: false });
  const read = useRef(() => {
    if (state.current.reading) {
      state.current.again = true;
      return;
    }
    state.current.reading = true;
    void latest.current
      .refetch()
      .catch(() => undefined)
      .finally(() => {
        state.current.reading = false;
        if (state.current.again) {
          state.current.again = false;
          read.current();
        }
      });
  });
  useOrderChanges((change) => {
    if (latest.current.concerns(change)) read.current();
  }, options);
}
