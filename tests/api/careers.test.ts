import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RESUME_MAX_BYTES } from '@/lib/validation';
import { candidateRequests, resumeUploads } from '@/server/db/schema';
import { handleResumeUpload } from '@/server/http/resume-upload';
import { diskFileStore } from '@/server/files/disk-store';
import { pruneResumeUploads, resumeFileKey, type ResumeStorage } from '@/server/services/site/careers';
import { seedData } from '@/server/seed';
import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';
import { readStoredFile } from '../support/uploads';

const APPLY = /* GraphQL */ `
  mutation Apply($job: ID!, $candidate: CareerCandidateInput!, $requestPayload: CandidateRequestPayloadInput!) {
    internalCandidateRequestCreate(job: $job, candidate: $candidate, requestPayload: $requestPayload)
  }
`;
const JOBS = /* GraphQL */ `
  query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {
    jobs(skip: $skip, limit: $limit, filter: $filter) {
      values {
        id
        title
        direction
        type
      }
      count
    }
  }
`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let api: TestApi;
let filesDirectory: string;
let storage: ResumeStorage;
let jobId: string;
let addressCounter = 0;
/** Each test applies from its own address, so the per-address limit only counts its requests. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

beforeAll(async () => {
  api = await createTestApi();
  filesDirectory = await mkdtemp(path.join(tmpdir(), 'careers-files-'));
  storage = { db: api.db, files: diskFileStore(filesDirectory) };
  const { data } = await api.gql<{ jobs: { values: { id: string }[] } }>(JOBS, { skip: 0, limit: 1 });
  jobId = data!.jobs.values[0]!.id;
});
afterAll(async () => {
  await api.close();
  await rm(filesDirectory, { recursive: true, force: true });
});

function upload(parts: { name: string; bytes: Uint8Array; type?: string }[], address = nextAddress()) {
  const form = new FormData();
  for (const part of parts)
    form.append('file', new File([new Uint8Array(part.bytes)], part.name, { type: part.type ?? 'application/pdf' }));
  const request = new Request('http://localhost/api/uploads/resume', {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': address },
  });
  return handleResumeUpload(request, () => Promise.resolve(storage));
}

async function uploadPdf(): Promise<string> {
  const response = await upload([{ name: 'resume.pdf', bytes: PDF }]);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function apply(variables: Record<string, unknown>, address = nextAddress()) {
  const response = await api.request({ query: APPLY, variables }, { 'x-forwarded-for': address });
  return (await response.json()) as GraphQLResponse<{ internalCandidateRequestCreate: boolean }>;
}

const counts = async () => ({
  requests: (await api.db.select({ n: count() }).from(candidateRequests))[0]!.n,
  uploads: (await api.db.select({ n: count() }).from(resumeUploads))[0]!.n,
});

/** The per-email limit counts every application that passes validation: one email per use. */
let emailCounter = 0;
const person = () => ({ fullName: 'Ada Lovelace', email: `ada${++emailCounter}@example.com` });

describe('jobs: filters and paging as the careers page uses them', () => {
  it('pages one filter through its matches, with the count of the matches only', async () => {
    const expected = seedData.jobs.filter((job) => job.direction === 'development');
    expect(expected.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let skip = 0; skip < expected.length; skip += 1) {
      const { data } = await api.gql<{ jobs: { values: { title: string; direction: string }[]; count: number } }>(
        JOBS,
        { skip, limit: 1, filter: { direction: 'development' } },
      );
      expect(data?.jobs.count).toBe(expected.length);
      expect(data?.jobs.values.every((job) => job.direction === 'development')).toBe(true);
      seen.push(...(data?.jobs.values.map((job) => job.title) ?? []));
    }
    expect(seen.sort()).toEqual(expected.map((job) => job.title).sort());
  });

  it('rejects an unknown direction', async () => {
    const { data, errors } = await api.gql(JOBS, { filter: { direction: 'sales' } });
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/JobDirection/);
  });
});

