import 'server-only';

import { count, eq } from 'drizzle-orm';

import { DISPUTE_LIMITS, disputeInPlay } from '@/lib/validation/disputes';
import { IMAGE_PIXEL_LIMITS } from '@/lib/validation/images';
import { orderDisputePhotos, orders } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { checkedImage } from '@/server/files/checked-image';
import { orderChanged } from '@/server/services/events/order-changes';
import { signDocumentToken, verifyDocumentToken } from '@/server/services/invoices/invoice-links';
import {
  PHOTO_NOT_IMAGE_MESSAGE,
  PHOTO_UNREADABLE_MESSAGE,
  ProofImageRejectedError,
  proofTooManyPixelsMessage,
  type ProofStorage,
} from '@/server/services/delivery/proof-of-delivery';

import { companyDispute, DISPUTE_PHOTOS_FULL_MESSAGE } from './disputes';

/**
 * A dispute's photos: uploaded by the contractor while the dispute is in play, checked by their
 * first bytes like the delivery photo (a JPEG, PNG or WebP within the photo's pixel limits, its
 * size as it streams: server/files/checked-image.ts), kept in the file store; both sides open them
 * behind links signed for a few minutes.
 */

export const DISPUTE_PHOTO_LINK_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'buildmarket:dispute-photo';
export const DISPUTE_CLOSED_PHOTO_MESSAGE = 'Photos are added while the dispute waits for an answer.';
export const disputePhotoTooLargeMessage = () =>
  `The photo must be at most ${DISPUTE_LIMITS.photoBytes / (1024 * 1024)} MB: choose a smaller one.`;

export async function storeDisputePhoto(
  storage: ProofStorage,
  companyId: string,
  input: { disputeId: string; content: AsyncIterable<Uint8Array> },
): Promise<{ id: string; sizeBytes: number }> {
  const dispute = await companyDispute(storage.db, companyId, input.disputeId);
  if (!disputeInPlay(dispute.status)) {
    throw expectedError(ErrorCode.DISPUTE_NOT_OPEN, DISPUTE_CLOSED_PHOTO_MESSAGE, { status: dispute.status });
  }
  const [stored] = await storage.db
    .select({ photos: count() })
    .from(orderDisputePhotos)
    .where(eq(orderDisputePhotos.disputeId, dispute.id));
  if ((stored?.photos ?? 0) >= DISPUTE_LIMITS.photos) {
    throw expectedError(ErrorCode.BAD_USER_INPUT, DISPUTE_PHOTOS_FULL_MESSAGE);
  }
  // The photo's own id names its file (keys are one folder and a UUID).
  const id = crypto.randomUUID();
  const key = `dispute-photos/${id}`;
  const sizeBytes = await storage.files.write(
    key,
    checkedImage(input.content, {
      formats: ['png', 'jpeg', 'webp'],
      limitBytes: DISPUTE_LIMITS.photoBytes,
      pixels: IMAGE_PIXEL_LIMITS.photo,
      notAccepted: () => new ProofImageRejectedError(ErrorCode.UNSUPPORTED_FILE, PHOTO_NOT_IMAGE_MESSAGE),
      unreadable: () => new ProofImageRejectedError(ErrorCode.UNSUPPORTED_FILE, PHOTO_UNREADABLE_MESSAGE),
      tooLarge: () => new ProofImageRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, disputePhotoTooLargeMessage()),
      tooManyPixels: () => new ProofImageRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, proofTooManyPixelsMessage('photo')),
    }),
  );
  const [row] = await storage.db
    .insert(orderDisputePhotos)
    .values({ id, disputeId: dispute.id, fileKey: key, sizeBytes })
    .returning({ id: orderDisputePhotos.id });
  // The photo follows the dispute's own event (the form sends it once the dispute is open), so the
  // pages that show the order hear it by itself: the supplier sees it without reading the page
  // again. A detail of the dispute, not an event: no mail or webhook tells of it.
  const [order] = await storage.db
    .select({ supplierId: orders.supplierId })
    .from(orders)
    .where(eq(orders.id, dispute.orderId));
  if (order)
    await orderChanged({ orderId: dispute.orderId, supplierId: order.supplierId, companyId: dispute.companyId });
  return { id: row!.id, sizeBytes };
}

/** `/api/dispute-photos/<photoId>?t=<signature>`. */
export async function signedDisputePhotoPath(photoId: string, now = new Date()): Promise<string> {
  const token = await signDocumentToken(photoId, AUDIENCE, DISPUTE_PHOTO_LINK_TTL_SECONDS, now);
  return `/api/dispute-photos/${encodeURIComponent(photoId)}?t=${encodeURIComponent(token)}`;
}

export async function verifyDisputePhotoLink(photoId: string, token: string): Promise<boolean> {
  return (await verifyDocumentToken(photoId, token, [AUDIENCE])) !== null;
}

export async function disputePhotoKey(storage: ProofStorage, photoId: string): Promise<string | null> {
  const [row] = await storage.db
    .select({ key: orderDisputePhotos.fileKey })
    .from(orderDisputePhotos)
    .where(eq(orderDisputePhotos.id, photoId));
  return row?.key ?? null;
}
