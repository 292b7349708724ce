import 'server-only';

import type { orderPayments, paymentMethods } from '@/server/db/schema';

/** The rows of payments, as the services pass them around. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type OrderPaymentStatus = OrderPaymentRow['status'];

/** GraphQL `PaymentMethod`. */
export interface PaymentMethodRecord {
  id: string;
  paymentType: PaymentMethodRow['paymentType'];
  label: string;
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  verificationStatus: PaymentMethodRow['verificationStatus'];
  mandateAcceptedAt: string | null;
  createdAt: string;
  /** The company's default method (preselected at checkout). */
  isDefault: boolean;
}

/** GraphQL `OrderPayment`: one payment attempt of an order. */
export interface OrderPaymentRecord {
  id: string;
  orderId: string;
  companyId: string;
  status: OrderPaymentStatus;
  amountCents: number;
  failureMessage: string | null;
  failureCode: string | null;
  nextAction: 'three_d_secure' | 'verify_bank_account' | null;
  chargeAt: string | null;
  /** When its money was taken (a capture, a charge, a settled debit); null until it succeeded. */
  paidAt: string | null;
  /** The attempt's kind and method, for `method` (card, bank debit or terms). */
  kind: OrderPaymentRow['kind'];
  paymentMethodId: string | null;
  /** For Stripe.js's required action (the client secret is read from the gateway when asked for). */
  gateway: OrderPaymentRow['gateway'];
  gatewayPaymentId: string | null;
  /**
   * False for a payment link's payer: a guest sees the order through the link's invoice view,
   * never the order itself (its contact details and site notes).
   */
  orderVisible: boolean;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** Canadian institution numbers of the banks people name (Payments Canada's list). */
const CANADIAN_BANKS: Record<string, string> = {
  '001': 'BMO',
  '002': 'Scotiabank',
  '003': 'RBC Royal Bank',
  '004': 'TD Canada Trust',
  '006': 'National Bank',
  '010': 'CIBC',
  '016': 'HSBC',
  '030': 'Canadian Western Bank',
  '039': 'Laurentian Bank',
  '219': 'ATB Financial',
  '614': 'Tangerine',
  '815': 'Desjardins',
};

/** 'Visa •••• 4242', 'RBC Royal Bank •••• 6789', 'Bank account •••• 6789'. */
function paymentMethodLabel(method: Pick<PaymentMethodRow, 'paymentType' | 'brand' | 'last4' | 'bankCode'>) {
  if (method.paymentType === 'card' || method.paymentType === 'stripe') {
    return `${BRAND_NAMES[method.brand ?? ''] ?? 'Card'} •••• ${method.last4}`;
  }
  const institution = method.paymentType === 'stripe_b2b_ca' ? method.bankCode?.split('-')[0] : undefined;
  return `${(institution && CANADIAN_BANKS[institution]) || 'Bank account'} •••• ${method.last4}`;
}

export function toPaymentMethodRecord(row: PaymentMethodRow, options = { isDefault: false }): PaymentMethodRecord {
  return {
    id: row.id,
    paymentType: row.paymentType,
    label: paymentMethodLabel(row),
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    verificationStatus: row.verificationStatus,
    mandateAcceptedAt: row.mandateAcceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isDefault: options.isDefault,
  };
}

export function toOrderPaymentRecord(row: OrderPaymentRow, options: { orderVisible: boolean }): OrderPaymentRecord {
  return {
    id: row.id,
    orderId: row.orderId,
    companyId: row.companyId,
    status: row.status,
    amountCents: row.amountCents,
    failureMessage: row.status === 'failed' ? row.failureMessage : null,
    failureCode: row.status === 'failed' ? row.failureCode : null,
    nextAction:
      row.status === 'requires_action'
        ? 'three_d_secure'
        : row.status === 'requires_confirmation'
          ? 'verify_bank_account'
          : null,
    chargeAt:
      row.kind === 'authorization' && row.status === 'authorized' ? (row.chargeAt?.toISOString() ?? null) : null,
    paidAt: paidAtOf(row),
    kind: row.kind,
    paymentMethodId: row.paymentMethodId,
    gateway: row.gateway,
    gatewayPaymentId: row.gatewayPaymentId,
    orderVisible: options.orderVisible,
  };
}

/**
 * When an attempt's money was taken: a captured pre-authorisation's capture, else the moment it
 * became `succeeded` (its last change: nothing changes a succeeded attempt but a refund, which
 * makes it `refunded`). Terms take no money: their settling is the payment that settled them.
 */
export function paidAtOf(row: Pick<OrderPaymentRow, 'kind' | 'status' | 'capturedAt' | 'updatedAt'>): string | null {
  if (row.kind === 'terms' || row.status !== 'succeeded') return null;
  return (row.capturedAt ?? row.updatedAt).toISOString();
}
