import 'server-only';

import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { IMAGE_PIXEL_LIMITS } from '@/lib/validation/images';
import { LOGO_LIMITS, STOREFRONT_MESSAGES } from '@/lib/validation/storefront';
import type { Database } from '@/server/db/database';
import { suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { checkedImage } from '@/server/files/checked-image';
import type { FileStore } from '@/server/files/file-store';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { CATALOGUE_READ_ONLY_MESSAGE, mayEditCatalogue } from '@/server/services/accounts/permissions';
import { revalidateStorefront } from './storefront';
import type { AccessClaims } from '@/server/services/accounts/access-tokens';

/**
 * A supplier's logo on its storefront, uploaded from the workspace by the owner or a manager (like
 * the brand colour): a PNG, JPEG or WebP of at most 1 MB and IMAGE_PIXEL_LIMITS.logo, checked by
 * its first bytes as it streams to the file store. Each upload gets a new key, so its address (`/api/logos/<id>`) can be cached
 * for good; the one it replaces is removed. The seeded suppliers' logos are files in public/.
 */

export interface LogoStorage {
  db: Database;
  files: FileStore;
}

/** A refused logo: the route answers 413 or 415 with its code and message. */
export class LogoRejectedError extends Error {
  constructor(
    readonly code: typeof ErrorCode.UNSUPPORTED_FILE | typeof ErrorCode.PAYLOAD_TOO_LARGE,
    message: string,
  ) {
    super(message);
  }
}

const LOGO_PATH = '/api/logos/';
export const logoFileKey = (id: string) => `logos/${id}`;
export const logoPath = (id: string) => `${LOGO_PATH}${id}`;
/** The file key of an uploaded logo's address; null for a logo in public/ or none. */
export const uploadedLogoKey = (logo: string | null) =>
  logo?.startsWith(LOGO_PATH) ? logoFileKey(logo.slice(LOGO_PATH.length)) : null;

/** The member's supplier, when the member may change its storefront. */
async function editableSupplier(db: Database, viewer: AccessClaims) {
  const member = await requireSupplierMember(db, viewer);
  if (!mayEditCatalogue(member.role)) throw expectedError(ErrorCode.FORBIDDEN, CATALOGUE_READ_ONLY_MESSAGE);
  const [supplier] = await db
    .select({ id: suppliers.id, slug: suppliers.slug, logo: suppliers.logo })
    .from(suppliers)
    .where(eq(suppliers.id, member.supplierId));
  if (!supplier) throw expectedError(ErrorCode.NOT_FOUND, 'Supplier not found');
  return supplier;
}

/** Stores a new logo for the viewer's supplier and answers its address. */
export async function storeSupplierLogo(
  storage: LogoStorage,
  viewer: AccessClaims,
  content: AsyncIterable<Uint8Array>,
): Promise<{ logo: string; sizeBytes: number }> {
  const supplier = await editableSupplier(storage.db, viewer);
  const id = randomUUID();
  const sizeBytes = await storage.files.write(
    logoFileKey(id),
    checkedImage(content, {
      formats: ['png', 'jpeg', 'webp'],
      limitBytes: LOGO_LIMITS.maxBytes,
      pixels: IMAGE_PIXEL_LIMITS.logo,
      notAccepted: () => new LogoRejectedError(ErrorCode.UNSUPPORTED_FILE, STOREFRONT_MESSAGES.logoType),
      unreadable: () => new LogoRejectedError(ErrorCode.UNSUPPORTED_FILE, STOREFRONT_MESSAGES.logoUnreadable),
      tooLarge: () => new LogoRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, STOREFRONT_MESSAGES.logoSize),
      tooManyPixels: () => new LogoRejectedError(ErrorCode.PAYLOAD_TOO_LARGE, STOREFRONT_MESSAGES.logoPixels),
    }),
  );
  const logo = logoPath(id);
  await storage.db.update(suppliers).set({ logo }).where(eq(suppliers.id, supplier.id));
  // The cached page stops linking the old logo before its file goes (revalidation takes effect at
  // once: the next visit renders the page again).
  revalidateStorefront(supplier.slug);
  await removeLogoFile(storage.files, supplier.logo);
  return { logo, sizeBytes };
}

/** Takes the logo off the viewer's supplier's storefront (its name stands alone). */
export async function removeSupplierLogo(storage: LogoStorage, viewer: AccessClaims): Promise<void> {
  const supplier = await editableSupplier(storage.db, viewer);
  await storage.db.update(suppliers).set({ logo: null }).where(eq(suppliers.id, supplier.id));
  revalidateStorefront(supplier.slug);
  await removeLogoFile(storage.files, supplier.logo);
}

async function removeLogoFile(files: FileStore, logo: string | null) {
  const key = uploadedLogoKey(logo);
  if (key) await files.remove([key]);
}
