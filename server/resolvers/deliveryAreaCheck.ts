import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { deliveryAreaCheckSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { checkDeliveryArea } from '@/server/services/site/start-selling';

export const deliveryAreaCheck: QueryResolvers['deliveryAreaCheck'] = (_parent, { input }, { db }) =>
  checkDeliveryArea(db, parseInput(deliveryAreaCheckSchema, input));
