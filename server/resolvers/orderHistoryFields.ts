import 'server-only';

import type { Resolvers } from '@/graphql/generated/resolvers';
import { orderHistory, supplierNotes } from '@/server/services/supplier-desk/workspace';
import { listMemberships } from '@/server/services/accounts/accounts';
import { listMessages, unreadMessageCounts } from '@/server/services/conversation/messages';
import { createBatchLoader } from '@/server/graphql/batch-loader';
import type { GraphQLContext } from '@/server/graphql/context';
import { ratingOf } from '@/server/services/conversation/ratings';
import { requireViewer } from '@/server/graphql/context';
import { orderNumber } from '@/lib/order/number';
import type { OrderRecord } from '@/server/services/orders/orders';

/** Per request: an orders list counts the unread chat messages of all its orders in one query. */
const unreadLoaders = new WeakMap<GraphQLContext, (orderId: string) => Promise<number>>();

async function unreadMessagesOf(context: GraphQLContext, order: OrderRecord): Promise<number> {
  // A list's summary counted them with the page.
  if (order.unreadMessages !== undefined) return order.unreadMessages;
  let load = unreadLoaders.get(context);
  if (!load) {
    const { userId } = await requireViewer(context);
    load = unreadLoaders.get(context);
    if (!load) {
      load = createBatchLoader((ids: string[]) => unreadMessageCounts(context.db, ids, userId), 0);
      unreadLoaders.set(context, load);
    }
  }
  return load(order.id);
}

/** Fields read on demand: an order's history, notes, rating and chat, a person's companies. */
export const orderHistoryFields: Pick<Resolvers, 'SupplierOrder' | 'Viewer'> & {
  Order: Pick<NonNullable<Resolvers['Order']>, 'history' | 'rating' | 'messages' | 'unreadMessages'>;
} = {
  Order: {
    history: (order, _args, context) => orderHistory(context.db, order.id),
    rating: (order, _args, context) => ratingOf(context.db, order.id),
    messages: async (order, _args, context) =>
      listMessages(context.db, order.id, (await requireViewer(context)).userId),
    unreadMessages: (order, _args, context) => unreadMessagesOf(context, order),
  },
  SupplierOrder: {
    orderNumber: (order) => orderNumber(order.id),
    history: (order, _args, context) => orderHistory(context.db, order.id),
    notes: async (order, _args, context) =>
      (await supplierNotes(context.db, order.id)).map((note) => ({
        id: note.id,
        authorName: note.authorName ?? 'A former member',
        body: note.body,
        at: note.at.toISOString(),
      })),
    rating: (order, _args, context) => ratingOf(context.db, order.id),
    messages: async (order, _args, context) =>
      listMessages(context.db, order.id, (await requireViewer(context)).userId),
    unreadMessages: (order, _args, context) => unreadMessagesOf(context, order),
  },
  Viewer: {
    companies: (viewer, _args, context) => listMemberships(context.db, viewer.id),
  },
};
