'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useSyncExternalStore } from 'react';

import { orderStepSearch, type OrderStepSlug } from '@/lib/order/steps';

const STEP_CHANGED = 'buildmarket:order-step';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(STEP_CHANGED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(STEP_CHANGED, listener);
  };
}

// Read from the address bar itself, not from the router's copy of it: a Back pressed while the
// page was still loading (before any listener existed) is then seen as soon as the flow renders.
const getSnapshot = () => new URLSearchParams(window.location.search).get('step');
// The server renders the flow as loading (the draft lives in the browser), so no step there.
const getServerSnapshot = () => null;

/**
 * The step the URL asks for (`?step=<slug>`), and moving between steps. Steps are history entries
 * made with pushState, so Back and Forward walk the steps and a reload opens the same one, with
 * no server round trip per step.
 */
export function useOrderStep(): { requested: string | null; goTo: (step: OrderStepSlug, replace?: boolean) => void } {
  const requested = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const pathname = usePathname();
  const goTo = useCallback(
    (step: OrderStepSlug, replace = false) => {
      const url = `${pathname}${orderStepSearch(step)}`;
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      window.dispatchEvent(new Event(STEP_CHANGED));
    },
    [pathname],
  );
  return { requested, goTo };
}
