/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * Spec section 3: bank payment. stripe_b2b_us: routing number (in institutionNumber's place:
 * `routingNumber`) and account number; stripe_b2b_ca: transit, institution and account numbers;
 * IBAN where it applies. Full name always; the mandate must be accepted.
 */
export type BankAccountInput = {
  accountNumber?: string | null | undefined;
  email?: string | null | undefined;
  fullName?: string | null | undefined;
  iban?: string | null | undefined;
  institutionNumber?: string | null | undefined;
  mandateAccepted?: boolean | null | undefined;
  paymentType?: PaymentType | null | undefined;
  routingNumber?: string | null | undefined;
  transitNumber?: string | null | undefined;
};

export type BillingAddressInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  state?: string | null | undefined;
  street?: string | null | undefined;
  zip?: string | null | undefined;
};

/** What the application carries besides the candidate. */
export type CandidateRequestPayloadInput = {
  coverLetter: string;
  /** The id POST /api/uploads/resume answered for the resume (PDF). */
  resumeUploadId: string;
};

/** Spec section 3: card payment (number, expiry date, CVC, cardholder name, zip code, billing address). */
export type CardPaymentMethodInput = {
  billingAddress?: BillingAddressInput | null | undefined;
  cardholderName?: string | null | undefined;
  cvc?: string | null | undefined;
  /** MM/YY */
  expiry?: string | null | undefined;
  number?: string | null | undefined;
  zip?: string | null | undefined;
};

/** The person applying (spec: career candidate input). */
export type CareerCandidateInput = {
  email: string;
  fullName: string;
};

export type ContractorSignUpInput = {
  fullName: string;
  identity: IdentityInput;
  /** The same password as identity.password. */
  password: string;
  /** Any usual format; stored in E.164 (+ and digits). */
  phone: string;
  /** Another contractor's referral code: the new company gets the referral credit. */
  referralCode?: string | null | undefined;
  /** Where the sign-up comes from, e.g. web. */
  source: string;
};

export type CreditAccountApplyInput = {
  acceptTerms?: boolean | null | undefined;
  businessNumber?: string | null | undefined;
  /** CA or US: the account's currency follows it. */
  countryCode?: string | null | undefined;
  legalName?: string | null | undefined;
  /** Expected monthly spend on materials, in cents. */
  monthlySpendCents?: number | null | undefined;
  requestedLimitCents?: number | null | undefined;
  yearsInBusiness?: number | null | undefined;
};

export type CreditAccountStatus =
  | 'approved'
  | 'declined';

export type DeliveryAreaCheckInput = {
  /** ISO 3166-1 alpha-2: CA, US or MX. */
  countryCode?: string | null | undefined;
  /** A city name or a postal code of that country. */
  query?: string | null | undefined;
};

export type DeliveryAreaNotifyInput = {
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  query?: string | null | undefined;
};

export type IdentityInput = {
  email: string;
  password: string;
};

export type InvitationCreateInput = {
  email: string;
  /** An InviteRole value; checked like the form checks it, so an unknown one is BAD_USER_INPUT with the field's message. */
  role: string;
};

/** Spec section 4; `expired` is a pending invitation past its expiry. */
export type InvitationStatus =
  | 'accepted'
  | 'canceled'
  | 'expired'
  | 'pending'
  | 'rejected';

/** The roles an invitation can give (spec: invite roles). */
export type InviteRole =
  /** Contractor manager (foreman). */
  | 'contractor_manager'
  /** Partner contractor (foreman). */
  | 'partner_contractor'
  | 'partner_driver'
  | 'partner_manager';

export type JobDirection =
  | 'design'
  | 'development'
  | 'marketing';

export type JobFilter = {
  direction?: JobDirection | null | undefined;
  type?: JobType | null | undefined;
};

/** Nullable fields answer BAD_USER_INPUT 'Required' when missing, like an empty one. */
export type JobSiteInput = {
  accessNotes?: string | null | undefined;
  address?: string | null | undefined;
  cityId?: string | null | undefined;
  /** CA, US or MX: the postal code must have its format (CA A1A 1A1, US 12345 or 12345-6789). */
  countryCode?: string | null | undefined;
  gateCode?: string | null | undefined;
  jobNumber?: string | null | undefined;
  name?: string | null | undefined;
  postalCode?: string | null | undefined;
  washoutNotes?: string | null | undefined;
};

export type JobType =
  | 'fullTime'
  | 'partTime';

/** A person's role within a company: the owner of the workspace, or an invite role. */
export type MemberRole =
  | 'contractor_manager'
  | 'contractor_owner'
  | 'partner_contractor'
  | 'partner_driver'
  | 'partner_manager'
  /** The owner of a supplier company: every right in the supplier workspace. */
  | 'supplier_owner';

export type OrderContactInput = {
  email: string;
  name: string;
  phoneNumber: string;
};

