'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

import { orderStepSearch, type OrderStepSlug } from '@/lib/order/steps';

/**
 * The step the URL asks for (`?step=<slug>`), and moving between steps. Steps are history entries
 * made with the browser's own pushState (Next.js follows it in useSearchParams), so Back and
 * Forward walk the steps and a reload opens the same one, with no server round trip per step.
 */
export function useOrderStep(): { requested: string | null; goTo: (step: OrderStepSlug, replace?: boolean) => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const goTo = useCallback(
    (step: OrderStepSlug, replace = false) => {
      const url = `${pathname}${orderStepSearch(step)}`;
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
    },
    [pathname],
  );
  return { requested: params.get('step'), goTo };
}