describe('POST /api/uploads/resume', () => {
  it('accepts a PDF and answers an opaque upload id, storing the bytes', async () => {
    const response = await upload([{ name: 'cv.pdf', bytes: PDF }]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; fileName: string; sizeBytes: number };
    expect(body).toMatchObject({ fileName: 'cv.pdf', sizeBytes: PDF.byteLength });
    const stored = await readStoredFile(storage.files, resumeFileKey(body.id));
    expect(stored.equals(PDF)).toBe(true);
  });

  it('rejects a file named .pdf (and typed application/pdf) whose content is not a PDF', async () => {
    const before = await counts();
    const response = await upload([{ name: 'resume.pdf', bytes: Buffer.from('<html>not a pdf</html>') }]);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: 'UNSUPPORTED_FILE', message: 'Only PDF files are accepted.' },
    });
    expect(await counts()).toEqual(before);
  });

  it('rejects a file larger than 10 MB with 413', async () => {
    const before = await counts();
    const big = Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20);
    PDF.copy(big);
    const response = await upload([{ name: 'big.pdf', bytes: big }]);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual(before);
  });

  it('rejects a body far over the limit before reading it all', async () => {
    const request = new Request('http://localhost/api/uploads/resume', {
      method: 'POST',
      body: new Uint8Array(RESUME_MAX_BYTES + 200 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    const response = await handleResumeUpload(request, () => Promise.resolve(storage));
    expect(response.status).toBe(413);
  });

  it('rejects more than one file and a request without a file', async () => {
    const before = await counts();
    const two = await upload([
      { name: 'a.pdf', bytes: PDF },
      { name: 'b.pdf', bytes: PDF },
    ]);
    expect(two.status).toBe(400);
    expect(((await two.json()) as { error: { message: string } }).error.message).toBe('Please attach a single file.');
    const none = await handleResumeUpload(
      new Request('http://localhost/api/uploads/resume', { method: 'POST', body: new FormData() }),
      () => Promise.resolve(storage),
    );
    expect(none.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers RATE_LIMITED after 20 uploads from one address in an hour', async () => {
    const address = nextAddress();
    for (let index = 0; index < 20; index += 1)
      expect((await upload([{ name: 'r.pdf', bytes: PDF }], address)).status).toBe(201);
    const limited = await upload([{ name: 'r.pdf', bytes: PDF }], address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('internalCandidateRequestCreate(job, candidate: person(), requestPayload)', () => {
  it('stores the application with the uploaded resume', async () => {
    const resumeUploadId = await uploadPdf();
    const { data, errors } = await apply({
      job: jobId,
      candidate: { fullName: '  Grace Hopper ', email: 'Grace@Example.com' },
      requestPayload: { coverLetter: 'I would like to build dispatch software.', resumeUploadId },
    });
    expect(errors).toBeUndefined();
    expect(data?.internalCandidateRequestCreate).toBe(true);
    const [row] = await api.db
      .select()
      .from(candidateRequests)
      .where(eq(candidateRequests.resumeUploadId, resumeUploadId));
    expect(row).toMatchObject({
      jobId,
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      coverLetter: 'I would like to build dispatch software.',
    });
  });

  it.each([
    ['a missing full name', { candidate: { ...person(), fullName: ' ' } }, 'fullName', 'Required'],
    ['a missing email', { candidate: { ...person(), email: '' } }, 'email', 'Required'],
    ['a bad email', { candidate: { ...person(), email: 'ada@example' } }, 'email', 'Incorrect E-mail'],
    ['a missing cover letter', { coverLetter: '' }, 'coverLetter', 'Required'],
    ['a too long cover letter', { coverLetter: 'x'.repeat(5001) }, 'coverLetter', 'Must be 5000 characters or less'],
    ['a missing upload id', { resumeUploadId: '' }, 'resume', 'Please attach your resume (PDF).'],
    [
      'a malformed upload id',
      { resumeUploadId: 'not-an-id' },
      'resume',
      'Your resume upload has expired. Please attach it again.',
    ],
  ])('answers BAD_USER_INPUT for %s and stores nothing', async (_name, change, field, message) => {
    const resumeUploadId = await uploadPdf();
    const before = await counts();
    const { candidate: changedCandidate, ...payloadChange } = change as Record<string, unknown>;
    const { data, errors } = await apply({
      job: jobId,
      candidate: changedCandidate ?? person(),
      requestPayload: { coverLetter: 'Hello', resumeUploadId, ...payloadChange },
    });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.fields?.[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('answers a GraphQL validation error when a whole argument is missing', async () => {
    const before = await counts();
    const { errors } = await apply({ job: jobId, candidate: person() });
    expect(errors?.[0]?.message).toMatch(/requestPayload/);
    expect(await counts()).toEqual(before);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
    'answers NOT_FOUND for a job that is not open (%s) and stores nothing',
    async (job) => {
      const resumeUploadId = await uploadPdf();
      const before = await counts();
      const { errors } = await apply({
        job,
        candidate: person(),
        requestPayload: { coverLetter: 'Hello', resumeUploadId },
      });
      expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(errors?.[0]?.message).toBe('This position is no longer open.');
      expect(await counts()).toEqual(before);
    },
  );

  it('answers BAD_USER_INPUT for an unknown upload id and for one already used', async () => {
    const unknown = await apply({
      job: jobId,
      candidate: person(),
      requestPayload: { coverLetter: 'Hello', resumeUploadId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.extensions?.fields).toEqual({
      resume: 'Your resume upload has expired. Please attach it again.',
    });

    const resumeUploadId = await uploadPdf();
    const first = await apply({
      job: jobId,
      candidate: person(),
      requestPayload: { coverLetter: 'Hello', resumeUploadId },
    });
    expect(first.errors).toBeUndefined();
    const before = await counts();
    const again = await apply({
      job: jobId,
      candidate: { ...person(), email: 'someone.else@example.com' },
      requestPayload: { coverLetter: 'Hello', resumeUploadId },
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual(before);
  });

  it('answers RATE_LIMITED after 3 applications for one email and 5 from one address in an hour', async () => {
    const email = { fullName: 'Rate Limited', email: 'limited@example.com' };
    for (let index = 0; index < 3; index += 1) {
      const { errors } = await apply({
        job: jobId,
        candidate: email,
        requestPayload: { coverLetter: 'Hello', resumeUploadId: await uploadPdf() },
      });
      expect(errors).toBeUndefined();
    }
    const before = await counts();
    const limited = await apply({
      job: jobId,
      candidate: email,
      requestPayload: { coverLetter: 'Hello', resumeUploadId: await uploadPdf() },
    });
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await counts()).requests).toBe(before.requests);

    const address = nextAddress();
    for (let index = 0; index < 5; index += 1) {
      const { errors } = await apply(
        {
          job: jobId,
          candidate: { fullName: 'Same Place', email: `person${index}@example.com` },
          requestPayload: { coverLetter: 'Hello', resumeUploadId: await uploadPdf() },
        },
        address,
      );
      expect(errors).toBeUndefined();
    }
    const fromAddress = await apply(
      {
        job: jobId,
        candidate: { fullName: 'Same Place', email: 'person9@example.com' },
        requestPayload: { coverLetter: 'Hello', resumeUploadId: await uploadPdf() },
      },
      address,
    );
    expect(fromAddress.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('pruneResumeUploads', () => {
  it('deletes uploads and their files an hour after nobody can use them, and keeps used and recent ones', async () => {
    const unused = await uploadPdf();
    const used = await uploadPdf();
    const { errors } = await apply({
      job: jobId,
      candidate: person(),
      requestPayload: { coverLetter: 'Hello', resumeUploadId: used },
    });
    expect(errors).toBeUndefined();
    const recent = await uploadPdf();
    const justExpired = await uploadPdf();
    await api.db
      .update(resumeUploads)
      .set({ createdAt: new Date(Date.now() - 26 * 60 * 60 * 1000) })
      .where(inArray(resumeUploads.id, [unused, used]));
    await api.db
      .update(resumeUploads)
      .set({ createdAt: new Date(Date.now() - 24.5 * 60 * 60 * 1000) })
      .where(eq(resumeUploads.id, justExpired));

    await pruneResumeUploads(storage);
    const left = (await api.db.select({ id: resumeUploads.id }).from(resumeUploads)).map((row) => row.id);
    expect(left).not.toContain(unused);
    expect(left).toEqual(expect.arrayContaining([used, recent, justExpired]));
    await expect(readStoredFile(storage.files, resumeFileKey(unused))).rejects.toThrow(/No stored file/);
    expect((await readStoredFile(storage.files, resumeFileKey(used))).equals(PDF)).toBe(true);
  });

  it('refuses an upload whose file never finished arriving', async () => {
    const [broken] = await api.db
      .insert(resumeUploads)
      .values({ fileName: 'broken.pdf' })
      .returning({ id: resumeUploads.id });
    const { errors } = await apply({
      job: jobId,
      candidate: person(),
      requestPayload: { coverLetter: 'Hello', resumeUploadId: broken!.id },
    });
    expect(errors?.[0]?.extensions?.fields).toEqual({
      resume: 'Your resume upload has expired. Please attach it again.',
    });
  });

  it('refuses an upload older than a day', async () => {
    const old = await uploadPdf();
    await api.db
      .update(resumeUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(resumeUploads.id, old));
    const { errors } = await apply({
      job: jobId,
      candidate: person(),
      requestPayload: { coverLetter: 'Hello', resumeUploadId: old },
    });
    expect(errors?.[0]?.extensions?.fields).toEqual({
      resume: 'Your resume upload has expired. Please attach it again.',
    });
  });
});
