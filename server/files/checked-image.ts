import 'server-only';

/** The image formats uploads may be: what a phone's camera, a drawing canvas or a logo file gives. */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The image format of a file from its first bytes (at least 12), whatever its name or type says. */
export function imageFormatOf(head: Uint8Array): ImageFormat | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * An uploaded image's bytes, passed on as they stream once the first ones show an accepted format,
 * and at most `limitBytes` of them: `notAccepted()` or `tooLarge()` is thrown as soon as it is
 * known, before the rest is read, so the store never keeps a refused file.
 */
export async function* checkedImage(
  content: AsyncIterable<Uint8Array>,
  rules: {
    formats: readonly ImageFormat[];
    limitBytes: number;
    notAccepted: () => Error;
    tooLarge: () => Error;
  },
): AsyncIterable<Uint8Array> {
  const pending: Uint8Array[] = [];
  let size = 0;
  let checked = false;
  for await (const chunk of content) {
    size += chunk.byteLength;
    if (size > rules.limitBytes) throw rules.tooLarge();
    if (checked) {
      yield chunk;
      continue;
    }
    pending.push(chunk);
    if (size < 12) continue;
    const format = imageFormatOf(Buffer.concat(pending));
    if (!format || !rules.formats.includes(format)) throw rules.notAccepted();
    checked = true;
    yield* pending;
  }
  if (!checked) throw rules.notAccepted();
}
