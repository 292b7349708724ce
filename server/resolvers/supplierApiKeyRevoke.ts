import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { revokeSupplierApiKeyOf } from '@/server/services/developers/supplier-api-keys';

export const supplierApiKeyRevoke: MutationResolvers['supplierApiKeyRevoke'] = async (_parent, args, context) => {
  const id = parseInput(idSchema, args.id, { _: 'id' });
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return revokeSupplierApiKeyOf(context.db, member, id);
};
