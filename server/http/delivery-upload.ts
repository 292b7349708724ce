import 'server-only';

import { GraphQLError } from 'graphql';

import { PROOF_IMAGE_KINDS, PROOF_LIMITS, type ProofImageKind } from '@/lib/validation/dispatch';
import { idSchema } from '@/lib/validation';
import { ErrorCode } from '@/server/errors';
import { BodyTooLargeError, jsonError } from './protocol';
import { logger } from '@/server/logger';
import { MalformedMultipartError, readMultipart } from './multipart';
import { bearerToken, verifyAccessToken } from '@/server/services/accounts/access-tokens';
import { stillValid } from '@/server/services/accounts/sessions';
import {
  ProofImageRejectedError,
  storeProofImage,
  type ProofStorage,
} from '@/server/services/delivery/proof-of-delivery';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

/** The multipart envelope around one image. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * `POST /api/uploads/delivery/<loadId>/<signature|photo>`, multipart with one `file` field and the
 * driver's `Authorization: Bearer` token: the receiver's signature (PNG) or the delivery photo
 * (JPEG, PNG or WebP) of one of the driver's loads, on site. 201 `{ kind, sizeBytes }`; 401
 * without a valid token; 403 FORBIDDEN for anyone but the load's driver; 404 for another's or an
 * unknown load; 409 LOAD_STEP_OUT_OF_ORDER before the truck is on site or once delivered; 413
 * above the kind's limit (checked on the declared length before reading, and as it streams); 415
 * when the first bytes are not an accepted image, before the rest is read.
 */
export async function handleDeliveryUpload(
  request: Request,
  params: { loadId: string; kind: string },
  getStorage: () => Promise<ProofStorage>,
): Promise<Response> {
  const kind = PROOF_IMAGE_KINDS.find((candidate) => candidate === params.kind);
  if (!kind || !idSchema.safeParse(params.loadId).success) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  const token = bearerToken(request);
  const verified = token ? await verifyAccessToken(token) : null;
  if (!verified) return jsonError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
  let stored: { sizeBytes: number } | undefined;
  try {
    const storage = await getStorage();
    const viewer = await stillValid(storage.db, verified);
    if (!viewer) return jsonError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
    const member = await requireSupplierMember(storage.db, viewer);
    const limit = (kind === 'signature' ? PROOF_LIMITS.signatureBytes : PROOF_LIMITS.photoBytes) + ENVELOPE_BYTES;
    await readMultipart(request, limit, async (part) => {
      if (part.fieldName !== 'file' || stored) return;
      stored = await storeProofImage(storage, member, { loadId: params.loadId, kind, content: part.content });
    });
  } catch (error) {
    return refusal(error, kind);
  }
  if (!stored) return jsonError(400, ErrorCode.BAD_USER_INPUT, 'Send the image as the `file` field.');
  return Response.json(
    { kind, sizeBytes: stored.sizeBytes },
    { status: 201, headers: { 'cache-control': 'no-store' } },
  );
}

const STATUS_OF_CODE: Record<string, number> = {
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.LOAD_STEP_OUT_OF_ORDER]: 409,
  [ErrorCode.UNAUTHENTICATED]: 401,
};

function refusal(error: unknown, kind: ProofImageKind): Response {
  if (error instanceof BodyTooLargeError) {
    return jsonError(
      413,
      ErrorCode.PAYLOAD_TOO_LARGE,
      kind === 'signature'
        ? 'The signature is too large.'
        : 'The photo is too large: take it again or choose a smaller one.',
    );
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
  logger.error('Delivery image upload failed', error);
  return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
}
