import type { OrderDetailsQuery } from '@/graphql/generated/client/graphql';

/** A contractor's order as its page reads it (the OrderDetails query). */
export type Order = OrderDetailsQuery['order'];

export const ORDER_ID = '5b1f0c7e-8d2a-4f51-9a1e-3c6b2d4e7f80';

/** A value as the API answers it, with its type's name: Apollo's cache reads fragments by it. */
export const typed = <Fields extends object>(typename: string, fields: Fields): Fields =>
  Object.assign({ __typename: typename }, fields);

/** A placed, unpaid card order of 2 m3 from NorthPeak, with its history; `overrides` change any field. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const quote: Order['quote'] = {
    currency: 'CAD',
    lineItems: [
      {
        kind: 'product',
        label: 'Ready mix 25 MPa',
        quantity: 2,
        unit: 'm3',
        unitPriceCents: 20_000,
        amountCents: 40_000,
      },
    ],
    subtotalCents: 40_000,
    fees: [],
    feesCents: 0,
    processingFeePercent: 0,
    processingFeeCents: 0,
    taxes: [{ name: 'HST', ratePercent: 13, amountCents: 5_200 }],
    taxesCents: 5_200,
    totalWithoutTaxesCents: 40_000,
    totalCents: 45_200,
    referralCreditAppliedCents: 0,
    amountDueCents: 45_200,
    fingerprint: 'f',
  };
  return {
    id: ORDER_ID,
    orderNumber: 'BM-5B1F0C',
    timeZone: 'America/Toronto',
    invoiceUrl: `/api/invoices/${ORDER_ID}?t=x`,
    status: 'placed',
    statusReason: null,
    cancelReason: null,
    paymentDueBy: null,
    windowProposal: null,
    rating: null,
    messages: [],
    unreadMessages: 0,
    loads: [],
    requests: [],
    history: [
      typed('OrderEvent', {
        id: 'e1',
        kind: 'status',
        status: 'placed',
        party: 'contractor',
        actorName: 'Dana Whitfield',
        byApiKey: false,
        reason: null,
        proposedDeliveryDate: null,
        proposedWindow: null,
        at: '2026-06-01T14:00:00.000Z',
      }),
    ],
    paymentDueDate: null,
    chargeAt: null,
    payment: null,
    paymentType: 'card',
    paymentStatus: 'requires_payment',
    supplierId: 's1',
    supplierName: 'NorthPeak Ready Mix',
    contractorName: 'Keystone Builders',
    productId: 'p1',
    productType: 'readyMix',
    productName: 'Ready mix 25 MPa',
    quantity: 2,
    unit: 'm3',
    color: null,
    trucks: 1,
    minutesBetweenTrucks: 0,
    deliveryDate: '2026-06-10',
    deliveryWindow: '06:00–10:00',
    deliveryStartsAt: '2026-06-10T10:00:00.000Z',
    jobSiteId: null,
    siteName: null,
    deliveryAddress: '100 King Street West',
    postalCode: 'M5X 1A9',
    city: { id: 'c1', name: 'Toronto', regionCode: 'ON', countryCode: 'CA' },
    jobNumber: null,
    gateCode: null,
    accessNotes: null,
    washoutNotes: null,
    options: [],
    comment: null,
    contactName: 'Dana Whitfield',
    contactEmail: 'dana@keystone.example',
    contactPhone: '+1 416 555 0100',
    currency: 'CAD',
    quote,
    totalCents: 45_200,
    referralCreditAppliedCents: 0,
    amountDueCents: 45_200,
    unpaidAmountCents: 45_200,
    partnerCode: null,
    createdAt: '2026-06-01T14:00:00.000Z',
    canceledAt: null,
    cancelableUntil: '2026-06-09T10:00:00.000Z',
    cancelable: true,
    ...overrides,
  };
}
