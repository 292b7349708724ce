import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { creditAccountApplySchema } from '@/lib/validation/credit';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { applyForCredit } from '@/server/services/payments/credit';

export const creditAccountApply: MutationResolvers['creditAccountApply'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const application = parseInput(creditAccountApplySchema, args.input);
  const companyId = await requireOrderingCompany(context.db, viewer);
  return applyForCredit(context.db, { companyId, userId: viewer.userId, application });
};
