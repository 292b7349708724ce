/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccountPasswordChangeInput = {
  currentPassword: string;
  newPassword: string;
};

export type AccountProfileInput = {
  email: string;
  fullName: string;
  /** Any usual format; stored in E.164. */
  phone: string;
};

/** How a change of a paid order's total moves money. */
export type BalanceChangeSettlement =
  /** The difference is charged on the method that paid, once the payer authorises it. */
  | 'collect'
  /** The difference is refunded to the method that paid. */
  | 'refund'
  /** The difference is added to the 120-day terms invoice, or taken off it. */
  | 'terms';

export type BalanceChangeStatus =
  /** The payer has not authorised the difference yet. */
  | 'awaiting_consent'
  /** Superseded by a later change of the total, or the order ended: nothing moves for it. */
  | 'canceled'
  /** Declined: the payer may authorise it again. */
  | 'failed'
  /** A refund not made yet (retried by the server). */
  | 'pending'
  | 'processing'
  /** The card's bank asks the payer to confirm (3-D Secure): then `orderBalanceChangeConfirm`. */
  | 'requires_action'
  /** The money moved: its receipt or credit note is ready. */
  | 'settled';

/**
 * Spec section 3: bank payment. stripe_b2b_us: routing number (in institutionNumber's place:
 * `routingNumber`, 9 digits with the ABA checksum) and account number (4 to 17 digits);
 * stripe_b2b_ca: transit (5 digits), institution (3 digits) and account numbers (7 to 12 digits);
 * an IBAN where it applies (its country's length and format, mod-97). An `iban` given, even empty,
 * is the account and the other numbers are not read. Full name always; the mandate must be
 * accepted. A field at fault answers BAD_USER_INPUT with `extensions.fields` naming it (`iban`,
 * `transitNumber`...).
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

export type CompanyAddressInput = {
  city: string;
  country: string;
  postalCode: string;
  region: string;
  street: string;
};

export type CompanyKind =
  | 'contractor'
  | 'supplier';

export type CompanySettingsInput = {
  address?: CompanyAddressInput | null | undefined;
  name: string;
};

export type ContractorSignUpInput = {
  fullName: string;
  identity: IdentityInput;
  /**
   * The token of the invitation being answered (/invite/<token>): the account joins the inviting
   * company with the invited role, in the same transaction, instead of getting a contractor company
   * of its own. Its email must be the invited one. Errors: NOT_FOUND, INVITATION_NOT_PENDING, FORBIDDEN.
   */
  invitationToken?: string | null | undefined;
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
  /** Estimated yearly spend on materials, in cents. */
  annualVolumeCents?: number | null | undefined;
  billingContactEmail?: string | null | undefined;
  billingContactName?: string | null | undefined;
  billingContactPhone?: string | null | undefined;
  businessNumber?: string | null | undefined;
  /** CA or US: the account's currency follows it. */
  countryCode?: string | null | undefined;
  legalName?: string | null | undefined;
  requestedLimitCents?: number | null | undefined;
  /** At least two suppliers that sell to the business on terms. */
  tradeReferences?: Array<CreditTradeReferenceInput> | null | undefined;
  yearsInBusiness?: number | null | undefined;
};

export type CreditAccountStatus =
  | 'approved'
  | 'declined'
  /** Applied, waiting for a marketplace operator: no credit yet. */
  | 'under_review';

export type CreditApplicationDecideInput = {
  companyId: string;
  decision?: CreditDecisionKind | null | undefined;
  /** approve: the limit granted, in cents. */
  limitCents?: number | null | undefined;
  /** decline: required, the applicant reads it; approve: an optional note. */
  reason?: string | null | undefined;
  /** approve: days after delivery an invoice is due. */
  termDays?: number | null | undefined;
};

export type CreditDecisionKind =
  | 'approve'
  | 'decline';

export type CreditMovementKind =
  /** A dispute accepted: its credit taken off the terms. */
  | 'credited'
  /** An order put on terms. */
  | 'drawn'
  /** The order canceled: its credit given back. */
  | 'released'
  /** Its invoice paid. */
  | 'repaid';

export type CreditTradeReferenceInput = {
  contactName?: string | null | undefined;
  email?: string | null | undefined;
  /** The supplier's business name. */
  name?: string | null | undefined;
  /** A phone or an email (or both). */
  phone?: string | null | undefined;
};

export type DeliveryAreaCheckInput = {
  /** ISO 3166-1 alpha-2: CA, US or MX. */
  countryCode?: string | null | undefined;
  /** A city name or a postal code of that country. */
  query?: string | null | undefined;
  /** A storefront's check: `available` then says whether this supplier (by its slug) delivers there. */
  supplierSlug?: string | null | undefined;
};

export type DeliveryAreaNotifyInput = {
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  query?: string | null | undefined;
};

export type DisputeReason =
  | 'damaged'
  | 'late'
  | 'not_delivered'
  | 'short_load'
  | 'wrong_mix';

export type DisputeStatus =
  /** The supplier credited it. */
  | 'accepted'
  /** The supplier contested it, with a reason; it may still accept, or the contractor withdraw. */
  | 'contested'
  /** Waiting for the supplier's answer. */
  | 'open'
  | 'withdrawn';

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

export type LoadDelayInput = {
  loadId: string;
  /** 5 to 600. */
  minutes: number;
  reason?: string | null | undefined;
};

export type LoadDeliveryInput = {
  deliveredQuantity: number;
  loadId: string;
  /** The name of the person who received the load and signed. */
  receivedBy: string;
  slumpMm?: number | null | undefined;
  waterAddedLitres?: number | null | undefined;
};

export type LoadNoteInput = {
  loadId: string;
  /** null clears it. */
  note?: string | null | undefined;
};

export type LoadPositionInput = {
  accuracyMeters?: number | null | undefined;
  latitude: number;
  loadId: string;
  longitude: number;
};

export type LoadStep =
  | 'arrived'
  | 'delivered'
  | 'en_route'
  | 'loaded'
  | 'planned'
  /** Pouring (concrete) or dumping (aggregates). */
  | 'unloading';

export type LoadStepInput = {
  loadId: string;
  /** The load's next step. */
  step: LoadStep;
};

/** A person's role within a company: the owner of the workspace, or an invite role. */
export type MemberRole =
  | 'contractor_manager'
  | 'contractor_owner'
  | 'partner_contractor'
  | 'partner_driver'
  | 'partner_manager'
  /** The owner of a supplier company: every right in the supplier workspace. */
  | 'supplier_owner';

/** Why an order was canceled. */
export type OrderCancelReason =
  /** The contractor canceled it. */
  | 'contractor'
  /** The supplier canceled it (Order.statusReason says why). */
  | 'supplier'
  /** It was not paid in time (UNPAID_ORDER_TTL, or the supplier's cancellation window): canceled automatically, its trucks released. */
  | 'unpaid';

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

export type OrderDispatchInput = {
  /** The loads not yet under way, in the order they go; planned loads left out are removed. */
  loads: Array<OrderLoadInput>;
  orderId: string;
};

export type OrderDisputeAnswerInput = {
  accept: boolean;
  /** Accept: what is credited, at most `maxCreditCents`. */
  creditedCents?: number | null | undefined;
  disputeId: string;
  /** Contest: why (required); accept: an optional note. */
  note?: string | null | undefined;
};

export type OrderDisputeInput = {
  /** What is asked back, in integer cents. */
  claimedCents: number;
  description: string;
  lineKey?: string | null | undefined;
  /** A delivered load, or null with `lineKey`. */
  loadId?: string | null | undefined;
  orderId: string;
  reason: DisputeReason;
};

export type OrderEventKind =
  /** The supplier planned the order's loads (their trucks and drivers). */
  | 'loads_planned'
  /** The order moved to `status`. */
  | 'status'
  /** The contractor accepted the proposed window: the order's delivery moved to it. */
  | 'window_accepted'
  /** The supplier proposed another delivery window (`proposedDeliveryDate`, `proposedWindow`). */
  | 'window_proposed';

/** The contractor's orders list: every field narrows it; none is every order. */
export type OrderFilter = {
  /** Delivery dates from and to (YYYY-MM-DD), both included. */
  deliveryFrom?: string | null | undefined;
  deliveryTo?: string | null | undefined;
  /** One of the company's job sites. */
  jobSiteId?: string | null | undefined;
  productType?: ProductType | null | undefined;
  /** An order number (BM-3F9A21), a job or PO number, or part of the site's name or address. */
  search?: string | null | undefined;
  status?: OrderStatus | null | undefined;
};

export type OrderLoadInput = {
  driverUserId: string;
  /** A planned load to keep; absent for a new one. */
  id?: string | null | undefined;
  quantity: number;
  truckId: string;
};

export type OrderMessageInput = {
  body: string;
  orderId: string;
};

export type OrderMessageParty =
  | 'contractor'
  | 'driver'
  | 'supplier';

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

export type OrderRateInput = {
  comment?: string | null | undefined;
  orderId: string;
  stars: number;
};

export type OrderRatingReplyInput = {
  orderId: string;
  reply: string;
};

export type OrderRequestAnswerInput = {
  accept: boolean;
  note?: string | null | undefined;
  requestId: string;
};

export type OrderRequestInput = {
  kind: OrderRequestKind;
  /** spacing: one of 0, 15, 30, 45, 60, 90. */
  minutes?: number | null | undefined;
  orderId: string;
  /** balance: positive, two decimals at most. */
  quantity?: number | null | undefined;
};

export type OrderRequestKind =
  | 'balance'
  | 'hold'
  | 'spacing';

export type OrderRequestStatus =
  | 'accepted'
  | 'declined'
  | 'open'
  | 'withdrawn';

