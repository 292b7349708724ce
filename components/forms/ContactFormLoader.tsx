'use client';

import { useLazyImport } from '@/components/ui/useLazyImport';

import type * as ContactFormModule from './ContactForm';
import type { ContactDraft } from './ContactForm';
import { contactFields, ContactFormView } from './ContactFormView';

const importContactForm = () => import('./ContactForm');

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

/** The form, and what was typed into the placeholder, read in the task that swaps the form in. */
const takeContactForm = ({ ContactForm }: typeof ContactFormModule, placeholder: HTMLFormElement | null) => ({
  Form: ContactForm,
  draft: readDraft(placeholder),
});

/**
 * Keeps react-hook-form, zod and the modal out of every page's first load (issue 38: the marketing
 * pages' 150 kB). The footer is server-rendered with the form's markup (labelled, sendable before
 * any script ran); the interactive form is imported once the visitor scrolls and the footer comes
 * within 600 px of the viewport, so it is ready when they reach it, or at once when someone
 * focuses or points at the placeholder, and it takes over whatever was already typed and where
 * the focus was.
 */
export function ContactFormLoader({ companyEmail }: { companyEmail: string }) {
  const { placeholderRef, loaded, load } = useLazyImport(importContactForm, {
    afterScroll: true,
    take: takeContactForm,
  });

  if (loaded) return <loaded.Form companyEmail={companyEmail} draft={loaded.draft} />;
  return (
    <ContactFormView formRef={placeholderRef} state="loading" submitDisabled onFocus={load} onPointerEnter={load} />
  );
}
