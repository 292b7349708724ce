import { z } from 'zod';

import { messages } from './messages';
import { text } from './text';

/**
 * Supplier webhooks: the form that registers an endpoint on /supplier/developers/webhooks and the
 * API's supplierWebhookEndpointCreate parse with this. The URL must be https; plain http only to
 * this machine (localhost, 127.0.0.1, [::1]) and only outside production, for a receiver under
 * development or in a test. Whether the host resolves to a private address is the server's check
 * (server/services/webhooks/addresses.ts): a browser cannot resolve names.
 */

/** What a webhook can tell, in the order the form lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.accepted',
  'order.declined',
  'order.scheduled',
  'order.rescheduled',
  'order.canceled',
  'order.paid',
  'order.dispatched',
  'order.delivered',
  'order.completed',
  'load.loaded',
  'load.en_route',
  'load.arrived',
  'load.unloading',
  'load.delivered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The words the workspace shows for each event type. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'order.placed': 'Order placed',
  'order.accepted': 'Order accepted',
  'order.declined': 'Order declined',
  'order.scheduled': 'Order scheduled',
  'order.rescheduled': 'Order rescheduled (the contractor accepted another window)',
  'order.canceled': 'Order canceled',
  'order.paid': 'Order paid',
  'order.dispatched': 'Order dispatched (its first truck left)',
  'order.delivered': 'Order delivered (its last load delivered)',
  'order.completed': 'Order completed',
  'load.loaded': 'Truck loaded',
  'load.en_route': 'Truck on its way',
  'load.arrived': 'Truck arrived on site',
  'load.unloading': 'Truck unloading',
  'load.delivered': 'Load delivered (with its proof of delivery)',
};

/** An event type as the workspace names it; a type this build does not know, as it is. */
export const webhookEventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type;

export const WEBHOOK_LIMITS = {
  /** An endpoint's URL, in characters. */
  url: 2048,
  /** Endpoints per supplier. */
  endpoints: 10,
} as const;

export const WEBHOOK_MESSAGES = {
  url: 'Enter a full https:// address, e.g. https://example.com/webhooks/buildmarket.',
  /** Outside production, a local receiver may be plain http. */
  urlOrLocal: 'Enter a full https:// address, or an http:// address on localhost.',
  credentials: 'Leave the user name and password out of the address.',
  events: 'Choose at least one event.',
  privateAddress: 'This address is on a private network: webhooks go only to addresses on the internet.',
  unresolvable: 'This address’s host could not be found.',
  endpointLimit: (limit: number) =>
    `Your company has ${limit} webhook endpoints, the most it may have. Delete one you no longer use to add another.`,
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The URL rule; `allowLocalHttp` (development and tests) lets http:// reach this machine. */
export function webhookUrlSchema({ allowLocalHttp }: { allowLocalHttp: boolean }) {
  const message = allowLocalHttp ? WEBHOOK_MESSAGES.urlOrLocal : WEBHOOK_MESSAGES.url;
  return (
    text({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(WEBHOOK_LIMITS.url, messages.maxLength(WEBHOOK_LIMITS.url))
      .superRefine((value, context) => {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          context.addIssue({ code: 'custom', message });
          return;
        }
        const secure = url.protocol === 'https:';
        const localHttp = allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
        if ((!secure && !localHttp) || !url.hostname) {
          context.addIssue({ code: 'custom', message });
          return;
        }
        if (url.username || url.password) context.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.credentials });
      })
      // As the URL parser writes it (host in lower case, IPv4 in dotted form): what is shown is what is called.
      .transform((value) => new URL(value).href)
  );
}

export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: messages.invalid }), { error: WEBHOOK_MESSAGES.events })
  .min(1, WEBHOOK_MESSAGES.events)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

export function webhookEndpointCreateSchemaFor(mode: { allowLocalHttp: boolean }) {
  return z.object({ url: webhookUrlSchema(mode), events: webhookEventsSchema });
}

/**
 * Plain http to localhost is for development and tests only: the production build (its pages
 * and its server alike) refuses it.
 */
export const WEBHOOK_LOCAL_HTTP_ALLOWED = process.env.NODE_ENV !== 'production';

export const webhookEndpointCreateSchema = webhookEndpointCreateSchemaFor({
  allowLocalHttp: WEBHOOK_LOCAL_HTTP_ALLOWED,
});
export type WebhookEndpointCreateInput = z.output<typeof webhookEndpointCreateSchema>;
export type WebhookEndpointCreateValues = z.input<typeof webhookEndpointCreateSchema>;

/** Arguments of `supplierWebhookDeliveries`: an endpoint's log, a page at a time. */
export const webhookDeliveriesArgsSchema = z.object({
  endpointId: z.uuid(messages.invalid),
  skip: z.number().int().min(0, "Can't be less than 0").default(0),
  limit: z.number().int().min(1, "Can't be less than 1").max(100, "Can't be more than 100").default(20),
});