/** A saved job site, or a city with an address and postal code. */
export type OrderDeliveryInput = {
  address?: string | null | undefined;
  cityId?: string | null | undefined;
  jobSiteId?: string | null | undefined;
  postalCode?: string | null | undefined;
};

export type OrderEventKind =
  /** The order moved to `status`. */
  | 'status'
  /** The contractor accepted the proposed window: the order's delivery moved to it. */
  | 'window_accepted'
  /** The supplier proposed another delivery window (`proposedDeliveryDate`, `proposedWindow`). */
  | 'window_proposed';

/** Who made a change: the contractor's company, the supplier's, or the marketplace itself. */
export type OrderParty =
  | 'contractor'
  | 'supplier'
  | 'system';

export type OrderPayInput = {
  orderId: string;
  /** A saved payment method of the company; none for 120-day terms. */
  paymentMethodId?: string | null | undefined;
};

/** Spec section 4: payment states; requires_payment until the payment gateway takes the order. */
export type OrderPaymentStatus =
  | 'authorized'
  | 'canceled'
  | 'failed'
  | 'processing'
  /** Paid, then given back (an order canceled after its card was charged). */
  | 'refunded'
  | 'requires_action'
  | 'requires_confirmation'
  | 'requires_payment'
  | 'succeeded';

export type OrderQuoteInput = {
  color?: string | null | undefined;
  delivery: OrderDeliveryInput;
  extraIds?: Array<string> | null | undefined;
  paymentType: PaymentType;
  productId: string;
  /** In the product's unit; within its minimum, maximum and increment. */
  quantity: number;
  schedule: OrderScheduleInput;
  supplierId: string;
  unit: ProductUnit;
};

export type OrderScheduleInput = {
  /** The supplier's local date, YYYY-MM-DD. */
  date: string;
  /** 0 (all trucks at once), 15, 30, 45, 60 or 90. */
  minutesBetweenTrucks: number;
  trucks: number;
  /** The chosen window's local start hour (DeliveryWindow.startHour); required to place an order. */
  windowStartHour?: number | null | undefined;
};

export type OrderStatus =
  /** The supplier accepted it. */
  | 'accepted'
  /** Canceled by the contractor, the supplier, or for want of payment. */
  | 'canceled'
  /** Closed: delivered and settled. */
  | 'completed'
  /** The supplier declined it (with a reason the contractor sees); trucks, holds and credit released. */
  | 'declined'
  /** Delivered on site. */
  | 'delivered'
  /** On its way: the first truck left the plant. */
  | 'dispatched'
  /** Placed by the contractor; the supplier has not answered yet. */
  | 'placed'
  /** The supplier planned it (trucks and crew for the window). */
  | 'scheduled';

/** What a partner's button offers. */
export type PartnerButtonAction =
  | 'buy'
  | 'rent';

export type PartnerButtonClickInput = {
  action: PartnerButtonAction;
  code: string;
};

/**
 * The partner form. The fields are nullable so that a missing one is answered like an empty one,
 * BAD_USER_INPUT with 'Required' in `extensions.fields`; all but `website` are required.
 */
export type PartnerRequestInput = {
  /** Must be true: the partner offers 10% on MSRP and accepts the partner terms. */
  acceptedTerms?: boolean | null | undefined;
  address?: string | null | undefined;
  companyName?: string | null | undefined;
  email?: string | null | undefined;
  /** Any usual format; stored in E.164 (+ and digits). */
  phone?: string | null | undefined;
  /** One of the ProductType values. */
  productType?: string | null | undefined;
  /** Approximate number of unique products, 1 to 100000. */
  uniqueProductCount?: number | null | undefined;
  /** Optional; https:// is assumed when no scheme is given. */
  website?: string | null | undefined;
};

export type PaymentGatewayName =
  | 'sandbox'
  | 'stripe';

export type PaymentLinkPayInput = {
  bankAccount?: BankAccountInput | null | undefined;
  /** Sandbox card details. */
  card?: CardPaymentMethodInput | null | undefined;
  /** The payer's email for the receipt. */
  email?: string | null | undefined;
  /** Stripe: a payment method Stripe.js created. */
  paymentMethodId?: string | null | undefined;
  /** card or a bank type (stripe_b2b_us, stripe_b2b_ca). */
  paymentType: PaymentType;
};

export type PaymentMethodVerification =
  /** Too many wrong micro-deposit attempts. */
  | 'failed'
  /** Bank accounts: micro-deposits sent, not confirmed yet ('Verification is required'). */
  | 'pending'
  | 'verified';

/** Spec section 3: bank account (stripe_b2b_ca, stripe_b2b_us), credit card (stripe, card), 120-day terms (flexPayment). */
export type PaymentType =
  | 'card'
  | 'flexPayment'
  | 'stripe'
  | 'stripe_b2b_ca'
  | 'stripe_b2b_us';

