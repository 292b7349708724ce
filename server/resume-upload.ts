import 'server-only';

import { resumeMessages } from '@/lib/validation';
import type { Database } from '@/server/db/client';
import { ErrorCode } from '@/server/errors';
import { BodyTooLargeError, jsonError, MAX_BODY_BYTES, readBytesWithLimit } from '@/server/http';
import { logger } from '@/server/logger';
import { ResumeRejectedError, storeResume } from '@/server/services/careers';
import { clientAddress } from '@/server/services/rate-limit';
import { GraphQLError } from 'graphql';

/**
 * `POST /api/uploads/resume`, multipart with one `file` field: a resume for an application.
 *
 * 201 `{ id, fileName, sizeBytes }` (the id is what `internalCandidateRequestCreate` references);
 * 400 BAD_USER_INPUT without a file or with more than one; 413 PAYLOAD_TOO_LARGE above 10 MB;
 * 415 UNSUPPORTED_FILE when the content is not a PDF (checked by its first bytes, whatever its
 * name or type); 429 RATE_LIMITED. The file is kept in the database and never served back.
 */
export async function handleResumeUpload(request: Request, getDb: () => Promise<Database>): Promise<Response> {
  let form: FormData;
  try {
    const body = await readBytesWithLimit(request, MAX_BODY_BYTES.resumeUpload);
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return jsonError(413, ErrorCode.PAYLOAD_TOO_LARGE, resumeMessages.tooLarge);
    return jsonError(400, ErrorCode.BAD_USER_INPUT, 'The request must be multipart/form-data with a file.');
  }

  const files = form.getAll('file').filter((entry): entry is File => typeof entry !== 'string');
  if (files.length === 0) return jsonError(400, ErrorCode.BAD_USER_INPUT, resumeMessages.required);
  if (files.length > 1) return jsonError(400, ErrorCode.BAD_USER_INPUT, resumeMessages.tooMany);
  const [file] = files as [File];

  try {
    const stored = await storeResume(
      await getDb(),
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      { clientAddress: clientAddress(request) },
    );
    return Response.json(stored, { status: 201, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof ResumeRejectedError)
      return jsonError(error.code === ErrorCode.PAYLOAD_TOO_LARGE ? 413 : 415, error.code, error.message);
    if (error instanceof GraphQLError && error.extensions.code === ErrorCode.RATE_LIMITED) {
      const retryAfter = Number(error.extensions.retryAfterSeconds ?? 60);
      const response = jsonError(429, ErrorCode.RATE_LIMITED, error.message);
      response.headers.set('retry-after', String(retryAfter));
      return response;
    }
    logger.error('Resume upload failed', error);
    return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
  }
}
