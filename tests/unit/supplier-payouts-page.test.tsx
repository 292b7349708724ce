// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SupplierPayouts } from '@/components/supplier/SupplierPayouts';
import {
  MeDocument,
  SupplierPayoutResendDocument,
  SupplierPayoutsDocument,
  type SupplierPayoutFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';

/**
 * The supplier's payouts page: each payout's two steps in words (to the payout account, to the
 * bank), the reason of a failure, when the job sends it again, and the owner's "Send again".
 */

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/supplier/payouts',
}));

const company = { __typename: 'Company' as const, id: 'co-np', name: 'NorthPeak Ready Mix', kind: 'supplier' as const };
const me = {
  __typename: 'Viewer' as const,
  id: 'u-owner',
  email: 'owner@northpeak.example',
  phone: null,
  fullName: 'Olive Owner',
  referralCode: 'OLIV2345',
  company: { ...company, referralCreditCents: 0 },
  role: 'supplier_owner' as const,
  companies: [{ __typename: 'CompanyMembership' as const, company, role: 'supplier_owner' as const }],
};

const payout = (id: string, payoutDate: string, fields: Partial<Omit<SupplierPayoutFieldsFragment, 'orders'>>) => ({
  __typename: 'SupplierPayout' as const,
  id,
  payoutDate,
  currency: 'CAD',
  amountCents: 47_110,
  status: 'paid',
  transferStatus: 'sent',
  payoutAttempts: 1,
  simulated: true,
  failureMessage: null,
  nextAttemptAt: null,
  mayResend: false,
  paidAt: `${payoutDate}T00:30:00.000Z`,
  orders: [{ __typename: 'SupplierPayoutOrder', orderId: `o-${id}`, orderNumber: `BM-${id}`, netCents: 47_110 }],
  ...fields,
});

const FAILED = payout('P1', '2026-12-14', {
  status: 'failed',
  failureMessage: 'The bank account has been closed.',
  nextAttemptAt: '2026-12-14T06:30:00.000Z',
  mayResend: true,
  paidAt: null,
});
const NO_TRANSFER = payout('P2', '2026-12-07', {
  status: 'failed',
  transferStatus: 'failed',
  payoutAttempts: 0,
  failureMessage: 'Insufficient funds in the platform balance.',
  paidAt: null,
});
const PAID = payout('P3', '2026-11-30', {});

function payoutsAnswer(payouts: ReturnType<typeof payout>[]) {
  return {
    supplierPayouts: {
      __typename: 'SupplierPayouts' as const,
      nextPayoutDate: '2026-12-21',
      balances: [],
      payouts,
      fees: {
        __typename: 'PayoutFees' as const,
        commissionBps: 800,
        processingFeeBps: 290,
        processingFeeFixedCents: 30,
      },
      simulated: true,
      connect: null,
      mayConnect: true,
      testBankAccountNumber: '000111111113',
      ledgerCsvUrl: '/api/payouts/s1/ledger?t=signed',
    },
  };
}

function renderPage(resend: { data?: unknown; errors?: GraphQLError[] }) {
  const mocks = [
    { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: 5 },
    { request: { query: SupplierPayoutsDocument }, result: { data: payoutsAnswer([FAILED, NO_TRANSFER, PAID]) } },
    {
      request: { query: SupplierPayoutResendDocument, variables: { id: 'P1' } },
      result: resend.errors ? { errors: resend.errors } : { data: resend.data },
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <SupplierPayouts />
    </MockedProvider>,
  );
}

const rowOf = async (name: RegExp) => screen.findByRole('row', { name });

beforeEach(() => window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1' })));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('payouts page', () => {
  it("shows each payout's transfer and payout in words, the reason, and Send again only where it may", async () => {
    renderPage({
      data: {
        supplierPayoutResend: {
          ...FAILED,
          status: 'paid',
          payoutAttempts: 2,
          failureMessage: null,
          nextAttemptAt: null,
          mayResend: false,
        },
      },
    });
    const failed = await rowOf(/Dec 14, 2026|14 Dec/);
    // The sandbox's bank details, where the owner fixes them before sending again.
    expect(screen.getByRole('region', { name: 'Bank account for payouts (test)' })).toHaveTextContent(
      'Simulated payouts go to the test account ending in 1113.',
    );
    expect(screen.getByLabelText('Account number')).toHaveValue('000111111113');
    expect(failed).toHaveTextContent('To your payout accountSent');
    expect(failed).toHaveTextContent('To your bankFailed at your bank (simulated)');
    expect(failed).toHaveTextContent('Reason: The bank account has been closed.');
    expect(failed).toHaveTextContent(
      /We send it again by itself on .+, or fix your bank details and send it again now\./,
    );

    const noTransfer = await rowOf(/Dec 7, 2026|7 Dec/);
    expect(noTransfer).toHaveTextContent('To your payout accountFailed');
    expect(noTransfer).toHaveTextContent('To your bankNot sent');
    expect(noTransfer).toHaveTextContent('Reason: Insufficient funds in the platform balance.');
    expect(within(noTransfer).queryByRole('button')).toBeNull();

    const paid = await rowOf(/Nov 30, 2026|30 Nov/);
    expect(paid).toHaveTextContent('To your bankPaid (simulated)');
    expect(within(paid).queryByRole('button')).toBeNull();

    await userEvent.click(within(failed).getByRole('button', { name: /Send the payout of .+ again/ }));
    expect(await within(failed).findByText('Paid', { exact: false })).toBeInTheDocument();
    expect(failed).toHaveTextContent('To your bankPaid (simulated)');
    expect(failed).not.toHaveTextContent('Reason:');
    expect(within(failed).queryByRole('button')).toBeNull();
  });

  it('says why a resend was refused', async () => {
    renderPage({
      errors: [
        new GraphQLError('This payout cannot be sent again: its money never reached your payout account.', {
          extensions: { code: 'PAYOUT_NOT_RESENDABLE' },
        }),
      ],
    });
    const failed = await rowOf(/Dec 14, 2026|14 Dec/);
    await userEvent.click(within(failed).getByRole('button', { name: /Send the payout of .+ again/ }));
    expect(await within(failed).findByRole('alert')).toHaveTextContent(
      'This payout cannot be sent again: its money never reached your payout account.',
    );
  });
});
