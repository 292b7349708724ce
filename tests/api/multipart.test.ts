import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { BodyTooLargeError } from '@/server/http/protocol';
import { MalformedMultipartError, readMultipart, type FilePart } from '@/server/http/multipart';

import { breaksAfter, multipartBody, streamedRequest, trickle } from '../support/uploads';

const URL = 'http://localhost/api/uploads/resume';

/** Reads the request with readMultipart, collecting each file part's bytes. */
async function collect(request: Request, limit = 1024 * 1024) {
  const files: { fieldName: string; fileName: string; bytes: Buffer }[] = [];
  await readMultipart(request, limit, async (part: FilePart) => {
    const chunks: Buffer[] = [];
    for await (const chunk of part.content) chunks.push(chunk);
    files.push({ fieldName: part.fieldName, fileName: part.fileName, bytes: Buffer.concat(chunks) });
  });
  return files;
}

describe('readMultipart (streaming multipart/form-data)', () => {
  it.each([1, 7, 100, 64 * 1024])(
    'hands over each file byte for byte when the body arrives in %i-byte chunks',
    async (chunkBytes) => {
      const first = randomBytes(150_000);
      const second = Buffer.from('second file\r\n--not-the-boundary\r\n');
      const { body, contentType } = multipartBody([
        { name: 'note', bytes: Buffer.from('a plain field, ignored') },
        { name: 'file', fileName: 'cv.pdf', bytes: first },
        { name: 'other', fileName: 'b.txt', type: 'text/plain', bytes: second },
      ]);
      const files = await collect(
        streamedRequest(URL, trickle(body, { chunkBytes }).stream, { 'content-type': contentType }),
      );
      expect(files.map(({ fieldName, fileName }) => [fieldName, fileName])).toEqual([
        ['file', 'cv.pdf'],
        ['other', 'b.txt'],
      ]);
      expect(files[0]!.bytes.equals(first)).toBe(true);
      expect(files[1]!.bytes.equals(second)).toBe(true);
    },
  );

  it('skips what a handler leaves unread and still finishes', async () => {
    const { body, contentType } = multipartBody([
      { name: 'file', fileName: 'a.pdf', bytes: randomBytes(300_000) },
      { name: 'file', fileName: 'b.pdf', bytes: Buffer.from('%PDF-b') },
    ]);
    const seen: string[] = [];
    await readMultipart(
      streamedRequest(URL, trickle(body).stream, { 'content-type': contentType }),
      1024 * 1024,
      (part) => {
        seen.push(part.fileName);
        return Promise.resolve();
      },
    );
    expect(seen).toEqual(['a.pdf', 'b.pdf']);
  });

  it('refuses a declared Content-Length over the limit before reading any byte', async () => {
    const { body, contentType } = multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: randomBytes(2048) }]);
    const sending = trickle(body, { stallAfter: 0 });
    const request = streamedRequest(URL, sending.stream, {
      'content-type': contentType,
      'content-length': String(1024 * 1024 + 1),
    });
    await expect(collect(request)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(sending.sent()).toBe(0);
  });

  it('stops at the limit when the body passes it while streaming, failing the file being read', async () => {
    const { body, contentType } = multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: randomBytes(3_000_000) }]);
    const sending = trickle(body);
    let handlerError: unknown;
    const reading = readMultipart(
      streamedRequest(URL, sending.stream, { 'content-type': contentType }),
      1024 * 1024,
      async (part) => {
        try {
          for await (const chunk of part.content) void chunk;
        } catch (error) {
          handlerError = error;
          throw error;
        }
      },
    );
    await expect(reading).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(handlerError).toBeInstanceOf(BodyTooLargeError);
    expect(sending.sent()).toBeLessThan(1024 * 1024 + 256 * 1024);
  });

  it('stops reading the body as soon as a handler refuses its file', async () => {
    const { body, contentType } = multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: randomBytes(2_000_000) }]);
    // The client sends 200 kB and then nothing more: only a reader that stops early answers.
    const sending = trickle(body, { stallAfter: 200_000 });
    const reading = readMultipart(
      streamedRequest(URL, sending.stream, { 'content-type': contentType }),
      10 * 1024 * 1024,
      async (part) => {
        for await (const chunk of part.content) {
          void chunk;
          throw new Error('refused');
        }
      },
    );
    await expect(reading).rejects.toThrow('refused');
  });

  it.each([
    ['application/x-www-form-urlencoded', 'file=x'],
    ['text/plain', 'hello'],
    ['multipart/form-data', 'no boundary'],
    ['multipart/mixed; boundary=x', '--x--'],
  ])('refuses the content type %s without reading the body', async (contentType, text) => {
    const sending = trickle(Buffer.from(text));
    await expect(collect(streamedRequest(URL, sending.stream, { 'content-type': contentType }))).rejects.toBeInstanceOf(
      MalformedMultipartError,
    );
    expect(sending.sent()).toBe(0);
  });

  it('refuses a body that ends inside a part', async () => {
    const { body, contentType } = multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: randomBytes(10_000) }]);
    const truncated = body.subarray(0, body.byteLength - 200);
    await expect(
      collect(streamedRequest(URL, trickle(truncated).stream, { 'content-type': contentType })),
    ).rejects.toBeInstanceOf(MalformedMultipartError);
  });

  it('fails with the connection when the client goes away mid-file', async () => {
    const { body, contentType } = multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: randomBytes(500_000) }]);
    const stream = breaksAfter(body, 100_000);
    await expect(collect(streamedRequest(URL, stream, { 'content-type': contentType }))).rejects.toThrow('aborted');
  });
});
