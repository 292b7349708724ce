import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { publicEnv } from '@/lib/env';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { supplierOrderCompany } from '@/server/services/orders/orders';
import { createPaymentLink } from '@/server/services/payments/payment-links';

/**
 * Owners and managers of the order's company (requireOrderingCompany: FORBIDDEN for others), or
 * the order's supplier with its API key (NOT_FOUND for another supplier's order).
 */
export const paymentLinkCreate: MutationResolvers['paymentLinkCreate'] = async (_parent, args, context) => {
  const supplier = await context.supplier();
  if (supplier) {
    const orderId = parseInput(idSchema, args.orderId, { _: 'orderId' });
    const companyId = await supplierOrderCompany(context.db, supplier.supplierId, orderId);
    return createPaymentLink(context.db, {
      companyId,
      author: { supplierKeyId: supplier.keyId },
      orderId,
      siteUrl: publicEnv.siteUrl,
    });
  }
  const viewer = await requireViewer(context);
  const orderId = parseInput(idSchema, args.orderId, { _: 'orderId' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  return createPaymentLink(context.db, {
    companyId,
    author: { userId: viewer.userId },
    orderId,
    siteUrl: publicEnv.siteUrl,
  });
};
