import { and, asc, eq } from 'drizzle-orm';

import { placeOrderInputSchema, type PaymentTypeKey } from '@/lib/validation';
import { cities, companyMembers, orders, products, suppliers } from '@/server/db/schema';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { dispatchOrderEvents } from '@/server/services/events/dispatcher';
import { placeOrder } from '@/server/services/orders/placing';
import { quoteOrder } from '@/server/services/catalogue/quote';

import { createTestApi, type GraphQLResponse } from './api';

/**
 * What the payments API tests share: a fresh API over in-memory PGlite (its gateway is the
 * sandbox over the same database), contractors signed up through the API, orders placed through
 * the ordering service (their setup, not what is tested), and GraphQL calls from an address of
 * their own unless told otherwise, so rate limits only bite where a test means them to.
 */

export interface Contractor {
  token: string;
  companyId: string;
  userId: string;
}

export interface PlacedOrder {
  id: string;
  amountDueCents: number;
  deliveryDate: string;
  deliveryStartsAt: Date;
  currency: string;
}

export type CallResult<TData> = GraphQLResponse<TData> & {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresAction: '4000 0025 0000 3155',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  expiry: '12/30',
  cvc: '123',
  cardholderName: 'Dana Whitfield',
  zip: 'M5V 2T6',
  billingAddress: { street: '100 King St W', country: 'CA', city: 'Toronto', state: 'ON', zip: 'M5V 2T6' },
  ...overrides,
});

export const canadianBank = (overrides: Record<string, unknown> = {}) => ({
  paymentType: 'stripe_b2b_ca',
  fullName: 'Keystone Builders Ltd',
  email: 'ap@keystone.example',
  transitNumber: '11000',
  institutionNumber: '003',
  accountNumber: '000123456789',
  mandateAccepted: true,
  ...overrides,
});

export const PAYMENT_FIELDS = `id orderId status amountCents failureMessage failureCode nextAction clientSecret chargeAt`;
export const METHOD_FIELDS = `id paymentType label brand last4 expMonth expYear holderName verificationStatus mandateAcceptedAt createdAt isDefault`;

export const CARD_CREATE = `mutation($input: CardPaymentMethodInput!, $key: String!) {
  cardPaymentMethodCreate(input: $input, idempotencyKey: $key) { ${METHOD_FIELDS} } }`;
export const BANK_CREATE = `mutation($input: BankAccountInput!, $key: String!) {
  bankAccountCreate(input: $input, idempotencyKey: $key) { ${METHOD_FIELDS} } }`;
export const BANK_VERIFY = `mutation($id: ID!, $amounts: [Int!]!) {
  bankAccountVerify(id: $id, amountsCents: $amounts) { ${METHOD_FIELDS} } }`;
export const ORDER_PAY = `mutation($input: OrderPayInput!, $key: String!) {
  orderPay(input: $input, idempotencyKey: $key) { ${PAYMENT_FIELDS} order { id paymentStatus } } }`;
export const ORDER_PAYMENT = `query($id: ID!) { order(id: $id) {
  id status paymentStatus unpaidAmountCents paymentDueDate chargeAt payment { ${PAYMENT_FIELDS} } } }`;
export const ORDER_CANCEL = `mutation($id: ID!) { orderCancel(id: $id) { id status paymentStatus } }`;

let keyCounter = 0;
/** A fresh idempotency key (8 to 128 of A-Z, a-z, 0-9, _ and -). */
export const newKey = (label = 'key') => `${label}-${(++keyCounter).toString().padStart(6, '0')}`;

