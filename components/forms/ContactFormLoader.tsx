'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

import type { ContactDraft, ContactFormProps } from './ContactForm';
import { contactFields, ContactFormView } from './ContactFormView';

/** Start loading the form well before the footer scrolls into view. */
const PRELOAD_MARGIN = '0px 0px 800px 0px';

function readDraft(form: HTMLFormElement | null): ContactDraft {
  const draft: ContactDraft = { values: {} };
  if (!form) return draft;
  for (const { name } of contactFields) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value) draft.values[name] = control.value;
      if (control === document.activeElement) draft.focused = name;
    }
  }
  return draft;
}

/**
 * Keeps react-hook-form, zod and the modal out of every page's first load. The footer is
 * server-rendered with the form's markup (labelled, but inactive); the interactive form is
 * imported when the footer comes near the viewport or when someone focuses or points at the
 * placeholder, and it takes over whatever was already typed and where the focus was.
 */
export function ContactFormLoader({ companyEmail }: { companyEmail: string }) {
  const placeholderRef = useRef<HTMLFormElement>(null);
  const requested = useRef(false);
  const [loaded, setLoaded] = useState<{ Form: ComponentType<ContactFormProps>; draft: ContactDraft }>();

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('./ContactForm')
      .then(({ ContactForm }) => {
        // Read the placeholder and swap in the same task, so no keystroke falls in between.
        const draft = readDraft(placeholderRef.current);
        flushSync(() => setLoaded({ Form: ContactForm, draft }));
      })
      .catch(() => {
        // The chunk did not arrive (offline): keep the placeholder; the next focus tries again.
        requested.current = false;
      });
  }, []);

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
    // Watch only once the page has loaded: on a short page the footer is near from the start,
    // and the form must not compete with the page's own first-load scripts.
    const watch = () => observer.observe(placeholder);
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      observer.disconnect();
    };
  }, [load, loaded]);

  if (loaded) return <loaded.Form companyEmail={companyEmail} draft={loaded.draft} />;
  return (
    <ContactFormView formRef={placeholderRef} state="loading" submitDisabled onFocus={load} onPointerEnter={load} />
  );
}
