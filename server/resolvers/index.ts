import 'server-only';

import type { Resolvers } from '@/graphql/generated/resolvers';

import { jobDetails } from './jobDetails';
import { jobs } from './jobs';
import { partners } from './partners';

export const resolvers: Resolvers = {
  Query: { jobs, jobDetails, partners },
  Job: {
    additionalInfo: (job) => job.additionalInfo,
    postedAt: (job) => job.postedAt.toISOString(),
  },
};
