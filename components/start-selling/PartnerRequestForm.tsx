'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { PhoneField } from '@/components/forms/PhoneField';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { FormAlert } from '@/components/forms/FormFooter';
import { useSubmission } from '@/components/forms/useSubmission';
import { WeWillReachYouModal } from '@/components/modals/WeWillReachYouModal';
import { PartnerRequestCreateDocument } from '@/graphql/generated/client/graphql';
import { messageWithCode } from '@/lib/api-errors';
import { requestGraphQL } from '@/lib/graphql/request';
import {
  PARTNER_PRODUCT_TYPES,
  partnerRequestSchema,
  type PartnerRequestFormValues,
} from '@/lib/validation/start-selling';

import { PartnerRequestFormView } from './PartnerRequestFormView';

type ValidPartnerRequest = z.output<typeof partnerRequestSchema>;
type FieldName = keyof PartnerRequestFormValues;

const FIELD_NAMES: readonly FieldName[] = [
  'companyName',
  'email',
  'phone',
  'website',
  'address',
  'productType',
  'uniqueProductCount',
  'acceptedTerms',
];
const isFieldName = (name: string): name is FieldName => FIELD_NAMES.some((field) => field === name);

const EMPTY: PartnerRequestFormValues = {
  companyName: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  productType: '',
  uniqueProductCount: '',
  acceptedTerms: false,
};

export interface PartnerRequestFormProps {
  /** The GraphQL endpoint (embedded or external API). */
  endpoint: string;
  /** What was typed into the server-rendered form before this one replaced it. */
  draft?: Partial<PartnerRequestFormValues>;
}

/**
 * The partner form (spec section 3). Errors show next to their label once a field is touched or
 * the form submitted, the first message only. On success the we-will-reach-you modal confirms
 * and the form is cleared; on a failure everything typed stays and the coded message shows.
 */
export function PartnerRequestForm({ endpoint, draft }: PartnerRequestFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm<PartnerRequestFormValues, unknown, ValidPartnerRequest>({
    // A refused submit takes the person to the first field at fault (the checkbox too), in view.
    shouldFocusError: true,
    // The form's text values are the schema's input (the count is typed as text).
    resolver: zodResolver(partnerRequestSchema as unknown as z.ZodType<ValidPartnerRequest, PartnerRequestFormValues>),
    mode: 'onTouched',
    defaultValues: { ...EMPTY, ...draft },
  });
  const {
    control,
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);

  const submission = useSubmission(form, {
    send: (values) =>
      requestGraphQL(endpoint, PartnerRequestCreateDocument, {
        input: {
          companyName: values.companyName,
          email: values.email,
          phone: values.phone,
          website: values.website ?? null,
          address: values.address,
          productType: values.productType,
          uniqueProductCount: values.uniqueProductCount,
          acceptedTerms: values.acceptedTerms,
        },
      }),
    fieldOf: (name) => (isFieldName(name) ? name : undefined),
    messageOf: messageWithCode,
    onSuccess: () => {
      reset(EMPTY);
      setConfirmed(true);
    },
  });

  return (
    <>
      <PartnerRequestFormView
        state="ready"
        fieldId={fieldId}
        bind={(name) => register(name)}
        errorOf={errorOf}
        phone={
          <PhoneField control={control} name="phone" id={fieldId('phone')} label="Phone" error={errorOf('phone')} />
        }
        productTypes={PARTNER_PRODUCT_TYPES}
        submitting={submission.pending}
        onSubmit={submission.onSubmit}
      >
        <FormAlert failure={submission.failure} />
      </PartnerRequestFormView>
      <WeWillReachYouModal open={confirmed} onClose={() => setConfirmed(false)} />
    </>
  );
}
