import 'server-only';

import { and, eq, lt, notExists } from 'drizzle-orm';

import { idSchema, looksLikePdf, RESUME_MAX_BYTES, resumeMessages, type CandidateRequest } from '@/lib/validation';
import type { Database } from '@/server/db/client';
import { candidateRequests, resumeUploads } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { getJob, JOB_NOT_FOUND_MESSAGE } from './jobs';
import { enforceRateLimits, type RateLimitRule } from './rate-limit';

const HOUR_MS = 60 * 60 * 1000;

/** Applications: a few per address and per email an hour (a typo and a retry, not a spam run). */
export const APPLICATION_LIMITS = {
  perAddress: { name: 'candidate-request:ip', limit: 5, windowMs: HOUR_MS },
  perEmail: { name: 'candidate-request:email', limit: 3, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimitRule>;

/** Resume uploads per address an hour: a person may pick a few files before applying. */
export const RESUME_UPLOAD_LIMIT = {
  name: 'resume-upload:ip',
  limit: 20,
  windowMs: HOUR_MS,
} as const satisfies RateLimitRule;

/** An upload not used by an application within this time can no longer be, and is deleted. */
export const RESUME_UPLOAD_TTL_MS = 24 * HOUR_MS;

export interface RequestInfo {
  clientAddress: string;
}

export class ResumeRejectedError extends Error {
  constructor(
    readonly code: typeof ErrorCode.UNSUPPORTED_FILE | typeof ErrorCode.PAYLOAD_TOO_LARGE,
    message: string,
  ) {
    super(message);
  }
}

/** A file name safe to keep: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'resume.pdf';
}

/**
 * Stores an uploaded resume after checking it by its content (it must start with `%PDF-`,
 * whatever its name or declared type) and size, and answers its opaque upload id.
 */
export async function storeResume(
  db: Database,
  file: { name: string; bytes: Uint8Array },
  { clientAddress }: RequestInfo,
  now: Date = new Date(),
): Promise<{ id: string; fileName: string; sizeBytes: number }> {
  if (file.bytes.byteLength > RESUME_MAX_BYTES)
    throw new ResumeRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, resumeMessages.tooLarge);
  if (!looksLikePdf(file.bytes)) throw new ResumeRejectedError(ErrorCode.UNSUPPORTED_FILE, resumeMessages.notPdf);
  await enforceRateLimits(db, [[RESUME_UPLOAD_LIMIT, clientAddress]], now);
  const [stored] = await db
    .insert(resumeUploads)
    .values({ fileName: cleanFileName(file.name), sizeBytes: file.bytes.byteLength, content: Buffer.from(file.bytes) })
    .returning({ id: resumeUploads.id, fileName: resumeUploads.fileName, sizeBytes: resumeUploads.sizeBytes });
  if (!stored) throw new Error('Resume upload was not stored');
  return stored;
}

const uploadError = () =>
  expectedError(ErrorCode.BAD_USER_INPUT, `resume: ${resumeMessages.expired}`, {
    fields: { resume: resumeMessages.expired },
  });

/**
 * Stores an application (spec: candidate request) after the rate limits: the job must be open
 * and the upload must exist, be recent and not used by another application.
 */
export async function createCandidateRequest(
  db: Database,
  request: CandidateRequest,
  { clientAddress }: RequestInfo,
  now: Date = new Date(),
): Promise<void> {
  const email = request.candidate.email.toLowerCase();
  await enforceRateLimits(
    db,
    [
      [APPLICATION_LIMITS.perAddress, clientAddress],
      [APPLICATION_LIMITS.perEmail, email],
    ],
    now,
  );
  if (!idSchema.safeParse(request.job).success) throw expectedError(ErrorCode.NOT_FOUND, JOB_NOT_FOUND_MESSAGE);
  const job = await getJob(db, request.job);

  const [upload] = await db
    .select({ id: resumeUploads.id, createdAt: resumeUploads.createdAt })
    .from(resumeUploads)
    .where(eq(resumeUploads.id, request.requestPayload.resumeUploadId))
    .limit(1);
  if (!upload || now.getTime() - upload.createdAt.getTime() > RESUME_UPLOAD_TTL_MS) throw uploadError();

  // The unique upload id makes "one application per upload" hold under concurrent requests too.
  const inserted = await db
    .insert(candidateRequests)
    .values({
      jobId: job.id,
      fullName: request.candidate.fullName,
      email,
      coverLetter: request.requestPayload.coverLetter,
      resumeUploadId: upload.id,
    })
    .onConflictDoNothing({ target: candidateRequests.resumeUploadId })
    .returning({ id: candidateRequests.id });
  if (inserted.length === 0) throw uploadError();
}

/** Deletes uploads that no application used within their time to live. */
export async function pruneResumeUploads(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(resumeUploads)
    .where(
      and(
        lt(resumeUploads.createdAt, new Date(now.getTime() - RESUME_UPLOAD_TTL_MS)),
        notExists(
          db
            .select({ id: candidateRequests.id })
            .from(candidateRequests)
            .where(eq(candidateRequests.resumeUploadId, resumeUploads.id)),
        ),
      ),
    );
}
