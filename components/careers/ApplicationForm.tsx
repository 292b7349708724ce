'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { FormFooter } from '@/components/forms/FormFooter';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import { InternalCandidateRequestCreateDocument } from '@/graphql/generated/client/graphql';
import { messageWithCode, type ApiOutcome } from '@/lib/api-errors';
import { requestGraphQL } from '@/lib/graphql/request';
import {
  careerApplicationFormSchema,
  resumeMessages,
  toCandidateRequest,
  type CareerApplicationFormValues,
} from '@/lib/validation/careers';

import styles from './Careers.module.scss';
import { ResumeDropzone } from './ResumeDropzone';
import { uploadResume } from './uploadResume';

type ValidValues = z.output<typeof careerApplicationFormSchema>;
type FieldName = keyof CareerApplicationFormValues;
const FIELD_NAMES: readonly FieldName[] = ['fullName', 'email', 'coverLetter'];
const isFieldName = (name: string): name is FieldName => FIELD_NAMES.some((field) => field === name);

const EMPTY: CareerApplicationFormValues = { fullName: '', email: '', coverLetter: '' };

export interface ApplicationFormProps {
  jobId: string;
  jobTitle: string;
  /** The GraphQL endpoint (embedded or external API). */
  endpoint: string;
}

/**
 * The application form of a job page (spec: full name, email, cover letter, resume). The resume
 * is uploaded first, with its progress shown, then `internalCandidateRequestCreate` references
 * it. Success says so in the page and clears the form; a failure keeps everything as it was and
 * shows the error next to its field or above the button.
 */
export function ApplicationForm({ jobId, jobTitle, endpoint }: ApplicationFormProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  // An upload the server accepted and no application used yet: a retry does not send it again.
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  const form = useForm<CareerApplicationFormValues, unknown, ValidValues>({
    resolver: zodResolver(careerApplicationFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);

  const changeResume = (file: File | null) => {
    setResume(file);
    setResumeError(undefined);
    setProgress(null);
  };

  const send = async (values: ValidValues): Promise<ApiOutcome<unknown> | null> => {
    setSucceeded(false);
    if (!resume) {
      setResumeError(resumeMessages.required);
      return null;
    }
    let uploadId = uploaded.current?.file === resume ? uploaded.current.id : null;
    if (!uploadId) {
      setProgress(0);
      const outcome = await uploadResume(resume, setProgress);
      if (!outcome.ok) {
        setProgress(null);
        const { code, message } = outcome.failure;
        if (code !== 'UNSUPPORTED_FILE' && code !== 'PAYLOAD_TOO_LARGE') return outcome;
        setResumeError(message);
        return null;
      }
      uploadId = outcome.id;
      uploaded.current = { file: resume, id: uploadId };
    }
    return requestGraphQL(
      endpoint,
      InternalCandidateRequestCreateDocument,
      toCandidateRequest(jobId, values, uploadId),
    );
  };

  const submission = useSubmission(form, {
    send,
    fieldOf: fieldOfNames(FIELD_NAMES),
    messageOf: messageWithCode,
    onSuccess: () => {
      uploaded.current = null;
      reset(EMPTY);
      setResume(null);
      setProgress(null);
      setSucceeded(true);
      requestAnimationFrame(() => successRef.current?.focus());
    },
    // The resume is no field of react-hook-form's: its message goes next to the dropzone.
    onFailure: ({ fields }) => {
      if (!fields.resume) return false;
      uploaded.current = null;
      setProgress(null);
      setResumeError(fields.resume);
      return !Object.keys(fields).some(isFieldName);
    },
    // Text fields are invalid: still say what the resume needs, all at once.
    onInvalid: () => {
      if (!resume) setResumeError(resumeMessages.required);
    },
  });

  const controlProps = (name: FieldName) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
  });

  return (
    <Form className={formStyles.form} noValidate aria-label={`Apply for ${jobTitle}`} onSubmit={submission.onSubmit}>
      {succeeded && (
        <p ref={successRef} tabIndex={-1} role="status" className={styles.success}>
          Thank you! Your application for {jobTitle} was sent. We will get back to you by email.
        </p>
      )}
      <FormField id={fieldId('fullName')} label="Full name" error={errorOf('fullName')}>
        <input type="text" autoComplete="name" required {...controlProps('fullName')} {...register('fullName')} />
      </FormField>
      <FormField id={fieldId('email')} label="Email" error={errorOf('email')}>
        <input type="email" autoComplete="email" required {...controlProps('email')} {...register('email')} />
      </FormField>
      <FormField id={fieldId('coverLetter')} label="Cover letter" error={errorOf('coverLetter')}>
        <textarea rows={6} required {...controlProps('coverLetter')} {...register('coverLetter')} />
      </FormField>
      <ResumeDropzone
        id={fieldId('resume')}
        file={resume}
        onChange={changeResume}
        error={resumeError}
        disabled={submission.pending}
      />
      {progress !== null && (
        <div className={styles.status}>
          <label htmlFor={fieldId('progress')}>Uploading your resume</label>
          <progress id={fieldId('progress')} className={styles.progress} max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      )}
      <FormFooter submission={submission} label="Send application" pendingLabel="Sending…" alertFirst />
    </Form>
  );
}
