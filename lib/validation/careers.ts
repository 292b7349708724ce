import { z } from 'zod';

import { messages } from './messages';
import { requiredEmail, requiredText } from './rules';
import { text } from './text';

/**
 * Careers: the application form on a job page and the `internalCandidateRequestCreate` mutation
 * (spec sections 3, 5 and 7: job id, candidate, requestPayload). The form and the resolver parse
 * with these same rules.
 */

export const CAREER_LIMITS = { fullName: 120, coverLetter: 5000 } as const;

/** The resume: one PDF of at most 10 MB (spec: "Resume: PDF only. The drop zone accepts a single PDF."). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_MIME_TYPE = 'application/pdf';
/** Every PDF starts with these bytes; the server checks them, not the file's name or type. */
export const PDF_SIGNATURE = '%PDF-';

/** Messages of the drop zone and the upload. */
export const resumeMessages = {
  required: 'Please attach your resume (PDF).',
  notPdf: 'Only PDF files are accepted.',
  tooLarge: 'The file is larger than 10 MB.',
  tooMany: 'Please attach a single file.',
  expired: 'Your resume upload has expired. Please attach it again.',
} as const;

/** Job directions and types with the names the careers page shows (spec: Job). */
export const JOB_DIRECTIONS = [
  { value: 'marketing', label: 'Marketing' },
  { value: 'development', label: 'Development' },
  { value: 'design', label: 'Design' },
] as const;
export const JOB_TYPES = [
  { value: 'fullTime', label: 'Full time', param: 'full_time' },
  { value: 'partTime', label: 'Part time', param: 'part_time' },
] as const;
export type JobDirectionValue = (typeof JOB_DIRECTIONS)[number]['value'];
export type JobTypeValue = (typeof JOB_TYPES)[number]['value'];

const fullName = requiredText(CAREER_LIMITS.fullName);
const coverLetter = requiredText(CAREER_LIMITS.coverLetter, 'multi');

/** The application form as the user fills it; the resume is checked by the drop zone and the upload. */
export const careerApplicationFormSchema = z.object({
  fullName,
  email: requiredEmail,
  coverLetter,
});
export type CareerApplicationFormValues = z.input<typeof careerApplicationFormSchema>;

const uploadId = text({ error: resumeMessages.required })
  .trim()
  .min(1, resumeMessages.required)
  .pipe(z.uuid(resumeMessages.expired));

/** `internalCandidateRequestCreate(job, candidate, requestPayload)`. */
export const candidateRequestSchema = z.object({
  job: text({ error: messages.required }).trim().min(1, messages.required),
  candidate: z.object({ fullName, email: requiredEmail }),
  requestPayload: z.object({ coverLetter, resumeUploadId: uploadId }),
});
export type CandidateRequest = z.output<typeof candidateRequestSchema>;

/** Where API field paths land in the form. */
export const CANDIDATE_REQUEST_FIELD_NAMES: Record<string, string> = {
  'candidate.fullName': 'fullName',
  'candidate.email': 'email',
  'requestPayload.coverLetter': 'coverLetter',
  'requestPayload.resumeUploadId': 'resume',
};

export function toCandidateRequest(
  jobId: string,
  values: z.output<typeof careerApplicationFormSchema>,
  resumeUploadId: string,
): CandidateRequest {
  return {
    job: jobId,
    candidate: { fullName: values.fullName, email: values.email },
    requestPayload: { coverLetter: values.coverLetter, resumeUploadId },
  };
}

/** Whether bytes start with the PDF signature. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_SIGNATURE.length) return false;
  for (let index = 0; index < PDF_SIGNATURE.length; index += 1) {
    if (bytes[index] !== PDF_SIGNATURE.charCodeAt(index)) return false;
  }
  return true;
}
