import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { disputeAnswerSchema, disputeOpenSchema } from '@/lib/validation/disputes';
import { parseInput } from '@/server/errors';
import { createBatchLoader } from '@/server/graphql/batch-loader';
import { requireViewer, type GraphQLContext } from '@/server/graphql/context';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { signedDisputePhotoPath } from '@/server/services/orders/dispute-photos';
import {
  answerDispute,
  disputesOfOrders,
  invoiceLines,
  openDispute,
  supplierDisputeCounts,
  withdrawDispute,
  type OrderDisputeRecord,
} from '@/server/services/orders/disputes';

/**
 * Disputes' API (server/services/orders/disputes.ts): the contractor opens and withdraws, the
 * supplier's members answer. Thin: parse with the forms' schemas, call the service.
 */

async function asker(context: GraphQLContext) {
  const viewer = await requireViewer(context);
  return { companyId: await requireOrderingCompany(context.db, viewer), userId: viewer.userId };
}

export const disputeMutations: Pick<
  MutationResolvers,
  'orderDisputeOpen' | 'orderDisputeWithdraw' | 'supplierOrderDisputeAnswer'
> = {
  orderDisputeOpen: async (_parent, { input }, context) => {
    const who = await asker(context);
    return openDispute(context.db, who, parseInput(disputeOpenSchema, input));
  },
  orderDisputeWithdraw: async (_parent, { disputeId }, context) => {
    const id = parseInput(idSchema, disputeId, { _: 'disputeId' });
    return withdrawDispute(context.db, await asker(context), id);
  },
  supplierOrderDisputeAnswer: async (_parent, { input }, context) => {
    // Who may answer before what they sent: a stranger learns nothing from the validation.
    const member = await requireSupplierMember(context.db, await requireViewer(context));
    const answer = parseInput(disputeAnswerSchema, input);
    return answerDispute(context.db, member, answer, new Date(), context.payments);
  },
};

const loaders = new WeakMap<GraphQLContext, (orderId: string) => Promise<OrderDisputeRecord[]>>();

function disputesOf(context: GraphQLContext) {
  let load = loaders.get(context);
  if (!load) {
    load = createBatchLoader((ids: string[]) => disputesOfOrders(context.db, ids), []);
    loaders.set(context, load);
  }
  return load;
}

/** An order's disputes: the contractor's Order and the supplier's SupplierOrder read the same. */
export const disputesField = {
  disputes: (order: { id: string }, _args: unknown, context: GraphQLContext) => disputesOf(context)(order.id),
};

export const disputableLinesField = {
  disputableLines: (order: { quote: unknown }) =>
    invoiceLines(order.quote).map(({ key, label, amountCents }) => ({ key, label, amountCents })),
};

export const orderDisputeFields = {
  photoUrls: (dispute: OrderDisputeRecord) => Promise.all(dispute.photoIds.map((id) => signedDisputePhotoPath(id))),
};

const NO_DISPUTES = { total: 0, accepted: 0, open: 0 };
const recordLoaders = new WeakMap<GraphQLContext, (supplierId: string) => Promise<typeof NO_DISPUTES>>();

/**
 * A supplier's record of disputes (a list of producers reads each one's in one query): the
 * contractor's Producer and the supplier's own SupplierWorkspace read the same.
 */
export const disputeRecordField = {
  disputeRecord: (supplier: { supplierId: string }, _args: unknown, context: GraphQLContext) => {
    let load = recordLoaders.get(context);
    if (!load) {
      load = createBatchLoader((ids: string[]) => supplierDisputeCounts(context.db, ids), NO_DISPUTES);
      recordLoaders.set(context, load);
    }
    return load(supplier.supplierId);
  },
};
