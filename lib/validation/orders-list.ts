import { z } from 'zod';

import { ORDER_STATUSES } from '@/lib/order/lifecycle';

import { messages } from './messages';
import { calendarDate, id, optionalText, ORDER_PRODUCT_TYPES } from './order';
import { text } from './text';

/**
 * The contractor's orders list: its search and filters (the list's form, the URL, the `orders`
 * query and the CSV export parse with these), and a job site's monthly statement.
 */

export const ORDERS_LIST_LIMITS = { search: 60 } as const;

const filterFields = z.object({
  /** An order number (BM-3F9A21), a job or PO number, or part of the site's name or address. */
  search: optionalText(ORDERS_LIST_LIMITS.search),
  status: z.enum(ORDER_STATUSES, { error: messages.invalid }).nullish(),
  deliveryFrom: calendarDate.nullish(),
  deliveryTo: calendarDate.nullish(),
  jobSiteId: id.nullish(),
  productType: z.enum(ORDER_PRODUCT_TYPES, { error: messages.invalid }).nullish(),
});

/** The filter, absent fields as undefined and blank ones dropped: an empty object is every order. */
export type OrdersFilter = {
  [Key in keyof z.output<typeof filterFields>]?: NonNullable<z.output<typeof filterFields>[Key]>;
};

export const ordersFilterSchema = filterFields
  .nullish()
  .transform((filter): OrdersFilter =>
    Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== null && value !== undefined)),
  );

/** A month, YYYY-MM. */
export const statementMonth = text({ error: messages.required }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.invalid);

/** A job site's statement: the month and the site. */
export const jobSiteStatementFilterSchema = z.object({ month: statementMonth, jobSiteId: id });
export type JobSiteStatementFilter = z.output<typeof jobSiteStatementFilterSchema>;
