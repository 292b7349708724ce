import 'server-only';

import { eq } from 'drizzle-orm';

import {
  PROOF_LIMITS,
  SIGNATURE_REQUIRED_MESSAGE,
  type LoadDeliveryInput,
  type ProofImageKind,
} from '@/lib/validation/dispatch';
import { describePixelLimits, IMAGE_PIXEL_LIMITS } from '@/lib/validation/images';
import type { Database } from '@/server/db/database';
import { orderLoads } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { checkedImage } from '@/server/files/checked-image';
import type { FileStore } from '@/server/files/file-store';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { advanceLoad, loadInScope } from './driver-steps';
import { type OrderLoadRecord } from './loads';
import type { SupplierMember } from '@/server/services/accounts/supplier-members';

/**
 * Proof of delivery. At the site the driver uploads the receiver's drawn signature (a PNG) and,
 * if they like, a photo (JPEG, PNG or WebP, resized on the phone), each checked by its first bytes
 * (format and pixel size: IMAGE_PIXEL_LIMITS) and its size as it streams to the file store (server/files), never held whole. Then
 * `deliverLoad` records the quantity delivered, the water added and slump for concrete, and the
 * receiver's name with the delivered step; the contractor gets the load's e-ticket by mail.
 */

export const PROOF_STEPS_MESSAGE = 'Proof of delivery is recorded once the truck is on site.';
export const SIGNATURE_NOT_PNG_MESSAGE = 'The signature must be a PNG image.';
export const PHOTO_NOT_IMAGE_MESSAGE = 'The photo must be a JPEG, PNG or WebP image.';
export const SIGNATURE_UNREADABLE_MESSAGE = 'The signature is not a whole PNG image: sign again.';
export const PHOTO_UNREADABLE_MESSAGE = 'The photo could not be read: take it again or choose another.';
export const proofTooLargeMessage = (kind: ProofImageKind) =>
  kind === 'signature'
    ? `The signature must be at most ${PROOF_LIMITS.signatureBytes / 1024} kB.`
    : `The photo must be at most ${PROOF_LIMITS.photoBytes / (1024 * 1024)} MB: take it again or choose a smaller one.`;
export const proofTooManyPixelsMessage = (kind: ProofImageKind) =>
  kind === 'signature'
    ? `The signature must be at most ${describePixelLimits(IMAGE_PIXEL_LIMITS.signature)}.`
    : `The photo must be at most ${describePixelLimits(IMAGE_PIXEL_LIMITS.photo)}: take it again or choose a smaller one.`;

/** A refused image: the route answers 413 or 415 with its code and message. */
export class ProofImageRejectedError extends Error {
  constructor(
    readonly code: typeof ErrorCode.UNSUPPORTED_FILE | typeof ErrorCode.PAYLOAD_TOO_LARGE,
    message: string,
  ) {
    super(message);
  }
}

export interface ProofStorage {
  db: Database;
  files: FileStore;
}

/** Where each kind of image is kept, under the load's id. */
export const proofFileKey = (kind: ProofImageKind, loadId: string) =>
  `${kind === 'signature' ? 'signatures' : 'delivery-photos'}/${loadId}`;

/** The load, if it is the member's own to prove (its driver's) and on site. */
async function loadToProve(db: Database, member: SupplierMember, loadId: string) {
  const load = await loadInScope(db, member, loadId);
  if (load.driverUserId !== member.userId) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  if (load.step !== 'arrived' && load.step !== 'unloading') {
    throw expectedError(ErrorCode.LOAD_STEP_OUT_OF_ORDER, PROOF_STEPS_MESSAGE, { step: load.step });
  }
  return load;
}

/**
 * Checks an image as it arrives: the format and the pixel size by its first bytes (refused before
 * the rest is read), the size in bytes as it grows (refused as soon as it passes the limit); the
 * signature, which every download of the e-ticket draws, to its end: it must be drawable whole.
 */
const checkedProofImage = (kind: ProofImageKind, content: AsyncIterable<Uint8Array>) =>
  checkedImage(content, {
    formats: kind === 'signature' ? ['png'] : ['png', 'jpeg', 'webp'],
    limitBytes: kind === 'signature' ? PROOF_LIMITS.signatureBytes : PROOF_LIMITS.photoBytes,
    pixels: IMAGE_PIXEL_LIMITS[kind],
    drawn: kind === 'signature',
    notAccepted: () =>
      new ProofImageRejectedError(
        ErrorCode.UNSUPPORTED_FILE,
        kind === 'signature' ? SIGNATURE_NOT_PNG_MESSAGE : PHOTO_NOT_IMAGE_MESSAGE,
      ),
    unreadable: () =>
      new ProofImageRejectedError(
        ErrorCode.UNSUPPORTED_FILE,
        kind === 'signature' ? SIGNATURE_UNREADABLE_MESSAGE : PHOTO_UNREADABLE_MESSAGE,
      ),
    tooLarge: () => new ProofImageRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, proofTooLargeMessage(kind)),
    tooManyPixels: () => new ProofImageRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, proofTooManyPixelsMessage(kind)),
  });

/**
 * Stores the receiver's signature or the delivery photo of one of the driver's loads (a new one
 * replaces the old: the receiver may sign again). The load names its file once it is stored.
 */
export async function storeProofImage(
  storage: ProofStorage,
  member: SupplierMember,
  input: { loadId: string; kind: ProofImageKind; content: AsyncIterable<Uint8Array> },
): Promise<{ sizeBytes: number }> {
  const load = await loadToProve(storage.db, member, input.loadId);
  const key = proofFileKey(input.kind, load.id);
  await storage.files.remove([key]);
  const sizeBytes = await storage.files.write(key, checkedProofImage(input.kind, input.content));
  await storage.db
    .update(orderLoads)
    .set(input.kind === 'signature' ? { signatureFileKey: key } : { photoFileKey: key })
    .where(eq(orderLoads.id, load.id));
  return { sizeBytes };
}

/**
 * Delivers one of the driver's loads with its proof: the signature must be stored first. The
 * step and the proof are written together (advanceLoad); the delivered step's event mails the
 * contractor the e-ticket.
 */
export async function deliverLoad(
  db: Database,
  member: SupplierMember,
  input: LoadDeliveryInput,
  now = new Date(),
): Promise<OrderLoadRecord> {
  const load = await loadToProve(db, member, input.loadId);
  if (!load.signatureFileKey) {
    throw expectedError(ErrorCode.PROOF_OF_DELIVERY_REQUIRED, SIGNATURE_REQUIRED_MESSAGE);
  }
  const delivered = await advanceLoad(db, member, { loadId: load.id, step: 'delivered' }, now, {
    deliveredQuantity: input.deliveredQuantity.toFixed(2),
    waterAddedLitres: input.waterAddedLitres == null ? null : input.waterAddedLitres.toFixed(1),
    slumpMm: input.slumpMm ?? null,
    receivedBy: input.receivedBy,
  });
  return delivered;
}
