'use client';

import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { LoadPositionReportDocument } from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';
import { POSITION_INTERVAL_MS } from '@/lib/validation/dispatch';

/**
 * The truck's position from the phone while a load is en route, so the contractor sees the
 * truck coming. Nothing is asked of the browser until the driver agrees (the screen says why
 * first); the agreement is remembered on this phone for this driver, so after a reload the
 * sharing resumes by itself while a load is en route (and only then), without asking again. Positions go to
 * the API at most once per POSITION_INTERVAL_MS per load (the API keeps no more), and the watch
 * stops when no load is en route any more (arrival). A refusal never stops the steps.
 */

export type PositionSharingState =
  /** The driver has not agreed yet: the screen offers to share, with the reason. */
  | 'off'
  /** Agreed; waiting for the phone's first position (or the browser's permission prompt). */
  | 'locating'
  | 'sharing'
  /** The browser's permission was refused. */
  | 'denied'
  /** No geolocation here, or the phone cannot find its position. */
  | 'unavailable';

/** Where this phone remembers that a driver agreed to share (per driver: a shared phone asks each). */
export const positionConsentKey = (userId: string) => `buildmarket.driver-share-position.${userId}`;

function storedConsent(userId: string): boolean {
  try {
    return window.localStorage.getItem(positionConsentKey(userId)) === 'yes';
  } catch {
    return false;
  }
}

export interface PositionSharing {
  state: PositionSharingState;
  /** The driver agrees: the browser asks its permission, then positions are sent. */
  start: () => void;
  /** The driver stops sharing on this phone. */
  stop: () => void;
}

/**
 * @param userId the signed-in driver, whose agreement this phone remembers
 * @param enRouteLoadIds the driver's loads en route now (empty: nothing is watched)
 * @param onLoadMoved a load answered that it is no longer en route: the day is reloaded
 */
export function usePositionSharing(
  userId: string,
  enRouteLoadIds: readonly string[],
  onLoadMoved: () => void,
): PositionSharing {
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<PositionSharingState>('off');
  const [report] = useMutation(LoadPositionReportDocument);
  const lastSent = useRef(new Map<string, number>());
  const latest = useRef({ report, onLoadMoved });
  useEffect(() => {
    latest.current = { report, onLoadMoved };
  });

  // Read after hydration: the server does not know this phone's choice.
  useEffect(() => {
    setConsent(storedConsent(userId));
  }, [userId]);

  const loadsKey = enRouteLoadIds.join(',');
  const watching = consent && enRouteLoadIds.length > 0;

  useEffect(() => {
    if (!watching) return;
    const loadIds = loadsKey.split(',');
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState('unavailable');
      return;
    }
    setState((current) => (current === 'sharing' ? current : 'locating'));
    let active = true;
    const send = (position: GeolocationPosition) => {
      if (!active) return;
      setState('sharing');
      const now = Date.now();
      for (const loadId of loadIds) {
        const previous = lastSent.current.get(loadId);
        if (previous !== undefined && now - previous < POSITION_INTERVAL_MS) continue;
        lastSent.current.set(loadId, now);
        const input = {
          loadId,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMeters: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        };
        void latest.current
          .report({ variables: { input } })
          .catch(answerOfRejection)
          .then((result) => {
            // Arrived meanwhile (another phone, the dispatcher): the day shows where the load is.
            if (apiFailureOf(result.error).code === 'LOAD_STEP_OUT_OF_ORDER') latest.current.onLoadMoved();
          });
      }
    };
    const fail = (error: GeolocationPositionError) => {
      if (!active) return;
      if (error.code === error.PERMISSION_DENIED) setState('denied');
      else if (error.code === error.POSITION_UNAVAILABLE) setState('unavailable');
      // A timeout: the watch keeps trying.
    };
    const watchId = geolocation.watchPosition(send, fail, {
      enableHighAccuracy: true,
      maximumAge: POSITION_INTERVAL_MS,
      timeout: 60_000,
    });
    return () => {
      active = false;
      geolocation.clearWatch(watchId);
    };
  }, [watching, loadsKey]);

  const start = useCallback(() => {
    try {
      window.localStorage.setItem(positionConsentKey(userId), 'yes');
    } catch {
      // Not remembered across reloads; shared for now.
    }
    setConsent(true);
    setState('locating');
  }, [userId]);

  const stop = useCallback(() => {
    try {
      window.localStorage.removeItem(positionConsentKey(userId));
    } catch {
      // Nothing stored.
    }
    setConsent(false);
    setState('off');
  }, [userId]);

  return { state: consent ? state : 'off', start, stop };
}
