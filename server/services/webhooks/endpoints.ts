import 'server-only';

import { and, count, desc, eq } from 'drizzle-orm';

import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES, type WebhookEndpointCreateInput } from '@/lib/validation/webhooks';
import { serverEnv } from '@/lib/env';
import type { Database } from '@/server/db/database';
import { suppliers, users, webhookEndpoints } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import type { SupplierMember } from '@/server/services/accounts/supplier-members';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { hostOf, isPublicAddress, resolveHost, type Resolver } from './addresses';
import { newWebhookSecret, WEBHOOK_SECRET_PREFIX } from './signing';

/**
 * A supplier's webhook endpoints, managed by its owner and managers (the same right as its API
 * keys: `mayManageApiKeys`) on /supplier/developers/webhooks. The signing secret is answered
 * when the endpoint is created and when it is rolled, never listed.
 */

export const WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE = 'Webhook endpoint not found';

/** An endpoint as the workspace lists it. */
export interface WebhookEndpointRecord {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  /** `whsec_` and the secret's first four characters: enough to tell which one a receiver has. */
  secretHint: string;
  createdByName: string | null;
  createdAt: string;
  secretRolledAt: string | null;
}

/** Private addresses are refused in production; development and tests call their own machine. */
export const guardsWebhookAddresses = () => serverEnv().NODE_ENV === 'production';

export function requireWebhookManager(member: SupplierMember): void {
  if (!member.rights.mayManageApiKeys) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
}

const hintOf = (secret: string) => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);

async function endpointsOf(db: Database, supplierId: string, endpointId?: string): Promise<WebhookEndpointRecord[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, createdByName: users.fullName })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdByUserId))
    .where(
      and(eq(webhookEndpoints.supplierId, supplierId), endpointId ? eq(webhookEndpoints.id, endpointId) : undefined),
    )
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(({ endpoint, createdByName }) => ({
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    enabled: endpoint.enabled,
    secretHint: hintOf(endpoint.secret),
    createdByName,
    createdAt: endpoint.createdAt.toISOString(),
    secretRolledAt: endpoint.secretRolledAt?.toISOString() ?? null,
  }));
}

/** One of the member's supplier's endpoints; NOT_FOUND for another supplier's. */
export async function webhookEndpointOf(db: Database, member: SupplierMember, id: string) {
  const [endpoint] = await endpointsOf(db, member.supplierId, id);
  if (!endpoint) throw expectedError(ErrorCode.NOT_FOUND, WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE);
  return endpoint;
}

export async function listWebhookEndpoints(db: Database, member: SupplierMember): Promise<WebhookEndpointRecord[]> {
  requireWebhookManager(member);
  return endpointsOf(db, member.supplierId);
}

/**
 * In production, refuses a URL whose host is or resolves to a private address (the delivery
 * checks again on each connection). A name that does not resolve now is taken: it may tomorrow,
 * and its deliveries fail visibly until it does.
 */
async function assertPublicUrl(url: string, resolve?: Resolver): Promise<void> {
  const host = hostOf(new URL(url));
  let addresses: string[];
  try {
    addresses = await resolveHost(host, resolve);
  } catch {
    return;
  }
  if (addresses.some((address) => !isPublicAddress(address))) {
    throw expectedError(ErrorCode.BAD_USER_INPUT, `url: ${WEBHOOK_MESSAGES.privateAddress}`, {
      fields: { url: WEBHOOK_MESSAGES.privateAddress },
    });
  }
}

/**
 * Registers an endpoint of the member's supplier; its secret is in the answer (and kept, to sign
 * with). The supplier's row is locked while its endpoints are counted, so two requests at once
 * cannot pass WEBHOOK_LIMITS.endpoints together.
 */
export async function createWebhookEndpoint(
  db: Database,
  member: SupplierMember,
  input: WebhookEndpointCreateInput,
  options: { guardAddresses?: boolean; resolve?: Resolver } = {},
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  requireWebhookManager(member);
  if (options.guardAddresses ?? guardsWebhookAddresses()) await assertPublicUrl(input.url, options.resolve);
  const secret = newWebhookSecret();
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, member.supplierId)).for('update');
    const [existing] = await tx
      .select({ value: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.supplierId, member.supplierId));
    if ((existing?.value ?? 0) >= WEBHOOK_LIMITS.endpoints) {
      throw expectedError(
        ErrorCode.WEBHOOK_ENDPOINT_LIMIT_REACHED,
        WEBHOOK_MESSAGES.endpointLimit(WEBHOOK_LIMITS.endpoints),
        {
          limit: WEBHOOK_LIMITS.endpoints,
        },
      );
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        supplierId: member.supplierId,
        url: input.url,
        events: input.events,
        secret,
        createdByUserId: member.userId,
      })
      .returning({ id: webhookEndpoints.id });
    return row!.id;
  });
  return { endpoint: await webhookEndpointOf(db, member, id), secret };
}

/** Turns deliveries to an endpoint off (its pending retries wait) or back on. */
export async function setWebhookEndpointEnabled(
  db: Database,
  member: SupplierMember,
  id: string,
  enabled: boolean,
): Promise<WebhookEndpointRecord> {
  requireWebhookManager(member);
  await db
    .update(webhookEndpoints)
    .set({ enabled })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.supplierId, member.supplierId)));
  return webhookEndpointOf(db, member, id);
}

/**
 * A new secret for the endpoint, answered once: every delivery from now on is signed with it
 * (a receiver still holding the old one refuses them until it has the new one).
 */
export async function rollWebhookSecret(
  db: Database,
  member: SupplierMember,
  id: string,
  now = new Date(),
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  requireWebhookManager(member);
  const secret = newWebhookSecret();
  const rolled = await db
    .update(webhookEndpoints)
    .set({ secret, secretRolledAt: now })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.supplierId, member.supplierId)))
    .returning({ id: webhookEndpoints.id });
  if (rolled.length === 0) throw expectedError(ErrorCode.NOT_FOUND, WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE);
  return { endpoint: await webhookEndpointOf(db, member, id), secret };
}

/** Deletes an endpoint with its delivery log. */
export async function deleteWebhookEndpoint(db: Database, member: SupplierMember, id: string): Promise<string> {
  requireWebhookManager(member);
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.supplierId, member.supplierId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw expectedError(ErrorCode.NOT_FOUND, WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE);
  return id;
}
