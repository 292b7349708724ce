'use client';

import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while the server renders and while React hydrates the server's HTML, true from the render
 * after: whether this component's event handlers are attached yet. A component rendered in the
 * browser from the start (a lazy form, a modal) is hydrated at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
