import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { partnerRequestSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';
import { createPartnerRequest } from '@/server/services/site/start-selling';

export const partnerRequestCreate: MutationResolvers['partnerRequestCreate'] = async (_parent, { input }, context) => {
  const request = parseInput(partnerRequestSchema, input);
  await createPartnerRequest(context.db, request, { clientAddress: clientAddress(context.request) });
  return true;
};
