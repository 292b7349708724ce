import { z } from 'zod';

import { text } from './text';

/**
 * The sandbox's supplier payouts: the test bank account a supplier's simulated payouts go to
 * (Stripe's test numbers; server/payment-gateway/sandbox-payouts.ts says which fail and why).
 * The form on /supplier/payouts and the API's supplierPayoutTestBankAccountSet parse with this.
 */
export const SANDBOX_PAYOUT_TEST_ACCOUNTS = [
  '000123456789',
  '000111111116',
  '000111111113',
  '000222222227',
  '000333333335',
] as const;

export const payoutTestBankAccountSchema = z.object({
  accountNumber: text()
    .trim()
    .refine((value) => (SANDBOX_PAYOUT_TEST_ACCOUNTS as readonly string[]).includes(value), {
      message: 'Enter a test account number: 000123456789 is paid, 000111111116 fails.',
    }),
});
export type PayoutTestBankAccountInput = z.output<typeof payoutTestBankAccountSchema>;
