import 'server-only';

import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import { Busboy, type BusboyInstance } from '@fastify/busboy';

import { BodyTooLargeError } from './protocol';

/** The body is not multipart/form-data, or its multipart structure is broken. */
export class MalformedMultipartError extends Error {
  constructor(cause?: unknown) {
    super('The request must be multipart/form-data.', { cause });
  }
}

export interface FilePart {
  /** The form field's name (`file` for a resume). */
  fieldName: string;
  /** The file name the browser sent, as is (callers clean it). */
  fileName: string;
  /**
   * The part's bytes as they arrive. It stops with an error when the body passes its limit or
   * the connection breaks. Whatever the handler leaves unread is skipped.
   */
  content: AsyncIterable<Buffer>;
}

/** Small, since files are the point: a few plain fields at most. */
const FIELD_LIMITS = { fields: 20, fieldSize: 8 * 1024, parts: 50, headerPairs: 20 } as const;

/**
 * Reads a multipart/form-data request as it arrives, with @fastify/busboy (a maintained streaming
 * parser), and hands each file part to `onFile` as soon as its headers are read: the body is
 * never held whole, and a handler that rejects stops the reading, so the rest of the body is
 * never read. Plain fields are ignored.
 *
 * A declared Content-Length above `maxBodyBytes` fails at once, before any byte is read; a body
 * that passes it while streaming (chunked, or lying) fails as soon as it does. Either way the
 * error is BodyTooLargeError. Resolves once the body is read and every handler has finished;
 * rejects with the first error once every handler has settled (so callers can clean up).
 */
export async function readMultipart(
  request: Request,
  maxBodyBytes: number,
  onFile: (part: FilePart) => Promise<void>,
): Promise<void> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw new MalformedMultipartError();
  if (Number(request.headers.get('content-length') ?? '0') > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes);

  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { 'content-type': contentType },
      limits: FIELD_LIMITS,
      // As FormData does: a part is a file when it has a file name.
      isPartAFile: (_field, _type, fileName) => fileName !== undefined,
    });
  } catch (error) {
    throw new MalformedMultipartError(error);
  }
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const stopReading = new AbortController();

  return new Promise<void>((resolve, reject) => {
    const handlers: Promise<void>[] = [];
    let failure: { error: unknown } | undefined;
    let current: Readable | undefined;

    const fail = (reason: unknown) => {
      if (failure) return;
      const error = reason instanceof Error ? reason : new Error(String(reason));
      failure = { error };
      stopReading.abort();
      body.destroy();
      // Busboy does not end a file stream when its input stops: the handler reading it would wait forever.
      current?.destroy(error);
      void Promise.allSettled(handlers).then(() => reject(error));
    };

    parser.on('file', (fieldName: string, stream: Readable, fileName: string) => {
      // The error reaches the handler through its reading; without a listener it would crash the process.
      stream.on('error', () => undefined);
      if (failure) {
        stream.resume();
        return;
      }
      current = stream;
      handlers.push(
        onFile({ fieldName, fileName, content: stream }).then(
          () => void stream.resume(),
          (error: unknown) => fail(error),
        ),
      );
    });
    parser.on('error', (error: unknown) => fail(new MalformedMultipartError(error)));
    parser.on('finish', () => {
      void Promise.allSettled(handlers).then(() => {
        if (!failure) resolve();
      });
    });

    // Feeds the parser at the pace it takes bytes (its file streams at the pace handlers read):
    // a slow store slows the upload down rather than filling memory.
    void (async () => {
      let received = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        received += chunk.byteLength;
        if (received > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes);
        if (!parser.write(chunk)) await once(parser, 'drain', { signal: stopReading.signal });
      }
      parser.end();
    })().catch((error: unknown) => fail(error));
  });
}
