import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { partnerButtonClickSchema } from '@/lib/validation/partner-program';
import { parseInput } from '@/server/errors';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';
import { recordPartnerClick } from '@/server/services/site/partners';

export const partnerButtonClick: MutationResolvers['partnerButtonClick'] = (_parent, { input }, { db, request }) =>
  recordPartnerClick(db, parseInput(partnerButtonClickSchema, input), { clientAddress: clientAddress(request) });
