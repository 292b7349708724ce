import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { jobsArgsSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { listJobs } from '@/server/services/site/jobs';

export const jobs: QueryResolvers['jobs'] = (_parent, args, { db }) => listJobs(db, parseInput(jobsArgsSchema, args));
