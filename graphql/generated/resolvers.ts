import type { GraphQLResolveInfo } from 'graphql';
import type { JobRecord } from '@/server/services/site/jobs';
import type { PartnerRecord } from '@/server/services/site/partners';
import type { OfficeRecord, CustomerStoryRecord } from '@/server/services/site/company';
import type { SupplierRecord } from '@/server/services/catalogue/suppliers';
import type { ProducerRecord } from '@/server/services/catalogue/producers';
import type { SupplierWorkspaceRecord } from '@/server/services/supplier-desk/workspace';
import type {
  ViewerRecord,
  CompanyRecord,
  AuthPayloadRecord,
  MembershipRecord,
} from '@/server/services/accounts/accounts';
import type { OrderRecord } from '@/server/services/orders/orders';
import type { SupplierOrderRecord } from '@/server/services/supplier-desk/supplier-orders';
import type { OrderLoadRecord } from '@/server/services/delivery/loads';
import type { DriverLoadRecord } from '@/server/services/delivery/driver-steps';
import type { TruckRecord } from '@/server/services/delivery/fleet';
import type { OrderRequestRecord } from '@/server/services/delivery/pour-day';
import type { OrderDisputeRecord } from '@/server/services/orders/disputes';
import type { QualityPaperRecord } from '@/server/services/catalogue/quality-papers';
import type { JobSiteRecord } from '@/server/services/orders/job-sites';
import type { SupplierProductRecord } from '@/server/services/catalogue/supplier-catalogue';
import type { OrderPaymentRecord, PaymentMethodRecord } from '@/server/services/payments/records';
import type { CreditAccountRecord } from '@/server/services/payments/credit';
import type { PaymentLinkRecord } from '@/server/services/payments/payment-links';
import type { PaymentLinkViewRecord } from '@/server/services/payments/payment-link-view';
import type { SupplierScorecardRecord } from '@/server/services/orders/scorecards';
import type { GraphQLContext } from '@/server/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type AccountPasswordChangeInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type AccountProfileInput = {
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  /** Any usual format; stored in E.164. */
  phone: Scalars['String']['input'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Access token for the person's own account (account-level operations such as accepting an invitation). */
  mainToken: Scalars['String']['output'];
  user: Viewer;
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

/** A balance repriced by the server: the order before and after. Integer cents in `currency`. */
export type BalancePreview = {
  __typename?: 'BalancePreview';
  /**
   * The order's payment collects the new amount due as it is (not paid yet, on terms, or a card
   * authorisation large enough); false: the difference is due, or was paid, apart from it.
   */
  coveredByOrderPayment: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  /** What had left the yard when the balance was asked. */
  dispatchedQuantity: Scalars['Float']['output'];
  newAmountDueCents: Scalars['Int']['output'];
  newQuantity: Scalars['Float']['output'];
  newTotalCents: Scalars['Int']['output'];
  previousAmountDueCents: Scalars['Int']['output'];
  previousQuantity: Scalars['Float']['output'];
  previousTotalCents: Scalars['Int']['output'];
  /** The new quote the acceptance stores. */
  quote: OrderQuote;
};

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
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  iban?: InputMaybe<Scalars['String']['input']>;
  institutionNumber?: InputMaybe<Scalars['String']['input']>;
  mandateAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  paymentType?: InputMaybe<PaymentType>;
  routingNumber?: InputMaybe<Scalars['String']['input']>;
  transitNumber?: InputMaybe<Scalars['String']['input']>;
};

export type BillingAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** What the application carries besides the candidate. */
export type CandidateRequestPayloadInput = {
  coverLetter: Scalars['String']['input'];
  /** The id POST /api/uploads/resume answered for the resume (PDF). */
  resumeUploadId: Scalars['ID']['input'];
};

