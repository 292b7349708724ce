import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { deliveryAvailabilitySchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { deliveryAvailability as availability } from '@/server/services/catalogue/availability';

export const deliveryAvailability: QueryResolvers['deliveryAvailability'] = (_parent, args, { db }) => {
  const { supplierId, date } = parseInput(deliveryAvailabilitySchema, args);
  return availability(db, supplierId, date);
};
