'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Start loading well before the placeholder scrolls into view. */
const DEFAULT_PRELOAD_MARGIN = '0px 0px 600px 0px';

/** What a visitor does to move through a page (`afterScroll`): a scroll, or the keys that scroll. */
const VISITOR_MOVES = ['scroll', 'keydown'] as const;

interface LazyImportOptions<M, S, E> {
  /** IntersectionObserver root margin: how far ahead of the viewport loading starts. */
  rootMargin?: string;
  /**
   * What to keep of the module, computed in the same task that swaps it in: a placeholder's
   * typed text read here cannot miss a keystroke in between.
   */
  take?: (module: M, placeholder: E | null) => S;
  /**
   * Watch only once the visitor has scrolled (or pressed a key to): for a form on a marketing
   * page, whose code must not be part of the page's first load even when the form is in view from
   * the start. Focus or a pointer on the placeholder (`load()`) loads it at once all the same.
   */
  afterScroll?: boolean;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Where the focus is inside a placeholder that is about to be replaced, to put it back on the
 * control of the same name in what replaces it, with the caret where it was: someone typing while
 * the form's code arrived (it is loaded on focus) goes on typing without a lost keystroke.
 */
function focusIn(placeholder: HTMLElement | null) {
  const active = document.activeElement;
  const container = placeholder?.parentElement;
  if (!placeholder || !container || !active || !placeholder.contains(active)) return { restore: () => undefined };
  const name = active.getAttribute('name');
  const caret = caretOf(active as TextControl);
  return {
    restore: () => {
      if (!name || document.activeElement !== document.body) return;
      const control = container.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
      if (!control) return;
      control.focus();
      if (caret) {
        try {
          (control as TextControl).setSelectionRange(caret.start, caret.end);
        } catch {
          // Email and number fields have no caret to set; the focus is what matters.
        }
      }
    },
  };
}

function caretOf(control: TextControl): { start: number; end: number } | null {
  try {
    const { selectionStart: start, selectionEnd: end } = control;
    return start === null || end === null ? null : { start, end };
  } catch {
    return null;
  }
}

/**
 * Keeps a client leaf (a form with react-hook-form and zod, a modal) out of the page's first load:
 * `import()`s it once the page has loaded and the placeholder comes near the viewport, or at once
 * when `load()` is called (focus, pointer). A failed import (offline) keeps the placeholder and
 * is retried on the next `load()`. Watching starts only after the page's load event (or, with
 * `afterScroll`, the visitor's first scroll): on a short page the placeholder is near from the
 * start, and it must not compete with first-load scripts.
 */
export function useLazyImport<M, S = M, E extends HTMLElement = HTMLDivElement>(
  importer: () => Promise<M>,
  { rootMargin = DEFAULT_PRELOAD_MARGIN, take, afterScroll = false }: LazyImportOptions<M, S, E> = {},
) {
  const placeholderRef = useRef<E>(null);
  const requested = useRef(false);
  const [loaded, setLoaded] = useState<S>();

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    importer()
      .then((module) => {
        const placeholder = placeholderRef.current;
        const value = take ? take(module, placeholder) : (module as unknown as S);
        const focus = focusIn(placeholder);
        flushSync(() => setLoaded(() => value));
        focus.restore();
      })
      .catch(() => {
        requested.current = false;
      });
  }, [importer, take]);

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
      { rootMargin },
    );
    const watch = () => {
      window.removeEventListener('load', watch);
      for (const event of VISITOR_MOVES) window.removeEventListener(event, watch);
      observer.observe(placeholder);
    };
    if (afterScroll) {
      for (const event of VISITOR_MOVES) window.addEventListener(event, watch, { once: true, passive: true });
    } else if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      for (const event of VISITOR_MOVES) window.removeEventListener(event, watch);
      observer.disconnect();
    };
  }, [afterScroll, load, loaded, rootMargin]);

  return { placeholderRef, loaded, load };
}
