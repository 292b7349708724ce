import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { volumePricingSubscribeSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';
import { subscribeToVolumePricing } from '@/server/services/site/start-selling';

export const volumePricingSubscribe: MutationResolvers['volumePricingSubscribe'] = async (
  _parent,
  { input },
  context,
) => {
  const subscription = parseInput(volumePricingSubscribeSchema, input);
  await subscribeToVolumePricing(context.db, subscription, { clientAddress: clientAddress(context.request) });
  return true;
};
