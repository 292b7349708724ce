import { z } from 'zod';

import { ORDER_STATUSES, REASON_REQUIRED } from '@/lib/order/lifecycle';

import { messages } from './messages';
import { calendarDate, id, optionalText } from './order';
import { requiredText } from './rules';
import { text } from './text';

/**
 * The supplier workspace's forms and the API's supplier mutations parse with these schemas: the
 * decline / cancel reason, a proposed window, a note, a driver, and the inbox's filter.
 */

export const SUPPLIER_ORDER_LIMITS = { reason: 500, note: 2000, search: 60 } as const;

export const REASON_REQUIRED_MESSAGE = 'Please give a reason: the contractor will read it.';

const orderStatus = z.enum(ORDER_STATUSES, { error: messages.invalid });

export const supplierOrderTransitionSchema = z
  .object({
    orderId: id,
    to: orderStatus,
    reason: optionalText(SUPPLIER_ORDER_LIMITS.reason, 'multi'),
  })
  .superRefine((input, context) => {
    if (REASON_REQUIRED.includes(input.to) && !input.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED_MESSAGE });
    }
  });
export type SupplierOrderTransition = z.output<typeof supplierOrderTransitionSchema>;

export const supplierOrderWindowProposalSchema = z.object({
  orderId: id,
  deliveryDate: calendarDate,
  windowStartHour: z.number(messages.required).int(messages.invalid).min(0, messages.invalid).max(20, messages.invalid),
  reason: optionalText(SUPPLIER_ORDER_LIMITS.reason, 'multi'),
});
export type SupplierOrderWindowProposal = z.output<typeof supplierOrderWindowProposalSchema>;

export const supplierOrderNoteSchema = z.object({
  orderId: id,
  body: requiredText(SUPPLIER_ORDER_LIMITS.note, 'multi'),
});

export const supplierOrderDriverSchema = z.object({
  orderId: id,
  driverUserId: id.nullish().transform((value) => value ?? null),
});

const filterFields = z.object({
  status: orderStatus.nullish(),
  deliveryFrom: calendarDate.nullish(),
  deliveryTo: calendarDate.nullish(),
  cityId: id.nullish(),
  productId: id.nullish(),
  search: optionalText(SUPPLIER_ORDER_LIMITS.search),
});
export type SupplierOrderFilter = Partial<z.output<typeof filterFields>>;
export const supplierOrderFilterSchema = filterFields
  .nullish()
  .transform((filter): SupplierOrderFilter => filter ?? {});

export const SUPPLIER_ORDERS_MAX_LIMIT = 100;
export const supplierOrdersPageSchema = z.object({
  skip: z.number().int().min(0, messages.invalid).default(0),
  limit: z.number().int().min(1, messages.invalid).max(SUPPLIER_ORDERS_MAX_LIMIT, messages.invalid).default(50),
});

/** A statement's filter: a month (YYYY-MM) and, if given, one customer company. */
export const supplierStatementFilterSchema = z.object({
  month: text({ error: messages.required }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.invalid),
  customerId: id.nullish().transform((value) => value ?? null),
});
export type SupplierStatementFilter = z.output<typeof supplierStatementFilterSchema>;