/** Spec section 3: card payment (number, expiry date, CVC, cardholder name, zip code, billing address). */
export type CardPaymentMethodInput = {
  billingAddress?: InputMaybe<BillingAddressInput>;
  cardholderName?: InputMaybe<Scalars['String']['input']>;
  cvc?: InputMaybe<Scalars['String']['input']>;
  /** MM/YY */
  expiry?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** Paying an order by card, as the server will do it now (the same numbers `orderPay` uses). */
export type CardPaymentPlan = {
  __typename?: 'CardPaymentPlan';
  /** What the card is asked for now, and what the bank's 3-D Secure asks to confirm. */
  amountNowCents: Scalars['Int']['output'];
  /** When the card is charged (ISO 8601): CARD_CHARGE_HOURS_BEFORE_DELIVERY before delivery, or now. */
  chargeAt: Scalars['String']['output'];
  /** True when delivery is closer than the charge time: the amount due is charged at once, nothing is held. */
  chargedAtOnce: Scalars['Boolean']['output'];
  /** The hold for changes on top of the amount due (0 when the card is charged at once). */
  holdCents: Scalars['Int']['output'];
};

/** The person applying (spec: career candidate input). */
export type CareerCandidateInput = {
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
};

/** A city the marketplace delivers in, which a supplier may serve. */
export type CatalogueCity = {
  __typename?: 'CatalogueCity';
  countryCode: Scalars['String']['output'];
  countryName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Province or state code. */
  regionCode: Scalars['String']['output'];
};

export type City = {
  __typename?: 'City';
  countryCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Province or state code. */
  regionCode: Scalars['String']['output'];
};

/** A contractor's workspace, or a supplier's. */
export type Company = {
  __typename?: 'Company';
  id: Scalars['ID']['output'];
  kind: CompanyKind;
  name: Scalars['String']['output'];
  /** Referral credit usable at checkout, in cents. */
  referralCreditCents: Scalars['Int']['output'];
};

export type CompanyAddress = {
  __typename?: 'CompanyAddress';
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2: CA, US or MX. */
  country: Scalars['String']['output'];
  /** The country's format: A1A 1A1 (CA), 12345 (US). */
  postalCode: Scalars['String']['output'];
  /** Province or state. */
  region: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type CompanyAddressInput = {
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  region: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

export type CompanyKind = 'contractor' | 'supplier';

/** A company a person belongs to, and as what. */
export type CompanyMembership = {
  __typename?: 'CompanyMembership';
  company: Company;
  role: MemberRole;
};

export type CompanySettings = {
  __typename?: 'CompanySettings';
  /** The address under the name on invoices; null until given. */
  address?: Maybe<CompanyAddress>;
  /** Whether the caller may change the name and address (the company's owner). */
  editable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** What invoices bill to. */
  name: Scalars['String']['output'];
};

export type CompanySettingsInput = {
  address?: InputMaybe<CompanyAddressInput>;
  name: Scalars['String']['input'];
};

export type ContractorSignUpInput = {
  fullName: Scalars['String']['input'];
  identity: IdentityInput;
  /**
   * The token of the invitation being answered (/invite/<token>): the account joins the inviting
   * company with the invited role, in the same transaction, instead of getting a contractor company
   * of its own. Its email must be the invited one. Errors: NOT_FOUND, INVITATION_NOT_PENDING, FORBIDDEN.
   */
  invitationToken?: InputMaybe<Scalars['String']['input']>;
  /** The same password as identity.password. */
  password: Scalars['String']['input'];
  /** Any usual format; stored in E.164 (+ and digits). */
  phone: Scalars['String']['input'];
  /** Another contractor's referral code: the new company gets the referral credit. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
  /** Where the sign-up comes from, e.g. web. */
  source: Scalars['String']['input'];
};

export type CreditAccount = {
  __typename?: 'CreditAccount';
  /** ISO 8601 date-time. */
  appliedAt: Scalars['String']['output'];
  availableCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** ISO 8601 date-time; null while under review. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** Why it was declined, or the operator's note on an approval. */
  decisionReason?: Maybe<Scalars['String']['output']>;
  limitCents: Scalars['Int']['output'];
  /** Unpaid orders on terms, soonest due first. */
  openInvoices: Array<CreditInvoice>;
  /** Unpaid past their due date: new orders on terms are held while this is above zero. */
  overdueCents: Scalars['Int']['output'];
  requestedLimitCents: Scalars['Int']['output'];
  /** Every movement of the credit, oldest first (the newest 200). */
  statement: Array<CreditStatementLine>;
  /** The whole statement as CSV: a link signed for the company, valid 10 minutes. */
  statementCsvUrl: Scalars['String']['output'];
  status: CreditAccountStatus;
  termDays: Scalars['Int']['output'];
  /** Orders on terms not yet paid. */
  usedCents: Scalars['Int']['output'];
};

export type CreditAccountApplyInput = {
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  /** Estimated yearly spend on materials, in cents. */
  annualVolumeCents?: InputMaybe<Scalars['Int']['input']>;
  billingContactEmail?: InputMaybe<Scalars['String']['input']>;
  billingContactName?: InputMaybe<Scalars['String']['input']>;
  billingContactPhone?: InputMaybe<Scalars['String']['input']>;
  businessNumber?: InputMaybe<Scalars['String']['input']>;
  /** CA or US: the account's currency follows it. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  requestedLimitCents?: InputMaybe<Scalars['Int']['input']>;
  /** At least two suppliers that sell to the business on terms. */
  tradeReferences?: InputMaybe<Array<CreditTradeReferenceInput>>;
  yearsInBusiness?: InputMaybe<Scalars['Int']['input']>;
};

export type CreditAccountStatus =
  | 'approved'
  | 'declined'
  /** Applied, waiting for a marketplace operator: no credit yet. */
  | 'under_review';

/** A company's application for terms, as a marketplace operator reviews it. */
export type CreditApplication = {
  __typename?: 'CreditApplication';
  /** Null on applications decided before operators reviewed them. */
  annualVolumeCents?: Maybe<Scalars['Int']['output']>;
  applicantEmail?: Maybe<Scalars['String']['output']>;
  applicantName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 date-time. */
  appliedAt: Scalars['String']['output'];
  billingContactEmail?: Maybe<Scalars['String']['output']>;
  billingContactName?: Maybe<Scalars['String']['output']>;
  billingContactPhone?: Maybe<Scalars['String']['output']>;
  businessNumber: Scalars['String']['output'];
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  decidedByName?: Maybe<Scalars['String']['output']>;
  decisionReason?: Maybe<Scalars['String']['output']>;
  legalName: Scalars['String']['output'];
  /** The approved limit (0 unless approved). */
  limitCents: Scalars['Int']['output'];
  requestedLimitCents: Scalars['Int']['output'];
  status: CreditAccountStatus;
  termDays: Scalars['Int']['output'];
  tradeReferences: Array<CreditTradeReference>;
  yearsInBusiness: Scalars['Int']['output'];
};

export type CreditApplicationDecideInput = {
  companyId: Scalars['ID']['input'];
  decision?: InputMaybe<CreditDecisionKind>;
  /** approve: the limit granted, in cents. */
  limitCents?: InputMaybe<Scalars['Int']['input']>;
  /** decline: required, the applicant reads it; approve: an optional note. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** approve: days after delivery an invoice is due. */
  termDays?: InputMaybe<Scalars['Int']['input']>;
};

export type CreditDecisionKind = 'approve' | 'decline';

export type CreditInvoice = {
  __typename?: 'CreditInvoice';
  amountCents: Scalars['Int']['output'];
  /** YYYY-MM-DD: the delivery date plus the term. */
  dueDate: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  /** Short order number for people, e.g. 'BM-3F9A21C4'. */
  orderNumber: Scalars['String']['output'];
  /** Past its due date (on the delivery site's calendar) and unpaid. */
  overdue: Scalars['Boolean']['output'];
};

export type CreditMovementKind =
  /** A dispute accepted: its credit taken off the terms. */
  | 'credited'
  /** An order put on terms. */
  | 'drawn'
  /** The order canceled: its credit given back. */
  | 'released'
  /** Its invoice paid. */
  | 'repaid';

export type CreditStatementLine = {
  __typename?: 'CreditStatementLine';
  /** Positive when credit is drawn, negative when it comes back. */
  amountCents: Scalars['Int']['output'];
  /** Credit used after this line. */
  balanceCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD on the delivery site's calendar. */
  date: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  dueDate?: Maybe<Scalars['String']['output']>;
  kind: CreditMovementKind;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
};

export type CreditTradeReference = {
  __typename?: 'CreditTradeReference';
  contactName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type CreditTradeReferenceInput = {
  contactName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** The supplier's business name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A phone or an email (or both). */
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerStory = {
  __typename?: 'CustomerStory';
  author: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** URL path of the customer's logo. */
  logo: Scalars['String']['output'];
  message: Scalars['String']['output'];
  position: Scalars['String']['output'];
  /** URL path of a rating image that replaces the title. */
  ratingImage?: Maybe<Scalars['String']['output']>;
  /** A short title; absent when a rating image stands in its place. */
  title?: Maybe<Scalars['String']['output']>;
};

export type DeliveryAreaCheck = {
  __typename?: 'DeliveryAreaCheck';
  /** True when at least one supplier delivers to the city the query names. */
  available: Scalars['Boolean']['output'];
  /** The city the query names, when the marketplace knows it. */
  city?: Maybe<City>;
  /** How many suppliers deliver there. */
  supplierCount: Scalars['Int']['output'];
};

export type DeliveryAreaCheckInput = {
  /** ISO 3166-1 alpha-2: CA, US or MX. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  /** A city name or a postal code of that country. */
  query?: InputMaybe<Scalars['String']['input']>;
  /** A storefront's check: `available` then says whether this supplier (by its slug) delivers there. */
  supplierSlug?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryAreaNotifyInput = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryAvailability = {
  __typename?: 'DeliveryAvailability';
  /** True when the supplier does not deliver on the date (a holiday, the plant down): no window is available. */
  closed: Scalars['Boolean']['output'];
  /** What to tell the contractor when `closed` ('Not delivering on this date. Please choose another date.'). */
  closedMessage?: Maybe<Scalars['String']['output']>;
  date: Scalars['String']['output'];
  supplierId: Scalars['ID']['output'];
  /** IANA time zone of the windows. */
  timeZone: Scalars['String']['output'];
  windows: Array<DeliveryWindow>;
};

/** How the contractor's tracking shows the trucks. */
export type DeliveryMap = {
  __typename?: 'DeliveryMap';
  /** A MapLibre style URL when map tiles are configured; null: no map, distance and ETA only. */
  styleUrl?: Maybe<Scalars['String']['output']>;
};

export type DeliveryWindow = {
  __typename?: 'DeliveryWindow';
  /** False when full, started, on a date the supplier blocked, or beyond the booking horizon. */
  available: Scalars['Boolean']['output'];
  bookedTrucks: Scalars['Int']['output'];
  capacityTrucks: Scalars['Int']['output'];
  endsAt: Scalars['String']['output'];
  /** e.g. 06:00–10:00 (local). */
  label: Scalars['String']['output'];
  remainingTrucks: Scalars['Int']['output'];
  /** Local start hour. */
  startHour: Scalars['Int']['output'];
  /** ISO 8601 date-time. */
  startsAt: Scalars['String']['output'];
};

/** An invoice line a dispute may name. */
export type DisputableLine = {
  __typename?: 'DisputableLine';
  amountCents: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type DisputeReason = 'damaged' | 'late' | 'not_delivered' | 'short_load' | 'wrong_mix';

export type DisputeStatus =
  /** The supplier credited it. */
  | 'accepted'
  /** The supplier contested it, with a reason; it may still accept, or the contractor withdraw. */
  | 'contested'
  /** Waiting for the supplier's answer. */
  | 'open'
  | 'withdrawn';

/** The driver's loads of one day. */
export type DriverComingDay = {
  __typename?: 'DriverComingDay';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  loads: Array<DriverLoad>;
};

export type DriverDay = {
  __typename?: 'DriverDay';
  /** The days after `date` (two weeks of them) with loads of the driver's, soonest first. */
  coming: Array<DriverComingDay>;
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  loads: Array<DriverLoad>;
};

/** A load as its driver sees it on the road: the load, and what of its order the driver needs. */
export type DriverLoad = {
  __typename?: 'DriverLoad';
  accessNotes?: Maybe<Scalars['String']['output']>;
  cityName: Scalars['String']['output'];
  contactName: Scalars['String']['output'];
  contactPhone: Scalars['String']['output'];
  contractorName: Scalars['String']['output'];
  deliveryAddress: Scalars['String']['output'];
  /** YYYY-MM-DD and e.g. 06:00–10:00, the supplier's local time. */
  deliveryDate: Scalars['String']['output'];
  deliveryWindow: Scalars['String']['output'];
  gateCode?: Maybe<Scalars['String']['output']>;
  load: OrderLoad;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  orderQuantity: Scalars['Float']['output'];
  orderStatus: OrderStatus;
  postalCode: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  /** Where the site is (the contractor's pin), for directions; null when not known. */
  siteLatitude?: Maybe<Scalars['Float']['output']>;
  siteLongitude?: Maybe<Scalars['Float']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  /** The delivery site's IANA time zone: the load's times are shown in it. */
  timeZone: Scalars['String']['output'];
  washoutNotes?: Maybe<Scalars['String']['output']>;
};

/** What holds the fleet while an order's loads could go (the planner shows who is not free). */
export type FleetAvailability = {
  __typename?: 'FleetAvailability';
  /** The supplier's other orders' loads, and this order's loads under way, holding a truck or a driver then. */
  bookings: Array<FleetBooking>;
  /** ISO 8601: the order's delivery start, when its first load is due on site. */
  deliveryStartsAt: Scalars['String']['output'];
  /** Each later load is due this many minutes after the one before. */
  minutesBetweenTrucks: Scalars['Int']['output'];
};

/** A load that holds a truck and a driver, from leaving the yard until back from the site. */
export type FleetBooking = {
  __typename?: 'FleetBooking';
  driverUserId?: Maybe<Scalars['ID']['output']>;
  /** ISO 8601 date-times: when the truck leaves the yard for it, and when it is back. */
  from: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  /** e.g. BM-3F9A21C4. */
  orderNumber: Scalars['String']['output'];
  /** 1, 2, 3... among its order's loads. */
  sequence: Scalars['Int']['output'];
  step: LoadStep;
  truckId?: Maybe<Scalars['ID']['output']>;
  until: Scalars['String']['output'];
};

export type IdentityInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** An invitation as the inviting company sees it. */
export type Invitation = {
  __typename?: 'Invitation';
  /** ISO 8601 date-time. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The inviter's full name; null when their account is gone. */
  invitedBy?: Maybe<Scalars['String']['output']>;
  role: InviteRole;
  status: InvitationStatus;
};

export type InvitationCreateInput = {
  email: Scalars['String']['input'];
  /** An InviteRole value; checked like the form checks it, so an unknown one is BAD_USER_INPUT with the field's message. */
  role: Scalars['String']['input'];
};

/** Spec section 4; `expired` is a pending invitation past its expiry. */
export type InvitationStatus = 'accepted' | 'canceled' | 'expired' | 'pending' | 'rejected';

/** An invitation as its link shows it. */
export type InvitationView = {
  __typename?: 'InvitationView';
  /** Contractor or supplier: where the accepted person works, and how their role is named. */
  companyKind: CompanyKind;
  companyName: Scalars['String']['output'];
  /** The invited email: only an account with it may accept. */
  email: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  expiresAt: Scalars['String']['output'];
  /** The inviter's full name; null when their account is gone. */
  inviterName?: Maybe<Scalars['String']['output']>;
  /** An invite role, or supplier_owner for the owner of a newly onboarded supplier company. */
  role: MemberRole;
  status: InvitationStatus;
};

/** The roles an invitation can give (spec: invite roles). */
export type InviteRole =
  /** Contractor manager (foreman). */
  | 'contractor_manager'
  /** Partner contractor (foreman). */
  | 'partner_contractor'
  | 'partner_driver'
  | 'partner_manager';

export type Job = {
  __typename?: 'Job';
  additionalInfo?: Maybe<Scalars['String']['output']>;
  /** Plain text; may contain basic HTML markup, which clients sanitise before display. */
  description: Scalars['String']['output'];
  direction: JobDirection;
  experience: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  postedAt: Scalars['String']['output'];
  requirements: Array<Scalars['String']['output']>;
  responsibilities: Array<Scalars['String']['output']>;
  salary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: JobType;
};

export type JobDirection = 'design' | 'development' | 'marketing';

export type JobFilter = {
  direction?: InputMaybe<JobDirection>;
  type?: InputMaybe<JobType>;
};

export type JobList = {
  __typename?: 'JobList';
  /** How many jobs match, regardless of skip and limit. */
  count: Scalars['Int']['output'];
  values: Array<Job>;
};

export type JobSite = {
  __typename?: 'JobSite';
  accessNotes?: Maybe<Scalars['String']['output']>;
  address: Scalars['String']['output'];
  city: City;
  /** ISO 8601 date-time. */
  createdAt: Scalars['String']['output'];
  gateCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Job or PO number. */
  jobNumber?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  /** How many quality papers the site's orders that went ahead carry (one per order and paper). */
  qualityPaperCount: Scalars['Int']['output'];
  /** Those papers as one ZIP, a folder per order: a link signed for a few minutes. */
  qualityPapersUrl: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  updatedAt: Scalars['String']['output'];
  washoutNotes?: Maybe<Scalars['String']['output']>;
};

/** Nullable fields answer BAD_USER_INPUT 'Required' when missing, like an empty one. */
export type JobSiteInput = {
  accessNotes?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  /** CA, US or MX: the postal code must have its format (CA A1A 1A1, US 12345 or 12345-6789). */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  gateCode?: InputMaybe<Scalars['String']['input']>;
  jobNumber?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  washoutNotes?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A contractor's statement of one job site for a month: its orders (not declined or canceled) by
 * delivery date, by supplier, with job and PO numbers; the same PDF and CSV as a supplier's.
 */
export type JobSiteStatement = {
  __typename?: 'JobSiteStatement';
  csvUrl: Scalars['String']['output'];
  jobSiteId: Scalars['ID']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  orderCount: Scalars['Int']['output'];
  pdfUrl: Scalars['String']['output'];
  /** Per currency, in integer cents. */
  totals: Array<StatementTotal>;
};

export type JobType = 'fullTime' | 'partTime';

export type LoadDelayInput = {
  loadId: Scalars['ID']['input'];
  /** 5 to 600. */
  minutes: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type LoadDeliveryInput = {
  deliveredQuantity: Scalars['Float']['input'];
  loadId: Scalars['ID']['input'];
  /** The name of the person who received the load and signed. */
  receivedBy: Scalars['String']['input'];
  slumpMm?: InputMaybe<Scalars['Int']['input']>;
  waterAddedLitres?: InputMaybe<Scalars['Float']['input']>;
};

/** A truck's estimated arrival. */
export type LoadEta = {
  __typename?: 'LoadEta';
  /** Aimed at the city's centre: the site's own position is known once a truck has arrived. */
  approximate: Scalars['Boolean']['output'];
  /** ISO 8601 date-time. */
  arrivesAt: Scalars['String']['output'];
  /** Where the truck is as seen from where it is going: whole degrees clockwise from north, 0 to 359. */
  bearingDegrees: Scalars['Int']['output'];
  /** As the crow flies from where it is going, in kilometres (to one decimal). */
  directKm: Scalars['Float']['output'];
  /** By road (estimated), in kilometres. */
  distanceKm: Scalars['Float']['output'];
  /** It arrives after the end of the delivery window. */
  lateForWindow: Scalars['Boolean']['output'];
  /** routing (a routing service) or straight_line (distance over the average speed). */
  source: Scalars['String']['output'];
};

export type LoadNoteInput = {
  loadId: Scalars['ID']['input'];
  /** null clears it. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type LoadPositionInput = {
  accuracyMeters?: InputMaybe<Scalars['Float']['input']>;
  latitude: Scalars['Float']['input'];
  loadId: Scalars['ID']['input'];
  longitude: Scalars['Float']['input'];
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
  loadId: Scalars['ID']['input'];
  /** The load's next step. */
  step: LoadStep;
};

export type LoadTruck = {
  __typename?: 'LoadTruck';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The marketplace in numbers, as the marketing pages state them; each is counted from the data. */
export type MarketingFigures = {
  __typename?: 'MarketingFigures';
  /** Cities where some supplier delivers aggregates. */
  aggregateCities: Scalars['Int']['output'];
  /** Cities where some supplier delivers an active product. */
  cities: Scalars['Int']['output'];
  /** Countries with at least one city where some supplier delivers an active product. */
  countries: Scalars['Int']['output'];
  /** Orders delivered or completed. */
  deliveries: Scalars['Int']['output'];
  /** Active products contractors can order. */
  products: Scalars['Int']['output'];
  /** Suppliers with at least one active product. */
  suppliers: Scalars['Int']['output'];
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

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Changes the caller's password; the current one is required (BAD_USER_INPUT on
   * `currentPassword` when wrong; RATE_LIMITED after several wrong ones). Ends every other session
   * of the person at once and answers like signIn: new tokens for this one in the response headers.
   */
  accountPasswordChange: AuthPayload;
  /** Changes the caller's name, phone and email (EMAIL_TAKEN or PHONE_TAKEN when another account has it). */
  accountProfileUpdate: Viewer;
  /**
   * Saves a bank account with the customer's acceptance of the debit mandate (cancelable with 30
   * days' notice; the time, address and browser are recorded). US and Canadian accounts start
   * `verificationStatus: pending`: two micro-deposits are sent and bankAccountVerify confirms them.
   * An IBAN is ready at once. Canadian accounts need the payer's email.
   */
  bankAccountCreate: PaymentMethod;
  /**
   * Confirms the two micro-deposit amounts in cents (the sandbox sends 32 and 45). Orders waiting
   * for this account (`requires_confirmation`) are debited once it is verified.
   * MICRODEPOSITS_MISMATCH with `extensions.attemptsLeft`; after the last attempt the account fails.
   */
  bankAccountVerify: PaymentMethod;
  /**
   * Sandbox gateway: saves a card from its details (the sandbox's card form). With Stripe, card
   * details never reach this API: the browser confirms a setup intent with Stripe.js and sends the
   * payment method's id to paymentMethodAttach.
   */
  cardPaymentMethodCreate: PaymentMethod;
  /** Renames the caller's current company and sets its address for invoices (null: none). FORBIDDEN unless the owner. */
  companySettingsUpdate: CompanySettings;
  /**
   * Acts within another of the caller's companies (send the ordinary or the main token): answers
   * like signIn, with the new ordinary token in `authorization` and a refresh token in
   * `x-refresh-token`; FORBIDDEN when the caller is not a member.
   */
  companySwitch: AuthPayload;
  /** Creates a contractor with a company workspace and signs them in (spec: contractorSignUp). */
  contractorSignUp: AuthPayload;
  /**
   * Applies for 120-day terms with the business's details, billing contact and at least two trade
   * references. The application waits `under_review`, with no limit, until a marketplace operator
   * decides it. Sent again while under review it replaces the application; a declined company may
   * apply again; an approved one gets its account back unchanged.
   */
  creditAccountApply: CreditAccount;
  /**
   * Marketplace operators only (FORBIDDEN for everyone else): approves an application under review
   * with a limit and a term, or declines it with a reason the applicant reads. The decision is
   * mailed to the applicant. CREDIT_APPLICATION_NOT_UNDER_REVIEW when it was decided already.
   */
  creditApplicationDecide: CreditApplication;
  /** Asks to be told when deliveries reach an area (coming soon); asking again changes nothing. */
  deliveryAreaNotifyRequest: Scalars['Boolean']['output'];
  /**
   * Applies to an open position (spec: job id, candidate, requestPayload). The resume is uploaded
   * first (POST /api/uploads/resume, a PDF of at most 10 MB) and referenced by its upload id.
   * BAD_USER_INPUT with `fields` for a missing or malformed field, or an unknown, expired or
   * already used upload; NOT_FOUND for a job that is not open; RATE_LIMITED per address and email.
   */
  internalCandidateRequestCreate: Scalars['Boolean']['output'];
  /**
   * Accepts an invitation with the person's own account (send the main token): the account's email
   * must be the invited one (FORBIDDEN otherwise); adds the membership with the invited role.
   * NOT_FOUND for an unknown token; INVITATION_NOT_PENDING (with `extensions.status`) when it was
   * already accepted, rejected, canceled, or has expired.
   */
  invitationAccept: InvitationView;
  /**
   * Invites a person by email to the caller's company with a role, and mails them the link
   * (inviting the same email again replaces its pending invitation). FORBIDDEN when the caller's
   * role may not invite that role; ALREADY_MEMBER when the email belongs to a member;
   * RATE_LIMITED per inviter.
   */
  invitationCreate: Invitation;
  /** Rejects an invitation; the link's token is enough (no account needed). Errors as for invitationAccept. */
  invitationReject: InvitationView;
  /** Cancels a pending invitation of the caller's company. NOT_FOUND for another company's; INVITATION_NOT_PENDING when no longer pending. */
  invitationRevoke: Invitation;
  /** Saves a delivery address for the caller's company. */
  jobSiteCreate: JobSite;
  /** Placed orders keep their copy of the address. NOT_FOUND for another company's job site. */
  jobSiteDelete: Scalars['Boolean']['output'];
  /** NOT_FOUND for another company's job site. */
  jobSiteUpdate: JobSite;
  /** The driver reports a delay (before arriving): the contractor is told on the order page and by mail. */
  loadDelayReport: OrderLoad;
  /**
   * The driver records the delivery with its proof and the delivered step: the receiver's signature
   * must be uploaded first (POST /api/uploads/delivery/<load id>/signature, a PNG; a photo at
   * .../photo is optional). PROOF_OF_DELIVERY_REQUIRED without a signature; the contractor is
   * mailed the load's e-ticket. (loadStepReport refuses `delivered` with the same code.)
   */
  loadDeliver: OrderLoad;
  /** The driver's note on a load. */
  loadNoteSave: OrderLoad;
  /**
   * The truck's position from its driver's phone while the load is en route; at most one every 15
   * seconds is kept (faster ones answer the load unchanged). LOAD_STEP_OUT_OF_ORDER when the load
   * is not en route; FORBIDDEN for anyone but the load's driver.
   */
  loadPositionReport: OrderLoad;
  /** Reports a load's next step (its driver, or a dispatcher). */
  loadStepReport: OrderLoad;
  /**
   * The payer authorises the difference of a change of the order's total: it is charged on the
   * method that paid (owners and managers of the order's company). A second call while it is on
   * its way or settled answers it as it is. A decline is no error: `status: failed` and
   * `failureMessage`. NOT_FOUND for another company's change; ORDER_NOT_PAYABLE when there is
   * nothing to authorise (a refund, superseded, or the order ended).
   */
  orderBalanceChangeAuthorize: OrderBalanceChange;
  /** After 3-D Secure: the difference's payment is confirmed (sandbox) or read again (Stripe). */
  orderBalanceChangeConfirm: OrderBalanceChange;
  /**
   * Cancels an order while the supplier's cancellation window is open ('Order was canceled!'), its
   * payment released whole. Inside the window, before a load is dispatched, an order whose supplier
   * has a late cancellation fee (`lateCancelable`) is canceled for that fee: `acceptFeeCents` must
   * be its `lateCancellationFeeCents` (ORDER_NOT_CANCELABLE, stating the fee, otherwise); a hold is
   * captured for the fee, money taken is refunded down to it, terms are reduced to it.
   */
  orderCancel: Order;
  /** The contractor disputes a delivered load or an invoice line (owners and managers of the order's company). */
  orderDisputeOpen: OrderDispute;
  /** The contractor withdraws an open or contested dispute. */
  orderDisputeWithdraw: OrderDispute;
  /** The contractor releases the truck held at their request. */
  orderHoldRelease: Order;
  /** Sends a message in the order's chat, as the contractor, a dispatcher or the order's driver. */
  orderMessageSend: OrderMessage;
  /** Marks the order's chat read by the caller; answers the count still unread (0). */
  orderMessagesRead: Scalars['Int']['output'];
  /**
   * Pays one of the company's orders (after placeOrder). Card: pre-authorises the amount due plus
   * the additional hold, charged 28 hours before delivery (at once when delivery is closer). Bank
   * account: debits the amount due (processing, then succeeded); an unverified account leaves the
   * order `requires_confirmation` until bankAccountVerify. 120-day terms: accepted within the
   * credit account's available credit (CREDIT_LIMIT_EXCEEDED beyond it). The same idempotency key
   * with the same input answers the same payment; a retry after 'Payment Failed' uses a new key.
   * A decline is not an error: the answer has `status: failed` and the reason.
   * PAYMENT_METHOD_ERROR when the method is removed, failed verification or not of the order's
   * payment type; CREDIT_ACCOUNT_REQUIRED / CREDIT_LIMIT_EXCEEDED (`extensions.availableCents`,
   * `extensions.currency`) on terms; PAYMENT_IN_PROCESS when the order is being paid, held or paid.
   */
  orderPay: OrderPayment;
  /**
   * After the customer completed a required action (3-D Secure): the sandbox treats it as passed,
   * Stripe's payment is read again; answers the order's payment as it now is.
   */
  orderPaymentConfirm: OrderPayment;
  /** The contractor rates a delivered order, once. */
  orderRate: Order;
  /** The contractor asks (owners and managers of the order's company). */
  orderRequestCreate: Order;
  /** The contractor withdraws an open request. */
  orderRequestWithdraw: Order;
  /** The contractor accepts the supplier's proposed window: the order moves to it. */
  orderWindowProposalAccept: Order;
  /**
   * Counts a click on a partner's buy-now or rent-now button (the /r/<code> link) and answers the
   * partner; null, and nothing counted, when no partner has the code. Beyond 30 clicks an hour
   * from one address, the partner is answered but the click is not counted.
   */
  partnerButtonClick?: Maybe<Partner>;
  /** Stores a request from the partner form (start selling); RATE_LIMITED per address and email. */
  partnerRequestCreate: Scalars['Boolean']['output'];
  /**
   * After the link's payer completed 3-D Secure for their card (the sandbox's challenge, or Stripe.js):
   * continues the link's newest payment; answers it as it is when it waits for nothing.
   */
  paymentLinkConfirmPayment: OrderPayment;
  /**
   * A link anyone can pay an order's unpaid amount with (the payment request / pay-invoice page),
   * valid 14 days. Owners and managers of the order's company (FORBIDDEN for other members), or the
   * order's supplier with its API key (`Authorization: Bearer bm_sk_...`; NOT_FOUND for another
   * supplier's order, UNAUTHENTICATED for an unknown or revoked key).
   */
  paymentLinkCreate: PaymentLink;
  /**
   * Pays a payment link's order by card or bank account, as a guest: a card is charged at once
   * (the invoice is due); a bank account is debited, US and Canadian ones after
   * paymentLinkVerifyBankAccount (`requires_confirmation` until then). An order on 120-day terms is paid this way.
   * PAYMENT_LINK_INVALID when it cannot be paid; PAYMENT_IN_PROCESS while a payment is on its way.
   * The answer's `order` is null (a guest sees the invoice through paymentLink).
   */
  paymentLinkPay: OrderPayment;
  /** Confirms the micro-deposits of the bank account a payment link's payer entered; then debits it. */
  paymentLinkVerifyBankAccount: OrderPayment;
  /**
   * Stripe gateway: saves a card Stripe.js created in the browser (`pm_…`). PAYMENT_METHOD_NOT_CREATED
   * when Stripe does not know it, it belongs to someone else, or it is not a card.
   */
  paymentMethodAttach: PaymentMethod;
  /**
   * Removes a saved payment method (orders already paid or pre-authorised keep their payment;
   * orders waiting for it to be verified fail, so they can be paid another way).
   */
  paymentMethodDelete: Scalars['Boolean']['output'];
  /** Makes one of the company's saved methods its default (NOT_FOUND for another company's or a removed one). */
  paymentMethodSetDefault: PaymentMethod;
  /**
   * Stripe gateway: a setup intent for the Payment Element (its client secret), for cards
   * (`card` or `stripe`); bank accounts are saved with bankAccountCreate. The sandbox answers
   * PAYMENT_GATEWAY_UNSUPPORTED.
   */
  paymentSetupIntentCreate: PaymentSetupIntent;
  /**
   * Places an order (signed-in contractor). The same `idempotencyKey` (8 to 128 of A-Z, a-z, 0-9,
   * _ and -) with the same input answers the same order; with another input IDEMPOTENCY_KEY_REUSED.
   * QUOTE_CHANGED when the quote differs from `quoteFingerprint`; DELIVERY_WINDOW_UNAVAILABLE when
   * the window is full. The order waits for payment (`paymentStatus: requires_payment`).
   */
  placeOrder: Order;
  /** Exchanges the refresh token of the `x-refresh-token` request header for new tokens. */
  refreshSession: AuthPayload;
  /** Signs in with an email or a phone number (with or without +), and the password. */
  signIn: AuthPayload;
  /** Ends the session of the `x-refresh-token` request header (revokes its token family). */
  signOut: Scalars['Boolean']['output'];
  /** Creates a key; SUPPLIER_API_KEY_LIMIT_REACHED when the supplier has as many active keys as it may. */
  supplierApiKeyCreate: SupplierApiKeyCreatePayload;
  /** Revokes one of the supplier's keys (revoking a revoked key changes nothing); NOT_FOUND for another's. */
  supplierApiKeyRevoke: SupplierApiKey;
  /** Accepts a placed order. */
  supplierApiOrderAccept: SupplierApiOrder;
  /** Declines a placed order; the contractor reads the reason. Its trucks, payment holds and credit are released. */
  supplierApiOrderDecline: SupplierApiOrder;
  /**
   * Plans an accepted or scheduled order's loads, each with a truck and a driver of supplierApiFleet;
   * the loads not yet under way are replaced, and with those under way they add up to the order's
   * quantity exactly. A truck and a driver carry one load at a time across the supplier's orders:
   * TRUCK_OR_DRIVER_BUSY (with `fields`) says which load holds one and until when.
   */
  supplierApiOrderDispatch: SupplierApiOrder;
  /**
   * Schedules an accepted order once its loads are planned (supplierApiOrderDispatch), each with a
   * truck and a driver: LOADS_NOT_PLANNED until then. Its drivers may start their loads once it is
   * scheduled.
   */
  supplierApiOrderSchedule: SupplierApiOrder;
  /**
   * Blocks a date (a holiday, the plant down) with the team's reason (1 to 200 characters): no order
   * can be placed on it. DATE_HAS_ACTIVE_ORDERS while orders are still going ahead on it. Answers the day.
   */
  supplierDateBlock: SupplierScheduleDay;
  /** Opens a blocked date again. Answers the day. */
  supplierDateUnblock: SupplierScheduleDay;
  /** Changes the supplier's time zone, trucks per window, cancellation window and card hold. */
  supplierDeliverySettingsUpdate: SupplierDeliverySettings;
  /** Connects a domain to the caller's supplier's storefront, unverified (in place of its earlier one). */
  supplierDomainAdd: SupplierDomain;
  /** Disconnects the supplier's domain; true. */
  supplierDomainRemove: Scalars['Boolean']['output'];
  /** Checks the domain's HTTP token, then its TXT record; either verifies it. DOMAIN_NOT_VERIFIED when neither answers. */
  supplierDomainVerify: SupplierDomain;
  /** Plans an order's loads (dispatchers). */
  supplierOrderDispatch: SupplierOrder;
  /** The supplier accepts (the credit moves) or contests a dispute. */
  supplierOrderDisputeAnswer: OrderDispute;
  /** A dispatcher releases the order's held truck. */
  supplierOrderHoldRelease: SupplierOrder;
  /** Adds an internal note to an order. */
  supplierOrderNoteAdd: SupplierOrder;
  /** Proposes another delivery window for a placed or accepted order; the contractor accepts it or cancels. */
  supplierOrderProposeWindow: SupplierOrder;
  /** The supplier answers the contractor's rating, once. */
  supplierOrderRatingReply: SupplierOrder;
  /** A dispatcher accepts or declines an open request. */
  supplierOrderRequestAnswer: SupplierOrder;
  /**
   * Moves one of the supplier's orders to `to`: accepted, declined (reason required), scheduled,
   * dispatched, delivered, completed or canceled (reason required). Declining or canceling releases
   * the trucks, every payment hold and the referral credit. Scheduling needs the order's loads
   * planned, each with a truck and a driver (LOADS_NOT_PLANNED).
   */
  supplierOrderTransition: SupplierOrder;
  /** Stripe's onboarding form for the supplier's connected account (created on first use): a URL to open. */
  supplierPayoutOnboardingLinkCreate: Scalars['String']['output'];
  /**
   * Sends a payout that failed at the bank again (after the supplier fixed its bank details): a new
   * payout with a new key, never a new transfer. The owner only (FORBIDDEN otherwise); another
   * supplier's payout is NOT_FOUND; PAYOUT_NOT_RESENDABLE when its transfer failed. A payout already
   * sent again (by the payout job, another click) is answered as it is: one new payout in all.
   */
  supplierPayoutResend: SupplierPayout;
  /**
   * The sandbox only: the test bank account the supplier's simulated payouts go to (its "bank
   * details"; a failing test number fails them at the bank). The owner only (FORBIDDEN otherwise);
   * PAYMENT_GATEWAY_UNSUPPORTED with Stripe, where bank details are kept on Stripe's pages;
   * BAD_USER_INPUT (`fields.accountNumber`) for a number that is not a test number.
   */
  supplierPayoutTestBankAccountSet: Scalars['Boolean']['output'];
  /** Adds a product to the caller's supplier's catalogue. */
  supplierProductCreate: SupplierProduct;
  /** Changes a product of the catalogue, its active flag and extras included; NOT_FOUND for another supplier's. */
  supplierProductUpdate: SupplierProduct;
  /** Attaches an uploaded paper to its product: orders placed from now carry it. NOT_FOUND for an unknown or used upload. */
  supplierQualityPaperAttach: QualityPaper;
  /** Removes a paper: orders placed before keep it, later ones do not carry it. NOT_FOUND once removed. */
  supplierQualityPaperRemove: QualityPaper;
  /** Sets the cities the supplier delivers to; answers them. */
  supplierServiceAreasSet: Array<Scalars['ID']['output']>;
  /** Changes the storefront's brand colour (owner and managers; FORBIDDEN for others). */
  supplierStorefrontUpdate: SupplierStorefront;
  /** Adds a truck to the fleet, or changes one. */
  supplierTruckSave: Truck;
  /** Retires a truck (active: false) or brings it back. */
  supplierTruckSetActive: Truck;
  /** Registers an endpoint; its signing secret is in the answer. */
  supplierWebhookEndpointCreate: SupplierWebhookSecretPayload;
  /** Deletes an endpoint and its delivery log; answers its id. */
  supplierWebhookEndpointDelete: Scalars['ID']['output'];
  /** Turns an endpoint's deliveries off or back on. */
  supplierWebhookEndpointSetEnabled: SupplierWebhookEndpoint;
  /** Sends a delivery again now (same event id and body) and answers its outcome. */
  supplierWebhookRedeliver: SupplierWebhookDelivery;
  /** Replaces the endpoint's signing secret at once; the new one is in the answer. */
  supplierWebhookSecretRoll: SupplierWebhookSecretPayload;
  /** Gives a window back the default capacity on a date (CAPACITY_BELOW_BOOKED as above). Answers the day. */
  supplierWindowCapacityReset: SupplierScheduleDay;
  /**
   * Sets a window's capacity (0 to 200 trucks) on a date; CAPACITY_BELOW_BOOKED when trucks already
   * booked in it exceed it. Answers the day.
   */
  supplierWindowCapacitySet: SupplierScheduleDay;
  /**
   * Removes a person from the caller's company; answers the team as it is now. Their requests in the
   * company are refused from then on and their open order streams close within seconds. FORBIDDEN
   * when the caller may not (one may remove a member one could have invited; never the owner or
   * oneself), NOT_FOUND when the person is not a member.
   */
  teamMemberRemove: Team;
  /** Subscribes an email to volume pricing; subscribing again changes nothing. RATE_LIMITED per address and email. */
  volumePricingSubscribe: Scalars['Boolean']['output'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationAccountPasswordChangeArgs = {
  input: AccountPasswordChangeInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationAccountProfileUpdateArgs = {
  input: AccountProfileInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationBankAccountCreateArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: BankAccountInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationBankAccountVerifyArgs = {
  amountsCents: Array<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationCardPaymentMethodCreateArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: CardPaymentMethodInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationCompanySettingsUpdateArgs = {
  input: CompanySettingsInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationCompanySwitchArgs = {
  companyId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationContractorSignUpArgs = {
  input: ContractorSignUpInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationCreditAccountApplyArgs = {
  input: CreditAccountApplyInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationCreditApplicationDecideArgs = {
  input: CreditApplicationDecideInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationDeliveryAreaNotifyRequestArgs = {
  input: DeliveryAreaNotifyInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationInternalCandidateRequestCreateArgs = {
  candidate: CareerCandidateInput;
  job: Scalars['ID']['input'];
  requestPayload: CandidateRequestPayloadInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationInvitationAcceptArgs = {
  token: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationInvitationCreateArgs = {
  input: InvitationCreateInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationInvitationRejectArgs = {
  token: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationInvitationRevokeArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationJobSiteCreateArgs = {
  input: JobSiteInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationJobSiteDeleteArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationJobSiteUpdateArgs = {
  id: Scalars['ID']['input'];
  input: JobSiteInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationLoadDelayReportArgs = {
  input: LoadDelayInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationLoadDeliverArgs = {
  input: LoadDeliveryInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationLoadNoteSaveArgs = {
  input: LoadNoteInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationLoadPositionReportArgs = {
  input: LoadPositionInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationLoadStepReportArgs = {
  input: LoadStepInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderBalanceChangeAuthorizeArgs = {
  changeId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderBalanceChangeConfirmArgs = {
  changeId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderCancelArgs = {
  acceptFeeCents?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderDisputeOpenArgs = {
  input: OrderDisputeInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderDisputeWithdrawArgs = {
  disputeId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderHoldReleaseArgs = {
  orderId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderMessageSendArgs = {
  input: OrderMessageInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderMessagesReadArgs = {
  orderId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderPayArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: OrderPayInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderPaymentConfirmArgs = {
  orderId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderRateArgs = {
  input: OrderRateInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderRequestCreateArgs = {
  input: OrderRequestInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderRequestWithdrawArgs = {
  requestId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationOrderWindowProposalAcceptArgs = {
  orderId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPartnerButtonClickArgs = {
  input: PartnerButtonClickInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPartnerRequestCreateArgs = {
  input: PartnerRequestInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPaymentLinkConfirmPaymentArgs = {
  token: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPaymentLinkCreateArgs = {
  orderId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPaymentLinkPayArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: PaymentLinkPayInput;
  token: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPaymentLinkVerifyBankAccountArgs = {
  amountsCents: Array<Scalars['Int']['input']>;
  token: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPaymentMethodAttachArgs = {
  paymentMethodId: Scalars['String']['input'];
  paymentType: PaymentType;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPaymentMethodDeleteArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPaymentMethodSetDefaultArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPaymentSetupIntentCreateArgs = {
  paymentType: PaymentType;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationPlaceOrderArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: PlaceOrderInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSignInArgs = {
  input: SignInInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierApiKeyCreateArgs = {
  input: SupplierApiKeyCreateInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierApiKeyRevokeArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierApiOrderAcceptArgs = {
  orderId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierApiOrderDeclineArgs = {
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierApiOrderDispatchArgs = {
  input: OrderDispatchInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierApiOrderScheduleArgs = {
  orderId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierDateBlockArgs = {
  date: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierDateUnblockArgs = {
  date: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierDeliverySettingsUpdateArgs = {
  input: SupplierDeliverySettingsInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierDomainAddArgs = {
  input: SupplierDomainInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierOrderDispatchArgs = {
  input: OrderDispatchInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierOrderDisputeAnswerArgs = {
  input: OrderDisputeAnswerInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierOrderHoldReleaseArgs = {
  orderId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierOrderNoteAddArgs = {
  input: SupplierOrderNoteInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierOrderProposeWindowArgs = {
  input: SupplierOrderWindowProposalInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierOrderRatingReplyArgs = {
  input: OrderRatingReplyInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierOrderRequestAnswerArgs = {
  input: OrderRequestAnswerInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierOrderTransitionArgs = {
  input: SupplierOrderTransitionInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierPayoutResendArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierPayoutTestBankAccountSetArgs = {
  accountNumber: Scalars['String']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierProductCreateArgs = {
  input: SupplierProductInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierProductUpdateArgs = {
  id: Scalars['ID']['input'];
  input: SupplierProductInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierQualityPaperAttachArgs = {
  input: QualityPaperAttachInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierQualityPaperRemoveArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierServiceAreasSetArgs = {
  input: SupplierServiceAreasInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierStorefrontUpdateArgs = {
  input: SupplierStorefrontInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierTruckSaveArgs = {
  input: TruckInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierTruckSetActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierWebhookEndpointCreateArgs = {
  input: SupplierWebhookEndpointCreateInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierWebhookEndpointDeleteArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierWebhookEndpointSetEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierWebhookRedeliverArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierWebhookSecretRollArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierWindowCapacityResetArgs = {
  date: Scalars['String']['input'];
  startHour: Scalars['Int']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSupplierWindowCapacitySetArgs = {
  capacityTrucks: Scalars['Int']['input'];
  date: Scalars['String']['input'];
  startHour: Scalars['Int']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationTeamMemberRemoveArgs = {
  userId: Scalars['ID']['input'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationVolumePricingSubscribeArgs = {
  input: VolumePricingSubscribeInput;
};

export type Office = {
  __typename?: 'Office';
  address: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The office's name as shown, e.g. Toronto. */
  location: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  accessNotes?: Maybe<Scalars['String']['output']>;
  /** What the payment collects: total less the referral credit. */
  amountDueCents: Scalars['Int']['output'];
  /** Changes of the total after it was paid, oldest first. */
  balanceChanges: Array<OrderBalanceChange>;
  /** Why the order was canceled; null while it is not. */
  cancelReason?: Maybe<OrderCancelReason>;
  cancelable: Scalars['Boolean']['output'];
  /** Until when (ISO 8601) the order can be canceled free. */
  cancelableUntil: Scalars['String']['output'];
  canceledAt?: Maybe<Scalars['String']['output']>;
  /** The fee kept when the order was canceled late; null when canceled free or not canceled. */
  cancellationFeeCents?: Maybe<Scalars['Int']['output']>;
  /**
   * The supplier's additional hold on a card, in percent: a card is pre-authorised for the amount
   * due plus this much (its delivery settings; 10 unless the supplier set another).
   */
  cardHoldPercent: Scalars['Int']['output'];
  /** What paying this order by card does, told before the payer pays: what is held now, what is charged when. */
  cardPayment: CardPaymentPlan;
  /** Cards: when the pre-authorisation is charged (ISO 8601). */
  chargeAt?: Maybe<Scalars['String']['output']>;
  city: City;
  color?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  contactEmail: Scalars['String']['output'];
  contactName: Scalars['String']['output'];
  contactPhone: Scalars['String']['output'];
  contractorName: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  deliveryAddress: Scalars['String']['output'];
  /** The supplier's local date, YYYY-MM-DD. */
  deliveryDate: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  deliveryStartsAt: Scalars['String']['output'];
  /** e.g. 06:00–10:00 (local). */
  deliveryWindow: Scalars['String']['output'];
  /** The invoice lines a dispute may name. */
  disputableLines: Array<DisputableLine>;
  /** Disputes of the order's loads and invoice lines, oldest first. */
  disputes: Array<OrderDispute>;
  gateCode?: Maybe<Scalars['String']['output']>;
  /** Every change, oldest first. */
  history: Array<OrderEvent>;
  id: Scalars['ID']['output'];
  /** The invoice as a PDF document (a signed link valid for a few minutes). */
  invoiceUrl: Scalars['String']['output'];
  jobNumber?: Maybe<Scalars['String']['output']>;
  jobSiteId?: Maybe<Scalars['ID']['output']>;
  /**
   * The cancellation window is open and no load has left, yet the order can still be canceled for
   * its lateCancellationFeeCents (the payment keeps the fee and gives back the rest).
   */
  lateCancelable: Scalars['Boolean']['output'];
  /** What a late cancellation keeps: the fee of the total (never more than the amount due). */
  lateCancellationFeeCents: Scalars['Int']['output'];
  /** The supplier's late cancellation fee, in percent of the total; 0: no cancellation after cancelableUntil. */
  lateCancellationFeePercent: Scalars['Int']['output'];
  /** The truck trips, in the order they go: each one's step, and while en route its truck's position and ETA. */
  loads: Array<OrderLoad>;
  /** The order's chat, oldest first. */
  messages: Array<OrderMessage>;
  minutesBetweenTrucks: Scalars['Int']['output'];
  /** The extras chosen. */
  options: Array<OrderLineItem>;
  /** Short order number for people, e.g. 'BM-3F9A21'. */
  orderNumber: Scalars['String']['output'];
  partnerCode?: Maybe<Scalars['String']['output']>;
  /** The latest payment attempt, if any. */
  payment?: Maybe<OrderPayment>;
  /** An order whose payment is still due: when it is canceled if it is not paid by then (ISO 8601); null otherwise. */
  paymentDueBy?: Maybe<Scalars['String']['output']>;
  /** 120-day terms: when the invoice is due (YYYY-MM-DD). */
  paymentDueDate?: Maybe<Scalars['String']['output']>;
  paymentStatus: OrderPaymentStatus;
  paymentType: PaymentType;
  /** Disposal bins: the pick-up date, YYYY-MM-DD (deliveryDate is their drop-off); null for other products. */
  pickUpDate?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  /** The quality papers of the product in force when the order was placed; each e-ticket lists them. */
  qualityPapers: Array<QualityPaper>;
  quantity: Scalars['Float']['output'];
  /** The quote as placed. */
  quote: OrderQuote;
  /** The contractor's rating, once given. */
  rating?: Maybe<OrderRating>;
  referralCreditAppliedCents: Scalars['Int']['output'];
  /** Disposal bins: the rental period in days, drop-off to pick-up; null for other products. */
  rentalDays?: Maybe<Scalars['Int']['output']>;
  /** Pour-day requests, newest first. */
  requests: Array<OrderRequest>;
  siteName?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  /** The supplier's reason when declined or canceled by the supplier. */
  statusReason?: Maybe<Scalars['String']['output']>;
  supplierId: Scalars['ID']['output'];
  supplierName: Scalars['String']['output'];
  /** The delivery site's IANA time zone (its city's): every time of the order is shown in it. */
  timeZone: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
  trucks: Scalars['Int']['output'];
  unit: ProductUnit;
  unpaidAmountCents: Scalars['Int']['output'];
  /** Messages of others the caller has not read. */
  unreadMessages: Scalars['Int']['output'];
  washoutNotes?: Maybe<Scalars['String']['output']>;
  /** A window the supplier proposed, waiting for the contractor's answer. */
  windowProposal?: Maybe<OrderWindowProposal>;
};

/** A change of a paid order's total (a pour-day balance accepted) and the money it moves. */
export type OrderBalanceChange = {
  __typename?: 'OrderBalanceChange';
  /** ISO 8601 date-time. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Positive: owed by the payer; negative: given back. */
  differenceCents: Scalars['Int']['output'];
  /** 'Receipt' (money taken, or added to the terms) or 'Credit note' (money given back). */
  documentTitle: Scalars['String']['output'];
  /** The receipt or credit note (PDF), signed for a few minutes; null until the money moved. */
  documentUrl?: Maybe<Scalars['String']['output']>;
  /** Why the last authorisation was declined. */
  failureMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The method it moves on ('Visa •••• 4242'); null on terms. */
  methodLabel?: Maybe<Scalars['String']['output']>;
  newTotalCents: Scalars['Int']['output'];
  previousTotalCents: Scalars['Int']['output'];
  /** Refunds: how much was given back so far. */
  refundedCents: Scalars['Int']['output'];
  settledAt?: Maybe<Scalars['String']['output']>;
  settlement: BalanceChangeSettlement;
  status: BalanceChangeStatus;
  /** What the change does with the payer's money now, in words. */
  summary: Scalars['String']['output'];
};

/** Why an order was canceled. */
export type OrderCancelReason =
  /** The contractor canceled it. */
  | 'contractor'
  /** The supplier canceled it (Order.statusReason says why). */
  | 'supplier'
  /** It was not paid in time (UNPAID_ORDER_TTL, or the supplier's cancellation window): canceled automatically, its trucks released. */
  | 'unpaid';

export type OrderContactInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

/** A saved job site, or a city with an address and postal code. */
export type OrderDeliveryInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  jobSiteId?: InputMaybe<Scalars['ID']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

export type OrderDispatchInput = {
  /** The loads not yet under way, in the order they go; planned loads left out are removed. */
  loads: Array<OrderLoadInput>;
  orderId: Scalars['ID']['input'];
};

export type OrderDispute = {
  __typename?: 'OrderDispute';
  /** The supplier's reason for contesting, or its note with the credit. */
  answerNote?: Maybe<Scalars['String']['output']>;
  answeredAt?: Maybe<Scalars['String']['output']>;
  answeredByName?: Maybe<Scalars['String']['output']>;
  /** The credit note or refund of an accepted dispute (the order's balanceChanges has it). */
  balanceChangeId?: Maybe<Scalars['ID']['output']>;
  claimedCents: Scalars['Int']['output'];
  /** ISO 8601 date-times. */
  createdAt: Scalars['String']['output'];
  creditedCents?: Maybe<Scalars['Int']['output']>;
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** An invoice line's key ('item-0', 'fee-1'), when a line is disputed. */
  lineKey?: Maybe<Scalars['String']['output']>;
  loadId?: Maybe<Scalars['ID']['output']>;
  loadSequence?: Maybe<Scalars['Int']['output']>;
  /** What may still be credited for this load or line: what was paid for it less credits. */
  maxCreditCents: Scalars['Int']['output'];
  openedByName?: Maybe<Scalars['String']['output']>;
  /** The photos, each behind a link signed for a few minutes. */
  photoUrls: Array<Scalars['String']['output']>;
  reason: DisputeReason;
  status: DisputeStatus;
  /** What is disputed, in words: 'Load 2' or the invoice line's label. */
  subject: Scalars['String']['output'];
};

export type OrderDisputeAnswerInput = {
  accept: Scalars['Boolean']['input'];
  /** Accept: what is credited, at most `maxCreditCents`. */
  creditedCents?: InputMaybe<Scalars['Int']['input']>;
  disputeId: Scalars['ID']['input'];
  /** Contest: why (required); accept: an optional note. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type OrderDisputeInput = {
  /** What is asked back, in integer cents. */
  claimedCents: Scalars['Int']['input'];
  description: Scalars['String']['input'];
  lineKey?: InputMaybe<Scalars['String']['input']>;
  /** A delivered load, or null with `lineKey`. */
  loadId?: InputMaybe<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
  reason: DisputeReason;
};

/** One change of an order, as its history shows it. */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  /**
   * The person's name, or the supplier API key's name for a change the supplier's own system made;
   * null for the marketplace's own changes (unpaid orders canceled).
   */
  actorName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 date-time. */
  at: Scalars['String']['output'];
  /** The supplier's system made the change with an API key (`actorName` is the key's name). */
  byApiKey: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: OrderEventKind;
  party: OrderParty;
  proposedDeliveryDate?: Maybe<Scalars['String']['output']>;
  proposedWindow?: Maybe<Scalars['String']['output']>;
  /** Why: a decline's or cancellation's reason, a proposal's note. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The state the order moved to (status events). */
  status?: Maybe<OrderStatus>;
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
  deliveryFrom?: InputMaybe<Scalars['String']['input']>;
  deliveryTo?: InputMaybe<Scalars['String']['input']>;
  /** One of the company's job sites. */
  jobSiteId?: InputMaybe<Scalars['ID']['input']>;
  productType?: InputMaybe<ProductType>;
  /** An order number (BM-3F9A21), a job or PO number, or part of the site's name or address. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};

export type OrderLineItem = {
  __typename?: 'OrderLineItem';
  amountCents: Scalars['Int']['output'];
  /** product, extra, rental (a disposal bin's days past those included) or fee. */
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  /** The product's unit, truck, day (a bin's extra days), or null for once per order. */
  unit?: Maybe<Scalars['String']['output']>;
  unitPriceCents: Scalars['Int']['output'];
};

export type OrderList = {
  __typename?: 'OrderList';
  count: Scalars['Int']['output'];
  /** Every order matching the filter (not only this page) as CSV: a link signed for a few minutes. */
  csvUrl: Scalars['String']['output'];
  values: Array<Order>;
};

/** One truck trip of an order. */
export type OrderLoad = {
  __typename?: 'OrderLoad';
  arrivedAt?: Maybe<Scalars['String']['output']>;
  /** A delay the driver reported, in minutes, and why. */
  delayMinutes?: Maybe<Scalars['Int']['output']>;
  delayReason?: Maybe<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** Proof of delivery, once delivered: the quantity, concrete's water added (litres) and slump (mm), the receiver. */
  deliveredQuantity?: Maybe<Scalars['Float']['output']>;
  driver?: Maybe<SupplierTeamMember>;
  /** The driver's note. */
  driverNote?: Maybe<Scalars['String']['output']>;
  enRouteAt?: Maybe<Scalars['String']['output']>;
  /** When it should arrive, while en route with a known position. */
  eta?: Maybe<LoadEta>;
  hasPhoto: Scalars['Boolean']['output'];
  /** Whether the receiver's signature and a delivery photo are on file. */
  hasSignature: Scalars['Boolean']['output'];
  /** The contractor's hold: the truck waits in the yard until it is released. */
  held: Scalars['Boolean']['output'];
  /** ISO 8601 date-time. */
  heldAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** ISO 8601 date-times of each step reported. */
  loadedAt?: Maybe<Scalars['String']['output']>;
  /** The truck's last position while en route. */
  position?: Maybe<TruckPosition>;
  /** In the order's unit. */
  quantity: Scalars['Float']['output'];
  receivedBy?: Maybe<Scalars['String']['output']>;
  /** 1, 2, 3... in the order the trucks go. */
  sequence: Scalars['Int']['output'];
  slumpMm?: Maybe<Scalars['Int']['output']>;
  step: LoadStep;
  /** The delivered load's e-ticket (PDF), a link signed for a few minutes; null before delivery. */
  ticketUrl?: Maybe<Scalars['String']['output']>;
  truck?: Maybe<LoadTruck>;
  unit: ProductUnit;
  unloadingAt?: Maybe<Scalars['String']['output']>;
  waterAddedLitres?: Maybe<Scalars['Float']['output']>;
};

export type OrderLoadInput = {
  driverUserId: Scalars['ID']['input'];
  /** A planned load to keep; absent for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Float']['input'];
  truckId: Scalars['ID']['input'];
};

export type OrderMessage = {
  __typename?: 'OrderMessage';
  /** ISO 8601 date-time. */
  at: Scalars['String']['output'];
  authorName: Scalars['String']['output'];
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Written by the caller. */
  mine: Scalars['Boolean']['output'];
  party: OrderMessageParty;
};

export type OrderMessageInput = {
  body: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};

export type OrderMessageParty = 'contractor' | 'driver' | 'supplier';

/** Who made a change: the contractor's company, the supplier's, or the marketplace itself. */
export type OrderParty = 'contractor' | 'supplier' | 'system';

export type OrderPayInput = {
  orderId: Scalars['ID']['input'];
  /** A saved payment method of the company; none for 120-day terms. */
  paymentMethodId?: InputMaybe<Scalars['ID']['input']>;
};

/** Spec section 4: what a payment attempt came to. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  /** Amount pre-authorised, debited or put on terms (cents). */
  amountCents: Scalars['Int']['output'];
  /** When the card will be charged (ISO 8601), for pre-authorised cards. */
  chargeAt?: Maybe<Scalars['String']['output']>;
  /** Stripe, while `requires_action`: the payment intent's client secret, for Stripe.js to complete it. */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** For failed: the decline code when there is one (generic_decline, insufficient_funds...), else the error code (expired_card...). */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** For failed: the gateway's reason ('Your card was declined.'). */
  failureMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How this attempt pays: a card, a bank debit, or 120-day terms (a payment link may pay a terms order by card or bank). */
  method: PaymentMethodKind;
  /** requires_action: three_d_secure; requires_confirmation: verify_bank_account (bankAccountVerify, then the debit starts). */
  nextAction?: Maybe<Scalars['String']['output']>;
  /** Null for a payment link's payer: a guest sees the invoice (paymentLink), not the order. */
  order?: Maybe<Order>;
  orderId: Scalars['ID']['output'];
  /** When this attempt's money was taken (ISO 8601); null until it succeeded. */
  paidAt?: Maybe<Scalars['String']['output']>;
  /** processing, authorized (card held, or accepted on terms), succeeded, failed, requires_action, requires_confirmation. */
  status: OrderPaymentStatus;
  /** What the order still owes once this attempt is counted (cents): 0 once paid, or when the order ended without delivery. */
  unpaidAmountCents: Scalars['Int']['output'];
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

/**
 * Amounts in integer cents, each line rounded half up to the cent once: subtotal (product and
 * extras) + fees (the product's) + processing fee (percentage of subtotal + fees) = total without
 * taxes; + taxes (each on total without taxes) = total; less referral credit = amount due.
 */
export type OrderQuote = {
  __typename?: 'OrderQuote';
  amountDueCents: Scalars['Int']['output'];
  /**
   * What canceling the order would cost, and from when (the supplier's terms), for checkout to
   * state before placing; null on a placed order's quote (the order has cancelableUntil and
   * lateCancellationFeeCents).
   */
  cancellation?: Maybe<OrderQuoteCancellation>;
  currency: Scalars['String']['output'];
  fees: Array<OrderLineItem>;
  feesCents: Scalars['Int']['output'];
  /** Send back with placeOrder: QUOTE_CHANGED if the server's quote differs. */
  fingerprint: Scalars['String']['output'];
  lineItems: Array<OrderLineItem>;
  processingFeeCents: Scalars['Int']['output'];
  processingFeePercent: Scalars['Float']['output'];
  referralCreditAppliedCents: Scalars['Int']['output'];
  subtotalCents: Scalars['Int']['output'];
  taxes: Array<OrderTaxLine>;
  taxesCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
  totalWithoutTaxesCents: Scalars['Int']['output'];
};

/** The supplier's cancellation terms for a quoted order. */
export type OrderQuoteCancellation = {
  __typename?: 'OrderQuoteCancellation';
  /** Until when (ISO 8601) the order could be canceled free; null until a delivery window is chosen. */
  freeUntil?: Maybe<Scalars['String']['output']>;
  /** That fee for this quote, in cents (never more than the amount due). */
  lateFeeCents: Scalars['Int']['output'];
  /** After freeUntil, until a truck leaves, canceling costs this percent of the total; 0: no cancellation then. */
  lateFeePercent: Scalars['Int']['output'];
  /** The delivery site's IANA time zone, in which freeUntil is shown (as the order's times). */
  timeZone: Scalars['String']['output'];
  /** The free cancellation window closes this many hours before the delivery window starts. */
  windowHours: Scalars['Int']['output'];
};

export type OrderQuoteInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  delivery: OrderDeliveryInput;
  extraIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  paymentType: PaymentType;
  productId: Scalars['ID']['input'];
  /** In the product's unit; within its minimum, maximum and increment. */
  quantity: Scalars['Float']['input'];
  schedule: OrderScheduleInput;
  supplierId: Scalars['ID']['input'];
  unit: ProductUnit;
};

export type OrderRateInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  stars: Scalars['Int']['input'];
};

export type OrderRating = {
  __typename?: 'OrderRating';
  comment?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 date-time. */
  createdAt: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  repliedAt?: Maybe<Scalars['String']['output']>;
  /** The supplier's answer. */
  reply?: Maybe<Scalars['String']['output']>;
  /** 1 to 5. */
  stars: Scalars['Int']['output'];
};

export type OrderRatingReplyInput = {
  orderId: Scalars['ID']['input'];
  reply: Scalars['String']['input'];
};

/**
 * A new order like one placed before, for the order flow to start from: the same city, address,
 * producer and product as offered now, quantity, trucks, the extras still offered, the comment and
 * the way of paying; the date and window are chosen anew.
 */
export type OrderReorder = {
  __typename?: 'OrderReorder';
  accessNotes?: Maybe<Scalars['String']['output']>;
  city: ServedCity;
  color?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  deliveryAddress: Scalars['String']['output'];
  extraIds: Array<Scalars['ID']['output']>;
  gateCode?: Maybe<Scalars['String']['output']>;
  jobNumber?: Maybe<Scalars['String']['output']>;
  /** The saved job site while it exists; without it, the address below is used as typed. */
  jobSiteId?: Maybe<Scalars['ID']['output']>;
  minutesBetweenTrucks: Scalars['Int']['output'];
  paymentType: PaymentType;
  postalCode: Scalars['String']['output'];
  /** The order's supplier, priced now; `product` is the order's product. */
  producer: Producer;
  quantity: Scalars['Float']['output'];
  siteName?: Maybe<Scalars['String']['output']>;
  trucks: Scalars['Int']['output'];
  washoutNotes?: Maybe<Scalars['String']['output']>;
};

/** What the contractor asked on delivery day, and the supplier's answer. */
export type OrderRequest = {
  __typename?: 'OrderRequest';
  /** The supplier's note with the answer. */
  answerNote?: Maybe<Scalars['String']['output']>;
  answeredAt?: Maybe<Scalars['String']['output']>;
  answeredByName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 date-times. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: OrderRequestKind;
  /** spacing: the minutes between trucks asked for. */
  minutes?: Maybe<Scalars['Int']['output']>;
  /** balance: the order repriced. */
  preview?: Maybe<BalancePreview>;
  /** balance: the final quantity still needed, in the order's unit. */
  quantity?: Maybe<Scalars['Float']['output']>;
  requestedByName?: Maybe<Scalars['String']['output']>;
  status: OrderRequestStatus;
};

export type OrderRequestAnswerInput = {
  accept: Scalars['Boolean']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  requestId: Scalars['ID']['input'];
};

export type OrderRequestInput = {
  kind: OrderRequestKind;
  /** spacing: one of 0, 15, 30, 45, 60, 90. */
  minutes?: InputMaybe<Scalars['Int']['input']>;
  orderId: Scalars['ID']['input'];
  /** balance: positive, two decimals at most. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type OrderRequestKind = 'balance' | 'hold' | 'spacing';

export type OrderRequestStatus = 'accepted' | 'declined' | 'open' | 'withdrawn';

export type OrderScheduleInput = {
  /** The supplier's local date, YYYY-MM-DD; for disposal bins, their drop-off date. */
  date: Scalars['String']['input'];
  /** 0 (all trucks at once), 15, 30, 45, 60 or 90. */
  minutesBetweenTrucks: Scalars['Int']['input'];
  /**
   * Disposal bins only (required for them): the pick-up date, YYYY-MM-DD, after the drop-off date
   * and at most 30 days later (BAD_USER_INPUT with `fields["quote.schedule.pickUpDate"]` otherwise).
   */
  pickUpDate?: InputMaybe<Scalars['String']['input']>;
  /** For disposal bins the server books one truck per bin, all at once, whatever is sent. */
  trucks: Scalars['Int']['input'];
  /** The chosen window's local start hour (DeliveryWindow.startHour); required to place an order. */
  windowStartHour?: InputMaybe<Scalars['Int']['input']>;
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

export type OrderTaxLine = {
  __typename?: 'OrderTaxLine';
  amountCents: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** e.g. 13 or 8.625. */
  ratePercent: Scalars['Float']['output'];
};

/** A delivery window the supplier proposes instead of the ordered one. */
export type OrderWindowProposal = {
  __typename?: 'OrderWindowProposal';
  /** The supplier's local date, YYYY-MM-DD. */
  deliveryDate: Scalars['String']['output'];
  /** e.g. 10:00–14:00 (local). */
  deliveryWindow: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  windowStartHour: Scalars['Int']['output'];
};

export type Partner = {
  __typename?: 'Partner';
  /** The partner's public code, carried by its buy-now buttons and referral links. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** URL path of the partner's logo. */
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** When this is a supplier's own button (not a referral partner): its storefront's slug; its links skip the producer step. */
  storefrontSlug?: Maybe<Scalars['String']['output']>;
  /** The supplier the partner sells for, when it is one: its buttons preselect it in the order flow. */
  supplierId?: Maybe<Scalars['ID']['output']>;
};

/** An amount in one currency, in cents. */
export type PartnerAmount = {
  __typename?: 'PartnerAmount';
  cents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
};

/** What a partner's button offers. */
export type PartnerButtonAction = 'buy' | 'rent';

export type PartnerButtonClickInput = {
  action: PartnerButtonAction;
  code: Scalars['String']['input'];
};

export type PartnerDashboard = {
  __typename?: 'PartnerDashboard';
  /** Commission earned and posted, waiting for the next payout. */
  awaitingPayout: Array<PartnerAmount>;
  code: Scalars['String']['output'];
  /** The commission rate on new orders, in basis points of the subtotal (500 is 5 %). */
  commissionBps: Scalars['Int']['output'];
  /** The last 12 months, the current one first. */
  months: Array<PartnerMonth>;
  name: Scalars['String']['output'];
  /** Commission earned and not paid out yet, per currency: what the marketplace owes the partner. */
  owed: Array<PartnerAmount>;
  /** Commission in payouts paid, per currency. */
  paidOut: Array<PartnerAmount>;
  payouts: Array<PartnerPayout>;
  /**
   * Whether commission is paid out: the partner is a supplier, paid with its payouts. A partner that
   * is no supplier has no payout account yet: its commission stays owed (`owed`), in full.
   */
  paysOut: Scalars['Boolean']['output'];
  totals: PartnerFigures;
};

/** What a partner's link and buttons brought in a month (UTC), or in all. */
export type PartnerFigures = {
  __typename?: 'PartnerFigures';
  /** Clicks on the partner's referral link and buttons, each visitor once a day. */
  clicks: Scalars['Int']['output'];
  /** Commission on the orders delivered and paid, per currency. */
  earned: Array<PartnerAmount>;
  /** Orders placed with the partner's code, cancelled and declined ones not counted. */
  orders: Scalars['Int']['output'];
  /** Commission on the orders still going ahead: earned once delivered and paid. */
  pending: Array<PartnerAmount>;
  /** The referral credit ($20 each) given to the contractors who signed up with the code. */
  referralCreditsCents: Scalars['Int']['output'];
  /** Contractors who signed up with the partner's code. */
  signUps: Scalars['Int']['output'];
};

export type PartnerFilter = {
  /** Only partners who agreed to be shown publicly. */
  visibleOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PartnerList = {
  __typename?: 'PartnerList';
  values: Array<Partner>;
};

export type PartnerMonth = {
  __typename?: 'PartnerMonth';
  figures: PartnerFigures;
  /** YYYY-MM: the month of the click, the sign-up, the order's placing. */
  month: Scalars['String']['output'];
};

/** A payout of the partner's supplier that carried some of the partner's commission. */
export type PartnerPayout = {
  __typename?: 'PartnerPayout';
  /** The partner's commission in this payout. */
  amountCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD: the payout day. */
  payoutDate: Scalars['String']['output'];
  status: SupplierPayoutStatus;
};

/**
 * The partner form. The fields are nullable so that a missing one is answered like an empty one,
 * BAD_USER_INPUT with 'Required' in `extensions.fields`; all but `website` are required.
 */
export type PartnerRequestInput = {
  /** Must be true: the partner offers 10% on MSRP and accepts the partner terms. */
  acceptedTerms?: InputMaybe<Scalars['Boolean']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** Any usual format; stored in E.164 (+ and digits). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** One of the ProductType values. */
  productType?: InputMaybe<Scalars['String']['input']>;
  /** Approximate number of unique products, 1 to 100000. */
  uniqueProductCount?: InputMaybe<Scalars['Int']['input']>;
  /** Optional; https:// is assumed when no scheme is given. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A partner's counts, all time. */
export type PartnerStats = {
  __typename?: 'PartnerStats';
  buyClicks: Scalars['Int']['output'];
  /** Clicks on the partner's buttons, both actions. */
  clicks: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  /** Orders placed with the partner's code (from its buttons), cancelled ones not counted. */
  orders: Scalars['Int']['output'];
  rentClicks: Scalars['Int']['output'];
};

export type PaymentGatewayInfo = {
  __typename?: 'PaymentGatewayInfo';
  /** Spec: an additional hold of this percentage is pre-authorised on card orders for changes. */
  additionalHoldPercent: Scalars['Int']['output'];
  /** Spec: the bank-debit mandate is cancelable with this many days' notice. */
  bankDebitCancelNoticeDays: Scalars['Int']['output'];
  /** Spec: the card is charged this many hours before delivery. */
  chargeHoursBeforeDelivery: Scalars['Int']['output'];
  /** Days of credit on 120-day terms. */
  creditTermDays: Scalars['Int']['output'];
  name: PaymentGatewayName;
  /** Stripe's publishable key (Stripe only). */
  publishableKey?: Maybe<Scalars['String']['output']>;
};

export type PaymentGatewayName = 'sandbox' | 'stripe';

export type PaymentLink = {
  __typename?: 'PaymentLink';
  /** ISO 8601 date-time. */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  /** The page to share: ${SITE_URL}/pay/<token>. Only returned when the link is created. */
  url: Scalars['String']['output'];
};

export type PaymentLinkPayInput = {
  bankAccount?: InputMaybe<BankAccountInput>;
  /** Sandbox card details. */
  card?: InputMaybe<CardPaymentMethodInput>;
  /** The payer's email for the receipt. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Stripe: a payment method Stripe.js created. */
  paymentMethodId?: InputMaybe<Scalars['String']['input']>;
  /** card or a bank type (stripe_b2b_us, stripe_b2b_ca). */
  paymentType: PaymentType;
};

/** The payment request / pay-invoice page (spec: order id, contractor name, delivery date, amounts, unpaid amount, invoice link). */
export type PaymentLinkView = {
  __typename?: 'PaymentLinkView';
  contractorName: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  deliveryAddress: Scalars['String']['output'];
  deliveryDate: Scalars['String']['output'];
  deliveryWindow: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  /** The invoice as a PDF document (a signed link valid for a few minutes). */
  invoiceUrl: Scalars['String']['output'];
  minutesBetweenTrucks: Scalars['Int']['output'];
  orderId: Scalars['ID']['output'];
  /** Short order number for people, e.g. 'BM-3F9A21'. */
  orderNumber: Scalars['String']['output'];
  /** Whether the link takes a payment now: false while a payment is on its way or held. */
  payable: Scalars['Boolean']['output'];
  /** How the order's newest payment pays (null when none was made). */
  payingWith?: Maybe<PaymentMethodKind>;
  /** 120-day terms: when the invoice is due (YYYY-MM-DD). */
  paymentDueDate?: Maybe<Scalars['String']['output']>;
  paymentStatus: OrderPaymentStatus;
  /** The way the order was to be paid when placed (flexPayment: 120-day terms, which the link settles early). */
  paymentType: PaymentType;
  /** Disposal bins: their pick-up date (YYYY-MM-DD); the delivery date is their drop-off. */
  pickUpDate?: Maybe<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  productType: ProductType;
  quantity: Scalars['Float']['output'];
  quote: OrderQuote;
  /** Who asks for the payment: the person who made the link and their company, or the supplier when it made it. */
  requestedBy: Scalars['String']['output'];
  status: OrderStatus;
  supplierName: Scalars['String']['output'];
  /** The delivery site's IANA time zone: the link's times are shown in it. */
  timeZone: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
  trucks: Scalars['Int']['output'];
  unit: ProductUnit;
  unpaidAmountCents: Scalars['Int']['output'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  brand?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  expMonth?: Maybe<Scalars['Int']['output']>;
  expYear?: Maybe<Scalars['Int']['output']>;
  holderName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The company's default method, preselected at checkout: the one the owner chose, else the first saved. */
  isDefault: Scalars['Boolean']['output'];
  /** e.g. 'Visa •••• 4242' or 'Royal Bank •••• 6789'. */
  label: Scalars['String']['output'];
  last4: Scalars['String']['output'];
  /** Bank accounts: when the mandate was accepted (ISO 8601). */
  mandateAcceptedAt?: Maybe<Scalars['String']['output']>;
  /** card (also used for `stripe`), stripe_b2b_us or stripe_b2b_ca. */
  paymentType: PaymentType;
  verificationStatus: PaymentMethodVerification;
};

/** How a payment pays, in the words a payer knows: a card, a bank debit, or 120-day terms. */
export type PaymentMethodKind = 'bank' | 'card' | 'terms';

export type PaymentMethodVerification =
  /** Too many wrong micro-deposit attempts. */
  | 'failed'
  /** Bank accounts: micro-deposits sent, not confirmed yet ('Verification is required'). */
  | 'pending'
  | 'verified';

export type PaymentSetupIntent = {
  __typename?: 'PaymentSetupIntent';
  clientSecret: Scalars['String']['output'];
};

/** Spec section 3: bank account (stripe_b2b_ca, stripe_b2b_us), credit card (stripe, card), 120-day terms (flexPayment). */
export type PaymentType = 'card' | 'flexPayment' | 'stripe' | 'stripe_b2b_ca' | 'stripe_b2b_us';

export type PayoutBalance = {
  __typename?: 'PayoutBalance';
  /** Everything not paid out yet; negative when refunds after the last payout exceed what came in. */
  balanceCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** What the next payout will pay: the money settled by then (never negative). */
  nextPayoutCents: Scalars['Int']['output'];
};

/** The supplier's Stripe Connect account (null with the sandbox). */
export type PayoutConnectStatus = {
  __typename?: 'PayoutConnectStatus';
  connected: Scalars['Boolean']['output'];
  detailsSubmitted: Scalars['Boolean']['output'];
  payoutsEnabled: Scalars['Boolean']['output'];
};

export type PayoutFees = {
  __typename?: 'PayoutFees';
  /** Basis points: 800 is 8 %. */
  commissionBps: Scalars['Int']['output'];
  processingFeeBps: Scalars['Int']['output'];
  processingFeeFixedCents: Scalars['Int']['output'];
};

export type PlaceOrderInput = {
  /** For the manager or driver. */
  comment?: InputMaybe<Scalars['String']['input']>;
  contact: OrderContactInput;
  /**
   * A typed address to keep as one of the company's job sites: saved with the order, in the same
   * transaction, so its name and notes travel with the order. It must be the quote's delivery
   * address (delivery.cityId, address, postalCode), not a saved job site.
   */
  jobSite?: InputMaybe<JobSiteInput>;
  /** The partner whose button led here; kept when a partner has it. */
  partnerCode?: InputMaybe<Scalars['String']['input']>;
  /** The quote's input; schedule.windowStartHour is required. */
  quote: OrderQuoteInput;
  quoteFingerprint: Scalars['String']['input'];
};

export type Producer = {
  __typename?: 'Producer';
  allInPriceCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** The supplier's record of disputes, beside its ratings. */
  disputeRecord: SupplierDisputeRecord;
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The product with the lowest all-in price. */
  product: ProducerProduct;
  products: Array<ProducerProduct>;
  rating: Scalars['Float']['output'];
  ratingCount: Scalars['Int']['output'];
  /** The producer's delivery record over the last days (its public scorecard). */
  scorecard: ProducerScorecard;
  supplierId: Scalars['ID']['output'];
};

export type ProducerProduct = {
  __typename?: 'ProducerProduct';
  /** Total with the product's fee, the card processing fee and taxes, one truck, no extras. */
  allInPriceCents: Scalars['Int']['output'];
  colors: Array<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  extras: Array<ProductExtra>;
  feeMaxCents?: Maybe<Scalars['Int']['output']>;
  feeMinCents?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  maximumOrder: Scalars['Float']['output'];
  minimumOrder: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  /** The quantity the all-in price is for, in this product's unit. */
  quantity: Scalars['Float']['output'];
  quantityIncrement: Scalars['Float']['output'];
  /** Disposal bins: the charge per bin for each day past the included days. */
  rentalExtraDayCents?: Maybe<Scalars['Int']['output']>;
  /** Disposal bins: the days on site the bin's price includes; null for other products. */
  rentalIncludedDays?: Maybe<Scalars['Int']['output']>;
  type: ProductType;
  unit: ProductUnit;
};

/**
 * A supplier's delivery record over the last `periodDays` days, from its orders' events and loads:
 * what contractors see when they choose a producer. Rates are shares from 0 to 1, rounded to four
 * decimals, and null while `deliveredOrders` is under `minimumDeliveries` (Not enough deliveries yet).
 */
export type ProducerScorecard = {
  __typename?: 'ProducerScorecard';
  /** Delivered orders with a window starting in the period and their trucks' records: what the rates rest on. */
  deliveredOrders: Scalars['Int']['output'];
  /** Average share of the ordered quantity delivered, order by order (at most whole). */
  deliveredQuantityRate?: Maybe<Scalars['Float']['output']>;
  minimumDeliveries: Scalars['Int']['output'];
  /** Share of delivered orders whose every truck arrived by its ETA (when it was due, with a few minutes' grace). */
  onTimeEtaRate?: Maybe<Scalars['Float']['output']>;
  /** Share of delivered orders whose every truck arrived by the end of the delivery window. */
  onTimeWindowRate?: Maybe<Scalars['Float']['output']>;
  periodDays: Scalars['Int']['output'];
  /** Average stars of the ratings given in the period (null with none), and how many. */
  ratingAverage?: Maybe<Scalars['Float']['output']>;
  ratingCount: Scalars['Int']['output'];
  /** Share of the supplier's delivered and canceled orders that the supplier canceled. */
  supplierCancellationRate?: Maybe<Scalars['Float']['output']>;
};

export type ProducerSort =
  /** All-in price of the order, lowest first. */
  | 'allInPrice'
  /** Rating, best first. */
  | 'rating';

/** Either cityId or jobSiteId. */
export type ProducersInput = {
  cityId?: InputMaybe<Scalars['ID']['input']>;
  jobSiteId?: InputMaybe<Scalars['ID']['input']>;
  /** How many producers to answer, best first by `sort`: 1 to 50. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  productType: ProductType;
  /** In `unit` (default each product's own); converted and rounded up to each product's steps. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  sort?: InputMaybe<ProducerSort>;
  unit?: InputMaybe<ProductUnit>;
};

export type ProductCategory = {
  __typename?: 'ProductCategory';
  productCount: Scalars['Int']['output'];
  supplierCount: Scalars['Int']['output'];
  type: ProductType;
};

export type ProductExtra = {
  __typename?: 'ProductExtra';
  description?: Maybe<Scalars['String']['output']>;
  /** Extras of one group exclude each other (e.g. Rental period). */
  group?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  pricing: ProductExtraPricing;
};

export type ProductExtraPricing = 'perOrder' | 'perTruck' | 'perUnit';

export type ProductType = 'aggregates' | 'readyMix' | 'rentals' | 'volumetric';

/** Spec section 3: units (to/TO is the tonne). */
export type ProductUnit = 'm3' | 'ton' | 'tonne' | 'yd';

/**
 * A product's quality paper (a PDF): a mix design, a safety data sheet or a certificate. Once
 * attached it never changes; the supplier removes it or attaches a new version. An order carries
 * the papers of its product in force when it was placed.
 */
export type QualityPaper = {
  __typename?: 'QualityPaper';
  /** ISO 8601 date-time. */
  addedAt: Scalars['String']['output'];
  /** The file's name as uploaded. */
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: QualityPaperKind;
  sizeBytes: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** The PDF, a link signed for a few minutes. */
  url: Scalars['String']['output'];
};

/** An upload of POST /api/uploads/product-documents, attached with its kind and title. */
export type QualityPaperAttachInput = {
  kind: QualityPaperKind;
  title: Scalars['String']['input'];
  uploadId: Scalars['ID']['input'];
};

export type QualityPaperKind = 'certificate' | 'mix_design' | 'safety_data_sheet';

export type Query = {
  __typename?: 'Query';
  /** The caller's current company as its settings show it. */
  companySettings: CompanySettings;
  /** The caller's company's 120-day credit account; null until it applies. */
  creditAccount?: Maybe<CreditAccount>;
  /**
   * Marketplace operators only (FORBIDDEN for everyone else): the credit applications in one state,
   * those under review oldest first, decided ones newest first (at most 200).
   */
  creditApplications: Array<CreditApplication>;
  /** Stories of customers, for the customer-stories carousel. */
  customerStories: Array<CustomerStory>;
  /**
   * Whether the marketplace delivers to a city or postal code of a country: `available` when at
   * least one supplier serves the city it names. BAD_USER_INPUT when the query is neither.
   */
  deliveryAreaCheck: DeliveryAreaCheck;
  /** A supplier's 4-hour delivery windows on a local date (YYYY-MM-DD); NOT_FOUND for an unknown supplier. */
  deliveryAvailability: DeliveryAvailability;
  /** How tracking shows the trucks (public). */
  deliveryMap: DeliveryMap;
  /** The caller's loads on `date` (the supplier's today when absent), in the order they go. */
  driverDay: DriverDay;
  /**
   * An invitation as its link shows it (public: holding the link's token is the right to see it);
   * null when the token is unknown or malformed.
   */
  invitation?: Maybe<InvitationView>;
  /** One open position; NOT_FOUND when it does not exist or is no longer published. */
  jobDetails: Job;
  /** The statement of one of the caller's company's job sites for `month` (YYYY-MM); NOT_FOUND for another company's site. */
  jobSiteStatement: JobSiteStatement;
  /** The caller's company's job sites, newest first. UNAUTHENTICATED / FORBIDDEN. */
  jobSites: Array<JobSite>;
  /** Open positions, newest first. `limit` is 1 to 50. */
  jobs: JobList;
  /** The marketplace in numbers, counted now: what the marketing pages state. */
  marketingFigures: MarketingFigures;
  /** The signed-in person (ordinary or main token in `authorization`); null when signed out. */
  me?: Maybe<Viewer>;
  /** The company's offices, in display order. */
  offices: Array<Office>;
  /** One of the caller's company's orders; NOT_FOUND for another company's. */
  order: Order;
  /**
   * The server's quote of an order. Quantity errors are BAD_USER_INPUT with the spec's messages in
   * `fields.quantity`. Signed in, the company's referral credit is applied.
   */
  orderQuote: OrderQuote;
  /**
   * One of the company's orders to order again (OrderReorder). NOT_FOUND for another company's order;
   * UNAVAILABLE when its supplier no longer offers the product there.
   */
  orderReorder: OrderReorder;
  /**
   * The caller's company's orders matching `filter`, newest first. `limit` is 1 to 50; `count` is
   * every matching order, and `csvUrl` downloads them all.
   */
  orders: OrderList;
  /** A partner by its code (any case), visible or not; null when no partner has it. BAD_USER_INPUT for a malformed code. */
  partner?: Maybe<Partner>;
  /**
   * The signed-in partner's dashboard: its code, rate, figures per month, commission and payouts.
   * Only the partner's own account sees it: UNAUTHENTICATED signed out, FORBIDDEN for anyone else.
   */
  partnerDashboard: PartnerDashboard;
  /** Clicks on a partner's buttons and the orders they led to; NOT_FOUND for an unknown code. */
  partnerStats: PartnerStats;
  /** Partners of the marketplace, for logo walls and the button generator. */
  partners: PartnerList;
  /** Which gateway takes payments, and what the browser needs to talk to it. */
  paymentGateway: PaymentGatewayInfo;
  /** A payment link's invoice, for anyone holding the link. PAYMENT_LINK_INVALID when unknown, paid or expired. */
  paymentLink: PaymentLinkView;
  /**
   * The caller's company's saved cards and bank accounts, newest first. A card is saved once it
   * worked (a payment held or taken on it, or Stripe's setup confirmed), once per card (the
   * gateway's fingerprint: the newest stays); a declined card is not listed.
   */
  paymentMethods: Array<PaymentMethod>;
  /**
   * The suppliers delivering a product type to a city or a saved job site (of the caller's
   * company), each with its products and the all-in price of the order, cheapest first by default;
   * the first `input.limit` of them.
   */
  producers: Array<Producer>;
  /** The product categories (one per product type) with how many suppliers offer each. */
  productCategories: Array<ProductCategory>;
  /** Countries and cities with the product types delivered to each (a city without one is 'coming soon'). */
  serviceRegions: Array<ServiceRegion>;
  /** A supplier's storefront: brand, service area and active products priced all-in; null for an unknown slug. */
  storefront?: Maybe<Storefront>;
  /** A storefront's installable app: what its web app manifest and icons are drawn from; null for an unknown slug. */
  storefrontApp?: Maybe<StorefrontApp>;
  /** The storefront a verified supplier domain serves; null for any other host. */
  storefrontByDomain?: Maybe<Storefront>;
  /** The trucks and drivers a load may be planned with. */
  supplierApiFleet: SupplierApiFleet;
  /** The supplier's API keys, newest first, revoked ones included. */
  supplierApiKeys: Array<SupplierApiKey>;
  /** One of the supplier's orders; NOT_FOUND for any other. */
  supplierApiOrder: SupplierApiOrder;
  /** The supplier's orders, soonest delivery first. `limit` is 1 to 100. */
  supplierApiOrders: SupplierApiOrderList;
  /** The catalogue of the supplier the caller acts within; FORBIDDEN outside a supplier company. */
  supplierCatalogue: SupplierCatalogue;
  /** What holds the trucks and drivers while the order's loads could go (dispatchers; FORBIDDEN for drivers). */
  supplierFleetAvailability: FleetAvailability;
  /** One of the supplier's orders; NOT_FOUND for another supplier's (or, for a driver, one not theirs). */
  supplierOrder: SupplierOrder;
  /** The supplier's orders, soonest delivery first (drivers: their own). `limit` is 1 to 100. */
  supplierOrders: SupplierOrderList;
  /** The supplier's balance, next payout and past payouts. */
  supplierPayouts: SupplierPayouts;
  /** The caller's supplier's schedule from `from` (YYYY-MM-DD), `days` days (1 to 14, default 7). */
  supplierSchedule: SupplierSchedule;
  /** The caller's supplier's scorecard; FORBIDDEN outside a supplier company. */
  supplierScorecard: SupplierScorecard;
  /** The supplier's statement of `month` (YYYY-MM), for one customer or all. */
  supplierStatement: SupplierStatement;
  /** The storefront of the supplier the caller acts within, and its button's counts. UNAUTHENTICATED / FORBIDDEN. */
  supplierStorefront: SupplierStorefront;
  /** The supplier's trucks, active first, by name. */
  supplierTrucks: Array<Truck>;
  /** An endpoint's delivery log, newest event first (limit at most 100). */
  supplierWebhookDeliveries: SupplierWebhookDeliveryList;
  /** The supplier's webhook endpoints, newest first. */
  supplierWebhookEndpoints: Array<SupplierWebhookEndpoint>;
  /** The supplier company the caller acts within; FORBIDDEN outside one. */
  supplierWorkspace: SupplierWorkspace;
  /** Suppliers on the marketplace, best rated first. `limit` is 1 to 50. */
  suppliers: SupplierList;
  /**
   * The company the ordinary token acts within: its members and, for those who may invite, its
   * pending invitations. UNAUTHENTICATED when signed out; FORBIDDEN without a company.
   */
  team: Team;
};

export type QueryCreditApplicationsArgs = {
  status: CreditAccountStatus;
};

export type QueryDeliveryAreaCheckArgs = {
  input: DeliveryAreaCheckInput;
};

export type QueryDeliveryAvailabilityArgs = {
  date: Scalars['String']['input'];
  supplierId: Scalars['ID']['input'];
};

export type QueryDriverDayArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};

export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};

export type QueryJobDetailsArgs = {
  id: Scalars['ID']['input'];
};

export type QueryJobSiteStatementArgs = {
  jobSiteId: Scalars['ID']['input'];
  month: Scalars['String']['input'];
};

export type QueryJobsArgs = {
  filter?: InputMaybe<JobFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};

export type QueryOrderQuoteArgs = {
  input: OrderQuoteInput;
};

export type QueryOrderReorderArgs = {
  id: Scalars['ID']['input'];
};

export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryPartnerArgs = {
  code: Scalars['String']['input'];
};

export type QueryPartnerStatsArgs = {
  code: Scalars['String']['input'];
};

export type QueryPartnersArgs = {
  filter?: InputMaybe<PartnerFilter>;
};

export type QueryPaymentLinkArgs = {
  token: Scalars['String']['input'];
};

export type QueryProducersArgs = {
  input: ProducersInput;
};

export type QueryStorefrontArgs = {
  slug: Scalars['String']['input'];
};

export type QueryStorefrontAppArgs = {
  slug: Scalars['String']['input'];
};

export type QueryStorefrontByDomainArgs = {
  domain: Scalars['String']['input'];
};

export type QuerySupplierApiOrderArgs = {
  id: Scalars['ID']['input'];
};

export type QuerySupplierApiOrdersArgs = {
  filter?: InputMaybe<SupplierOrderFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

export type QuerySupplierFleetAvailabilityArgs = {
  orderId: Scalars['ID']['input'];
};

export type QuerySupplierOrderArgs = {
  id: Scalars['ID']['input'];
};

export type QuerySupplierOrdersArgs = {
  filter?: InputMaybe<SupplierOrderFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

export type QuerySupplierScheduleArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
};

export type QuerySupplierStatementArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  month: Scalars['String']['input'];
};

export type QuerySupplierWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  limit?: Scalars['Int']['input'];
  skip?: Scalars['Int']['input'];
};

export type QuerySuppliersArgs = {
  filter?: InputMaybe<SupplierFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

export type ScheduleDriverDay = {
  __typename?: 'ScheduleDriverDay';
  driver: SupplierTeamMember;
  loads: Array<ScheduleLoad>;
};

export type ScheduleLoad = {
  __typename?: 'ScheduleLoad';
  contractorName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  productType: ProductType;
  quantity: Scalars['Float']['output'];
  sequence: Scalars['Int']['output'];
  step: LoadStep;
  truckName?: Maybe<Scalars['String']['output']>;
  unit: ProductUnit;
  /** e.g. 06:00–10:00. */
  window: Scalars['String']['output'];
};

export type ServedCity = {
  __typename?: 'ServedCity';
  city: City;
  /** Product types at least one supplier delivers here; empty: coming soon. */
  productTypes: Array<ProductType>;
  supplierCount: Scalars['Int']['output'];
};

export type ServiceRegion = {
  __typename?: 'ServiceRegion';
  cities: Array<ServedCity>;
  countryCode: Scalars['String']['output'];
  countryName: Scalars['String']['output'];
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** The postal-code placeholder of the country's address field (CA A1A 1A1, US 12345). */
  postalCodePlaceholder?: Maybe<Scalars['String']['output']>;
};

export type SignInInput = {
  /** An email, or a phone number with or without +. */
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type StatementCustomer = {
  __typename?: 'StatementCustomer';
  customerId: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  totals: Array<StatementTotal>;
};

export type StatementCustomerChoice = {
  __typename?: 'StatementCustomerChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type StatementLine = {
  __typename?: 'StatementLine';
  currency: Scalars['String']['output'];
  customerId: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  deliveryDate: Scalars['String']['output'];
  jobNumber?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  payment: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  /** e.g. 8 m³. */
  quantity: Scalars['String']['output'];
  /** The order's state and payment, in the workspace's words. */
  status: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
  unpaidCents: Scalars['Int']['output'];
};

export type StatementTotal = {
  __typename?: 'StatementTotal';
  currency: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
  unpaidCents: Scalars['Int']['output'];
};

export type Storefront = {
  __typename?: 'Storefront';
  /** The primary colour, '#rrggbb'; null: the marketplace's own. */
  brandColor?: Maybe<Scalars['String']['output']>;
  /** ISO 4217, of the home city's country: the currency of the prices. */
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The supplier's home city, where its prices are shown for. */
  homeCity: City;
  /** URL path of the supplier's logo. */
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Active products, each priced all-in (product, fee, card processing fee, taxes; one truck) for a typical quantity. */
  products: Array<ProducerProduct>;
  rating: Scalars['Float']['output'];
  ratingCount: Scalars['Int']['output'];
  /** The cities the supplier delivers to. */
  serviceAreas: Array<City>;
  slug: Scalars['String']['output'];
  supplierId: Scalars['ID']['output'];
};

/** A supplier's branded app: its storefront installed on a phone, named and coloured like it, its icons drawn from its logo. */
export type StorefrontApp = {
  __typename?: 'StorefrontApp';
  /** The primary colour, '#rrggbb'; null: the marketplace's own. */
  brandColor?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** URL path of the supplier's logo; null: the icons are the name's initials on the brand colour. */
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Supplier = {
  __typename?: 'Supplier';
  description: Scalars['String']['output'];
  homeCity: City;
  id: Scalars['ID']['output'];
  /** URL path of the supplier's logo, when it has one. */
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  productTypes: Array<ProductType>;
  /** Average rating out of 5. */
  rating: Scalars['Float']['output'];
  ratingCount: Scalars['Int']['output'];
};

/** What a load is planned with: the supplier's trucks and drivers. */
export type SupplierApiFleet = {
  __typename?: 'SupplierApiFleet';
  /** The supplier's drivers, by name. */
  drivers: Array<SupplierTeamMember>;
  /** The supplier's trucks, active first, by name; retired ones take no new loads. */
  trucks: Array<Truck>;
};

/** One of the supplier's API keys, without the key itself. */
export type SupplierApiKey = {
  __typename?: 'SupplierApiKey';
  /** ISO 8601 date-times. */
  createdAt: Scalars['String']['output'];
  /** Who created it in the workspace; null for a key an operator issued or a removed account. */
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The last call made with it; null if never used. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** What the key is for, as its creator named it. */
  name: Scalars['String']['output'];
  /** The key's first characters (`bm_sk_` and four more), to tell keys apart. */
  prefix: Scalars['String']['output'];
  /** Null while the key works. */
  revokedAt?: Maybe<Scalars['String']['output']>;
};

export type SupplierApiKeyCreateInput = {
  /** Required, at most 60 characters. */
  name: Scalars['String']['input'];
};

/** A new key, and the key itself: shown this once, never again. */
export type SupplierApiKeyCreatePayload = {
  __typename?: 'SupplierApiKeyCreatePayload';
  apiKey: SupplierApiKey;
  /** The whole key (`bm_sk_...`), for `Authorization: Bearer`. It is not stored and cannot be shown again. */
  secret: Scalars['String']['output'];
};

/** One truck trip of an order, as the supplier's systems read it. */
export type SupplierApiLoad = {
  __typename?: 'SupplierApiLoad';
  arrivedAt?: Maybe<Scalars['String']['output']>;
  /** A delay the driver reported, in minutes, and why. */
  delayMinutes?: Maybe<Scalars['Int']['output']>;
  delayReason?: Maybe<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** The quantity delivered, once delivered. */
  deliveredQuantity?: Maybe<Scalars['Float']['output']>;
  /** The driver (one of the supplier's team). */
  driver?: Maybe<SupplierTeamMember>;
  enRouteAt?: Maybe<Scalars['String']['output']>;
  /** The contractor asked to hold the truck in the yard. */
  held: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** ISO 8601 date-times of each step reported. */
  loadedAt?: Maybe<Scalars['String']['output']>;
  /** In the order's unit. */
  quantity: Scalars['Float']['output'];
  /** 1, 2, 3... in the order the trucks go. */
  sequence: Scalars['Int']['output'];
  step: LoadStep;
  truck?: Maybe<LoadTruck>;
  unit: ProductUnit;
  unloadingAt?: Maybe<Scalars['String']['output']>;
};

/** An order placed with the supplier, as its own systems read it with an API key. */
export type SupplierApiOrder = {
  __typename?: 'SupplierApiOrder';
  accessNotes?: Maybe<Scalars['String']['output']>;
  /** The states the key may move it to now (accepted, declined, scheduled). */
  allowedTransitions: Array<OrderStatus>;
  city: City;
  color?: Maybe<Scalars['String']['output']>;
  /** The contractor's comment on the order. */
  comment?: Maybe<Scalars['String']['output']>;
  /** The contractor's company. */
  contractorName: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  deliveryAddress: Scalars['String']['output'];
  /** The supplier's local date, YYYY-MM-DD; a disposal bin's drop-off date. */
  deliveryDate: Scalars['String']['output'];
  /** e.g. 06:00–10:00 (the supplier's local time). */
  deliveryWindow: Scalars['String']['output'];
  /** The site's gate code, for the driver. */
  gateCode?: Maybe<Scalars['String']['output']>;
  /** Every change, oldest first. */
  history: Array<OrderEvent>;
  id: Scalars['ID']['output'];
  /** The contractor's job (or purchase-order) number, if they gave one. */
  jobNumber?: Maybe<Scalars['String']['output']>;
  /** The truck trips planned for it, in the order they go. */
  loads: Array<SupplierApiLoad>;
  minutesBetweenTrucks: Scalars['Int']['output'];
  /** The order's lines: the product, extras and fees. */
  options: Array<OrderLineItem>;
  /** Short order number for people, e.g. BM-3F9A21. */
  orderNumber: Scalars['String']['output'];
  paymentStatus: OrderPaymentStatus;
  /** Disposal bins: the pick-up date, YYYY-MM-DD; null for other products. */
  pickUpDate?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  quantity: Scalars['Float']['output'];
  /** Disposal bins: the rental period in days, drop-off to pick-up; null for other products. */
  rentalDays?: Maybe<Scalars['Int']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  /** The supplier's reason when it declined or canceled the order. */
  statusReason?: Maybe<Scalars['String']['output']>;
  totalCents: Scalars['Int']['output'];
  /** How many trucks the order needs in its window. */
  trucks: Scalars['Int']['output'];
  unit: ProductUnit;
  washoutNotes?: Maybe<Scalars['String']['output']>;
  windowStartHour: Scalars['Int']['output'];
};

export type SupplierApiOrderList = {
  __typename?: 'SupplierApiOrderList';
  /** How many orders match the filter (without `skip` / `limit`). */
  count: Scalars['Int']['output'];
  values: Array<SupplierApiOrder>;
};

/** The catalogue of the supplier the caller acts within. */
export type SupplierCatalogue = {
  __typename?: 'SupplierCatalogue';
  /** Every city the supplier could serve, by country, region and name. */
  cities: Array<CatalogueCity>;
  /** ISO 4217: the currency of the supplier's prices. */
  currency: Scalars['String']['output'];
  deliverySettings: SupplierDeliverySettings;
  /** Whether the caller may change it (the owner and partner managers). */
  mayEdit: Scalars['Boolean']['output'];
  /** Every product, active ones first, then by name. */
  products: Array<SupplierProduct>;
  /** The cities the supplier delivers to. */
  serviceAreaCityIds: Array<Scalars['ID']['output']>;
  supplierId: Scalars['ID']['output'];
  supplierName: Scalars['String']['output'];
};

/** How the supplier delivers. */
export type SupplierDeliverySettings = {
  __typename?: 'SupplierDeliverySettings';
  /** An order can be canceled until this many hours before its window starts (0 to 168). */
  cancellationWindowHours: Scalars['Int']['output'];
  /** A card is pre-authorised for the amount due plus this percentage (0 to 50). */
  cardHoldPercent: Scalars['Int']['output'];
  /**
   * Inside the cancellation window (before a load is dispatched) a contractor may still cancel,
   * paying this percentage of the order's total (0 to 100); 0 refuses a late cancellation.
   */
  lateCancellationFeePercent: Scalars['Int']['output'];
  /** IANA time zone of the supplier's dispatch (America/Toronto): delivery windows are local. */
  timeZone: Scalars['String']['output'];
  /** Trucks the supplier can send in one 4-hour window (0 to 200). */
  windowCapacityTrucks: Scalars['Int']['output'];
};

export type SupplierDeliverySettingsInput = {
  cancellationWindowHours?: InputMaybe<Scalars['Int']['input']>;
  cardHoldPercent?: InputMaybe<Scalars['Int']['input']>;
  /** Left out, the saved fee stays. */
  lateCancellationFeePercent?: InputMaybe<Scalars['Int']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  windowCapacityTrucks?: InputMaybe<Scalars['Int']['input']>;
};

export type SupplierDeliveryWindow = {
  __typename?: 'SupplierDeliveryWindow';
  /** e.g. 06:00–10:00. */
  label: Scalars['String']['output'];
  startHour: Scalars['Int']['output'];
};

/**
 * A supplier's record of disputes, as contractors see it when they choose a supplier and the
 * supplier sees it in its workspace: every dispute its customers opened on its orders (withdrawn
 * ones aside), those it accepted, and those still in play (waiting for its answer, or contested).
 */
export type SupplierDisputeRecord = {
  __typename?: 'SupplierDisputeRecord';
  accepted: Scalars['Int']['output'];
  open: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A supplier's own domain and what to configure for it. */
export type SupplierDomain = {
  __typename?: 'SupplierDomain';
  domain: Scalars['String']['output'];
  /** The host its CNAME points to (or whose address its A record names). */
  target: Scalars['String']['output'];
  /** The TXT record's name: _buildmarket-verify.<domain>. */
  txtName: Scalars['String']['output'];
  /** The TXT record's value. */
  txtValue: Scalars['String']['output'];
  /** The storefront's address on the domain. */
  url: Scalars['String']['output'];
  /** The address this app answers the token at once the domain points here. */
  verificationUrl: Scalars['String']['output'];
  verified: Scalars['Boolean']['output'];
  /** When it was verified (ISO 8601). */
  verifiedAt?: Maybe<Scalars['String']['output']>;
  /** How it was verified: 'http' or 'dns'. */
  verifiedBy?: Maybe<Scalars['String']['output']>;
};

export type SupplierDomainInput = {
  /** A domain name such as shop.example.com. */
  domain: Scalars['String']['input'];
};

export type SupplierFilter = {
  productType?: InputMaybe<ProductType>;
};

export type SupplierList = {
  __typename?: 'SupplierList';
  count: Scalars['Int']['output'];
  values: Array<Supplier>;
};

/** An order as the supplier's workspace shows it. */
export type SupplierOrder = {
  __typename?: 'SupplierOrder';
  accessNotes?: Maybe<Scalars['String']['output']>;
  /** What the caller may do with it now. */
  allowedTransitions: Array<OrderStatus>;
  /** Changes of the total after it was paid, oldest first (read-only: the payer settles them). */
  balanceChanges: Array<OrderBalanceChange>;
  city: City;
  color?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  contactEmail: Scalars['String']['output'];
  contactName: Scalars['String']['output'];
  contactPhone: Scalars['String']['output'];
  contractorName: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  deliveryAddress: Scalars['String']['output'];
  deliveryDate: Scalars['String']['output'];
  deliveryWindow: Scalars['String']['output'];
  /** Disputes of the order's loads and invoice lines, oldest first. */
  disputes: Array<OrderDispute>;
  gateCode?: Maybe<Scalars['String']['output']>;
  history: Array<OrderEvent>;
  id: Scalars['ID']['output'];
  /** The contractor's job (or purchase-order) number, if they gave one. */
  jobNumber?: Maybe<Scalars['String']['output']>;
  /** The truck trips planned for it, in the order they go (dispatch). */
  loads: Array<OrderLoad>;
  mayProposeWindow: Scalars['Boolean']['output'];
  /** The order's chat, oldest first. */
  messages: Array<OrderMessage>;
  minutesBetweenTrucks: Scalars['Int']['output'];
  /** Internal notes of the supplier's team, oldest first; never shown to the contractor. */
  notes: Array<SupplierOrderNote>;
  /** How many requests wait for an answer. */
  openRequests: Scalars['Int']['output'];
  options: Array<OrderLineItem>;
  orderNumber: Scalars['String']['output'];
  paymentStatus: OrderPaymentStatus;
  /** Disposal bins: the pick-up date, YYYY-MM-DD (deliveryDate is their drop-off); null for other products. */
  pickUpDate?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  quantity: Scalars['Float']['output'];
  /** The contractor's rating, once given, and the supplier's answer. */
  rating?: Maybe<OrderRating>;
  /** Disposal bins: the rental period in days, drop-off to pick-up; null for other products. */
  rentalDays?: Maybe<Scalars['Int']['output']>;
  /** Pour-day requests, newest first. */
  requests: Array<OrderRequest>;
  siteName?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  statusReason?: Maybe<Scalars['String']['output']>;
  /** The delivery site's IANA time zone (its city's): every time of the order is shown in it. */
  timeZone: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
  trucks: Scalars['Int']['output'];
  unit: ProductUnit;
  /** Messages of others the caller has not read. */
  unreadMessages: Scalars['Int']['output'];
  washoutNotes?: Maybe<Scalars['String']['output']>;
  windowProposal?: Maybe<OrderWindowProposal>;
  windowStartHour: Scalars['Int']['output'];
};

export type SupplierOrderCount = {
  __typename?: 'SupplierOrderCount';
  count: Scalars['Int']['output'];
  status: OrderStatus;
};

export type SupplierOrderFilter = {
  cityId?: InputMaybe<Scalars['ID']['input']>;
  /** Delivery dates from and to (YYYY-MM-DD), both included. */
  deliveryFrom?: InputMaybe<Scalars['String']['input']>;
  deliveryTo?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** An order number (BM-3F9A21) or a job (PO) number, or part of one. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};

export type SupplierOrderList = {
  __typename?: 'SupplierOrderList';
  /** How many orders match the filter (without `skip` / `limit`). */
  count: Scalars['Int']['output'];
  /** Per state, how many orders match every filter but the state (the inbox's badges). */
  counts: Array<SupplierOrderCount>;
  values: Array<SupplierOrder>;
};

export type SupplierOrderNote = {
  __typename?: 'SupplierOrderNote';
  /** ISO 8601 date-time. */
  at: Scalars['String']['output'];
  authorName: Scalars['String']['output'];
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type SupplierOrderNoteInput = {
  body: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};

export type SupplierOrderTransitionInput = {
  orderId: Scalars['ID']['input'];
  /** Required to decline or cancel: the contractor reads it. */
  reason?: InputMaybe<Scalars['String']['input']>;
  to: OrderStatus;
};

export type SupplierOrderWindowProposalInput = {
  /** YYYY-MM-DD, the supplier's local date. */
  deliveryDate: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  windowStartHour: Scalars['Int']['input'];
};

export type SupplierPayout = {
  __typename?: 'SupplierPayout';
  amountCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** Why the payout (or its transfer) failed. */
  failureMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Whether the viewer may send it again now (the owner, a payout failed at the bank). */
  mayResend: Scalars['Boolean']['output'];
  /** A payout that failed at the bank: when it is sent again by itself (null: it will not be). */
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
  orders: Array<SupplierPayoutOrder>;
  paidAt?: Maybe<Scalars['String']['output']>;
  /** Payouts sent to the bank for this batch: the first and each one sent again. */
  payoutAttempts: Scalars['Int']['output'];
  /** YYYY-MM-DD: the payout day of the batch. */
  payoutDate: Scalars['String']['output'];
  /** Made by the sandbox gateway: no money moved. */
  simulated: Scalars['Boolean']['output'];
  /** The payout to the supplier's bank (the second step). */
  status: SupplierPayoutStatus;
  /** The transfer to the supplier's payout account (the first step, made once). */
  transferStatus: SupplierPayoutTransferStatus;
};

export type SupplierPayoutOrder = {
  __typename?: 'SupplierPayoutOrder';
  /** The order's net amount in this payout (payments less fees and refunds). */
  netCents: Scalars['Int']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
};

export type SupplierPayoutStatus = 'failed' | 'in_transit' | 'paid' | 'pending';

/**
 * A payout's first step: the batch's money from the marketplace to the supplier's payout account,
 * made once per batch.
 */
export type SupplierPayoutTransferStatus = 'failed' | 'pending' | 'sent';

export type SupplierPayouts = {
  __typename?: 'SupplierPayouts';
  balances: Array<PayoutBalance>;
  connect?: Maybe<PayoutConnectStatus>;
  fees: PayoutFees;
  /** The whole ledger as CSV: a link signed for a few minutes. */
  ledgerCsvUrl: Scalars['String']['output'];
  /** Whether the viewer may connect the payout account (the owner). */
  mayConnect: Scalars['Boolean']['output'];
  /** YYYY-MM-DD. */
  nextPayoutDate: Scalars['String']['output'];
  /** The latest payouts, newest first. */
  payouts: Array<SupplierPayout>;
  simulated: Scalars['Boolean']['output'];
  /** The sandbox only: the test bank account its simulated payouts go to (null: none set, paid; or Stripe). */
  testBankAccountNumber?: Maybe<Scalars['String']['output']>;
};

/** A product of the supplier's catalogue, active or not. */
export type SupplierProduct = {
  __typename?: 'SupplierProduct';
  /** Offered to contractors. An inactive product stays on its orders. */
  active: Scalars['Boolean']['output'];
  colors: Array<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  extras: Array<ProductExtra>;
  feeMaxCents?: Maybe<Scalars['Int']['output']>;
  /** The delivery (or rental) fee range per truck, when the supplier charges one. */
  feeMinCents?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  maximumOrder: Scalars['Float']['output'];
  minimumOrder: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** Per unit, in cents of the supplier's currency. */
  priceCents: Scalars['Int']['output'];
  /** The quality papers in force (attached, not removed), oldest first: orders placed now carry them. */
  qualityPapers: Array<QualityPaper>;
  /** Orders grow from the minimum by this much. */
  quantityIncrement: Scalars['Float']['output'];
  /** Disposal bins: the price of each day past the included ones, per bin, in cents; null for other products. */
  rentalExtraDayCents?: Maybe<Scalars['Int']['output']>;
  /** Disposal bins: the days the bin's price includes; null for other products. */
  rentalIncludedDays?: Maybe<Scalars['Int']['output']>;
  type: ProductType;
  unit: ProductUnit;
};

export type SupplierProductChoice = {
  __typename?: 'SupplierProductChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An extra of a product: with the id of one the product has, it is changed; without, added. */
export type SupplierProductExtraInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Extras of one group exclude each other (e.g. Rental period). */
  group?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  pricing?: InputMaybe<ProductExtraPricing>;
};

/**
 * A product as the workspace's form sends it. Nullable fields answer BAD_USER_INPUT with the
 * form's message when missing. `extras` is the product's whole list, in order: extras not listed
 * are removed.
 */
export type SupplierProductInput = {
  /** Omitted: active. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  extras?: InputMaybe<Array<SupplierProductExtraInput>>;
  feeMaxCents?: InputMaybe<Scalars['Int']['input']>;
  /** Both or neither; the highest not below the lowest. */
  feeMinCents?: InputMaybe<Scalars['Int']['input']>;
  /** Not below the minimum, a whole number of increments. */
  maximumOrder?: InputMaybe<Scalars['Float']['input']>;
  /** Above 0, two decimals at most, a whole number of increments. */
  minimumOrder?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Above 0. */
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  quantityIncrement?: InputMaybe<Scalars['Float']['input']>;
  /** Disposal bins (required for them, 0 or more): each extra day's price per bin, in cents. Ignored for other products. */
  rentalExtraDayCents?: InputMaybe<Scalars['Int']['input']>;
  /** Disposal bins (required for them, 1 to 30): the days the bin's price includes. Ignored for other products. */
  rentalIncludedDays?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<ProductType>;
  /** Consistent with the type: concrete in m3 or yd, aggregates in tonne or ton, bins in yd. */
  unit?: InputMaybe<ProductUnit>;
};

export type SupplierSchedule = {
  __typename?: 'SupplierSchedule';
  days: Array<SupplierScheduleDay>;
  /** The last date whose schedule may be changed (and booked). */
  lastChangeableDate: Scalars['String']['output'];
  /** Whether the caller may change the schedule. */
  mayEdit: Scalars['Boolean']['output'];
  /** IANA time zone of the dates and windows. */
  timeZone: Scalars['String']['output'];
  /** The supplier's local date today. */
  today: Scalars['String']['output'];
};

/** One day of the schedule board. */
export type SupplierScheduleDay = {
  __typename?: 'SupplierScheduleDay';
  /** Orders still going ahead on the date (placed, accepted, scheduled, dispatched): a date with any cannot be blocked. */
  activeOrderCount: Scalars['Int']['output'];
  /** The team's reason for blocking it (contractors only read that the date is closed). */
  blockReason?: Maybe<Scalars['String']['output']>;
  /** True when the supplier does not deliver on this date: every window's capacity is 0. */
  blocked: Scalars['Boolean']['output'];
  /** Whether the date may be changed: from today to 180 days ahead. */
  changeable: Scalars['Boolean']['output'];
  /** The supplier's local date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The day's loads per driver, each driver's in the order they go (dispatch). */
  drivers: Array<ScheduleDriverDay>;
  windows: Array<SupplierScheduleWindow>;
};

/** An order in a window of the schedule board. */
export type SupplierScheduleOrder = {
  __typename?: 'SupplierScheduleOrder';
  /** The contractor's company. */
  contractorName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  productType: ProductType;
  quantity: Scalars['Float']['output'];
  status: OrderStatus;
  trucks: Scalars['Int']['output'];
  unit: ProductUnit;
};

/** One 4-hour window of a day on the schedule board. */
export type SupplierScheduleWindow = {
  __typename?: 'SupplierScheduleWindow';
  bookedTrucks: Scalars['Int']['output'];
  /** What may be booked: 0 on a blocked date, else the board's capacity for this date, else the default. */
  capacityTrucks: Scalars['Int']['output'];
  /** The delivery settings' trucks per window. */
  defaultCapacityTrucks: Scalars['Int']['output'];
  /** e.g. 06:00–10:00 (local). */
  label: Scalars['String']['output'];
  /** The orders holding trucks in the window (every state but declined and canceled), soonest first. */
  orders: Array<SupplierScheduleOrder>;
  /** The capacity set on the board for this window and date; null when it has the default. */
  overrideCapacityTrucks?: Maybe<Scalars['Int']['output']>;
  /** Local start hour. */
  startHour: Scalars['Int']['output'];
};

/** The supplier's own scorecard: the public figures and the counts behind them, disputes included. */
export type SupplierScorecard = {
  __typename?: 'SupplierScorecard';
  canceledByContractor: Scalars['Int']['output'];
  /** Orders canceled in the period by the supplier, and by the contractor. */
  canceledBySupplier: Scalars['Int']['output'];
  deliveredOrders: Scalars['Int']['output'];
  deliveredQuantityRate?: Maybe<Scalars['Float']['output']>;
  /** Disputes opened in the period and not withdrawn: all, accepted, and waiting (open or contested). */
  disputes: Scalars['Int']['output'];
  disputesAccepted: Scalars['Int']['output'];
  disputesOpen: Scalars['Int']['output'];
  /** Delivered orders with a truck after its ETA and the grace. */
  lateEtaOrders: Scalars['Int']['output'];
  /** Delivered orders with a truck after the window's end. */
  lateWindowOrders: Scalars['Int']['output'];
  minimumDeliveries: Scalars['Int']['output'];
  onTimeEtaRate?: Maybe<Scalars['Float']['output']>;
  onTimeWindowRate?: Maybe<Scalars['Float']['output']>;
  periodDays: Scalars['Int']['output'];
  ratingAverage?: Maybe<Scalars['Float']['output']>;
  ratingCount: Scalars['Int']['output'];
  /** Delivered orders short of the quantity ordered. */
  shortOrders: Scalars['Int']['output'];
  supplierCancellationRate?: Maybe<Scalars['Float']['output']>;
};

export type SupplierServiceAreasInput = {
  /** The cities to deliver to (every other is removed); none pauses every delivery. */
  cityIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SupplierStatement = {
  __typename?: 'SupplierStatement';
  csvUrl: Scalars['String']['output'];
  /** Every customer with orders that month, for the filter. */
  customerChoices: Array<StatementCustomerChoice>;
  customerId?: Maybe<Scalars['ID']['output']>;
  customers: Array<StatementCustomer>;
  lines: Array<StatementLine>;
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  /** The statement as PDF and as CSV: links signed for a few minutes. */
  pdfUrl: Scalars['String']['output'];
  totals: Array<StatementTotal>;
};

export type SupplierStorefront = {
  __typename?: 'SupplierStorefront';
  brandColor?: Maybe<Scalars['String']['output']>;
  /** The supplier's own button: its code (as in /r/<code>), clicks and the orders placed through it. */
  button: PartnerStats;
  /** The supplier's own domain, verified or not; null when it has none. */
  domain?: Maybe<SupplierDomain>;
  /** URL path of the storefront's logo; a new one is uploaded to POST /api/uploads/logo, removed with DELETE there. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Whether the caller may change the storefront (owner and managers). */
  mayEdit: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type SupplierStorefrontInput = {
  /** '#rrggbb', or null for the marketplace's own colour. */
  brandColor?: InputMaybe<Scalars['String']['input']>;
};

export type SupplierTeamMember = {
  __typename?: 'SupplierTeamMember';
  fullName: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** One event sent to one endpoint: the delivery log's row. */
export type SupplierWebhookDelivery = {
  __typename?: 'SupplierWebhookDelivery';
  attempts: Scalars['Int']['output'];
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** How long the last attempt took, in milliseconds. */
  durationMs?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601 date-times. */
  eventCreatedAt: Scalars['String']['output'];
  /** The event's id, the same in every attempt (the body's `id`): a receiver drops repeats by it. */
  eventId: Scalars['ID']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt?: Maybe<Scalars['String']['output']>;
  /** Why the last attempt failed (a status, a timeout, a refused connection). */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When the next automatic attempt is due (pending only). */
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** The last attempt's HTTP status; null when no answer came. */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  status: SupplierWebhookDeliveryStatus;
};

export type SupplierWebhookDeliveryList = {
  __typename?: 'SupplierWebhookDeliveryList';
  count: Scalars['Int']['output'];
  values: Array<SupplierWebhookDelivery>;
};

export type SupplierWebhookDeliveryStatus =
  /** The endpoint answered with a 2xx status. */
  | 'delivered'
  /** Given up after a day of retries (or a redelivery that failed). */
  | 'failed'
  /** Waiting for its first attempt or its next retry. */
  | 'pending';

/** One of the supplier's webhook endpoints, without its secret. */
export type SupplierWebhookEndpoint = {
  __typename?: 'SupplierWebhookEndpoint';
  /** ISO 8601 date-times. */
  createdAt: Scalars['String']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Disabled: no deliveries are made; its waiting retries resume when it is enabled again. */
  enabled: Scalars['Boolean']['output'];
  /** The event types it receives, e.g. order.placed, load.delivered. */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** `whsec_` and the secret's first four characters, to tell which secret a receiver holds. */
  secretHint: Scalars['String']['output'];
  secretRolledAt?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type SupplierWebhookEndpointCreateInput = {
  /** At least one event type. */
  events: Array<Scalars['String']['input']>;
  /** https:// (http:// on localhost outside production), at most 2048 characters. */
  url: Scalars['String']['input'];
};

/** An endpoint and its signing secret: shown at creation and when rolled, then never again. */
export type SupplierWebhookSecretPayload = {
  __typename?: 'SupplierWebhookSecretPayload';
  endpoint: SupplierWebhookEndpoint;
  /** The secret (`whsec_...`) that signs every delivery to this endpoint. */
  secret: Scalars['String']['output'];
};

/** The supplier company the caller acts within. */
export type SupplierWorkspace = {
  __typename?: 'SupplierWorkspace';
  /** The cities the supplier serves and products it sells, for the inbox's filters. */
  cities: Array<City>;
  /** The supplier's own record of disputes, as contractors see it. */
  disputeRecord: SupplierDisputeRecord;
  drivers: Array<SupplierTeamMember>;
  name: Scalars['String']['output'];
  products: Array<SupplierProductChoice>;
  role: MemberRole;
  supplierId: Scalars['ID']['output'];
  /** The supplier's time zone (IANA), in which delivery dates and windows are given. */
  timeZone: Scalars['String']['output'];
  /** The supplier's delivery windows of a day, for proposing another one. */
  windows: Array<SupplierDeliveryWindow>;
};

export type Team = {
  __typename?: 'Team';
  company: Company;
  /** The roles the caller may invite (empty: the caller may not invite). */
  invitableRoles: Array<InviteRole>;
  /** Pending invitations, newest first; empty when the caller may not invite. */
  invitations: Array<Invitation>;
  /** Oldest first. */
  members: Array<TeamMember>;
  /** The caller's role in the company. */
  viewerRole: MemberRole;
};

export type TeamMember = {
  __typename?: 'TeamMember';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  joinedAt: Scalars['String']['output'];
  /** The caller may remove them (teamMemberRemove): one may remove a member one could have invited, never the owner or oneself. */
  removable: Scalars['Boolean']['output'];
  role: MemberRole;
  userId: Scalars['ID']['output'];
};

/** A truck of the supplier's fleet. */
export type Truck = {
  __typename?: 'Truck';
  /** Retired trucks take no new loads. */
  active: Scalars['Boolean']['output'];
  /** What one trip carries, in `unit`. */
  capacity: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** Its name or plate. */
  name: Scalars['String']['output'];
  unit: ProductUnit;
};

export type TruckInput = {
  capacity: Scalars['Float']['input'];
  /** Absent for a new truck. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  unit: ProductUnit;
};

export type TruckPosition = {
  __typename?: 'TruckPosition';
  /** The phone's accuracy radius, in metres. */
  accuracyMeters?: Maybe<Scalars['Float']['output']>;
  /** ISO 8601 date-time. */
  at: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** The signed-in person. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Every company the person belongs to, the current one included, by name. */
  companies: Array<CompanyMembership>;
  /** The company the ordinary token acts within; null when the person belongs to none. */
  company?: Maybe<Company>;
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A marketplace operator (BuildMarket's staff): reviews credit applications at /operator/credit. */
  isMarketplaceOperator: Scalars['Boolean']['output'];
  /** A referral partner's account: its dashboard is at /partner. */
  isPartner: Scalars['Boolean']['output'];
  /** E.164: + and digits. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The person's code for referral links. */
  referralCode: Scalars['String']['output'];
  /** The person's role in `company`; null without one. */
  role?: Maybe<MemberRole>;
};

/** Required fields are nullable here too: a missing one answers BAD_USER_INPUT 'Required'. */
export type VolumePricingSubscribeInput = {
  email?: InputMaybe<Scalars['String']['input']>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountPasswordChangeInput: AccountPasswordChangeInput;
  AccountProfileInput: AccountProfileInput;
  AuthPayload: ResolverTypeWrapper<AuthPayloadRecord>;
  BalanceChangeSettlement: BalanceChangeSettlement;
  BalanceChangeStatus: BalanceChangeStatus;
  BalancePreview: ResolverTypeWrapper<BalancePreview>;
  BankAccountInput: BankAccountInput;
  BillingAddressInput: BillingAddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CandidateRequestPayloadInput: CandidateRequestPayloadInput;
  CardPaymentMethodInput: CardPaymentMethodInput;
  CardPaymentPlan: ResolverTypeWrapper<CardPaymentPlan>;
  CareerCandidateInput: CareerCandidateInput;
  CatalogueCity: ResolverTypeWrapper<CatalogueCity>;
  City: ResolverTypeWrapper<City>;
  Company: ResolverTypeWrapper<CompanyRecord>;
  CompanyAddress: ResolverTypeWrapper<CompanyAddress>;
  CompanyAddressInput: CompanyAddressInput;
  CompanyKind: CompanyKind;
  CompanyMembership: ResolverTypeWrapper<MembershipRecord>;
  CompanySettings: ResolverTypeWrapper<CompanySettings>;
  CompanySettingsInput: CompanySettingsInput;
  ContractorSignUpInput: ContractorSignUpInput;
  CreditAccount: ResolverTypeWrapper<CreditAccountRecord>;
  CreditAccountApplyInput: CreditAccountApplyInput;
  CreditAccountStatus: CreditAccountStatus;
  CreditApplication: ResolverTypeWrapper<CreditApplication>;
  CreditApplicationDecideInput: CreditApplicationDecideInput;
  CreditDecisionKind: CreditDecisionKind;
  CreditInvoice: ResolverTypeWrapper<CreditInvoice>;
  CreditMovementKind: CreditMovementKind;
  CreditStatementLine: ResolverTypeWrapper<CreditStatementLine>;
  CreditTradeReference: ResolverTypeWrapper<CreditTradeReference>;
  CreditTradeReferenceInput: CreditTradeReferenceInput;
  CustomerStory: ResolverTypeWrapper<CustomerStoryRecord>;
  DeliveryAreaCheck: ResolverTypeWrapper<DeliveryAreaCheck>;
  DeliveryAreaCheckInput: DeliveryAreaCheckInput;
  DeliveryAreaNotifyInput: DeliveryAreaNotifyInput;
  DeliveryAvailability: ResolverTypeWrapper<DeliveryAvailability>;
  DeliveryMap: ResolverTypeWrapper<DeliveryMap>;
  DeliveryWindow: ResolverTypeWrapper<DeliveryWindow>;
  DisputableLine: ResolverTypeWrapper<DisputableLine>;
  DisputeReason: DisputeReason;
  DisputeStatus: DisputeStatus;
  DriverComingDay: ResolverTypeWrapper<Omit<DriverComingDay, 'loads'> & { loads: Array<ResolversTypes['DriverLoad']> }>;
  DriverDay: ResolverTypeWrapper<
    Omit<DriverDay, 'coming' | 'loads'> & {
      coming: Array<ResolversTypes['DriverComingDay']>;
      loads: Array<ResolversTypes['DriverLoad']>;
    }
  >;
  DriverLoad: ResolverTypeWrapper<DriverLoadRecord>;
  FleetAvailability: ResolverTypeWrapper<FleetAvailability>;
  FleetBooking: ResolverTypeWrapper<FleetBooking>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityInput: IdentityInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Invitation>;
  InvitationCreateInput: InvitationCreateInput;
  InvitationStatus: InvitationStatus;
  InvitationView: ResolverTypeWrapper<InvitationView>;
  InviteRole: InviteRole;
  Job: ResolverTypeWrapper<JobRecord>;
  JobDirection: JobDirection;
  JobFilter: JobFilter;
  JobList: ResolverTypeWrapper<Omit<JobList, 'values'> & { values: Array<ResolversTypes['Job']> }>;
  JobSite: ResolverTypeWrapper<JobSiteRecord>;
  JobSiteInput: JobSiteInput;
  JobSiteStatement: ResolverTypeWrapper<JobSiteStatement>;
  JobType: JobType;
  LoadDelayInput: LoadDelayInput;
  LoadDeliveryInput: LoadDeliveryInput;
  LoadEta: ResolverTypeWrapper<LoadEta>;
  LoadNoteInput: LoadNoteInput;
  LoadPositionInput: LoadPositionInput;
  LoadStep: LoadStep;
  LoadStepInput: LoadStepInput;
  LoadTruck: ResolverTypeWrapper<LoadTruck>;
  MarketingFigures: ResolverTypeWrapper<MarketingFigures>;
  MemberRole: MemberRole;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Office: ResolverTypeWrapper<OfficeRecord>;
  Order: ResolverTypeWrapper<OrderRecord>;
  OrderBalanceChange: ResolverTypeWrapper<OrderBalanceChange>;
  OrderCancelReason: OrderCancelReason;
  OrderContactInput: OrderContactInput;
  OrderDeliveryInput: OrderDeliveryInput;
  OrderDispatchInput: OrderDispatchInput;
  OrderDispute: ResolverTypeWrapper<OrderDisputeRecord>;
  OrderDisputeAnswerInput: OrderDisputeAnswerInput;
  OrderDisputeInput: OrderDisputeInput;
  OrderEvent: ResolverTypeWrapper<OrderEvent>;
  OrderEventKind: OrderEventKind;
  OrderFilter: OrderFilter;
  OrderLineItem: ResolverTypeWrapper<OrderLineItem>;
  OrderList: ResolverTypeWrapper<Omit<OrderList, 'values'> & { values: Array<ResolversTypes['Order']> }>;
  OrderLoad: ResolverTypeWrapper<OrderLoadRecord>;
  OrderLoadInput: OrderLoadInput;
  OrderMessage: ResolverTypeWrapper<OrderMessage>;
  OrderMessageInput: OrderMessageInput;
  OrderMessageParty: OrderMessageParty;
  OrderParty: OrderParty;
  OrderPayInput: OrderPayInput;
  OrderPayment: ResolverTypeWrapper<OrderPaymentRecord>;
  OrderPaymentStatus: OrderPaymentStatus;
  OrderQuote: ResolverTypeWrapper<OrderQuote>;
  OrderQuoteCancellation: ResolverTypeWrapper<OrderQuoteCancellation>;
  OrderQuoteInput: OrderQuoteInput;
  OrderRateInput: OrderRateInput;
  OrderRating: ResolverTypeWrapper<OrderRating>;
  OrderRatingReplyInput: OrderRatingReplyInput;
  OrderReorder: ResolverTypeWrapper<Omit<OrderReorder, 'producer'> & { producer: ResolversTypes['Producer'] }>;
  OrderRequest: ResolverTypeWrapper<OrderRequestRecord>;
  OrderRequestAnswerInput: OrderRequestAnswerInput;
  OrderRequestInput: OrderRequestInput;
  OrderRequestKind: OrderRequestKind;
  OrderRequestStatus: OrderRequestStatus;
  OrderScheduleInput: OrderScheduleInput;
  OrderStatus: OrderStatus;
  OrderTaxLine: ResolverTypeWrapper<OrderTaxLine>;
  OrderWindowProposal: ResolverTypeWrapper<OrderWindowProposal>;
  Partner: ResolverTypeWrapper<PartnerRecord>;
  PartnerAmount: ResolverTypeWrapper<PartnerAmount>;
  PartnerButtonAction: PartnerButtonAction;
  PartnerButtonClickInput: PartnerButtonClickInput;
  PartnerDashboard: ResolverTypeWrapper<PartnerDashboard>;
  PartnerFigures: ResolverTypeWrapper<PartnerFigures>;
  PartnerFilter: PartnerFilter;
  PartnerList: ResolverTypeWrapper<Omit<PartnerList, 'values'> & { values: Array<ResolversTypes['Partner']> }>;
  PartnerMonth: ResolverTypeWrapper<PartnerMonth>;
  PartnerPayout: ResolverTypeWrapper<PartnerPayout>;
  PartnerRequestInput: PartnerRequestInput;
  PartnerStats: ResolverTypeWrapper<PartnerStats>;
  PaymentGatewayInfo: ResolverTypeWrapper<PaymentGatewayInfo>;
  PaymentGatewayName: PaymentGatewayName;
  PaymentLink: ResolverTypeWrapper<PaymentLinkRecord>;
  PaymentLinkPayInput: PaymentLinkPayInput;
  PaymentLinkView: ResolverTypeWrapper<PaymentLinkViewRecord>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethodRecord>;
  PaymentMethodKind: PaymentMethodKind;
  PaymentMethodVerification: PaymentMethodVerification;
  PaymentSetupIntent: ResolverTypeWrapper<PaymentSetupIntent>;
  PaymentType: PaymentType;
  PayoutBalance: ResolverTypeWrapper<PayoutBalance>;
  PayoutConnectStatus: ResolverTypeWrapper<PayoutConnectStatus>;
  PayoutFees: ResolverTypeWrapper<PayoutFees>;
  PlaceOrderInput: PlaceOrderInput;
  Producer: ResolverTypeWrapper<ProducerRecord>;
  ProducerProduct: ResolverTypeWrapper<ProducerProduct>;
  ProducerScorecard: ResolverTypeWrapper<SupplierScorecardRecord>;
  ProducerSort: ProducerSort;
  ProducersInput: ProducersInput;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductExtra: ResolverTypeWrapper<ProductExtra>;
  ProductExtraPricing: ProductExtraPricing;
  ProductType: ProductType;
  ProductUnit: ProductUnit;
  QualityPaper: ResolverTypeWrapper<QualityPaperRecord>;
  QualityPaperAttachInput: QualityPaperAttachInput;
  QualityPaperKind: QualityPaperKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ScheduleDriverDay: ResolverTypeWrapper<ScheduleDriverDay>;
  ScheduleLoad: ResolverTypeWrapper<ScheduleLoad>;
  ServedCity: ResolverTypeWrapper<ServedCity>;
  ServiceRegion: ResolverTypeWrapper<ServiceRegion>;
  SignInInput: SignInInput;
  StatementCustomer: ResolverTypeWrapper<StatementCustomer>;
  StatementCustomerChoice: ResolverTypeWrapper<StatementCustomerChoice>;
  StatementLine: ResolverTypeWrapper<StatementLine>;
  StatementTotal: ResolverTypeWrapper<StatementTotal>;
  Storefront: ResolverTypeWrapper<Storefront>;
  StorefrontApp: ResolverTypeWrapper<StorefrontApp>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Supplier: ResolverTypeWrapper<SupplierRecord>;
  SupplierApiFleet: ResolverTypeWrapper<Omit<SupplierApiFleet, 'trucks'> & { trucks: Array<ResolversTypes['Truck']> }>;
  SupplierApiKey: ResolverTypeWrapper<SupplierApiKey>;
  SupplierApiKeyCreateInput: SupplierApiKeyCreateInput;
  SupplierApiKeyCreatePayload: ResolverTypeWrapper<SupplierApiKeyCreatePayload>;
  SupplierApiLoad: ResolverTypeWrapper<OrderLoadRecord>;
  SupplierApiOrder: ResolverTypeWrapper<SupplierOrderRecord>;
  SupplierApiOrderList: ResolverTypeWrapper<
    Omit<SupplierApiOrderList, 'values'> & { values: Array<ResolversTypes['SupplierApiOrder']> }
  >;
  SupplierCatalogue: ResolverTypeWrapper<
    Omit<SupplierCatalogue, 'products'> & { products: Array<ResolversTypes['SupplierProduct']> }
  >;
  SupplierDeliverySettings: ResolverTypeWrapper<SupplierDeliverySettings>;
  SupplierDeliverySettingsInput: SupplierDeliverySettingsInput;
  SupplierDeliveryWindow: ResolverTypeWrapper<SupplierDeliveryWindow>;
  SupplierDisputeRecord: ResolverTypeWrapper<SupplierDisputeRecord>;
  SupplierDomain: ResolverTypeWrapper<SupplierDomain>;
  SupplierDomainInput: SupplierDomainInput;
  SupplierFilter: SupplierFilter;
  SupplierList: ResolverTypeWrapper<Omit<SupplierList, 'values'> & { values: Array<ResolversTypes['Supplier']> }>;
  SupplierOrder: ResolverTypeWrapper<SupplierOrderRecord>;
  SupplierOrderCount: ResolverTypeWrapper<SupplierOrderCount>;
  SupplierOrderFilter: SupplierOrderFilter;
  SupplierOrderList: ResolverTypeWrapper<
    Omit<SupplierOrderList, 'values'> & { values: Array<ResolversTypes['SupplierOrder']> }
  >;
  SupplierOrderNote: ResolverTypeWrapper<SupplierOrderNote>;
  SupplierOrderNoteInput: SupplierOrderNoteInput;
  SupplierOrderTransitionInput: SupplierOrderTransitionInput;
  SupplierOrderWindowProposalInput: SupplierOrderWindowProposalInput;
  SupplierPayout: ResolverTypeWrapper<SupplierPayout>;
  SupplierPayoutOrder: ResolverTypeWrapper<SupplierPayoutOrder>;
  SupplierPayoutStatus: SupplierPayoutStatus;
  SupplierPayoutTransferStatus: SupplierPayoutTransferStatus;
  SupplierPayouts: ResolverTypeWrapper<SupplierPayouts>;
  SupplierProduct: ResolverTypeWrapper<SupplierProductRecord>;
  SupplierProductChoice: ResolverTypeWrapper<SupplierProductChoice>;
  SupplierProductExtraInput: SupplierProductExtraInput;
  SupplierProductInput: SupplierProductInput;
  SupplierSchedule: ResolverTypeWrapper<SupplierSchedule>;
  SupplierScheduleDay: ResolverTypeWrapper<SupplierScheduleDay>;
  SupplierScheduleOrder: ResolverTypeWrapper<SupplierScheduleOrder>;
  SupplierScheduleWindow: ResolverTypeWrapper<SupplierScheduleWindow>;
  SupplierScorecard: ResolverTypeWrapper<SupplierScorecardRecord>;
  SupplierServiceAreasInput: SupplierServiceAreasInput;
  SupplierStatement: ResolverTypeWrapper<SupplierStatement>;
  SupplierStorefront: ResolverTypeWrapper<SupplierStorefront>;
  SupplierStorefrontInput: SupplierStorefrontInput;
  SupplierTeamMember: ResolverTypeWrapper<SupplierTeamMember>;
  SupplierWebhookDelivery: ResolverTypeWrapper<SupplierWebhookDelivery>;
  SupplierWebhookDeliveryList: ResolverTypeWrapper<SupplierWebhookDeliveryList>;
  SupplierWebhookDeliveryStatus: SupplierWebhookDeliveryStatus;
  SupplierWebhookEndpoint: ResolverTypeWrapper<SupplierWebhookEndpoint>;
  SupplierWebhookEndpointCreateInput: SupplierWebhookEndpointCreateInput;
  SupplierWebhookSecretPayload: ResolverTypeWrapper<SupplierWebhookSecretPayload>;
  SupplierWorkspace: ResolverTypeWrapper<SupplierWorkspaceRecord>;
  Team: ResolverTypeWrapper<Omit<Team, 'company'> & { company: ResolversTypes['Company'] }>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  Truck: ResolverTypeWrapper<TruckRecord>;
  TruckInput: TruckInput;
  TruckPosition: ResolverTypeWrapper<TruckPosition>;
  Viewer: ResolverTypeWrapper<ViewerRecord>;
  VolumePricingSubscribeInput: VolumePricingSubscribeInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountPasswordChangeInput: AccountPasswordChangeInput;
  AccountProfileInput: AccountProfileInput;
  AuthPayload: AuthPayloadRecord;
  BalancePreview: BalancePreview;
  BankAccountInput: BankAccountInput;
  BillingAddressInput: BillingAddressInput;
  Boolean: Scalars['Boolean']['output'];
  CandidateRequestPayloadInput: CandidateRequestPayloadInput;
  CardPaymentMethodInput: CardPaymentMethodInput;
  CardPaymentPlan: CardPaymentPlan;
  CareerCandidateInput: CareerCandidateInput;
  CatalogueCity: CatalogueCity;
  City: City;
  Company: CompanyRecord;
  CompanyAddress: CompanyAddress;
  CompanyAddressInput: CompanyAddressInput;
  CompanyMembership: MembershipRecord;
  CompanySettings: CompanySettings;
  CompanySettingsInput: CompanySettingsInput;
  ContractorSignUpInput: ContractorSignUpInput;
  CreditAccount: CreditAccountRecord;
  CreditAccountApplyInput: CreditAccountApplyInput;
  CreditApplication: CreditApplication;
  CreditApplicationDecideInput: CreditApplicationDecideInput;
  CreditInvoice: CreditInvoice;
  CreditStatementLine: CreditStatementLine;
  CreditTradeReference: CreditTradeReference;
  CreditTradeReferenceInput: CreditTradeReferenceInput;
  CustomerStory: CustomerStoryRecord;
  DeliveryAreaCheck: DeliveryAreaCheck;
  DeliveryAreaCheckInput: DeliveryAreaCheckInput;
  DeliveryAreaNotifyInput: DeliveryAreaNotifyInput;
  DeliveryAvailability: DeliveryAvailability;
  DeliveryMap: DeliveryMap;
  DeliveryWindow: DeliveryWindow;
  DisputableLine: DisputableLine;
  DriverComingDay: Omit<DriverComingDay, 'loads'> & { loads: Array<ResolversParentTypes['DriverLoad']> };
  DriverDay: Omit<DriverDay, 'coming' | 'loads'> & {
    coming: Array<ResolversParentTypes['DriverComingDay']>;
    loads: Array<ResolversParentTypes['DriverLoad']>;
  };
  DriverLoad: DriverLoadRecord;
  FleetAvailability: FleetAvailability;
  FleetBooking: FleetBooking;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IdentityInput: IdentityInput;
  Int: Scalars['Int']['output'];
  Invitation: Invitation;
  InvitationCreateInput: InvitationCreateInput;
  InvitationView: InvitationView;
  Job: JobRecord;
  JobFilter: JobFilter;
  JobList: Omit<JobList, 'values'> & { values: Array<ResolversParentTypes['Job']> };
  JobSite: JobSiteRecord;
  JobSiteInput: JobSiteInput;
  JobSiteStatement: JobSiteStatement;
  LoadDelayInput: LoadDelayInput;
  LoadDeliveryInput: LoadDeliveryInput;
  LoadEta: LoadEta;
  LoadNoteInput: LoadNoteInput;
  LoadPositionInput: LoadPositionInput;
  LoadStepInput: LoadStepInput;
  LoadTruck: LoadTruck;
  MarketingFigures: MarketingFigures;
  Mutation: Record<PropertyKey, never>;
  Office: OfficeRecord;
  Order: OrderRecord;
  OrderBalanceChange: OrderBalanceChange;
  OrderContactInput: OrderContactInput;
  OrderDeliveryInput: OrderDeliveryInput;
  OrderDispatchInput: OrderDispatchInput;
  OrderDispute: OrderDisputeRecord;
  OrderDisputeAnswerInput: OrderDisputeAnswerInput;
  OrderDisputeInput: OrderDisputeInput;
  OrderEvent: OrderEvent;
  OrderFilter: OrderFilter;
  OrderLineItem: OrderLineItem;
  OrderList: Omit<OrderList, 'values'> & { values: Array<ResolversParentTypes['Order']> };
  OrderLoad: OrderLoadRecord;
  OrderLoadInput: OrderLoadInput;
  OrderMessage: OrderMessage;
  OrderMessageInput: OrderMessageInput;
  OrderPayInput: OrderPayInput;
  OrderPayment: OrderPaymentRecord;
  OrderQuote: OrderQuote;
  OrderQuoteCancellation: OrderQuoteCancellation;
  OrderQuoteInput: OrderQuoteInput;
  OrderRateInput: OrderRateInput;
  OrderRating: OrderRating;
  OrderRatingReplyInput: OrderRatingReplyInput;
  OrderReorder: Omit<OrderReorder, 'producer'> & { producer: ResolversParentTypes['Producer'] };
  OrderRequest: OrderRequestRecord;
  OrderRequestAnswerInput: OrderRequestAnswerInput;
  OrderRequestInput: OrderRequestInput;
  OrderScheduleInput: OrderScheduleInput;
  OrderTaxLine: OrderTaxLine;
  OrderWindowProposal: OrderWindowProposal;
  Partner: PartnerRecord;
  PartnerAmount: PartnerAmount;
  PartnerButtonClickInput: PartnerButtonClickInput;
  PartnerDashboard: PartnerDashboard;
  PartnerFigures: PartnerFigures;
  PartnerFilter: PartnerFilter;
  PartnerList: Omit<PartnerList, 'values'> & { values: Array<ResolversParentTypes['Partner']> };
  PartnerMonth: PartnerMonth;
  PartnerPayout: PartnerPayout;
  PartnerRequestInput: PartnerRequestInput;
  PartnerStats: PartnerStats;
  PaymentGatewayInfo: PaymentGatewayInfo;
  PaymentLink: PaymentLinkRecord;
  PaymentLinkPayInput: PaymentLinkPayInput;
  PaymentLinkView: PaymentLinkViewRecord;
  PaymentMethod: PaymentMethodRecord;
  PaymentSetupIntent: PaymentSetupIntent;
  PayoutBalance: PayoutBalance;
  PayoutConnectStatus: PayoutConnectStatus;
  PayoutFees: PayoutFees;
  PlaceOrderInput: PlaceOrderInput;
  Producer: ProducerRecord;
  ProducerProduct: ProducerProduct;
  ProducerScorecard: SupplierScorecardRecord;
  ProducersInput: ProducersInput;
  ProductCategory: ProductCategory;
  ProductExtra: ProductExtra;
  QualityPaper: QualityPaperRecord;
  QualityPaperAttachInput: QualityPaperAttachInput;
  Query: Record<PropertyKey, never>;
  ScheduleDriverDay: ScheduleDriverDay;
  ScheduleLoad: ScheduleLoad;
  ServedCity: ServedCity;
  ServiceRegion: ServiceRegion;
  SignInInput: SignInInput;
  StatementCustomer: StatementCustomer;
  StatementCustomerChoice: StatementCustomerChoice;
  StatementLine: StatementLine;
  StatementTotal: StatementTotal;
  Storefront: Storefront;
  StorefrontApp: StorefrontApp;
  String: Scalars['String']['output'];
  Supplier: SupplierRecord;
  SupplierApiFleet: Omit<SupplierApiFleet, 'trucks'> & { trucks: Array<ResolversParentTypes['Truck']> };
  SupplierApiKey: SupplierApiKey;
  SupplierApiKeyCreateInput: SupplierApiKeyCreateInput;
  SupplierApiKeyCreatePayload: SupplierApiKeyCreatePayload;
  SupplierApiLoad: OrderLoadRecord;
  SupplierApiOrder: SupplierOrderRecord;
  SupplierApiOrderList: Omit<SupplierApiOrderList, 'values'> & {
    values: Array<ResolversParentTypes['SupplierApiOrder']>;
  };
  SupplierCatalogue: Omit<SupplierCatalogue, 'products'> & { products: Array<ResolversParentTypes['SupplierProduct']> };
  SupplierDeliverySettings: SupplierDeliverySettings;
  SupplierDeliverySettingsInput: SupplierDeliverySettingsInput;
  SupplierDeliveryWindow: SupplierDeliveryWindow;
  SupplierDisputeRecord: SupplierDisputeRecord;
  SupplierDomain: SupplierDomain;
  SupplierDomainInput: SupplierDomainInput;
  SupplierFilter: SupplierFilter;
  SupplierList: Omit<SupplierList, 'values'> & { values: Array<ResolversParentTypes['Supplier']> };
  SupplierOrder: SupplierOrderRecord;
  SupplierOrderCount: SupplierOrderCount;
  SupplierOrderFilter: SupplierOrderFilter;
  SupplierOrderList: Omit<SupplierOrderList, 'values'> & { values: Array<ResolversParentTypes['SupplierOrder']> };
  SupplierOrderNote: SupplierOrderNote;
  SupplierOrderNoteInput: SupplierOrderNoteInput;
  SupplierOrderTransitionInput: SupplierOrderTransitionInput;
  SupplierOrderWindowProposalInput: SupplierOrderWindowProposalInput;
  SupplierPayout: SupplierPayout;
  SupplierPayoutOrder: SupplierPayoutOrder;
  SupplierPayouts: SupplierPayouts;
  SupplierProduct: SupplierProductRecord;
  SupplierProductChoice: SupplierProductChoice;
  SupplierProductExtraInput: SupplierProductExtraInput;
  SupplierProductInput: SupplierProductInput;
  SupplierSchedule: SupplierSchedule;
  SupplierScheduleDay: SupplierScheduleDay;
  SupplierScheduleOrder: SupplierScheduleOrder;
  SupplierScheduleWindow: SupplierScheduleWindow;
  SupplierScorecard: SupplierScorecardRecord;
  SupplierServiceAreasInput: SupplierServiceAreasInput;
  SupplierStatement: SupplierStatement;
  SupplierStorefront: SupplierStorefront;
  SupplierStorefrontInput: SupplierStorefrontInput;
  SupplierTeamMember: SupplierTeamMember;
  SupplierWebhookDelivery: SupplierWebhookDelivery;
  SupplierWebhookDeliveryList: SupplierWebhookDeliveryList;
  SupplierWebhookEndpoint: SupplierWebhookEndpoint;
  SupplierWebhookEndpointCreateInput: SupplierWebhookEndpointCreateInput;
  SupplierWebhookSecretPayload: SupplierWebhookSecretPayload;
  SupplierWorkspace: SupplierWorkspaceRecord;
  Team: Omit<Team, 'company'> & { company: ResolversParentTypes['Company'] };
  TeamMember: TeamMember;
  Truck: TruckRecord;
  TruckInput: TruckInput;
  TruckPosition: TruckPosition;
  Viewer: ViewerRecord;
  VolumePricingSubscribeInput: VolumePricingSubscribeInput;
};

export type SupplierApiDirectiveArgs = {};

export type SupplierApiDirectiveResolver<
  Result,
  Parent,
  ContextType = GraphQLContext,
  Args = SupplierApiDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AuthPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload'],
> = {
  mainToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type BalancePreviewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BalancePreview'] = ResolversParentTypes['BalancePreview'],
> = {
  coveredByOrderPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dispatchedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  newAmountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  newTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousAmountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  previousTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['OrderQuote'], ParentType, ContextType>;
};

export type CardPaymentPlanResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CardPaymentPlan'] = ResolversParentTypes['CardPaymentPlan'],
> = {
  amountNowCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chargeAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chargedAtOnce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holdCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CatalogueCityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CatalogueCity'] = ResolversParentTypes['CatalogueCity'],
> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City'],
> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompanyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CompanyKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralCreditCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompanyAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CompanyAddress'] = ResolversParentTypes['CompanyAddress'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompanyMembershipResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CompanyMembership'] = ResolversParentTypes['CompanyMembership'],
> = {
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
};

export type CompanySettingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CompanySettings'] = ResolversParentTypes['CompanySettings'],
> = {
  address?: Resolver<Maybe<ResolversTypes['CompanyAddress']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditAccountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreditAccount'] = ResolversParentTypes['CreditAccount'],
> = {
  appliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  availableCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decisionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limitCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openInvoices?: Resolver<Array<ResolversTypes['CreditInvoice']>, ParentType, ContextType>;
  overdueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedLimitCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statement?: Resolver<Array<ResolversTypes['CreditStatementLine']>, ParentType, ContextType>;
  statementCsvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CreditAccountStatus'], ParentType, ContextType>;
  termDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreditApplicationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreditApplication'] = ResolversParentTypes['CreditApplication'],
> = {
  annualVolumeCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicantEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billingContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingContactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decisionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limitCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedLimitCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CreditAccountStatus'], ParentType, ContextType>;
  termDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeReferences?: Resolver<Array<ResolversTypes['CreditTradeReference']>, ParentType, ContextType>;
  yearsInBusiness?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreditInvoiceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreditInvoice'] = ResolversParentTypes['CreditInvoice'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreditStatementLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreditStatementLine'] = ResolversParentTypes['CreditStatementLine'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CreditMovementKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditTradeReferenceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreditTradeReference'] = ResolversParentTypes['CreditTradeReference'],
> = {
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerStoryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CustomerStory'] = ResolversParentTypes['CustomerStory'],
> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratingImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryAreaCheckResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeliveryAreaCheck'] = ResolversParentTypes['DeliveryAreaCheck'],
> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  supplierCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliveryAvailabilityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeliveryAvailability'] = ResolversParentTypes['DeliveryAvailability'],
> = {
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closedMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windows?: Resolver<Array<ResolversTypes['DeliveryWindow']>, ParentType, ContextType>;
};

export type DeliveryMapResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeliveryMap'] = ResolversParentTypes['DeliveryMap'],
> = {
  styleUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryWindowResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeliveryWindow'] = ResolversParentTypes['DeliveryWindow'],
> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookedTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacityTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisputableLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DisputableLine'] = ResolversParentTypes['DisputableLine'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DriverComingDayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DriverComingDay'] = ResolversParentTypes['DriverComingDay'],
> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loads?: Resolver<Array<ResolversTypes['DriverLoad']>, ParentType, ContextType>;
};

export type DriverDayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DriverDay'] = ResolversParentTypes['DriverDay'],
> = {
  coming?: Resolver<Array<ResolversTypes['DriverComingDay']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loads?: Resolver<Array<ResolversTypes['DriverLoad']>, ParentType, ContextType>;
};

export type DriverLoadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DriverLoad'] = ResolversParentTypes['DriverLoad'],
> = {
  accessNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryWindow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  load?: Resolver<ResolversTypes['OrderLoad'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  siteLatitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  siteLongitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  washoutNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FleetAvailabilityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FleetAvailability'] = ResolversParentTypes['FleetAvailability'],
> = {
  bookings?: Resolver<Array<ResolversTypes['FleetBooking']>, ParentType, ContextType>;
  deliveryStartsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minutesBetweenTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FleetBookingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FleetBooking'] = ResolversParentTypes['FleetBooking'],
> = {
  driverUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['LoadStep'], ParentType, ContextType>;
  truckId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  until?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['InviteRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
};

export type InvitationViewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InvitationView'] = ResolversParentTypes['InvitationView'],
> = {
  companyKind?: Resolver<ResolversTypes['CompanyKind'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inviterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
};

export type JobResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job'],
> = {
  additionalInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['JobDirection'], ParentType, ContextType>;
  experience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  responsibilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  salary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['JobType'], ParentType, ContextType>;
};

export type JobListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['JobList'] = ResolversParentTypes['JobList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
};

export type JobSiteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['JobSite'] = ResolversParentTypes['JobSite'],
> = {
  accessNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qualityPaperCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qualityPapersUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  washoutNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobSiteStatementResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['JobSiteStatement'] = ResolversParentTypes['JobSiteStatement'],
> = {
  csvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobSiteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['StatementTotal']>, ParentType, ContextType>;
};

export type LoadEtaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LoadEta'] = ResolversParentTypes['LoadEta'],
> = {
  approximate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  arrivesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bearingDegrees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  directKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lateForWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoadTruckResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LoadTruck'] = ResolversParentTypes['LoadTruck'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketingFiguresResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MarketingFigures'] = ResolversParentTypes['MarketingFigures'],
> = {
  aggregateCities?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cities?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suppliers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  accountPasswordChange?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationAccountPasswordChangeArgs, 'input'>
  >;
  accountProfileUpdate?: Resolver<
    ResolversTypes['Viewer'],
    ParentType,
    ContextType,
    RequireFields<MutationAccountProfileUpdateArgs, 'input'>
  >;
  bankAccountCreate?: Resolver<
    ResolversTypes['PaymentMethod'],
    ParentType,
    ContextType,
    RequireFields<MutationBankAccountCreateArgs, 'idempotencyKey' | 'input'>
  >;
  bankAccountVerify?: Resolver<
    ResolversTypes['PaymentMethod'],
    ParentType,
    ContextType,
    RequireFields<MutationBankAccountVerifyArgs, 'amountsCents' | 'id'>
  >;
  cardPaymentMethodCreate?: Resolver<
    ResolversTypes['PaymentMethod'],
    ParentType,
    ContextType,
    RequireFields<MutationCardPaymentMethodCreateArgs, 'idempotencyKey' | 'input'>
  >;
  companySettingsUpdate?: Resolver<
    ResolversTypes['CompanySettings'],
    ParentType,
    ContextType,
    RequireFields<MutationCompanySettingsUpdateArgs, 'input'>
  >;
  companySwitch?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationCompanySwitchArgs, 'companyId'>
  >;
  contractorSignUp?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationContractorSignUpArgs, 'input'>
  >;
  creditAccountApply?: Resolver<
    ResolversTypes['CreditAccount'],
    ParentType,
    ContextType,
    RequireFields<MutationCreditAccountApplyArgs, 'input'>
  >;
  creditApplicationDecide?: Resolver<
    ResolversTypes['CreditApplication'],
    ParentType,
    ContextType,
    RequireFields<MutationCreditApplicationDecideArgs, 'input'>
  >;
  deliveryAreaNotifyRequest?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeliveryAreaNotifyRequestArgs, 'input'>
  >;
  internalCandidateRequestCreate?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationInternalCandidateRequestCreateArgs, 'candidate' | 'job' | 'requestPayload'>
  >;
  invitationAccept?: Resolver<
    ResolversTypes['InvitationView'],
    ParentType,
    ContextType,
    RequireFields<MutationInvitationAcceptArgs, 'token'>
  >;
  invitationCreate?: Resolver<
    ResolversTypes['Invitation'],
    ParentType,
    ContextType,
    RequireFields<MutationInvitationCreateArgs, 'input'>
  >;
  invitationReject?: Resolver<
    ResolversTypes['InvitationView'],
    ParentType,
    ContextType,
    RequireFields<MutationInvitationRejectArgs, 'token'>
  >;
  invitationRevoke?: Resolver<
    ResolversTypes['Invitation'],
    ParentType,
    ContextType,
    RequireFields<MutationInvitationRevokeArgs, 'id'>
  >;
  jobSiteCreate?: Resolver<
    ResolversTypes['JobSite'],
    ParentType,
    ContextType,
    RequireFields<MutationJobSiteCreateArgs, 'input'>
  >;
  jobSiteDelete?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationJobSiteDeleteArgs, 'id'>
  >;
  jobSiteUpdate?: Resolver<
    ResolversTypes['JobSite'],
    ParentType,
    ContextType,
    RequireFields<MutationJobSiteUpdateArgs, 'id' | 'input'>
  >;
  loadDelayReport?: Resolver<
    ResolversTypes['OrderLoad'],
    ParentType,
    ContextType,
    RequireFields<MutationLoadDelayReportArgs, 'input'>
  >;
  loadDeliver?: Resolver<
    ResolversTypes['OrderLoad'],
    ParentType,
    ContextType,
    RequireFields<MutationLoadDeliverArgs, 'input'>
  >;
  loadNoteSave?: Resolver<
    ResolversTypes['OrderLoad'],
    ParentType,
    ContextType,
    RequireFields<MutationLoadNoteSaveArgs, 'input'>
  >;
  loadPositionReport?: Resolver<
    ResolversTypes['OrderLoad'],
    ParentType,
    ContextType,
    RequireFields<MutationLoadPositionReportArgs, 'input'>
  >;
  loadStepReport?: Resolver<
    ResolversTypes['OrderLoad'],
    ParentType,
    ContextType,
    RequireFields<MutationLoadStepReportArgs, 'input'>
  >;
  orderBalanceChangeAuthorize?: Resolver<
    ResolversTypes['OrderBalanceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderBalanceChangeAuthorizeArgs, 'changeId'>
  >;
  orderBalanceChangeConfirm?: Resolver<
    ResolversTypes['OrderBalanceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderBalanceChangeConfirmArgs, 'changeId'>
  >;
  orderCancel?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderCancelArgs, 'id'>
  >;
  orderDisputeOpen?: Resolver<
    ResolversTypes['OrderDispute'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderDisputeOpenArgs, 'input'>
  >;
  orderDisputeWithdraw?: Resolver<
    ResolversTypes['OrderDispute'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderDisputeWithdrawArgs, 'disputeId'>
  >;
  orderHoldRelease?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderHoldReleaseArgs, 'orderId'>
  >;
  orderMessageSend?: Resolver<
    ResolversTypes['OrderMessage'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderMessageSendArgs, 'input'>
  >;
  orderMessagesRead?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderMessagesReadArgs, 'orderId'>
  >;
  orderPay?: Resolver<
    ResolversTypes['OrderPayment'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderPayArgs, 'idempotencyKey' | 'input'>
  >;
  orderPaymentConfirm?: Resolver<
    ResolversTypes['OrderPayment'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderPaymentConfirmArgs, 'orderId'>
  >;
  orderRate?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationOrderRateArgs, 'input'>>;
  orderRequestCreate?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderRequestCreateArgs, 'input'>
  >;
  orderRequestWithdraw?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderRequestWithdrawArgs, 'requestId'>
  >;
  orderWindowProposalAccept?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationOrderWindowProposalAcceptArgs, 'orderId'>
  >;
  partnerButtonClick?: Resolver<
    Maybe<ResolversTypes['Partner']>,
    ParentType,
    ContextType,
    RequireFields<MutationPartnerButtonClickArgs, 'input'>
  >;
  partnerRequestCreate?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationPartnerRequestCreateArgs, 'input'>
  >;
  paymentLinkConfirmPayment?: Resolver<
    ResolversTypes['OrderPayment'],
    ParentType,
    ContextType,
    RequireFields<MutationPaymentLinkConfirmPaymentArgs, 'token'>
  >;
  paymentLinkCreate?: Resolver<
    ResolversTypes['PaymentLink'],
    ParentType,
    ContextType,
    RequireFields<MutationPaymentLinkCreateArgs, 'orderId'>
  >;
  paymentLinkPay?: Resolver<
    ResolversTypes['OrderPayment'],
    ParentType,
    ContextType,
    RequireFields<MutationPaymentLinkPayArgs, 'idempotencyKey' | 'input' | 'token'>
  >;
  paymentLinkVerifyBankAccount?: Resolver<
    ResolversTypes['OrderPayment'],
    ParentType,
    ContextType,
    RequireFields<MutationPaymentLinkVerifyBankAccountArgs, 'amountsCents' | 'token'>
  >;
  paymentMethodAttach?: Resolver<
    ResolversTypes['PaymentMethod'],
    ParentType,
    ContextType,
    RequireFields<MutationPaymentMethodAttachArgs, 'paymentMethodId' | 'paymentType'>
  >;
  paymentMethodDelete?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationPaymentMethodDeleteArgs, 'id'>
  >;
  paymentMethodSetDefault?: Resolver<
    ResolversTypes['PaymentMethod'],
    ParentType,
    ContextType,
    RequireFields<MutationPaymentMethodSetDefaultArgs, 'id'>
  >;
  paymentSetupIntentCreate?: Resolver<
    ResolversTypes['PaymentSetupIntent'],
    ParentType,
    ContextType,
    RequireFields<MutationPaymentSetupIntentCreateArgs, 'paymentType'>
  >;
  placeOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationPlaceOrderArgs, 'idempotencyKey' | 'input'>
  >;
  refreshSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supplierApiKeyCreate?: Resolver<
    ResolversTypes['SupplierApiKeyCreatePayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierApiKeyCreateArgs, 'input'>
  >;
  supplierApiKeyRevoke?: Resolver<
    ResolversTypes['SupplierApiKey'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierApiKeyRevokeArgs, 'id'>
  >;
  supplierApiOrderAccept?: Resolver<
    ResolversTypes['SupplierApiOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierApiOrderAcceptArgs, 'orderId'>
  >;
  supplierApiOrderDecline?: Resolver<
    ResolversTypes['SupplierApiOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierApiOrderDeclineArgs, 'orderId' | 'reason'>
  >;
  supplierApiOrderDispatch?: Resolver<
    ResolversTypes['SupplierApiOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierApiOrderDispatchArgs, 'input'>
  >;
  supplierApiOrderSchedule?: Resolver<
    ResolversTypes['SupplierApiOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierApiOrderScheduleArgs, 'orderId'>
  >;
  supplierDateBlock?: Resolver<
    ResolversTypes['SupplierScheduleDay'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierDateBlockArgs, 'date' | 'reason'>
  >;
  supplierDateUnblock?: Resolver<
    ResolversTypes['SupplierScheduleDay'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierDateUnblockArgs, 'date'>
  >;
  supplierDeliverySettingsUpdate?: Resolver<
    ResolversTypes['SupplierDeliverySettings'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierDeliverySettingsUpdateArgs, 'input'>
  >;
  supplierDomainAdd?: Resolver<
    ResolversTypes['SupplierDomain'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierDomainAddArgs, 'input'>
  >;
  supplierDomainRemove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supplierDomainVerify?: Resolver<ResolversTypes['SupplierDomain'], ParentType, ContextType>;
  supplierOrderDispatch?: Resolver<
    ResolversTypes['SupplierOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierOrderDispatchArgs, 'input'>
  >;
  supplierOrderDisputeAnswer?: Resolver<
    ResolversTypes['OrderDispute'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierOrderDisputeAnswerArgs, 'input'>
  >;
  supplierOrderHoldRelease?: Resolver<
    ResolversTypes['SupplierOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierOrderHoldReleaseArgs, 'orderId'>
  >;
  supplierOrderNoteAdd?: Resolver<
    ResolversTypes['SupplierOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierOrderNoteAddArgs, 'input'>
  >;
  supplierOrderProposeWindow?: Resolver<
    ResolversTypes['SupplierOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierOrderProposeWindowArgs, 'input'>
  >;
  supplierOrderRatingReply?: Resolver<
    ResolversTypes['SupplierOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierOrderRatingReplyArgs, 'input'>
  >;
  supplierOrderRequestAnswer?: Resolver<
    ResolversTypes['SupplierOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierOrderRequestAnswerArgs, 'input'>
  >;
  supplierOrderTransition?: Resolver<
    ResolversTypes['SupplierOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierOrderTransitionArgs, 'input'>
  >;
  supplierPayoutOnboardingLinkCreate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierPayoutResend?: Resolver<
    ResolversTypes['SupplierPayout'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierPayoutResendArgs, 'id'>
  >;
  supplierPayoutTestBankAccountSet?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierPayoutTestBankAccountSetArgs, 'accountNumber'>
  >;
  supplierProductCreate?: Resolver<
    ResolversTypes['SupplierProduct'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierProductCreateArgs, 'input'>
  >;
  supplierProductUpdate?: Resolver<
    ResolversTypes['SupplierProduct'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierProductUpdateArgs, 'id' | 'input'>
  >;
  supplierQualityPaperAttach?: Resolver<
    ResolversTypes['QualityPaper'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierQualityPaperAttachArgs, 'input'>
  >;
  supplierQualityPaperRemove?: Resolver<
    ResolversTypes['QualityPaper'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierQualityPaperRemoveArgs, 'id'>
  >;
  supplierServiceAreasSet?: Resolver<
    Array<ResolversTypes['ID']>,
    ParentType,
    ContextType,
    RequireFields<MutationSupplierServiceAreasSetArgs, 'input'>
  >;
  supplierStorefrontUpdate?: Resolver<
    ResolversTypes['SupplierStorefront'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierStorefrontUpdateArgs, 'input'>
  >;
  supplierTruckSave?: Resolver<
    ResolversTypes['Truck'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierTruckSaveArgs, 'input'>
  >;
  supplierTruckSetActive?: Resolver<
    ResolversTypes['Truck'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierTruckSetActiveArgs, 'active' | 'id'>
  >;
  supplierWebhookEndpointCreate?: Resolver<
    ResolversTypes['SupplierWebhookSecretPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierWebhookEndpointCreateArgs, 'input'>
  >;
  supplierWebhookEndpointDelete?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierWebhookEndpointDeleteArgs, 'id'>
  >;
  supplierWebhookEndpointSetEnabled?: Resolver<
    ResolversTypes['SupplierWebhookEndpoint'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierWebhookEndpointSetEnabledArgs, 'enabled' | 'id'>
  >;
  supplierWebhookRedeliver?: Resolver<
    ResolversTypes['SupplierWebhookDelivery'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierWebhookRedeliverArgs, 'id'>
  >;
  supplierWebhookSecretRoll?: Resolver<
    ResolversTypes['SupplierWebhookSecretPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierWebhookSecretRollArgs, 'id'>
  >;
  supplierWindowCapacityReset?: Resolver<
    ResolversTypes['SupplierScheduleDay'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierWindowCapacityResetArgs, 'date' | 'startHour'>
  >;
  supplierWindowCapacitySet?: Resolver<
    ResolversTypes['SupplierScheduleDay'],
    ParentType,
    ContextType,
    RequireFields<MutationSupplierWindowCapacitySetArgs, 'capacityTrucks' | 'date' | 'startHour'>
  >;
  teamMemberRemove?: Resolver<
    ResolversTypes['Team'],
    ParentType,
    ContextType,
    RequireFields<MutationTeamMemberRemoveArgs, 'userId'>
  >;
  volumePricingSubscribe?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationVolumePricingSubscribeArgs, 'input'>
  >;
};

export type OfficeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Office'] = ResolversParentTypes['Office'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  accessNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balanceChanges?: Resolver<Array<ResolversTypes['OrderBalanceChange']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['OrderCancelReason']>, ParentType, ContextType>;
  cancelable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationFeeCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cardHoldPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardPayment?: Resolver<ResolversTypes['CardPaymentPlan'], ParentType, ContextType>;
  chargeAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryStartsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryWindow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disputableLines?: Resolver<Array<ResolversTypes['DisputableLine']>, ParentType, ContextType>;
  disputes?: Resolver<Array<ResolversTypes['OrderDispute']>, ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobSiteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lateCancelable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lateCancellationFeeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateCancellationFeePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loads?: Resolver<Array<ResolversTypes['OrderLoad']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['OrderMessage']>, ParentType, ContextType>;
  minutesBetweenTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderLineItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['OrderPayment']>, ParentType, ContextType>;
  paymentDueBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentDueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  pickUpDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  qualityPapers?: Resolver<Array<ResolversTypes['QualityPaper']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['OrderQuote'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['OrderRating']>, ParentType, ContextType>;
  referralCreditAppliedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rentalDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['OrderRequest']>, ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
  unpaidAmountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  washoutNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  windowProposal?: Resolver<Maybe<ResolversTypes['OrderWindowProposal']>, ParentType, ContextType>;
};

export type OrderBalanceChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderBalanceChange'] = ResolversParentTypes['OrderBalanceChange'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  differenceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documentTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  methodLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlement?: Resolver<ResolversTypes['BalanceChangeSettlement'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BalanceChangeStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDisputeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderDispute'] = ResolversParentTypes['OrderDispute'],
> = {
  answerNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balanceChangeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  claimedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  loadSequence?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxCreditCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DisputeReason'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DisputeStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent'],
> = {
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderEventKind'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['OrderParty'], ParentType, ContextType>;
  proposedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proposedWindow?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
};

export type OrderLineItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderLineItem'] = ResolversParentTypes['OrderLineItem'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  csvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type OrderLoadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderLoad'] = ResolversParentTypes['OrderLoad'],
> = {
  arrivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delayMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  delayReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['SupplierTeamMember']>, ParentType, ContextType>;
  driverNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enRouteAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Maybe<ResolversTypes['LoadEta']>, ParentType, ContextType>;
  hasPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSignature?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heldAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loadedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['TruckPosition']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  receivedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slumpMm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['LoadStep'], ParentType, ContextType>;
  ticketUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  truck?: Resolver<Maybe<ResolversTypes['LoadTruck']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
  unloadingAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waterAddedLitres?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type OrderMessageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderMessage'] = ResolversParentTypes['OrderMessage'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['OrderMessageParty'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chargeAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>;
  nextAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  unpaidAmountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderQuoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderQuote'] = ResolversParentTypes['OrderQuote'],
> = {
  amountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['OrderQuoteCancellation']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fees?: Resolver<Array<ResolversTypes['OrderLineItem']>, ParentType, ContextType>;
  feesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fingerprint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['OrderLineItem']>, ParentType, ContextType>;
  processingFeeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processingFeePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  referralCreditAppliedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['OrderTaxLine']>, ParentType, ContextType>;
  taxesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalWithoutTaxesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderQuoteCancellationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderQuoteCancellation'] = ResolversParentTypes['OrderQuoteCancellation'],
> = {
  freeUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lateFeeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateFeePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windowHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderRatingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderRating'] = ResolversParentTypes['OrderRating'],
> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderReorderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderReorder'] = ResolversParentTypes['OrderReorder'],
> = {
  accessNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['ServedCity'], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extraIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobSiteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  minutesBetweenTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  producer?: Resolver<ResolversTypes['Producer'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  washoutNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderRequestResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderRequest'] = ResolversParentTypes['OrderRequest'],
> = {
  answerNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderRequestKind'], ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['BalancePreview']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requestedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderRequestStatus'], ParentType, ContextType>;
};

export type OrderTaxLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderTaxLine'] = ResolversParentTypes['OrderTaxLine'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderWindowProposalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderWindowProposal'] = ResolversParentTypes['OrderWindowProposal'],
> = {
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryWindow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  windowStartHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Partner'] = ResolversParentTypes['Partner'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storefrontSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PartnerAmountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerAmount'] = ResolversParentTypes['PartnerAmount'],
> = {
  cents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerDashboardResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerDashboard'] = ResolversParentTypes['PartnerDashboard'],
> = {
  awaitingPayout?: Resolver<Array<ResolversTypes['PartnerAmount']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commissionBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['PartnerMonth']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owed?: Resolver<Array<ResolversTypes['PartnerAmount']>, ParentType, ContextType>;
  paidOut?: Resolver<Array<ResolversTypes['PartnerAmount']>, ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['PartnerPayout']>, ParentType, ContextType>;
  paysOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['PartnerFigures'], ParentType, ContextType>;
};

export type PartnerFiguresResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerFigures'] = ResolversParentTypes['PartnerFigures'],
> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earned?: Resolver<Array<ResolversTypes['PartnerAmount']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<Array<ResolversTypes['PartnerAmount']>, ParentType, ContextType>;
  referralCreditsCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signUps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerList'] = ResolversParentTypes['PartnerList'],
> = {
  values?: Resolver<Array<ResolversTypes['Partner']>, ParentType, ContextType>;
};

export type PartnerMonthResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerMonth'] = ResolversParentTypes['PartnerMonth'],
> = {
  figures?: Resolver<ResolversTypes['PartnerFigures'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerPayoutResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerPayout'] = ResolversParentTypes['PartnerPayout'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SupplierPayoutStatus'], ParentType, ContextType>;
};

export type PartnerStatsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerStats'] = ResolversParentTypes['PartnerStats'],
> = {
  buyClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rentClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentGatewayInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PaymentGatewayInfo'] = ResolversParentTypes['PaymentGatewayInfo'],
> = {
  additionalHoldPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankDebitCancelNoticeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chargeHoursBeforeDelivery?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditTermDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['PaymentGatewayName'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentLinkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PaymentLink'] = ResolversParentTypes['PaymentLink'],
> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentLinkViewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PaymentLinkView'] = ResolversParentTypes['PaymentLinkView'],
> = {
  contractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryWindow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minutesBetweenTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payingWith?: Resolver<Maybe<ResolversTypes['PaymentMethodKind']>, ParentType, ContextType>;
  paymentDueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  pickUpDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['OrderQuote'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
  unpaidAmountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod'],
> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  holderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mandateAcceptedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  verificationStatus?: Resolver<ResolversTypes['PaymentMethodVerification'], ParentType, ContextType>;
};

export type PaymentSetupIntentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PaymentSetupIntent'] = ResolversParentTypes['PaymentSetupIntent'],
> = {
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutBalanceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PayoutBalance'] = ResolversParentTypes['PayoutBalance'],
> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextPayoutCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayoutConnectStatusResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PayoutConnectStatus'] = ResolversParentTypes['PayoutConnectStatus'],
> = {
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  detailsSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payoutsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PayoutFeesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PayoutFees'] = ResolversParentTypes['PayoutFees'],
> = {
  commissionBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processingFeeBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processingFeeFixedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProducerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Producer'] = ResolversParentTypes['Producer'],
> = {
  allInPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disputeRecord?: Resolver<ResolversTypes['SupplierDisputeRecord'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProducerProduct'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProducerProduct']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scorecard?: Resolver<ResolversTypes['ProducerScorecard'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProducerProductResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProducerProduct'] = ResolversParentTypes['ProducerProduct'],
> = {
  allInPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extras?: Resolver<Array<ResolversTypes['ProductExtra']>, ParentType, ContextType>;
  feeMaxCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feeMinCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maximumOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantityIncrement?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rentalExtraDayCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rentalIncludedDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
};

export type ProducerScorecardResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProducerScorecard'] = ResolversParentTypes['ProducerScorecard'],
> = {
  deliveredOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveredQuantityRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minimumDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTimeEtaRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  onTimeWindowRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  periodDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratingAverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplierCancellationRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProductCategoryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory'],
> = {
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplierCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
};

export type ProductExtraResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductExtra'] = ResolversParentTypes['ProductExtra'],
> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['ProductExtraPricing'], ParentType, ContextType>;
};

export type QualityPaperResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QualityPaper'] = ResolversParentTypes['QualityPaper'],
> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QualityPaperKind'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  companySettings?: Resolver<ResolversTypes['CompanySettings'], ParentType, ContextType>;
  creditAccount?: Resolver<Maybe<ResolversTypes['CreditAccount']>, ParentType, ContextType>;
  creditApplications?: Resolver<
    Array<ResolversTypes['CreditApplication']>,
    ParentType,
    ContextType,
    RequireFields<QueryCreditApplicationsArgs, 'status'>
  >;
  customerStories?: Resolver<Array<ResolversTypes['CustomerStory']>, ParentType, ContextType>;
  deliveryAreaCheck?: Resolver<
    ResolversTypes['DeliveryAreaCheck'],
    ParentType,
    ContextType,
    RequireFields<QueryDeliveryAreaCheckArgs, 'input'>
  >;
  deliveryAvailability?: Resolver<
    ResolversTypes['DeliveryAvailability'],
    ParentType,
    ContextType,
    RequireFields<QueryDeliveryAvailabilityArgs, 'date' | 'supplierId'>
  >;
  deliveryMap?: Resolver<ResolversTypes['DeliveryMap'], ParentType, ContextType>;
  driverDay?: Resolver<ResolversTypes['DriverDay'], ParentType, ContextType, Partial<QueryDriverDayArgs>>;
  invitation?: Resolver<
    Maybe<ResolversTypes['InvitationView']>,
    ParentType,
    ContextType,
    RequireFields<QueryInvitationArgs, 'token'>
  >;
  jobDetails?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<QueryJobDetailsArgs, 'id'>>;
  jobSiteStatement?: Resolver<
    ResolversTypes['JobSiteStatement'],
    ParentType,
    ContextType,
    RequireFields<QueryJobSiteStatementArgs, 'jobSiteId' | 'month'>
  >;
  jobSites?: Resolver<Array<ResolversTypes['JobSite']>, ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['JobList'], ParentType, ContextType, RequireFields<QueryJobsArgs, 'limit' | 'skip'>>;
  marketingFigures?: Resolver<ResolversTypes['MarketingFigures'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['Office']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderQuote?: Resolver<
    ResolversTypes['OrderQuote'],
    ParentType,
    ContextType,
    RequireFields<QueryOrderQuoteArgs, 'input'>
  >;
  orderReorder?: Resolver<
    ResolversTypes['OrderReorder'],
    ParentType,
    ContextType,
    RequireFields<QueryOrderReorderArgs, 'id'>
  >;
  orders?: Resolver<
    ResolversTypes['OrderList'],
    ParentType,
    ContextType,
    RequireFields<QueryOrdersArgs, 'limit' | 'skip'>
  >;
  partner?: Resolver<
    Maybe<ResolversTypes['Partner']>,
    ParentType,
    ContextType,
    RequireFields<QueryPartnerArgs, 'code'>
  >;
  partnerDashboard?: Resolver<ResolversTypes['PartnerDashboard'], ParentType, ContextType>;
  partnerStats?: Resolver<
    ResolversTypes['PartnerStats'],
    ParentType,
    ContextType,
    RequireFields<QueryPartnerStatsArgs, 'code'>
  >;
  partners?: Resolver<ResolversTypes['PartnerList'], ParentType, ContextType, Partial<QueryPartnersArgs>>;
  paymentGateway?: Resolver<ResolversTypes['PaymentGatewayInfo'], ParentType, ContextType>;
  paymentLink?: Resolver<
    ResolversTypes['PaymentLinkView'],
    ParentType,
    ContextType,
    RequireFields<QueryPaymentLinkArgs, 'token'>
  >;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  producers?: Resolver<
    Array<ResolversTypes['Producer']>,
    ParentType,
    ContextType,
    RequireFields<QueryProducersArgs, 'input'>
  >;
  productCategories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  serviceRegions?: Resolver<Array<ResolversTypes['ServiceRegion']>, ParentType, ContextType>;
  storefront?: Resolver<
    Maybe<ResolversTypes['Storefront']>,
    ParentType,
    ContextType,
    RequireFields<QueryStorefrontArgs, 'slug'>
  >;
  storefrontApp?: Resolver<
    Maybe<ResolversTypes['StorefrontApp']>,
    ParentType,
    ContextType,
    RequireFields<QueryStorefrontAppArgs, 'slug'>
  >;
  storefrontByDomain?: Resolver<
    Maybe<ResolversTypes['Storefront']>,
    ParentType,
    ContextType,
    RequireFields<QueryStorefrontByDomainArgs, 'domain'>
  >;
  supplierApiFleet?: Resolver<ResolversTypes['SupplierApiFleet'], ParentType, ContextType>;
  supplierApiKeys?: Resolver<Array<ResolversTypes['SupplierApiKey']>, ParentType, ContextType>;
  supplierApiOrder?: Resolver<
    ResolversTypes['SupplierApiOrder'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierApiOrderArgs, 'id'>
  >;
  supplierApiOrders?: Resolver<
    ResolversTypes['SupplierApiOrderList'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierApiOrdersArgs, 'limit' | 'skip'>
  >;
  supplierCatalogue?: Resolver<ResolversTypes['SupplierCatalogue'], ParentType, ContextType>;
  supplierFleetAvailability?: Resolver<
    ResolversTypes['FleetAvailability'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierFleetAvailabilityArgs, 'orderId'>
  >;
  supplierOrder?: Resolver<
    ResolversTypes['SupplierOrder'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierOrderArgs, 'id'>
  >;
  supplierOrders?: Resolver<
    ResolversTypes['SupplierOrderList'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierOrdersArgs, 'limit' | 'skip'>
  >;
  supplierPayouts?: Resolver<ResolversTypes['SupplierPayouts'], ParentType, ContextType>;
  supplierSchedule?: Resolver<
    ResolversTypes['SupplierSchedule'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierScheduleArgs, 'from'>
  >;
  supplierScorecard?: Resolver<ResolversTypes['SupplierScorecard'], ParentType, ContextType>;
  supplierStatement?: Resolver<
    ResolversTypes['SupplierStatement'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierStatementArgs, 'month'>
  >;
  supplierStorefront?: Resolver<ResolversTypes['SupplierStorefront'], ParentType, ContextType>;
  supplierTrucks?: Resolver<Array<ResolversTypes['Truck']>, ParentType, ContextType>;
  supplierWebhookDeliveries?: Resolver<
    ResolversTypes['SupplierWebhookDeliveryList'],
    ParentType,
    ContextType,
    RequireFields<QuerySupplierWebhookDeliveriesArgs, 'endpointId' | 'limit' | 'skip'>
  >;
  supplierWebhookEndpoints?: Resolver<Array<ResolversTypes['SupplierWebhookEndpoint']>, ParentType, ContextType>;
  supplierWorkspace?: Resolver<ResolversTypes['SupplierWorkspace'], ParentType, ContextType>;
  suppliers?: Resolver<
    ResolversTypes['SupplierList'],
    ParentType,
    ContextType,
    RequireFields<QuerySuppliersArgs, 'limit' | 'skip'>
  >;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
};

export type ScheduleDriverDayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ScheduleDriverDay'] = ResolversParentTypes['ScheduleDriverDay'],
> = {
  driver?: Resolver<ResolversTypes['SupplierTeamMember'], ParentType, ContextType>;
  loads?: Resolver<Array<ResolversTypes['ScheduleLoad']>, ParentType, ContextType>;
};

export type ScheduleLoadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ScheduleLoad'] = ResolversParentTypes['ScheduleLoad'],
> = {
  contractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['LoadStep'], ParentType, ContextType>;
  truckName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServedCityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ServedCity'] = ResolversParentTypes['ServedCity'],
> = {
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType>;
  supplierCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServiceRegionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ServiceRegion'] = ResolversParentTypes['ServiceRegion'],
> = {
  cities?: Resolver<Array<ResolversTypes['ServedCity']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCodePlaceholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatementCustomerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StatementCustomer'] = ResolversParentTypes['StatementCustomer'],
> = {
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['StatementTotal']>, ParentType, ContextType>;
};

export type StatementCustomerChoiceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StatementCustomerChoice'] = ResolversParentTypes['StatementCustomerChoice'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StatementLine'] = ResolversParentTypes['StatementLine'],
> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpaidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatementTotalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StatementTotal'] = ResolversParentTypes['StatementTotal'],
> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpaidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorefrontResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Storefront'] = ResolversParentTypes['Storefront'],
> = {
  brandColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeCity?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProducerProduct']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serviceAreas?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StorefrontAppResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StorefrontApp'] = ResolversParentTypes['StorefrontApp'],
> = {
  brandColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeCity?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierApiFleetResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierApiFleet'] = ResolversParentTypes['SupplierApiFleet'],
> = {
  drivers?: Resolver<Array<ResolversTypes['SupplierTeamMember']>, ParentType, ContextType>;
  trucks?: Resolver<Array<ResolversTypes['Truck']>, ParentType, ContextType>;
};

export type SupplierApiKeyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierApiKey'] = ResolversParentTypes['SupplierApiKey'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupplierApiKeyCreatePayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierApiKeyCreatePayload'] =
    ResolversParentTypes['SupplierApiKeyCreatePayload'],
> = {
  apiKey?: Resolver<ResolversTypes['SupplierApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierApiLoadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierApiLoad'] = ResolversParentTypes['SupplierApiLoad'],
> = {
  arrivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delayMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  delayReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['SupplierTeamMember']>, ParentType, ContextType>;
  enRouteAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loadedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['LoadStep'], ParentType, ContextType>;
  truck?: Resolver<Maybe<ResolversTypes['LoadTruck']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
  unloadingAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupplierApiOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierApiOrder'] = ResolversParentTypes['SupplierApiOrder'],
> = {
  accessNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allowedTransitions?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryWindow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loads?: Resolver<Array<ResolversTypes['SupplierApiLoad']>, ParentType, ContextType>;
  minutesBetweenTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderLineItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  pickUpDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rentalDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
  washoutNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  windowStartHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierApiOrderListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierApiOrderList'] = ResolversParentTypes['SupplierApiOrderList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['SupplierApiOrder']>, ParentType, ContextType>;
};

export type SupplierCatalogueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierCatalogue'] = ResolversParentTypes['SupplierCatalogue'],
> = {
  cities?: Resolver<Array<ResolversTypes['CatalogueCity']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliverySettings?: Resolver<ResolversTypes['SupplierDeliverySettings'], ParentType, ContextType>;
  mayEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SupplierProduct']>, ParentType, ContextType>;
  serviceAreaCityIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierDeliverySettingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierDeliverySettings'] =
    ResolversParentTypes['SupplierDeliverySettings'],
> = {
  cancellationWindowHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardHoldPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateCancellationFeePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windowCapacityTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierDeliveryWindowResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierDeliveryWindow'] = ResolversParentTypes['SupplierDeliveryWindow'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierDisputeRecordResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierDisputeRecord'] = ResolversParentTypes['SupplierDisputeRecord'],
> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierDomainResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierDomain'] = ResolversParentTypes['SupplierDomain'],
> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txtValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupplierListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierList'] = ResolversParentTypes['SupplierList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
};

export type SupplierOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierOrder'] = ResolversParentTypes['SupplierOrder'],
> = {
  accessNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allowedTransitions?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  balanceChanges?: Resolver<Array<ResolversTypes['OrderBalanceChange']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryWindow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disputes?: Resolver<Array<ResolversTypes['OrderDispute']>, ParentType, ContextType>;
  gateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loads?: Resolver<Array<ResolversTypes['OrderLoad']>, ParentType, ContextType>;
  mayProposeWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['OrderMessage']>, ParentType, ContextType>;
  minutesBetweenTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['SupplierOrderNote']>, ParentType, ContextType>;
  openRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OrderLineItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  pickUpDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['OrderRating']>, ParentType, ContextType>;
  rentalDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['OrderRequest']>, ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
  unreadMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  washoutNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  windowProposal?: Resolver<Maybe<ResolversTypes['OrderWindowProposal']>, ParentType, ContextType>;
  windowStartHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierOrderCountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierOrderCount'] = ResolversParentTypes['SupplierOrderCount'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type SupplierOrderListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierOrderList'] = ResolversParentTypes['SupplierOrderList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['SupplierOrderCount']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['SupplierOrder']>, ParentType, ContextType>;
};

export type SupplierOrderNoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierOrderNote'] = ResolversParentTypes['SupplierOrderNote'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SupplierPayoutResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierPayout'] = ResolversParentTypes['SupplierPayout'],
> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mayResend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['SupplierPayoutOrder']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SupplierPayoutStatus'], ParentType, ContextType>;
  transferStatus?: Resolver<ResolversTypes['SupplierPayoutTransferStatus'], ParentType, ContextType>;
};

export type SupplierPayoutOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierPayoutOrder'] = ResolversParentTypes['SupplierPayoutOrder'],
> = {
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierPayoutsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierPayouts'] = ResolversParentTypes['SupplierPayouts'],
> = {
  balances?: Resolver<Array<ResolversTypes['PayoutBalance']>, ParentType, ContextType>;
  connect?: Resolver<Maybe<ResolversTypes['PayoutConnectStatus']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['PayoutFees'], ParentType, ContextType>;
  ledgerCsvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mayConnect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextPayoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['SupplierPayout']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  testBankAccountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupplierProductResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierProduct'] = ResolversParentTypes['SupplierProduct'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extras?: Resolver<Array<ResolversTypes['ProductExtra']>, ParentType, ContextType>;
  feeMaxCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feeMinCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maximumOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimumOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qualityPapers?: Resolver<Array<ResolversTypes['QualityPaper']>, ParentType, ContextType>;
  quantityIncrement?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rentalExtraDayCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rentalIncludedDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
};

export type SupplierProductChoiceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierProductChoice'] = ResolversParentTypes['SupplierProductChoice'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierScheduleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierSchedule'] = ResolversParentTypes['SupplierSchedule'],
> = {
  days?: Resolver<Array<ResolversTypes['SupplierScheduleDay']>, ParentType, ContextType>;
  lastChangeableDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mayEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierScheduleDayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierScheduleDay'] = ResolversParentTypes['SupplierScheduleDay'],
> = {
  activeOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blockReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drivers?: Resolver<Array<ResolversTypes['ScheduleDriverDay']>, ParentType, ContextType>;
  windows?: Resolver<Array<ResolversTypes['SupplierScheduleWindow']>, ParentType, ContextType>;
};

export type SupplierScheduleOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierScheduleOrder'] = ResolversParentTypes['SupplierScheduleOrder'],
> = {
  contractorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  trucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
};

export type SupplierScheduleWindowResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierScheduleWindow'] = ResolversParentTypes['SupplierScheduleWindow'],
> = {
  bookedTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacityTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultCapacityTrucks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['SupplierScheduleOrder']>, ParentType, ContextType>;
  overrideCapacityTrucks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierScorecardResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierScorecard'] = ResolversParentTypes['SupplierScorecard'],
> = {
  canceledByContractor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canceledBySupplier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveredOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveredQuantityRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  disputes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disputesAccepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disputesOpen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateEtaOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateWindowOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTimeEtaRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  onTimeWindowRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  periodDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratingAverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplierCancellationRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SupplierStatementResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierStatement'] = ResolversParentTypes['SupplierStatement'],
> = {
  csvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerChoices?: Resolver<Array<ResolversTypes['StatementCustomerChoice']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['StatementCustomer']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['StatementTotal']>, ParentType, ContextType>;
};

export type SupplierStorefrontResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierStorefront'] = ResolversParentTypes['SupplierStorefront'],
> = {
  brandColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  button?: Resolver<ResolversTypes['PartnerStats'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['SupplierDomain']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mayEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierTeamMemberResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierTeamMember'] = ResolversParentTypes['SupplierTeamMember'],
> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SupplierWebhookDeliveryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierWebhookDelivery'] = ResolversParentTypes['SupplierWebhookDelivery'],
> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventCreatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SupplierWebhookDeliveryStatus'], ParentType, ContextType>;
};

export type SupplierWebhookDeliveryListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierWebhookDeliveryList'] =
    ResolversParentTypes['SupplierWebhookDeliveryList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['SupplierWebhookDelivery']>, ParentType, ContextType>;
};

export type SupplierWebhookEndpointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierWebhookEndpoint'] = ResolversParentTypes['SupplierWebhookEndpoint'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secretHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secretRolledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierWebhookSecretPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierWebhookSecretPayload'] =
    ResolversParentTypes['SupplierWebhookSecretPayload'],
> = {
  endpoint?: Resolver<ResolversTypes['SupplierWebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierWorkspaceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierWorkspace'] = ResolversParentTypes['SupplierWorkspace'],
> = {
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  disputeRecord?: Resolver<ResolversTypes['SupplierDisputeRecord'], ParentType, ContextType>;
  drivers?: Resolver<Array<ResolversTypes['SupplierTeamMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SupplierProductChoice']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windows?: Resolver<Array<ResolversTypes['SupplierDeliveryWindow']>, ParentType, ContextType>;
};

export type TeamResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team'],
> = {
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  invitableRoles?: Resolver<Array<ResolversTypes['InviteRole']>, ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  viewerRole?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
};

export type TeamMemberResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TruckResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Truck'] = ResolversParentTypes['Truck'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductUnit'], ParentType, ContextType>;
};

export type TruckPositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TruckPosition'] = ResolversParentTypes['TruckPosition'],
> = {
  accuracyMeters?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ViewerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer'],
> = {
  companies?: Resolver<Array<ResolversTypes['CompanyMembership']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMarketplaceOperator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPartner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['MemberRole']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BalancePreview?: BalancePreviewResolvers<ContextType>;
  CardPaymentPlan?: CardPaymentPlanResolvers<ContextType>;
  CatalogueCity?: CatalogueCityResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyAddress?: CompanyAddressResolvers<ContextType>;
  CompanyMembership?: CompanyMembershipResolvers<ContextType>;
  CompanySettings?: CompanySettingsResolvers<ContextType>;
  CreditAccount?: CreditAccountResolvers<ContextType>;
  CreditApplication?: CreditApplicationResolvers<ContextType>;
  CreditInvoice?: CreditInvoiceResolvers<ContextType>;
  CreditStatementLine?: CreditStatementLineResolvers<ContextType>;
  CreditTradeReference?: CreditTradeReferenceResolvers<ContextType>;
  CustomerStory?: CustomerStoryResolvers<ContextType>;
  DeliveryAreaCheck?: DeliveryAreaCheckResolvers<ContextType>;
  DeliveryAvailability?: DeliveryAvailabilityResolvers<ContextType>;
  DeliveryMap?: DeliveryMapResolvers<ContextType>;
  DeliveryWindow?: DeliveryWindowResolvers<ContextType>;
  DisputableLine?: DisputableLineResolvers<ContextType>;
  DriverComingDay?: DriverComingDayResolvers<ContextType>;
  DriverDay?: DriverDayResolvers<ContextType>;
  DriverLoad?: DriverLoadResolvers<ContextType>;
  FleetAvailability?: FleetAvailabilityResolvers<ContextType>;
  FleetBooking?: FleetBookingResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationView?: InvitationViewResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobList?: JobListResolvers<ContextType>;
  JobSite?: JobSiteResolvers<ContextType>;
  JobSiteStatement?: JobSiteStatementResolvers<ContextType>;
  LoadEta?: LoadEtaResolvers<ContextType>;
  LoadTruck?: LoadTruckResolvers<ContextType>;
  MarketingFigures?: MarketingFiguresResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Office?: OfficeResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderBalanceChange?: OrderBalanceChangeResolvers<ContextType>;
  OrderDispute?: OrderDisputeResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  OrderLineItem?: OrderLineItemResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  OrderLoad?: OrderLoadResolvers<ContextType>;
  OrderMessage?: OrderMessageResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderQuote?: OrderQuoteResolvers<ContextType>;
  OrderQuoteCancellation?: OrderQuoteCancellationResolvers<ContextType>;
  OrderRating?: OrderRatingResolvers<ContextType>;
  OrderReorder?: OrderReorderResolvers<ContextType>;
  OrderRequest?: OrderRequestResolvers<ContextType>;
  OrderTaxLine?: OrderTaxLineResolvers<ContextType>;
  OrderWindowProposal?: OrderWindowProposalResolvers<ContextType>;
  Partner?: PartnerResolvers<ContextType>;
  PartnerAmount?: PartnerAmountResolvers<ContextType>;
  PartnerDashboard?: PartnerDashboardResolvers<ContextType>;
  PartnerFigures?: PartnerFiguresResolvers<ContextType>;
  PartnerList?: PartnerListResolvers<ContextType>;
  PartnerMonth?: PartnerMonthResolvers<ContextType>;
  PartnerPayout?: PartnerPayoutResolvers<ContextType>;
  PartnerStats?: PartnerStatsResolvers<ContextType>;
  PaymentGatewayInfo?: PaymentGatewayInfoResolvers<ContextType>;
  PaymentLink?: PaymentLinkResolvers<ContextType>;
  PaymentLinkView?: PaymentLinkViewResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentSetupIntent?: PaymentSetupIntentResolvers<ContextType>;
  PayoutBalance?: PayoutBalanceResolvers<ContextType>;
  PayoutConnectStatus?: PayoutConnectStatusResolvers<ContextType>;
  PayoutFees?: PayoutFeesResolvers<ContextType>;
  Producer?: ProducerResolvers<ContextType>;
  ProducerProduct?: ProducerProductResolvers<ContextType>;
  ProducerScorecard?: ProducerScorecardResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductExtra?: ProductExtraResolvers<ContextType>;
  QualityPaper?: QualityPaperResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ScheduleDriverDay?: ScheduleDriverDayResolvers<ContextType>;
  ScheduleLoad?: ScheduleLoadResolvers<ContextType>;
  ServedCity?: ServedCityResolvers<ContextType>;
  ServiceRegion?: ServiceRegionResolvers<ContextType>;
  StatementCustomer?: StatementCustomerResolvers<ContextType>;
  StatementCustomerChoice?: StatementCustomerChoiceResolvers<ContextType>;
  StatementLine?: StatementLineResolvers<ContextType>;
  StatementTotal?: StatementTotalResolvers<ContextType>;
  Storefront?: StorefrontResolvers<ContextType>;
  StorefrontApp?: StorefrontAppResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierApiFleet?: SupplierApiFleetResolvers<ContextType>;
  SupplierApiKey?: SupplierApiKeyResolvers<ContextType>;
  SupplierApiKeyCreatePayload?: SupplierApiKeyCreatePayloadResolvers<ContextType>;
  SupplierApiLoad?: SupplierApiLoadResolvers<ContextType>;
  SupplierApiOrder?: SupplierApiOrderResolvers<ContextType>;
  SupplierApiOrderList?: SupplierApiOrderListResolvers<ContextType>;
  SupplierCatalogue?: SupplierCatalogueResolvers<ContextType>;
  SupplierDeliverySettings?: SupplierDeliverySettingsResolvers<ContextType>;
  SupplierDeliveryWindow?: SupplierDeliveryWindowResolvers<ContextType>;
  SupplierDisputeRecord?: SupplierDisputeRecordResolvers<ContextType>;
  SupplierDomain?: SupplierDomainResolvers<ContextType>;
  SupplierList?: SupplierListResolvers<ContextType>;
  SupplierOrder?: SupplierOrderResolvers<ContextType>;
  SupplierOrderCount?: SupplierOrderCountResolvers<ContextType>;
  SupplierOrderList?: SupplierOrderListResolvers<ContextType>;
  SupplierOrderNote?: SupplierOrderNoteResolvers<ContextType>;
  SupplierPayout?: SupplierPayoutResolvers<ContextType>;
  SupplierPayoutOrder?: SupplierPayoutOrderResolvers<ContextType>;
  SupplierPayouts?: SupplierPayoutsResolvers<ContextType>;
  SupplierProduct?: SupplierProductResolvers<ContextType>;
  SupplierProductChoice?: SupplierProductChoiceResolvers<ContextType>;
  SupplierSchedule?: SupplierScheduleResolvers<ContextType>;
  SupplierScheduleDay?: SupplierScheduleDayResolvers<ContextType>;
  SupplierScheduleOrder?: SupplierScheduleOrderResolvers<ContextType>;
  SupplierScheduleWindow?: SupplierScheduleWindowResolvers<ContextType>;
  SupplierScorecard?: SupplierScorecardResolvers<ContextType>;
  SupplierStatement?: SupplierStatementResolvers<ContextType>;
  SupplierStorefront?: SupplierStorefrontResolvers<ContextType>;
  SupplierTeamMember?: SupplierTeamMemberResolvers<ContextType>;
  SupplierWebhookDelivery?: SupplierWebhookDeliveryResolvers<ContextType>;
  SupplierWebhookDeliveryList?: SupplierWebhookDeliveryListResolvers<ContextType>;
  SupplierWebhookEndpoint?: SupplierWebhookEndpointResolvers<ContextType>;
  SupplierWebhookSecretPayload?: SupplierWebhookSecretPayloadResolvers<ContextType>;
  SupplierWorkspace?: SupplierWorkspaceResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  Truck?: TruckResolvers<ContextType>;
  TruckPosition?: TruckPositionResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  supplierApi?: SupplierApiDirectiveResolver<any, any, ContextType>;
};