export type PlaceOrderInput = {
  /** For the manager or driver. */
  comment?: string | null | undefined;
  contact: OrderContactInput;
  /** The partner whose button led here; kept when a partner has it. */
  partnerCode?: string | null | undefined;
  /** The quote's input; schedule.windowStartHour is required. */
  quote: OrderQuoteInput;
  quoteFingerprint: string;
};

export type ProducerSort =
  /** All-in price of the order, lowest first. */
  | 'allInPrice'
  /** Rating, best first. */
  | 'rating';

/** Either cityId or jobSiteId. */
export type ProducersInput = {
  cityId?: string | null | undefined;
  jobSiteId?: string | null | undefined;
  /** How many producers to answer, best first by `sort`: 1 to 50. */
  limit?: number | null | undefined;
  productType: ProductType;
  /** In `unit` (default each product's own); converted and rounded up to each product's steps. */
  quantity?: number | null | undefined;
  sort?: ProducerSort | null | undefined;
  unit?: ProductUnit | null | undefined;
};

export type ProductExtraPricing =
  | 'perOrder'
  | 'perTruck'
  | 'perUnit';

export type ProductType =
  | 'aggregates'
  | 'readyMix'
  | 'rentals'
  | 'volumetric';

/** Spec section 3: units (to/TO is the tonne). */
export type ProductUnit =
  | 'm3'
  | 'ton'
  | 'tonne'
  | 'yd';

export type SignInInput = {
  /** An email, or a phone number with or without +. */
  login: string;
  password: string;
};

export type SupplierFilter = {
  productType?: ProductType | null | undefined;
};

/** Required fields are nullable here too: a missing one answers BAD_USER_INPUT 'Required'. */
export type VolumePricingSubscribeInput = {
  email?: string | null | undefined;
};

export type BankAccountCreateMutationVariables = Exact<{
  input: BankAccountInput;
  idempotencyKey: string;
}>;


export type BankAccountCreateMutation = { bankAccountCreate: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string } };

export type BankAccountVerifyMutationVariables = Exact<{
  id: string;
  amountsCents: Array<number> | number;
}>;


export type BankAccountVerifyMutation = { bankAccountVerify: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string } };

export type CardPaymentMethodCreateMutationVariables = Exact<{
  input: CardPaymentMethodInput;
  idempotencyKey: string;
}>;


export type CardPaymentMethodCreateMutation = { cardPaymentMethodCreate: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string } };

export type CheckoutCreditAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCreditAccountQuery = { creditAccount: { status: CreditAccountStatus, currency: string, limitCents: number, availableCents: number, termDays: number, decisionReason: string | null } | null };

export type ContractorSignUpMutationVariables = Exact<{
  input: ContractorSignUpInput;
}>;


export type ContractorSignUpMutation = { contractorSignUp: { mainToken: string, user: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, company: { id: string, name: string, referralCreditCents: number } | null } } };

export type CreditAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditAccountQuery = { creditAccount: { status: CreditAccountStatus, currency: string, limitCents: number, usedCents: number, availableCents: number, termDays: number, appliedAt: string, decisionReason: string | null, openInvoices: Array<{ orderId: string, orderNumber: string, amountCents: number, dueDate: string }> } | null };

export type CreditAccountApplyMutationVariables = Exact<{
  input: CreditAccountApplyInput;
}>;


export type CreditAccountApplyMutation = { creditAccountApply: { status: CreditAccountStatus, currency: string, limitCents: number, usedCents: number, availableCents: number, termDays: number, appliedAt: string, decisionReason: string | null, openInvoices: Array<{ orderId: string, orderNumber: string, amountCents: number, dueDate: string }> } };

export type CreditAccountFieldsFragment = { status: CreditAccountStatus, currency: string, limitCents: number, usedCents: number, availableCents: number, termDays: number, appliedAt: string, decisionReason: string | null, openInvoices: Array<{ orderId: string, orderNumber: string, amountCents: number, dueDate: string }> };

export type CustomerStoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerStoriesQuery = { customerStories: Array<{ id: string, logo: string, message: string, author: string, position: string, title: string | null, ratingImage: string | null }> };

export type DeliveryAreaCheckQueryVariables = Exact<{
  input: DeliveryAreaCheckInput;
}>;


export type DeliveryAreaCheckQuery = { deliveryAreaCheck: { available: boolean, supplierCount: number, city: { id: string, name: string, regionCode: string, countryCode: string } | null } };

export type DeliveryAreaNotifyRequestMutationVariables = Exact<{
  input: DeliveryAreaNotifyInput;
}>;


export type DeliveryAreaNotifyRequestMutation = { deliveryAreaNotifyRequest: boolean };

export type DeliveryAvailabilityQueryVariables = Exact<{
  supplierId: string;
  date: string;
}>;


