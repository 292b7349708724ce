'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Modal } from '@/components/ui/Modal';
import type { ApiFailure } from '@/lib/api-errors';
import { contactFormSchema, toContactMail, type ContactFormValues } from '@/lib/validation/contact';

import styles from './ContactForm.module.scss';
import { contactFields, ContactFormView, type ContactFieldName } from './ContactFormView';
import { sendMail } from './sendMail';
import { useSubmission } from './useSubmission';

/** What the user typed into the placeholder before this form loaded, and where the focus was. */
export interface ContactDraft {
  values: Partial<Record<ContactFieldName, string>>;
  focused?: ContactFieldName;
}

export interface ContactFormProps {
  companyEmail: string;
  draft?: ContactDraft;
}

type ValidContactForm = z.output<typeof contactFormSchema>;

const EMPTY: ContactFormValues = { fullName: '', email: '', message: '' };

/** The mail endpoint names the field `name`; the form calls it `fullName`. */
const formFieldOf = (serverField: string): ContactFieldName | undefined =>
  serverField === 'name' ? 'fullName' : contactFields.find((field) => field.name === serverField)?.name;

/** The alert's words when the send failed with nothing to say (the network, the server). */
const NOT_SENT = 'Your message could not be sent.';

const sendContactMail = (values: ValidContactForm) => sendMail(toContactMail(values));

/** The route's own message for a refusal it explains; a field refusal no field took, or none: NOT_SENT. */
const problemOf = (failure: ApiFailure) =>
  failure.code && Object.keys(failure.fields).length === 0 ? failure.message : NOT_SENT;

/**
 * The get-in-touch form. Errors show only for touched fields (and the server's own), one message
 * each; the button stays disabled until the form is changed and valid, and while sending. A
 * failed send keeps everything typed and says so, unlike the original, which showed success anyway.
 */
export function ContactForm({ companyEmail, draft }: ContactFormProps) {
  const [thanksOpen, setThanksOpen] = useState(false);
  const form = useForm<ContactFormValues, unknown, ValidContactForm>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    reset,
    setFocus,
    setValue,
    formState: { errors, touchedFields, isDirty, isValid },
  } = form;
  // Why the last send did not go through: a network or server failure, or the server's own message.
  const submission = useSubmission(form, {
    send: sendContactMail,
    fieldOf: formFieldOf,
    messageOf: problemOf,
    onSuccess: () => {
      reset(EMPTY);
      setThanksOpen(true);
    },
  });
  const sendProblem = submission.failure;

  // Carry over what was typed into the placeholder: fields already left count as touched.
  useEffect(() => {
    if (!draft) return;
    for (const field of contactFields) {
      const value = draft.values[field.name];
      if (!value) continue;
      const left = field.name !== draft.focused;
      setValue(field.name, value, { shouldDirty: true, shouldTouch: left, shouldValidate: left });
    }
    if (draft.focused) setFocus(draft.focused);
  }, [draft, setFocus, setValue]);

  const visibleErrors: Partial<Record<ContactFieldName, string>> = {};
  for (const { name } of contactFields) {
    const error = errors[name];
    if (error?.message && (touchedFields[name] || error.type === 'server')) visibleErrors[name] = error.message;
  }

  return (
    <>
      <ContactFormView
        state="ready"
        control={(name) => register(name)}
        errors={visibleErrors}
        submitDisabled={submission.pending || !isValid || !isDirty}
        submitting={submission.pending}
        onSubmit={submission.onSubmit}
      >
        {sendProblem && (
          <p role="alert" className={styles.alert}>
            {sendProblem === NOT_SENT ? (
              <>{NOT_SENT} Please try again, or email us at </>
            ) : (
              <>{sendProblem} You can also email us at </>
            )}
            <a href={`mailto:${companyEmail}`}>{companyEmail}</a>.
          </p>
        )}
      </ContactFormView>
      <Modal open={thanksOpen} onClose={() => setThanksOpen(false)} title="Thank you!">
        <p className={styles.thanks}>
          Thanks for reaching out. Our team has your message and will reply to your email within one business day.
        </p>
      </Modal>
    </>
  );
}
