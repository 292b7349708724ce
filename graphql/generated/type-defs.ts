// Generated from graphql/schema.graphql by npm run codegen. Do not edit.
export const typeDefs = /* GraphQL */ `
  """
  The marketplace API. The app serves it at /api/gql (embedded mode) or talks to \${API_URL}/gql
  (external mode); the names the product spec fixes are kept so an existing backend keeps working.

  Expected errors carry \`extensions.code\`:
  - BAD_USER_INPUT: an argument failed validation; \`extensions.fields\` maps field to message.
  - NOT_FOUND: the requested record does not exist.
  - RATE_LIMITED: too many attempts in a short time; the message says when to try again and
    \`extensions.retryAfterSeconds\` how long to wait.
  - UNAUTHENTICATED: the operation needs a signed-in user, or the refresh token is unknown, expired
    or revoked.
  - INVALID_CREDENTIALS: sign-in with an unknown login or a wrong password.
  - EMAIL_TAKEN / PHONE_TAKEN: sign-up with an email or phone that already has an account;
    \`extensions.fields\` names the field.
  - FORBIDDEN: signed in, but the caller's role or account may not do this.
  - ALREADY_MEMBER: an invitation for an email that already belongs to a member of the company.
  - INVITATION_NOT_PENDING: the invitation was already accepted, rejected, canceled, or has
    expired; \`extensions.status\` says which.
  Anything else is masked as "Unexpected error." and logged on the server.
  """
  schema {
    query: Query
    mutation: Mutation
  }

  """
  A field a supplier's own systems call with one of its API keys (\`Authorization: Bearer bm_sk_...\`):
  the supplier API, documented from this schema on the workspace's Developers page.
  """
  directive @supplierApi on FIELD_DEFINITION

  input AccountPasswordChangeInput {
    currentPassword: String!
    newPassword: String!
  }

  input AccountProfileInput {
    email: String!
    fullName: String!
    """
    Any usual format; stored in E.164.
    """
    phone: String!
  }

  type AuthPayload {
    """
    Access token for the person's own account (account-level operations such as accepting an invitation).
    """
    mainToken: String!
    user: Viewer!
  }

  """
  How a change of a paid order's total moves money.
  """
  enum BalanceChangeSettlement {
    """
    The difference is charged on the method that paid, once the payer authorises it.
    """
    collect
    """
    The difference is refunded to the method that paid.
    """
    refund
    """
    The difference is added to the 120-day terms invoice, or taken off it.
    """
    terms
  }

  enum BalanceChangeStatus {
    """
    The payer has not authorised the difference yet.
    """
    awaiting_consent
    """
    Superseded by a later change of the total, or the order ended: nothing moves for it.
    """
    canceled
    """
    Declined: the payer may authorise it again.
    """
    failed
    """
    A refund not made yet (retried by the server).
    """
    pending
    processing
    """
    The card's bank asks the payer to confirm (3-D Secure): then \`orderBalanceChangeConfirm\`.
    """
    requires_action
    """
    The money moved: its receipt or credit note is ready.
    """
    settled
  }

  """
  A balance repriced by the server: the order before and after. Integer cents in \`currency\`.
  """
  type BalancePreview {
    """
    The order's payment collects the new amount due as it is (not paid yet, on terms, or a card
    authorisation large enough); false: the difference is due, or was paid, apart from it.
    """
    coveredByOrderPayment: Boolean!
    currency: String!
    """
    What had left the yard when the balance was asked.
    """
    dispatchedQuantity: Float!
    newAmountDueCents: Int!
    newQuantity: Float!
    newTotalCents: Int!
    previousAmountDueCents: Int!
    previousQuantity: Float!
    previousTotalCents: Int!
    """
    The new quote the acceptance stores.
    """
    quote: OrderQuote!
  }

  """
  Spec section 3: bank payment. stripe_b2b_us: routing number (in institutionNumber's place:
  \`routingNumber\`, 9 digits with the ABA checksum) and account number (4 to 17 digits);
  stripe_b2b_ca: transit (5 digits), institution (3 digits) and account numbers (7 to 12 digits);
  an IBAN where it applies (its country's length and format, mod-97). An \`iban\` given, even empty,
  is the account and the other numbers are not read. Full name always; the mandate must be
  accepted. A field at fault answers BAD_USER_INPUT with \`extensions.fields\` naming it (\`iban\`,
  \`transitNumber\`...).
  """
  input BankAccountInput {
    accountNumber: String
    email: String
    fullName: String
    iban: String
    institutionNumber: String
    mandateAccepted: Boolean
    paymentType: PaymentType
    routingNumber: String
    transitNumber: String
  }

  input BillingAddressInput {
    city: String
    country: String
    state: String
    street: String
    zip: String
  }

  """
  What the application carries besides the candidate.
  """
  input CandidateRequestPayloadInput {
    coverLetter: String!
    """
    The id POST /api/uploads/resume answered for the resume (PDF).
    """
    resumeUploadId: ID!
  }

  """
  Spec section 3: card payment (number, expiry date, CVC, cardholder name, zip code, billing address).
  """
  input CardPaymentMethodInput {
    billingAddress: BillingAddressInput
    cardholderName: String
    cvc: String
    """
    MM/YY
    """
    expiry: String
    number: String
    zip: String
  }

  """
  Paying an order by card, as the server will do it now (the same numbers \`orderPay\` uses).
  """
  type CardPaymentPlan {
    """
    What the card is asked for now, and what the bank's 3-D Secure asks to confirm.
    """
    amountNowCents: Int!
    """
    When the card is charged (ISO 8601): CARD_CHARGE_HOURS_BEFORE_DELIVERY before delivery, or now.
    """
    chargeAt: String!
    """
    True when delivery is closer than the charge time: the amount due is charged at once, nothing is held.
    """
    chargedAtOnce: Boolean!
    """
    The hold for changes on top of the amount due (0 when the card is charged at once).
    """
    holdCents: Int!
  }

  """
  The person applying (spec: career candidate input).
  """
  input CareerCandidateInput {
    email: String!
    fullName: String!
  }

  """
  A city the marketplace delivers in, which a supplier may serve.
  """
  type CatalogueCity {
    countryCode: String!
    countryName: String!
    id: ID!
    name: String!
    """
    Province or state code.
    """
    regionCode: String!
  }

  type City {
    countryCode: String!
    id: ID!
    name: String!
    """
    Province or state code.
    """
    regionCode: String!
  }

  """
  A contractor's workspace, or a supplier's.
  """
  type Company {
    id: ID!
    kind: CompanyKind!
    name: String!
    """
    Referral credit usable at checkout, in cents.
    """
    referralCreditCents: Int!
  }

  type CompanyAddress {
    city: String!
    """
    ISO 3166-1 alpha-2: CA, US or MX.
    """
    country: String!
    """
    The country's format: A1A 1A1 (CA), 12345 (US).
    """
    postalCode: String!
    """
    Province or state.
    """
    region: String!
    street: String!
  }

  input CompanyAddressInput {
    city: String!
    country: String!
    postalCode: String!
    region: String!
    street: String!
  }

  enum CompanyKind {
    contractor
    supplier
  }

  """
  A company a person belongs to, and as what.
  """
  type CompanyMembership {
    company: Company!
    role: MemberRole!
  }

  type CompanySettings {
    """
    The address under the name on invoices; null until given.
    """
    address: CompanyAddress
    """
    Whether the caller may change the name and address (the company's owner).
    """
    editable: Boolean!
    id: ID!
    """
    What invoices bill to.
    """
    name: String!
  }

  input CompanySettingsInput {
    address: CompanyAddressInput
    name: String!
  }

  input ContractorSignUpInput {
    fullName: String!
    identity: IdentityInput!
    """
    The token of the invitation being answered (/invite/<token>): the account joins the inviting
    company with the invited role, in the same transaction, instead of getting a contractor company
    of its own. Its email must be the invited one. Errors: NOT_FOUND, INVITATION_NOT_PENDING, FORBIDDEN.
    """
    invitationToken: String
    """
    The same password as identity.password.
    """
    password: String!
    """
    Any usual format; stored in E.164 (+ and digits).
    """
    phone: String!
    """
    Another contractor's referral code: the new company gets the referral credit.
    """
    referralCode: String
    """
    Where the sign-up comes from, e.g. web.
    """
    source: String!
  }

  type CreditAccount {
    """
    ISO 8601 date-time.
    """
    appliedAt: String!
    availableCents: Int!
    currency: String!
    """
    ISO 8601 date-time; null while under review.
    """
    decidedAt: String
    """
    Why it was declined, or the operator's note on an approval.
    """
    decisionReason: String
    limitCents: Int!
    """
    Unpaid orders on terms, soonest due first.
    """
    openInvoices: [CreditInvoice!]!
    """
    Unpaid past their due date: new orders on terms are held while this is above zero.
    """
    overdueCents: Int!
    requestedLimitCents: Int!
    """
    Every movement of the credit, oldest first (the newest 200).
    """
    statement: [CreditStatementLine!]!
    """
    The whole statement as CSV: a link signed for the company, valid 10 minutes.
    """
    statementCsvUrl: String!
    status: CreditAccountStatus!
    termDays: Int!
    """
    Orders on terms not yet paid.
    """
    usedCents: Int!
  }

  input CreditAccountApplyInput {
    acceptTerms: Boolean
    """
    Estimated yearly spend on materials, in cents.
    """
    annualVolumeCents: Int
    billingContactEmail: String
    billingContactName: String
    billingContactPhone: String
    businessNumber: String
    """
    CA or US: the account's currency follows it.
    """
    countryCode: String
    legalName: String
    requestedLimitCents: Int
    """
    At least two suppliers that sell to the business on terms.
    """
    tradeReferences: [CreditTradeReferenceInput!]
    yearsInBusiness: Int
  }

  enum CreditAccountStatus {
    approved
    declined
    """
    Applied, waiting for a marketplace operator: no credit yet.
    """
    under_review
  }

  """
  A company's application for terms, as a marketplace operator reviews it.
  """
  type CreditApplication {
    """
    Null on applications decided before operators reviewed them.
    """
    annualVolumeCents: Int
    applicantEmail: String
    applicantName: String
    """
    ISO 8601 date-time.
    """
    appliedAt: String!
    billingContactEmail: String
    billingContactName: String
    billingContactPhone: String
    businessNumber: String!
    companyId: ID!
    companyName: String!
    countryCode: String!
    currency: String!
    """
    ISO 8601 date-time.
    """
    decidedAt: String
    decidedByName: String
    decisionReason: String
    legalName: String!
    """
    The approved limit (0 unless approved).
    """
    limitCents: Int!
    requestedLimitCents: Int!
    status: CreditAccountStatus!
    termDays: Int!
    tradeReferences: [CreditTradeReference!]!
    yearsInBusiness: Int!
  }

  input CreditApplicationDecideInput {
    companyId: ID!
    decision: CreditDecisionKind
    """
    approve: the limit granted, in cents.
    """
    limitCents: Int
    """
    decline: required, the applicant reads it; approve: an optional note.
    """
    reason: String
    """
    approve: days after delivery an invoice is due.
    """
    termDays: Int
  }

  enum CreditDecisionKind {
    approve
    decline
  }

  type CreditInvoice {
    amountCents: Int!
    """
    YYYY-MM-DD: the delivery date plus the term.
    """
    dueDate: String!
    orderId: ID!
    """
    Short order number for people, e.g. 'BM-3F9A21C4'.
    """
    orderNumber: String!
    """
    Past its due date (on the delivery site's calendar) and unpaid.
    """
    overdue: Boolean!
  }

  enum CreditMovementKind {
    """
    A dispute accepted: its credit taken off the terms.
    """
    credited
    """
    An order put on terms.
    """
    drawn
    """
    The order canceled: its credit given back.
    """
    released
    """
    Its invoice paid.
    """
    repaid
  }

  type CreditStatementLine {
    """
    Positive when credit is drawn, negative when it comes back.
    """
    amountCents: Int!
    """
    Credit used after this line.
    """
    balanceCents: Int!
    currency: String!
    """
    YYYY-MM-DD on the delivery site's calendar.
    """
    date: String!
    """
    YYYY-MM-DD.
    """
    dueDate: String
    kind: CreditMovementKind!
    orderId: ID!
    orderNumber: String!
  }

  type CreditTradeReference {
    contactName: String!
    email: String
    name: String!
    phone: String
  }

  input CreditTradeReferenceInput {
    contactName: String
    email: String
    """
    The supplier's business name.
    """
    name: String
    """
    A phone or an email (or both).
    """
    phone: String
  }

  type CustomerStory {
    author: String!
    id: ID!
    """
    URL path of the customer's logo.
    """
    logo: String!
    message: String!
    position: String!
    """
    URL path of a rating image that replaces the title.
    """
    ratingImage: String
    """
    A short title; absent when a rating image stands in its place.
    """
    title: String
  }

  type DeliveryAreaCheck {
    """
    True when at least one supplier delivers to the city the query names.
    """
    available: Boolean!
    """
    The city the query names, when the marketplace knows it.
    """
    city: City
    """
    How many suppliers deliver there.
    """
    supplierCount: Int!
  }

  input DeliveryAreaCheckInput {
    """
    ISO 3166-1 alpha-2: CA, US or MX.
    """
    countryCode: String
    """
    A city name or a postal code of that country.
    """
    query: String
    """
    A storefront's check: \`available\` then says whether this supplier (by its slug) delivers there.
    """
    supplierSlug: String
  }

  input DeliveryAreaNotifyInput {
    countryCode: String
    email: String
    query: String
  }

  type DeliveryAvailability {
    """
    True when the supplier does not deliver on the date (a holiday, the plant down): no window is available.
    """
    closed: Boolean!
    """
    What to tell the contractor when \`closed\` ('Not delivering on this date. Please choose another date.').
    """
    closedMessage: String
    date: String!
    supplierId: ID!
    """
    IANA time zone of the windows.
    """
    timeZone: String!
    windows: [DeliveryWindow!]!
  }

  """
  How the contractor's tracking shows the trucks.
  """
  type DeliveryMap {
    """
    A MapLibre style URL when map tiles are configured; null: no map, distance and ETA only.
    """
    styleUrl: String
  }

  type DeliveryWindow {
    """
    False when full, started, on a date the supplier blocked, or beyond the booking horizon.
    """
    available: Boolean!
    bookedTrucks: Int!
    capacityTrucks: Int!
    endsAt: String!
    """
    e.g. 06:00–10:00 (local).
    """
    label: String!
    remainingTrucks: Int!
    """
    Local start hour.
    """
    startHour: Int!
    """
    ISO 8601 date-time.
    """
    startsAt: String!
  }

  """
  An invoice line a dispute may name.
  """
  type DisputableLine {
    amountCents: Int!
    key: String!
    label: String!
  }

  enum DisputeReason {
    damaged
    late
    not_delivered
    short_load
    wrong_mix
  }

  enum DisputeStatus {
    """
    The supplier credited it.
    """
    accepted
    """
    The supplier contested it, with a reason; it may still accept, or the contractor withdraw.
    """
    contested
    """
    Waiting for the supplier's answer.
    """
    open
    withdrawn
  }

  """
  The driver's loads of one day.
  """
  type DriverComingDay {
    """
    YYYY-MM-DD.
    """
    date: String!
    loads: [DriverLoad!]!
  }

  type DriverDay {
    """
    The days after \`date\` (two weeks of them) with loads of the driver's, soonest first.
    """
    coming: [DriverComingDay!]!
    """
    YYYY-MM-DD.
    """
    date: String!
    loads: [DriverLoad!]!
  }

  """
  A load as its driver sees it on the road: the load, and what of its order the driver needs.
  """
  type DriverLoad {
    accessNotes: String
    cityName: String!
    contactName: String!
    contactPhone: String!
    contractorName: String!
    deliveryAddress: String!
    """
    YYYY-MM-DD and e.g. 06:00–10:00, the supplier's local time.
    """
    deliveryDate: String!
    deliveryWindow: String!
    gateCode: String
    load: OrderLoad!
    orderId: ID!
    orderNumber: String!
    orderQuantity: Float!
    orderStatus: OrderStatus!
    postalCode: String!
    productName: String!
    productType: ProductType!
    """
    Where the site is (the contractor's pin), for directions; null when not known.
    """
    siteLatitude: Float
    siteLongitude: Float
    siteName: String
    """
    The delivery site's IANA time zone: the load's times are shown in it.
    """
    timeZone: String!
    washoutNotes: String
  }

  """
  What holds the fleet while an order's loads could go (the planner shows who is not free).
  """
  type FleetAvailability {
    """
    The supplier's other orders' loads, and this order's loads under way, holding a truck or a driver then.
    """
    bookings: [FleetBooking!]!
    """
    ISO 8601: the order's delivery start, when its first load is due on site.
    """
    deliveryStartsAt: String!
    """
    Each later load is due this many minutes after the one before.
    """
    minutesBetweenTrucks: Int!
  }

  """
  A load that holds a truck and a driver, from leaving the yard until back from the site.
  """
  type FleetBooking {
    driverUserId: ID
    """
    ISO 8601 date-times: when the truck leaves the yard for it, and when it is back.
    """
    from: String!
    orderId: ID!
    """
    e.g. BM-3F9A21C4.
    """
    orderNumber: String!
    """
    1, 2, 3... among its order's loads.
    """
    sequence: Int!
    step: LoadStep!
    truckId: ID
    until: String!
  }

  input IdentityInput {
    email: String!
    password: String!
  }

  """
  An invitation as the inviting company sees it.
  """
  type Invitation {
    """
    ISO 8601 date-time.
    """
    createdAt: String!
    email: String!
    """
    ISO 8601 date-time.
    """
    expiresAt: String!
    id: ID!
    """
    The inviter's full name; null when their account is gone.
    """
    invitedBy: String
    role: InviteRole!
    status: InvitationStatus!
  }

  input InvitationCreateInput {
    email: String!
    """
    An InviteRole value; checked like the form checks it, so an unknown one is BAD_USER_INPUT with the field's message.
    """
    role: String!
  }

  """
  Spec section 4; \`expired\` is a pending invitation past its expiry.
  """
  enum InvitationStatus {
    accepted
    canceled
    expired
    pending
    rejected
  }

  """
  An invitation as its link shows it.
  """
  type InvitationView {
    """
    Contractor or supplier: where the accepted person works, and how their role is named.
    """
    companyKind: CompanyKind!
    companyName: String!
    """
    The invited email: only an account with it may accept.
    """
    email: String!
    """
    ISO 8601 date-time.
    """
    expiresAt: String!
    """
    The inviter's full name; null when their account is gone.
    """
    inviterName: String
    """
    An invite role, or supplier_owner for the owner of a newly onboarded supplier company.
    """
    role: MemberRole!
    status: InvitationStatus!
  }

  """
  The roles an invitation can give (spec: invite roles).
  """
  enum InviteRole {
    """
    Contractor manager (foreman).
    """
    contractor_manager
    """
    Partner contractor (foreman).
    """
    partner_contractor
    partner_driver
    partner_manager
  }

  type Job {
    additionalInfo: String
    """
    Plain text; may contain basic HTML markup, which clients sanitise before display.
    """
    description: String!
    direction: JobDirection!
    experience: String!
    id: ID!
    location: String!
    """
    ISO 8601 date-time.
    """
    postedAt: String!
    requirements: [String!]!
    responsibilities: [String!]!
    salary: String!
    title: String!
    type: JobType!
  }

  enum JobDirection {
    design
    development
    marketing
  }

  input JobFilter {
    direction: JobDirection
    type: JobType
  }

  type JobList {
    """
    How many jobs match, regardless of skip and limit.
    """
    count: Int!
    values: [Job!]!
  }

  type JobSite {
    accessNotes: String
    address: String!
    city: City!
    """
    ISO 8601 date-time.
    """
    createdAt: String!
    gateCode: String
    id: ID!
    """
    Job or PO number.
    """
    jobNumber: String
    name: String!
    postalCode: String!
    """
    How many quality papers the site's orders that went ahead carry (one per order and paper).
    """
    qualityPaperCount: Int!
    """
    Those papers as one ZIP, a folder per order: a link signed for a few minutes.
    """
    qualityPapersUrl: String!
    """
    ISO 8601 date-time.
    """
    updatedAt: String!
    washoutNotes: String
  }

  """
  Nullable fields answer BAD_USER_INPUT 'Required' when missing, like an empty one.
  """
  input JobSiteInput {
    accessNotes: String
    address: String
    cityId: ID
    """
    CA, US or MX: the postal code must have its format (CA A1A 1A1, US 12345 or 12345-6789).
    """
    countryCode: String
    gateCode: String
    jobNumber: String
    name: String
    postalCode: String
    washoutNotes: String
  }

  """
  A contractor's statement of one job site for a month: its orders (not declined or canceled) by
  delivery date, by supplier, with job and PO numbers; the same PDF and CSV as a supplier's.
  """
  type JobSiteStatement {
    csvUrl: String!
    jobSiteId: ID!
    """
    YYYY-MM.
    """
    month: String!
    orderCount: Int!
    pdfUrl: String!
    """
    Per currency, in integer cents.
    """
    totals: [StatementTotal!]!
  }

  enum JobType {
    fullTime
    partTime
  }

  input LoadDelayInput {
    loadId: ID!
    """
    5 to 600.
    """
    minutes: Int!
    reason: String
  }

  input LoadDeliveryInput {
    deliveredQuantity: Float!
    loadId: ID!
    """
    The name of the person who received the load and signed.
    """
    receivedBy: String!
    slumpMm: Int
    waterAddedLitres: Float
  }

  """
  A truck's estimated arrival.
  """
  type LoadEta {
    """
    Aimed at the city's centre: the site's own position is known once a truck has arrived.
    """
    approximate: Boolean!
    """
    ISO 8601 date-time.
    """
    arrivesAt: String!
    """
    Where the truck is as seen from where it is going: whole degrees clockwise from north, 0 to 359.
    """
    bearingDegrees: Int!
    """
    As the crow flies from where it is going, in kilometres (to one decimal).
    """
    directKm: Float!
    """
    By road (estimated), in kilometres.
    """
    distanceKm: Float!
    """
    It arrives after the end of the delivery window.
    """
    lateForWindow: Boolean!
    """
    routing (a routing service) or straight_line (distance over the average speed).
    """
    source: String!
  }

  input LoadNoteInput {
    loadId: ID!
    """
    null clears it.
    """
    note: String
  }

  input LoadPositionInput {
    accuracyMeters: Float
    latitude: Float!
    loadId: ID!
    longitude: Float!
  }

  enum LoadStep {
    arrived
    delivered
    en_route
    loaded
    planned
    """
    Pouring (concrete) or dumping (aggregates).
    """
    unloading
  }

  input LoadStepInput {
    loadId: ID!
    """
    The load's next step.
    """
    step: LoadStep!
  }

  type LoadTruck {
    id: ID!
    name: String!
  }

  """
  The marketplace in numbers, as the marketing pages state them; each is counted from the data.
  """
  type MarketingFigures {
    """
    Cities where some supplier delivers aggregates.
    """
    aggregateCities: Int!
    """
    Cities where some supplier delivers an active product.
    """
    cities: Int!
    """
    Countries with at least one city where some supplier delivers an active product.
    """
    countries: Int!
    """
    Orders delivered or completed.
    """
    deliveries: Int!
    """
    Active products contractors can order.
    """
    products: Int!
    """
    Suppliers with at least one active product.
    """
    suppliers: Int!
  }

  """
  A person's role within a company: the owner of the workspace, or an invite role.
  """
  enum MemberRole {
    contractor_manager
    contractor_owner
    partner_contractor
    partner_driver
    partner_manager
    """
    The owner of a supplier company: every right in the supplier workspace.
    """
    supplier_owner
  }

  """
  Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
  \`authorization: Bearer <token>\` response header and the new refresh token in \`x-refresh-token\`;
  the main token is in the payload.
  """
  type Mutation {
    """
    Changes the caller's password; the current one is required (BAD_USER_INPUT on
    \`currentPassword\` when wrong; RATE_LIMITED after several wrong ones). Ends every other session
    of the person at once and answers like signIn: new tokens for this one in the response headers.
    """
    accountPasswordChange(input: AccountPasswordChangeInput!): AuthPayload!
    """
    Changes the caller's name, phone and email (EMAIL_TAKEN or PHONE_TAKEN when another account has it).
    """
    accountProfileUpdate(input: AccountProfileInput!): Viewer!
    """
    Saves a bank account with the customer's acceptance of the debit mandate (cancelable with 30
    days' notice; the time, address and browser are recorded). US and Canadian accounts start
    \`verificationStatus: pending\`: two micro-deposits are sent and bankAccountVerify confirms them.
    An IBAN is ready at once. Canadian accounts need the payer's email.
    """
    bankAccountCreate(idempotencyKey: String!, input: BankAccountInput!): PaymentMethod!
    """
    Confirms the two micro-deposit amounts in cents (the sandbox sends 32 and 45). Orders waiting
    for this account (\`requires_confirmation\`) are debited once it is verified.
    MICRODEPOSITS_MISMATCH with \`extensions.attemptsLeft\`; after the last attempt the account fails.
    """
    bankAccountVerify(amountsCents: [Int!]!, id: ID!): PaymentMethod!
    """
    Sandbox gateway: saves a card from its details (the sandbox's card form). With Stripe, card
    details never reach this API: the browser confirms a setup intent with Stripe.js and sends the
    payment method's id to paymentMethodAttach.
    """
    cardPaymentMethodCreate(idempotencyKey: String!, input: CardPaymentMethodInput!): PaymentMethod!
    """
    Renames the caller's current company and sets its address for invoices (null: none). FORBIDDEN unless the owner.
    """
    companySettingsUpdate(input: CompanySettingsInput!): CompanySettings!
    """
    Acts within another of the caller's companies (send the ordinary or the main token): answers
    like signIn, with the new ordinary token in \`authorization\` and a refresh token in
    \`x-refresh-token\`; FORBIDDEN when the caller is not a member.
    """
    companySwitch(companyId: ID!): AuthPayload!
    """
    Creates a contractor with a company workspace and signs them in (spec: contractorSignUp).
    """
    contractorSignUp(input: ContractorSignUpInput!): AuthPayload!
    """
    Applies for 120-day terms with the business's details, billing contact and at least two trade
    references. The application waits \`under_review\`, with no limit, until a marketplace operator
    decides it. Sent again while under review it replaces the application; a declined company may
    apply again; an approved one gets its account back unchanged.
    """
    creditAccountApply(input: CreditAccountApplyInput!): CreditAccount!
    """
    Marketplace operators only (FORBIDDEN for everyone else): approves an application under review
    with a limit and a term, or declines it with a reason the applicant reads. The decision is
    mailed to the applicant. CREDIT_APPLICATION_NOT_UNDER_REVIEW when it was decided already.
    """
    creditApplicationDecide(input: CreditApplicationDecideInput!): CreditApplication!
    """
    Asks to be told when deliveries reach an area (coming soon); asking again changes nothing.
    """
    deliveryAreaNotifyRequest(input: DeliveryAreaNotifyInput!): Boolean!
    """
    Applies to an open position (spec: job id, candidate, requestPayload). The resume is uploaded
    first (POST /api/uploads/resume, a PDF of at most 10 MB) and referenced by its upload id.
    BAD_USER_INPUT with \`fields\` for a missing or malformed field, or an unknown, expired or
    already used upload; NOT_FOUND for a job that is not open; RATE_LIMITED per address and email.
    """
    internalCandidateRequestCreate(
      candidate: CareerCandidateInput!
      job: ID!
      requestPayload: CandidateRequestPayloadInput!
    ): Boolean!
    """
    Accepts an invitation with the person's own account (send the main token): the account's email
    must be the invited one (FORBIDDEN otherwise); adds the membership with the invited role.
    NOT_FOUND for an unknown token; INVITATION_NOT_PENDING (with \`extensions.status\`) when it was
    already accepted, rejected, canceled, or has expired.
    """
    invitationAccept(token: String!): InvitationView!
    """
    Invites a person by email to the caller's company with a role, and mails them the link
    (inviting the same email again replaces its pending invitation). FORBIDDEN when the caller's
    role may not invite that role; ALREADY_MEMBER when the email belongs to a member;
    RATE_LIMITED per inviter.
    """
    invitationCreate(input: InvitationCreateInput!): Invitation!
    """
    Rejects an invitation; the link's token is enough (no account needed). Errors as for invitationAccept.
    """
    invitationReject(token: String!): InvitationView!
    """
    Cancels a pending invitation of the caller's company. NOT_FOUND for another company's; INVITATION_NOT_PENDING when no longer pending.
    """
    invitationRevoke(id: ID!): Invitation!
    """
    Saves a delivery address for the caller's company.
    """
    jobSiteCreate(input: JobSiteInput!): JobSite!
    """
    Placed orders keep their copy of the address. NOT_FOUND for another company's job site.
    """
    jobSiteDelete(id: ID!): Boolean!
    """
    NOT_FOUND for another company's job site.
    """
    jobSiteUpdate(id: ID!, input: JobSiteInput!): JobSite!
    """
    The driver reports a delay (before arriving): the contractor is told on the order page and by mail.
    """
    loadDelayReport(input: LoadDelayInput!): OrderLoad!
    """
    The driver records the delivery with its proof and the delivered step: the receiver's signature
    must be uploaded first (POST /api/uploads/delivery/<load id>/signature, a PNG; a photo at
    .../photo is optional). PROOF_OF_DELIVERY_REQUIRED without a signature; the contractor is
    mailed the load's e-ticket. (loadStepReport refuses \`delivered\` with the same code.)
    """
    loadDeliver(input: LoadDeliveryInput!): OrderLoad!
    """
    The driver's note on a load.
    """
    loadNoteSave(input: LoadNoteInput!): OrderLoad!
    """
    The truck's position from its driver's phone while the load is en route; at most one every 15
    seconds is kept (faster ones answer the load unchanged). LOAD_STEP_OUT_OF_ORDER when the load
    is not en route; FORBIDDEN for anyone but the load's driver.
    """
    loadPositionReport(input: LoadPositionInput!): OrderLoad!
    """
    Reports a load's next step (its driver, or a dispatcher).
    """
    loadStepReport(input: LoadStepInput!): OrderLoad!
    """
    The payer authorises the difference of a change of the order's total: it is charged on the
    method that paid (owners and managers of the order's company). A second call while it is on
    its way or settled answers it as it is. A decline is no error: \`status: failed\` and
    \`failureMessage\`. NOT_FOUND for another company's change; ORDER_NOT_PAYABLE when there is
    nothing to authorise (a refund, superseded, or the order ended).
    """
    orderBalanceChangeAuthorize(changeId: ID!): OrderBalanceChange!
    """
    After 3-D Secure: the difference's payment is confirmed (sandbox) or read again (Stripe).
    """
    orderBalanceChangeConfirm(changeId: ID!): OrderBalanceChange!
    """
    Cancels an order while the supplier's cancellation window is open ('Order was canceled!'), its
    payment released whole. Inside the window, before a load is dispatched, an order whose supplier
    has a late cancellation fee (\`lateCancelable\`) is canceled for that fee: \`acceptFeeCents\` must
    be its \`lateCancellationFeeCents\` (ORDER_NOT_CANCELABLE, stating the fee, otherwise); a hold is
    captured for the fee, money taken is refunded down to it, terms are reduced to it.
    """
    orderCancel(acceptFeeCents: Int, id: ID!): Order!
    """
    The contractor disputes a delivered load or an invoice line (owners and managers of the order's company).
    """
    orderDisputeOpen(input: OrderDisputeInput!): OrderDispute!
    """
    The contractor withdraws an open or contested dispute.
    """
    orderDisputeWithdraw(disputeId: ID!): OrderDispute!
    """
    The contractor releases the truck held at their request.
    """
    orderHoldRelease(orderId: ID!): Order!
    """
    Sends a message in the order's chat, as the contractor, a dispatcher or the order's driver.
    """
    orderMessageSend(input: OrderMessageInput!): OrderMessage!
    """
    Marks the order's chat read by the caller; answers the count still unread (0).
    """
    orderMessagesRead(orderId: ID!): Int!
    """
    Pays one of the company's orders (after placeOrder). Card: pre-authorises the amount due plus
    the additional hold, charged 28 hours before delivery (at once when delivery is closer). Bank
    account: debits the amount due (processing, then succeeded); an unverified account leaves the
    order \`requires_confirmation\` until bankAccountVerify. 120-day terms: accepted within the
    credit account's available credit (CREDIT_LIMIT_EXCEEDED beyond it). The same idempotency key
    with the same input answers the same payment; a retry after 'Payment Failed' uses a new key.
    A decline is not an error: the answer has \`status: failed\` and the reason.
    PAYMENT_METHOD_ERROR when the method is removed, failed verification or not of the order's
    payment type; CREDIT_ACCOUNT_REQUIRED / CREDIT_LIMIT_EXCEEDED (\`extensions.availableCents\`,
    \`extensions.currency\`) on terms; PAYMENT_IN_PROCESS when the order is being paid, held or paid.
    """
    orderPay(idempotencyKey: String!, input: OrderPayInput!): OrderPayment!
    """
    After the customer completed a required action (3-D Secure): the sandbox treats it as passed,
    Stripe's payment is read again; answers the order's payment as it now is.
    """
    orderPaymentConfirm(orderId: ID!): OrderPayment!
    """
    The contractor rates a delivered order, once.
    """
    orderRate(input: OrderRateInput!): Order!
    """
    The contractor asks (owners and managers of the order's company).
    """
    orderRequestCreate(input: OrderRequestInput!): Order!
    """
    The contractor withdraws an open request.
    """
    orderRequestWithdraw(requestId: ID!): Order!
    """
    The contractor accepts the supplier's proposed window: the order moves to it.
    """
    orderWindowProposalAccept(orderId: ID!): Order!
    """
    Counts a click on a partner's buy-now or rent-now button (the /r/<code> link) and answers the
    partner; null, and nothing counted, when no partner has the code. Beyond 30 clicks an hour
    from one address, the partner is answered but the click is not counted.
    """
    partnerButtonClick(input: PartnerButtonClickInput!): Partner
    """
    Stores a request from the partner form (start selling); RATE_LIMITED per address and email.
    """
    partnerRequestCreate(input: PartnerRequestInput!): Boolean!
    """
    After the link's payer completed 3-D Secure for their card (the sandbox's challenge, or Stripe.js):
    continues the link's newest payment; answers it as it is when it waits for nothing.
    """
    paymentLinkConfirmPayment(token: String!): OrderPayment!
    """
    A link anyone can pay an order's unpaid amount with (the payment request / pay-invoice page),
    valid 14 days. Owners and managers of the order's company (FORBIDDEN for other members), or the
    order's supplier with its API key (\`Authorization: Bearer bm_sk_...\`; NOT_FOUND for another
    supplier's order, UNAUTHENTICATED for an unknown or revoked key).
    """
    paymentLinkCreate(orderId: ID!): PaymentLink! @supplierApi
    """
    Pays a payment link's order by card or bank account, as a guest: a card is charged at once
    (the invoice is due); a bank account is debited, US and Canadian ones after
    paymentLinkVerifyBankAccount (\`requires_confirmation\` until then). An order on 120-day terms is paid this way.
    PAYMENT_LINK_INVALID when it cannot be paid; PAYMENT_IN_PROCESS while a payment is on its way.
    The answer's \`order\` is null (a guest sees the invoice through paymentLink).
    """
    paymentLinkPay(idempotencyKey: String!, input: PaymentLinkPayInput!, token: String!): OrderPayment!
    """
    Confirms the micro-deposits of the bank account a payment link's payer entered; then debits it.
    """
    paymentLinkVerifyBankAccount(amountsCents: [Int!]!, token: String!): OrderPayment!
    """
    Stripe gateway: saves a card Stripe.js created in the browser (\`pm_…\`). PAYMENT_METHOD_NOT_CREATED
    when Stripe does not know it, it belongs to someone else, or it is not a card.
    """
    paymentMethodAttach(paymentMethodId: String!, paymentType: PaymentType!): PaymentMethod!
    """
    Removes a saved payment method (orders already paid or pre-authorised keep their payment;
    orders waiting for it to be verified fail, so they can be paid another way).
    """
    paymentMethodDelete(id: ID!): Boolean!
    """
    Makes one of the company's saved methods its default (NOT_FOUND for another company's or a removed one).
    """
    paymentMethodSetDefault(id: ID!): PaymentMethod!
    """
    Stripe gateway: a setup intent for the Payment Element (its client secret), for cards
    (\`card\` or \`stripe\`); bank accounts are saved with bankAccountCreate. The sandbox answers
    PAYMENT_GATEWAY_UNSUPPORTED.
    """
    paymentSetupIntentCreate(paymentType: PaymentType!): PaymentSetupIntent!
    """
    Places an order (signed-in contractor). The same \`idempotencyKey\` (8 to 128 of A-Z, a-z, 0-9,
    _ and -) with the same input answers the same order; with another input IDEMPOTENCY_KEY_REUSED.
    QUOTE_CHANGED when the quote differs from \`quoteFingerprint\`; DELIVERY_WINDOW_UNAVAILABLE when
    the window is full. The order waits for payment (\`paymentStatus: requires_payment\`).
    """
    placeOrder(idempotencyKey: String!, input: PlaceOrderInput!): Order!
    """
    Exchanges the refresh token of the \`x-refresh-token\` request header for new tokens.
    """
    refreshSession: AuthPayload!
    """
    Signs in with an email or a phone number (with or without +), and the password.
    """
    signIn(input: SignInInput!): AuthPayload!
    """
    Ends the session of the \`x-refresh-token\` request header (revokes its token family).
    """
    signOut: Boolean!
    """
    Creates a key; SUPPLIER_API_KEY_LIMIT_REACHED when the supplier has as many active keys as it may.
    """
    supplierApiKeyCreate(input: SupplierApiKeyCreateInput!): SupplierApiKeyCreatePayload!
    """
    Revokes one of the supplier's keys (revoking a revoked key changes nothing); NOT_FOUND for another's.
    """
    supplierApiKeyRevoke(id: ID!): SupplierApiKey!
    """
    Accepts a placed order.
    """
    supplierApiOrderAccept(orderId: ID!): SupplierApiOrder! @supplierApi
    """
    Declines a placed order; the contractor reads the reason. Its trucks, payment holds and credit are released.
    """
    supplierApiOrderDecline(orderId: ID!, reason: String!): SupplierApiOrder! @supplierApi
    """
    Plans an accepted or scheduled order's loads, each with a truck and a driver of supplierApiFleet;
    the loads not yet under way are replaced, and with those under way they add up to the order's
    quantity exactly. A truck and a driver carry one load at a time across the supplier's orders:
    TRUCK_OR_DRIVER_BUSY (with \`fields\`) says which load holds one and until when.
    """
    supplierApiOrderDispatch(input: OrderDispatchInput!): SupplierApiOrder! @supplierApi
    """
    Schedules an accepted order once its loads are planned (supplierApiOrderDispatch), each with a
    truck and a driver: LOADS_NOT_PLANNED until then. Its drivers may start their loads once it is
    scheduled.
    """
    supplierApiOrderSchedule(orderId: ID!): SupplierApiOrder! @supplierApi
    """
    Blocks a date (a holiday, the plant down) with the team's reason (1 to 200 characters): no order
    can be placed on it. DATE_HAS_ACTIVE_ORDERS while orders are still going ahead on it. Answers the day.
    """
    supplierDateBlock(date: String!, reason: String!): SupplierScheduleDay!
    """
    Opens a blocked date again. Answers the day.
    """
    supplierDateUnblock(date: String!): SupplierScheduleDay!
    """
    Changes the supplier's time zone, trucks per window, cancellation window and card hold.
    """
    supplierDeliverySettingsUpdate(input: SupplierDeliverySettingsInput!): SupplierDeliverySettings!
    """
    Connects a domain to the caller's supplier's storefront, unverified (in place of its earlier one).
    """
    supplierDomainAdd(input: SupplierDomainInput!): SupplierDomain!
    """
    Disconnects the supplier's domain; true.
    """
    supplierDomainRemove: Boolean!
    """
    Checks the domain's HTTP token, then its TXT record; either verifies it. DOMAIN_NOT_VERIFIED when neither answers.
    """
    supplierDomainVerify: SupplierDomain!
    """
    Plans an order's loads (dispatchers).
    """
    supplierOrderDispatch(input: OrderDispatchInput!): SupplierOrder!
    """
    The supplier accepts (the credit moves) or contests a dispute.
    """
    supplierOrderDisputeAnswer(input: OrderDisputeAnswerInput!): OrderDispute!
    """
    A dispatcher releases the order's held truck.
    """
    supplierOrderHoldRelease(orderId: ID!): SupplierOrder!
    """
    Adds an internal note to an order.
    """
    supplierOrderNoteAdd(input: SupplierOrderNoteInput!): SupplierOrder!
    """
    Proposes another delivery window for a placed or accepted order; the contractor accepts it or cancels.
    """
    supplierOrderProposeWindow(input: SupplierOrderWindowProposalInput!): SupplierOrder!
    """
    The supplier answers the contractor's rating, once.
    """
    supplierOrderRatingReply(input: OrderRatingReplyInput!): SupplierOrder!
    """
    A dispatcher accepts or declines an open request.
    """
    supplierOrderRequestAnswer(input: OrderRequestAnswerInput!): SupplierOrder!
    """
    Moves one of the supplier's orders to \`to\`: accepted, declined (reason required), scheduled,
    dispatched, delivered, completed or canceled (reason required). Declining or canceling releases
    the trucks, every payment hold and the referral credit. Scheduling needs the order's loads
    planned, each with a truck and a driver (LOADS_NOT_PLANNED).
    """
    supplierOrderTransition(input: SupplierOrderTransitionInput!): SupplierOrder!
    """
    Stripe's onboarding form for the supplier's connected account (created on first use): a URL to open.
    """
    supplierPayoutOnboardingLinkCreate: String!
    """
    Sends a payout that failed at the bank again (after the supplier fixed its bank details): a new
    payout with a new key, never a new transfer. The owner only (FORBIDDEN otherwise); another
    supplier's payout is NOT_FOUND; PAYOUT_NOT_RESENDABLE when its transfer failed. A payout already
    sent again (by the payout job, another click) is answered as it is: one new payout in all.
    """
    supplierPayoutResend(id: ID!): SupplierPayout!
    """
    The sandbox only: the test bank account the supplier's simulated payouts go to (its "bank
    details"; a failing test number fails them at the bank). The owner only (FORBIDDEN otherwise);
    PAYMENT_GATEWAY_UNSUPPORTED with Stripe, where bank details are kept on Stripe's pages;
    BAD_USER_INPUT (\`fields.accountNumber\`) for a number that is not a test number.
    """
    supplierPayoutTestBankAccountSet(accountNumber: String!): Boolean!
    """
    Adds a product to the caller's supplier's catalogue.
    """
    supplierProductCreate(input: SupplierProductInput!): SupplierProduct!
    """
    Changes a product of the catalogue, its active flag and extras included; NOT_FOUND for another supplier's.
    """
    supplierProductUpdate(id: ID!, input: SupplierProductInput!): SupplierProduct!
    """
    Attaches an uploaded paper to its product: orders placed from now carry it. NOT_FOUND for an unknown or used upload.
    """
    supplierQualityPaperAttach(input: QualityPaperAttachInput!): QualityPaper!
    """
    Removes a paper: orders placed before keep it, later ones do not carry it. NOT_FOUND once removed.
    """
    supplierQualityPaperRemove(id: ID!): QualityPaper!
    """
    Sets the cities the supplier delivers to; answers them.
    """
    supplierServiceAreasSet(input: SupplierServiceAreasInput!): [ID!]!
    """
    Changes the storefront's brand colour (owner and managers; FORBIDDEN for others).
    """
    supplierStorefrontUpdate(input: SupplierStorefrontInput!): SupplierStorefront!
    """
    Adds a truck to the fleet, or changes one.
    """
    supplierTruckSave(input: TruckInput!): Truck!
    """
    Retires a truck (active: false) or brings it back.
    """
    supplierTruckSetActive(active: Boolean!, id: ID!): Truck!
    """
    Registers an endpoint; its signing secret is in the answer.
    """
    supplierWebhookEndpointCreate(input: SupplierWebhookEndpointCreateInput!): SupplierWebhookSecretPayload!
    """
    Deletes an endpoint and its delivery log; answers its id.
    """
    supplierWebhookEndpointDelete(id: ID!): ID!
    """
    Turns an endpoint's deliveries off or back on.
    """
    supplierWebhookEndpointSetEnabled(enabled: Boolean!, id: ID!): SupplierWebhookEndpoint!
    """
    Sends a delivery again now (same event id and body) and answers its outcome.
    """
    supplierWebhookRedeliver(id: ID!): SupplierWebhookDelivery!
    """
    Replaces the endpoint's signing secret at once; the new one is in the answer.
    """
    supplierWebhookSecretRoll(id: ID!): SupplierWebhookSecretPayload!
    """
    Gives a window back the default capacity on a date (CAPACITY_BELOW_BOOKED as above). Answers the day.
    """
    supplierWindowCapacityReset(date: String!, startHour: Int!): SupplierScheduleDay!
    """
    Sets a window's capacity (0 to 200 trucks) on a date; CAPACITY_BELOW_BOOKED when trucks already
    booked in it exceed it. Answers the day.
    """
    supplierWindowCapacitySet(capacityTrucks: Int!, date: String!, startHour: Int!): SupplierScheduleDay!
    """
    Removes a person from the caller's company; answers the team as it is now. Their requests in the
    company are refused from then on and their open order streams close within seconds. FORBIDDEN
    when the caller may not (one may remove a member one could have invited; never the owner or
    oneself), NOT_FOUND when the person is not a member.
    """
    teamMemberRemove(userId: ID!): Team!
    """
    Subscribes an email to volume pricing; subscribing again changes nothing. RATE_LIMITED per address and email.
    """
    volumePricingSubscribe(input: VolumePricingSubscribeInput!): Boolean!
  }

  type Office {
    address: String!
    id: ID!
    """
    The office's name as shown, e.g. Toronto.
    """
    location: String!
  }

  type Order {
    accessNotes: String
    """
    What the payment collects: total less the referral credit.
    """
    amountDueCents: Int!
    """
    Changes of the total after it was paid, oldest first.
    """
    balanceChanges: [OrderBalanceChange!]!
    """
    Why the order was canceled; null while it is not.
    """
    cancelReason: OrderCancelReason
    cancelable: Boolean!
    """
    Until when (ISO 8601) the order can be canceled free.
    """
    cancelableUntil: String!
    canceledAt: String
    """
    The fee kept when the order was canceled late; null when canceled free or not canceled.
    """
    cancellationFeeCents: Int
    """
    The supplier's additional hold on a card, in percent: a card is pre-authorised for the amount
    due plus this much (its delivery settings; 10 unless the supplier set another).
    """
    cardHoldPercent: Int!
    """
    What paying this order by card does, told before the payer pays: what is held now, what is charged when.
    """
    cardPayment: CardPaymentPlan!
    """
    Cards: when the pre-authorisation is charged (ISO 8601).
    """
    chargeAt: String
    city: City!
    color: String
    comment: String
    contactEmail: String!
    contactName: String!
    contactPhone: String!
    contractorName: String!
    """
    ISO 8601 date-time.
    """
    createdAt: String!
    currency: String!
    deliveryAddress: String!
    """
    The supplier's local date, YYYY-MM-DD.
    """
    deliveryDate: String!
    """
    ISO 8601 date-time.
    """
    deliveryStartsAt: String!
    """
    e.g. 06:00–10:00 (local).
    """
    deliveryWindow: String!
    """
    The invoice lines a dispute may name.
    """
    disputableLines: [DisputableLine!]!
    """
    Disputes of the order's loads and invoice lines, oldest first.
    """
    disputes: [OrderDispute!]!
    gateCode: String
    """
    Every change, oldest first.
    """
    history: [OrderEvent!]!
    id: ID!
    """
    The invoice as a PDF document (a signed link valid for a few minutes).
    """
    invoiceUrl: String!
    jobNumber: String
    jobSiteId: ID
    """
    The cancellation window is open and no load has left, yet the order can still be canceled for
    its lateCancellationFeeCents (the payment keeps the fee and gives back the rest).
    """
    lateCancelable: Boolean!
    """
    What a late cancellation keeps: the fee of the total (never more than the amount due).
    """
    lateCancellationFeeCents: Int!
    """
    The supplier's late cancellation fee, in percent of the total; 0: no cancellation after cancelableUntil.
    """
    lateCancellationFeePercent: Int!
    """
    The truck trips, in the order they go: each one's step, and while en route its truck's position and ETA.
    """
    loads: [OrderLoad!]!
    """
    The order's chat, oldest first.
    """
    messages: [OrderMessage!]!
    minutesBetweenTrucks: Int!
    """
    The extras chosen.
    """
    options: [OrderLineItem!]!
    """
    Short order number for people, e.g. 'BM-3F9A21'.
    """
    orderNumber: String!
    partnerCode: String
    """
    The latest payment attempt, if any.
    """
    payment: OrderPayment
    """
    An order whose payment is still due: when it is canceled if it is not paid by then (ISO 8601); null otherwise.
    """
    paymentDueBy: String
    """
    120-day terms: when the invoice is due (YYYY-MM-DD).
    """
    paymentDueDate: String
    paymentStatus: OrderPaymentStatus!
    paymentType: PaymentType!
    """
    Disposal bins: the pick-up date, YYYY-MM-DD (deliveryDate is their drop-off); null for other products.
    """
    pickUpDate: String
    postalCode: String!
    productId: ID!
    productName: String!
    productType: ProductType!
    """
    The quality papers of the product in force when the order was placed; each e-ticket lists them.
    """
    qualityPapers: [QualityPaper!]!
    quantity: Float!
    """
    The quote as placed.
    """
    quote: OrderQuote!
    """
    The contractor's rating, once given.
    """
    rating: OrderRating
    referralCreditAppliedCents: Int!
    """
    Disposal bins: the rental period in days, drop-off to pick-up; null for other products.
    """
    rentalDays: Int
    """
    Pour-day requests, newest first.
    """
    requests: [OrderRequest!]!
    siteName: String
    status: OrderStatus!
    """
    The supplier's reason when declined or canceled by the supplier.
    """
    statusReason: String
    supplierId: ID!
    supplierName: String!
    """
    The delivery site's IANA time zone (its city's): every time of the order is shown in it.
    """
    timeZone: String!
    totalCents: Int!
    trucks: Int!
    unit: ProductUnit!
    unpaidAmountCents: Int!
    """
    Messages of others the caller has not read.
    """
    unreadMessages: Int!
    washoutNotes: String
    """
    A window the supplier proposed, waiting for the contractor's answer.
    """
    windowProposal: OrderWindowProposal
  }

  """
  A change of a paid order's total (a pour-day balance accepted) and the money it moves.
  """
  type OrderBalanceChange {
    """
    ISO 8601 date-time.
    """
    createdAt: String!
    currency: String!
    """
    Positive: owed by the payer; negative: given back.
    """
    differenceCents: Int!
    """
    'Receipt' (money taken, or added to the terms) or 'Credit note' (money given back).
    """
    documentTitle: String!
    """
    The receipt or credit note (PDF), signed for a few minutes; null until the money moved.
    """
    documentUrl: String
    """
    Why the last authorisation was declined.
    """
    failureMessage: String
    id: ID!
    """
    The method it moves on ('Visa •••• 4242'); null on terms.
    """
    methodLabel: String
    newTotalCents: Int!
    previousTotalCents: Int!
    """
    Refunds: how much was given back so far.
    """
    refundedCents: Int!
    settledAt: String
    settlement: BalanceChangeSettlement!
    status: BalanceChangeStatus!
    """
    What the change does with the payer's money now, in words.
    """
    summary: String!
  }

  """
  Why an order was canceled.
  """
  enum OrderCancelReason {
    """
    The contractor canceled it.
    """
    contractor
    """
    The supplier canceled it (Order.statusReason says why).
    """
    supplier
    """
    It was not paid in time (UNPAID_ORDER_TTL, or the supplier's cancellation window): canceled automatically, its trucks released.
    """
    unpaid
  }

  input OrderContactInput {
    email: String!
    name: String!
    phoneNumber: String!
  }

  """
  A saved job site, or a city with an address and postal code.
  """
  input OrderDeliveryInput {
    address: String
    cityId: ID
    jobSiteId: ID
    postalCode: String
  }

  input OrderDispatchInput {
    """
    The loads not yet under way, in the order they go; planned loads left out are removed.
    """
    loads: [OrderLoadInput!]!
    orderId: ID!
  }

  type OrderDispute {
    """
    The supplier's reason for contesting, or its note with the credit.
    """
    answerNote: String
    answeredAt: String
    answeredByName: String
    """
    The credit note or refund of an accepted dispute (the order's balanceChanges has it).
    """
    balanceChangeId: ID
    claimedCents: Int!
    """
    ISO 8601 date-times.
    """
    createdAt: String!
    creditedCents: Int
    currency: String!
    description: String!
    id: ID!
    """
    An invoice line's key ('item-0', 'fee-1'), when a line is disputed.
    """
    lineKey: String
    loadId: ID
    loadSequence: Int
    """
    What may still be credited for this load or line: what was paid for it less credits.
    """
    maxCreditCents: Int!
    openedByName: String
    """
    The photos, each behind a link signed for a few minutes.
    """
    photoUrls: [String!]!
    reason: DisputeReason!
    status: DisputeStatus!
    """
    What is disputed, in words: 'Load 2' or the invoice line's label.
    """
    subject: String!
  }

  input OrderDisputeAnswerInput {
    accept: Boolean!
    """
    Accept: what is credited, at most \`maxCreditCents\`.
    """
    creditedCents: Int
    disputeId: ID!
    """
    Contest: why (required); accept: an optional note.
    """
    note: String
  }

  input OrderDisputeInput {
    """
    What is asked back, in integer cents.
    """
    claimedCents: Int!
    description: String!
    lineKey: String
    """
    A delivered load, or null with \`lineKey\`.
    """
    loadId: ID
    orderId: ID!
    reason: DisputeReason!
  }

  """
  One change of an order, as its history shows it.
  """
  type OrderEvent {
    """
    The person's name, or the supplier API key's name for a change the supplier's own system made;
    null for the marketplace's own changes (unpaid orders canceled).
    """
    actorName: String
    """
    ISO 8601 date-time.
    """
    at: String!
    """
    The supplier's system made the change with an API key (\`actorName\` is the key's name).
    """
    byApiKey: Boolean!
    id: ID!
    kind: OrderEventKind!
    party: OrderParty!
    proposedDeliveryDate: String
    proposedWindow: String
    """
    Why: a decline's or cancellation's reason, a proposal's note.
    """
    reason: String
    """
    The state the order moved to (status events).
    """
    status: OrderStatus
  }

  enum OrderEventKind {
    """
    The supplier planned the order's loads (their trucks and drivers).
    """
    loads_planned
    """
    The order moved to \`status\`.
    """
    status
    """
    The contractor accepted the proposed window: the order's delivery moved to it.
    """
    window_accepted
    """
    The supplier proposed another delivery window (\`proposedDeliveryDate\`, \`proposedWindow\`).
    """
    window_proposed
  }

  """
  The contractor's orders list: every field narrows it; none is every order.
  """
  input OrderFilter {
    """
    Delivery dates from and to (YYYY-MM-DD), both included.
    """
    deliveryFrom: String
    deliveryTo: String
    """
    One of the company's job sites.
    """
    jobSiteId: ID
    productType: ProductType
    """
    An order number (BM-3F9A21), a job or PO number, or part of the site's name or address.
    """
    search: String
    status: OrderStatus
  }

  type OrderLineItem {
    amountCents: Int!
    """
    product, extra, rental (a disposal bin's days past those included) or fee.
    """
    kind: String!
    label: String!
    quantity: Float!
    """
    The product's unit, truck, day (a bin's extra days), or null for once per order.
    """
    unit: String
    unitPriceCents: Int!
  }

  type OrderList {
    count: Int!
    """
    Every order matching the filter (not only this page) as CSV: a link signed for a few minutes.
    """
    csvUrl: String!
    values: [Order!]!
  }

  """
  One truck trip of an order.
  """
  type OrderLoad {
    arrivedAt: String
    """
    A delay the driver reported, in minutes, and why.
    """
    delayMinutes: Int
    delayReason: String
    deliveredAt: String
    """
    Proof of delivery, once delivered: the quantity, concrete's water added (litres) and slump (mm), the receiver.
    """
    deliveredQuantity: Float
    driver: SupplierTeamMember
    """
    The driver's note.
    """
    driverNote: String
    enRouteAt: String
    """
    When it should arrive, while en route with a known position.
    """
    eta: LoadEta
    hasPhoto: Boolean!
    """
    Whether the receiver's signature and a delivery photo are on file.
    """
    hasSignature: Boolean!
    """
    The contractor's hold: the truck waits in the yard until it is released.
    """
    held: Boolean!
    """
    ISO 8601 date-time.
    """
    heldAt: String
    id: ID!
    """
    ISO 8601 date-times of each step reported.
    """
    loadedAt: String
    """
    The truck's last position while en route.
    """
    position: TruckPosition
    """
    In the order's unit.
    """
    quantity: Float!
    receivedBy: String
    """
    1, 2, 3... in the order the trucks go.
    """
    sequence: Int!
    slumpMm: Int
    step: LoadStep!
    """
    The delivered load's e-ticket (PDF), a link signed for a few minutes; null before delivery.
    """
    ticketUrl: String
    truck: LoadTruck
    unit: ProductUnit!
    unloadingAt: String
    waterAddedLitres: Float
  }

  input OrderLoadInput {
    driverUserId: ID!
    """
    A planned load to keep; absent for a new one.
    """
    id: ID
    quantity: Float!
    truckId: ID!
  }

  type OrderMessage {
    """
    ISO 8601 date-time.
    """
    at: String!
    authorName: String!
    body: String!
    id: ID!
    """
    Written by the caller.
    """
    mine: Boolean!
    party: OrderMessageParty!
  }

  input OrderMessageInput {
    body: String!
    orderId: ID!
  }

  enum OrderMessageParty {
    contractor
    driver
    supplier
  }

  """
  Who made a change: the contractor's company, the supplier's, or the marketplace itself.
  """
  enum OrderParty {
    contractor
    supplier
    system
  }

  input OrderPayInput {
    orderId: ID!
    """
    A saved payment method of the company; none for 120-day terms.
    """
    paymentMethodId: ID
  }

  """
  Spec section 4: what a payment attempt came to.
  """
  type OrderPayment {
    """
    Amount pre-authorised, debited or put on terms (cents).
    """
    amountCents: Int!
    """
    When the card will be charged (ISO 8601), for pre-authorised cards.
    """
    chargeAt: String
    """
    Stripe, while \`requires_action\`: the payment intent's client secret, for Stripe.js to complete it.
    """
    clientSecret: String
    """
    For failed: the decline code when there is one (generic_decline, insufficient_funds...), else the error code (expired_card...).
    """
    failureCode: String
    """
    For failed: the gateway's reason ('Your card was declined.').
    """
    failureMessage: String
    id: ID!
    """
    How this attempt pays: a card, a bank debit, or 120-day terms (a payment link may pay a terms order by card or bank).
    """
    method: PaymentMethodKind!
    """
    requires_action: three_d_secure; requires_confirmation: verify_bank_account (bankAccountVerify, then the debit starts).
    """
    nextAction: String
    """
    Null for a payment link's payer: a guest sees the invoice (paymentLink), not the order.
    """
    order: Order
    orderId: ID!
    """
    When this attempt's money was taken (ISO 8601); null until it succeeded.
    """
    paidAt: String
    """
    processing, authorized (card held, or accepted on terms), succeeded, failed, requires_action, requires_confirmation.
    """
    status: OrderPaymentStatus!
    """
    What the order still owes once this attempt is counted (cents): 0 once paid, or when the order ended without delivery.
    """
    unpaidAmountCents: Int!
  }

  """
  Spec section 4: payment states; requires_payment until the payment gateway takes the order.
  """
  enum OrderPaymentStatus {
    authorized
    canceled
    failed
    processing
    """
    Paid, then given back (an order canceled after its card was charged).
    """
    refunded
    requires_action
    requires_confirmation
    requires_payment
    succeeded
  }

  """
  Amounts in integer cents, each line rounded half up to the cent once: subtotal (product and
  extras) + fees (the product's) + processing fee (percentage of subtotal + fees) = total without
  taxes; + taxes (each on total without taxes) = total; less referral credit = amount due.
  """
  type OrderQuote {
    amountDueCents: Int!
    """
    What canceling the order would cost, and from when (the supplier's terms), for checkout to
    state before placing; null on a placed order's quote (the order has cancelableUntil and
    lateCancellationFeeCents).
    """
    cancellation: OrderQuoteCancellation
    currency: String!
    fees: [OrderLineItem!]!
    feesCents: Int!
    """
    Send back with placeOrder: QUOTE_CHANGED if the server's quote differs.
    """
    fingerprint: String!
    lineItems: [OrderLineItem!]!
    processingFeeCents: Int!
    processingFeePercent: Float!
    referralCreditAppliedCents: Int!
    subtotalCents: Int!
    taxes: [OrderTaxLine!]!
    taxesCents: Int!
    totalCents: Int!
    totalWithoutTaxesCents: Int!
  }

  """
  The supplier's cancellation terms for a quoted order.
  """
  type OrderQuoteCancellation {
    """
    Until when (ISO 8601) the order could be canceled free; null until a delivery window is chosen.
    """
    freeUntil: String
    """
    That fee for this quote, in cents (never more than the amount due).
    """
    lateFeeCents: Int!
    """
    After freeUntil, until a truck leaves, canceling costs this percent of the total; 0: no cancellation then.
    """
    lateFeePercent: Int!
    """
    The delivery site's IANA time zone, in which freeUntil is shown (as the order's times).
    """
    timeZone: String!
    """
    The free cancellation window closes this many hours before the delivery window starts.
    """
    windowHours: Int!
  }

  input OrderQuoteInput {
    color: String
    delivery: OrderDeliveryInput!
    extraIds: [ID!]
    paymentType: PaymentType!
    productId: ID!
    """
    In the product's unit; within its minimum, maximum and increment.
    """
    quantity: Float!
    schedule: OrderScheduleInput!
    supplierId: ID!
    unit: ProductUnit!
  }

  input OrderRateInput {
    comment: String
    orderId: ID!
    stars: Int!
  }

  type OrderRating {
    comment: String
    """
    ISO 8601 date-time.
    """
    createdAt: String!
    """
    ISO 8601 date-time.
    """
    repliedAt: String
    """
    The supplier's answer.
    """
    reply: String
    """
    1 to 5.
    """
    stars: Int!
  }

  input OrderRatingReplyInput {
    orderId: ID!
    reply: String!
  }

  """
  A new order like one placed before, for the order flow to start from: the same city, address,
  producer and product as offered now, quantity, trucks, the extras still offered, the comment and
  the way of paying; the date and window are chosen anew.
  """
  type OrderReorder {
    accessNotes: String
    city: ServedCity!
    color: String
    comment: String
    deliveryAddress: String!
    extraIds: [ID!]!
    gateCode: String
    jobNumber: String
    """
    The saved job site while it exists; without it, the address below is used as typed.
    """
    jobSiteId: ID
    minutesBetweenTrucks: Int!
    paymentType: PaymentType!
    postalCode: String!
    """
    The order's supplier, priced now; \`product\` is the order's product.
    """
    producer: Producer!
    quantity: Float!
    siteName: String
    trucks: Int!
    washoutNotes: String
  }

  """
  What the contractor asked on delivery day, and the supplier's answer.
  """
  type OrderRequest {
    """
    The supplier's note with the answer.
    """
    answerNote: String
    answeredAt: String
    answeredByName: String
    """
    ISO 8601 date-times.
    """
    createdAt: String!
    id: ID!
    kind: OrderRequestKind!
    """
    spacing: the minutes between trucks asked for.
    """
    minutes: Int
    """
    balance: the order repriced.
    """
    preview: BalancePreview
    """
    balance: the final quantity still needed, in the order's unit.
    """
    quantity: Float
    requestedByName: String
    status: OrderRequestStatus!
  }

  input OrderRequestAnswerInput {
    accept: Boolean!
    note: String
    requestId: ID!
  }

  input OrderRequestInput {
    kind: OrderRequestKind!
    """
    spacing: one of 0, 15, 30, 45, 60, 90.
    """
    minutes: Int
    orderId: ID!
    """
    balance: positive, two decimals at most.
    """
    quantity: Float
  }

  enum OrderRequestKind {
    balance
    hold
    spacing
  }

  enum OrderRequestStatus {
    accepted
    declined
    open
    withdrawn
  }

  input OrderScheduleInput {
    """
    The supplier's local date, YYYY-MM-DD; for disposal bins, their drop-off date.
    """
    date: String!
    """
    0 (all trucks at once), 15, 30, 45, 60 or 90.
    """
    minutesBetweenTrucks: Int!
    """
    Disposal bins only (required for them): the pick-up date, YYYY-MM-DD, after the drop-off date
    and at most 30 days later (BAD_USER_INPUT with \`fields["quote.schedule.pickUpDate"]\` otherwise).
    """
    pickUpDate: String
    """
    For disposal bins the server books one truck per bin, all at once, whatever is sent.
    """
    trucks: Int!
    """
    The chosen window's local start hour (DeliveryWindow.startHour); required to place an order.
    """
    windowStartHour: Int
  }

  enum OrderStatus {
    """
    The supplier accepted it.
    """
    accepted
    """
    Canceled by the contractor, the supplier, or for want of payment.
    """
    canceled
    """
    Closed: delivered and settled.
    """
    completed
    """
    The supplier declined it (with a reason the contractor sees); trucks, holds and credit released.
    """
    declined
    """
    Delivered on site.
    """
    delivered
    """
    On its way: the first truck left the plant.
    """
    dispatched
    """
    Placed by the contractor; the supplier has not answered yet.
    """
    placed
    """
    The supplier planned it (trucks and crew for the window).
    """
    scheduled
  }

  type OrderTaxLine {
    amountCents: Int!
    name: String!
    """
    e.g. 13 or 8.625.
    """
    ratePercent: Float!
  }

  """
  A delivery window the supplier proposes instead of the ordered one.
  """
  type OrderWindowProposal {
    """
    The supplier's local date, YYYY-MM-DD.
    """
    deliveryDate: String!
    """
    e.g. 10:00–14:00 (local).
    """
    deliveryWindow: String!
    reason: String
    windowStartHour: Int!
  }

  type Partner {
    """
    The partner's public code, carried by its buy-now buttons and referral links.
    """
    code: String!
    id: ID!
    """
    URL path of the partner's logo.
    """
    logo: String!
    name: String!
    """
    When this is a supplier's own button (not a referral partner): its storefront's slug; its links skip the producer step.
    """
    storefrontSlug: String
    """
    The supplier the partner sells for, when it is one: its buttons preselect it in the order flow.
    """
    supplierId: ID
  }

  """
  An amount in one currency, in cents.
  """
  type PartnerAmount {
    cents: Int!
    currency: String!
  }

  """
  What a partner's button offers.
  """
  enum PartnerButtonAction {
    buy
    rent
  }

  input PartnerButtonClickInput {
    action: PartnerButtonAction!
    code: String!
  }

  type PartnerDashboard {
    """
    Commission earned and posted, waiting for the next payout.
    """
    awaitingPayout: [PartnerAmount!]!
    code: String!
    """
    The commission rate on new orders, in basis points of the subtotal (500 is 5 %).
    """
    commissionBps: Int!
    """
    The last 12 months, the current one first.
    """
    months: [PartnerMonth!]!
    name: String!
    """
    Commission earned and not paid out yet, per currency: what the marketplace owes the partner.
    """
    owed: [PartnerAmount!]!
    """
    Commission in payouts paid, per currency.
    """
    paidOut: [PartnerAmount!]!
    payouts: [PartnerPayout!]!
    """
    Whether commission is paid out: the partner is a supplier, paid with its payouts. A partner that
    is no supplier has no payout account yet: its commission stays owed (\`owed\`), in full.
    """
    paysOut: Boolean!
    totals: PartnerFigures!
  }

  """
  What a partner's link and buttons brought in a month (UTC), or in all.
  """
  type PartnerFigures {
    """
    Clicks on the partner's referral link and buttons, each visitor once a day.
    """
    clicks: Int!
    """
    Commission on the orders delivered and paid, per currency.
    """
    earned: [PartnerAmount!]!
    """
    Orders placed with the partner's code, cancelled and declined ones not counted.
    """
    orders: Int!
    """
    Commission on the orders still going ahead: earned once delivered and paid.
    """
    pending: [PartnerAmount!]!
    """
    The referral credit ($20 each) given to the contractors who signed up with the code.
    """
    referralCreditsCents: Int!
    """
    Contractors who signed up with the partner's code.
    """
    signUps: Int!
  }

  input PartnerFilter {
    """
    Only partners who agreed to be shown publicly.
    """
    visibleOnly: Boolean
  }

  type PartnerList {
    values: [Partner!]!
  }

  type PartnerMonth {
    figures: PartnerFigures!
    """
    YYYY-MM: the month of the click, the sign-up, the order's placing.
    """
    month: String!
  }

  """
  A payout of the partner's supplier that carried some of the partner's commission.
  """
  type PartnerPayout {
    """
    The partner's commission in this payout.
    """
    amountCents: Int!
    currency: String!
    id: ID!
    """
    YYYY-MM-DD: the payout day.
    """
    payoutDate: String!
    status: SupplierPayoutStatus!
  }

  """
  The partner form. The fields are nullable so that a missing one is answered like an empty one,
  BAD_USER_INPUT with 'Required' in \`extensions.fields\`; all but \`website\` are required.
  """
  input PartnerRequestInput {
    """
    Must be true: the partner offers 10% on MSRP and accepts the partner terms.
    """
    acceptedTerms: Boolean
    address: String
    companyName: String
    email: String
    """
    Any usual format; stored in E.164 (+ and digits).
    """
    phone: String
    """
    One of the ProductType values.
    """
    productType: String
    """
    Approximate number of unique products, 1 to 100000.
    """
    uniqueProductCount: Int
    """
    Optional; https:// is assumed when no scheme is given.
    """
    website: String
  }

  """
  A partner's counts, all time.
  """
  type PartnerStats {
    buyClicks: Int!
    """
    Clicks on the partner's buttons, both actions.
    """
    clicks: Int!
    code: String!
    """
    Orders placed with the partner's code (from its buttons), cancelled ones not counted.
    """
    orders: Int!
    rentClicks: Int!
  }

  type PaymentGatewayInfo {
    """
    Spec: an additional hold of this percentage is pre-authorised on card orders for changes.
    """
    additionalHoldPercent: Int!
    """
    Spec: the bank-debit mandate is cancelable with this many days' notice.
    """
    bankDebitCancelNoticeDays: Int!
    """
    Spec: the card is charged this many hours before delivery.
    """
    chargeHoursBeforeDelivery: Int!
    """
    Days of credit on 120-day terms.
    """
    creditTermDays: Int!
    name: PaymentGatewayName!
    """
    Stripe's publishable key (Stripe only).
    """
    publishableKey: String
  }

  enum PaymentGatewayName {
    sandbox
    stripe
  }

  type PaymentLink {
    """
    ISO 8601 date-time.
    """
    expiresAt: String!
    id: ID!
    orderId: ID!
    """
    The page to share: \${SITE_URL}/pay/<token>. Only returned when the link is created.
    """
    url: String!
  }

  input PaymentLinkPayInput {
    bankAccount: BankAccountInput
    """
    Sandbox card details.
    """
    card: CardPaymentMethodInput
    """
    The payer's email for the receipt.
    """
    email: String
    """
    Stripe: a payment method Stripe.js created.
    """
    paymentMethodId: String
    """
    card or a bank type (stripe_b2b_us, stripe_b2b_ca).
    """
    paymentType: PaymentType!
  }

  """
  The payment request / pay-invoice page (spec: order id, contractor name, delivery date, amounts, unpaid amount, invoice link).
  """
  type PaymentLinkView {
    contractorName: String!
    currency: String!
    deliveryAddress: String!
    deliveryDate: String!
    deliveryWindow: String!
    expiresAt: String!
    """
    The invoice as a PDF document (a signed link valid for a few minutes).
    """
    invoiceUrl: String!
    minutesBetweenTrucks: Int!
    orderId: ID!
    """
    Short order number for people, e.g. 'BM-3F9A21'.
    """
    orderNumber: String!
    """
    Whether the link takes a payment now: false while a payment is on its way or held.
    """
    payable: Boolean!
    """
    How the order's newest payment pays (null when none was made).
    """
    payingWith: PaymentMethodKind
    """
    120-day terms: when the invoice is due (YYYY-MM-DD).
    """
    paymentDueDate: String
    paymentStatus: OrderPaymentStatus!
    """
    The way the order was to be paid when placed (flexPayment: 120-day terms, which the link settles early).
    """
    paymentType: PaymentType!
    """
    Disposal bins: their pick-up date (YYYY-MM-DD); the delivery date is their drop-off.
    """
    pickUpDate: String
    productName: String!
    productType: ProductType!
    quantity: Float!
    quote: OrderQuote!
    """
    Who asks for the payment: the person who made the link and their company, or the supplier when it made it.
    """
    requestedBy: String!
    status: OrderStatus!
    supplierName: String!
    """
    The delivery site's IANA time zone: the link's times are shown in it.
    """
    timeZone: String!
    totalCents: Int!
    trucks: Int!
    unit: ProductUnit!
    unpaidAmountCents: Int!
  }

  type PaymentMethod {
    brand: String
    createdAt: String!
    expMonth: Int
    expYear: Int
    holderName: String
    id: ID!
    """
    The company's default method, preselected at checkout: the one the owner chose, else the first saved.
    """
    isDefault: Boolean!
    """
    e.g. 'Visa •••• 4242' or 'Royal Bank •••• 6789'.
    """
    label: String!
    last4: String!
    """
    Bank accounts: when the mandate was accepted (ISO 8601).
    """
    mandateAcceptedAt: String
    """
    card (also used for \`stripe\`), stripe_b2b_us or stripe_b2b_ca.
    """
    paymentType: PaymentType!
    verificationStatus: PaymentMethodVerification!
  }

  """
  How a payment pays, in the words a payer knows: a card, a bank debit, or 120-day terms.
  """
  enum PaymentMethodKind {
    bank
    card
    terms
  }

  enum PaymentMethodVerification {
    """
    Too many wrong micro-deposit attempts.
    """
    failed
    """
    Bank accounts: micro-deposits sent, not confirmed yet ('Verification is required').
    """
    pending
    verified
  }

  type PaymentSetupIntent {
    clientSecret: String!
  }

  """
  Spec section 3: bank account (stripe_b2b_ca, stripe_b2b_us), credit card (stripe, card), 120-day terms (flexPayment).
  """
  enum PaymentType {
    card
    flexPayment
    stripe
    stripe_b2b_ca
    stripe_b2b_us
  }

  type PayoutBalance {
    """
    Everything not paid out yet; negative when refunds after the last payout exceed what came in.
    """
    balanceCents: Int!
    currency: String!
    """
    What the next payout will pay: the money settled by then (never negative).
    """
    nextPayoutCents: Int!
  }

  """
  The supplier's Stripe Connect account (null with the sandbox).
  """
  type PayoutConnectStatus {
    connected: Boolean!
    detailsSubmitted: Boolean!
    payoutsEnabled: Boolean!
  }

  type PayoutFees {
    """
    Basis points: 800 is 8 %.
    """
    commissionBps: Int!
    processingFeeBps: Int!
    processingFeeFixedCents: Int!
  }

  input PlaceOrderInput {
    """
    For the manager or driver.
    """
    comment: String
    contact: OrderContactInput!
    """
    A typed address to keep as one of the company's job sites: saved with the order, in the same
    transaction, so its name and notes travel with the order. It must be the quote's delivery
    address (delivery.cityId, address, postalCode), not a saved job site.
    """
    jobSite: JobSiteInput
    """
    The partner whose button led here; kept when a partner has it.
    """
    partnerCode: String
    """
    The quote's input; schedule.windowStartHour is required.
    """
    quote: OrderQuoteInput!
    quoteFingerprint: String!
  }

  type Producer {
    allInPriceCents: Int!
    currency: String!
    """
    The supplier's record of disputes, beside its ratings.
    """
    disputeRecord: SupplierDisputeRecord!
    logo: String
    name: String!
    """
    The product with the lowest all-in price.
    """
    product: ProducerProduct!
    products: [ProducerProduct!]!
    rating: Float!
    ratingCount: Int!
    """
    The producer's delivery record over the last days (its public scorecard).
    """
    scorecard: ProducerScorecard!
    supplierId: ID!
  }

  type ProducerProduct {
    """
    Total with the product's fee, the card processing fee and taxes, one truck, no extras.
    """
    allInPriceCents: Int!
    colors: [String!]!
    description: String!
    extras: [ProductExtra!]!
    feeMaxCents: Int
    feeMinCents: Int
    id: ID!
    maximumOrder: Float!
    minimumOrder: Float!
    name: String!
    priceCents: Int!
    """
    The quantity the all-in price is for, in this product's unit.
    """
    quantity: Float!
    quantityIncrement: Float!
    """
    Disposal bins: the charge per bin for each day past the included days.
    """
    rentalExtraDayCents: Int
    """
    Disposal bins: the days on site the bin's price includes; null for other products.
    """
    rentalIncludedDays: Int
    type: ProductType!
    unit: ProductUnit!
  }

  """
  A supplier's delivery record over the last \`periodDays\` days, from its orders' events and loads:
  what contractors see when they choose a producer. Rates are shares from 0 to 1, rounded to four
  decimals, and null while \`deliveredOrders\` is under \`minimumDeliveries\` (Not enough deliveries yet).
  """
  type ProducerScorecard {
    """
    Delivered orders with a window starting in the period and their trucks' records: what the rates rest on.
    """
    deliveredOrders: Int!
    """
    Average share of the ordered quantity delivered, order by order (at most whole).
    """
    deliveredQuantityRate: Float
    minimumDeliveries: Int!
    """
    Share of delivered orders whose every truck arrived by its ETA (when it was due, with a few minutes' grace).
    """
    onTimeEtaRate: Float
    """
    Share of delivered orders whose every truck arrived by the end of the delivery window.
    """
    onTimeWindowRate: Float
    periodDays: Int!
    """
    Average stars of the ratings given in the period (null with none), and how many.
    """
    ratingAverage: Float
    ratingCount: Int!
    """
    Share of the supplier's delivered and canceled orders that the supplier canceled.
    """
    supplierCancellationRate: Float
  }

  enum ProducerSort {
    """
    All-in price of the order, lowest first.
    """
    allInPrice
    """
    Rating, best first.
    """
    rating
  }

  """
  Either cityId or jobSiteId.
  """
  input ProducersInput {
    cityId: ID
    jobSiteId: ID
    """
    How many producers to answer, best first by \`sort\`: 1 to 50.
    """
    limit: Int = 20
    productType: ProductType!
    """
    In \`unit\` (default each product's own); converted and rounded up to each product's steps.
    """
    quantity: Float
    sort: ProducerSort = allInPrice
    unit: ProductUnit
  }

  type ProductCategory {
    productCount: Int!
    supplierCount: Int!
    type: ProductType!
  }

  type ProductExtra {
    description: String
    """
    Extras of one group exclude each other (e.g. Rental period).
    """
    group: String
    id: ID!
    name: String!
    priceCents: Int!
    pricing: ProductExtraPricing!
  }

  enum ProductExtraPricing {
    perOrder
    perTruck
    perUnit
  }

  enum ProductType {
    aggregates
    readyMix
    rentals
    volumetric
  }

  """
  Spec section 3: units (to/TO is the tonne).
  """
  enum ProductUnit {
    m3
    ton
    tonne
    yd
  }

  """
  A product's quality paper (a PDF): a mix design, a safety data sheet or a certificate. Once
  attached it never changes; the supplier removes it or attaches a new version. An order carries
  the papers of its product in force when it was placed.
  """
  type QualityPaper {
    """
    ISO 8601 date-time.
    """
    addedAt: String!
    """
    The file's name as uploaded.
    """
    fileName: String!
    id: ID!
    kind: QualityPaperKind!
    sizeBytes: Int!
    title: String!
    """
    The PDF, a link signed for a few minutes.
    """
    url: String!
  }

  """
  An upload of POST /api/uploads/product-documents, attached with its kind and title.
  """
  input QualityPaperAttachInput {
    kind: QualityPaperKind!
    title: String!
    uploadId: ID!
  }

  enum QualityPaperKind {
    certificate
    mix_design
    safety_data_sheet
  }

  type Query {
    """
    The caller's current company as its settings show it.
    """
    companySettings: CompanySettings!
    """
    The caller's company's 120-day credit account; null until it applies.
    """
    creditAccount: CreditAccount
    """
    Marketplace operators only (FORBIDDEN for everyone else): the credit applications in one state,
    those under review oldest first, decided ones newest first (at most 200).
    """
    creditApplications(status: CreditAccountStatus!): [CreditApplication!]!
    """
    Stories of customers, for the customer-stories carousel.
    """
    customerStories: [CustomerStory!]!
    """
    Whether the marketplace delivers to a city or postal code of a country: \`available\` when at
    least one supplier serves the city it names. BAD_USER_INPUT when the query is neither.
    """
    deliveryAreaCheck(input: DeliveryAreaCheckInput!): DeliveryAreaCheck!
    """
    A supplier's 4-hour delivery windows on a local date (YYYY-MM-DD); NOT_FOUND for an unknown supplier.
    """
    deliveryAvailability(date: String!, supplierId: ID!): DeliveryAvailability!
    """
    How tracking shows the trucks (public).
    """
    deliveryMap: DeliveryMap!
    """
    The caller's loads on \`date\` (the supplier's today when absent), in the order they go.
    """
    driverDay(date: String): DriverDay!
    """
    An invitation as its link shows it (public: holding the link's token is the right to see it);
    null when the token is unknown or malformed.
    """
    invitation(token: String!): InvitationView
    """
    One open position; NOT_FOUND when it does not exist or is no longer published.
    """
    jobDetails(id: ID!): Job!
    """
    The statement of one of the caller's company's job sites for \`month\` (YYYY-MM); NOT_FOUND for another company's site.
    """
    jobSiteStatement(jobSiteId: ID!, month: String!): JobSiteStatement!
    """
    The caller's company's job sites, newest first. UNAUTHENTICATED / FORBIDDEN.
    """
    jobSites: [JobSite!]!
    """
    Open positions, newest first. \`limit\` is 1 to 50.
    """
    jobs(filter: JobFilter, limit: Int = 10, skip: Int = 0): JobList!
    """
    The marketplace in numbers, counted now: what the marketing pages state.
    """
    marketingFigures: MarketingFigures!
    """
    The signed-in person (ordinary or main token in \`authorization\`); null when signed out.
    """
    me: Viewer
    """
    The company's offices, in display order.
    """
    offices: [Office!]!
    """
    One of the caller's company's orders; NOT_FOUND for another company's.
    """
    order(id: ID!): Order!
    """
    The server's quote of an order. Quantity errors are BAD_USER_INPUT with the spec's messages in
    \`fields.quantity\`. Signed in, the company's referral credit is applied.
    """
    orderQuote(input: OrderQuoteInput!): OrderQuote!
    """
    One of the company's orders to order again (OrderReorder). NOT_FOUND for another company's order;
    UNAVAILABLE when its supplier no longer offers the product there.
    """
    orderReorder(id: ID!): OrderReorder!
    """
    The caller's company's orders matching \`filter\`, newest first. \`limit\` is 1 to 50; \`count\` is
    every matching order, and \`csvUrl\` downloads them all.
    """
    orders(filter: OrderFilter, limit: Int = 20, skip: Int = 0): OrderList!
    """
    A partner by its code (any case), visible or not; null when no partner has it. BAD_USER_INPUT for a malformed code.
    """
    partner(code: String!): Partner
    """
    The signed-in partner's dashboard: its code, rate, figures per month, commission and payouts.
    Only the partner's own account sees it: UNAUTHENTICATED signed out, FORBIDDEN for anyone else.
    """
    partnerDashboard: PartnerDashboard!
    """
    Clicks on a partner's buttons and the orders they led to; NOT_FOUND for an unknown code.
    """
    partnerStats(code: String!): PartnerStats!
    """
    Partners of the marketplace, for logo walls and the button generator.
    """
    partners(filter: PartnerFilter): PartnerList!
    """
    Which gateway takes payments, and what the browser needs to talk to it.
    """
    paymentGateway: PaymentGatewayInfo!
    """
    A payment link's invoice, for anyone holding the link. PAYMENT_LINK_INVALID when unknown, paid or expired.
    """
    paymentLink(token: String!): PaymentLinkView!
    """
    The caller's company's saved cards and bank accounts, newest first. A card is saved once it
    worked (a payment held or taken on it, or Stripe's setup confirmed), once per card (the
    gateway's fingerprint: the newest stays); a declined card is not listed.
    """
    paymentMethods: [PaymentMethod!]!
    """
    The suppliers delivering a product type to a city or a saved job site (of the caller's
    company), each with its products and the all-in price of the order, cheapest first by default;
    the first \`input.limit\` of them.
    """
    producers(input: ProducersInput!): [Producer!]!
    """
    The product categories (one per product type) with how many suppliers offer each.
    """
    productCategories: [ProductCategory!]!
    """
    Countries and cities with the product types delivered to each (a city without one is 'coming soon').
    """
    serviceRegions: [ServiceRegion!]!
    """
    A supplier's storefront: brand, service area and active products priced all-in; null for an unknown slug.
    """
    storefront(slug: String!): Storefront
    """
    A storefront's installable app: what its web app manifest and icons are drawn from; null for an unknown slug.
    """
    storefrontApp(slug: String!): StorefrontApp
    """
    The storefront a verified supplier domain serves; null for any other host.
    """
    storefrontByDomain(domain: String!): Storefront
    """
    The trucks and drivers a load may be planned with.
    """
    supplierApiFleet: SupplierApiFleet! @supplierApi
    """
    The supplier's API keys, newest first, revoked ones included.
    """
    supplierApiKeys: [SupplierApiKey!]!
    """
    One of the supplier's orders; NOT_FOUND for any other.
    """
    supplierApiOrder(id: ID!): SupplierApiOrder! @supplierApi
    """
    The supplier's orders, soonest delivery first. \`limit\` is 1 to 100.
    """
    supplierApiOrders(filter: SupplierOrderFilter, limit: Int = 50, skip: Int = 0): SupplierApiOrderList! @supplierApi
    """
    The catalogue of the supplier the caller acts within; FORBIDDEN outside a supplier company.
    """
    supplierCatalogue: SupplierCatalogue!
    """
    What holds the trucks and drivers while the order's loads could go (dispatchers; FORBIDDEN for drivers).
    """
    supplierFleetAvailability(orderId: ID!): FleetAvailability!
    """
    One of the supplier's orders; NOT_FOUND for another supplier's (or, for a driver, one not theirs).
    """
    supplierOrder(id: ID!): SupplierOrder!
    """
    The supplier's orders, soonest delivery first (drivers: their own). \`limit\` is 1 to 100.
    """
    supplierOrders(filter: SupplierOrderFilter, limit: Int = 50, skip: Int = 0): SupplierOrderList!
    """
    The supplier's balance, next payout and past payouts.
    """
    supplierPayouts: SupplierPayouts!
    """
    The caller's supplier's schedule from \`from\` (YYYY-MM-DD), \`days\` days (1 to 14, default 7).
    """
    supplierSchedule(days: Int, from: String!): SupplierSchedule!
    """
    The caller's supplier's scorecard; FORBIDDEN outside a supplier company.
    """
    supplierScorecard: SupplierScorecard!
    """
    The supplier's statement of \`month\` (YYYY-MM), for one customer or all.
    """
    supplierStatement(customerId: ID, month: String!): SupplierStatement!
    """
    The storefront of the supplier the caller acts within, and its button's counts. UNAUTHENTICATED / FORBIDDEN.
    """
    supplierStorefront: SupplierStorefront!
    """
    The supplier's trucks, active first, by name.
    """
    supplierTrucks: [Truck!]!
    """
    An endpoint's delivery log, newest event first (limit at most 100).
    """
    supplierWebhookDeliveries(endpointId: ID!, limit: Int! = 20, skip: Int! = 0): SupplierWebhookDeliveryList!
    """
    The supplier's webhook endpoints, newest first.
    """
    supplierWebhookEndpoints: [SupplierWebhookEndpoint!]!
    """
    The supplier company the caller acts within; FORBIDDEN outside one.
    """
    supplierWorkspace: SupplierWorkspace!
    """
    Suppliers on the marketplace, best rated first. \`limit\` is 1 to 50.
    """
    suppliers(filter: SupplierFilter, limit: Int = 12, skip: Int = 0): SupplierList!
    """
    The company the ordinary token acts within: its members and, for those who may invite, its
    pending invitations. UNAUTHENTICATED when signed out; FORBIDDEN without a company.
    """
    team: Team!
  }

  type ScheduleDriverDay {
    driver: SupplierTeamMember!
    loads: [ScheduleLoad!]!
  }

  type ScheduleLoad {
    contractorName: String!
    id: ID!
    orderId: ID!
    orderNumber: String!
    productType: ProductType!
    quantity: Float!
    sequence: Int!
    step: LoadStep!
    truckName: String
    unit: ProductUnit!
    """
    e.g. 06:00–10:00.
    """
    window: String!
  }

  type ServedCity {
    city: City!
    """
    Product types at least one supplier delivers here; empty: coming soon.
    """
    productTypes: [ProductType!]!
    supplierCount: Int!
  }

  type ServiceRegion {
    cities: [ServedCity!]!
    countryCode: String!
    countryName: String!
    """
    ISO 4217.
    """
    currency: String!
    """
    The postal-code placeholder of the country's address field (CA A1A 1A1, US 12345).
    """
    postalCodePlaceholder: String
  }

  input SignInInput {
    """
    An email, or a phone number with or without +.
    """
    login: String!
    password: String!
  }

  type StatementCustomer {
    customerId: ID!
    customerName: String!
    totals: [StatementTotal!]!
  }

  type StatementCustomerChoice {
    id: ID!
    name: String!
  }

  type StatementLine {
    currency: String!
    customerId: ID!
    customerName: String!
    """
    YYYY-MM-DD.
    """
    deliveryDate: String!
    jobNumber: String
    orderId: ID!
    orderNumber: String!
    payment: String!
    productName: String!
    """
    e.g. 8 m³.
    """
    quantity: String!
    """
    The order's state and payment, in the workspace's words.
    """
    status: String!
    totalCents: Int!
    unpaidCents: Int!
  }

  type StatementTotal {
    currency: String!
    totalCents: Int!
    unpaidCents: Int!
  }

  type Storefront {
    """
    The primary colour, '#rrggbb'; null: the marketplace's own.
    """
    brandColor: String
    """
    ISO 4217, of the home city's country: the currency of the prices.
    """
    currency: String!
    description: String!
    """
    The supplier's home city, where its prices are shown for.
    """
    homeCity: City!
    """
    URL path of the supplier's logo.
    """
    logo: String
    name: String!
    """
    Active products, each priced all-in (product, fee, card processing fee, taxes; one truck) for a typical quantity.
    """
    products: [ProducerProduct!]!
    rating: Float!
    ratingCount: Int!
    """
    The cities the supplier delivers to.
    """
    serviceAreas: [City!]!
    slug: String!
    supplierId: ID!
  }

  """
  A supplier's branded app: its storefront installed on a phone, named and coloured like it, its icons drawn from its logo.
  """
  type StorefrontApp {
    """
    The primary colour, '#rrggbb'; null: the marketplace's own.
    """
    brandColor: String
    description: String!
    """
    URL path of the supplier's logo; null: the icons are the name's initials on the brand colour.
    """
    logo: String
    name: String!
    slug: String!
  }

  type Supplier {
    description: String!
    homeCity: City!
    id: ID!
    """
    URL path of the supplier's logo, when it has one.
    """
    logo: String
    name: String!
    productTypes: [ProductType!]!
    """
    Average rating out of 5.
    """
    rating: Float!
    ratingCount: Int!
  }

  """
  What a load is planned with: the supplier's trucks and drivers.
  """
  type SupplierApiFleet {
    """
    The supplier's drivers, by name.
    """
    drivers: [SupplierTeamMember!]!
    """
    The supplier's trucks, active first, by name; retired ones take no new loads.
    """
    trucks: [Truck!]!
  }

  """
  One of the supplier's API keys, without the key itself.
  """
  type SupplierApiKey {
    """
    ISO 8601 date-times.
    """
    createdAt: String!
    """
    Who created it in the workspace; null for a key an operator issued or a removed account.
    """
    createdByName: String
    id: ID!
    """
    The last call made with it; null if never used.
    """
    lastUsedAt: String
    """
    What the key is for, as its creator named it.
    """
    name: String!
    """
    The key's first characters (\`bm_sk_\` and four more), to tell keys apart.
    """
    prefix: String!
    """
    Null while the key works.
    """
    revokedAt: String
  }

  input SupplierApiKeyCreateInput {
    """
    Required, at most 60 characters.
    """
    name: String!
  }

  """
  A new key, and the key itself: shown this once, never again.
  """
  type SupplierApiKeyCreatePayload {
    apiKey: SupplierApiKey!
    """
    The whole key (\`bm_sk_...\`), for \`Authorization: Bearer\`. It is not stored and cannot be shown again.
    """
    secret: String!
  }

  """
  One truck trip of an order, as the supplier's systems read it.
  """
  type SupplierApiLoad {
    arrivedAt: String
    """
    A delay the driver reported, in minutes, and why.
    """
    delayMinutes: Int
    delayReason: String
    deliveredAt: String
    """
    The quantity delivered, once delivered.
    """
    deliveredQuantity: Float
    """
    The driver (one of the supplier's team).
    """
    driver: SupplierTeamMember
    enRouteAt: String
    """
    The contractor asked to hold the truck in the yard.
    """
    held: Boolean!
    id: ID!
    """
    ISO 8601 date-times of each step reported.
    """
    loadedAt: String
    """
    In the order's unit.
    """
    quantity: Float!
    """
    1, 2, 3... in the order the trucks go.
    """
    sequence: Int!
    step: LoadStep!
    truck: LoadTruck
    unit: ProductUnit!
    unloadingAt: String
  }

  """
  An order placed with the supplier, as its own systems read it with an API key.
  """
  type SupplierApiOrder {
    accessNotes: String
    """
    The states the key may move it to now (accepted, declined, scheduled).
    """
    allowedTransitions: [OrderStatus!]!
    city: City!
    color: String
    """
    The contractor's comment on the order.
    """
    comment: String
    """
    The contractor's company.
    """
    contractorName: String!
    """
    ISO 8601 date-time.
    """
    createdAt: String!
    currency: String!
    deliveryAddress: String!
    """
    The supplier's local date, YYYY-MM-DD; a disposal bin's drop-off date.
    """
    deliveryDate: String!
    """
    e.g. 06:00–10:00 (the supplier's local time).
    """
    deliveryWindow: String!
    """
    The site's gate code, for the driver.
    """
    gateCode: String
    """
    Every change, oldest first.
    """
    history: [OrderEvent!]!
    id: ID!
    """
    The contractor's job (or purchase-order) number, if they gave one.
    """
    jobNumber: String
    """
    The truck trips planned for it, in the order they go.
    """
    loads: [SupplierApiLoad!]!
    minutesBetweenTrucks: Int!
    """
    The order's lines: the product, extras and fees.
    """
    options: [OrderLineItem!]!
    """
    Short order number for people, e.g. BM-3F9A21.
    """
    orderNumber: String!
    paymentStatus: OrderPaymentStatus!
    """
    Disposal bins: the pick-up date, YYYY-MM-DD; null for other products.
    """
    pickUpDate: String
    postalCode: String!
    productName: String!
    productType: ProductType!
    quantity: Float!
    """
    Disposal bins: the rental period in days, drop-off to pick-up; null for other products.
    """
    rentalDays: Int
    siteName: String
    status: OrderStatus!
    """
    The supplier's reason when it declined or canceled the order.
    """
    statusReason: String
    totalCents: Int!
    """
    How many trucks the order needs in its window.
    """
    trucks: Int!
    unit: ProductUnit!
    washoutNotes: String
    windowStartHour: Int!
  }

  type SupplierApiOrderList {
    """
    How many orders match the filter (without \`skip\` / \`limit\`).
    """
    count: Int!
    values: [SupplierApiOrder!]!
  }

  """
  The catalogue of the supplier the caller acts within.
  """
  type SupplierCatalogue {
    """
    Every city the supplier could serve, by country, region and name.
    """
    cities: [CatalogueCity!]!
    """
    ISO 4217: the currency of the supplier's prices.
    """
    currency: String!
    deliverySettings: SupplierDeliverySettings!
    """
    Whether the caller may change it (the owner and partner managers).
    """
    mayEdit: Boolean!
    """
    Every product, active ones first, then by name.
    """
    products: [SupplierProduct!]!
    """
    The cities the supplier delivers to.
    """
    serviceAreaCityIds: [ID!]!
    supplierId: ID!
    supplierName: String!
  }

  """
  How the supplier delivers.
  """
  type SupplierDeliverySettings {
    """
    An order can be canceled until this many hours before its window starts (0 to 168).
    """
    cancellationWindowHours: Int!
    """
    A card is pre-authorised for the amount due plus this percentage (0 to 50).
    """
    cardHoldPercent: Int!
    """
    Inside the cancellation window (before a load is dispatched) a contractor may still cancel,
    paying this percentage of the order's total (0 to 100); 0 refuses a late cancellation.
    """
    lateCancellationFeePercent: Int!
    """
    IANA time zone of the supplier's dispatch (America/Toronto): delivery windows are local.
    """
    timeZone: String!
    """
    Trucks the supplier can send in one 4-hour window (0 to 200).
    """
    windowCapacityTrucks: Int!
  }

  input SupplierDeliverySettingsInput {
    cancellationWindowHours: Int
    cardHoldPercent: Int
    """
    Left out, the saved fee stays.
    """
    lateCancellationFeePercent: Int
    timeZone: String
    windowCapacityTrucks: Int
  }

  type SupplierDeliveryWindow {
    """
    e.g. 06:00–10:00.
    """
    label: String!
    startHour: Int!
  }

  """
  A supplier's record of disputes, as contractors see it when they choose a supplier and the
  supplier sees it in its workspace: every dispute its customers opened on its orders (withdrawn
  ones aside), those it accepted, and those still in play (waiting for its answer, or contested).
  """
  type SupplierDisputeRecord {
    accepted: Int!
    open: Int!
    total: Int!
  }

  """
  A supplier's own domain and what to configure for it.
  """
  type SupplierDomain {
    domain: String!
    """
    The host its CNAME points to (or whose address its A record names).
    """
    target: String!
    """
    The TXT record's name: _buildmarket-verify.<domain>.
    """
    txtName: String!
    """
    The TXT record's value.
    """
    txtValue: String!
    """
    The storefront's address on the domain.
    """
    url: String!
    """
    The address this app answers the token at once the domain points here.
    """
    verificationUrl: String!
    verified: Boolean!
    """
    When it was verified (ISO 8601).
    """
    verifiedAt: String
    """
    How it was verified: 'http' or 'dns'.
    """
    verifiedBy: String
  }

  input SupplierDomainInput {
    """
    A domain name such as shop.example.com.
    """
    domain: String!
  }

  input SupplierFilter {
    productType: ProductType
  }

  type SupplierList {
    count: Int!
    values: [Supplier!]!
  }

  """
  An order as the supplier's workspace shows it.
  """
  type SupplierOrder {
    accessNotes: String
    """
    What the caller may do with it now.
    """
    allowedTransitions: [OrderStatus!]!
    """
    Changes of the total after it was paid, oldest first (read-only: the payer settles them).
    """
    balanceChanges: [OrderBalanceChange!]!
    city: City!
    color: String
    comment: String
    contactEmail: String!
    contactName: String!
    contactPhone: String!
    contractorName: String!
    """
    ISO 8601 date-time.
    """
    createdAt: String!
    currency: String!
    deliveryAddress: String!
    deliveryDate: String!
    deliveryWindow: String!
    """
    Disputes of the order's loads and invoice lines, oldest first.
    """
    disputes: [OrderDispute!]!
    gateCode: String
    history: [OrderEvent!]!
    id: ID!
    """
    The contractor's job (or purchase-order) number, if they gave one.
    """
    jobNumber: String
    """
    The truck trips planned for it, in the order they go (dispatch).
    """
    loads: [OrderLoad!]!
    mayProposeWindow: Boolean!
    """
    The order's chat, oldest first.
    """
    messages: [OrderMessage!]!
    minutesBetweenTrucks: Int!
    """
    Internal notes of the supplier's team, oldest first; never shown to the contractor.
    """
    notes: [SupplierOrderNote!]!
    """
    How many requests wait for an answer.
    """
    openRequests: Int!
    options: [OrderLineItem!]!
    orderNumber: String!
    paymentStatus: OrderPaymentStatus!
    """
    Disposal bins: the pick-up date, YYYY-MM-DD (deliveryDate is their drop-off); null for other products.
    """
    pickUpDate: String
    postalCode: String!
    productName: String!
    productType: ProductType!
    quantity: Float!
    """
    The contractor's rating, once given, and the supplier's answer.
    """
    rating: OrderRating
    """
    Disposal bins: the rental period in days, drop-off to pick-up; null for other products.
    """
    rentalDays: Int
    """
    Pour-day requests, newest first.
    """
    requests: [OrderRequest!]!
    siteName: String
    status: OrderStatus!
    statusReason: String
    """
    The delivery site's IANA time zone (its city's): every time of the order is shown in it.
    """
    timeZone: String!
    totalCents: Int!
    trucks: Int!
    unit: ProductUnit!
    """
    Messages of others the caller has not read.
    """
    unreadMessages: Int!
    washoutNotes: String
    windowProposal: OrderWindowProposal
    windowStartHour: Int!
  }

  type SupplierOrderCount {
    count: Int!
    status: OrderStatus!
  }

  input SupplierOrderFilter {
    cityId: ID
    """
    Delivery dates from and to (YYYY-MM-DD), both included.
    """
    deliveryFrom: String
    deliveryTo: String
    productId: ID
    """
    An order number (BM-3F9A21) or a job (PO) number, or part of one.
    """
    search: String
    status: OrderStatus
  }

  type SupplierOrderList {
    """
    How many orders match the filter (without \`skip\` / \`limit\`).
    """
    count: Int!
    """
    Per state, how many orders match every filter but the state (the inbox's badges).
    """
    counts: [SupplierOrderCount!]!
    values: [SupplierOrder!]!
  }

  type SupplierOrderNote {
    """
    ISO 8601 date-time.
    """
    at: String!
    authorName: String!
    body: String!
    id: ID!
  }

  input SupplierOrderNoteInput {
    body: String!
    orderId: ID!
  }

  input SupplierOrderTransitionInput {
    orderId: ID!
    """
    Required to decline or cancel: the contractor reads it.
    """
    reason: String
    to: OrderStatus!
  }

  input SupplierOrderWindowProposalInput {
    """
    YYYY-MM-DD, the supplier's local date.
    """
    deliveryDate: String!
    orderId: ID!
    reason: String
    windowStartHour: Int!
  }

  type SupplierPayout {
    amountCents: Int!
    currency: String!
    """
    Why the payout (or its transfer) failed.
    """
    failureMessage: String
    id: ID!
    """
    Whether the viewer may send it again now (the owner, a payout failed at the bank).
    """
    mayResend: Boolean!
    """
    A payout that failed at the bank: when it is sent again by itself (null: it will not be).
    """
    nextAttemptAt: String
    orders: [SupplierPayoutOrder!]!
    paidAt: String
    """
    Payouts sent to the bank for this batch: the first and each one sent again.
    """
    payoutAttempts: Int!
    """
    YYYY-MM-DD: the payout day of the batch.
    """
    payoutDate: String!
    """
    Made by the sandbox gateway: no money moved.
    """
    simulated: Boolean!
    """
    The payout to the supplier's bank (the second step).
    """
    status: SupplierPayoutStatus!
    """
    The transfer to the supplier's payout account (the first step, made once).
    """
    transferStatus: SupplierPayoutTransferStatus!
  }

  type SupplierPayoutOrder {
    """
    The order's net amount in this payout (payments less fees and refunds).
    """
    netCents: Int!
    orderId: ID!
    orderNumber: String!
  }

  enum SupplierPayoutStatus {
    failed
    in_transit
    paid
    pending
  }

  """
  A payout's first step: the batch's money from the marketplace to the supplier's payout account,
  made once per batch.
  """
  enum SupplierPayoutTransferStatus {
    failed
    pending
    sent
  }

  type SupplierPayouts {
    balances: [PayoutBalance!]!
    connect: PayoutConnectStatus
    fees: PayoutFees!
    """
    The whole ledger as CSV: a link signed for a few minutes.
    """
    ledgerCsvUrl: String!
    """
    Whether the viewer may connect the payout account (the owner).
    """
    mayConnect: Boolean!
    """
    YYYY-MM-DD.
    """
    nextPayoutDate: String!
    """
    The latest payouts, newest first.
    """
    payouts: [SupplierPayout!]!
    simulated: Boolean!
    """
    The sandbox only: the test bank account its simulated payouts go to (null: none set, paid; or Stripe).
    """
    testBankAccountNumber: String
  }

  """
  A product of the supplier's catalogue, active or not.
  """
  type SupplierProduct {
    """
    Offered to contractors. An inactive product stays on its orders.
    """
    active: Boolean!
    colors: [String!]!
    description: String!
    extras: [ProductExtra!]!
    feeMaxCents: Int
    """
    The delivery (or rental) fee range per truck, when the supplier charges one.
    """
    feeMinCents: Int
    id: ID!
    maximumOrder: Float!
    minimumOrder: Float!
    name: String!
    """
    Per unit, in cents of the supplier's currency.
    """
    priceCents: Int!
    """
    The quality papers in force (attached, not removed), oldest first: orders placed now carry them.
    """
    qualityPapers: [QualityPaper!]!
    """
    Orders grow from the minimum by this much.
    """
    quantityIncrement: Float!
    """
    Disposal bins: the price of each day past the included ones, per bin, in cents; null for other products.
    """
    rentalExtraDayCents: Int
    """
    Disposal bins: the days the bin's price includes; null for other products.
    """
    rentalIncludedDays: Int
    type: ProductType!
    unit: ProductUnit!
  }

  type SupplierProductChoice {
    id: ID!
    name: String!
  }

  """
  An extra of a product: with the id of one the product has, it is changed; without, added.
  """
  input SupplierProductExtraInput {
    description: String
    """
    Extras of one group exclude each other (e.g. Rental period).
    """
    group: String
    id: ID
    name: String
    priceCents: Int
    pricing: ProductExtraPricing
  }

  """
  A product as the workspace's form sends it. Nullable fields answer BAD_USER_INPUT with the
  form's message when missing. \`extras\` is the product's whole list, in order: extras not listed
  are removed.
  """
  input SupplierProductInput {
    """
    Omitted: active.
    """
    active: Boolean
    colors: [String!] = []
    description: String
    extras: [SupplierProductExtraInput!] = []
    feeMaxCents: Int
    """
    Both or neither; the highest not below the lowest.
    """
    feeMinCents: Int
    """
    Not below the minimum, a whole number of increments.
    """
    maximumOrder: Float
    """
    Above 0, two decimals at most, a whole number of increments.
    """
    minimumOrder: Float
    name: String
    """
    Above 0.
    """
    priceCents: Int
    quantityIncrement: Float
    """
    Disposal bins (required for them, 0 or more): each extra day's price per bin, in cents. Ignored for other products.
    """
    rentalExtraDayCents: Int
    """
    Disposal bins (required for them, 1 to 30): the days the bin's price includes. Ignored for other products.
    """
    rentalIncludedDays: Int
    type: ProductType
    """
    Consistent with the type: concrete in m3 or yd, aggregates in tonne or ton, bins in yd.
    """
    unit: ProductUnit
  }

  type SupplierSchedule {
    days: [SupplierScheduleDay!]!
    """
    The last date whose schedule may be changed (and booked).
    """
    lastChangeableDate: String!
    """
    Whether the caller may change the schedule.
    """
    mayEdit: Boolean!
    """
    IANA time zone of the dates and windows.
    """
    timeZone: String!
    """
    The supplier's local date today.
    """
    today: String!
  }

  """
  One day of the schedule board.
  """
  type SupplierScheduleDay {
    """
    Orders still going ahead on the date (placed, accepted, scheduled, dispatched): a date with any cannot be blocked.
    """
    activeOrderCount: Int!
    """
    The team's reason for blocking it (contractors only read that the date is closed).
    """
    blockReason: String
    """
    True when the supplier does not deliver on this date: every window's capacity is 0.
    """
    blocked: Boolean!
    """
    Whether the date may be changed: from today to 180 days ahead.
    """
    changeable: Boolean!
    """
    The supplier's local date, YYYY-MM-DD.
    """
    date: String!
    """
    The day's loads per driver, each driver's in the order they go (dispatch).
    """
    drivers: [ScheduleDriverDay!]!
    windows: [SupplierScheduleWindow!]!
  }

  """
  An order in a window of the schedule board.
  """
  type SupplierScheduleOrder {
    """
    The contractor's company.
    """
    contractorName: String!
    id: ID!
    orderNumber: String!
    productName: String!
    productType: ProductType!
    quantity: Float!
    status: OrderStatus!
    trucks: Int!
    unit: ProductUnit!
  }

  """
  One 4-hour window of a day on the schedule board.
  """
  type SupplierScheduleWindow {
    bookedTrucks: Int!
    """
    What may be booked: 0 on a blocked date, else the board's capacity for this date, else the default.
    """
    capacityTrucks: Int!
    """
    The delivery settings' trucks per window.
    """
    defaultCapacityTrucks: Int!
    """
    e.g. 06:00–10:00 (local).
    """
    label: String!
    """
    The orders holding trucks in the window (every state but declined and canceled), soonest first.
    """
    orders: [SupplierScheduleOrder!]!
    """
    The capacity set on the board for this window and date; null when it has the default.
    """
    overrideCapacityTrucks: Int
    """
    Local start hour.
    """
    startHour: Int!
  }

  """
  The supplier's own scorecard: the public figures and the counts behind them, disputes included.
  """
  type SupplierScorecard {
    canceledByContractor: Int!
    """
    Orders canceled in the period by the supplier, and by the contractor.
    """
    canceledBySupplier: Int!
    deliveredOrders: Int!
    deliveredQuantityRate: Float
    """
    Disputes opened in the period and not withdrawn: all, accepted, and waiting (open or contested).
    """
    disputes: Int!
    disputesAccepted: Int!
    disputesOpen: Int!
    """
    Delivered orders with a truck after its ETA and the grace.
    """
    lateEtaOrders: Int!
    """
    Delivered orders with a truck after the window's end.
    """
    lateWindowOrders: Int!
    minimumDeliveries: Int!
    onTimeEtaRate: Float
    onTimeWindowRate: Float
    periodDays: Int!
    ratingAverage: Float
    ratingCount: Int!
    """
    Delivered orders short of the quantity ordered.
    """
    shortOrders: Int!
    supplierCancellationRate: Float
  }

  input SupplierServiceAreasInput {
    """
    The cities to deliver to (every other is removed); none pauses every delivery.
    """
    cityIds: [ID!]
  }

  type SupplierStatement {
    csvUrl: String!
    """
    Every customer with orders that month, for the filter.
    """
    customerChoices: [StatementCustomerChoice!]!
    customerId: ID
    customers: [StatementCustomer!]!
    lines: [StatementLine!]!
    """
    YYYY-MM.
    """
    month: String!
    """
    The statement as PDF and as CSV: links signed for a few minutes.
    """
    pdfUrl: String!
    totals: [StatementTotal!]!
  }

  type SupplierStorefront {
    brandColor: String
    """
    The supplier's own button: its code (as in /r/<code>), clicks and the orders placed through it.
    """
    button: PartnerStats!
    """
    The supplier's own domain, verified or not; null when it has none.
    """
    domain: SupplierDomain
    """
    URL path of the storefront's logo; a new one is uploaded to POST /api/uploads/logo, removed with DELETE there.
    """
    logo: String
    """
    Whether the caller may change the storefront (owner and managers).
    """
    mayEdit: Boolean!
    name: String!
    slug: String!
  }

  input SupplierStorefrontInput {
    """
    '#rrggbb', or null for the marketplace's own colour.
    """
    brandColor: String
  }

  type SupplierTeamMember {
    fullName: String!
    userId: ID!
  }

  """
  One event sent to one endpoint: the delivery log's row.
  """
  type SupplierWebhookDelivery {
    attempts: Int!
    deliveredAt: String
    """
    How long the last attempt took, in milliseconds.
    """
    durationMs: Int
    """
    ISO 8601 date-times.
    """
    eventCreatedAt: String!
    """
    The event's id, the same in every attempt (the body's \`id\`): a receiver drops repeats by it.
    """
    eventId: ID!
    eventType: String!
    id: ID!
    lastAttemptAt: String
    """
    Why the last attempt failed (a status, a timeout, a refused connection).
    """
    lastError: String
    """
    When the next automatic attempt is due (pending only).
    """
    nextAttemptAt: String
    orderId: ID
    orderNumber: String
    """
    The last attempt's HTTP status; null when no answer came.
    """
    responseStatus: Int
    status: SupplierWebhookDeliveryStatus!
  }

  type SupplierWebhookDeliveryList {
    count: Int!
    values: [SupplierWebhookDelivery!]!
  }

  enum SupplierWebhookDeliveryStatus {
    """
    The endpoint answered with a 2xx status.
    """
    delivered
    """
    Given up after a day of retries (or a redelivery that failed).
    """
    failed
    """
    Waiting for its first attempt or its next retry.
    """
    pending
  }

  """
  One of the supplier's webhook endpoints, without its secret.
  """
  type SupplierWebhookEndpoint {
    """
    ISO 8601 date-times.
    """
    createdAt: String!
    createdByName: String
    """
    Disabled: no deliveries are made; its waiting retries resume when it is enabled again.
    """
    enabled: Boolean!
    """
    The event types it receives, e.g. order.placed, load.delivered.
    """
    events: [String!]!
    id: ID!
    """
    \`whsec_\` and the secret's first four characters, to tell which secret a receiver holds.
    """
    secretHint: String!
    secretRolledAt: String
    url: String!
  }

  input SupplierWebhookEndpointCreateInput {
    """
    At least one event type.
    """
    events: [String!]!
    """
    https:// (http:// on localhost outside production), at most 2048 characters.
    """
    url: String!
  }

  """
  An endpoint and its signing secret: shown at creation and when rolled, then never again.
  """
  type SupplierWebhookSecretPayload {
    endpoint: SupplierWebhookEndpoint!
    """
    The secret (\`whsec_...\`) that signs every delivery to this endpoint.
    """
    secret: String!
  }

  """
  The supplier company the caller acts within.
  """
  type SupplierWorkspace {
    """
    The cities the supplier serves and products it sells, for the inbox's filters.
    """
    cities: [City!]!
    """
    The supplier's own record of disputes, as contractors see it.
    """
    disputeRecord: SupplierDisputeRecord!
    drivers: [SupplierTeamMember!]!
    name: String!
    products: [SupplierProductChoice!]!
    role: MemberRole!
    supplierId: ID!
    """
    The supplier's time zone (IANA), in which delivery dates and windows are given.
    """
    timeZone: String!
    """
    The supplier's delivery windows of a day, for proposing another one.
    """
    windows: [SupplierDeliveryWindow!]!
  }

  type Team {
    company: Company!
    """
    The roles the caller may invite (empty: the caller may not invite).
    """
    invitableRoles: [InviteRole!]!
    """
    Pending invitations, newest first; empty when the caller may not invite.
    """
    invitations: [Invitation!]!
    """
    Oldest first.
    """
    members: [TeamMember!]!
    """
    The caller's role in the company.
    """
    viewerRole: MemberRole!
  }

  type TeamMember {
    email: String!
    fullName: String!
    """
    ISO 8601 date-time.
    """
    joinedAt: String!
    """
    The caller may remove them (teamMemberRemove): one may remove a member one could have invited, never the owner or oneself.
    """
    removable: Boolean!
    role: MemberRole!
    userId: ID!
  }

  """
  A truck of the supplier's fleet.
  """
  type Truck {
    """
    Retired trucks take no new loads.
    """
    active: Boolean!
    """
    What one trip carries, in \`unit\`.
    """
    capacity: Float!
    id: ID!
    """
    Its name or plate.
    """
    name: String!
    unit: ProductUnit!
  }

  input TruckInput {
    capacity: Float!
    """
    Absent for a new truck.
    """
    id: ID
    name: String!
    unit: ProductUnit!
  }

  type TruckPosition {
    """
    The phone's accuracy radius, in metres.
    """
    accuracyMeters: Float
    """
    ISO 8601 date-time.
    """
    at: String!
    latitude: Float!
    longitude: Float!
  }

  """
  The signed-in person.
  """
  type Viewer {
    """
    Every company the person belongs to, the current one included, by name.
    """
    companies: [CompanyMembership!]!
    """
    The company the ordinary token acts within; null when the person belongs to none.
    """
    company: Company
    email: String!
    fullName: String!
    id: ID!
    """
    A marketplace operator (BuildMarket's staff): reviews credit applications at /operator/credit.
    """
    isMarketplaceOperator: Boolean!
    """
    A referral partner's account: its dashboard is at /partner.
    """
    isPartner: Boolean!
    """
    E.164: + and digits.
    """
    phone: String
    """
    The person's code for referral links.
    """
    referralCode: String!
    """
    The person's role in \`company\`; null without one.
    """
    role: MemberRole
  }

  """
  Required fields are nullable here too: a missing one answers BAD_USER_INPUT 'Required'.
  """
  input VolumePricingSubscribeInput {
    email: String
  }
`;
