/** Careers: the jobs on offer, resumes uploaded with applications, and the applications (candidate requests). */
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

export const jobDirection = pgEnum('job_direction', ['marketing', 'development', 'design']);

export const jobType = pgEnum('job_type', ['fullTime', 'partTime']);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    direction: jobDirection('direction').notNull(),
    type: jobType('type').notNull(),
    location: text('location').notNull(),
    salary: text('salary').notNull(),
    experience: text('experience').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').array().notNull(),
    responsibilities: text('responsibilities').array().notNull(),
    additionalInfo: text('additional_info'),
    published: boolean('published').notNull().default(true),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_listing_idx').on(table.published, table.postedAt)],
);

/**
 * A resume uploaded from a job page. Its bytes are in the file store (`server/files`: a folder of
 * DATA_DIR in embedded mode, `file_chunks` with PostgreSQL) under `resumes/<id>`, never in this
 * row, nor in the public folder. Its id is the opaque upload id the application references; the
 * content is never served to browsers. The row is written before the bytes, so every stored file
 * has a row that pruning finds: `storedAt` stays null until all bytes are stored.
 */
export const resumeUploads = pgTable(
  'resume_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('resume_uploads_created_idx').on(table.createdAt)],
);

/** An application to a job (spec: candidate request): the candidate, the cover letter and the resume. */
export const candidateRequests = pgTable(
  'candidate_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    coverLetter: text('cover_letter').notNull(),
    /** One application per upload: a second application with the same upload id is refused. */
    resumeUploadId: uuid('resume_upload_id')
      .notNull()
      .unique()
      .references(() => resumeUploads.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [index('candidate_requests_job_idx').on(table.jobId, table.createdAt)],
);
