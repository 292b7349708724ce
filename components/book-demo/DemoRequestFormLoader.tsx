'use client';

import { useId } from 'react';

import { useLazyImport } from '@/components/ui/useLazyImport';
import type { DemoRequestFormValues } from '@/lib/validation/demo-request';

import type * as DemoRequestFormModule from './DemoRequestForm';
import { DEMO_REQUEST_FIELDS, DemoRequestFormView, type DemoRequestFieldName } from './DemoRequestFormView';

const importDemoRequestForm = () => import('./DemoRequestForm');

/** What was typed into the server-rendered form, for the interactive one to start from. */
function readDraft(form: HTMLFormElement | null): Partial<DemoRequestFormValues> {
  const draft: Partial<DemoRequestFormValues> = {};
  if (!form) return draft;
  for (const name of DEMO_REQUEST_FIELDS) {
    const control = form.elements.namedItem(name);
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value) {
      draft[name] = control.value;
    }
  }
  return draft;
}

const takeDemoRequestForm = (
  { DemoRequestForm }: typeof DemoRequestFormModule,
  placeholder: HTMLFormElement | null,
) => ({
  Form: DemoRequestForm,
  draft: readDraft(placeholder),
});

/**
 * Keeps react-hook-form and zod out of /book-demo's first load while the page still comes with the
 * whole form in its HTML: the interactive form is imported once the visitor scrolls towards it, or
 * at once on focus or pointer, taking over what was typed.
 */
export function DemoRequestFormLoader() {
  const id = useId();
  const { placeholderRef, loaded, load } = useLazyImport<
    typeof DemoRequestFormModule,
    ReturnType<typeof takeDemoRequestForm>,
    HTMLFormElement
  >(importDemoRequestForm, { afterScroll: true, take: takeDemoRequestForm });
  if (loaded) return <loaded.Form draft={loaded.draft} />;

  return (
    <DemoRequestFormView
      formRef={placeholderRef}
      state="loading"
      fieldId={(name: DemoRequestFieldName) => `${id}-${name}`}
      bind={(name) => ({ name })}
      onFocus={load}
      onPointerEnter={load}
    />
  );
}
