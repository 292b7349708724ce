import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { partnerCodeMessages, partnerCodeSchema } from '@/lib/validation/partner-program';
import { ErrorCode, expectedError, parseInput } from '@/server/errors';
import { findPartnerByCode, partnerStats as countPartnerStats } from '@/server/services/site/partners';

export const partnerStats: QueryResolvers['partnerStats'] = async (_parent, args, { db }) => {
  const { code } = parseInput(partnerCodeSchema, args);
  const found = await findPartnerByCode(db, code);
  if (!found) throw expectedError(ErrorCode.NOT_FOUND, partnerCodeMessages.unknown);
  return countPartnerStats(db, found);
};
