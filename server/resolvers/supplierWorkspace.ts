import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { requireSupplierMember, supplierWorkspace as workspaceOf } from '@/server/services/ordering/supplier-orders';

export const supplierWorkspace: QueryResolvers['supplierWorkspace'] = async (_parent, _args, context) => {
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return workspaceOf(context.db, member);
};