export type DeliveryAvailabilityQuery = { deliveryAvailability: { supplierId: string, date: string, timeZone: string, windows: Array<{ startHour: number, label: string, startsAt: string, endsAt: string, capacityTrucks: number, bookedTrucks: number, remainingTrucks: number, available: boolean }> } };

export type InternalCandidateRequestCreateMutationVariables = Exact<{
  job: string;
  candidate: CareerCandidateInput;
  requestPayload: CandidateRequestPayloadInput;
}>;


export type InternalCandidateRequestCreateMutation = { internalCandidateRequestCreate: boolean };

export type InvitationAcceptMutationVariables = Exact<{
  token: string;
}>;


export type InvitationAcceptMutation = { invitationAccept: { companyName: string, inviterName: string | null, email: string, role: InviteRole, status: InvitationStatus, expiresAt: string } };

export type InvitationByTokenQueryVariables = Exact<{
  token: string;
}>;


export type InvitationByTokenQuery = { invitation: { companyName: string, inviterName: string | null, email: string, role: InviteRole, status: InvitationStatus, expiresAt: string } | null };

export type InvitationCreateMutationVariables = Exact<{
  input: InvitationCreateInput;
}>;


export type InvitationCreateMutation = { invitationCreate: { id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string } };

export type InvitationFieldsFragment = { id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string };

export type InvitationRejectMutationVariables = Exact<{
  token: string;
}>;


export type InvitationRejectMutation = { invitationReject: { companyName: string, inviterName: string | null, email: string, role: InviteRole, status: InvitationStatus, expiresAt: string } };

export type InvitationRevokeMutationVariables = Exact<{
  id: string;
}>;


export type InvitationRevokeMutation = { invitationRevoke: { id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string } };

export type InvitationViewFieldsFragment = { companyName: string, inviterName: string | null, email: string, role: InviteRole, status: InvitationStatus, expiresAt: string };

export type JobDetailsQueryVariables = Exact<{
  id: string;
}>;


export type JobDetailsQuery = { jobDetails: { id: string, title: string, direction: JobDirection, type: JobType, location: string, salary: string, experience: string, description: string, requirements: Array<string>, responsibilities: Array<string>, additionalInfo: string | null, postedAt: string } };

export type JobSiteCreateMutationVariables = Exact<{
  input: JobSiteInput;
}>;


export type JobSiteCreateMutation = { jobSiteCreate: { id: string, name: string, address: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, createdAt: string, updatedAt: string, city: { id: string, name: string, regionCode: string, countryCode: string } } };

export type JobSiteDeleteMutationVariables = Exact<{
  id: string;
}>;


export type JobSiteDeleteMutation = { jobSiteDelete: boolean };

export type JobSiteFieldsFragment = { id: string, name: string, address: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, createdAt: string, updatedAt: string, city: { id: string, name: string, regionCode: string, countryCode: string } };

export type JobSiteUpdateMutationVariables = Exact<{
  id: string;
  input: JobSiteInput;
}>;


export type JobSiteUpdateMutation = { jobSiteUpdate: { id: string, name: string, address: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, createdAt: string, updatedAt: string, city: { id: string, name: string, regionCode: string, countryCode: string } } };

export type JobSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type JobSitesQuery = { jobSites: Array<{ id: string, name: string, address: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, createdAt: string, updatedAt: string, city: { id: string, name: string, regionCode: string, countryCode: string } }> };

export type JobsQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  filter?: JobFilter | null | undefined;
}>;


export type JobsQuery = { jobs: { count: number, values: Array<{ id: string, title: string, direction: JobDirection, type: JobType, location: string, salary: string, postedAt: string }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, company: { id: string, name: string, referralCreditCents: number } | null } | null };

export type OfficesQueryVariables = Exact<{ [key: string]: never; }>;


export type OfficesQuery = { offices: Array<{ id: string, location: string, address: string }> };

export type OrderCancelMutationVariables = Exact<{
  id: string;
}>;


export type OrderCancelMutation = { orderCancel: { id: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierId: string, supplierName: string, contractorName: string, productId: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, deliveryWindow: string, deliveryStartsAt: string, jobSiteId: string | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactEmail: string, contactPhone: string, currency: string, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, unpaidAmountCents: number, partnerCode: string | null, createdAt: string, canceledAt: string | null, cancelableUntil: string, cancelable: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } } };

export type OrderDetailsQueryVariables = Exact<{
  id: string;
}>;


export type OrderDetailsQuery = { order: { orderNumber: string, invoiceUrl: string, statusReason: string | null, paymentDueDate: string | null, chargeAt: string | null, id: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierId: string, supplierName: string, contractorName: string, productId: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, deliveryWindow: string, deliveryStartsAt: string, jobSiteId: string | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactEmail: string, contactPhone: string, currency: string, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, unpaidAmountCents: number, partnerCode: string | null, createdAt: string, canceledAt: string | null, cancelableUntil: string, cancelable: boolean, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, payment: { status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, chargeAt: string | null } | null, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } } };

