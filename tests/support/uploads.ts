import type { FileStore } from '@/server/files/file-store';

/** A stored file's bytes, read back whole (tests only: the app never holds a file whole). */
export async function readStoredFile(files: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.read(key)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export interface MultipartPart {
  name: string;
  /** A file part when set (even empty), a plain field otherwise. */
  fileName?: string;
  type?: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body as a browser writes it. */
export function multipartBody(parts: MultipartPart[], boundary = '----buildmarket-test-boundary') {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const type = part.fileName === undefined ? '' : `Content-Type: ${part.type ?? 'application/pdf'}\r\n`;
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    pieces.push(Buffer.from(part.bytes), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A request body sent in chunks, as a network delivers it, that counts what the server pulled.
 * With `stallAfter`, it sends that many bytes and then nothing more (a client still uploading):
 * a server that waits for the whole body never answers.
 */
export function trickle(
  bytes: Buffer,
  { chunkBytes = 64 * 1024, stallAfter }: { chunkBytes?: number; stallAfter?: number } = {},
) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stallAfter !== undefined && sent >= stallAfter) return new Promise<void>(() => undefined);
        if (sent >= bytes.byteLength) {
          controller.close();
          return;
        }
        const end = Math.min(bytes.byteLength, sent + chunkBytes, stallAfter ?? Infinity);
        controller.enqueue(new Uint8Array(bytes.subarray(sent, end)));
        sent = end;
      },
      // Nothing is read ahead: a byte counts as sent only once the server asked for it.
    },
    { highWaterMark: 0 },
  );
  return { stream, sent: () => sent };
}

/** A request body whose connection breaks after `bytes` bytes (the client went away). */
export function breaksAfter(body: Buffer, bytes: number, chunkBytes = 50_000): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.error(new Error('aborted'));
      controller.enqueue(new Uint8Array(body.subarray(sent, sent + chunkBytes)));
      sent += chunkBytes;
    },
  });
}

/** A streamed upload request, as the route handler gets it. */
export function streamedRequest(
  url: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
): Request {
  return new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}
