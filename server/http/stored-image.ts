import 'server-only';

import { ErrorCode } from '@/server/errors';
import { FileNotFoundError, type FileStore } from '@/server/files/file-store';
import { IMAGE_CONTENT_TYPES, imageFormatOf } from '@/server/files/image-header';

import { jsonError } from './protocol';

/**
 * A stored image (checked on the way in) streamed back, its type read from its first bytes; 404
 * when it is not stored or not an image.
 */
export async function storedImageResponse(files: FileStore, key: string, cacheControl: string): Promise<Response> {
  const chunks = files.read(key)[Symbol.asyncIterator]();
  let first: IteratorResult<Buffer>;
  try {
    first = await chunks.next();
  } catch (error) {
    if (error instanceof FileNotFoundError) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
    throw error;
  }
  const format = first.done ? null : imageFormatOf(first.value);
  if (first.done || !format) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  return new Response(storedFileStream(chunks, first.value), {
    headers: {
      'content-type': IMAGE_CONTENT_TYPES[format],
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** A stored file's chunks (its first one already read) as a response body, read as the client takes it. */
export function storedFileStream(chunks: AsyncIterator<Uint8Array>, first?: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first) controller.enqueue(first);
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}
