import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import { cardPaymentMethodSchema, paymentLinkPayInputSchema, placeOrderInputSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { cities, companies, products, suppliers, users } from '@/server/db/schema';
import type { PaymentGateway } from '@/server/payment-gateway';
import { PaymentError, PaymentErrorCode } from '@/server/payment-gateway/errors';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { requireSupplierMember, type SupplierMember } from '@/server/services/accounts/supplier-members';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { placeOrder } from '@/server/services/orders/placing';
import { approveCreditDirectly } from './credit';
import { createPaymentLink, payPaymentLink } from '@/server/services/payments/payment-links';
import { createCardPaymentMethod } from '@/server/services/payments/methods';

import { card } from './payments';

/**
 * For the ledger's property test (tests/api/ledger.suite.ts): a contractor with Stripe's test
 * cards and approved terms, NorthPeak's owner to accept and decline, orders to place, and the
 * two ways a process dies that the test plays:
 *
 * - `loseNextAnswer`: the gateway does what it was asked, then the answer never arrives (the
 *   process was killed between the gateway's move and our write). The next call throws after
 *   the real call, as a network failure would.
 * - `crashNextCommit`: the next top-level transaction runs, then dies before its commit (kill -9
 *   mid-transaction): everything it wrote is rolled back.
 */

export const TEST_CARDS = {
  good: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  threeDSecure: '4000002500003155',
} as const;
export type TestCard = keyof typeof TEST_CARDS;

/** What the crash simulation throws: the process died here. */
export class SimulatedCrash extends Error {}

const MONEY_CALLS = new Set([
  'authorize',
  'charge',
  'capture',
  'cancel',
  'refund',
  'confirm',
  'createTransfer',
  'createPayout',
]);

export function crashingGateway(gateway: PaymentGateway) {
  const state = { loseNextAnswer: false };
  const wrapped = new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !MONEY_CALLS.has(String(property))) return value;
      return async (...args: unknown[]) => {
        const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        if (state.loseNextAnswer) {
          state.loseNextAnswer = false;
          throw new PaymentError(PaymentErrorCode.GATEWAY_ERROR, 'The connection was lost.', { status: 500 });
        }
        return answer;
      };
    },
  });
  return { gateway: wrapped, state };
}

export function crashingDatabase(db: Database) {
  const state = { crashNextCommit: false };
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      return (run: (tx: Database) => Promise<unknown>, config?: unknown) =>
        target.transaction(async (tx) => {
          const result = await run(tx);
          if (state.crashNextCommit) {
            state.crashNextCommit = false;
            throw new SimulatedCrash('killed before commit');
          }
          return result;
        }, config as never);
    },
  });
  return { db: wrapped, state };
}

export interface LedgerWorld {
  supplierId: string;
  companyId: string;
  cards: Record<TestCard, string>;
  ownerUserId: string;
  /** NorthPeak's owner as a member of its team: who answers disputes. */
  supplierMember: SupplierMember;
  /** The contractor's person who opens and withdraws disputes. */
  contractorUserId: string;
  /** NorthPeak's owner's token, signed now (the test's clock moves weeks ahead). */
  supplierToken: () => Promise<string>;
}

export async function ledgerWorld(db: Database, gateway: PaymentGateway): Promise<LedgerWorld> {
  const tag = randomBytes(3).toString('hex');
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
  const [company] = await db
    .insert(companies)
    .values({ name: `Ledger Builders ${tag}` })
    .returning();
  const cards = {} as Record<TestCard, string>;
  for (const [name, number] of Object.entries(TEST_CARDS)) {
    const card = await createCardPaymentMethod(db, gateway, {
      companyId: company!.id,
      card: cardPaymentMethodSchema.parse({
        number,
        // Far ahead: the test's clock moves years on over many plays.
        expiry: '12/69',
        cvc: number.length === 15 ? '1234' : '123',
        cardholderName: 'Sam Builder',
        zip: 'M5V 2T6',
      }),
      idempotencyKey: `ledger-card-${tag}-${name}`,
      origin: { address: '203.0.113.77', userAgent: 'LedgerTest' },
    });
    cards[name as TestCard] = card.id;
  }
  await approveCreditDirectly(db, company!.id, null, 20_000_000);
  const [owner] = await db.select().from(users).where(eq(users.email, 'owner@northpeak.example'));
  const supplierToken = () => signAccessToken({ userId: owner!.id, companyId: owner!.lastCompanyId ?? undefined });
  const supplierMember = await requireSupplierMember(db, {
    userId: owner!.id,
    companyId: owner!.lastCompanyId ?? undefined,
  });
  const [contractor] = await db
    .insert(users)
    .values({
      email: `sam-${tag}@ledger.example`,
      fullName: 'Sam Builder',
      passwordHash: 'not-a-password',
      referralCode: `LEDGER${tag.toUpperCase()}`,
    })
    .returning();
  return {
    supplierId: supplier!.id,
    companyId: company!.id,
    cards,
    ownerUserId: owner!.id,
    supplierMember,
    contractorUserId: contractor!.id,
    supplierToken,
  };
}

/** An order of `quantity` m³ of NorthPeak's 25 MPa ready-mix to Toronto, delivered on `deliveryDate`. */
export async function placeLedgerOrder(
  db: Database,
  world: LedgerWorld,
  request: { deliveryDate: string; windowStartHour: number; paymentType: 'card' | 'flexPayment'; key: string },
) {
  const [toronto] = await db.select().from(cities).where(eq(cities.slug, 'toronto'));
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.supplierId, world.supplierId), eq(products.sku, 'NP-RM-25')));
  const draft = placeOrderInputSchema.parse({
    quote: {
      supplierId: world.supplierId,
      productId: product!.id,
      quantity: 2,
      unit: 'm3',
      extraIds: [],
      schedule: {
        date: request.deliveryDate,
        trucks: 1,
        minutesBetweenTrucks: 0,
        windowStartHour: request.windowStartHour,
      },
      delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
      paymentType: request.paymentType,
    },
    quoteFingerprint: 'pending',
    contact: { name: 'Sam', email: 'sam@ledger.example', phoneNumber: '+1 416 555 0101' },
  });
  const { quote } = await quoteOrder(db, draft.quote, { companyId: world.companyId });
  return placeOrder(db, {
    companyId: world.companyId,
    userId: null,
    input: { ...draft, quoteFingerprint: quote.fingerprint },
    idempotencyKey: request.key,
  });
}

/**
 * Pays the order's unpaid amount through a payment link, as a guest with `number` (how a terms
 * invoice is paid). Who made the link does not matter to the money: NorthPeak's owner here.
 */
export async function payByLink(
  db: Database,
  gateway: PaymentGateway,
  world: Pick<LedgerWorld, 'companyId' | 'ownerUserId'>,
  request: { orderId: string; number: string; key: string; now: Date },
) {
  const link = await createPaymentLink(db, {
    companyId: world.companyId,
    author: { userId: world.ownerUserId },
    orderId: request.orderId,
    siteUrl: 'http://localhost:3000',
    now: request.now,
  });
  return payPaymentLink(db, gateway, {
    token: link.url.split('/pay/')[1]!,
    input: paymentLinkPayInputSchema.parse({
      paymentType: 'card',
      card: card(request.number, { expiry: '12/69' }),
      email: 'payables@ledger.example',
    }),
    idempotencyKey: request.key,
    origin: {
      address: `203.0.113.${1 + (request.key.charCodeAt(request.key.length - 1) % 200)}`,
      userAgent: 'LedgerTest',
    },
    now: request.now,
  });
}
