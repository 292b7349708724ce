import 'server-only';

import { getOperationAST, OperationTypeNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

import { logger } from '@/server/logger';
import { dispatchOrderEvents } from '@/server/services/events/dispatcher';

import type { GraphQLContext } from './context';

/**
 * After each mutation, before its answer goes: the consequences of the order events it recorded
 * (and of any left before) are carried out (services/events/dispatcher.ts), so the mail is stored,
 * the webhooks are due and the other pages are told by the time the caller reads the answer. A
 * failure here fails no mutation: the events stay due, and the maintenance loop tries again.
 */
export function orderEventsDispatchPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document as DocumentNode, args.operationName as string | undefined);
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      const { db } = args.contextValue as GraphQLContext;
      return {
        async onExecuteDone() {
          try {
            await dispatchOrderEvents(db);
          } catch (error) {
            logger.error('Order events could not be dispatched after a mutation', error);
          }
        },
      };
    },
  };
}