export type OrderScheduleInput = {
  /** The supplier's local date, YYYY-MM-DD; for disposal bins, their drop-off date. */
  date: string;
  /** 0 (all trucks at once), 15, 30, 45, 60 or 90. */
  minutesBetweenTrucks: number;
  /**
   * Disposal bins only (required for them): the pick-up date, YYYY-MM-DD, after the drop-off date
   * and at most 30 days later (BAD_USER_INPUT with `fields["quote.schedule.pickUpDate"]` otherwise).
   */
  pickUpDate?: string | null | undefined;
  /** For disposal bins the server books one truck per bin, all at once, whatever is sent. */
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

/** How a payment pays, in the words a payer knows: a card, a bank debit, or 120-day terms. */
export type PaymentMethodKind =
  | 'bank'
  | 'card'
  | 'terms';

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
  /**
   * A typed address to keep as one of the company's job sites: saved with the order, in the same
   * transaction, so its name and notes travel with the order. It must be the quote's delivery
   * address (delivery.cityId, address, postalCode), not a saved job site.
   */
  jobSite?: JobSiteInput | null | undefined;
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

/** An upload of POST /api/uploads/product-documents, attached with its kind and title. */
export type QualityPaperAttachInput = {
  kind: QualityPaperKind;
  title: string;
  uploadId: string;
};

export type QualityPaperKind =
  | 'certificate'
  | 'mix_design'
  | 'safety_data_sheet';

export type SignInInput = {
  /** An email, or a phone number with or without +. */
  login: string;
  password: string;
};

export type SupplierApiKeyCreateInput = {
  /** Required, at most 60 characters. */
  name: string;
};

export type SupplierDeliverySettingsInput = {
  cancellationWindowHours?: number | null | undefined;
  cardHoldPercent?: number | null | undefined;
  /** Left out, the saved fee stays. */
  lateCancellationFeePercent?: number | null | undefined;
  timeZone?: string | null | undefined;
  windowCapacityTrucks?: number | null | undefined;
};

export type SupplierDomainInput = {
  /** A domain name such as shop.example.com. */
  domain: string;
};

export type SupplierFilter = {
  productType?: ProductType | null | undefined;
};

export type SupplierOrderFilter = {
  cityId?: string | null | undefined;
  /** Delivery dates from and to (YYYY-MM-DD), both included. */
  deliveryFrom?: string | null | undefined;
  deliveryTo?: string | null | undefined;
  productId?: string | null | undefined;
  /** An order number (BM-3F9A21) or a job (PO) number, or part of one. */
  search?: string | null | undefined;
  status?: OrderStatus | null | undefined;
};

export type SupplierOrderNoteInput = {
  body: string;
  orderId: string;
};

export type SupplierOrderTransitionInput = {
  orderId: string;
  /** Required to decline or cancel: the contractor reads it. */
  reason?: string | null | undefined;
  to: OrderStatus;
};

export type SupplierOrderWindowProposalInput = {
  /** YYYY-MM-DD, the supplier's local date. */
  deliveryDate: string;
  orderId: string;
  reason?: string | null | undefined;
  windowStartHour: number;
};

export type SupplierPayoutStatus =
  | 'failed'
  | 'in_transit'
  | 'paid'
  | 'pending';

/**
 * A payout's first step: the batch's money from the marketplace to the supplier's payout account,
 * made once per batch.
 */
export type SupplierPayoutTransferStatus =
  | 'failed'
  | 'pending'
  | 'sent';

/** An extra of a product: with the id of one the product has, it is changed; without, added. */
export type SupplierProductExtraInput = {
  description?: string | null | undefined;
  /** Extras of one group exclude each other (e.g. Rental period). */
  group?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  priceCents?: number | null | undefined;
  pricing?: ProductExtraPricing | null | undefined;
};

/**
 * A product as the workspace's form sends it. Nullable fields answer BAD_USER_INPUT with the
 * form's message when missing. `extras` is the product's whole list, in order: extras not listed
 * are removed.
 */
export type SupplierProductInput = {
  /** Omitted: active. */
  active?: boolean | null | undefined;
  colors?: Array<string> | null | undefined;
  description?: string | null | undefined;
  extras?: Array<SupplierProductExtraInput> | null | undefined;
  feeMaxCents?: number | null | undefined;
  /** Both or neither; the highest not below the lowest. */
  feeMinCents?: number | null | undefined;
  /** Not below the minimum, a whole number of increments. */
  maximumOrder?: number | null | undefined;
  /** Above 0, two decimals at most, a whole number of increments. */
  minimumOrder?: number | null | undefined;
  name?: string | null | undefined;
  /** Above 0. */
  priceCents?: number | null | undefined;
  quantityIncrement?: number | null | undefined;
  /** Disposal bins (required for them, 0 or more): each extra day's price per bin, in cents. Ignored for other products. */
  rentalExtraDayCents?: number | null | undefined;
  /** Disposal bins (required for them, 1 to 30): the days the bin's price includes. Ignored for other products. */
  rentalIncludedDays?: number | null | undefined;
  type?: ProductType | null | undefined;
  /** Consistent with the type: concrete in m3 or yd, aggregates in tonne or ton, bins in yd. */
  unit?: ProductUnit | null | undefined;
};

export type SupplierServiceAreasInput = {
  /** The cities to deliver to (every other is removed); none pauses every delivery. */
  cityIds?: Array<string> | null | undefined;
};

export type SupplierStorefrontInput = {
  /** '#rrggbb', or null for the marketplace's own colour. */
  brandColor?: string | null | undefined;
};

export type SupplierWebhookDeliveryStatus =
  /** The endpoint answered with a 2xx status. */
  | 'delivered'
  /** Given up after a day of retries (or a redelivery that failed). */
  | 'failed'
  /** Waiting for its first attempt or its next retry. */
  | 'pending';

export type SupplierWebhookEndpointCreateInput = {
  /** At least one event type. */
  events: Array<string>;
  /** https:// (http:// on localhost outside production), at most 2048 characters. */
  url: string;
};

export type TruckInput = {
  capacity: number;
  /** Absent for a new truck. */
  id?: string | null | undefined;
  name: string;
  unit: ProductUnit;
};

/** Required fields are nullable here too: a missing one answers BAD_USER_INPUT 'Required'. */
export type VolumePricingSubscribeInput = {
  email?: string | null | undefined;
};

export type AccountPasswordChangeMutationVariables = Exact<{
  input: AccountPasswordChangeInput;
}>;


export type AccountPasswordChangeMutation = { accountPasswordChange: { mainToken: string, user: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, role: MemberRole | null, isMarketplaceOperator: boolean, isPartner: boolean, company: { id: string, name: string, kind: CompanyKind, referralCreditCents: number } | null, companies: Array<{ role: MemberRole, company: { id: string, name: string, kind: CompanyKind } }> } } };

export type AccountProfileUpdateMutationVariables = Exact<{
  input: AccountProfileInput;
}>;


export type AccountProfileUpdateMutation = { accountProfileUpdate: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, role: MemberRole | null, isMarketplaceOperator: boolean, isPartner: boolean, company: { id: string, name: string, kind: CompanyKind, referralCreditCents: number } | null, companies: Array<{ role: MemberRole, company: { id: string, name: string, kind: CompanyKind } }> } };

export type BankAccountCreateMutationVariables = Exact<{
  input: BankAccountInput;
  idempotencyKey: string;
}>;


export type BankAccountCreateMutation = { bankAccountCreate: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string, isDefault: boolean } };

export type BankAccountVerifyMutationVariables = Exact<{
  id: string;
  amountsCents: Array<number> | number;
}>;


export type BankAccountVerifyMutation = { bankAccountVerify: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string, isDefault: boolean } };

export type CardPaymentMethodCreateMutationVariables = Exact<{
  input: CardPaymentMethodInput;
  idempotencyKey: string;
}>;


export type CardPaymentMethodCreateMutation = { cardPaymentMethodCreate: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string, isDefault: boolean } };

export type CheckoutCreditAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCreditAccountQuery = { creditAccount: { status: CreditAccountStatus, currency: string, limitCents: number, availableCents: number, termDays: number, overdueCents: number, decisionReason: string | null } | null };

export type CompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanySettingsQuery = { companySettings: { id: string, name: string, editable: boolean, address: { street: string, city: string, region: string, postalCode: string, country: string } | null } };

export type CompanySettingsFieldsFragment = { id: string, name: string, editable: boolean, address: { street: string, city: string, region: string, postalCode: string, country: string } | null };

export type CompanySettingsUpdateMutationVariables = Exact<{
  input: CompanySettingsInput;
}>;


export type CompanySettingsUpdateMutation = { companySettingsUpdate: { id: string, name: string, editable: boolean, address: { street: string, city: string, region: string, postalCode: string, country: string } | null } };

export type CompanySwitchMutationVariables = Exact<{
  companyId: string;
}>;


export type CompanySwitchMutation = { companySwitch: { mainToken: string, user: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, role: MemberRole | null, isMarketplaceOperator: boolean, isPartner: boolean, company: { id: string, name: string, kind: CompanyKind, referralCreditCents: number } | null, companies: Array<{ role: MemberRole, company: { id: string, name: string, kind: CompanyKind } }> } } };

export type ContractorSignUpMutationVariables = Exact<{
  input: ContractorSignUpInput;
}>;


export type ContractorSignUpMutation = { contractorSignUp: { mainToken: string, user: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, role: MemberRole | null, isMarketplaceOperator: boolean, isPartner: boolean, company: { id: string, name: string, kind: CompanyKind, referralCreditCents: number } | null, companies: Array<{ role: MemberRole, company: { id: string, name: string, kind: CompanyKind } }> } } };

export type CreditAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditAccountQuery = { creditAccount: { status: CreditAccountStatus, currency: string, limitCents: number, usedCents: number, availableCents: number, termDays: number, overdueCents: number, requestedLimitCents: number, appliedAt: string, decidedAt: string | null, decisionReason: string | null, statementCsvUrl: string, openInvoices: Array<{ orderId: string, orderNumber: string, amountCents: number, dueDate: string, overdue: boolean }>, statement: Array<{ date: string, kind: CreditMovementKind, orderId: string, orderNumber: string, amountCents: number, balanceCents: number, currency: string, dueDate: string | null }> } | null };

export type CreditAccountApplyMutationVariables = Exact<{
  input: CreditAccountApplyInput;
}>;


export type CreditAccountApplyMutation = { creditAccountApply: { status: CreditAccountStatus, currency: string, limitCents: number, usedCents: number, availableCents: number, termDays: number, overdueCents: number, requestedLimitCents: number, appliedAt: string, decidedAt: string | null, decisionReason: string | null, statementCsvUrl: string, openInvoices: Array<{ orderId: string, orderNumber: string, amountCents: number, dueDate: string, overdue: boolean }>, statement: Array<{ date: string, kind: CreditMovementKind, orderId: string, orderNumber: string, amountCents: number, balanceCents: number, currency: string, dueDate: string | null }> } };

export type CreditAccountFieldsFragment = { status: CreditAccountStatus, currency: string, limitCents: number, usedCents: number, availableCents: number, termDays: number, overdueCents: number, requestedLimitCents: number, appliedAt: string, decidedAt: string | null, decisionReason: string | null, statementCsvUrl: string, openInvoices: Array<{ orderId: string, orderNumber: string, amountCents: number, dueDate: string, overdue: boolean }>, statement: Array<{ date: string, kind: CreditMovementKind, orderId: string, orderNumber: string, amountCents: number, balanceCents: number, currency: string, dueDate: string | null }> };

export type CreditApplicationDecideMutationVariables = Exact<{
  input: CreditApplicationDecideInput;
}>;


export type CreditApplicationDecideMutation = { creditApplicationDecide: { companyId: string, companyName: string, status: CreditAccountStatus, legalName: string, countryCode: string, currency: string, businessNumber: string, yearsInBusiness: number, annualVolumeCents: number | null, requestedLimitCents: number, billingContactName: string | null, billingContactEmail: string | null, billingContactPhone: string | null, applicantName: string | null, applicantEmail: string | null, appliedAt: string, limitCents: number, termDays: number, decidedAt: string | null, decidedByName: string | null, decisionReason: string | null, tradeReferences: Array<{ name: string, contactName: string, phone: string | null, email: string | null }> } };

export type CreditApplicationFieldsFragment = { companyId: string, companyName: string, status: CreditAccountStatus, legalName: string, countryCode: string, currency: string, businessNumber: string, yearsInBusiness: number, annualVolumeCents: number | null, requestedLimitCents: number, billingContactName: string | null, billingContactEmail: string | null, billingContactPhone: string | null, applicantName: string | null, applicantEmail: string | null, appliedAt: string, limitCents: number, termDays: number, decidedAt: string | null, decidedByName: string | null, decisionReason: string | null, tradeReferences: Array<{ name: string, contactName: string, phone: string | null, email: string | null }> };

