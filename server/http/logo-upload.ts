import 'server-only';

import { GraphQLError } from 'graphql';

import { LOGO_LIMITS, STOREFRONT_MESSAGES } from '@/lib/validation/storefront';
import { idSchema } from '@/lib/validation';
import { ErrorCode } from '@/server/errors';
import { BodyTooLargeError, jsonError } from './protocol';
import { storedImageResponse } from './stored-image';
import { logger } from '@/server/logger';
import { MalformedMultipartError, readMultipart } from './multipart';
import { bearerToken, verifyAccessToken, type AccessClaims } from '@/server/services/accounts/access-tokens';
import { stillValid } from '@/server/services/accounts/sessions';
import {
  LogoRejectedError,
  logoFileKey,
  removeSupplierLogo,
  storeSupplierLogo,
  type LogoStorage,
} from '@/server/services/storefront/storefront-logo';

/** The multipart envelope around one image. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * `POST /api/uploads/logo`, multipart with one `file` field and the member's `Authorization:
 * Bearer` token: a new logo for the member's supplier's storefront. 201 `{ logo, sizeBytes }`;
 * 401 without a valid session; 403 FORBIDDEN for a member who may not change the storefront (or
 * no supplier's member); 413 PAYLOAD_TOO_LARGE above 1 MB; 415 UNSUPPORTED_FILE when the first
 * bytes are not a PNG, JPEG or WebP image, before the rest is read.
 * `DELETE /api/uploads/logo`: the storefront shows no logo. 204.
 */
export async function handleLogoUpload(request: Request, getStorage: () => Promise<LogoStorage>): Promise<Response> {
  return withViewer(request, getStorage, async (storage, viewer) => {
    let stored: { logo: string; sizeBytes: number } | undefined;
    await readMultipart(request, LOGO_LIMITS.maxBytes + ENVELOPE_BYTES, async (part) => {
      if (part.fieldName !== 'file' || stored) return;
      stored = await storeSupplierLogo(storage, viewer, part.content);
    });
    if (!stored) return jsonError(400, ErrorCode.BAD_USER_INPUT, 'Send the image as the `file` field.');
    return Response.json(stored, { status: 201, headers: { 'cache-control': 'no-store' } });
  });
}

export async function handleLogoRemoval(request: Request, getStorage: () => Promise<LogoStorage>): Promise<Response> {
  return withViewer(request, getStorage, async (storage, viewer) => {
    await removeSupplierLogo(storage, viewer);
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  });
}

/**
 * `GET /api/logos/<id>`: an uploaded logo, public like the storefront that shows it. Its type is
 * read from its first bytes (it was checked on the way in); an address names one upload for good,
 * so browsers and CDNs keep it a year.
 */
export async function handleLogoDownload(id: string, getStorage: () => Promise<LogoStorage>): Promise<Response> {
  if (!idSchema.safeParse(id).success) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  const { files } = await getStorage();
  return storedImageResponse(files, logoFileKey(id), 'public, max-age=31536000, immutable');
}

const STATUS_OF_CODE: Record<string, number> = {
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.UNAUTHENTICATED]: 401,
};

async function withViewer(
  request: Request,
  getStorage: () => Promise<LogoStorage>,
  handle: (storage: LogoStorage, viewer: AccessClaims) => Promise<Response>,
): Promise<Response> {
  const token = bearerToken(request);
  const verified = token ? await verifyAccessToken(token) : null;
  if (!verified) return jsonError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
  try {
    const storage = await getStorage();
    const viewer = await stillValid(storage.db, verified);
    if (!viewer) return jsonError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
    return await handle(storage, viewer);
  } catch (error) {
    return refusal(error);
  }
}

function refusal(error: unknown): Response {
  if (error instanceof BodyTooLargeError) {
    return jsonError(413, ErrorCode.PAYLOAD_TOO_LARGE, STOREFRONT_MESSAGES.logoSize);
  }
  if (error instanceof LogoRejectedError) {
    return jsonError(error.code === ErrorCode.PAYLOAD_TOO_LARGE ? 413 : 415, error.code, error.message);
  }
  if (error instanceof GraphQLError) {
    const code = typeof error.extensions.code === 'string' ? error.extensions.code : '';
    const status = STATUS_OF_CODE[code];
    if (status) return jsonError(status, code, error.message);
  }
  if (error instanceof MalformedMultipartError) {
    return jsonError(400, ErrorCode.BAD_USER_INPUT, 'The request must be multipart/form-data with a file.');
  }
  logger.error('Storefront logo upload failed', error);
  return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
}
