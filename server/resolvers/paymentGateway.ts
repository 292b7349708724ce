import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { paymentGatewayInfo } from '@/server/services/payments/gateway-info';

/** Public: which gateway the payment step talks to. */
export const paymentGateway: QueryResolvers['paymentGateway'] = (_parent, _args, context) =>
  paymentGatewayInfo(context.payments);