export type CreditApplicationsQueryVariables = Exact<{
  status: CreditAccountStatus;
}>;


export type CreditApplicationsQuery = { creditApplications: Array<{ companyId: string, companyName: string, status: CreditAccountStatus, legalName: string, countryCode: string, currency: string, businessNumber: string, yearsInBusiness: number, annualVolumeCents: number | null, requestedLimitCents: number, billingContactName: string | null, billingContactEmail: string | null, billingContactPhone: string | null, applicantName: string | null, applicantEmail: string | null, appliedAt: string, limitCents: number, termDays: number, decidedAt: string | null, decidedByName: string | null, decisionReason: string | null, tradeReferences: Array<{ name: string, contactName: string, phone: string | null, email: string | null }> }> };

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


export type DeliveryAvailabilityQuery = { deliveryAvailability: { supplierId: string, date: string, timeZone: string, closed: boolean, closedMessage: string | null, windows: Array<{ startHour: number, label: string, startsAt: string, endsAt: string, capacityTrucks: number, bookedTrucks: number, remainingTrucks: number, available: boolean }> } };

export type DriverDayQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type DriverDayQuery = { driverDay: { date: string, loads: Array<{ orderId: string, orderNumber: string, orderStatus: OrderStatus, productName: string, productType: ProductType, orderQuantity: number, deliveryDate: string, deliveryWindow: string, siteName: string | null, deliveryAddress: string, postalCode: string, siteLatitude: number | null, siteLongitude: number | null, cityName: string, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, contactName: string, contactPhone: string, contractorName: string, timeZone: string, load: { id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null } }>, coming: Array<{ date: string, loads: Array<{ orderId: string, orderNumber: string, deliveryWindow: string, productName: string, siteName: string | null, deliveryAddress: string, cityName: string, load: { id: string, sequence: number, quantity: number, unit: ProductUnit } }> }> } };

export type DriverOrderQueryVariables = Exact<{
  id: string;
}>;


export type DriverOrderQuery = { supplierOrder: { id: string, orderNumber: string, status: OrderStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, deliveryWindow: string, pickUpDate: string | null, rentalDays: number | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, unreadMessages: number, city: { id: string, name: string }, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, messages: Array<{ id: string, body: string, authorName: string, party: OrderMessageParty, mine: boolean, at: string }> } };

export type HeaderAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderAccountQuery = { me: { id: string, fullName: string, role: MemberRole | null, isPartner: boolean, company: { id: string, kind: CompanyKind } | null } | null };

export type InternalCandidateRequestCreateMutationVariables = Exact<{
  job: string;
  candidate: CareerCandidateInput;
  requestPayload: CandidateRequestPayloadInput;
}>;


export type InternalCandidateRequestCreateMutation = { internalCandidateRequestCreate: boolean };

export type InvitationAcceptMutationVariables = Exact<{
  token: string;
}>;


export type InvitationAcceptMutation = { invitationAccept: { companyName: string, companyKind: CompanyKind, inviterName: string | null, email: string, role: MemberRole, status: InvitationStatus, expiresAt: string } };

export type InvitationByTokenQueryVariables = Exact<{
  token: string;
}>;


export type InvitationByTokenQuery = { invitation: { companyName: string, companyKind: CompanyKind, inviterName: string | null, email: string, role: MemberRole, status: InvitationStatus, expiresAt: string } | null };

export type InvitationCreateMutationVariables = Exact<{
  input: InvitationCreateInput;
}>;


export type InvitationCreateMutation = { invitationCreate: { id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string } };

export type InvitationFieldsFragment = { id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string };

export type InvitationRejectMutationVariables = Exact<{
  token: string;
}>;


export type InvitationRejectMutation = { invitationReject: { companyName: string, companyKind: CompanyKind, inviterName: string | null, email: string, role: MemberRole, status: InvitationStatus, expiresAt: string } };

export type InvitationRevokeMutationVariables = Exact<{
  id: string;
}>;


export type InvitationRevokeMutation = { invitationRevoke: { id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string } };

export type InvitationViewFieldsFragment = { companyName: string, companyKind: CompanyKind, inviterName: string | null, email: string, role: MemberRole, status: InvitationStatus, expiresAt: string };

export type JobDetailsQueryVariables = Exact<{
  id: string;
}>;


export type JobDetailsQuery = { jobDetails: { id: string, title: string, direction: JobDirection, type: JobType, location: string, salary: string, experience: string, description: string, requirements: Array<string>, responsibilities: Array<string>, additionalInfo: string | null, postedAt: string } };

export type JobSiteCreateMutationVariables = Exact<{
  input: JobSiteInput;
}>;


export type JobSiteCreateMutation = { jobSiteCreate: { id: string, name: string, address: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, createdAt: string, updatedAt: string, city: { id: string, name: string, regionCode: string, countryCode: string } } };

export type JobSiteFieldsFragment = { id: string, name: string, address: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, createdAt: string, updatedAt: string, city: { id: string, name: string, regionCode: string, countryCode: string } };

export type JobSitePapersQueryVariables = Exact<{ [key: string]: never; }>;


export type JobSitePapersQuery = { jobSites: Array<{ id: string, qualityPaperCount: number, qualityPapersUrl: string }> };

export type JobSiteStatementQueryVariables = Exact<{
  month: string;
  jobSiteId: string;
}>;


export type JobSiteStatementQuery = { jobSiteStatement: { month: string, jobSiteId: string, orderCount: number, pdfUrl: string, csvUrl: string, totals: Array<{ currency: string, totalCents: number, unpaidCents: number }> } };

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

export type LoadDelayReportMutationVariables = Exact<{
  input: LoadDelayInput;
}>;


export type LoadDelayReportMutation = { loadDelayReport: { id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null } };

export type LoadDeliverMutationVariables = Exact<{
  input: LoadDeliveryInput;
}>;


export type LoadDeliverMutation = { loadDeliver: { id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null } };

export type LoadNoteSaveMutationVariables = Exact<{
  input: LoadNoteInput;
}>;


export type LoadNoteSaveMutation = { loadNoteSave: { id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null } };

export type LoadPositionReportMutationVariables = Exact<{
  input: LoadPositionInput;
}>;


export type LoadPositionReportMutation = { loadPositionReport: { id: string, step: LoadStep, position: { at: string } | null } };

export type LoadStepReportMutationVariables = Exact<{
  input: LoadStepInput;
}>;


export type LoadStepReportMutation = { loadStepReport: { id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null } };

export type MarketingFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketingFiguresQuery = { marketingFigures: { suppliers: number, countries: number, cities: number, aggregateCities: number, products: number, deliveries: number } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, role: MemberRole | null, isMarketplaceOperator: boolean, isPartner: boolean, company: { id: string, name: string, kind: CompanyKind, referralCreditCents: number } | null, companies: Array<{ role: MemberRole, company: { id: string, name: string, kind: CompanyKind } }> } | null };

export type OfficesQueryVariables = Exact<{ [key: string]: never; }>;


export type OfficesQuery = { offices: Array<{ id: string, location: string, address: string }> };

export type OrderBalanceChangeAuthorizeMutationVariables = Exact<{
  changeId: string;
}>;


export type OrderBalanceChangeAuthorizeMutation = { orderBalanceChangeAuthorize: { id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null } };

export type OrderBalanceChangeConfirmMutationVariables = Exact<{
  changeId: string;
}>;


export type OrderBalanceChangeConfirmMutation = { orderBalanceChangeConfirm: { id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null } };

export type OrderBalanceChangeFieldsFragment = { id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null };

export type OrderCancelMutationVariables = Exact<{
  id: string;
  acceptFeeCents?: number | null | undefined;
}>;


export type OrderCancelMutation = { orderCancel: { id: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierId: string, supplierName: string, contractorName: string, productId: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, deliveryWindow: string, deliveryStartsAt: string, jobSiteId: string | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactEmail: string, contactPhone: string, currency: string, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, unpaidAmountCents: number, partnerCode: string | null, createdAt: string, canceledAt: string | null, cancelReason: OrderCancelReason | null, cancelableUntil: string, cancelable: boolean, lateCancellationFeePercent: number, lateCancellationFeeCents: number, lateCancelable: boolean, cancellationFeeCents: number | null, timeZone: string, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } } };

export type OrderDetailsQueryVariables = Exact<{
  id: string;
}>;


export type OrderDetailsQuery = { order: { orderNumber: string, invoiceUrl: string, statusReason: string | null, unreadMessages: number, paymentDueDate: string | null, chargeAt: string | null, paymentDueBy: string | null, id: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierId: string, supplierName: string, contractorName: string, productId: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, deliveryWindow: string, deliveryStartsAt: string, jobSiteId: string | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactEmail: string, contactPhone: string, currency: string, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, unpaidAmountCents: number, partnerCode: string | null, createdAt: string, canceledAt: string | null, cancelReason: OrderCancelReason | null, cancelableUntil: string, cancelable: boolean, lateCancellationFeePercent: number, lateCancellationFeeCents: number, lateCancelable: boolean, cancellationFeeCents: number | null, timeZone: string, qualityPapers: Array<{ id: string, kind: QualityPaperKind, title: string, fileName: string, sizeBytes: number, addedAt: string, url: string }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, messages: Array<{ id: string, body: string, authorName: string, party: OrderMessageParty, mine: boolean, at: string }>, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, disputableLines: Array<{ key: string, label: string, amountCents: number }>, payment: { status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, chargeAt: string | null, method: PaymentMethodKind, paidAt: string | null } | null, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } }, deliveryMap: { styleUrl: string | null } };

export type OrderDisputeFieldsFragment = { id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null };

export type OrderDisputeOpenMutationVariables = Exact<{
  input: OrderDisputeInput;
}>;


export type OrderDisputeOpenMutation = { orderDisputeOpen: { id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null } };

export type OrderDisputeWithdrawMutationVariables = Exact<{
  disputeId: string;
}>;


export type OrderDisputeWithdrawMutation = { orderDisputeWithdraw: { id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null } };

export type OrderEventFieldsFragment = { id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string };

export type OrderFieldsFragment = { id: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierId: string, supplierName: string, contractorName: string, productId: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, deliveryWindow: string, deliveryStartsAt: string, jobSiteId: string | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactEmail: string, contactPhone: string, currency: string, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, unpaidAmountCents: number, partnerCode: string | null, createdAt: string, canceledAt: string | null, cancelReason: OrderCancelReason | null, cancelableUntil: string, cancelable: boolean, lateCancellationFeePercent: number, lateCancellationFeeCents: number, lateCancelable: boolean, cancellationFeeCents: number | null, timeZone: string, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } };

export type OrderHoldReleaseMutationVariables = Exact<{
  orderId: string;
}>;


export type OrderHoldReleaseMutation = { orderHoldRelease: { id: string, loads: Array<{ id: string, held: boolean }> } };

export type OrderLoadFieldsFragment = { id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null };

export type OrderMessageFieldsFragment = { id: string, body: string, authorName: string, party: OrderMessageParty, mine: boolean, at: string };

export type OrderMessageSendMutationVariables = Exact<{
  input: OrderMessageInput;
}>;


