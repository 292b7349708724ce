import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { CANDIDATE_REQUEST_FIELD_NAMES, candidateRequestSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { createCandidateRequest } from '@/server/services/site/careers';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';
import { parsesItsOwnIds } from '@/server/graphql/id-arguments';

export const internalCandidateRequestCreate: MutationResolvers['internalCandidateRequestCreate'] = async (
  _parent,
  args,
  context,
) => {
  const request = parseInput(candidateRequestSchema, args, CANDIDATE_REQUEST_FIELD_NAMES);
  await createCandidateRequest(context.db, request, { clientAddress: clientAddress(context.request) });
  return true;
};

// candidateRequestSchema says what is wrong with each id in the applicant's words (a resume upload
// that expired), and createCandidateRequest answers a junk job NOT_FOUND, not 'Invalid'.
parsesItsOwnIds(internalCandidateRequestCreate);
