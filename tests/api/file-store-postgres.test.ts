import { randomBytes } from 'node:crypto';

import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RESUME_MAX_BYTES } from '@/lib/validation';
import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { fileChunks, resumeUploads } from '@/server/db/schema';
import { fileStoreFor } from '@/server/files';
import { FILE_CHUNK_BYTES } from '@/server/files/file-store';
import { handleResumeUpload } from '@/server/http/resume-upload';
import { resumeFileKey, type ResumeStorage } from '@/server/services/site/careers';

import { multipartBody, readStoredFile, streamedRequest, trickle, type MultipartPart } from '../support/uploads';

/**
 * With PostgreSQL, uploaded files live in the database's chunk rows, so every instance reads what
 * another received: the same upload rules as on the embedded mode, on a real server.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

const pdfOf = (size: number) => {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
};

describe.skipIf(!adminUrl)('resume files on PostgreSQL (TEST_DATABASE_URL)', () => {
  const databaseName = `file_store_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let instanceA: DatabaseHandle;
  let instanceB: DatabaseHandle;
  let storage: ResumeStorage;
  let address = 0;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    // Two instances behind a load balancer: two pools on one database.
    instanceA = await openDatabase({ databaseUrl: url.toString() });
    instanceB = await openDatabase({ databaseUrl: url.toString(), migrate: false, seed: false });
    storage = { db: instanceA.db, files: fileStoreFor(instanceA, '/nonexistent-data-dir') };
  });

  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  const upload = (parts: MultipartPart[]) => {
    const { body, contentType } = multipartBody(parts);
    address += 1;
    return handleResumeUpload(
      streamedRequest('http://localhost/api/uploads/resume', trickle(body).stream, {
        'content-type': contentType,
        'x-forwarded-for': `192.0.2.${address}`,
      }),
      () => Promise.resolve(storage),
    );
  };
  const chunkRows = async () => (await instanceA.db.select({ n: count() }).from(fileChunks))[0]!.n;
  const uploadRows = async () => (await instanceA.db.select({ n: count() }).from(resumeUploads))[0]!.n;

  it('stores a 10 MB PDF as 256 kB rows that another instance reads back byte for byte', async () => {
    const pdf = pdfOf(RESUME_MAX_BYTES);
    const response = await upload([{ name: 'file', fileName: 'cv.pdf', bytes: pdf }]);
    expect(response.status).toBe(201);
    const { id, sizeBytes } = (await response.json()) as { id: string; sizeBytes: number };
    expect(sizeBytes).toBe(RESUME_MAX_BYTES);

    const rows = await instanceA.db
      .select({ bytes: sql<number>`length(${fileChunks.data})` })
      .from(fileChunks)
      .where(eq(fileChunks.fileKey, resumeFileKey(id)));
    expect(rows.length).toBeGreaterThanOrEqual(RESUME_MAX_BYTES / (FILE_CHUNK_BYTES + 64 * 1024));
    expect(Math.max(...rows.map((row) => Number(row.bytes)))).toBeLessThan(FILE_CHUNK_BYTES + 128 * 1024);

    const elsewhere = fileStoreFor(instanceB, '/another-instance');
    expect((await readStoredFile(elsewhere, resumeFileKey(id))).equals(pdf)).toBe(true);
  });

  it('keeps no row and no chunk of a file that passes 10 MB mid-stream (413)', async () => {
    const [chunksBefore, rowsBefore] = [await chunkRows(), await uploadRows()];
    const response = await upload([{ name: 'file', fileName: 'big.pdf', bytes: pdfOf(RESUME_MAX_BYTES + 1) }]);
    expect(response.status).toBe(413);
    expect([await chunkRows(), await uploadRows()]).toEqual([chunksBefore, rowsBefore]);
  });

  it('keeps nothing of two files (400) nor of a file that is not a PDF (415)', async () => {
    const [chunksBefore, rowsBefore] = [await chunkRows(), await uploadRows()];
    const two = await upload([
      { name: 'file', fileName: 'a.pdf', bytes: pdfOf(700_000) },
      { name: 'file', fileName: 'b.pdf', bytes: pdfOf(10) },
    ]);
    expect(two.status).toBe(400);
    const html = await upload([{ name: 'file', fileName: 'a.pdf', bytes: Buffer.from('<html></html>') }]);
    expect(html.status).toBe(415);
    expect([await chunkRows(), await uploadRows()]).toEqual([chunksBefore, rowsBefore]);
  });
});
