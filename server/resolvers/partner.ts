import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { partnerCodeSchema } from '@/lib/validation/partner-program';
import { parseInput } from '@/server/errors';
import { findPartnerByCode } from '@/server/services/site/partners';

export const partner: QueryResolvers['partner'] = (_parent, args, { db }) => {
  const { code } = parseInput(partnerCodeSchema, args);
  return findPartnerByCode(db, code);
};
