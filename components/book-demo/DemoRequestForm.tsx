'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { shownFieldError } from '@/components/forms/fieldErrors';
import formStyles from '@/components/forms/Form.module.scss';
import { FormAlert } from '@/components/forms/FormFooter';
import { sendMail } from '@/components/forms/sendMail';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { messageWithCode } from '@/lib/api-errors';
import styles from '@/components/start-selling/StartSelling.module.scss';
import { demoRequestFormSchema, toDemoRequestMail, type DemoRequestFormValues } from '@/lib/validation/demo-request';

import { DEMO_REQUEST_FIELDS, DemoRequestFormView, type DemoRequestFieldName } from './DemoRequestFormView';

type ValidDemoRequest = z.output<typeof demoRequestFormSchema>;

const EMPTY: DemoRequestFormValues = { fullName: '', email: '', company: '', phone: '', sells: '', message: '' };

/** The endpoint names the name `name`; every other field has the form's name. */
const fieldOfForm = fieldOfNames(DEMO_REQUEST_FIELDS);
const formFieldOf = (apiName: string): DemoRequestFieldName | undefined =>
  apiName === 'name' ? 'fullName' : fieldOfForm(apiName);

/**
 * The demo request (/book-demo), sent to the contact mail endpoint as `kind: 'demo'`. Errors show
 * next to their label once a field is touched or the form submitted; on success the form gives way
 * to what happens next, and on a failure everything typed stays and the alert says why.
 */
export function DemoRequestForm({ draft }: { draft?: Partial<DemoRequestFormValues> }) {
  const id = useId();
  const fieldId = (name: DemoRequestFieldName) => `${id}-${name}`;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<DemoRequestFormValues, unknown, ValidDemoRequest>({
    shouldFocusError: true,
    resolver: zodResolver(demoRequestFormSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY, ...draft },
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const errorOf = (name: DemoRequestFieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);

  const submission = useSubmission(form, {
    send: (values) => sendMail(toDemoRequestMail(values)),
    fieldOf: formFieldOf,
    messageOf: messageWithCode,
    onSuccess: (_sent, values) => {
      reset(EMPTY);
      setSentTo(values.email);
    },
  });

  if (sentTo) {
    return (
      <div role="status" className={`${styles.card} ${styles.partnerForm}`}>
        {/* Focus moves to the answer: the form the person was in is gone. */}
        <h3 tabIndex={-1} ref={(heading) => heading?.focus()}>
          Thank you, your demo request is on its way
        </h3>
        <p>
          We sent a confirmation to {sentTo}. Our sales team will reply to that address within one business day to agree
          on a time for your walkthrough.
        </p>
        <button type="button" className={formStyles.submit} onClick={() => setSentTo(null)}>
          Send another request
        </button>
      </div>
    );
  }

  return (
    <DemoRequestFormView
      state="ready"
      fieldId={fieldId}
      bind={(name) => register(name)}
      errorOf={errorOf}
      submitting={submission.pending}
      onSubmit={submission.onSubmit}
    >
      <FormAlert failure={submission.failure} />
    </DemoRequestFormView>
  );
}
