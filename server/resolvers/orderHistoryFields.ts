import 'server-only';

import type { Resolvers } from '@/graphql/generated/resolvers';
import { driverOf, orderHistory, supplierNotes } from '@/server/services/ordering/supplier-orders';
import { listMemberships } from '@/server/services/accounts';
import { ratingOf } from '@/server/services/ordering/ratings';
import { orderNumber } from '@/lib/order/number';

/** Fields read on demand: an order's history, notes and rating, a person's companies. */
export const orderHistoryFields: Pick<Resolvers, 'SupplierOrder' | 'Viewer'> & {
  Order: Pick<NonNullable<Resolvers['Order']>, 'history' | 'rating'>;
} = {
  Order: {
    history: (order, _args, context) => orderHistory(context.db, order.id),
    rating: (order, _args, context) => ratingOf(context.db, order.id),
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
    driver: (order, _args, context) => driverOf(context.db, order.driverUserId),
    rating: (order, _args, context) => ratingOf(context.db, order.id),
  },
  Viewer: {
    companies: (viewer, _args, context) => listMemberships(context.db, viewer.id),
  },
};
