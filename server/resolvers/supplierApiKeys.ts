import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { listSupplierApiKeys } from '@/server/services/developers/supplier-api-keys';

export const supplierApiKeys: QueryResolvers['supplierApiKeys'] = async (_parent, _args, context) => {
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return listSupplierApiKeys(context.db, member);
};
