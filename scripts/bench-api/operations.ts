/**
 * The operations `npm run bench:api` measures (./index.ts): the order flow's producer search,
 * delivery availability and quote, the two busiest lists' first pages, and the trivial query
 * each is compared with, each with the inputs it cycles through.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ORDERS_PAGE_SIZE } from '@/components/placed-orders/pagination';
import { INBOX_PAGE_SIZE } from '@/components/supplier/inboxFilter';

import { signAccessToken } from '@/server/services/accounts/access-tokens';

import type { BenchAccount, BenchInputs } from './dataset';

const PRODUCERS = /* GraphQL */ `
  query Producers($input: ProducersInput!) {
    producers(input: $input) {
      supplierId
      name
      rating
      allInPriceCents
      product {
        id
        name
        priceCents
        minimumOrder
        quantityIncrement
        feeMinCents
        feeMaxCents
        allInPriceCents
      }
    }
  }
`;
const AVAILABILITY = /* GraphQL */ `
  query Availability($supplierId: ID!, $date: String!) {
    deliveryAvailability(supplierId: $supplierId, date: $date) {
      windows {
        startHour
        label
        remainingTrucks
        available
      }
    }
  }
`;
const QUOTE = /* GraphQL */ `
  query Quote($input: OrderQuoteInput!) {
    orderQuote(input: $input) {
      subtotalCents
      feesCents
      taxesCents
      totalCents
      amountDueCents
      fingerprint
    }
  }
`;

const JOBS = /* GraphQL */ `
  query Jobs {
    jobs(limit: 1) {
      values {
        id
        title
      }
    }
  }
`;
// The first pages as the screens ask for them: their own documents.
const operationDocument = (name: string) => readFileSync(path.resolve('graphql/operations', `${name}.graphql`), 'utf8');
const SUPPLIER_INBOX = operationDocument('SupplierOrders');
const CONTRACTOR_ORDERS = operationDocument('Orders');

export interface Operation {
  name: string;
  request: (index: number) => { query: string; variables: Record<string, unknown> };
  /** The access token to send, for the operations of a signed-in person. */
  token?: string;
  /**
   * How many distinct inputs `request` cycles through (indexes 0 .. inputs - 1 give each once),
   * for the operations whose first answer for an input loads what the catalogue cache keeps: the
   * warm-up asks each once, so the figures are the steady state's, and prints what it took.
   */
  inputs?: number;
}

export const TRIVIAL = 'jobs (trivial)';
export const PRODUCER_SEARCH = 'producers (search)';

export async function operations(
  inputs: BenchInputs,
  accounts: { contractor: BenchAccount; supplier: BenchAccount },
): Promise<Operation[]> {
  const pick = <T>(list: T[], index: number): T => {
    const item = list[index % list.length];
    if (item === undefined) throw new Error('The data set has no inputs for an operation.');
    return item;
  };
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const weekAfter = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: TRIVIAL, request: () => ({ query: JOBS, variables: {} }) },
    {
      name: PRODUCER_SEARCH,
      inputs: inputs.searches.length,
      request: (i) => {
        const search = pick(inputs.searches, i * 31);
        // Quantities vary as contractors' do: each product rounds them to its own steps.
        return { query: PRODUCERS, variables: { input: { ...search, quantity: 4 + (i % 37) * 1.5, unit: null } } };
      },
    },
    {
      name: 'deliveryAvailability',
      request: (i) => ({ query: AVAILABILITY, variables: pick(inputs.availability, i * 17) }),
    },
    {
      name: 'orderQuote',
      inputs: inputs.quotes.length,
      request: (i) => {
        const quote = pick(inputs.quotes, i * 13);
        return {
          query: QUOTE,
          variables: {
            input: {
              supplierId: quote.supplierId,
              productId: quote.productId,
              quantity: Math.max(quote.minimumOrder, 10),
              unit: quote.unit,
              extraIds: [],
              // A bin rental is quoted for its period: a week here.
              schedule: {
                date,
                trucks: 2,
                minutesBetweenTrucks: 30,
                ...(quote.productType === 'rentals' ? { pickUpDate: weekAfter } : {}),
              },
              delivery: { cityId: quote.cityId, address: '100 Bench Road', postalCode: quote.postalCode },
              paymentType: 'card',
            },
          },
        };
      },
    },
    {
      name: 'supplier inbox page 1',
      token: await signAccessToken(accounts.supplier),
      // The inbox screen's first page (SupplierInbox.tsx).
      request: () => ({ query: SUPPLIER_INBOX, variables: { skip: 0, limit: INBOX_PAGE_SIZE } }),
    },
    {
      name: 'contractor orders p. 1',
      token: await signAccessToken(accounts.contractor),
      request: () => ({ query: CONTRACTOR_ORDERS, variables: { skip: 0, limit: ORDERS_PAGE_SIZE } }),
    },
  ];
}
