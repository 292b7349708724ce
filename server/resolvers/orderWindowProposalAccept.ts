import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { acceptWindowProposal } from '@/server/services/supplier-desk/window-proposals';

export const orderWindowProposalAccept: MutationResolvers['orderWindowProposalAccept'] = async (
  _parent,
  { orderId },
  context,
) => {
  const id = parseInput(idSchema, orderId, { _: 'orderId' });
  const viewer = await requireViewer(context);
  const companyId = await requireOrderingCompany(context.db, viewer);
  return acceptWindowProposal(context.db, { companyId, userId: viewer.userId, orderId: id });
};
