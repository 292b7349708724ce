import 'server-only';

import type { Resolvers } from '@/graphql/generated/resolvers';

import { customerStories } from './customerStories';
import { jobDetails } from './jobDetails';
import { jobs } from './jobs';
import { offices } from './offices';
import { partners } from './partners';
import { productCategories } from './productCategories';
import { suppliers } from './suppliers';

export const resolvers: Resolvers = {
  Query: { jobs, jobDetails, partners, offices, customerStories, suppliers, productCategories },
  Job: {
    additionalInfo: (job) => job.additionalInfo,
    postedAt: (job) => job.postedAt.toISOString(),
  },
};
