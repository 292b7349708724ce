import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { viewPaymentLink } from '@/server/services/payments/payment-link-view';

/** Public: holding the link's token is the right to see its invoice. */
export const paymentLink: QueryResolvers['paymentLink'] = (_parent, { token }, context) =>
  viewPaymentLink(context.db, token);
