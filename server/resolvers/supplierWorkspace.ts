import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { supplierWorkspace as workspaceOf } from '@/server/services/supplier-desk/workspace';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierWorkspace: QueryResolvers['supplierWorkspace'] = async (_parent, _args, context) => {
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return workspaceOf(context.db, member);
};
