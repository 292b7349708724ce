import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { publicEnv } from '@/lib/env';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/ordering/access';
import { createPaymentLink } from '@/server/services/payments/payment-links';

/** Owners and managers of the order's company (requireOrderingCompany: FORBIDDEN for others). */
export const paymentLinkCreate: MutationResolvers['paymentLinkCreate'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const orderId = parseInput(idSchema, args.orderId, { _: 'orderId' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  return createPaymentLink(context.db, { companyId, userId: viewer.userId, orderId, siteUrl: publicEnv.siteUrl });
};
