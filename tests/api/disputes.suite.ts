import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { creditStatement } from '@/server/services/invoices/credit-statement';
import { statementCsv } from '@/server/services/invoices/statement-files';
import { supplierStatement } from '@/server/services/invoices/supplier-statement';
import { cities, mailOutbox, orderLoads, orderPayments, orders } from '@/server/db/schema';
import { handleDisputePhotoDownload, handleDisputePhotoUpload } from '@/server/http/dispute-photos';
import { onOrderChange, type OrderChange } from '@/server/services/events/order-changes';
import { databaseFileStore } from '@/server/files/database-store';
import type { FileStore } from '@/server/files/file-store';
import { dispatchOrderEvents } from '@/server/services/events/dispatcher';
import { checkLedgerInvariants } from '@/server/services/ledger/invariants';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';

import { tokenOf } from '../support/api';
import { approveCreditDirectly } from '../support/credit';
import { payByLink, TEST_CARDS } from '../support/ledger-world';
import { codeOf, type Contractor, type PaymentsTestKit } from '../support/payments';

/**
 * Disputes: the contractor disputes a delivered load or an invoice line with photos; the
 * supplier's money people accept (a refund or the terms lowered, through the ledger, with a
 * credit note) or contest; the contractor may withdraw. Run on PGlite (disputes.test.ts) and
 * PostgreSQL (disputes-postgres.test.ts).
 */
