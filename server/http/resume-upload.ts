import 'server-only';

import { resumeMessages } from '@/lib/validation';
import { ErrorCode } from '@/server/errors';
import { BodyTooLargeError, jsonError, MAX_BODY_BYTES } from './protocol';
import { logger } from '@/server/logger';
import { MalformedMultipartError, readMultipart } from './multipart';
import {
  discardResume,
  ResumeRejectedError,
  storeResume,
  type ResumeStorage,
  type StoredResume,
} from '@/server/services/site/careers';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';
import { GraphQLError } from 'graphql';

/** A second file in one upload: the whole upload is refused. */
class TooManyFilesError extends Error {}

/**
 * `POST /api/uploads/resume`, multipart with one `file` field: a resume for an application.
 *
 * 201 `{ id, fileName, sizeBytes }` (the id is what `internalCandidateRequestCreate` references);
 * 400 BAD_USER_INPUT without a file or with more than one; 413 PAYLOAD_TOO_LARGE above 10 MB;
 * 415 UNSUPPORTED_FILE when the content is not a PDF (checked by its first bytes, whatever its
 * name or type); 429 RATE_LIMITED. The body is read as it arrives and the file streamed to the
 * file store: a declared size over the limit answers 413 before any byte is read, a file that is
 * not a PDF answers 415 before the rest of it is read, and a refused upload leaves nothing stored.
 * The file is never served back.
 */
export async function handleResumeUpload(
  request: Request,
  getStorage: () => Promise<ResumeStorage>,
): Promise<Response> {
  let storage: ResumeStorage | undefined;
  let stored: StoredResume | undefined;
  let files = 0;
  try {
    await readMultipart(request, MAX_BODY_BYTES.resumeUpload, async (part) => {
      if (part.fieldName !== 'file') return;
      files += 1;
      if (files > 1) throw new TooManyFilesError();
      storage ??= await getStorage();
      stored = await storeResume(
        storage,
        { name: part.fileName, content: part.content },
        { clientAddress: clientAddress(request) },
      );
    });
  } catch (error) {
    if (stored && storage) {
      await discardResume(storage, stored.id).catch((cleanup: unknown) =>
        logger.error('Discarding a refused resume upload failed', cleanup),
      );
    }
    return refusal(error);
  }
  if (!stored) return jsonError(400, ErrorCode.BAD_USER_INPUT, resumeMessages.required);
  return Response.json(stored, { status: 201, headers: { 'cache-control': 'no-store' } });
}

function refusal(error: unknown): Response {
  if (error instanceof BodyTooLargeError) return jsonError(413, ErrorCode.PAYLOAD_TOO_LARGE, resumeMessages.tooLarge);
  if (error instanceof TooManyFilesError) return jsonError(400, ErrorCode.BAD_USER_INPUT, resumeMessages.tooMany);
  if (error instanceof ResumeRejectedError)
    return jsonError(error.code === ErrorCode.PAYLOAD_TOO_LARGE ? 413 : 415, error.code, error.message);
  if (error instanceof GraphQLError && error.extensions.code === ErrorCode.RATE_LIMITED) {
    const response = jsonError(429, ErrorCode.RATE_LIMITED, error.message);
    response.headers.set('retry-after', String(Number(error.extensions.retryAfterSeconds ?? 60)));
    return response;
  }
  if (error instanceof MalformedMultipartError || isBrokenConnection(error))
    return jsonError(400, ErrorCode.BAD_USER_INPUT, 'The request must be multipart/form-data with a file.');
  logger.error('Resume upload failed', error);
  return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
}

/** The client went away mid-upload: nothing to log, and nobody to answer. */
function isBrokenConnection(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error instanceof Error && (error.name === 'AbortError' || /aborted|terminated/i.test(error.message)))
  );
}
