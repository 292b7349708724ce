import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierApiKeyCreateSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { createSupplierApiKey } from '@/server/services/developers/supplier-api-keys';

export const supplierApiKeyCreate: MutationResolvers['supplierApiKeyCreate'] = async (_parent, args, context) => {
  const input = parseInput(supplierApiKeyCreateSchema, args.input);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return createSupplierApiKey(context.db, member, input);
};