export type OrderFieldsFragment = { id: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierId: string, supplierName: string, contractorName: string, productId: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, deliveryWindow: string, deliveryStartsAt: string, jobSiteId: string | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactEmail: string, contactPhone: string, currency: string, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, unpaidAmountCents: number, partnerCode: string | null, createdAt: string, canceledAt: string | null, cancelableUntil: string, cancelable: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } };

export type OrderPayMutationVariables = Exact<{
  input: OrderPayInput;
  idempotencyKey: string;
}>;


export type OrderPayMutation = { orderPay: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null } };

export type OrderPaymentConfirmMutationVariables = Exact<{
  orderId: string;
}>;


export type OrderPaymentConfirmMutation = { orderPaymentConfirm: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null } };

export type OrderPaymentFieldsFragment = { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null };

export type OrderPaymentStateQueryVariables = Exact<{
  id: string;
}>;


export type OrderPaymentStateQuery = { order: { id: string, orderNumber: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, amountDueCents: number, currency: string, chargeAt: string | null, paymentDueDate: string | null, payment: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null } | null } };

export type OrderQuoteQueryVariables = Exact<{
  input: OrderQuoteInput;
}>;


export type OrderQuoteQuery = { orderQuote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } };

export type OrderQuoteFieldsFragment = { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> };

export type OrderWindowProposalAcceptMutationVariables = Exact<{
  orderId: string;
}>;


export type OrderWindowProposalAcceptMutation = { orderWindowProposalAccept: { id: string, status: OrderStatus, deliveryDate: string, deliveryWindow: string } };

export type OrdersQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type OrdersQuery = { orders: { count: number, values: Array<{ id: string, orderNumber: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierName: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, deliveryDate: string, deliveryWindow: string, siteName: string | null, deliveryAddress: string, currency: string, totalCents: number, unpaidAmountCents: number, windowProposal: { deliveryDate: string } | null, city: { id: string, name: string, regionCode: string, countryCode: string } }> } };

export type PartnerButtonClickMutationVariables = Exact<{
  input: PartnerButtonClickInput;
}>;


export type PartnerButtonClickMutation = { partnerButtonClick: { id: string, name: string, code: string } | null };

export type PartnerByCodeQueryVariables = Exact<{
  code: string;
}>;


export type PartnerByCodeQuery = { partner: { id: string, name: string, code: string, supplierId: string | null } | null };

export type PartnerRequestCreateMutationVariables = Exact<{
  input: PartnerRequestInput;
}>;


export type PartnerRequestCreateMutation = { partnerRequestCreate: boolean };

export type PartnerStatsQueryVariables = Exact<{
  code: string;
}>;


export type PartnerStatsQuery = { partnerStats: { code: string, clicks: number, buyClicks: number, rentClicks: number, orders: number } };

export type PaymentGatewayQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentGatewayQuery = { paymentGateway: { name: PaymentGatewayName, publishableKey: string | null, additionalHoldPercent: number, chargeHoursBeforeDelivery: number, bankDebitCancelNoticeDays: number, creditTermDays: number } };

export type PaymentLinkQueryVariables = Exact<{
  token: string;
}>;


export type PaymentLinkQuery = { paymentLink: { orderId: string, orderNumber: string, contractorName: string, supplierName: string, productName: string, quantity: number, unit: ProductUnit, deliveryDate: string, deliveryWindow: string, deliveryAddress: string, currency: string, totalCents: number, unpaidAmountCents: number, invoiceUrl: string, expiresAt: string, paymentStatus: OrderPaymentStatus, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } } };

export type PaymentLinkConfirmPaymentMutationVariables = Exact<{
  token: string;
}>;


export type PaymentLinkConfirmPaymentMutation = { paymentLinkConfirmPayment: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null } };

export type PaymentLinkCreateMutationVariables = Exact<{
  orderId: string;
}>;


export type PaymentLinkCreateMutation = { paymentLinkCreate: { id: string, orderId: string, url: string, expiresAt: string } };

export type PaymentLinkPayMutationVariables = Exact<{
  token: string;
  input: PaymentLinkPayInput;
  idempotencyKey: string;
}>;


export type PaymentLinkPayMutation = { paymentLinkPay: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null } };

export type PaymentLinkVerifyBankAccountMutationVariables = Exact<{
  token: string;
  amountsCents: Array<number> | number;
}>;


export type PaymentLinkVerifyBankAccountMutation = { paymentLinkVerifyBankAccount: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null } };

export type PaymentMethodAttachMutationVariables = Exact<{
  paymentMethodId: string;
  paymentType: PaymentType;
}>;


export type PaymentMethodAttachMutation = { paymentMethodAttach: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string } };

export type PaymentMethodFieldsFragment = { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string };

export type PaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsQuery = { paymentMethods: Array<{ id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string }> };

