import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { createBatchLoader } from '@/server/graphql/batch-loader';
import { requireViewer, type GraphQLContext } from '@/server/graphql/context';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { supplierScorecards, type SupplierScorecardRecord } from '@/server/services/orders/scorecards';

/**
 * Scorecards' API (server/services/orders/scorecards.ts): a supplier's members read their own
 * whole scorecard; anyone choosing a producer reads each producer's public figures
 * (ProducerScorecard declares only those), all of a list's in one query.
 */

export const supplierScorecard: QueryResolvers['supplierScorecard'] = async (_parent, _args, context) => {
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  const cards = await supplierScorecards(context.db, [member.supplierId], new Date());
  return cards.get(member.supplierId)!;
};

const loaders = new WeakMap<GraphQLContext, (supplierId: string) => Promise<SupplierScorecardRecord | null>>();

function scorecardOf(context: GraphQLContext) {
  let load = loaders.get(context);
  if (!load) {
    // One moment for the whole list, so every producer's period ends at the same instant.
    const now = new Date();
    load = createBatchLoader((ids: string[]) => supplierScorecards(context.db, ids, now), null);
    loaders.set(context, load);
  }
  return load;
}

export const producerScorecardField = {
  scorecard: async (producer: { supplierId: string }, _args: unknown, context: GraphQLContext) => {
    const card = await scorecardOf(context)(producer.supplierId);
    // Every asked supplier gets a row (the statement starts from the ids asked).
    if (!card) throw new Error(`No scorecard answered for supplier ${producer.supplierId}`);
    return card;
  },
};
