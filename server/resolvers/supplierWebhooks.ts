import 'server-only';

import type { MutationResolvers, QueryResolvers } from '@/graphql/generated/resolvers';
import { idSchema, webhookDeliveriesArgsSchema, webhookEndpointCreateSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer, type GraphQLContext } from '@/server/graphql/context';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { listWebhookDeliveries, redeliverWebhook } from '@/server/services/webhooks/delivery';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rollWebhookSecret,
  setWebhookEndpointEnabled,
} from '@/server/services/webhooks/endpoints';

/**
 * The supplier's webhooks (server/services/webhooks/): endpoints, their secrets and delivery logs,
 * for the supplier's owner and managers. Each resolver parses its input with the form's schema.
 */

const member = async (context: GraphQLContext) => requireSupplierMember(context.db, await requireViewer(context));
const idOf = (id: unknown) => parseInput(idSchema, id, { _: 'id' });

export const supplierWebhookQueries: Pick<QueryResolvers, 'supplierWebhookEndpoints' | 'supplierWebhookDeliveries'> = {
  supplierWebhookEndpoints: async (_parent, _args, context) => listWebhookEndpoints(context.db, await member(context)),
  supplierWebhookDeliveries: async (_parent, args, context) => {
    const { endpointId, ...page } = parseInput(webhookDeliveriesArgsSchema, args);
    return listWebhookDeliveries(context.db, await member(context), endpointId, page);
  },
};

export const supplierWebhookMutations: Pick<
  MutationResolvers,
  | 'supplierWebhookEndpointCreate'
  | 'supplierWebhookEndpointSetEnabled'
  | 'supplierWebhookSecretRoll'
  | 'supplierWebhookEndpointDelete'
  | 'supplierWebhookRedeliver'
> = {
  supplierWebhookEndpointCreate: async (_parent, args, context) => {
    const input = parseInput(webhookEndpointCreateSchema, args.input);
    return createWebhookEndpoint(context.db, await member(context), input);
  },
  supplierWebhookEndpointSetEnabled: async (_parent, args, context) =>
    setWebhookEndpointEnabled(context.db, await member(context), idOf(args.id), args.enabled),
  supplierWebhookSecretRoll: async (_parent, args, context) =>
    rollWebhookSecret(context.db, await member(context), idOf(args.id)),
  supplierWebhookEndpointDelete: async (_parent, args, context) =>
    deleteWebhookEndpoint(context.db, await member(context), idOf(args.id)),
  supplierWebhookRedeliver: async (_parent, args, context) =>
    redeliverWebhook(context.db, await member(context), idOf(args.id)),
};
