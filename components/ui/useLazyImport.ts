'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Start loading well before the placeholder scrolls into view. */
const DEFAULT_PRELOAD_MARGIN = '0px 0px 600px 0px';

interface LazyImportOptions<M, S, E> {
  /** IntersectionObserver root margin: how far ahead of the viewport loading starts. */
  rootMargin?: string;
  /**
   * What to keep of the module, computed in the same task that swaps it in: a placeholder's
   * typed text read here cannot miss a keystroke in between.
   */
  take?: (module: M, placeholder: E | null) => S;
  /**
   * Load as soon as the page has loaded, wherever the placeholder is: for a form people scroll
   * to, which must be ready when they arrive rather than start loading then.
   */
  eager?: boolean;
}

/**
 * Keeps a client leaf (a form with react-hook-form and zod, a modal) out of the page's first load:
 * `import()`s it once the page has loaded and the placeholder comes near the viewport, or at once
 * when `load()` is called (focus, pointer). A failed import (offline) keeps the placeholder and
 * is retried on the next `load()`. Watching starts only after the page's load event: on a short
 * page the placeholder is near from the start, and it must not compete with first-load scripts.
 */
export function useLazyImport<M, S = M, E extends HTMLElement = HTMLDivElement>(
  importer: () => Promise<M>,
  { rootMargin = DEFAULT_PRELOAD_MARGIN, take, eager = false }: LazyImportOptions<M, S, E> = {},
) {
  const placeholderRef = useRef<E>(null);
  const requested = useRef(false);
  const [loaded, setLoaded] = useState<S>();

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    importer()
      .then((module) => {
        const value = take ? take(module, placeholderRef.current) : (module as unknown as S);
        flushSync(() => setLoaded(() => value));
      })
      .catch(() => {
        requested.current = false;
      });
  }, [importer, take]);

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (!placeholder || loaded) return;
    if (eager) {
      if (document.readyState === 'complete') load();
      else window.addEventListener('load', load, { once: true });
      return () => window.removeEventListener('load', load);
    }
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin },
    );
    const watch = () => observer.observe(placeholder);
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      observer.disconnect();
    };
  }, [eager, load, loaded, rootMargin]);

  return { placeholderRef, loaded, load };
}
