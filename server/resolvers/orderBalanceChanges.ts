import 'server-only';

import type { MutationResolvers, OrderBalanceChange } from '@/graphql/generated/resolvers';
import { balanceChangeText, balanceDocumentTitle } from '@/lib/order/balance-change';
import { idSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { parseInput } from '@/server/errors';
import { createBatchLoader } from '@/server/graphql/batch-loader';
import { requireViewer, type GraphQLContext } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { balanceChangesOfOrders, type BalanceChangeRow } from '@/server/services/payments/balance-changes';
import { hasDocument, methodLabelOf, signedBalanceDocumentPath } from '@/server/services/payments/balance-documents';
import { authorizeBalanceChange, confirmBalanceChange } from '@/server/services/payments/balance-settlement';

/**
 * Changes of a paid order's total (server/services/payments/balance-changes.ts): the order's list,
 * and the payer's consent to a difference and its 3-D Secure. Thin: parse, call the service.
 */

async function toBalanceChange(db: Database, row: BalanceChangeRow): Promise<OrderBalanceChange> {
  const methodLabel = await methodLabelOf(db, row.paymentMethodId);
  return {
    id: row.id,
    settlement: row.settlement,
    status: row.status,
    previousTotalCents: row.previousTotalCents,
    newTotalCents: row.newTotalCents,
    differenceCents: row.differenceCents,
    refundedCents: row.refundedCents,
    currency: row.currency,
    methodLabel,
    failureMessage: row.failureMessage,
    summary: balanceChangeText({ ...row, methodLabel }),
    documentTitle: balanceDocumentTitle(row),
    documentUrl: hasDocument(row) ? await signedBalanceDocumentPath(row.id, 'page') : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

const loaders = new WeakMap<GraphQLContext, (orderId: string) => Promise<BalanceChangeRow[]>>();

/** `Order.balanceChanges`: the order was already checked to be the caller's. */
export const balanceChangesField = {
  balanceChanges: async (order: { id: string }, _args: unknown, context: GraphQLContext) => {
    let load = loaders.get(context);
    if (!load) {
      load = createBatchLoader((ids: string[]) => balanceChangesOfOrders(context.db, ids), []);
      loaders.set(context, load);
    }
    return Promise.all((await load(order.id)).map((row) => toBalanceChange(context.db, row)));
  },
};

async function payer(context: GraphQLContext, changeId: unknown) {
  const viewer = await requireViewer(context);
  const id = parseInput(idSchema, changeId, { _: 'changeId' });
  return { companyId: await requireOrderingCompany(context.db, viewer), changeId: id };
}

export const balanceChangeMutations: Pick<
  MutationResolvers,
  'orderBalanceChangeAuthorize' | 'orderBalanceChangeConfirm'
> = {
  orderBalanceChangeAuthorize: async (_parent, args, context) =>
    toBalanceChange(
      context.db,
      await authorizeBalanceChange(context.db, context.payments, await payer(context, args.changeId)),
    ),
  orderBalanceChangeConfirm: async (_parent, args, context) =>
    toBalanceChange(
      context.db,
      await confirmBalanceChange(context.db, context.payments, await payer(context, args.changeId)),
    ),
};