export async function createPaymentsTestKit(name: string, apiOptions: Parameters<typeof createTestApi>[0] = {}) {
  const api = await createTestApi(apiOptions);
  const { db } = api;
  const gateway = new SandboxGateway(() => Promise.resolve(db));
  let addressCounter = 0;
  const nextAddress = () => {
    addressCounter += 1;
    return `10.${name.length}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  };

  async function call<TData = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<CallResult<TData>> {
    const response = await api.request(
      { query, variables },
      {
        'x-forwarded-for': nextAddress(),
        'user-agent': 'PaymentsTest/1.0',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    );
    return (await response.json()) as CallResult<TData>;
  }

  let accountCounter = 0;
  async function signUp(): Promise<Contractor> {
    accountCounter += 1;
    const n = String(accountCounter).padStart(4, '0');
    const response = await api.request(
      {
        query: `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { id company { id } } } }`,
        variables: {
          input: {
            identity: { email: `${name}${n}@keystone.example`, password: 'Concrete2024' },
            phone: `+1 416 555 ${n}`,
            password: 'Concrete2024',
            source: 'web',
            fullName: `Contractor ${n}`,
          },
        },
      },
      { 'x-forwarded-for': nextAddress() },
    );
    const body = (await response.json()) as GraphQLResponse<{
      contractorSignUp: { user: { id: string; company: { id: string } } };
    }>;
    const token = response.headers.get('authorization')?.replace(/^Bearer /, '');
    if (!token || !body.data) throw new Error(`sign-up failed: ${JSON.stringify(body.errors)}`);
    return { token, companyId: body.data.contractorSignUp.user.company.id, userId: body.data.contractorSignUp.user.id };
  }

  /** Another person acting within `company` with `role` (as an accepted invitation makes them). */
  async function memberOf(company: Contractor, role: 'contractor_manager' | 'partner_driver'): Promise<Contractor> {
    const person = await signUp();
    await db.insert(companyMembers).values({ companyId: company.companyId, userId: person.userId, role });
    const token = await signAccessToken({ userId: person.userId, companyId: company.companyId });
    return { token, companyId: company.companyId, userId: person.userId };
  }

  const [toronto] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.slug, 'northpeak-ready-mix'));
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, supplier!.id), eq(products.sku, 'NP-RM-25')));

  const [binSupplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.slug, 'lakeshore-bin-rentals'));
  const [bin] = await db
    .select({ id: products.id, unit: products.unit })
    .from(products)
    .where(and(eq(products.supplierId, binSupplier!.id), eq(products.type, 'rentals')))
    .orderBy(asc(products.priceCents))
    .limit(1);

  let slot = 0;
  /**
   * Places an order for the company (one truck, a new date and window each, so windows never
   * fill): NorthPeak's ready-mix, or with `bins` Lakeshore's cheapest disposal bin for ten days.
   */
  async function placeOrderFor(
    who: Contractor,
    paymentType: PaymentTypeKey,
    options: { quantity?: number; bins?: boolean } = {},
  ): Promise<PlacedOrder> {
    slot += 1;
    const date = new Date(Date.now() + (20 + (slot % 150)) * 86_400_000).toISOString().slice(0, 10);
    const windowStartHour = options.bins ? 7 : [6, 10, 14][Math.floor(slot / 150) % 3]!;
    const pickUpDate = new Date(Date.parse(date) + 10 * 86_400_000).toISOString().slice(0, 10);
    const draft = placeOrderInputSchema.parse({
      quote: {
        supplierId: options.bins ? binSupplier!.id : supplier!.id,
        productId: options.bins ? bin!.id : product!.id,
        quantity: options.quantity ?? (options.bins ? 1 : 2),
        unit: options.bins ? bin!.unit : 'm3',
        extraIds: [],
        schedule: {
          date,
          trucks: 1,
          minutesBetweenTrucks: 0,
          windowStartHour,
          ...(options.bins ? { pickUpDate } : {}),
        },
        delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
        paymentType,
      },
      quoteFingerprint: 'pending',
      contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
    });
    const { quote } = await quoteOrder(db, draft.quote, { companyId: who.companyId });
    const order = await placeOrder(db, {
      companyId: who.companyId,
      userId: who.userId,
      input: { ...draft, quoteFingerprint: quote.fingerprint },
      idempotencyKey: newKey('place'),
    });
    // As the API does after the placeOrder mutation: the placing's consequences (mail, webhooks,
    // live updates) are carried out before the caller goes on.
    await dispatchOrderEvents(db);
    return {
      id: order.id,
      amountDueCents: order.amountDueCents,
      deliveryDate: order.deliveryDate,
      deliveryStartsAt: new Date(order.deliveryStartsAt),
      currency: order.currency,
    };
  }

  /** Moves an order's delivery (a test's way to make it close, or far). */
  async function setDeliveryStart(orderId: string, startsAt: Date) {
    await db.update(orders).set({ deliveryStartsAt: startsAt }).where(eq(orders.id, orderId));
  }

  async function saveCard(who: Contractor, number: string = TEST_CARDS.succeeds): Promise<string> {
    const saved = await call<{ cardPaymentMethodCreate: { id: string } }>(
      CARD_CREATE,
      { input: card(number), key: newKey('card') },
      who.token,
    );
    if (!saved.data) throw new Error(`card not saved: ${JSON.stringify(saved.errors)}`);
    return saved.data.cardPaymentMethodCreate.id;
  }

  async function pay(who: Contractor, orderId: string, paymentMethodId: string | null, key = newKey('pay')) {
    return call<{ orderPay: Record<string, unknown> & { status: string; id: string } }>(
      ORDER_PAY,
      { input: { orderId, paymentMethodId }, key },
      who.token,
    );
  }

  /** A card typed for an order and paid with, as checkout does; it is saved only if it worked. */
  async function payWithNewCard(who: Contractor, number: string = TEST_CARDS.succeeds) {
    const methodId = await saveCard(who, number);
    const order = await placeOrderFor(who, 'card');
    const paid = await pay(who, order.id, methodId);
    return { methodId, order, status: paid.data?.orderPay.status ?? null };
  }

  return {
    api,
    db,
    gateway,
    call,
    signUp,
    memberOf,
    placeOrderFor,
    setDeliveryStart,
    saveCard,
    pay,
    payWithNewCard,
    close: () => api.close(),
  };
}

export type PaymentsTestKit = Awaited<ReturnType<typeof createPaymentsTestKit>>;

/** The first error's code, for short assertions. */
export const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;
