'use client';

import { useId } from 'react';

import { FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { useLazyImport } from '@/components/ui/useLazyImport';
import type { PartnerRequestFormValues } from '@/lib/validation/start-selling';

import type * as PartnerRequestFormModule from './PartnerRequestForm';
import { PartnerRequestFormView, type PartnerFieldName } from './PartnerRequestFormView';

const importPartnerRequestForm = () => import('./PartnerRequestForm');

const TEXT_FIELDS = ['companyName', 'email', 'website', 'address', 'productType', 'uniqueProductCount'] as const;

/** What was typed into the server-rendered form, for the interactive one to start from. */
function readDraft(form: HTMLFormElement | null): Partial<PartnerRequestFormValues> {
  const draft: Partial<PartnerRequestFormValues> = {};
  if (!form) return draft;
  for (const name of TEXT_FIELDS) {
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || !control.value) continue;
    if (name === 'productType') draft.productType = control.value as PartnerRequestFormValues['productType'];
    else draft[name] = control.value;
  }
  const acceptance = form.elements.namedItem('acceptedTerms');
  if (acceptance instanceof HTMLInputElement && acceptance.checked) draft.acceptedTerms = true;
  return draft;
}

const takePartnerRequestForm = (
  { PartnerRequestForm }: typeof PartnerRequestFormModule,
  placeholder: HTMLFormElement | null,
) => ({ Form: PartnerRequestForm, draft: readDraft(placeholder) });

/**
 * Keeps react-hook-form, zod, the phone input and the modal out of /request-info's first load (the
 * marketing pages' 150 kB budget) while the page still comes with the whole form in its HTML: the
 * server renders its markup (labelled, the button inactive), and the interactive form is imported
 * once the visitor scrolls towards it, or at once on focus or pointer, taking over what was typed.
 */
export function PartnerRequestFormLoader({
  endpoint,
  productTypes,
}: {
  endpoint: string;
  /** The choices of "Type of product" (lib/validation/start-selling, given by the page). */
  productTypes: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  const { placeholderRef, loaded, load } = useLazyImport<
    typeof PartnerRequestFormModule,
    ReturnType<typeof takePartnerRequestForm>,
    HTMLFormElement
  >(importPartnerRequestForm, { afterScroll: true, take: takePartnerRequestForm });
  if (loaded) return <loaded.Form endpoint={endpoint} draft={loaded.draft} />;

  const fieldId = (name: PartnerFieldName) => `${id}-${name}`;
  return (
    <PartnerRequestFormView
      formRef={placeholderRef}
      state="loading"
      fieldId={fieldId}
      bind={(name) => ({ name })}
      phone={
        <FormField id={fieldId('phone')} label="Phone">
          <input id={fieldId('phone')} type="tel" autoComplete="tel" required className={formStyles.control} />
        </FormField>
      }
      productTypes={productTypes}
      onFocus={load}
      onPointerEnter={load}
    />
  );
}
