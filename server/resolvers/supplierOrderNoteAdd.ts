import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierOrderNoteSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { addSupplierNote } from '@/server/services/supplier-desk/workspace';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierOrderNoteAdd: MutationResolvers['supplierOrderNoteAdd'] = async (_parent, { input }, context) => {
  const note = parseInput(supplierOrderNoteSchema, input);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return addSupplierNote(context.db, member, note);
};