export type OrderMessageSendMutation = { orderMessageSend: { id: string, body: string, authorName: string, party: OrderMessageParty, mine: boolean, at: string } };

export type OrderMessagesReadMutationVariables = Exact<{
  orderId: string;
}>;


export type OrderMessagesReadMutation = { orderMessagesRead: number };

export type OrderPayMutationVariables = Exact<{
  input: OrderPayInput;
  idempotencyKey: string;
}>;


export type OrderPayMutation = { orderPay: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null, method: PaymentMethodKind, paidAt: string | null, unpaidAmountCents: number } };

export type OrderPaymentConfirmMutationVariables = Exact<{
  orderId: string;
}>;


export type OrderPaymentConfirmMutation = { orderPaymentConfirm: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null, method: PaymentMethodKind, paidAt: string | null, unpaidAmountCents: number } };

export type OrderPaymentFieldsFragment = { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null, method: PaymentMethodKind, paidAt: string | null, unpaidAmountCents: number };

export type OrderPaymentStateQueryVariables = Exact<{
  id: string;
}>;


export type OrderPaymentStateQuery = { order: { id: string, orderNumber: string, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, amountDueCents: number, cardHoldPercent: number, currency: string, chargeAt: string | null, paymentDueDate: string | null, timeZone: string, productType: ProductType, cancelableUntil: string, lateCancellationFeePercent: number, lateCancellationFeeCents: number, cardPayment: { amountNowCents: number, holdCents: number, chargedAtOnce: boolean, chargeAt: string }, payment: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null, method: PaymentMethodKind, paidAt: string | null, unpaidAmountCents: number } | null } };

export type OrderQuoteQueryVariables = Exact<{
  input: OrderQuoteInput;
}>;


export type OrderQuoteQuery = { orderQuote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, cancellation: { windowHours: number, freeUntil: string | null, lateFeePercent: number, lateFeeCents: number, timeZone: string } | null, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } };

export type OrderQuoteFieldsFragment = { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> };

export type OrderRateMutationVariables = Exact<{
  input: OrderRateInput;
}>;


export type OrderRateMutation = { orderRate: { id: string, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null } };

export type OrderRatingFieldsFragment = { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null };

export type OrderReorderQueryVariables = Exact<{
  id: string;
}>;


export type OrderReorderQuery = { orderReorder: { quantity: number, color: string | null, trucks: number, minutesBetweenTrucks: number, extraIds: Array<string>, comment: string | null, paymentType: PaymentType, jobSiteId: string | null, siteName: string | null, deliveryAddress: string, postalCode: string, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, city: { productTypes: Array<ProductType>, city: { id: string, name: string, regionCode: string, countryCode: string } }, producer: { supplierId: string, name: string, currency: string, product: { id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> } } } };

export type OrderRequestCreateMutationVariables = Exact<{
  input: OrderRequestInput;
}>;


export type OrderRequestCreateMutation = { orderRequestCreate: { id: string, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type OrderRequestFieldsFragment = { id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null };

export type OrderRequestWithdrawMutationVariables = Exact<{
  requestId: string;
}>;


export type OrderRequestWithdrawMutation = { orderRequestWithdraw: { id: string, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type OrderWindowProposalAcceptMutationVariables = Exact<{
  orderId: string;
}>;


export type OrderWindowProposalAcceptMutation = { orderWindowProposalAccept: { id: string, status: OrderStatus, deliveryDate: string, deliveryWindow: string } };

export type OrderWindowProposalFieldsFragment = { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null };

export type OrdersQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type OrdersQuery = { orders: { count: number, csvUrl: string, values: Array<{ id: string, orderNumber: string, unreadMessages: number, status: OrderStatus, paymentType: PaymentType, paymentStatus: OrderPaymentStatus, supplierName: string, productType: ProductType, productName: string, quantity: number, unit: ProductUnit, deliveryDate: string, deliveryWindow: string, pickUpDate: string | null, siteName: string | null, deliveryAddress: string, jobNumber: string | null, currency: string, totalCents: number, unpaidAmountCents: number, windowProposal: { deliveryDate: string } | null, city: { id: string, name: string, regionCode: string, countryCode: string } }> } };

export type PartnerButtonClickMutationVariables = Exact<{
  input: PartnerButtonClickInput;
}>;


export type PartnerButtonClickMutation = { partnerButtonClick: { id: string, name: string, code: string, storefrontSlug: string | null } | null };

export type PartnerByCodeQueryVariables = Exact<{
  code: string;
}>;


export type PartnerByCodeQuery = { partner: { id: string, name: string, code: string, supplierId: string | null, storefrontSlug: string | null } | null };

export type PartnerFiguresFieldsFragment = { clicks: number, signUps: number, orders: number, referralCreditsCents: number, earned: Array<{ currency: string, cents: number }>, pending: Array<{ currency: string, cents: number }> };

export type PartnerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerDashboardQuery = { partnerDashboard: { code: string, name: string, commissionBps: number, paysOut: boolean, months: Array<{ month: string, figures: { clicks: number, signUps: number, orders: number, referralCreditsCents: number, earned: Array<{ currency: string, cents: number }>, pending: Array<{ currency: string, cents: number }> } }>, totals: { clicks: number, signUps: number, orders: number, referralCreditsCents: number, earned: Array<{ currency: string, cents: number }>, pending: Array<{ currency: string, cents: number }> }, paidOut: Array<{ currency: string, cents: number }>, awaitingPayout: Array<{ currency: string, cents: number }>, owed: Array<{ currency: string, cents: number }>, payouts: Array<{ id: string, payoutDate: string, status: SupplierPayoutStatus, currency: string, amountCents: number }> } };

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


export type PaymentLinkQuery = { paymentLink: { orderId: string, orderNumber: string, contractorName: string, timeZone: string, requestedBy: string, supplierName: string, productName: string, quantity: number, unit: ProductUnit, deliveryDate: string, deliveryWindow: string, deliveryAddress: string, currency: string, totalCents: number, unpaidAmountCents: number, invoiceUrl: string, expiresAt: string, paymentStatus: OrderPaymentStatus, status: OrderStatus, paymentType: PaymentType, paymentDueDate: string | null, payingWith: PaymentMethodKind | null, payable: boolean, productType: ProductType, pickUpDate: string | null, trucks: number, minutesBetweenTrucks: number, quote: { currency: string, subtotalCents: number, feesCents: number, processingFeePercent: number, processingFeeCents: number, taxesCents: number, totalWithoutTaxesCents: number, totalCents: number, referralCreditAppliedCents: number, amountDueCents: number, fingerprint: string, lineItems: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, fees: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, taxes: Array<{ name: string, ratePercent: number, amountCents: number }> } } };

export type PaymentLinkConfirmPaymentMutationVariables = Exact<{
  token: string;
}>;


export type PaymentLinkConfirmPaymentMutation = { paymentLinkConfirmPayment: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null, method: PaymentMethodKind, paidAt: string | null, unpaidAmountCents: number } };

export type PaymentLinkCreateMutationVariables = Exact<{
  orderId: string;
}>;


export type PaymentLinkCreateMutation = { paymentLinkCreate: { id: string, orderId: string, url: string, expiresAt: string } };

export type PaymentLinkPayMutationVariables = Exact<{
  token: string;
  input: PaymentLinkPayInput;
  idempotencyKey: string;
}>;


export type PaymentLinkPayMutation = { paymentLinkPay: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null, method: PaymentMethodKind, paidAt: string | null, unpaidAmountCents: number } };

export type PaymentLinkVerifyBankAccountMutationVariables = Exact<{
  token: string;
  amountsCents: Array<number> | number;
}>;


export type PaymentLinkVerifyBankAccountMutation = { paymentLinkVerifyBankAccount: { id: string, orderId: string, status: OrderPaymentStatus, amountCents: number, failureMessage: string | null, failureCode: string | null, nextAction: string | null, clientSecret: string | null, chargeAt: string | null, method: PaymentMethodKind, paidAt: string | null, unpaidAmountCents: number } };

export type PaymentMethodAttachMutationVariables = Exact<{
  paymentMethodId: string;
  paymentType: PaymentType;
}>;


export type PaymentMethodAttachMutation = { paymentMethodAttach: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string, isDefault: boolean } };

export type PaymentMethodDeleteMutationVariables = Exact<{
  id: string;
}>;


export type PaymentMethodDeleteMutation = { paymentMethodDelete: boolean };

export type PaymentMethodFieldsFragment = { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string, isDefault: boolean };

export type PaymentMethodSetDefaultMutationVariables = Exact<{
  id: string;
}>;


export type PaymentMethodSetDefaultMutation = { paymentMethodSetDefault: { id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string, isDefault: boolean } };

export type PaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsQuery = { paymentMethods: Array<{ id: string, paymentType: PaymentType, label: string, brand: string | null, last4: string, expMonth: number | null, expYear: number | null, holderName: string | null, verificationStatus: PaymentMethodVerification, mandateAcceptedAt: string | null, createdAt: string, isDefault: boolean }> };

export type PaymentSetupIntentCreateMutationVariables = Exact<{
  paymentType: PaymentType;
}>;


export type PaymentSetupIntentCreateMutation = { paymentSetupIntentCreate: { clientSecret: string } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
  idempotencyKey: string;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, orderNumber: string } };

export type ProducerProductFieldsFragment = { id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> };

export type ProducersQueryVariables = Exact<{
  input: ProducersInput;
}>;


export type ProducersQuery = { producers: Array<{ supplierId: string, name: string, logo: string | null, rating: number, ratingCount: number, currency: string, allInPriceCents: number, disputeRecord: { total: number, accepted: number, open: number }, scorecard: { periodDays: number, deliveredOrders: number, minimumDeliveries: number, onTimeWindowRate: number | null, onTimeEtaRate: number | null, deliveredQuantityRate: number | null, supplierCancellationRate: number | null, ratingAverage: number | null, ratingCount: number }, product: { id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> }, products: Array<{ id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> }> }> };

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoriesQuery = { productCategories: Array<{ type: ProductType, supplierCount: number, productCount: number }> };

export type QualityPaperFieldsFragment = { id: string, kind: QualityPaperKind, title: string, fileName: string, sizeBytes: number, addedAt: string, url: string };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { mainToken: string, user: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, role: MemberRole | null, isMarketplaceOperator: boolean, isPartner: boolean, company: { id: string, name: string, kind: CompanyKind, referralCreditCents: number } | null, companies: Array<{ role: MemberRole, company: { id: string, name: string, kind: CompanyKind } }> } } };

