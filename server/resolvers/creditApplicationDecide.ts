import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { creditDecisionSchema } from '@/lib/validation/credit';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireMarketplaceOperator } from '@/server/services/accounts/operators';
import { decideCreditApplication } from '@/server/services/payments/credit-review';

export const creditApplicationDecide: MutationResolvers['creditApplicationDecide'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  // Who may decide before what they sent: a non-operator learns nothing from the validation.
  await requireMarketplaceOperator(context.db, viewer.userId);
  const decision = parseInput(creditDecisionSchema, args.input);
  return decideCreditApplication(context.db, { operatorUserId: viewer.userId, decision });
};
