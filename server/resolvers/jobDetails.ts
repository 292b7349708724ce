import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { ErrorCode, expectedError } from '@/server/errors';
import { getJob, JOB_NOT_FOUND_MESSAGE } from '@/server/services/site/jobs';
import { idSchema } from '@/lib/validation';
import { parsesItsOwnIds } from '@/server/graphql/id-arguments';

export const jobDetails: QueryResolvers['jobDetails'] = (_parent, { id }, { db }) => {
  // An id that is not a UUID cannot name a job: the same answer as a missing one.
  if (!idSchema.safeParse(id).success) throw expectedError(ErrorCode.NOT_FOUND, JOB_NOT_FOUND_MESSAGE);
  return getJob(db, id);
};

// A junk id names no job: 'This position is no longer open.', as for a missing one, not 'Invalid'.
parsesItsOwnIds(jobDetails);
