import 'server-only';

import { GraphQLError } from 'graphql';

import { DISPUTE_LIMITS } from '@/lib/validation/disputes';
import { idSchema } from '@/lib/validation';
import { ErrorCode } from '@/server/errors';
import { logger } from '@/server/logger';
import { bearerToken, verifyAccessToken } from '@/server/services/accounts/access-tokens';
import { stillValid } from '@/server/services/accounts/sessions';
import { ProofImageRejectedError, type ProofStorage } from '@/server/services/delivery/proof-of-delivery';
import {
  disputePhotoKey,
  disputePhotoTooLargeMessage,
  storeDisputePhoto,
  verifyDisputePhotoLink,
} from '@/server/services/orders/dispute-photos';
import { requireOrderingCompany } from '@/server/services/orders/access';

import { MalformedMultipartError, readMultipart } from './multipart';
import { BodyTooLargeError, jsonError } from './protocol';
import { storedImageResponse } from './stored-image';

const ENVELOPE_BYTES = 64 * 1024;

const STATUS_OF_CODE: Record<string, number> = {
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.DISPUTE_NOT_OPEN]: 409,
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
};

/**
 * `POST /api/uploads/disputes/<disputeId>`, multipart with one `file` field and the contractor's
 * `Authorization: Bearer` token: a photo of one of the company's disputes in play. 201 `{ id,
 * sizeBytes }`; 401 without a session; 403 for a member who may not order; 404 for another
 * company's dispute; 409 DISPUTE_NOT_OPEN once answered; 400 past the photos a dispute keeps; 413
 * above the size (declared or streamed); 415 when the first bytes are not a JPEG, PNG or WebP.
 */
export async function handleDisputePhotoUpload(
  request: Request,
  disputeId: string,
  getStorage: () => Promise<ProofStorage>,
): Promise<Response> {
  if (!idSchema.safeParse(disputeId).success) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  const token = bearerToken(request);
  const verified = token ? await verifyAccessToken(token) : null;
  if (!verified) return jsonError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
  let stored: { id: string; sizeBytes: number } | undefined;
  try {
    const storage = await getStorage();
    const viewer = await stillValid(storage.db, verified);
    if (!viewer) return jsonError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
    const companyId = await requireOrderingCompany(storage.db, viewer);
    await readMultipart(request, DISPUTE_LIMITS.photoBytes + ENVELOPE_BYTES, async (part) => {
      if (part.fieldName !== 'file' || stored) return;
      stored = await storeDisputePhoto(storage, companyId, { disputeId, content: part.content });
    });
  } catch (error) {
    return refusal(error);
  }
  if (!stored) return jsonError(400, ErrorCode.BAD_USER_INPUT, 'Send the photo as the `file` field.');
  return Response.json(stored, { status: 201, headers: { 'cache-control': 'no-store' } });
}

function refusal(error: unknown): Response {
  if (error instanceof BodyTooLargeError) {
    return jsonError(413, ErrorCode.PAYLOAD_TOO_LARGE, disputePhotoTooLargeMessage());
  }
  if (error instanceof ProofImageRejectedError) {
    return jsonError(error.code === ErrorCode.PAYLOAD_TOO_LARGE ? 413 : 415, error.code, error.message);
  }
  if (error instanceof GraphQLError) {
    const code = typeof error.extensions.code === 'string' ? error.extensions.code : '';
    const status = STATUS_OF_CODE[code];
    if (status) return jsonError(status, code, error.message, { ...error.extensions, code: undefined });
  }
  if (error instanceof MalformedMultipartError) {
    return jsonError(400, ErrorCode.BAD_USER_INPUT, 'The request must be multipart/form-data with a file.');
  }
  logger.error('Dispute photo upload failed', error);
  return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
}

/** `GET /api/dispute-photos/<photoId>?t=<signature>`: the signature (`OrderDispute.photoUrls`) is the only authorisation. */
export async function handleDisputePhotoDownload(
  request: Request,
  photoId: string,
  getStorage: () => Promise<ProofStorage>,
): Promise<Response> {
  if (!idSchema.safeParse(photoId).success) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  const token = new URL(request.url).searchParams.get('t');
  if (!token || !(await verifyDisputePhotoLink(photoId, token))) {
    return jsonError(403, ErrorCode.FORBIDDEN, 'This photo link is not valid or has expired: open the order again.');
  }
  const storage = await getStorage();
  const key = await disputePhotoKey(storage, photoId);
  if (!key) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  return storedImageResponse(storage.files, key, 'private, no-store');
}
