import type { APIRequestContext } from '@playwright/test';

import { gql, signInDispatcher } from './session';

/** The demo seed's marketplace operator (server/seed/credit.ts). */
export const DEMO_OPERATOR = { login: 'operator@buildmarket.example', password: 'Operator2026!' };

/** A valid application for terms, as the API takes it. */
export const termsApplication = (requestedLimitCents: number) => ({
  legalName: 'Keystone Builders Ltd',
  countryCode: 'CA',
  businessNumber: '123456789',
  yearsInBusiness: 12,
  annualVolumeCents: 30_000_000,
  requestedLimitCents,
  billingContactName: 'Dana Whitfield',
  billingContactEmail: 'billing@keystone.example',
  billingContactPhone: '+1 416 555 0100',
  tradeReferences: [
    { name: 'Fraser Lumber Supply', contactName: 'Jordan Lee', phone: '+1 604 555 0117', email: null },
    { name: 'Coastal Rebar Inc.', contactName: 'Sam Patel', phone: null, email: 'ar@coastalrebar.example' },
  ],
  acceptTerms: true,
});

/**
 * Terms for a contractor, as a test's starting state: it applies through the API and the demo
 * operator approves `limitCents` on 120 days (nothing is approved without that review).
 */
export async function approveTermsThroughApi(
  request: APIRequestContext,
  token: string,
  limitCents: number,
): Promise<void> {
  const applied = await gql<{ creditAccountApply: { status: string } }>(
    request,
    `mutation($input: CreditAccountApplyInput!) { creditAccountApply(input: $input) { status } }`,
    { input: termsApplication(limitCents) },
    token,
  );
  if (applied.data?.creditAccountApply.status !== 'under_review') {
    throw new Error(`the application was refused: ${JSON.stringify(applied.errors)}`);
  }
  const me = await gql<{ me: { company: { id: string } } }>(request, '{ me { company { id } } }', {}, token);
  const operator = await signInDispatcher(request, DEMO_OPERATOR);
  const decided = await gql<{ creditApplicationDecide: { status: string } }>(
    request,
    `mutation($input: CreditApplicationDecideInput!) { creditApplicationDecide(input: $input) { status } }`,
    { input: { companyId: me.data!.me.company.id, decision: 'approve', limitCents, termDays: 120 } },
    operator.token,
  );
  if (decided.data?.creditApplicationDecide.status !== 'approved') {
    throw new Error(`the operator could not approve: ${JSON.stringify(decided.errors)}`);
  }
}