export type ServiceRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceRegionsQuery = { serviceRegions: Array<{ countryCode: string, countryName: string, currency: string, postalCodePlaceholder: string | null, cities: Array<{ productTypes: Array<ProductType>, supplierCount: number, city: { id: string, name: string, regionCode: string, countryCode: string } }> }> };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { mainToken: string, user: { id: string, email: string, phone: string | null, fullName: string, referralCode: string, role: MemberRole | null, isMarketplaceOperator: boolean, isPartner: boolean, company: { id: string, name: string, kind: CompanyKind, referralCreditCents: number } | null, companies: Array<{ role: MemberRole, company: { id: string, name: string, kind: CompanyKind } }> } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type StorefrontFieldsFragment = { supplierId: string, slug: string, name: string, description: string, logo: string | null, brandColor: string | null, rating: number, ratingCount: number, currency: string, homeCity: { id: string, name: string, regionCode: string, countryCode: string }, serviceAreas: Array<{ id: string, name: string, regionCode: string, countryCode: string }>, products: Array<{ id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> }> };

export type StorefrontQueryVariables = Exact<{
  slug: string;
}>;


export type StorefrontQuery = { storefront: { supplierId: string, slug: string, name: string, description: string, logo: string | null, brandColor: string | null, rating: number, ratingCount: number, currency: string, homeCity: { id: string, name: string, regionCode: string, countryCode: string }, serviceAreas: Array<{ id: string, name: string, regionCode: string, countryCode: string }>, products: Array<{ id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> }> } | null };

export type StorefrontByDomainQueryVariables = Exact<{
  domain: string;
}>;


export type StorefrontByDomainQuery = { storefrontByDomain: { supplierId: string, slug: string, name: string, description: string, logo: string | null, brandColor: string | null, rating: number, ratingCount: number, currency: string, homeCity: { id: string, name: string, regionCode: string, countryCode: string }, serviceAreas: Array<{ id: string, name: string, regionCode: string, countryCode: string }>, products: Array<{ id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, quantity: number, allInPriceCents: number, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }> }> } | null };

export type StorefrontAppQueryVariables = Exact<{
  slug: string;
}>;


export type StorefrontAppQuery = { storefrontApp: { slug: string, name: string, description: string, logo: string | null, brandColor: string | null } | null };

export type SupplierApiKeyCreateMutationVariables = Exact<{
  input: SupplierApiKeyCreateInput;
}>;


export type SupplierApiKeyCreateMutation = { supplierApiKeyCreate: { secret: string, apiKey: { id: string, name: string, prefix: string, createdByName: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } } };

