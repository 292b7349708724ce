import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import type { Database } from '@/server/db/database';

/**
 * What must hold of the ledger at every moment a person can see, whatever happened before (a
 * retry, a crash, two instances). Each check is one query answering the subjects that break it;
 * none is expected in a healthy database. The property test (tests/api/ledger.suite.ts) runs
 * them after every step of a random play of the product; operators can run them with
 * `npm run ledger:reconcile` too.
 */

export interface LedgerViolation {
  rule: string;
  subject: string;
  detail: string;
}

type Row = { subject: string; detail: string } & Record<string, unknown>;

const CHECKS: Record<string, SQL> = {
  // Every journal entry sums to zero in each currency (the module refuses others; this says none got in).
  entry_balanced: sql`
    select entry_id::text as subject, currency || ' ' || sum(amount_cents) as detail
    from ledger_lines group by entry_id, currency having sum(amount_cents) <> 0`,
  // Per order: everything its payments moved nets to zero.
  order_balanced: sql`
    select order_id::text as subject, currency || ' ' || sum(amount_cents) as detail
    from ledger_lines where order_id is not null group by order_id, currency having sum(amount_cents) <> 0`,
  // A payment's cash at the gateway is what it took less what was refunded: never below zero,
  // never more than the attempt asked for.
  payment_cash_in_range: sql`
    select p.id::text as subject, 'cash ' || coalesce(sum(l.amount_cents), 0) || ' of ' || p.amount_cents as detail
    from order_payments p join ledger_lines l on l.order_payment_id = p.id and l.account = 'gateway_cash'
    group by p.id, p.amount_cents having sum(l.amount_cents) < 0 or sum(l.amount_cents) > p.amount_cents`,
  // The supplier's rows of a payment and the journal say the same: cash = payment + refunds, and
  // what the supplier is owed = minus the payable.
  payment_matches_supplier_rows: sql`
    with gl as (
      select order_payment_id as id,
        coalesce(sum(amount_cents) filter (where account = 'gateway_cash'), 0) as cash,
        coalesce(sum(amount_cents) filter (where account = 'supplier_payable'), 0) as payable
      from ledger_lines where order_payment_id is not null group by order_payment_id
    ), sl as (
      select order_payment_id as id,
        coalesce(sum(amount_cents) filter (where kind in ('payment', 'refund')), 0) as cash,
        sum(amount_cents) as owed
      from supplier_ledger_entries group by order_payment_id
    )
    select coalesce(gl.id, sl.id)::text as subject,
      'ledger cash ' || coalesce(gl.cash, 0) || ' payable ' || coalesce(gl.payable, 0)
        || ', supplier rows cash ' || coalesce(sl.cash, 0) || ' owed ' || coalesce(sl.owed, 0) as detail
    from gl full join sl on gl.id = sl.id
    where coalesce(gl.cash, 0) <> coalesce(sl.cash, 0) or coalesce(gl.payable, 0) <> -coalesce(sl.owed, 0)`,
  // A hold is on the books exactly while its authorisation holds; credit exactly while terms are open.
  commitment_follows_state: sql`
    select p.id::text as subject,
      p.kind || ' ' || p.status || ': holds ' || coalesce(sum(l.amount_cents) filter (where l.account = 'card_holds'), 0)
        || ', credit ' || coalesce(sum(l.amount_cents) filter (where l.account = 'credit_receivable'), 0) as detail
    from order_payments p left join ledger_lines l on l.order_payment_id = p.id
    group by p.id, p.kind, p.status, p.amount_cents
    having coalesce(sum(l.amount_cents) filter (where l.account = 'card_holds'), 0)
        <> case when p.kind = 'authorization' and p.status = 'authorized' then p.amount_cents else 0 end
      or coalesce(sum(l.amount_cents) filter (where l.account = 'credit_receivable'), 0)
        <> case when p.kind = 'terms' and p.status = 'authorized' then p.amount_cents else 0 end`,
  // An order is paid once: one of its own attempts at most keeps money (a difference collected
  // after its total went up is a top-up of its change), and all of them never more than the
  // order's due amount plus what a lowered total still owes back (a refund not made yet).
  order_paid_once: sql`
    with cash as (
      select l.order_id, l.order_payment_id, sum(l.amount_cents) as cents
      from ledger_lines l where l.account = 'gateway_cash' and l.order_payment_id is not null
      group by l.order_id, l.order_payment_id having sum(l.amount_cents) > 0
    ), owed_back as (
      select order_id, sum(greatest(0, -difference_cents - refunded_cents)) as cents
      from order_balance_changes where settlement = 'refund' and status = 'pending' group by order_id
    )
    select o.id::text as subject, count(*) || ' payments keep ' || sum(c.cents) || ' of ' || o.amount_due_cents
        || ' (owed back ' || coalesce(max(b.cents), 0) || ')' as detail
    from cash c join orders o on o.id = c.order_id join order_payments p on p.id = c.order_payment_id
      left join owed_back b on b.order_id = o.id
    group by o.id, o.amount_due_cents
    having count(*) filter (where p.balance_change_id is null) > 1
      or sum(c.cents) > o.amount_due_cents + coalesce(max(b.cents), 0)`,
  // A change of a paid order's total is settled for exactly its difference: a collection by one
  // top-up that kept it (none while open), a refund by what it gave back.
  balance_change_settled: sql`
    with topups as (
      select p.balance_change_id as id, count(*) filter (where p.status in ('succeeded', 'refunded')) as kept,
        coalesce(sum(p.amount_cents) filter (where p.status in ('succeeded', 'refunded')), 0) as cents
      from order_payments p where p.balance_change_id is not null group by p.balance_change_id
    )
    select c.id::text as subject, c.settlement || ' ' || c.status || ' ' || c.difference_cents
        || ': top-ups kept ' || coalesce(t.kept, 0) || ' for ' || coalesce(t.cents, 0) || ', refunded ' || c.refunded_cents as detail
    from order_balance_changes c left join topups t on t.id = c.id
    where (c.settlement = 'collect' and c.status = 'settled' and (coalesce(t.kept, 0) <> 1 or t.cents <> c.difference_cents))
      or (c.settlement = 'collect' and c.status in ('awaiting_consent', 'failed') and coalesce(t.kept, 0) <> 0)
      or (c.settlement = 'refund' and c.status = 'settled' and c.refunded_cents <> -c.difference_cents)`,
  // An order never charges less than nothing (a credit is capped by what it charges), and its
  // 120-day terms, while open, are what it owes: its amount due (a credit or a balance lowers
  // both at once), or its fee once canceled late.
  order_due_follows_terms: sql`
    select o.id::text as subject,
      'total ' || o.total_cents || ', due ' || o.amount_due_cents || ', fee ' || coalesce(o.cancellation_fee_cents::text, '-')
        || ', terms ' || coalesce(p.amount_cents::text, '-') as detail
    from orders o left join order_payments p on p.order_id = o.id and p.kind = 'terms' and p.status = 'authorized'
    where o.amount_due_cents < 0 or o.total_cents < 0
      or (p.id is not null and p.amount_cents <> coalesce(o.cancellation_fee_cents, o.amount_due_cents))`,
  // A batch is the sum of the supplier rows it took; its transfer is posted once, for that
  // amount, when sent; its payout's entries net to the amount when paid, to zero otherwise.
  payout_batch_once: sql`
    with rows as (select payout_id, sum(amount_cents) as cents from supplier_ledger_entries
      where payout_id is not null group by payout_id),
    gl as (select e.supplier_payout_id as id,
        count(distinct e.id) filter (where e.kind = 'transfer_sent') as transfers,
        coalesce(sum(l.amount_cents) filter (where l.account = 'gateway_cash'), 0) as cash,
        coalesce(sum(l.amount_cents) filter (where l.account = 'supplier_payable'), 0) as paid
      from ledger_entries e join ledger_lines l on l.entry_id = e.id
      where e.supplier_payout_id is not null group by e.supplier_payout_id)
    select b.id::text as subject,
      b.status || '/' || b.transfer_status || ' ' || b.amount_cents || ': rows ' || coalesce(r.cents, 0)
        || ', transfers ' || coalesce(gl.transfers, 0) || ' cash ' || coalesce(gl.cash, 0) || ', paid ' || coalesce(gl.paid, 0) as detail
    from supplier_payouts b left join rows r on r.payout_id = b.id left join gl on gl.id = b.id
    where coalesce(r.cents, 0) <> b.amount_cents
      or coalesce(gl.transfers, 0) <> case when b.transfer_status = 'sent' then 1 else 0 end
      or coalesce(gl.cash, 0) <> case when b.transfer_status = 'sent' then -b.amount_cents else 0 end
      or coalesce(gl.paid, 0) <> case when b.status = 'paid' then b.amount_cents else 0 end`,
  // What a supplier is owed in the ledger is its rows less its paid payouts; its connected
  // account never holds less than nothing.
  supplier_balance: sql`
    with gl as (select supplier_id, currency,
        coalesce(sum(amount_cents) filter (where account = 'supplier_payable'), 0) as payable,
        coalesce(sum(amount_cents) filter (where account = 'supplier_connected_accounts'), 0) as connected
      from ledger_lines where supplier_id is not null group by supplier_id, currency),
    sl as (select supplier_id, currency, sum(amount_cents) as owed from supplier_ledger_entries group by supplier_id, currency),
    paid as (select supplier_id, currency, sum(amount_cents) as cents from supplier_payouts where status = 'paid'
      group by supplier_id, currency)
    select coalesce(gl.supplier_id, sl.supplier_id)::text || ' ' || coalesce(gl.currency, sl.currency) as subject,
      'payable ' || coalesce(gl.payable, 0) || ', rows ' || coalesce(sl.owed, 0) || ' less paid ' || coalesce(paid.cents, 0)
        || ', connected ' || coalesce(gl.connected, 0) as detail
    from gl full join sl on gl.supplier_id = sl.supplier_id and gl.currency = sl.currency
      left join paid on paid.supplier_id = coalesce(gl.supplier_id, sl.supplier_id)
        and paid.currency = coalesce(gl.currency, sl.currency)
    where -coalesce(gl.payable, 0) <> coalesce(sl.owed, 0) - coalesce(paid.cents, 0) or coalesce(gl.connected, 0) < 0`,
};

/** Every broken invariant, by rule; an empty list when the ledger balances and agrees with every record. */
export async function checkLedgerInvariants(db: Database): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  for (const [rule, query] of Object.entries(CHECKS)) {
    // Both drivers answer a raw statement with its rows (PGlite's results, node-postgres' QueryResult).
    const answer = (await db.execute(query)) as { rows: Row[] };
    for (const row of answer.rows) violations.push({ rule, subject: row.subject, detail: row.detail });
  }
  return violations;
}
