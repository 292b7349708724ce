import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierOrderWindowProposalSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { proposeDeliveryWindow } from '@/server/services/supplier-desk/transitions';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierOrderProposeWindow: MutationResolvers['supplierOrderProposeWindow'] = async (
  _parent,
  { input },
  context,
) => {
  const proposal = parseInput(supplierOrderWindowProposalSchema, input);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return proposeDeliveryWindow(context.db, member, proposal);
};