export type SupplierApiKeyFieldsFragment = { id: string, name: string, prefix: string, createdByName: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type SupplierApiKeyRevokeMutationVariables = Exact<{
  id: string;
}>;


export type SupplierApiKeyRevokeMutation = { supplierApiKeyRevoke: { id: string, name: string, prefix: string, createdByName: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } };

export type SupplierApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierApiKeysQuery = { supplierApiKeys: Array<{ id: string, name: string, prefix: string, createdByName: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type SupplierCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierCatalogueQuery = { supplierCatalogue: { supplierId: string, supplierName: string, currency: string, mayEdit: boolean, serviceAreaCityIds: Array<string>, products: Array<{ id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, active: boolean, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }>, qualityPapers: Array<{ id: string, kind: QualityPaperKind, title: string, fileName: string, sizeBytes: number, addedAt: string, url: string }> }>, deliverySettings: { timeZone: string, windowCapacityTrucks: number, cancellationWindowHours: number, cardHoldPercent: number, lateCancellationFeePercent: number }, cities: Array<{ id: string, name: string, regionCode: string, countryCode: string, countryName: string }> } };

export type SupplierDateBlockMutationVariables = Exact<{
  date: string;
  reason: string;
}>;


export type SupplierDateBlockMutation = { supplierDateBlock: { date: string, blocked: boolean, blockReason: string | null, activeOrderCount: number, changeable: boolean, windows: Array<{ startHour: number, label: string, capacityTrucks: number, defaultCapacityTrucks: number, overrideCapacityTrucks: number | null, bookedTrucks: number, orders: Array<{ id: string, orderNumber: string, contractorName: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, trucks: number, status: OrderStatus }> }>, drivers: Array<{ driver: { userId: string, fullName: string }, loads: Array<{ id: string, orderId: string, orderNumber: string, contractorName: string, window: string, sequence: number, quantity: number, unit: ProductUnit, productType: ProductType, truckName: string | null, step: LoadStep }> }> } };

export type SupplierDateUnblockMutationVariables = Exact<{
  date: string;
}>;


export type SupplierDateUnblockMutation = { supplierDateUnblock: { date: string, blocked: boolean, blockReason: string | null, activeOrderCount: number, changeable: boolean, windows: Array<{ startHour: number, label: string, capacityTrucks: number, defaultCapacityTrucks: number, overrideCapacityTrucks: number | null, bookedTrucks: number, orders: Array<{ id: string, orderNumber: string, contractorName: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, trucks: number, status: OrderStatus }> }>, drivers: Array<{ driver: { userId: string, fullName: string }, loads: Array<{ id: string, orderId: string, orderNumber: string, contractorName: string, window: string, sequence: number, quantity: number, unit: ProductUnit, productType: ProductType, truckName: string | null, step: LoadStep }> }> } };

export type SupplierDeliverySettingsFieldsFragment = { timeZone: string, windowCapacityTrucks: number, cancellationWindowHours: number, cardHoldPercent: number, lateCancellationFeePercent: number };

export type SupplierDeliverySettingsUpdateMutationVariables = Exact<{
  input: SupplierDeliverySettingsInput;
}>;


export type SupplierDeliverySettingsUpdateMutation = { supplierDeliverySettingsUpdate: { timeZone: string, windowCapacityTrucks: number, cancellationWindowHours: number, cardHoldPercent: number, lateCancellationFeePercent: number } };

export type SupplierDomainAddMutationVariables = Exact<{
  input: SupplierDomainInput;
}>;


export type SupplierDomainAddMutation = { supplierDomainAdd: { domain: string, verified: boolean, verifiedAt: string | null, verifiedBy: string | null, target: string, txtName: string, txtValue: string, verificationUrl: string, url: string } };

export type SupplierDomainRemoveMutationVariables = Exact<{ [key: string]: never; }>;


export type SupplierDomainRemoveMutation = { supplierDomainRemove: boolean };

export type SupplierDomainVerifyMutationVariables = Exact<{ [key: string]: never; }>;


export type SupplierDomainVerifyMutation = { supplierDomainVerify: { domain: string, verified: boolean, verifiedAt: string | null, verifiedBy: string | null, target: string, txtName: string, txtValue: string, verificationUrl: string, url: string } };

export type SupplierFleetAvailabilityQueryVariables = Exact<{
  orderId: string;
}>;


export type SupplierFleetAvailabilityQuery = { supplierFleetAvailability: { deliveryStartsAt: string, minutesBetweenTrucks: number, bookings: Array<{ truckId: string | null, driverUserId: string | null, orderId: string, orderNumber: string, sequence: number, step: LoadStep, from: string, until: string }> } };

export type SupplierOrderQueryVariables = Exact<{
  id: string;
}>;


export type SupplierOrderQuery = { supplierOrder: { unreadMessages: number, id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, messages: Array<{ id: string, body: string, authorName: string, party: OrderMessageParty, mine: boolean, at: string }>, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> }, supplierWorkspace: { supplierId: string, name: string, timeZone: string, role: MemberRole, cities: Array<{ id: string, name: string }>, products: Array<{ id: string, name: string }>, drivers: Array<{ userId: string, fullName: string }>, windows: Array<{ startHour: number, label: string }> } };

export type SupplierOrderDispatchMutationVariables = Exact<{
  input: OrderDispatchInput;
}>;


export type SupplierOrderDispatchMutation = { supplierOrderDispatch: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type SupplierOrderDisputeAnswerMutationVariables = Exact<{
  input: OrderDisputeAnswerInput;
}>;


export type SupplierOrderDisputeAnswerMutation = { supplierOrderDisputeAnswer: { id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null } };

export type SupplierOrderFieldsFragment = { id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> };

export type SupplierOrderHoldReleaseMutationVariables = Exact<{
  orderId: string;
}>;


export type SupplierOrderHoldReleaseMutation = { supplierOrderHoldRelease: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type SupplierOrderNoteAddMutationVariables = Exact<{
  input: SupplierOrderNoteInput;
}>;


export type SupplierOrderNoteAddMutation = { supplierOrderNoteAdd: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type SupplierOrderProposeWindowMutationVariables = Exact<{
  input: SupplierOrderWindowProposalInput;
}>;


export type SupplierOrderProposeWindowMutation = { supplierOrderProposeWindow: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type SupplierOrderRatingReplyMutationVariables = Exact<{
  input: OrderRatingReplyInput;
}>;


export type SupplierOrderRatingReplyMutation = { supplierOrderRatingReply: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type SupplierOrderRequestAnswerMutationVariables = Exact<{
  input: OrderRequestAnswerInput;
}>;


export type SupplierOrderRequestAnswerMutation = { supplierOrderRequestAnswer: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type SupplierOrderTransitionMutationVariables = Exact<{
  input: SupplierOrderTransitionInput;
}>;


export type SupplierOrderTransitionMutation = { supplierOrderTransition: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: OrderPaymentStatus, contractorName: string, timeZone: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, color: string | null, trucks: number, minutesBetweenTrucks: number, deliveryDate: string, pickUpDate: string | null, rentalDays: number | null, windowStartHour: number, deliveryWindow: string, deliveryAddress: string, postalCode: string, siteName: string | null, jobNumber: string | null, gateCode: string | null, accessNotes: string | null, washoutNotes: string | null, comment: string | null, contactName: string, contactPhone: string, contactEmail: string, currency: string, totalCents: number, createdAt: string, statusReason: string | null, openRequests: number, allowedTransitions: Array<OrderStatus>, mayProposeWindow: boolean, city: { id: string, name: string, regionCode: string, countryCode: string }, options: Array<{ kind: string, label: string, quantity: number, unit: string | null, unitPriceCents: number, amountCents: number }>, windowProposal: { deliveryDate: string, windowStartHour: number, deliveryWindow: string, reason: string | null } | null, rating: { stars: number, comment: string | null, createdAt: string, reply: string | null, repliedAt: string | null } | null, loads: Array<{ id: string, sequence: number, quantity: number, unit: ProductUnit, step: LoadStep, loadedAt: string | null, enRouteAt: string | null, arrivedAt: string | null, unloadingAt: string | null, deliveredAt: string | null, driverNote: string | null, delayMinutes: number | null, deliveredQuantity: number | null, waterAddedLitres: number | null, slumpMm: number | null, receivedBy: string | null, hasSignature: boolean, hasPhoto: boolean, ticketUrl: string | null, delayReason: string | null, held: boolean, heldAt: string | null, truck: { id: string, name: string } | null, driver: { userId: string, fullName: string } | null, eta: { distanceKm: number, arrivesAt: string, approximate: boolean, source: string, lateForWindow: boolean, directKm: number, bearingDegrees: number } | null, position: { latitude: number, longitude: number, accuracyMeters: number | null, at: string } | null }>, notes: Array<{ id: string, authorName: string, body: string, at: string }>, history: Array<{ id: string, kind: OrderEventKind, status: OrderStatus | null, party: OrderParty, actorName: string | null, byApiKey: boolean, reason: string | null, proposedDeliveryDate: string | null, proposedWindow: string | null, at: string }>, balanceChanges: Array<{ id: string, settlement: BalanceChangeSettlement, status: BalanceChangeStatus, previousTotalCents: number, newTotalCents: number, differenceCents: number, refundedCents: number, currency: string, methodLabel: string | null, failureMessage: string | null, summary: string, documentTitle: string, documentUrl: string | null, createdAt: string, settledAt: string | null }>, disputes: Array<{ id: string, loadId: string | null, loadSequence: number | null, lineKey: string | null, subject: string, reason: DisputeReason, description: string, status: DisputeStatus, currency: string, claimedCents: number, creditedCents: number | null, maxCreditCents: number, answerNote: string | null, openedByName: string | null, answeredByName: string | null, photoUrls: Array<string>, balanceChangeId: string | null, createdAt: string, answeredAt: string | null }>, requests: Array<{ id: string, kind: OrderRequestKind, status: OrderRequestStatus, minutes: number | null, quantity: number | null, requestedByName: string | null, answeredByName: string | null, answerNote: string | null, createdAt: string, answeredAt: string | null, preview: { dispatchedQuantity: number, previousQuantity: number, newQuantity: number, currency: string, previousTotalCents: number, newTotalCents: number, previousAmountDueCents: number, newAmountDueCents: number, coveredByOrderPayment: boolean } | null }> } };

export type SupplierOrdersQueryVariables = Exact<{
  filter?: SupplierOrderFilter | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SupplierOrdersQuery = { supplierOrders: { count: number, values: Array<{ id: string, orderNumber: string, unreadMessages: number, openRequests: number, status: OrderStatus, contractorName: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, deliveryDate: string, deliveryWindow: string, jobNumber: string | null, city: { id: string, name: string }, loads: Array<{ id: string, step: LoadStep, driver: { userId: string, fullName: string } | null }> }>, counts: Array<{ status: OrderStatus, count: number }> } };

export type SupplierPayoutFieldsFragment = { id: string, payoutDate: string, currency: string, amountCents: number, status: SupplierPayoutStatus, transferStatus: SupplierPayoutTransferStatus, payoutAttempts: number, simulated: boolean, failureMessage: string | null, nextAttemptAt: string | null, mayResend: boolean, paidAt: string | null, orders: Array<{ orderId: string, orderNumber: string, netCents: number }> };

export type SupplierPayoutOnboardingLinkCreateMutationVariables = Exact<{ [key: string]: never; }>;


export type SupplierPayoutOnboardingLinkCreateMutation = { supplierPayoutOnboardingLinkCreate: string };

export type SupplierPayoutResendMutationVariables = Exact<{
  id: string;
}>;


export type SupplierPayoutResendMutation = { supplierPayoutResend: { id: string, payoutDate: string, currency: string, amountCents: number, status: SupplierPayoutStatus, transferStatus: SupplierPayoutTransferStatus, payoutAttempts: number, simulated: boolean, failureMessage: string | null, nextAttemptAt: string | null, mayResend: boolean, paidAt: string | null, orders: Array<{ orderId: string, orderNumber: string, netCents: number }> } };

export type SupplierPayoutTestBankAccountSetMutationVariables = Exact<{
  accountNumber: string;
}>;


export type SupplierPayoutTestBankAccountSetMutation = { supplierPayoutTestBankAccountSet: boolean };

export type SupplierPayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierPayoutsQuery = { supplierPayouts: { nextPayoutDate: string, simulated: boolean, mayConnect: boolean, testBankAccountNumber: string | null, ledgerCsvUrl: string, balances: Array<{ currency: string, balanceCents: number, nextPayoutCents: number }>, payouts: Array<{ id: string, payoutDate: string, currency: string, amountCents: number, status: SupplierPayoutStatus, transferStatus: SupplierPayoutTransferStatus, payoutAttempts: number, simulated: boolean, failureMessage: string | null, nextAttemptAt: string | null, mayResend: boolean, paidAt: string | null, orders: Array<{ orderId: string, orderNumber: string, netCents: number }> }>, fees: { commissionBps: number, processingFeeBps: number, processingFeeFixedCents: number }, connect: { connected: boolean, detailsSubmitted: boolean, payoutsEnabled: boolean } | null } };

export type SupplierProductCreateMutationVariables = Exact<{
  input: SupplierProductInput;
}>;


export type SupplierProductCreateMutation = { supplierProductCreate: { id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, active: boolean, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }>, qualityPapers: Array<{ id: string, kind: QualityPaperKind, title: string, fileName: string, sizeBytes: number, addedAt: string, url: string }> } };

export type SupplierProductFieldsFragment = { id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, active: boolean, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }>, qualityPapers: Array<{ id: string, kind: QualityPaperKind, title: string, fileName: string, sizeBytes: number, addedAt: string, url: string }> };

export type SupplierProductUpdateMutationVariables = Exact<{
  id: string;
  input: SupplierProductInput;
}>;


export type SupplierProductUpdateMutation = { supplierProductUpdate: { id: string, name: string, description: string, type: ProductType, unit: ProductUnit, priceCents: number, minimumOrder: number, quantityIncrement: number, maximumOrder: number, feeMinCents: number | null, feeMaxCents: number | null, colors: Array<string>, rentalIncludedDays: number | null, rentalExtraDayCents: number | null, active: boolean, extras: Array<{ id: string, name: string, description: string | null, group: string | null, pricing: ProductExtraPricing, priceCents: number }>, qualityPapers: Array<{ id: string, kind: QualityPaperKind, title: string, fileName: string, sizeBytes: number, addedAt: string, url: string }> } };

export type SupplierQualityPaperAttachMutationVariables = Exact<{
  input: QualityPaperAttachInput;
}>;


export type SupplierQualityPaperAttachMutation = { supplierQualityPaperAttach: { id: string, kind: QualityPaperKind, title: string, fileName: string, sizeBytes: number, addedAt: string, url: string } };

export type SupplierQualityPaperRemoveMutationVariables = Exact<{
  id: string;
}>;


export type SupplierQualityPaperRemoveMutation = { supplierQualityPaperRemove: { id: string, title: string } };

export type SupplierScheduleQueryVariables = Exact<{
  from: string;
  days?: number | null | undefined;
}>;


export type SupplierScheduleQuery = { supplierSchedule: { timeZone: string, today: string, lastChangeableDate: string, mayEdit: boolean, days: Array<{ date: string, blocked: boolean, blockReason: string | null, activeOrderCount: number, changeable: boolean, windows: Array<{ startHour: number, label: string, capacityTrucks: number, defaultCapacityTrucks: number, overrideCapacityTrucks: number | null, bookedTrucks: number, orders: Array<{ id: string, orderNumber: string, contractorName: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, trucks: number, status: OrderStatus }> }>, drivers: Array<{ driver: { userId: string, fullName: string }, loads: Array<{ id: string, orderId: string, orderNumber: string, contractorName: string, window: string, sequence: number, quantity: number, unit: ProductUnit, productType: ProductType, truckName: string | null, step: LoadStep }> }> }> } };

export type SupplierScheduleDayFieldsFragment = { date: string, blocked: boolean, blockReason: string | null, activeOrderCount: number, changeable: boolean, windows: Array<{ startHour: number, label: string, capacityTrucks: number, defaultCapacityTrucks: number, overrideCapacityTrucks: number | null, bookedTrucks: number, orders: Array<{ id: string, orderNumber: string, contractorName: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, trucks: number, status: OrderStatus }> }>, drivers: Array<{ driver: { userId: string, fullName: string }, loads: Array<{ id: string, orderId: string, orderNumber: string, contractorName: string, window: string, sequence: number, quantity: number, unit: ProductUnit, productType: ProductType, truckName: string | null, step: LoadStep }> }> };

export type SupplierScorecardQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierScorecardQuery = { supplierScorecard: { periodDays: number, deliveredOrders: number, minimumDeliveries: number, onTimeWindowRate: number | null, onTimeEtaRate: number | null, deliveredQuantityRate: number | null, supplierCancellationRate: number | null, ratingAverage: number | null, ratingCount: number, lateWindowOrders: number, lateEtaOrders: number, shortOrders: number, canceledBySupplier: number, canceledByContractor: number, disputes: number, disputesAccepted: number, disputesOpen: number } };

export type SupplierServiceAreasSetMutationVariables = Exact<{
  input: SupplierServiceAreasInput;
}>;


export type SupplierServiceAreasSetMutation = { supplierServiceAreasSet: Array<string> };

export type SupplierStatementQueryVariables = Exact<{
  month: string;
  customerId?: string | null | undefined;
}>;


export type SupplierStatementQuery = { supplierStatement: { month: string, customerId: string | null, pdfUrl: string, csvUrl: string, lines: Array<{ orderId: string, orderNumber: string, deliveryDate: string, customerId: string, customerName: string, jobNumber: string | null, productName: string, quantity: string, status: string, payment: string, currency: string, totalCents: number, unpaidCents: number }>, customers: Array<{ customerId: string, customerName: string, totals: Array<{ currency: string, totalCents: number, unpaidCents: number }> }>, totals: Array<{ currency: string, totalCents: number, unpaidCents: number }>, customerChoices: Array<{ id: string, name: string }> } };

export type SupplierDomainFieldsFragment = { domain: string, verified: boolean, verifiedAt: string | null, verifiedBy: string | null, target: string, txtName: string, txtValue: string, verificationUrl: string, url: string };

export type SupplierStorefrontFieldsFragment = { slug: string, name: string, logo: string | null, brandColor: string | null, mayEdit: boolean, button: { code: string, clicks: number, buyClicks: number, rentClicks: number, orders: number }, domain: { domain: string, verified: boolean, verifiedAt: string | null, verifiedBy: string | null, target: string, txtName: string, txtValue: string, verificationUrl: string, url: string } | null };

export type SupplierStorefrontQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierStorefrontQuery = { supplierStorefront: { slug: string, name: string, logo: string | null, brandColor: string | null, mayEdit: boolean, button: { code: string, clicks: number, buyClicks: number, rentClicks: number, orders: number }, domain: { domain: string, verified: boolean, verifiedAt: string | null, verifiedBy: string | null, target: string, txtName: string, txtValue: string, verificationUrl: string, url: string } | null } };

export type SupplierStorefrontUpdateMutationVariables = Exact<{
  input: SupplierStorefrontInput;
}>;


export type SupplierStorefrontUpdateMutation = { supplierStorefrontUpdate: { slug: string, name: string, logo: string | null, brandColor: string | null, mayEdit: boolean, button: { code: string, clicks: number, buyClicks: number, rentClicks: number, orders: number }, domain: { domain: string, verified: boolean, verifiedAt: string | null, verifiedBy: string | null, target: string, txtName: string, txtValue: string, verificationUrl: string, url: string } | null } };

export type SupplierTruckSaveMutationVariables = Exact<{
  input: TruckInput;
}>;


export type SupplierTruckSaveMutation = { supplierTruckSave: { id: string, name: string, capacity: number, unit: ProductUnit, active: boolean } };

export type SupplierTruckSetActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SupplierTruckSetActiveMutation = { supplierTruckSetActive: { id: string, name: string, capacity: number, unit: ProductUnit, active: boolean } };

export type SupplierTrucksQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierTrucksQuery = { supplierTrucks: Array<{ id: string, name: string, capacity: number, unit: ProductUnit, active: boolean }> };

export type SupplierWebhookDeliveriesQueryVariables = Exact<{
  endpointId: string;
  skip: number;
  limit: number;
}>;


export type SupplierWebhookDeliveriesQuery = { supplierWebhookDeliveries: { count: number, values: Array<{ id: string, eventId: string, eventType: string, orderId: string | null, orderNumber: string | null, eventCreatedAt: string, status: SupplierWebhookDeliveryStatus, attempts: number, responseStatus: number | null, durationMs: number | null, lastAttemptAt: string | null, nextAttemptAt: string | null, lastError: string | null, deliveredAt: string | null }> } };

export type SupplierWebhookDeliveryFieldsFragment = { id: string, eventId: string, eventType: string, orderId: string | null, orderNumber: string | null, eventCreatedAt: string, status: SupplierWebhookDeliveryStatus, attempts: number, responseStatus: number | null, durationMs: number | null, lastAttemptAt: string | null, nextAttemptAt: string | null, lastError: string | null, deliveredAt: string | null };

export type SupplierWebhookEndpointCreateMutationVariables = Exact<{
  input: SupplierWebhookEndpointCreateInput;
}>;


export type SupplierWebhookEndpointCreateMutation = { supplierWebhookEndpointCreate: { secret: string, endpoint: { id: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, createdByName: string | null, createdAt: string, secretRolledAt: string | null } } };

export type SupplierWebhookEndpointDeleteMutationVariables = Exact<{
  id: string;
}>;


export type SupplierWebhookEndpointDeleteMutation = { supplierWebhookEndpointDelete: string };

export type SupplierWebhookEndpointFieldsFragment = { id: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, createdByName: string | null, createdAt: string, secretRolledAt: string | null };

export type SupplierWebhookEndpointSetEnabledMutationVariables = Exact<{
  id: string;
  enabled: boolean;
}>;


export type SupplierWebhookEndpointSetEnabledMutation = { supplierWebhookEndpointSetEnabled: { id: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, createdByName: string | null, createdAt: string, secretRolledAt: string | null } };

export type SupplierWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierWebhookEndpointsQuery = { supplierWebhookEndpoints: Array<{ id: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, createdByName: string | null, createdAt: string, secretRolledAt: string | null }> };

export type SupplierWebhookRedeliverMutationVariables = Exact<{
  id: string;
}>;


export type SupplierWebhookRedeliverMutation = { supplierWebhookRedeliver: { id: string, eventId: string, eventType: string, orderId: string | null, orderNumber: string | null, eventCreatedAt: string, status: SupplierWebhookDeliveryStatus, attempts: number, responseStatus: number | null, durationMs: number | null, lastAttemptAt: string | null, nextAttemptAt: string | null, lastError: string | null, deliveredAt: string | null } };

export type SupplierWebhookSecretRollMutationVariables = Exact<{
  id: string;
}>;


export type SupplierWebhookSecretRollMutation = { supplierWebhookSecretRoll: { secret: string, endpoint: { id: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, createdByName: string | null, createdAt: string, secretRolledAt: string | null } } };

export type SupplierWindowCapacityResetMutationVariables = Exact<{
  date: string;
  startHour: number;
}>;


export type SupplierWindowCapacityResetMutation = { supplierWindowCapacityReset: { date: string, blocked: boolean, blockReason: string | null, activeOrderCount: number, changeable: boolean, windows: Array<{ startHour: number, label: string, capacityTrucks: number, defaultCapacityTrucks: number, overrideCapacityTrucks: number | null, bookedTrucks: number, orders: Array<{ id: string, orderNumber: string, contractorName: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, trucks: number, status: OrderStatus }> }>, drivers: Array<{ driver: { userId: string, fullName: string }, loads: Array<{ id: string, orderId: string, orderNumber: string, contractorName: string, window: string, sequence: number, quantity: number, unit: ProductUnit, productType: ProductType, truckName: string | null, step: LoadStep }> }> } };

export type SupplierWindowCapacitySetMutationVariables = Exact<{
  date: string;
  startHour: number;
  capacityTrucks: number;
}>;


export type SupplierWindowCapacitySetMutation = { supplierWindowCapacitySet: { date: string, blocked: boolean, blockReason: string | null, activeOrderCount: number, changeable: boolean, windows: Array<{ startHour: number, label: string, capacityTrucks: number, defaultCapacityTrucks: number, overrideCapacityTrucks: number | null, bookedTrucks: number, orders: Array<{ id: string, orderNumber: string, contractorName: string, productName: string, productType: ProductType, quantity: number, unit: ProductUnit, trucks: number, status: OrderStatus }> }>, drivers: Array<{ driver: { userId: string, fullName: string }, loads: Array<{ id: string, orderId: string, orderNumber: string, contractorName: string, window: string, sequence: number, quantity: number, unit: ProductUnit, productType: ProductType, truckName: string | null, step: LoadStep }> }> } };

export type SupplierWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierWorkspaceQuery = { supplierWorkspace: { supplierId: string, name: string, timeZone: string, role: MemberRole, disputeRecord: { total: number, accepted: number, open: number }, cities: Array<{ id: string, name: string }>, products: Array<{ id: string, name: string }>, drivers: Array<{ userId: string, fullName: string }>, windows: Array<{ startHour: number, label: string }> } };

export type SupplierWorkspaceFieldsFragment = { supplierId: string, name: string, timeZone: string, role: MemberRole, cities: Array<{ id: string, name: string }>, products: Array<{ id: string, name: string }>, drivers: Array<{ userId: string, fullName: string }>, windows: Array<{ startHour: number, label: string }> };

export type SuppliersQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  filter?: SupplierFilter | null | undefined;
}>;


export type SuppliersQuery = { suppliers: { count: number, values: Array<{ id: string, name: string, description: string, logo: string | null, rating: number, ratingCount: number, productTypes: Array<ProductType>, homeCity: { name: string, regionCode: string, countryCode: string } }> } };

export type TeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamQuery = { team: { viewerRole: MemberRole, invitableRoles: Array<InviteRole>, company: { id: string, name: string, kind: CompanyKind }, members: Array<{ userId: string, fullName: string, email: string, role: MemberRole, joinedAt: string, removable: boolean }>, invitations: Array<{ id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string }> } };

export type TeamFieldsFragment = { viewerRole: MemberRole, invitableRoles: Array<InviteRole>, company: { id: string, name: string, kind: CompanyKind }, members: Array<{ userId: string, fullName: string, email: string, role: MemberRole, joinedAt: string, removable: boolean }>, invitations: Array<{ id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string }> };

export type TeamMemberRemoveMutationVariables = Exact<{
  userId: string;
}>;


export type TeamMemberRemoveMutation = { teamMemberRemove: { viewerRole: MemberRole, invitableRoles: Array<InviteRole>, company: { id: string, name: string, kind: CompanyKind }, members: Array<{ userId: string, fullName: string, email: string, role: MemberRole, joinedAt: string, removable: boolean }>, invitations: Array<{ id: string, email: string, role: InviteRole, status: InvitationStatus, invitedBy: string | null, createdAt: string, expiresAt: string }> } };

export type TruckFieldsFragment = { id: string, name: string, capacity: number, unit: ProductUnit, active: boolean };

export type ViewerFieldsFragment = { id: string, email: string, phone: string | null, fullName: string, referralCode: string, role: MemberRole | null, isMarketplaceOperator: boolean, isPartner: boolean, company: { id: string, name: string, kind: CompanyKind, referralCreditCents: number } | null, companies: Array<{ role: MemberRole, company: { id: string, name: string, kind: CompanyKind } }> };

export type VisiblePartnersQueryVariables = Exact<{ [key: string]: never; }>;


export type VisiblePartnersQuery = { partners: { values: Array<{ id: string, name: string, code: string, logo: string }> } };

export type VolumePricingSubscribeMutationVariables = Exact<{
  input: VolumePricingSubscribeInput;
}>;


export type VolumePricingSubscribeMutation = { volumePricingSubscribe: boolean };

export { CompanySettingsFieldsFragmentDoc } from './documents/CompanySettingsFieldsFragment';
export { CreditAccountFieldsFragmentDoc } from './documents/CreditAccountFieldsFragment';
export { CreditApplicationFieldsFragmentDoc } from './documents/CreditApplicationFieldsFragment';
export { InvitationViewFieldsFragmentDoc } from './documents/InvitationViewFieldsFragment';
export { JobSiteFieldsFragmentDoc } from './documents/JobSiteFieldsFragment';
export { OrderQuoteFieldsFragmentDoc } from './documents/OrderQuoteFieldsFragment';
export { OrderFieldsFragmentDoc } from './documents/OrderFieldsFragment';
export { OrderMessageFieldsFragmentDoc } from './documents/OrderMessageFieldsFragment';
export { OrderPaymentFieldsFragmentDoc } from './documents/OrderPaymentFieldsFragment';
export { PartnerFiguresFieldsFragmentDoc } from './documents/PartnerFiguresFieldsFragment';
export { PaymentMethodFieldsFragmentDoc } from './documents/PaymentMethodFieldsFragment';
export { ProducerProductFieldsFragmentDoc } from './documents/ProducerProductFieldsFragment';
export { StorefrontFieldsFragmentDoc } from './documents/StorefrontFieldsFragment';
export { SupplierApiKeyFieldsFragmentDoc } from './documents/SupplierApiKeyFieldsFragment';
export { SupplierDeliverySettingsFieldsFragmentDoc } from './documents/SupplierDeliverySettingsFieldsFragment';
export { OrderWindowProposalFieldsFragmentDoc } from './documents/OrderWindowProposalFieldsFragment';
export { OrderRatingFieldsFragmentDoc } from './documents/OrderRatingFieldsFragment';
export { OrderLoadFieldsFragmentDoc } from './documents/OrderLoadFieldsFragment';
export { OrderEventFieldsFragmentDoc } from './documents/OrderEventFieldsFragment';
export { OrderBalanceChangeFieldsFragmentDoc } from './documents/OrderBalanceChangeFieldsFragment';
export { OrderDisputeFieldsFragmentDoc } from './documents/OrderDisputeFieldsFragment';
export { OrderRequestFieldsFragmentDoc } from './documents/OrderRequestFieldsFragment';
export { SupplierOrderFieldsFragmentDoc } from './documents/SupplierOrderFieldsFragment';
export { SupplierPayoutFieldsFragmentDoc } from './documents/SupplierPayoutFieldsFragment';
export { QualityPaperFieldsFragmentDoc } from './documents/QualityPaperFieldsFragment';
export { SupplierProductFieldsFragmentDoc } from './documents/SupplierProductFieldsFragment';
export { SupplierScheduleDayFieldsFragmentDoc } from './documents/SupplierScheduleDayFieldsFragment';
export { SupplierDomainFieldsFragmentDoc } from './documents/SupplierDomainFieldsFragment';
export { SupplierStorefrontFieldsFragmentDoc } from './documents/SupplierStorefrontFieldsFragment';
export { SupplierWebhookDeliveryFieldsFragmentDoc } from './documents/SupplierWebhookDeliveryFieldsFragment';
export { SupplierWebhookEndpointFieldsFragmentDoc } from './documents/SupplierWebhookEndpointFieldsFragment';
export { SupplierWorkspaceFieldsFragmentDoc } from './documents/SupplierWorkspaceFieldsFragment';
export { InvitationFieldsFragmentDoc } from './documents/InvitationFieldsFragment';
export { TeamFieldsFragmentDoc } from './documents/TeamFieldsFragment';
export { TruckFieldsFragmentDoc } from './documents/TruckFieldsFragment';
export { ViewerFieldsFragmentDoc } from './documents/ViewerFieldsFragment';
export { AccountPasswordChangeDocument } from './documents/AccountPasswordChange';
export { AccountProfileUpdateDocument } from './documents/AccountProfileUpdate';
export { BankAccountCreateDocument } from './documents/BankAccountCreate';
export { BankAccountVerifyDocument } from './documents/BankAccountVerify';
export { CardPaymentMethodCreateDocument } from './documents/CardPaymentMethodCreate';
export { CheckoutCreditAccountDocument } from './documents/CheckoutCreditAccount';
export { CompanySettingsDocument } from './documents/CompanySettings';
export { CompanySettingsUpdateDocument } from './documents/CompanySettingsUpdate';
export { CompanySwitchDocument } from './documents/CompanySwitch';
export { ContractorSignUpDocument } from './documents/ContractorSignUp';
export { CreditAccountDocument } from './documents/CreditAccount';
export { CreditAccountApplyDocument } from './documents/CreditAccountApply';
export { CreditApplicationDecideDocument } from './documents/CreditApplicationDecide';
export { CreditApplicationsDocument } from './documents/CreditApplications';
export { CustomerStoriesDocument } from './documents/CustomerStories';
export { DeliveryAreaCheckDocument } from './documents/DeliveryAreaCheck';
export { DeliveryAreaNotifyRequestDocument } from './documents/DeliveryAreaNotifyRequest';
export { DeliveryAvailabilityDocument } from './documents/DeliveryAvailability';
export { DriverDayDocument } from './documents/DriverDay';
export { DriverOrderDocument } from './documents/DriverOrder';
export { HeaderAccountDocument } from './documents/HeaderAccount';
export { InternalCandidateRequestCreateDocument } from './documents/InternalCandidateRequestCreate';
export { InvitationAcceptDocument } from './documents/InvitationAccept';
export { InvitationByTokenDocument } from './documents/InvitationByToken';
export { InvitationCreateDocument } from './documents/InvitationCreate';
export { InvitationRejectDocument } from './documents/InvitationReject';
export { InvitationRevokeDocument } from './documents/InvitationRevoke';
export { JobDetailsDocument } from './documents/JobDetails';
export { JobSiteCreateDocument } from './documents/JobSiteCreate';
export { JobSitePapersDocument } from './documents/JobSitePapers';
export { JobSiteStatementDocument } from './documents/JobSiteStatement';
export { JobSiteUpdateDocument } from './documents/JobSiteUpdate';
export { JobSitesDocument } from './documents/JobSites';
export { JobsDocument } from './documents/Jobs';
export { LoadDelayReportDocument } from './documents/LoadDelayReport';
export { LoadDeliverDocument } from './documents/LoadDeliver';
export { LoadNoteSaveDocument } from './documents/LoadNoteSave';
export { LoadPositionReportDocument } from './documents/LoadPositionReport';
export { LoadStepReportDocument } from './documents/LoadStepReport';
export { MarketingFiguresDocument } from './documents/MarketingFigures';
export { MeDocument } from './documents/Me';
export { OfficesDocument } from './documents/Offices';
export { OrderBalanceChangeAuthorizeDocument } from './documents/OrderBalanceChangeAuthorize';
export { OrderBalanceChangeConfirmDocument } from './documents/OrderBalanceChangeConfirm';
export { OrderCancelDocument } from './documents/OrderCancel';
export { OrderDetailsDocument } from './documents/OrderDetails';
export { OrderDisputeOpenDocument } from './documents/OrderDisputeOpen';
export { OrderDisputeWithdrawDocument } from './documents/OrderDisputeWithdraw';
export { OrderHoldReleaseDocument } from './documents/OrderHoldRelease';
export { OrderMessageSendDocument } from './documents/OrderMessageSend';
export { OrderMessagesReadDocument } from './documents/OrderMessagesRead';
export { OrderPayDocument } from './documents/OrderPay';
export { OrderPaymentConfirmDocument } from './documents/OrderPaymentConfirm';
export { OrderPaymentStateDocument } from './documents/OrderPaymentState';
export { OrderQuoteDocument } from './documents/OrderQuote';
export { OrderRateDocument } from './documents/OrderRate';
export { OrderReorderDocument } from './documents/OrderReorder';
export { OrderRequestCreateDocument } from './documents/OrderRequestCreate';
export { OrderRequestWithdrawDocument } from './documents/OrderRequestWithdraw';
export { OrderWindowProposalAcceptDocument } from './documents/OrderWindowProposalAccept';
export { OrdersDocument } from './documents/Orders';
export { PartnerButtonClickDocument } from './documents/PartnerButtonClick';
export { PartnerByCodeDocument } from './documents/PartnerByCode';
export { PartnerDashboardDocument } from './documents/PartnerDashboard';
export { PartnerRequestCreateDocument } from './documents/PartnerRequestCreate';
export { PartnerStatsDocument } from './documents/PartnerStats';
export { PaymentGatewayDocument } from './documents/PaymentGateway';
export { PaymentLinkDocument } from './documents/PaymentLink';
export { PaymentLinkConfirmPaymentDocument } from './documents/PaymentLinkConfirmPayment';
export { PaymentLinkCreateDocument } from './documents/PaymentLinkCreate';
export { PaymentLinkPayDocument } from './documents/PaymentLinkPay';
export { PaymentLinkVerifyBankAccountDocument } from './documents/PaymentLinkVerifyBankAccount';
export { PaymentMethodAttachDocument } from './documents/PaymentMethodAttach';
export { PaymentMethodDeleteDocument } from './documents/PaymentMethodDelete';
export { PaymentMethodSetDefaultDocument } from './documents/PaymentMethodSetDefault';
export { PaymentMethodsDocument } from './documents/PaymentMethods';
export { PaymentSetupIntentCreateDocument } from './documents/PaymentSetupIntentCreate';
export { PlaceOrderDocument } from './documents/PlaceOrder';
export { ProducersDocument } from './documents/Producers';
export { ProductCategoriesDocument } from './documents/ProductCategories';
export { RefreshSessionDocument } from './documents/RefreshSession';
export { ServiceRegionsDocument } from './documents/ServiceRegions';
export { SignInDocument } from './documents/SignIn';
export { SignOutDocument } from './documents/SignOut';
export { StorefrontDocument } from './documents/Storefront';
export { StorefrontByDomainDocument } from './documents/StorefrontByDomain';
export { StorefrontAppDocument } from './documents/StorefrontApp';
export { SupplierApiKeyCreateDocument } from './documents/SupplierApiKeyCreate';
export { SupplierApiKeyRevokeDocument } from './documents/SupplierApiKeyRevoke';
export { SupplierApiKeysDocument } from './documents/SupplierApiKeys';
export { SupplierCatalogueDocument } from './documents/SupplierCatalogue';
export { SupplierDateBlockDocument } from './documents/SupplierDateBlock';
export { SupplierDateUnblockDocument } from './documents/SupplierDateUnblock';
export { SupplierDeliverySettingsUpdateDocument } from './documents/SupplierDeliverySettingsUpdate';
export { SupplierDomainAddDocument } from './documents/SupplierDomainAdd';
export { SupplierDomainRemoveDocument } from './documents/SupplierDomainRemove';
export { SupplierDomainVerifyDocument } from './documents/SupplierDomainVerify';
export { SupplierFleetAvailabilityDocument } from './documents/SupplierFleetAvailability';
export { SupplierOrderDocument } from './documents/SupplierOrder';
export { SupplierOrderDispatchDocument } from './documents/SupplierOrderDispatch';
export { SupplierOrderDisputeAnswerDocument } from './documents/SupplierOrderDisputeAnswer';
export { SupplierOrderHoldReleaseDocument } from './documents/SupplierOrderHoldRelease';
export { SupplierOrderNoteAddDocument } from './documents/SupplierOrderNoteAdd';
export { SupplierOrderProposeWindowDocument } from './documents/SupplierOrderProposeWindow';
export { SupplierOrderRatingReplyDocument } from './documents/SupplierOrderRatingReply';
export { SupplierOrderRequestAnswerDocument } from './documents/SupplierOrderRequestAnswer';
export { SupplierOrderTransitionDocument } from './documents/SupplierOrderTransition';
export { SupplierOrdersDocument } from './documents/SupplierOrders';
export { SupplierPayoutOnboardingLinkCreateDocument } from './documents/SupplierPayoutOnboardingLinkCreate';
export { SupplierPayoutResendDocument } from './documents/SupplierPayoutResend';
export { SupplierPayoutTestBankAccountSetDocument } from './documents/SupplierPayoutTestBankAccountSet';
export { SupplierPayoutsDocument } from './documents/SupplierPayouts';
export { SupplierProductCreateDocument } from './documents/SupplierProductCreate';
export { SupplierProductUpdateDocument } from './documents/SupplierProductUpdate';
export { SupplierQualityPaperAttachDocument } from './documents/SupplierQualityPaperAttach';
export { SupplierQualityPaperRemoveDocument } from './documents/SupplierQualityPaperRemove';
export { SupplierScheduleDocument } from './documents/SupplierSchedule';
export { SupplierScorecardDocument } from './documents/SupplierScorecard';
export { SupplierServiceAreasSetDocument } from './documents/SupplierServiceAreasSet';
export { SupplierStatementDocument } from './documents/SupplierStatement';
export { SupplierStorefrontDocument } from './documents/SupplierStorefront';
export { SupplierStorefrontUpdateDocument } from './documents/SupplierStorefrontUpdate';
export { SupplierTruckSaveDocument } from './documents/SupplierTruckSave';
export { SupplierTruckSetActiveDocument } from './documents/SupplierTruckSetActive';
export { SupplierTrucksDocument } from './documents/SupplierTrucks';
export { SupplierWebhookDeliveriesDocument } from './documents/SupplierWebhookDeliveries';
export { SupplierWebhookEndpointCreateDocument } from './documents/SupplierWebhookEndpointCreate';
export { SupplierWebhookEndpointDeleteDocument } from './documents/SupplierWebhookEndpointDelete';
export { SupplierWebhookEndpointSetEnabledDocument } from './documents/SupplierWebhookEndpointSetEnabled';
export { SupplierWebhookEndpointsDocument } from './documents/SupplierWebhookEndpoints';
export { SupplierWebhookRedeliverDocument } from './documents/SupplierWebhookRedeliver';
export { SupplierWebhookSecretRollDocument } from './documents/SupplierWebhookSecretRoll';
export { SupplierWindowCapacityResetDocument } from './documents/SupplierWindowCapacityReset';
export { SupplierWindowCapacitySetDocument } from './documents/SupplierWindowCapacitySet';
export { SupplierWorkspaceDocument } from './documents/SupplierWorkspace';
export { SuppliersDocument } from './documents/Suppliers';
export { TeamDocument } from './documents/Team';
export { TeamMemberRemoveDocument } from './documents/TeamMemberRemove';
export { VisiblePartnersDocument } from './documents/VisiblePartners';
export { VolumePricingSubscribeDocument } from './documents/VolumePricingSubscribe';