export type PaymentSetupIntentCreateMutationVariables = Exact<{
  paymentType: PaymentType;
}>;


export type PaymentSetupIntentCreateMutation = { paymentSetupIntentCreate: { clientSecret: string } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
  idempotencyKey: string;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierId: string, supplierName: string, contractorName: string, productId: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, deliveryWindow: string, deliveryStartsAt: string, jobSiteId: string | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactEmail: string, contactPhone: string, currency: string, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, unpaidAmountCents: number, partnerCode: string | null, createdAt: string, canceledAt: string | null, cancelableUntil: string, cancelable: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } } };

export type ProducerProductFieldsFragment = { id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> };

export type ProducersQueryVariables = Exact<{
  input: ProducersInput;
}>;


export type ProducersQuery = { producers: Array<{ supplierId: string, name: string, logo: string | null, rating: number, ratingCount: number, currency: string, allInPriceCents: number, product: { id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> }, products: Array<{ id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> }> }> };

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoriesQuery = { productCategories: Array<{ type: ProductType, supplierCount: number, productCount: number }> };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { mainToken: string, user: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, company: { id: string, name: string, referralCreditCents: number } | null } } };

export type ServiceRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceRegionsQuery = { serviceRegions: Array<{ countryCode: string, countryName: string, currency: string, postalCodePlaceholder: string | null, cities: Array<{ productTypes: Array<ProductType>, supplierCount: number, city: { id: string, name: string, regionCode: string, countryCode: string } }> }> };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { mainToken: string, user: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, company: { id: string, name: string, referralCreditCents: number } | null } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SuppliersQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  filter?: SupplierFilter | null | undefined;
}>;


export type SuppliersQuery = { suppliers: { count: number, values: Array<{ id: string, name: string, description: string, logo: string | null, rating: number, ratingCount: number, productTypes: Array<ProductType>, homeCity: { name: string, regionCode: string, countryCode: string } }> } };

export type TeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamQuery = { team: { viewerRole: MemberRole, invitableRoles: Array<InviteRole>, company: { id: string, name: string }, members: Array<{ userId: string, fullName: string, email: string, role: MemberRole, joinedAt: string }>, invitations: Array<{ id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string }> } };

export type ViewerFieldsFragment = { id: string, email: string, phone: string | null, fullName: string, referralCode: string, company: { id: string, name: string, referralCreditCents: number } | null };

export type VisiblePartnersQueryVariables = Exact<{ [key: string]: never; }>;


export type VisiblePartnersQuery = { partners: { values: Array<{ id: string, name: string, code: string, logo: string }> } };

export type VolumePricingSubscribeMutationVariables = Exact<{
  input: VolumePricingSubscribeInput;
}>;


export type VolumePricingSubscribeMutation = { volumePricingSubscribe: boolean };

