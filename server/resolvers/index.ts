import 'server-only';

import type { Resolvers } from '@/graphql/generated/resolvers';

import { contractorSignUp } from './contractorSignUp';
import { customerStories } from './customerStories';
import { jobDetails } from './jobDetails';
import { jobs } from './jobs';
import { me } from './me';
import { offices } from './offices';
import { partners } from './partners';
import { productCategories } from './productCategories';
import { refreshSession } from './refreshSession';
import { signIn } from './signIn';
import { signOut } from './signOut';
import { suppliers } from './suppliers';

export const resolvers: Resolvers = {
  Query: { jobs, jobDetails, partners, offices, customerStories, suppliers, productCategories, me },
  Mutation: { contractorSignUp, signIn, refreshSession, signOut },
  Job: {
    additionalInfo: (job) => job.additionalInfo,
    postedAt: (job) => job.postedAt.toISOString(),
  },
};
