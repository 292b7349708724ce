import { randomUUID } from 'node:crypto';

import type { APIRequestContext } from '@playwright/test';

import { gql } from './session';

/**
 * Orders as a test's starting state: placed through the API the way the order flow places them
 * (what the flow itself does is the order-flow specs' business), from the seed's Toronto
 * ready-mix suppliers.
 */

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  amountDueCents: number;
  productName: string;
  supplierName: string;
  color: string | null;
  extraName: string | null;
}

type PaymentType = 'card' | 'stripe_b2b_ca' | 'stripe_b2b_us' | 'flexPayment';

async function data<TData>(answer: Promise<{ data?: TData; errors?: { message: string }[] }>, what: string) {
  const { data: value, errors } = await answer;
  if (!value || errors?.length) throw new Error(`${what} through the API failed: ${JSON.stringify(errors)}`);
  return value;
}

/** A delivery date this many days ahead, as the supplier's calendar date. */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function placeOrderThroughApi(
  request: APIRequestContext,
  token: string,
  options: {
    paymentType?: PaymentType;
    comment?: string;
    daysAhead?: number;
    supplierName?: string;
    /** A saved job site of the company (in Toronto) instead of the typed address. */
    jobSiteId?: string;
    /** Disposal bins: one bin, picked up ten days after its drop-off. Ready-mix otherwise. */
    productType?: 'readyMix' | 'volumetric' | 'rentals';
    /** The seed city delivered to, with an address there; Toronto's King Street West otherwise. */
    city?: { name: string; address: string; postalCode: string };
  } = {},
): Promise<PlacedOrder> {
  const { serviceRegions } = await data(
    gql<{ serviceRegions: { cities: { city: { id: string; name: string } }[] }[] }>(
      request,
      `{ serviceRegions { cities { city { id name } } } }`,
    ),
    'serviceRegions',
  );
  const site = options.city ?? { name: 'Toronto', address: '100 King Street West', postalCode: 'M5X 1A9' };
  const city = serviceRegions.flatMap((region) => region.cities).find((entry) => entry.city.name === site.name);
  if (!city) throw new Error(`the seed has no ${site.name}`);

  const { producers } = await data(
    gql<{
      producers: {
        supplierId: string;
        name: string;
        product: {
          id: string;
          name: string;
          unit: string;
          quantity: number;
          colors: string[];
          extras: { id: string; name: string; group: string | null }[];
        };
      }[];
    }>(
      request,
      `query($input: ProducersInput!) { producers(input: $input) {
        supplierId name product { id name unit quantity colors extras { id name group } } } }`,
      { input: { cityId: city.city.id, productType: options.productType ?? 'readyMix' } },
    ),
    'producers',
  );
  const producer = options.supplierName
    ? producers.find((candidate) => candidate.name === options.supplierName)
    : producers[0];
  if (!producer)
    throw new Error(
      `no ${options.productType ?? 'readyMix'} producer${options.supplierName ? ` named ${options.supplierName}` : ''} delivers to ${site.name}`,
    );
  const { product } = producer;
  const extra = product.extras.find((candidate) => !candidate.group) ?? null;
  const chosen = {
    productName: product.name,
    supplierName: producer.name,
    color: product.colors[0] ?? null,
    extraName: extra?.name ?? null,
  };

  // The first date from daysAhead on with a window left: the specs running in parallel fill
  // windows, and a holiday closes a date. Another spec may take the last truck between the look
  // and the booking: then the next date is tried.
  let firstDay = options.daysAhead ?? 30;
  for (let attempt = 1; ; attempt += 1) {
    const booked = await bookFirstWindow(firstDay);
    if (booked.placed) return { ...booked.placed, ...chosen };
    if (attempt === 5) throw new Error(`no delivery window could be booked after ${attempt} tries`);
    firstDay = booked.day + 1;
  }

  async function bookFirstWindow(fromDay: number) {
    let date = '';
    let day = fromDay;
    let window: { startHour: number } | undefined;
    for (; day < fromDay + 14 && !window; day += 1) {
      date = dateIn(day);
      const { deliveryAvailability } = await data(
        gql<{ deliveryAvailability: { windows: { startHour: number; available: boolean }[] } }>(
          request,
          `query($supplierId: ID!, $date: String!) { deliveryAvailability(supplierId: $supplierId, date: $date) {
            windows { startHour available } } }`,
          { supplierId: producer!.supplierId, date },
        ),
        'deliveryAvailability',
      );
      window = deliveryAvailability.windows.find((candidate) => candidate.available);
    }
    if (!window) throw new Error(`no delivery window left in the 14 days from ${dateIn(fromDay)}`);

    const quote = {
      supplierId: producer!.supplierId,
      productId: product.id,
      quantity: product.quantity,
      unit: product.unit,
      color: chosen.color,
      extraIds: extra ? [extra.id] : [],
      schedule:
        options.productType === 'rentals'
          ? {
              date,
              pickUpDate: dateIn(day - 1 + 10),
              trucks: 1,
              minutesBetweenTrucks: 0,
              windowStartHour: window.startHour,
            }
          : { date, trucks: 2, minutesBetweenTrucks: 30, windowStartHour: window.startHour },
      delivery: options.jobSiteId
        ? { jobSiteId: options.jobSiteId }
        : { cityId: city!.city.id, address: site.address, postalCode: site.postalCode },
      paymentType: options.paymentType ?? 'card',
    };
    const { orderQuote } = await data(
      gql<{ orderQuote: { fingerprint: string } }>(
        request,
        `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
        { input: quote },
        token,
      ),
      'orderQuote',
    );
    const answer = await gql<{ placeOrder: { id: string; orderNumber: string; amountDueCents: number } }>(
      request,
      `mutation($input: PlaceOrderInput!, $key: String!) {
        placeOrder(input: $input, idempotencyKey: $key) { id orderNumber amountDueCents } }`,
      {
        input: {
          quote,
          quoteFingerprint: orderQuote.fingerprint,
          contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
          comment: options.comment ?? null,
        },
        key: `e2e-${randomUUID()}`,
      },
      token,
    );
    if (answer.errors?.some((error) => error.extensions?.code === 'DELIVERY_WINDOW_UNAVAILABLE')) {
      return { placed: null, day: day - 1 };
    }
    return { placed: (await data(Promise.resolve(answer), 'placeOrder')).placeOrder, day: day - 1 };
  }
}

/** Pays an order on 120-day terms (the company's credit account must be approved). */
export async function payOnTermsThroughApi(request: APIRequestContext, token: string, orderId: string) {
  const { orderPay } = await data(
    gql<{ orderPay: { status: string } }>(
      request,
      `mutation($input: OrderPayInput!, $key: String!) { orderPay(input: $input, idempotencyKey: $key) { status } }`,
      { input: { orderId, paymentMethodId: null }, key: `e2e-${randomUUID()}` },
      token,
    ),
    'orderPay',
  );
  if (orderPay.status !== 'authorized') throw new Error(`the order is not on terms: ${orderPay.status}`);
}

/**
 * Pre-authorises an order on the sandbox's card that succeeds, saved for the company first; an
 * order delivered within the card's charge time is charged at once (`expected: 'succeeded'`).
 */
export async function payByCardThroughApi(
  request: APIRequestContext,
  token: string,
  orderId: string,
  expected: 'authorized' | 'succeeded' = 'authorized',
) {
  const { cardPaymentMethodCreate } = await data(
    gql<{ cardPaymentMethodCreate: { id: string } }>(
      request,
      `mutation($input: CardPaymentMethodInput!, $key: String!) {
        cardPaymentMethodCreate(input: $input, idempotencyKey: $key) { id } }`,
      {
        input: {
          number: '4242 4242 4242 4242',
          expiry: '12/30',
          cvc: '123',
          cardholderName: 'Dana Whitfield',
          zip: 'M5V 2T6',
          billingAddress: { street: '100 King St W', country: 'CA', city: 'Toronto', state: 'ON', zip: 'M5V 2T6' },
        },
        key: `e2e-${randomUUID()}`,
      },
      token,
    ),
    'cardPaymentMethodCreate',
  );
  const { orderPay } = await data(
    gql<{ orderPay: { status: string } }>(
      request,
      `mutation($input: OrderPayInput!, $key: String!) { orderPay(input: $input, idempotencyKey: $key) { status } }`,
      { input: { orderId, paymentMethodId: cardPaymentMethodCreate.id }, key: `e2e-${randomUUID()}` },
      token,
    ),
    'orderPay',
  );
  if (orderPay.status !== expected) throw new Error(`the card payment is ${orderPay.status}, not ${expected}`);
}

/** A payment link for the order, created through the API: its page's path. */
export async function paymentLinkThroughApi(
  request: APIRequestContext,
  token: string,
  orderId: string,
): Promise<string> {
  const { paymentLinkCreate } = await data(
    gql<{ paymentLinkCreate: { url: string } }>(
      request,
      `mutation($orderId: ID!) { paymentLinkCreate(orderId: $orderId) { url } }`,
      { orderId },
      token,
    ),
    'paymentLinkCreate',
  );
  return new URL(paymentLinkCreate.url).pathname;
}
