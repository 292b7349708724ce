// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SupplierStatements } from '@/components/supplier/SupplierStatements';
import { MeDocument, SupplierStatementDocument, type SupplierStatementQuery } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';

/** The supplier's statements page: a month's orders by customer, totals, and the downloads. */

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/supplier/statements',
}));

const MONTH = new Date().toISOString().slice(0, 7);
const line = (orderNumber: string, customerId: string, customerName: string, totalCents: number) => ({
  __typename: 'StatementLine' as const,
  orderId: orderNumber,
  orderNumber,
  deliveryDate: `${MONTH}-10`,
  customerId,
  customerName,
  jobNumber: 'PO-7731',
  productName: '25 MPa ready-mix',
  quantity: '8 m³',
  status: 'Accepted',
  payment: 'Pre-authorised',
  currency: 'CAD',
  totalCents,
  unpaidCents: totalCents,
});
const total = (totalCents: number) => ({
  __typename: 'StatementTotal' as const,
  currency: 'CAD',
  totalCents,
  unpaidCents: totalCents,
});

function statement(
  customerId: string | null,
  { empty = false } = {},
): SupplierStatementQuery['supplierStatement'] & { __typename: 'SupplierStatement' } {
  const lines = empty
    ? []
    : [line('BM-A1', 'c1', 'Keystone Builders', 150_000), line('BM-B1', 'c2', 'Lakeside Homes', 99_950)].filter(
        (entry) => !customerId || entry.customerId === customerId,
      );
  const answer = {
    __typename: 'SupplierStatement' as const,
    month: MONTH,
    customerId,
    lines,
    customers: lines.map((entry) => ({
      __typename: 'StatementCustomer' as const,
      customerId: entry.customerId,
      customerName: entry.customerName,
      totals: [total(entry.totalCents)],
    })),
    totals: lines.length === 0 ? [] : [total(lines.reduce((sum, entry) => sum + entry.totalCents, 0))],
    customerChoices: [
      { __typename: 'StatementCustomerChoice' as const, id: 'c1', name: 'Keystone Builders' },
      { __typename: 'StatementCustomerChoice' as const, id: 'c2', name: 'Lakeside Homes' },
    ],
    pdfUrl: `/api/statements/s1?month=${MONTH}&format=pdf&t=signed`,
    csvUrl: `/api/statements/s1?month=${MONTH}&format=csv&t=signed`,
  };
  return answer satisfies SupplierStatementQuery['supplierStatement'];
}

beforeEach(() => window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1' })));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const company = {
  __typename: 'Company' as const,
  id: 'co-np',
  name: 'NorthPeak Ready Mix',
  kind: 'supplier' as const,
};
const me = {
  __typename: 'Viewer' as const,
  id: 'u-dispatch',
  email: 'dispatch@northpeak.example',
  phone: null,
  fullName: 'Dee Dispatch',
  referralCode: 'DEED2345',
  company: { ...company, referralCreditCents: 0 },
  role: 'partner_manager' as const,
  companies: [{ __typename: 'CompanyMembership' as const, company, role: 'partner_manager' as const }],
};

describe('statements', () => {
  it('shows the month by customer with totals and the downloads, and one customer alone', async () => {
    const mocks = [
      { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: 5 },
      {
        request: { query: SupplierStatementDocument, variables: { month: MONTH, customerId: null } },
        result: { data: { supplierStatement: statement(null) } },
      },
      {
        request: { query: SupplierStatementDocument, variables: { month: MONTH, customerId: 'c2' } },
        result: { data: { supplierStatement: statement('c2') } },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <SupplierStatements />
      </MockedProvider>,
    );
    expect((await screen.findByText(/Month total:/)).closest('p')).toHaveTextContent(
      'Month total: $2,499.50 CAD (unpaid $2,499.50 CAD)',
    );
    const keystone = screen.getByRole('region', { name: 'Keystone Builders' });
    expect(within(keystone).getByRole('row', { name: /BM-A1/ })).toHaveTextContent('PO-7731');
    expect(keystone).toHaveTextContent('Total: $1,500.00 CAD');
    expect(screen.getByRole('link', { name: 'Download the CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('format=csv'),
    );
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      expect.stringContaining('format=pdf'),
    );

    await userEvent.selectOptions(screen.getByLabelText('Customer'), 'Lakeside Homes');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Keystone Builders' })).toBeNull());
    expect(await screen.findByRole('region', { name: 'Lakeside Homes' })).toBeInTheDocument();
    expect(screen.getByText(/Month total:/).closest('p')).toHaveTextContent('$999.50 CAD');
  });

  it('says a month with no orders has none, without a "Month total" of nothing', async () => {
    const mocks = [
      { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: 5 },
      {
        request: { query: SupplierStatementDocument, variables: { month: MONTH, customerId: null } },
        result: { data: { supplierStatement: statement(null, { empty: true }) } },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <SupplierStatements />
      </MockedProvider>,
    );
    expect(await screen.findByText('No orders this month.')).toBeInTheDocument();
    expect(screen.queryByText(/Month total/)).toBeNull();
    expect(document.body).not.toHaveTextContent('Nothing');
  });
});