export const CreditAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"limitCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"termDays"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<CreditAccountFieldsFragment, unknown>;
export const InvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationFieldsFragment, unknown>;
export const InvitationViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"inviterName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationViewFieldsFragment, unknown>;
export const JobSiteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gateCode"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"}},{"kind":"Field","name":{"kind":"Name","value":"washoutNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<JobSiteFieldsFragment, unknown>;
export const OrderQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithoutTaxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}}]}}]} as unknown as DocumentNode<OrderQuoteFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"trucks"}},{"kind":"Field","name":{"kind":"Name","value":"minutesBetweenTrucks"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobSiteId"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gateCode"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"}},{"kind":"Field","name":{"kind":"Name","value":"washoutNotes"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"partnerCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"cancelable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithoutTaxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}}]}}]} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const OrderPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}}]}}]} as unknown as DocumentNode<OrderPaymentFieldsFragment, unknown>;
export const PaymentMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PaymentMethodFieldsFragment, unknown>;
export const ProducerProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProducerProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrder"}},{"kind":"Field","name":{"kind":"Name","value":"quantityIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"maximumOrder"}},{"kind":"Field","name":{"kind":"Name","value":"feeMinCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeMaxCents"}},{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"allInPriceCents"}}]}}]} as unknown as DocumentNode<ProducerProductFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditCents"}}]}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const BankAccountCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankAccountCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankAccountCreateMutation, BankAccountCreateMutationVariables>;
export const BankAccountVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BankAccountVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountsCents"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccountVerify"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountsCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountsCents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankAccountVerifyMutation, BankAccountVerifyMutationVariables>;
export const CardPaymentMethodCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CardPaymentMethodCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardPaymentMethodInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardPaymentMethodCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CardPaymentMethodCreateMutation, CardPaymentMethodCreateMutationVariables>;
export const CheckoutCreditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutCreditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"limitCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"termDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]}}]} as unknown as DocumentNode<CheckoutCreditAccountQuery, CheckoutCreditAccountQueryVariables>;
export const ContractorSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractorSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractorSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractorSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainToken"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditCents"}}]}}]}}]} as unknown as DocumentNode<ContractorSignUpMutation, ContractorSignUpMutationVariables>;
export const CreditAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"limitCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"termDays"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<CreditAccountQuery, CreditAccountQueryVariables>;
export const CreditAccountApplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreditAccountApply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditAccountApplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditAccountApply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"limitCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"termDays"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<CreditAccountApplyMutation, CreditAccountApplyMutationVariables>;
export const CustomerStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ratingImage"}}]}}]}}]} as unknown as DocumentNode<CustomerStoriesQuery, CustomerStoriesQueryVariables>;
export const DeliveryAreaCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryAreaCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAreaCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAreaCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCount"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryAreaCheckQuery, DeliveryAreaCheckQueryVariables>;
export const DeliveryAreaNotifyRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryAreaNotifyRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAreaNotifyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAreaNotifyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DeliveryAreaNotifyRequestMutation, DeliveryAreaNotifyRequestMutationVariables>;
export const DeliveryAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startHour"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacityTrucks"}},{"kind":"Field","name":{"kind":"Name","value":"bookedTrucks"}},{"kind":"Field","name":{"kind":"Name","value":"remainingTrucks"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryAvailabilityQuery, DeliveryAvailabilityQueryVariables>;
export const InternalCandidateRequestCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InternalCandidateRequestCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"job"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"candidate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CareerCandidateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestPayload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CandidateRequestPayloadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalCandidateRequestCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"job"},"value":{"kind":"Variable","name":{"kind":"Name","value":"job"}}},{"kind":"Argument","name":{"kind":"Name","value":"candidate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"candidate"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestPayload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestPayload"}}}]}]}}]} as unknown as DocumentNode<InternalCandidateRequestCreateMutation, InternalCandidateRequestCreateMutationVariables>;
export const InvitationAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationAccept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"inviterName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationAcceptMutation, InvitationAcceptMutationVariables>;
export const InvitationByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"inviterName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationByTokenQuery, InvitationByTokenQueryVariables>;
export const InvitationCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationCreateMutation, InvitationCreateMutationVariables>;
export const InvitationRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"inviterName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationRejectMutation, InvitationRejectMutationVariables>;
export const InvitationRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationRevoke"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InvitationRevokeMutation, InvitationRevokeMutationVariables>;
export const JobDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"salary"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"responsibilities"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}}]}}]}}]} as unknown as DocumentNode<JobDetailsQuery, JobDetailsQueryVariables>;
export const JobSiteCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobSiteCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobSiteCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobSiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gateCode"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"}},{"kind":"Field","name":{"kind":"Name","value":"washoutNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<JobSiteCreateMutation, JobSiteCreateMutationVariables>;
export const JobSiteDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobSiteDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobSiteDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<JobSiteDeleteMutation, JobSiteDeleteMutationVariables>;
export const JobSiteUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobSiteUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobSiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobSiteUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobSiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gateCode"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"}},{"kind":"Field","name":{"kind":"Name","value":"washoutNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<JobSiteUpdateMutation, JobSiteUpdateMutationVariables>;
export const JobSitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobSites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobSites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobSiteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gateCode"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"}},{"kind":"Field","name":{"kind":"Name","value":"washoutNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<JobSitesQuery, JobSitesQueryVariables>;
export const JobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Jobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JobFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"salary"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<JobsQuery, JobsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditCents"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const OfficesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<OfficesQuery, OfficesQueryVariables>;
export const OrderCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCancel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithoutTaxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"trucks"}},{"kind":"Field","name":{"kind":"Name","value":"minutesBetweenTrucks"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobSiteId"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gateCode"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"}},{"kind":"Field","name":{"kind":"Name","value":"washoutNotes"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"partnerCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"cancelable"}}]}}]} as unknown as DocumentNode<OrderCancelMutation, OrderCancelMutationVariables>;
export const OrderDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"windowProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"windowStartHour"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"proposedDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposedWindow"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithoutTaxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"trucks"}},{"kind":"Field","name":{"kind":"Name","value":"minutesBetweenTrucks"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobSiteId"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gateCode"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"}},{"kind":"Field","name":{"kind":"Name","value":"washoutNotes"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"partnerCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"cancelable"}}]}}]} as unknown as DocumentNode<OrderDetailsQuery, OrderDetailsQueryVariables>;
export const OrderPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}}]}}]} as unknown as DocumentNode<OrderPayMutation, OrderPayMutationVariables>;
export const OrderPaymentConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderPaymentConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPaymentConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}}]}}]} as unknown as DocumentNode<OrderPaymentConfirmMutation, OrderPaymentConfirmMutationVariables>;
export const OrderPaymentStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPaymentState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPaymentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}}]}}]} as unknown as DocumentNode<OrderPaymentStateQuery, OrderPaymentStateQueryVariables>;
export const OrderQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithoutTaxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}}]}}]} as unknown as DocumentNode<OrderQuoteQuery, OrderQuoteQueryVariables>;
export const OrderWindowProposalAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderWindowProposalAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderWindowProposalAccept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}}]}}]}}]} as unknown as DocumentNode<OrderWindowProposalAcceptMutation, OrderWindowProposalAcceptMutationVariables>;
export const OrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"windowProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidAmountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<OrdersQuery, OrdersQueryVariables>;
export const PartnerButtonClickDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerButtonClick"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerButtonClickInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerButtonClick"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<PartnerButtonClickMutation, PartnerButtonClickMutationVariables>;
export const PartnerByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}}]}}]}}]} as unknown as DocumentNode<PartnerByCodeQuery, PartnerByCodeQueryVariables>;
export const PartnerRequestCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerRequestCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerRequestCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<PartnerRequestCreateMutation, PartnerRequestCreateMutationVariables>;
export const PartnerStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"buyClicks"}},{"kind":"Field","name":{"kind":"Name","value":"rentClicks"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}}]}}]} as unknown as DocumentNode<PartnerStatsQuery, PartnerStatsQueryVariables>;
export const PaymentGatewayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentGateway"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGateway"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"additionalHoldPercent"}},{"kind":"Field","name":{"kind":"Name","value":"chargeHoursBeforeDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"bankDebitCancelNoticeDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditTermDays"}}]}}]}}]} as unknown as DocumentNode<PaymentGatewayQuery, PaymentGatewayQueryVariables>;
export const PaymentLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithoutTaxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}}]}}]} as unknown as DocumentNode<PaymentLinkQuery, PaymentLinkQueryVariables>;
export const PaymentLinkConfirmPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentLinkConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentLinkConfirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}}]}}]} as unknown as DocumentNode<PaymentLinkConfirmPaymentMutation, PaymentLinkConfirmPaymentMutationVariables>;
export const PaymentLinkCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentLinkCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentLinkCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PaymentLinkCreateMutation, PaymentLinkCreateMutationVariables>;
export const PaymentLinkPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentLinkPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentLinkPayInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentLinkPay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}}]}}]} as unknown as DocumentNode<PaymentLinkPayMutation, PaymentLinkPayMutationVariables>;
export const PaymentLinkVerifyBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentLinkVerifyBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountsCents"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentLinkVerifyBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountsCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountsCents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAction"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAt"}}]}}]} as unknown as DocumentNode<PaymentLinkVerifyBankAccountMutation, PaymentLinkVerifyBankAccountMutationVariables>;
export const PaymentMethodAttachDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentMethodAttach"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethodAttach"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PaymentMethodAttachMutation, PaymentMethodAttachMutationVariables>;
export const PaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mandateAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const PaymentSetupIntentCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentSetupIntentCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSetupIntentCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]} as unknown as DocumentNode<PaymentSetupIntentCreateMutation, PaymentSetupIntentCreateMutationVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"processingFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ratePercent"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithoutTaxesCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"trucks"}},{"kind":"Field","name":{"kind":"Name","value":"minutesBetweenTrucks"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryWindow"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobSiteId"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobNumber"}},{"kind":"Field","name":{"kind":"Name","value":"gateCode"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"}},{"kind":"Field","name":{"kind":"Name","value":"washoutNotes"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditAppliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"partnerCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"cancelable"}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const ProducersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Producers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProducersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"producers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"allInPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProducerProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProducerProductFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProducerProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProducerProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrder"}},{"kind":"Field","name":{"kind":"Name","value":"quantityIncrement"}},{"kind":"Field","name":{"kind":"Name","value":"maximumOrder"}},{"kind":"Field","name":{"kind":"Name","value":"feeMinCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeMaxCents"}},{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"pricing"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"allInPriceCents"}}]}}]} as unknown as DocumentNode<ProducersQuery, ProducersQueryVariables>;
export const ProductCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainToken"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditCents"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const ServiceRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"postalCodePlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productTypes"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCount"}}]}}]}}]}}]} as unknown as DocumentNode<ServiceRegionsQuery, ServiceRegionsQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainToken"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referralCreditCents"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SuppliersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Suppliers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"homeCity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productTypes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<SuppliersQuery, SuppliersQueryVariables>;
export const TeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"invitableRoles"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<TeamQuery, TeamQueryVariables>;
export const VisiblePartnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisiblePartners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"visibleOnly"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]}}]}}]} as unknown as DocumentNode<VisiblePartnersQuery, VisiblePartnersQueryVariables>;
export const VolumePricingSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VolumePricingSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolumePricingSubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volumePricingSubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<VolumePricingSubscribeMutation, VolumePricingSubscribeMutationVariables>;