export function disputeTests(openKit: () => Promise<PaymentsTestKit>) {
  let kit: PaymentsTestKit;
  let dispatcher: string;
  let otherSupplier: string;
  let files: FileStore;

  async function signIn(login: string, password = 'Dispatch2026!') {
    const response = await kit.api.request(
      {
        query: `mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`,
        variables: { input: { login, password } },
      },
      { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    );
    return tokenOf(response.headers);
  }

  const DISPUTE = `id loadId loadSequence lineKey subject reason description status currency claimedCents creditedCents
    maxCreditCents answerNote openedByName answeredByName photoUrls balanceChangeId`;
  interface Dispute {
    id: string;
    status: string;
    subject: string;
    claimedCents: number;
    creditedCents: number | null;
    maxCreditCents: number;
    answerNote: string | null;
    photoUrls: string[];
    balanceChangeId: string | null;
  }

  const open = (token: string, input: Record<string, unknown>) =>
    kit.call<{ orderDisputeOpen: Dispute }>(
      `mutation($input: OrderDisputeInput!) { orderDisputeOpen(input: $input) { ${DISPUTE} } }`,
      { input },
      token,
    );
  const answer = (token: string, input: Record<string, unknown>) =>
    kit.call<{ supplierOrderDisputeAnswer: Dispute }>(
      `mutation($input: OrderDisputeAnswerInput!) { supplierOrderDisputeAnswer(input: $input) { ${DISPUTE} } }`,
      { input },
      token,
    );
  const withdraw = (token: string, disputeId: string) =>
    kit.call<{ orderDisputeWithdraw: Dispute }>(
      `mutation($id: ID!) { orderDisputeWithdraw(disputeId: $id) { ${DISPUTE} } }`,
      { id: disputeId },
      token,
    );
  const orderView = async (token: string, id: string) => {
    const read = await kit.call<{
      order: {
        totalCents: number;
        amountDueCents: number;
        disputes: Dispute[];
        disputableLines: { key: string; label: string; amountCents: number }[];
        balanceChanges: {
          id: string;
          settlement: string;
          status: string;
          differenceCents: number;
          documentTitle: string;
          documentUrl: string | null;
        }[];
      };
    }>(
      `query($id: ID!) { order(id: $id) { totalCents amountDueCents disputes { ${DISPUTE} } disputableLines { key label amountCents }
        balanceChanges { id settlement status differenceCents documentTitle documentUrl } } }`,
      { id },
      token,
    );
    expect(read.errors).toBeUndefined();
    return read.data!.order;
  };

  /** A card order paid and captured, its one load of 8 m³ delivered. */
  async function deliveredPaidOrder(who: Contractor) {
    const methodId = await kit.saveCard(who);
    const order = await kit.placeOrderFor(who, 'card');
    const paid = await kit.pay(who, order.id, methodId);
    expect(paid.errors).toBeUndefined();
    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(order.deliveryStartsAt.getTime() - 27 * 3_600_000) });
    return deliver(order);
  }

  /** A new contractor's order on 120-day terms (approved, drawn), its two loads of 4 m³ delivered. */
  async function deliveredTermsOrder() {
    const contractor = await kit.signUp();
    await approveCreditDirectly(kit.db, contractor.companyId, contractor.userId, 50_000_000);
    const placed = await kit.placeOrderFor(contractor, 'flexPayment');
    expect((await kit.pay(contractor, placed.id, null)).errors).toBeUndefined();
    return { contractor, order: await deliver(placed, true) };
  }

  /** The order's loads delivered (the driver's proof is another suite's), in one of 8 m³ or two of 4. */
  async function deliver<T extends { id: string }>(order: T, split = false) {
    const quantities = split ? ['4.00', '4.00'] : ['8.00'];
    const loads = await kit.db
      .insert(orderLoads)
      .values(
        quantities.map((quantity, index) => ({
          orderId: order.id,
          sequence: index + 1,
          quantity,
          step: 'delivered' as const,
          deliveredAt: new Date(),
          deliveredQuantity: quantity,
        })),
      )
      .returning({ id: orderLoads.id });
    await kit.db.update(orders).set({ status: 'delivered', quantity: '8.00' }).where(eq(orders.id, order.id));
    return { ...order, loadIds: loads.map((load) => load.id) };
  }

  beforeAll(async () => {
    kit = await openKit();
    dispatcher = await signIn('dispatch@northpeak.example');
    otherSupplier = await signIn('dispatch@capital.example');
    files = databaseFileStore(kit.db);
  }, 60_000);
  afterAll(() => kit?.close());

  it('is opened by the order’s company only, on a delivered load, one in play per load, for at most what was paid', async () => {
    const contractor = await kit.signUp();
    const order = await deliveredPaidOrder(contractor);
    const [loadId] = order.loadIds;
    const input = {
      orderId: order.id,
      loadId,
      reason: 'short_load',
      description: 'Truck came 1 m³ short.',
      claimedCents: 5_000,
    };

    // Another company, and the supplier, cannot open one.
    const stranger = await kit.signUp();
    expect(codeOf(await open(stranger.token, input))).toBe('NOT_FOUND');
    expect(codeOf(await open(dispatcher, input))).toBe('FORBIDDEN');

    // The form's messages, at their fields.
    const invalid = await open(contractor.token, { ...input, description: ' ', claimedCents: 0 });
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual({
      description: 'Required',
      claimedCents: 'Enter the amount you ask back, more than $0.00.',
    });

    // More than the load cost is refused, saying how much may be asked.
    const tooMuch = await open(contractor.token, { ...input, claimedCents: order.amountDueCents + 1 });
    expect(codeOf(tooMuch)).toBe('DISPUTE_AMOUNT_TOO_HIGH');
    expect(tooMuch.errors?.[0]?.extensions?.maxCents).toBe(order.amountDueCents);

    const opened = await open(contractor.token, input);
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.orderDisputeOpen).toMatchObject({ status: 'open', subject: 'Load 1', claimedCents: 5_000 });
    expect(codeOf(await open(contractor.token, input))).toBe('DISPUTE_ALREADY_OPEN');

    // The supplier's dispatchers are mailed; both sides read it on the order.
    await dispatchOrderEvents(kit.db);
    const mails = await kit.db
      .select({ subject: mailOutbox.subject, to: mailOutbox.to })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `dispute-opened:${opened.data!.orderDisputeOpen.id}:%`));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.subject).toMatch(/disputes load 1 of order BM-[0-9A-F]{8}: short load/);
    const supplierView = await kit.call<{ supplierOrder: { disputes: Dispute[] } }>(
      `query($id: ID!) { supplierOrder(id: $id) { disputes { ${DISPUTE} } } }`,
      { id: order.id },
      dispatcher,
    );
    expect(supplierView.data!.supplierOrder.disputes).toHaveLength(1);
  });

  it('refunds an accepted dispute to the card through the ledger, with a credit note, and mails the contractor', async () => {
    const contractor = await kit.signUp();
    const order = await deliveredPaidOrder(contractor);
    const opened = await open(contractor.token, {
      orderId: order.id,
      loadId: order.loadIds[0],
      reason: 'damaged',
      description: 'Half the load set in the drum.',
      claimedCents: 12_345,
    });
    const dispute = opened.data!.orderDisputeOpen;

    // Not another supplier's; more than was paid is refused.
    expect(codeOf(await answer(otherSupplier, { disputeId: dispute.id, accept: true, creditedCents: 100 }))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(
        await answer(dispatcher, { disputeId: dispute.id, accept: true, creditedCents: order.amountDueCents + 1 }),
      ),
    ).toBe('DISPUTE_AMOUNT_TOO_HIGH');

    const accepted = await answer(dispatcher, {
      disputeId: dispute.id,
      accept: true,
      creditedCents: 10_000,
      note: 'Sorry.',
    });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.supplierOrderDisputeAnswer).toMatchObject({ status: 'accepted', creditedCents: 10_000 });
    const view = await orderView(contractor.token, order.id);
    expect(view.amountDueCents).toBe(order.amountDueCents - 10_000);
    expect(view.balanceChanges).toEqual([
      expect.objectContaining({
        id: accepted.data!.supplierOrderDisputeAnswer.balanceChangeId,
        settlement: 'refund',
        status: 'settled',
        differenceCents: -10_000,
        documentTitle: 'Credit note',
      }),
    ]);
    expect(view.balanceChanges[0]!.documentUrl).toMatch(/^\/api\/balance-changes\//);
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
    // The charge job moves nothing more: the refund was made once.
    await runPaymentJobs(kit.db, kit.gateway);
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);

    // Accepted is final: no second answer, no withdrawal.
    expect(codeOf(await answer(dispatcher, { disputeId: dispute.id, accept: false, note: 'Changed my mind' }))).toBe(
      'DISPUTE_NOT_OPEN',
    );
    expect(codeOf(await withdraw(contractor.token, dispute.id))).toBe('DISPUTE_NOT_OPEN');
    // What is left of the load can still be disputed, never past what was paid for it.
    const again = await open(contractor.token, {
      orderId: order.id,
      loadId: order.loadIds[0],
      reason: 'late',
      description: 'And it was late.',
      claimedCents: order.amountDueCents - 10_000 + 1,
    });
    expect(again.errors?.[0]?.extensions?.maxCents).toBe(order.amountDueCents - 10_000);

    // The supplier's monthly statement says what was credited, in its CSV too.
    const [row] = await kit.db.select({ supplierId: orders.supplierId }).from(orders).where(eq(orders.id, order.id));
    const statement = await supplierStatement(kit.db, row!.supplierId, { month: order.deliveryDate.slice(0, 7) });
    expect(statement.lines.find((line) => line.orderId === order.id)?.disputes).toBe('credited $100.00 CAD');
    expect(statementCsv(statement)).toContain(',credited $100.00 CAD\r\n');

    await dispatchOrderEvents(kit.db);
    const [mail] = await kit.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `dispute-answered:${dispute.id}:accepted`));
    expect(mail!.subject).toMatch(/accepted your dispute on order BM-/);
    expect(mail!.text).toContain('$100.00');
  });

  it('is contested with a reason, then withdrawn by the contractor; only the supplier’s money people answer', async () => {
    const contractor = await kit.signUp();
    const order = await deliveredPaidOrder(contractor);
    const [line] = (await orderView(contractor.token, order.id)).disputableLines;
    const opened = await open(contractor.token, {
      orderId: order.id,
      lineKey: line!.key,
      reason: 'wrong_mix',
      description: 'We ordered 32 MPa.',
      claimedCents: 1_000,
    });
    expect(opened.errors).toBeUndefined();
    const dispute = opened.data!.orderDisputeOpen;
    expect(dispute.subject).toBe(line!.label);

    const noReason = await answer(dispatcher, { disputeId: dispute.id, accept: false, note: '' });
    expect(noReason.errors?.[0]?.extensions?.fields).toEqual({
      note: 'Say why you contest the dispute: the contractor reads it.',
    });
    const contested = await answer(dispatcher, {
      disputeId: dispute.id,
      accept: false,
      note: 'The ticket says 32 MPa.',
    });
    expect(contested.data!.supplierOrderDisputeAnswer).toMatchObject({
      status: 'contested',
      answerNote: 'The ticket says 32 MPa.',
    });
    // Still in play: a second dispute of the line waits.
    expect(
      codeOf(
        await open(contractor.token, {
          orderId: order.id,
          lineKey: line!.key,
          reason: 'late',
          description: 'x',
          claimedCents: 1,
        }),
      ),
    ).toBe('DISPUTE_ALREADY_OPEN');
    const withdrawn = await withdraw(contractor.token, dispute.id);
    expect(withdrawn.data!.orderDisputeWithdraw.status).toBe('withdrawn');
    const view = await orderView(contractor.token, order.id);
    expect(view.amountDueCents).toBe(order.amountDueCents);
    expect(view.balanceChanges).toEqual([]);
  });

  it('lowers the 120-day terms of an accepted dispute, and shows it on the credit statement', async () => {
    const { contractor, order } = await deliveredTermsOrder();
    const opened = await open(contractor.token, {
      orderId: order.id,
      loadId: order.loadIds[1],
      reason: 'not_delivered',
      description: 'The second truck never came.',
      claimedCents: Math.round(order.amountDueCents / 2),
    });
    expect(opened.errors).toBeUndefined();
    // A load of half the order costs half of it.
    expect(opened.data!.orderDisputeOpen.maxCreditCents).toBe(Math.round(order.amountDueCents / 2));
    const credited = Math.round(order.amountDueCents / 2);
    expect(
      (await answer(dispatcher, { disputeId: opened.data!.orderDisputeOpen.id, accept: true, creditedCents: credited }))
        .errors,
    ).toBeUndefined();
    const view = await orderView(contractor.token, order.id);
    expect(view.amountDueCents).toBe(order.amountDueCents - credited);
    expect(view.balanceChanges[0]).toMatchObject({
      settlement: 'terms',
      status: 'settled',
      differenceCents: -credited,
    });
    const statement = await creditStatement(kit.db, contractor.companyId);
    expect(statement.at(-1)).toMatchObject({
      kind: 'credited',
      amountCents: -credited,
      balanceCents: order.amountDueCents - credited,
    });
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
  });

  it('closes the 120-day terms of an order credited whole: nothing is left owed on them', async () => {
    const { contractor, order } = await deliveredTermsOrder();
    // Neither truck's concrete could be used: each load is credited whole, one after the other.
    for (const loadId of order.loadIds) {
      const opened = await open(contractor.token, {
        orderId: order.id,
        loadId,
        reason: 'wrong_mix',
        description: 'Unusable.',
        claimedCents: 1,
      });
      const { id, maxCreditCents } = opened.data!.orderDisputeOpen;
      const accepted = await answer(dispatcher, { disputeId: id, accept: true, creditedCents: maxCreditCents });
      expect(accepted.errors).toBeUndefined();
    }
    const view = await orderView(contractor.token, order.id);
    expect(view.amountDueCents).toBe(0);
    // Both credits took their amount off the terms; the terms owe nothing and the statement says so.
    expect(view.balanceChanges.map((change) => [change.settlement, change.status])).toEqual([
      ['terms', 'settled'],
      ['terms', 'settled'],
    ]);
    expect(view.balanceChanges.reduce((sum, change) => sum + change.differenceCents, 0)).toBe(-order.amountDueCents);
    const statement = await creditStatement(kit.db, contractor.companyId);
    expect(statement.at(-1)).toMatchObject({ kind: 'credited', balanceCents: 0 });
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
  });

  it('lowers the terms of an order whose early repayment by payment link was declined', async () => {
    const { contractor, order } = await deliveredTermsOrder();
    // The payables clerk tries to settle the invoice early through its link; the card is declined.
    await payByLink(
      kit.db,
      kit.gateway,
      { companyId: contractor.companyId, ownerUserId: contractor.userId },
      { orderId: order.id, number: TEST_CARDS.declined, key: `declined-${order.id}`, now: new Date() },
    ).catch(() => undefined);
    const opened = await open(contractor.token, {
      orderId: order.id,
      loadId: order.loadIds[0],
      reason: 'short_load',
      description: 'Short by a quarter.',
      claimedCents: 2_000,
    });
    await answer(dispatcher, { disputeId: opened.data!.orderDisputeOpen.id, accept: true, creditedCents: 2_000 });
    const view = await orderView(contractor.token, order.id);
    expect(view.amountDueCents).toBe(order.amountDueCents - 2_000);
    // The terms still owe the new amount due, not the old one.
    expect(view.balanceChanges).toEqual([
      expect.objectContaining({ settlement: 'terms', status: 'settled', differenceCents: -2_000 }),
    ]);
    const [terms] = await kit.db
      .select({ amountCents: orderPayments.amountCents, status: orderPayments.status })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.kind, 'terms')));
    expect(terms).toEqual({ amountCents: order.amountDueCents - 2_000, status: 'authorized' });
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
  });

  it('takes photos checked by their content, for the company’s dispute in play only, behind signed links', async () => {
    const contractor = await kit.signUp();
    const order = await deliveredPaidOrder(contractor);
    const opened = await open(contractor.token, {
      orderId: order.id,
      loadId: order.loadIds[0],
      reason: 'damaged',
      description: 'See the photo.',
      claimedCents: 500,
    });
    const disputeId = opened.data!.orderDisputeOpen.id;
    const storage = () => Promise.resolve({ db: kit.db, files });
    const upload = (token: string, bytes: Uint8Array, name = 'photo.png') => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(bytes)]), name);
      return handleDisputePhotoUpload(
        new Request(`http://localhost/api/uploads/disputes/${disputeId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }),
        disputeId,
        storage,
      );
    };
    // A 1×1 PNG.
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const notImage = new TextEncoder().encode('<script>alert(1)</script> pretending to be a photo');
    const refused = await upload(contractor.token, notImage, 'photo.jpg');
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'The photo must be a JPEG, PNG or WebP image.',
    );
    const stranger = await kit.signUp();
    expect((await upload(stranger.token, png)).status).toBe(404);
    // Both pages that show the order hear the photo as it lands (they follow the order's changes).
    const heard: OrderChange[] = [];
    const stop = await onOrderChange((change) => heard.push(change));
    const stored = await upload(contractor.token, png).finally(stop);
    expect(stored.status).toBe(201);
    const [placed] = await kit.db.select({ supplierId: orders.supplierId }).from(orders).where(eq(orders.id, order.id));
    expect(heard).toEqual([{ orderId: order.id, companyId: contractor.companyId, supplierId: placed!.supplierId }]);

    const view = await orderView(contractor.token, order.id);
    const [url] = view.disputes[0]!.photoUrls;
    expect(url).toMatch(/^\/api\/dispute-photos\//);
    const photoId = url!.split('/')[3]!.split('?')[0]!;
    const shown = await handleDisputePhotoDownload(new Request(`http://localhost${url}`), photoId, storage);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    const forged = await handleDisputePhotoDownload(
      new Request(`http://localhost/api/dispute-photos/${photoId}?t=forged`),
      photoId,
      storage,
    );
    expect(forged.status).toBe(403);

    // Once answered, no more photos.
    await answer(dispatcher, { disputeId, accept: true, creditedCents: 500 });
    expect((await upload(contractor.token, png)).status).toBe(409);
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
  });
  it('counts in the supplier’s record: contractors choosing a supplier and the supplier itself read it', async () => {
    interface DisputeRecord {
      total: number;
      accepted: number;
      open: number;
    }
    const [toronto] = await kit.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    const chooser = await kit.signUp();
    /** NorthPeak's and Capital's records as a contractor choosing a producer reads them. */
    const producerRecords = async () => {
      const read = await kit.call<{ producers: { name: string; disputeRecord: DisputeRecord }[] }>(
        `query($input: ProducersInput!) { producers(input: $input) { name disputeRecord { total accepted open } } }`,
        { input: { cityId: toronto!.id, productType: 'readyMix' } },
        chooser.token,
      );
      expect(read.errors).toBeUndefined();
      return new Map(read.data!.producers.map((producer) => [producer.name, producer.disputeRecord]));
    };
    const ownRecord = async (token: string) => {
      const read = await kit.call<{ supplierWorkspace: { disputeRecord: DisputeRecord } }>(
        `{ supplierWorkspace { disputeRecord { total accepted open } } }`,
        {},
        token,
      );
      expect(read.errors).toBeUndefined();
      return read.data!.supplierWorkspace.disputeRecord;
    };
    const before = (await producerRecords()).get('NorthPeak Ready Mix')!;
    expect(before).toBeDefined();
    expect(await ownRecord(dispatcher)).toEqual(before);
    const capitalBefore = await ownRecord(otherSupplier);

    const contractor = await kit.signUp();
    const first = await deliveredPaidOrder(contractor);
    const second = await deliveredPaidOrder(contractor);
    const third = await deliveredPaidOrder(contractor);
    const dispute = async (order: { id: string; loadIds: string[] }) => {
      const opened = await open(contractor.token, {
        orderId: order.id,
        loadId: order.loadIds[0],
        reason: 'short_load',
        description: 'Short.',
        claimedCents: 1_000,
      });
      expect(opened.errors).toBeUndefined();
      return opened.data!.orderDisputeOpen.id;
    };
    const accepted = await dispute(first);
    const contested = await dispute(second);
    const withdrawn = await dispute(third);
    expect(await ownRecord(dispatcher)).toEqual({
      total: before.total + 3,
      accepted: before.accepted,
      open: before.open + 3,
    });

    expect(
      (await answer(dispatcher, { disputeId: accepted, accept: true, creditedCents: 1_000 })).errors,
    ).toBeUndefined();
    expect(
      (await answer(dispatcher, { disputeId: contested, accept: false, note: 'Full load.' })).errors,
    ).toBeUndefined();
    expect((await withdraw(contractor.token, withdrawn)).errors).toBeUndefined();
    // Accepted counts as accepted; contested stays open; withdrawn counts for nothing.
    const after = { total: before.total + 2, accepted: before.accepted + 1, open: before.open + 1 };
    expect(await ownRecord(dispatcher)).toEqual(after);
    expect((await producerRecords()).get('NorthPeak Ready Mix')).toEqual(after);
    // Another supplier's record is its own.
    expect(await ownRecord(otherSupplier)).toEqual(capitalBefore);
    // A driver of no supplier, or a contractor, has no workspace to read a record from.
    expect(codeOf(await kit.call(`{ supplierWorkspace { disputeRecord { total } } }`, {}, contractor.token))).toBe(
      'FORBIDDEN',
    );
  });
}
