import 'server-only';

import type Stripe from 'stripe';

import { callStripe } from './stripe-calls';
import type { BalanceMovement } from './types';

/**
 * The marketplace's balance transactions at Stripe, for the daily reconciliation: every page of
 * `GET /v1/balance_transactions` created in the window, each with its source expanded so a charge
 * or a refund names its payment intent. Amounts are Stripe's `amount` (gross of its fee; a refund
 * and a transfer negative).
 */

const TYPES: Record<string, BalanceMovement['type']> = {
  charge: 'payment',
  payment: 'payment',
  refund: 'refund',
  payment_refund: 'refund',
  transfer: 'transfer',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function sourceIdOf(type: BalanceMovement['type'], source: Stripe.BalanceTransaction['source']): string | null {
  if (source == null) return null;
  if (typeof source === 'string') return type === 'transfer' ? source : null;
  if (type === 'transfer') return source.id;
  if ('payment_intent' in source) return idOf(source.payment_intent);
  return null;
}

export function mapBalanceTransaction(transaction: Stripe.BalanceTransaction): BalanceMovement {
  const type = TYPES[transaction.type] ?? 'other';
  return {
    id: transaction.id,
    type,
    sourceId: type === 'other' ? null : sourceIdOf(type, transaction.source),
    amountCents: transaction.amount,
    currency: transaction.currency.toUpperCase(),
    createdAt: new Date(transaction.created * 1000),
  };
}

export function listBalanceMovements(stripe: Stripe, input: { from: Date; before: Date }): Promise<BalanceMovement[]> {
  return callStripe(stripe, async (stripe) => {
    const movements: BalanceMovement[] = [];
    const pages = stripe.balanceTransactions.list({
      created: { gte: Math.floor(input.from.getTime() / 1000), lt: Math.floor(input.before.getTime() / 1000) },
      limit: 100,
      expand: ['data.source'],
    });
    for await (const transaction of pages) movements.push(mapBalanceTransaction(transaction));
    return movements;
  });
}
