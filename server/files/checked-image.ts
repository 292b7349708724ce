import 'server-only';

import type { ImagePixelLimits } from '@/lib/validation/images';

import { PngCheck } from './drawable-png';
import {
  FORMAT_SIGNATURE_BYTES,
  IMAGE_HEADER_MAX_BYTES,
  imageFormatOf,
  readImageHeader,
  withinPixelLimits,
  type ImageFormat,
} from './image-header';

export interface ImageRules {
  formats: readonly ImageFormat[];
  limitBytes: number;
  /** The largest image the use takes (IMAGE_PIXEL_LIMITS), read from its header. */
  pixels: ImagePixelLimits;
  /** The server draws it (a signature, on the e-ticket): a PNG must be whole and drawable. */
  drawn?: boolean;
  /** Not one of `formats`, by its first bytes. */
  notAccepted: () => Error;
  /** One of `formats` by its first bytes, but with a header (or, when drawn, data) no decoder reads. */
  unreadable: () => Error;
  /** Over `limitBytes`. */
  tooLarge: () => Error;
  /** Over `pixels`. */
  tooManyPixels: () => Error;
}

/**
 * An uploaded image's bytes, passed on as they stream once the first ones show an accepted format
 * and a size within the use's pixel limits, and at most `limitBytes` of them. The refusal is
 * thrown as soon as it is known, before the rest is read, so the store never keeps a refused file;
 * only the header's bytes are held meanwhile (at most IMAGE_HEADER_MAX_BYTES). A drawn PNG is
 * followed to its end (PngCheck) and refused there if it could not be drawn.
 */
export async function* checkedImage(content: AsyncIterable<Uint8Array>, rules: ImageRules): AsyncIterable<Uint8Array> {
  let head: Buffer = Buffer.alloc(0);
  let size = 0;
  let checked = false;
  let drawing: PngCheck | null = null;
  const refusedUnlessDrawable = (action: () => void) => {
    try {
      action();
    } catch {
      throw rules.unreadable();
    }
  };
  try {
    for await (const chunk of content) {
      size += chunk.byteLength;
      if (size > rules.limitBytes) throw rules.tooLarge();
      if (checked) {
        if (drawing) refusedUnlessDrawable(() => drawing!.push(chunk));
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < FORMAT_SIGNATURE_BYTES) continue;
      const format = imageFormatOf(head);
      if (!format || !rules.formats.includes(format)) throw rules.notAccepted();
      const header = readImageHeader(head);
      if (header === 'incomplete' && head.length < IMAGE_HEADER_MAX_BYTES) continue;
      if (typeof header === 'string') throw rules.unreadable();
      if (!withinPixelLimits(header, rules.pixels)) throw rules.tooManyPixels();
      checked = true;
      if (rules.drawn && format === 'png') {
        drawing = new PngCheck(rules.pixels);
        refusedUnlessDrawable(() => drawing!.push(head));
      }
      yield head;
    }
    if (!checked) {
      const format = head.length >= FORMAT_SIGNATURE_BYTES ? imageFormatOf(head) : null;
      throw format && rules.formats.includes(format) ? rules.unreadable() : rules.notAccepted();
    }
    if (drawing) {
      const done = drawing;
      drawing = null;
      await done.end().catch(() => {
        throw rules.unreadable();
      });
    }
  } finally {
    drawing?.abandon();
  }
}
