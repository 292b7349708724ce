import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GET as invoiceRoute } from '@/app/api/invoices/[orderId]/route';
import { resetServerEnvForTests } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';
import { cities, products, suppliers } from '@/server/db/schema';
import { handleInvoiceDownload } from '@/server/invoice-download';
import { signedInvoicePath, INVOICE_LINK_TTL_SECONDS } from '@/server/services/invoice-links';
import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';
import { readPdf } from '../support/pdf';

process.env.JWT_SECRET = 'invoice-test-secret-invoice-test-secret-0123456789';

let api: TestApi;
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.78.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

async function call<TData>(query: string, variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await api.request({ query, variables }, headers);
  return (await response.json()) as GraphQLResponse<TData>;
}

async function signUpContractor(n: string): Promise<string> {
  const response = await api.request(
    {
      query: `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { id } } }`,
      variables: {
        input: {
          identity: { email: `invoices${n}@keystone.example`, password: 'Concrete2024' },
          phone: `+1 416 555 7${n}`,
          password: 'Concrete2024',
          source: 'web',
          fullName: `Invoice Contractor ${n}`,
        },
      },
    },
    { 'x-forwarded-for': nextAddress() },
  );
  const token = response.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!token) throw new Error(`sign-up failed: ${await response.text()}`);
  return token;
}

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Places a card order of 2.5 m³ in Toronto (the seed's NorthPeak ready-mix); answers its id. */
async function placeOrder(token: string, key: string): Promise<string> {
  const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
  const [northPeak] = await api.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.slug, 'northpeak-ready-mix'));
  const [product] = await api.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, northPeak!.id), eq(products.sku, 'NP-RM-25')));
  const quote = {
    supplierId: northPeak!.id,
    productId: product!.id,
    quantity: 2.5,
    unit: 'm3',
    schedule: { date: dateIn(30), trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 6 },
    delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
    paymentType: 'card',
  };
  const quoted = await call<{ orderQuote: { fingerprint: string } }>(
    `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
    { input: quote },
    token,
  );
  const placed = await call<{ placeOrder: { id: string } }>(
    `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id } }`,
    {
      input: {
        quote,
        quoteFingerprint: quoted.data!.orderQuote.fingerprint,
        contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
        comment: 'Call on arrival',
      },
      key,
    },
    token,
  );
  if (!placed.data?.placeOrder) throw new Error(`placeOrder failed: ${JSON.stringify(placed.errors)}`);
  return placed.data.placeOrder.id;
}

const download = (path: string) =>
  handleInvoiceDownload(
    new Request(`http://localhost${path}`),
    decodeURIComponent(/^\/api\/invoices\/([^?]+)/.exec(path)![1]!),
    () => Promise.resolve(api.db),
  );
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

let ownOrderId: string;
let otherOrderId: string;
let invoiceUrl: string;

beforeAll(async () => {
  api = await createTestApi();
  const [owner, other] = [await signUpContractor('001'), await signUpContractor('002')];
  ownOrderId = await placeOrder(owner, 'invoice-order-0001');
  otherOrderId = await placeOrder(other, 'invoice-order-0002');
  const answer = await call<{ order: { invoiceUrl: string; orderNumber: string } }>(
    `query($id: ID!) { order(id: $id) { invoiceUrl orderNumber } }`,
    { id: ownOrderId },
    owner,
  );
  invoiceUrl = answer.data!.order.invoiceUrl;
}, 60_000);
afterAll(() => api.close());

describe('GET /api/invoices/<orderId>', () => {
  it("serves the order's invoice as a PDF download through the link the order carries", async () => {
    expect(invoiceUrl).toMatch(new RegExp(`^/api/invoices/${ownOrderId}\\?t=`));
    const response = await download(invoiceUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${orderNumber(ownOrderId)}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    const text = readPdf(bytes).pageTexts.join('\n');
    expect(text).toContain(orderNumber(ownOrderId));
    expect(text).toContain(ownOrderId);
    expect(text).toContain('Invoice Contractor 001');
    expect(text).toContain('NorthPeak Ready Mix');
    expect(text).toContain('Call on arrival');
    expect(text).toContain('$487.50');
  });

  it('refuses a missing, altered or expired signature with 403', async () => {
    const base = `/api/invoices/${ownOrderId}`;
    expect((await download(base)).status).toBe(403);
    const altered = await download(`${invoiceUrl.slice(0, -2)}${invoiceUrl.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(altered.status).toBe(403);
    expect(await errorCode(altered)).toBe('FORBIDDEN');
    const issuedLongAgo = new Date(Date.now() - (INVOICE_LINK_TTL_SECONDS + 60) * 1000);
    expect((await download(await signedInvoicePath(ownOrderId, issuedLongAgo))).status).toBe(403);
    // Still valid just before it expires.
    const issuedRecently = new Date(Date.now() - (INVOICE_LINK_TTL_SECONDS - 60) * 1000);
    expect((await download(await signedInvoicePath(ownOrderId, issuedRecently))).status).toBe(200);
  });

  it("refuses another order's signature: a link opens only the invoice it was signed for", async () => {
    const token = new URL(invoiceUrl, 'http://localhost').searchParams.get('t')!;
    const response = await download(`/api/invoices/${otherOrderId}?t=${token}`);
    expect(response.status).toBe(403);
  });

  it('answers 404 for an id that is no order, even with a valid signature for it', async () => {
    const unknown = await download(await signedInvoicePath(randomUUID()));
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('NOT_FOUND');
    expect((await download('/api/invoices/not-an-id?t=x')).status).toBe(404);
  });

  it('does not exist in external mode (the external API serves its own invoices)', async () => {
    process.env.API_URL = 'https://api.example.com';
    resetServerEnvForTests();
    try {
      const response = await invoiceRoute(new Request(`http://localhost${invoiceUrl}`), {
        params: Promise.resolve({ orderId: ownOrderId }),
      });
      expect(response.status).toBe(404);
    } finally {
      delete process.env.API_URL;
      resetServerEnvForTests();
    }
  });
});
