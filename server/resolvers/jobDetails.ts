import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { ErrorCode, expectedError } from '@/server/errors';
import { getJob, JOB_NOT_FOUND_MESSAGE } from '@/server/services/jobs';
import { idSchema } from '@/lib/validation';

export const jobDetails: QueryResolvers['jobDetails'] = (_parent, { id }, { db }) => {
  // An id that is not a UUID cannot name a job: the same answer as a missing one.
  if (!idSchema.safeParse(id).success) throw expectedError(ErrorCode.NOT_FOUND, JOB_NOT_FOUND_MESSAGE);
  return getJob(db, id);
};
