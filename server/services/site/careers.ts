import 'server-only';

import { and, eq, inArray, isNotNull, lt, notExists } from 'drizzle-orm';

import { idSchema, RESUME_MAX_BYTES, resumeMessages, type CandidateRequest } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { candidateRequests, resumeUploads } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { checkedPdf, safeFileName } from '@/server/files/checked-pdf';
import type { FileStore } from '@/server/files/file-store';
import { applicationReceivedMail, enqueueMail, sendSoon } from '@/server/services/mail';

import { getJob, JOB_NOT_FOUND_MESSAGE } from './jobs';
import { enforceRateLimits, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';

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

/** Where the resume's bytes go: the database for its row, the file store for its content. */
export interface ResumeStorage {
  db: Database;
  files: FileStore;
}

export interface StoredResume {
  id: string;
  fileName: string;
  sizeBytes: number;
}

/** The resume's file in the file store. */
export const resumeFileKey = (uploadId: string) => `resumes/${uploadId}`;

/**
 * Stores an uploaded resume as it arrives and answers its opaque upload id. Checked by its
 * content, from its first bytes and before the rest is read: it must start with `%PDF-`,
 * whatever its name or declared type. Then the rate limit, then the row (so the file always has
 * one that pruning finds), then the bytes, streamed to the file store; above 10 MB it fails with
 * PAYLOAD_TOO_LARGE and nothing stays stored.
 */
export async function storeResume(
  { db, files }: ResumeStorage,
  file: { name: string; content: AsyncIterable<Uint8Array> },
  { clientAddress }: RequestInfo,
  now: Date = new Date(),
): Promise<StoredResume> {
  const whole = await checkedPdf(file.content, {
    limitBytes: RESUME_MAX_BYTES,
    notPdf: () => new ResumeRejectedError(ErrorCode.UNSUPPORTED_FILE, resumeMessages.notPdf),
    tooLarge: () => new ResumeRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, resumeMessages.tooLarge),
  });
  await enforceRateLimits(db, [[RESUME_UPLOAD_LIMIT, clientAddress]], now);
  const [row] = await db
    .insert(resumeUploads)
    .values({ fileName: safeFileName(file.name, 'resume.pdf'), createdAt: now })
    .returning({ id: resumeUploads.id, fileName: resumeUploads.fileName });
  if (!row) throw new Error('Resume upload was not recorded');
  try {
    const sizeBytes = await files.write(resumeFileKey(row.id), whole);
    await db.update(resumeUploads).set({ sizeBytes, storedAt: new Date() }).where(eq(resumeUploads.id, row.id));
    return { ...row, sizeBytes };
  } catch (error) {
    await discardResume({ db, files }, row.id);
    throw error;
  }
}

/** Removes an upload whose request failed after it was stored (e.g. a second file came with it). */
export async function discardResume({ db, files }: ResumeStorage, uploadId: string): Promise<void> {
  await files.remove([resumeFileKey(uploadId)]);
  await db.delete(resumeUploads).where(eq(resumeUploads.id, uploadId));
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
    .where(and(eq(resumeUploads.id, request.requestPayload.resumeUploadId), isNotNull(resumeUploads.storedAt)))
    .limit(1);
  if (!upload || now.getTime() - upload.createdAt.getTime() > RESUME_UPLOAD_TTL_MS) throw uploadError();

  // The unique upload id makes "one application per upload" hold under concurrent requests too.
  // The applicant's acknowledgement is stored with the application: one never goes without the
  // other.
  const mailId = await db.transaction(async (tx) => {
    const [inserted] = await tx
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
    if (!inserted) return undefined;
    const mail = applicationReceivedMail({ fullName: request.candidate.fullName, jobId: job.id, jobTitle: job.title });
    return enqueueMail(tx, {
      kind: 'application_received',
      to: email,
      ...mail,
      dedupeKey: `application-received:${inserted.id}`,
    });
  });
  if (mailId === undefined) throw uploadError();
  void sendSoon(db, [mailId]);
}

/**
 * Uploads are deleted this long after they can no longer be used, so that an application being
 * accepted right at the end of the time to live never meets a deleted file.
 */
const RESUME_PRUNE_MARGIN_MS = HOUR_MS;

/**
 * Deletes uploads that no application used within their time to live (and those whose bytes
 * never all arrived), their files first: a crash between the two leaves a row without its file,
 * which the next pass deletes, never a file without its row.
 */
export async function pruneResumeUploads({ db, files }: ResumeStorage, now: Date = new Date()): Promise<void> {
  const stale = await db
    .select({ id: resumeUploads.id })
    .from(resumeUploads)
    .where(
      and(
        lt(resumeUploads.createdAt, new Date(now.getTime() - RESUME_UPLOAD_TTL_MS - RESUME_PRUNE_MARGIN_MS)),
        notExists(
          db
            .select({ id: candidateRequests.id })
            .from(candidateRequests)
            .where(eq(candidateRequests.resumeUploadId, resumeUploads.id)),
        ),
      ),
    )
    .limit(500);
  if (stale.length === 0) return;
  const ids = stale.map((row) => row.id);
  await files.remove(ids.map(resumeFileKey));
  await db.delete(resumeUploads).where(inArray(resumeUploads.id, ids));
}
