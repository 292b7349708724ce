import 'server-only';

/** Request bodies larger than this are refused before they are parsed. */
export const MAX_BODY_BYTES = {
  graphql: 100 * 1024,
  contactMail: 32 * 1024,
  /** A payment gateway's webhook event (Stripe's are a few kB; its limit is far above). */
  paymentWebhook: 256 * 1024,
  /** A 10 MB resume and the multipart envelope around it. */
  resumeUpload: 10 * 1024 * 1024 + 64 * 1024,
} as const;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

/**
 * Reads a request body, stopping as soon as it passes `limit` bytes whatever Content-Length
 * claims (a chunked upload has none).
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBytesWithLimit(request, limit));
}

/**
 * The same as readBodyWithLimit, as bytes. Only for bodies small enough to hold whole: uploads are
 * streamed instead (server/http/multipart.ts).
 */
export async function readBytesWithLimit(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function jsonError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error: { code, message, ...extra } }, { status });
}

/** The media type of a request's body, lower-cased and without parameters ('' when none). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The request with a body that may be abandoned safely under Next.js. Next's request body stream
 * (NodeNextRequest.stream) has no cancel: once a reader cancels it, the next chunk that arrives
 * makes Next enqueue into a closed stream, an uncaught exception; and the body keeps flowing into
 * that stream whatever the reader does. So when a handler stops reading (an upload refused after
 * its first bytes), this body drains the rest in the background instead of canceling it.
 */
export function withDrainedBodyOnCancel(request: Request): Request {
  const source = request.body;
  if (!source) return request;
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel() {
      void (async () => {
        while (!(await reader.read()).done);
      })().catch(() => undefined);
    },
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
}
