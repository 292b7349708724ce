import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { deliveryAreaNotifySchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';
import { requestDeliveryAreaNotice } from '@/server/services/site/start-selling';

export const deliveryAreaNotifyRequest: MutationResolvers['deliveryAreaNotifyRequest'] = async (
  _parent,
  { input },
  context,
) => {
  const request = parseInput(deliveryAreaNotifySchema, input);
  await requestDeliveryAreaNotice(context.db, request, { clientAddress: clientAddress(context.request) });
  return true;
};
