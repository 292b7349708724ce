import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RESUME_MAX_BYTES } from '@/lib/validation';
import { openDatabase } from '@/server/seed/open-database';
import { resumeUploads } from '@/server/db/schema';
import { fileStoreFor } from '@/server/files';
import { diskFileStore } from '@/server/files/disk-store';
import { handleResumeUpload } from '@/server/http/resume-upload';
import { resumeFileKey, type ResumeStorage } from '@/server/services/site/careers';

import { createTestApi, openTemplateDatabase, type TestApi } from '../support/api';
import {
  breaksAfter,
  multipartBody,
  readStoredFile,
  streamedRequest,
  trickle,
  type MultipartPart,
} from '../support/uploads';

const URL = 'http://localhost/api/uploads/resume';

/** A PDF of `size` bytes: the signature, then random bytes. */
const pdfOf = (size: number) => {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
};

let api: TestApi;
let filesDirectory: string;
let storage: ResumeStorage;
let addressCounter = 0;

beforeAll(async () => {
  api = await createTestApi();
  filesDirectory = await mkdtemp(path.join(tmpdir(), 'resume-files-'));
  storage = { db: api.db, files: diskFileStore(filesDirectory) };
});
afterAll(async () => {
  await api.close();
  await rm(filesDirectory, { recursive: true, force: true });
});

/** Every file under the store's folder, finished or partial. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(filesDirectory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const uploadRows = async () => (await api.db.select({ n: count() }).from(resumeUploads))[0]!.n;

/** Sends the parts as a streamed body (no Content-Length, as a chunked upload). */
function send(parts: MultipartPart[], options: { stallAfter?: number; headers?: Record<string, string> } = {}) {
  const { body, contentType } = multipartBody(parts);
  const sending = trickle(body, { stallAfter: options.stallAfter });
  addressCounter += 1;
  const request = streamedRequest(URL, sending.stream, {
    'content-type': contentType,
    'x-forwarded-for': `198.51.100.${addressCounter}`,
    ...options.headers,
  });
  return { response: handleResumeUpload(request, () => Promise.resolve(storage)), sent: sending.sent, body };
}

describe('POST /api/uploads/resume, streamed', () => {
  it('stores a 10 MB PDF in the file store, byte for byte, and only its metadata in the database', async () => {
    const pdf = pdfOf(RESUME_MAX_BYTES);
    const response = await send([{ name: 'file', fileName: 'résumé final.pdf', bytes: pdf }]).response;
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: string; fileName: string; sizeBytes: number };
    expect(stored).toMatchObject({ fileName: 'résumé final.pdf', sizeBytes: RESUME_MAX_BYTES });
    expect((await readStoredFile(storage.files, resumeFileKey(stored.id))).equals(pdf)).toBe(true);
    expect(await filesOnDisk()).toContain(stored.id);
    await storage.files.remove([resumeFileKey(stored.id)]);
  });

  it('answers 415 for a file that is not a PDF as soon as its first bytes arrive, without reading the rest', async () => {
    const rowsBefore = await uploadRows();
    // The client sends 128 kB of a 10 MB file and then nothing more: only a server that checks
    // the first bytes answers.
    const upload = send([{ name: 'file', fileName: 'resume.pdf', bytes: randomBytes(RESUME_MAX_BYTES) }], {
      stallAfter: 128 * 1024,
    });
    const response = await upload.response;
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: 'UNSUPPORTED_FILE', message: 'Only PDF files are accepted.' },
    });
    expect(upload.sent()).toBeLessThanOrEqual(128 * 1024);
    expect(await uploadRows()).toBe(rowsBefore);
    expect(await filesOnDisk()).toEqual([]);
  }, 10_000);

  it('answers 413 from a declared Content-Length over the limit before reading the body', async () => {
    const upload = send([{ name: 'file', fileName: 'big.pdf', bytes: pdfOf(4096) }], {
      stallAfter: 0,
      headers: { 'content-length': String(RESUME_MAX_BYTES + 1024 * 1024) },
    });
    const response = await upload.response;
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB.' },
    });
    expect(upload.sent()).toBe(0);
  }, 10_000);

  it('answers 413 when the file passes 10 MB mid-stream, and keeps nothing of it', async () => {
    const rowsBefore = await uploadRows();
    const upload = send([{ name: 'file', fileName: 'big.pdf', bytes: pdfOf(RESUME_MAX_BYTES + 1) }]);
    const response = await upload.response;
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await uploadRows()).toBe(rowsBefore);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('answers 400 for a second file after the first was stored, and keeps neither', async () => {
    const rowsBefore = await uploadRows();
    const response = await send([
      { name: 'file', fileName: 'a.pdf', bytes: pdfOf(600_000) },
      { name: 'file', fileName: 'b.pdf', bytes: pdfOf(1000) },
    ]).response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'BAD_USER_INPUT', message: 'Please attach a single file.' },
    });
    expect(await uploadRows()).toBe(rowsBefore);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('keeps nothing of an upload whose connection breaks mid-file', async () => {
    const rowsBefore = await uploadRows();
    const { body, contentType } = multipartBody([{ name: 'file', fileName: 'a.pdf', bytes: pdfOf(2_000_000) }]);
    const stream = breaksAfter(body, 1_000_000, 100_000);
    const response = await handleResumeUpload(
      streamedRequest(URL, stream, { 'content-type': contentType, 'x-forwarded-for': '198.51.100.250' }),
      () => Promise.resolve(storage),
    );
    expect(response.status).toBe(400);
    expect(await uploadRows()).toBe(rowsBefore);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('ignores plain fields and files under other names', async () => {
    const response = await send([
      { name: 'note', bytes: Buffer.from('hello') },
      { name: 'attachment', fileName: 'x.txt', type: 'text/plain', bytes: Buffer.from('not a resume') },
      { name: 'file', fileName: 'cv.pdf', bytes: pdfOf(1000) },
    ]).response;
    expect(response.status).toBe(201);
  });
});

describe('resumes in embedded mode survive a restart', () => {
  it('keeps the file in DATA_DIR/files, readable after the database is closed and opened again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'resume-restart-'));
    try {
      const pglite = path.join(dataDir, 'pglite');
      const pdf = pdfOf(300_000);
      let first = await openTemplateDatabase({ dataDir: pglite });
      const { body, contentType } = multipartBody([{ name: 'file', fileName: 'cv.pdf', bytes: pdf }]);
      const response = await handleResumeUpload(
        streamedRequest(URL, trickle(body).stream, { 'content-type': contentType }),
        () => Promise.resolve({ db: first.db, files: fileStoreFor(first, dataDir) }),
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await first.close();

      first = await openDatabase({ dataDir: pglite, seed: false });
      try {
        const files = fileStoreFor(first, dataDir);
        expect(files.location).toBe(path.join(dataDir, 'files'));
        expect((await readStoredFile(files, resumeFileKey(id))).equals(pdf)).toBe(true);
      } finally {
        await first.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
