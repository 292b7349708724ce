'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Start loading well before the placeholder scrolls into view. */
const PRELOAD_MARGIN = '0px 0px 600px 0px';

/**
 * Keeps a client leaf (a form with react-hook-form and zod, a modal) out of the page's first load:
 * `import()`s it once the page has loaded and the placeholder comes near the viewport, or at once
 * when `load()` is called (focus, pointer). A failed import is retried on the next `load()`.
 */
export function useLazyImport<T>(importer: () => Promise<T>) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const [loaded, setLoaded] = useState<T>();

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    importer()
      .then((module) => setLoaded(() => module))
      .catch(() => {
        requested.current = false;
      });
  }, [importer]);

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (!placeholder || loaded) return;
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
      { rootMargin: PRELOAD_MARGIN },
    );
    const watch = () => observer.observe(placeholder);
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      observer.disconnect();
    };
  }, [load, loaded]);

  return { placeholderRef, loaded, load };
}
