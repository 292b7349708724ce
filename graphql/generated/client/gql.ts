/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AccountPasswordChange($input: AccountPasswordChangeInput!) {\n  accountPasswordChange(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": typeof types.AccountPasswordChangeDocument,
    "mutation AccountProfileUpdate($input: AccountProfileInput!) {\n  accountProfileUpdate(input: $input) {\n    ...ViewerFields\n  }\n}": typeof types.AccountProfileUpdateDocument,
    "mutation BankAccountCreate($input: BankAccountInput!, $idempotencyKey: String!) {\n  bankAccountCreate(input: $input, idempotencyKey: $idempotencyKey) {\n    ...PaymentMethodFields\n  }\n}": typeof types.BankAccountCreateDocument,
    "mutation BankAccountVerify($id: ID!, $amountsCents: [Int!]!) {\n  bankAccountVerify(id: $id, amountsCents: $amountsCents) {\n    ...PaymentMethodFields\n  }\n}": typeof types.BankAccountVerifyDocument,
    "mutation CardPaymentMethodCreate($input: CardPaymentMethodInput!, $idempotencyKey: String!) {\n  cardPaymentMethodCreate(input: $input, idempotencyKey: $idempotencyKey) {\n    ...PaymentMethodFields\n  }\n}": typeof types.CardPaymentMethodCreateDocument,
    "query CheckoutCreditAccount {\n  creditAccount {\n    status\n    currency\n    limitCents\n    availableCents\n    termDays\n    overdueCents\n    decisionReason\n  }\n}": typeof types.CheckoutCreditAccountDocument,
    "query CompanySettings {\n  companySettings {\n    ...CompanySettingsFields\n  }\n}": typeof types.CompanySettingsDocument,
    "fragment CompanySettingsFields on CompanySettings {\n  id\n  name\n  address {\n    street\n    city\n    region\n    postalCode\n    country\n  }\n  editable\n}": typeof types.CompanySettingsFieldsFragmentDoc,
    "mutation CompanySettingsUpdate($input: CompanySettingsInput!) {\n  companySettingsUpdate(input: $input) {\n    ...CompanySettingsFields\n  }\n}": typeof types.CompanySettingsUpdateDocument,
    "mutation CompanySwitch($companyId: ID!) {\n  companySwitch(companyId: $companyId) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": typeof types.CompanySwitchDocument,
    "mutation ContractorSignUp($input: ContractorSignUpInput!) {\n  contractorSignUp(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": typeof types.ContractorSignUpDocument,
    "query CreditAccount {\n  creditAccount {\n    ...CreditAccountFields\n  }\n}": typeof types.CreditAccountDocument,
    "mutation CreditAccountApply($input: CreditAccountApplyInput!) {\n  creditAccountApply(input: $input) {\n    ...CreditAccountFields\n  }\n}": typeof types.CreditAccountApplyDocument,
    "fragment CreditAccountFields on CreditAccount {\n  status\n  currency\n  limitCents\n  usedCents\n  availableCents\n  termDays\n  overdueCents\n  requestedLimitCents\n  openInvoices {\n    orderId\n    orderNumber\n    amountCents\n    dueDate\n    overdue\n  }\n  appliedAt\n  decidedAt\n  decisionReason\n  statement {\n    date\n    kind\n    orderId\n    orderNumber\n    amountCents\n    balanceCents\n    currency\n    dueDate\n  }\n  statementCsvUrl\n}": typeof types.CreditAccountFieldsFragmentDoc,
    "mutation CreditApplicationDecide($input: CreditApplicationDecideInput!) {\n  creditApplicationDecide(input: $input) {\n    ...CreditApplicationFields\n  }\n}": typeof types.CreditApplicationDecideDocument,
    "fragment CreditApplicationFields on CreditApplication {\n  companyId\n  companyName\n  status\n  legalName\n  countryCode\n  currency\n  businessNumber\n  yearsInBusiness\n  annualVolumeCents\n  requestedLimitCents\n  billingContactName\n  billingContactEmail\n  billingContactPhone\n  tradeReferences {\n    name\n    contactName\n    phone\n    email\n  }\n  applicantName\n  applicantEmail\n  appliedAt\n  limitCents\n  termDays\n  decidedAt\n  decidedByName\n  decisionReason\n}": typeof types.CreditApplicationFieldsFragmentDoc,
    "query CreditApplications($status: CreditAccountStatus!) {\n  creditApplications(status: $status) {\n    ...CreditApplicationFields\n  }\n}": typeof types.CreditApplicationsDocument,
    "query CustomerStories {\n  customerStories {\n    id\n    logo\n    message\n    author\n    position\n    title\n    ratingImage\n  }\n}": typeof types.CustomerStoriesDocument,
    "query DeliveryAreaCheck($input: DeliveryAreaCheckInput!) {\n  deliveryAreaCheck(input: $input) {\n    available\n    supplierCount\n    city {\n      id\n      name\n      regionCode\n      countryCode\n    }\n  }\n}": typeof types.DeliveryAreaCheckDocument,
    "mutation DeliveryAreaNotifyRequest($input: DeliveryAreaNotifyInput!) {\n  deliveryAreaNotifyRequest(input: $input)\n}": typeof types.DeliveryAreaNotifyRequestDocument,
    "query DeliveryAvailability($supplierId: ID!, $date: String!) {\n  deliveryAvailability(supplierId: $supplierId, date: $date) {\n    supplierId\n    date\n    timeZone\n    closed\n    closedMessage\n    windows {\n      startHour\n      label\n      startsAt\n      endsAt\n      capacityTrucks\n      bookedTrucks\n      remainingTrucks\n      available\n    }\n  }\n}": typeof types.DeliveryAvailabilityDocument,
    "query DriverDay($date: String) {\n  driverDay(date: $date) {\n    date\n    loads {\n      load {\n        ...OrderLoadFields\n      }\n      orderId\n      orderNumber\n      orderStatus\n      productName\n      productType\n      orderQuantity\n      deliveryDate\n      deliveryWindow\n      siteName\n      deliveryAddress\n      postalCode\n      siteLatitude\n      siteLongitude\n      cityName\n      gateCode\n      accessNotes\n      washoutNotes\n      contactName\n      contactPhone\n      contractorName\n      timeZone\n    }\n    coming {\n      date\n      loads {\n        load {\n          id\n          sequence\n          quantity\n          unit\n        }\n        orderId\n        orderNumber\n        deliveryWindow\n        productName\n        siteName\n        deliveryAddress\n        cityName\n      }\n    }\n  }\n}": typeof types.DriverDayDocument,
    "query DriverOrder($id: ID!) {\n  supplierOrder(id: $id) {\n    id\n    orderNumber\n    status\n    contractorName\n    timeZone\n    productName\n    productType\n    quantity\n    unit\n    trucks\n    minutesBetweenTrucks\n    deliveryDate\n    deliveryWindow\n    pickUpDate\n    rentalDays\n    siteName\n    deliveryAddress\n    postalCode\n    city {\n      id\n      name\n    }\n    jobNumber\n    gateCode\n    accessNotes\n    washoutNotes\n    comment\n    contactName\n    contactPhone\n    loads {\n      ...OrderLoadFields\n    }\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n  }\n}": typeof types.DriverOrderDocument,
    "query HeaderAccount {\n  me {\n    id\n    fullName\n    role\n    company {\n      id\n      kind\n    }\n    isPartner\n  }\n}": typeof types.HeaderAccountDocument,
    "mutation InternalCandidateRequestCreate($job: ID!, $candidate: CareerCandidateInput!, $requestPayload: CandidateRequestPayloadInput!) {\n  internalCandidateRequestCreate(\n    job: $job\n    candidate: $candidate\n    requestPayload: $requestPayload\n  )\n}": typeof types.InternalCandidateRequestCreateDocument,
    "mutation InvitationAccept($token: String!) {\n  invitationAccept(token: $token) {\n    ...InvitationViewFields\n  }\n}": typeof types.InvitationAcceptDocument,
    "query InvitationByToken($token: String!) {\n  invitation(token: $token) {\n    ...InvitationViewFields\n  }\n}": typeof types.InvitationByTokenDocument,
    "mutation InvitationCreate($input: InvitationCreateInput!) {\n  invitationCreate(input: $input) {\n    ...InvitationFields\n  }\n}": typeof types.InvitationCreateDocument,
    "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  status\n  invitedBy\n  createdAt\n  expiresAt\n}": typeof types.InvitationFieldsFragmentDoc,
    "mutation InvitationReject($token: String!) {\n  invitationReject(token: $token) {\n    ...InvitationViewFields\n  }\n}": typeof types.InvitationRejectDocument,
    "mutation InvitationRevoke($id: ID!) {\n  invitationRevoke(id: $id) {\n    ...InvitationFields\n  }\n}": typeof types.InvitationRevokeDocument,
    "fragment InvitationViewFields on InvitationView {\n  companyName\n  companyKind\n  inviterName\n  email\n  role\n  status\n  expiresAt\n}": typeof types.InvitationViewFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  jobDetails(id: $id) {\n    id\n    title\n    direction\n    type\n    location\n    salary\n    experience\n    description\n    requirements\n    responsibilities\n    additionalInfo\n    postedAt\n  }\n}": typeof types.JobDetailsDocument,
    "mutation JobSiteCreate($input: JobSiteInput!) {\n  jobSiteCreate(input: $input) {\n    ...JobSiteFields\n  }\n}": typeof types.JobSiteCreateDocument,
    "fragment JobSiteFields on JobSite {\n  id\n  name\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  address\n  postalCode\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  createdAt\n  updatedAt\n}": typeof types.JobSiteFieldsFragmentDoc,
    "query JobSitePapers {\n  jobSites {\n    id\n    qualityPaperCount\n    qualityPapersUrl\n  }\n}": typeof types.JobSitePapersDocument,
    "query JobSiteStatement($month: String!, $jobSiteId: ID!) {\n  jobSiteStatement(month: $month, jobSiteId: $jobSiteId) {\n    month\n    jobSiteId\n    orderCount\n    totals {\n      currency\n      totalCents\n      unpaidCents\n    }\n    pdfUrl\n    csvUrl\n  }\n}": typeof types.JobSiteStatementDocument,
    "mutation JobSiteUpdate($id: ID!, $input: JobSiteInput!) {\n  jobSiteUpdate(id: $id, input: $input) {\n    ...JobSiteFields\n  }\n}": typeof types.JobSiteUpdateDocument,
    "query JobSites {\n  jobSites {\n    ...JobSiteFields\n  }\n}": typeof types.JobSitesDocument,
    "query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {\n  jobs(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      title\n      direction\n      type\n      location\n      salary\n      postedAt\n    }\n    count\n  }\n}": typeof types.JobsDocument,
    "mutation LoadDelayReport($input: LoadDelayInput!) {\n  loadDelayReport(input: $input) {\n    ...OrderLoadFields\n  }\n}": typeof types.LoadDelayReportDocument,
    "mutation LoadDeliver($input: LoadDeliveryInput!) {\n  loadDeliver(input: $input) {\n    ...OrderLoadFields\n  }\n}": typeof types.LoadDeliverDocument,
    "mutation LoadNoteSave($input: LoadNoteInput!) {\n  loadNoteSave(input: $input) {\n    ...OrderLoadFields\n  }\n}": typeof types.LoadNoteSaveDocument,
    "mutation LoadPositionReport($input: LoadPositionInput!) {\n  loadPositionReport(input: $input) {\n    id\n    step\n    position {\n      at\n    }\n  }\n}": typeof types.LoadPositionReportDocument,
    "mutation LoadStepReport($input: LoadStepInput!) {\n  loadStepReport(input: $input) {\n    ...OrderLoadFields\n  }\n}": typeof types.LoadStepReportDocument,
    "query MarketingFigures {\n  marketingFigures {\n    suppliers\n    countries\n    cities\n    aggregateCities\n    products\n    deliveries\n  }\n}": typeof types.MarketingFiguresDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": typeof types.MeDocument,
    "query Offices {\n  offices {\n    id\n    location\n    address\n  }\n}": typeof types.OfficesDocument,
    "mutation OrderBalanceChangeAuthorize($changeId: ID!) {\n  orderBalanceChangeAuthorize(changeId: $changeId) {\n    ...OrderBalanceChangeFields\n  }\n}": typeof types.OrderBalanceChangeAuthorizeDocument,
    "mutation OrderBalanceChangeConfirm($changeId: ID!) {\n  orderBalanceChangeConfirm(changeId: $changeId) {\n    ...OrderBalanceChangeFields\n  }\n}": typeof types.OrderBalanceChangeConfirmDocument,
    "fragment OrderBalanceChangeFields on OrderBalanceChange {\n  id\n  settlement\n  status\n  previousTotalCents\n  newTotalCents\n  differenceCents\n  refundedCents\n  currency\n  methodLabel\n  failureMessage\n  summary\n  documentTitle\n  documentUrl\n  createdAt\n  settledAt\n}": typeof types.OrderBalanceChangeFieldsFragmentDoc,
    "mutation OrderCancel($id: ID!, $acceptFeeCents: Int) {\n  orderCancel(id: $id, acceptFeeCents: $acceptFeeCents) {\n    ...OrderFields\n  }\n}": typeof types.OrderCancelDocument,
    "query OrderDetails($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n    orderNumber\n    invoiceUrl\n    qualityPapers {\n      ...QualityPaperFields\n    }\n    statusReason\n    windowProposal {\n      ...OrderWindowProposalFields\n    }\n    history {\n      ...OrderEventFields\n    }\n    rating {\n      ...OrderRatingFields\n    }\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n    loads {\n      ...OrderLoadFields\n    }\n    requests {\n      ...OrderRequestFields\n    }\n    balanceChanges {\n      ...OrderBalanceChangeFields\n    }\n    disputes {\n      ...OrderDisputeFields\n    }\n    disputableLines {\n      key\n      label\n      amountCents\n    }\n    paymentDueDate\n    chargeAt\n    paymentDueBy\n    payment {\n      status\n      amountCents\n      failureMessage\n      failureCode\n      nextAction\n      chargeAt\n      method\n      paidAt\n    }\n  }\n  deliveryMap {\n    styleUrl\n  }\n}": typeof types.OrderDetailsDocument,
    "fragment OrderDisputeFields on OrderDispute {\n  id\n  loadId\n  loadSequence\n  lineKey\n  subject\n  reason\n  description\n  status\n  currency\n  claimedCents\n  creditedCents\n  maxCreditCents\n  answerNote\n  openedByName\n  answeredByName\n  photoUrls\n  balanceChangeId\n  createdAt\n  answeredAt\n}": typeof types.OrderDisputeFieldsFragmentDoc,
    "mutation OrderDisputeOpen($input: OrderDisputeInput!) {\n  orderDisputeOpen(input: $input) {\n    ...OrderDisputeFields\n  }\n}": typeof types.OrderDisputeOpenDocument,
    "mutation OrderDisputeWithdraw($disputeId: ID!) {\n  orderDisputeWithdraw(disputeId: $disputeId) {\n    ...OrderDisputeFields\n  }\n}": typeof types.OrderDisputeWithdrawDocument,
    "fragment OrderEventFields on OrderEvent {\n  id\n  kind\n  status\n  party\n  actorName\n  byApiKey\n  reason\n  proposedDeliveryDate\n  proposedWindow\n  at\n}": typeof types.OrderEventFieldsFragmentDoc,
    "fragment OrderFields on Order {\n  id\n  status\n  paymentType\n  paymentStatus\n  supplierId\n  supplierName\n  contractorName\n  productId\n  productType\n  productName\n  quantity\n  unit\n  color\n  trucks\n  minutesBetweenTrucks\n  deliveryDate\n  pickUpDate\n  rentalDays\n  deliveryWindow\n  deliveryStartsAt\n  jobSiteId\n  siteName\n  deliveryAddress\n  postalCode\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  options {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  comment\n  contactName\n  contactEmail\n  contactPhone\n  currency\n  quote {\n    ...OrderQuoteFields\n  }\n  totalCents\n  referralCreditAppliedCents\n  amountDueCents\n  unpaidAmountCents\n  partnerCode\n  createdAt\n  canceledAt\n  cancelReason\n  cancelableUntil\n  cancelable\n  lateCancellationFeePercent\n  lateCancellationFeeCents\n  lateCancelable\n  cancellationFeeCents\n  timeZone\n}": typeof types.OrderFieldsFragmentDoc,
    "mutation OrderHoldRelease($orderId: ID!) {\n  orderHoldRelease(orderId: $orderId) {\n    id\n    loads {\n      id\n      held\n    }\n  }\n}": typeof types.OrderHoldReleaseDocument,
    "fragment OrderLoadFields on OrderLoad {\n  id\n  sequence\n  quantity\n  unit\n  truck {\n    id\n    name\n  }\n  driver {\n    userId\n    fullName\n  }\n  step\n  loadedAt\n  enRouteAt\n  arrivedAt\n  unloadingAt\n  deliveredAt\n  driverNote\n  delayMinutes\n  deliveredQuantity\n  waterAddedLitres\n  slumpMm\n  receivedBy\n  hasSignature\n  hasPhoto\n  ticketUrl\n  delayReason\n  held\n  heldAt\n  eta {\n    distanceKm\n    arrivesAt\n    approximate\n    source\n    lateForWindow\n    directKm\n    bearingDegrees\n  }\n  position {\n    latitude\n    longitude\n    accuracyMeters\n    at\n  }\n}": typeof types.OrderLoadFieldsFragmentDoc,
    "fragment OrderMessageFields on OrderMessage {\n  id\n  body\n  authorName\n  party\n  mine\n  at\n}": typeof types.OrderMessageFieldsFragmentDoc,
    "mutation OrderMessageSend($input: OrderMessageInput!) {\n  orderMessageSend(input: $input) {\n    ...OrderMessageFields\n  }\n}": typeof types.OrderMessageSendDocument,
    "mutation OrderMessagesRead($orderId: ID!) {\n  orderMessagesRead(orderId: $orderId)\n}": typeof types.OrderMessagesReadDocument,
    "mutation OrderPay($input: OrderPayInput!, $idempotencyKey: String!) {\n  orderPay(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderPaymentFields\n  }\n}": typeof types.OrderPayDocument,
    "mutation OrderPaymentConfirm($orderId: ID!) {\n  orderPaymentConfirm(orderId: $orderId) {\n    ...OrderPaymentFields\n  }\n}": typeof types.OrderPaymentConfirmDocument,
    "fragment OrderPaymentFields on OrderPayment {\n  id\n  orderId\n  status\n  amountCents\n  failureMessage\n  failureCode\n  nextAction\n  clientSecret\n  chargeAt\n  method\n  paidAt\n  unpaidAmountCents\n}": typeof types.OrderPaymentFieldsFragmentDoc,
    "query OrderPaymentState($id: ID!) {\n  order(id: $id) {\n    id\n    orderNumber\n    status\n    paymentType\n    paymentStatus\n    amountDueCents\n    cardHoldPercent\n    currency\n    chargeAt\n    paymentDueDate\n    timeZone\n    productType\n    cancelableUntil\n    lateCancellationFeePercent\n    lateCancellationFeeCents\n    cardPayment {\n      amountNowCents\n      holdCents\n      chargedAtOnce\n      chargeAt\n    }\n    payment {\n      ...OrderPaymentFields\n    }\n  }\n}": typeof types.OrderPaymentStateDocument,
    "query OrderQuote($input: OrderQuoteInput!) {\n  orderQuote(input: $input) {\n    ...OrderQuoteFields\n    cancellation {\n      windowHours\n      freeUntil\n      lateFeePercent\n      lateFeeCents\n      timeZone\n    }\n  }\n}": typeof types.OrderQuoteDocument,
    "fragment OrderQuoteFields on OrderQuote {\n  currency\n  lineItems {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  subtotalCents\n  fees {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  feesCents\n  processingFeePercent\n  processingFeeCents\n  taxes {\n    name\n    ratePercent\n    amountCents\n  }\n  taxesCents\n  totalWithoutTaxesCents\n  totalCents\n  referralCreditAppliedCents\n  amountDueCents\n  fingerprint\n}": typeof types.OrderQuoteFieldsFragmentDoc,
    "mutation OrderRate($input: OrderRateInput!) {\n  orderRate(input: $input) {\n    id\n    rating {\n      ...OrderRatingFields\n    }\n  }\n}": typeof types.OrderRateDocument,
    "fragment OrderRatingFields on OrderRating {\n  stars\n  comment\n  createdAt\n  reply\n  repliedAt\n}": typeof types.OrderRatingFieldsFragmentDoc,
    "query OrderReorder($id: ID!) {\n  orderReorder(id: $id) {\n    city {\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    producer {\n      supplierId\n      name\n      currency\n      product {\n        ...ProducerProductFields\n      }\n    }\n    quantity\n    color\n    trucks\n    minutesBetweenTrucks\n    extraIds\n    comment\n    paymentType\n    jobSiteId\n    siteName\n    deliveryAddress\n    postalCode\n    jobNumber\n    gateCode\n    accessNotes\n    washoutNotes\n  }\n}": typeof types.OrderReorderDocument,
    "mutation OrderRequestCreate($input: OrderRequestInput!) {\n  orderRequestCreate(input: $input) {\n    id\n    requests {\n      ...OrderRequestFields\n    }\n  }\n}": typeof types.OrderRequestCreateDocument,
    "fragment OrderRequestFields on OrderRequest {\n  id\n  kind\n  status\n  minutes\n  quantity\n  preview {\n    dispatchedQuantity\n    previousQuantity\n    newQuantity\n    currency\n    previousTotalCents\n    newTotalCents\n    previousAmountDueCents\n    newAmountDueCents\n    coveredByOrderPayment\n  }\n  requestedByName\n  answeredByName\n  answerNote\n  createdAt\n  answeredAt\n}": typeof types.OrderRequestFieldsFragmentDoc,
    "mutation OrderRequestWithdraw($requestId: ID!) {\n  orderRequestWithdraw(requestId: $requestId) {\n    id\n    requests {\n      ...OrderRequestFields\n    }\n  }\n}": typeof types.OrderRequestWithdrawDocument,
    "mutation OrderWindowProposalAccept($orderId: ID!) {\n  orderWindowProposalAccept(orderId: $orderId) {\n    id\n    status\n    deliveryDate\n    deliveryWindow\n  }\n}": typeof types.OrderWindowProposalAcceptDocument,
    "fragment OrderWindowProposalFields on OrderWindowProposal {\n  deliveryDate\n  windowStartHour\n  deliveryWindow\n  reason\n}": typeof types.OrderWindowProposalFieldsFragmentDoc,
    "query Orders($filter: OrderFilter, $skip: Int, $limit: Int) {\n  orders(filter: $filter, skip: $skip, limit: $limit) {\n    values {\n      id\n      orderNumber\n      unreadMessages\n      status\n      windowProposal {\n        deliveryDate\n      }\n      paymentType\n      paymentStatus\n      supplierName\n      productType\n      productName\n      quantity\n      unit\n      deliveryDate\n      deliveryWindow\n      pickUpDate\n      siteName\n      deliveryAddress\n      jobNumber\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      currency\n      totalCents\n      unpaidAmountCents\n    }\n    count\n    csvUrl\n  }\n}": typeof types.OrdersDocument,
    "mutation PartnerButtonClick($input: PartnerButtonClickInput!) {\n  partnerButtonClick(input: $input) {\n    id\n    name\n    code\n    storefrontSlug\n  }\n}": typeof types.PartnerButtonClickDocument,
    "query PartnerByCode($code: String!) {\n  partner(code: $code) {\n    id\n    name\n    code\n    supplierId\n    storefrontSlug\n  }\n}": typeof types.PartnerByCodeDocument,
    "fragment PartnerFiguresFields on PartnerFigures {\n  clicks\n  signUps\n  orders\n  referralCreditsCents\n  earned {\n    currency\n    cents\n  }\n  pending {\n    currency\n    cents\n  }\n}\n\nquery PartnerDashboard {\n  partnerDashboard {\n    code\n    name\n    commissionBps\n    paysOut\n    months {\n      month\n      figures {\n        ...PartnerFiguresFields\n      }\n    }\n    totals {\n      ...PartnerFiguresFields\n    }\n    paidOut {\n      currency\n      cents\n    }\n    awaitingPayout {\n      currency\n      cents\n    }\n    owed {\n      currency\n      cents\n    }\n    payouts {\n      id\n      payoutDate\n      status\n      currency\n      amountCents\n    }\n  }\n}": typeof types.PartnerFiguresFieldsFragmentDoc,
    "mutation PartnerRequestCreate($input: PartnerRequestInput!) {\n  partnerRequestCreate(input: $input)\n}": typeof types.PartnerRequestCreateDocument,
    "query PartnerStats($code: String!) {\n  partnerStats(code: $code) {\n    code\n    clicks\n    buyClicks\n    rentClicks\n    orders\n  }\n}": typeof types.PartnerStatsDocument,
    "query PaymentGateway {\n  paymentGateway {\n    name\n    publishableKey\n    additionalHoldPercent\n    chargeHoursBeforeDelivery\n    bankDebitCancelNoticeDays\n    creditTermDays\n  }\n}": typeof types.PaymentGatewayDocument,
    "query PaymentLink($token: String!) {\n  paymentLink(token: $token) {\n    orderId\n    orderNumber\n    contractorName\n    timeZone\n    requestedBy\n    supplierName\n    productName\n    quantity\n    unit\n    deliveryDate\n    deliveryWindow\n    deliveryAddress\n    currency\n    quote {\n      ...OrderQuoteFields\n    }\n    totalCents\n    unpaidAmountCents\n    invoiceUrl\n    expiresAt\n    paymentStatus\n    status\n    paymentType\n    paymentDueDate\n    payingWith\n    payable\n    productType\n    pickUpDate\n    trucks\n    minutesBetweenTrucks\n  }\n}": typeof types.PaymentLinkDocument,
    "mutation PaymentLinkConfirmPayment($token: String!) {\n  paymentLinkConfirmPayment(token: $token) {\n    ...OrderPaymentFields\n  }\n}": typeof types.PaymentLinkConfirmPaymentDocument,
    "mutation PaymentLinkCreate($orderId: ID!) {\n  paymentLinkCreate(orderId: $orderId) {\n    id\n    orderId\n    url\n    expiresAt\n  }\n}": typeof types.PaymentLinkCreateDocument,
    "mutation PaymentLinkPay($token: String!, $input: PaymentLinkPayInput!, $idempotencyKey: String!) {\n  paymentLinkPay(token: $token, input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderPaymentFields\n  }\n}": typeof types.PaymentLinkPayDocument,
    "mutation PaymentLinkVerifyBankAccount($token: String!, $amountsCents: [Int!]!) {\n  paymentLinkVerifyBankAccount(token: $token, amountsCents: $amountsCents) {\n    ...OrderPaymentFields\n  }\n}": typeof types.PaymentLinkVerifyBankAccountDocument,
    "mutation PaymentMethodAttach($paymentMethodId: String!, $paymentType: PaymentType!) {\n  paymentMethodAttach(\n    paymentMethodId: $paymentMethodId\n    paymentType: $paymentType\n  ) {\n    ...PaymentMethodFields\n  }\n}": typeof types.PaymentMethodAttachDocument,
    "mutation PaymentMethodDelete($id: ID!) {\n  paymentMethodDelete(id: $id)\n}": typeof types.PaymentMethodDeleteDocument,
    "fragment PaymentMethodFields on PaymentMethod {\n  id\n  paymentType\n  label\n  brand\n  last4\n  expMonth\n  expYear\n  holderName\n  verificationStatus\n  mandateAcceptedAt\n  createdAt\n  isDefault\n}": typeof types.PaymentMethodFieldsFragmentDoc,
    "mutation PaymentMethodSetDefault($id: ID!) {\n  paymentMethodSetDefault(id: $id) {\n    ...PaymentMethodFields\n  }\n}": typeof types.PaymentMethodSetDefaultDocument,
    "query PaymentMethods {\n  paymentMethods {\n    ...PaymentMethodFields\n  }\n}": typeof types.PaymentMethodsDocument,
    "mutation PaymentSetupIntentCreate($paymentType: PaymentType!) {\n  paymentSetupIntentCreate(paymentType: $paymentType) {\n    clientSecret\n  }\n}": typeof types.PaymentSetupIntentCreateDocument,
    "mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n  placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    orderNumber\n  }\n}": typeof types.PlaceOrderDocument,
    "fragment ProducerProductFields on ProducerProduct {\n  id\n  name\n  description\n  type\n  unit\n  priceCents\n  minimumOrder\n  quantityIncrement\n  maximumOrder\n  feeMinCents\n  feeMaxCents\n  colors\n  rentalIncludedDays\n  rentalExtraDayCents\n  extras {\n    id\n    name\n    description\n    group\n    pricing\n    priceCents\n  }\n  quantity\n  allInPriceCents\n}": typeof types.ProducerProductFieldsFragmentDoc,
    "query Producers($input: ProducersInput!) {\n  producers(input: $input) {\n    supplierId\n    name\n    logo\n    rating\n    ratingCount\n    disputeRecord {\n      total\n      accepted\n      open\n    }\n    currency\n    allInPriceCents\n    scorecard {\n      periodDays\n      deliveredOrders\n      minimumDeliveries\n      onTimeWindowRate\n      onTimeEtaRate\n      deliveredQuantityRate\n      supplierCancellationRate\n      ratingAverage\n      ratingCount\n    }\n    product {\n      ...ProducerProductFields\n    }\n    products {\n      ...ProducerProductFields\n    }\n  }\n}": typeof types.ProducersDocument,
    "query ProductCategories {\n  productCategories {\n    type\n    supplierCount\n    productCount\n  }\n}": typeof types.ProductCategoriesDocument,
    "fragment QualityPaperFields on QualityPaper {\n  id\n  kind\n  title\n  fileName\n  sizeBytes\n  addedAt\n  url\n}": typeof types.QualityPaperFieldsFragmentDoc,
    "mutation RefreshSession {\n  refreshSession {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": typeof types.RefreshSessionDocument,
    "query ServiceRegions {\n  serviceRegions {\n    countryCode\n    countryName\n    currency\n    postalCodePlaceholder\n    cities {\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n      supplierCount\n    }\n  }\n}": typeof types.ServiceRegionsDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "fragment StorefrontFields on Storefront {\n  supplierId\n  slug\n  name\n  description\n  logo\n  brandColor\n  rating\n  ratingCount\n  currency\n  homeCity {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  serviceAreas {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  products {\n    ...ProducerProductFields\n  }\n}\n\nquery Storefront($slug: String!) {\n  storefront(slug: $slug) {\n    ...StorefrontFields\n  }\n}\n\nquery StorefrontByDomain($domain: String!) {\n  storefrontByDomain(domain: $domain) {\n    ...StorefrontFields\n  }\n}": typeof types.StorefrontFieldsFragmentDoc,
    "query StorefrontApp($slug: String!) {\n  storefrontApp(slug: $slug) {\n    slug\n    name\n    description\n    logo\n    brandColor\n  }\n}": typeof types.StorefrontAppDocument,
    "mutation SupplierApiKeyCreate($input: SupplierApiKeyCreateInput!) {\n  supplierApiKeyCreate(input: $input) {\n    apiKey {\n      ...SupplierApiKeyFields\n    }\n    secret\n  }\n}": typeof types.SupplierApiKeyCreateDocument,
    "fragment SupplierApiKeyFields on SupplierApiKey {\n  id\n  name\n  prefix\n  createdByName\n  createdAt\n  lastUsedAt\n  revokedAt\n}": typeof types.SupplierApiKeyFieldsFragmentDoc,
    "mutation SupplierApiKeyRevoke($id: ID!) {\n  supplierApiKeyRevoke(id: $id) {\n    ...SupplierApiKeyFields\n  }\n}": typeof types.SupplierApiKeyRevokeDocument,
    "query SupplierApiKeys {\n  supplierApiKeys {\n    ...SupplierApiKeyFields\n  }\n}": typeof types.SupplierApiKeysDocument,
    "query SupplierCatalogue {\n  supplierCatalogue {\n    supplierId\n    supplierName\n    currency\n    mayEdit\n    products {\n      ...SupplierProductFields\n    }\n    serviceAreaCityIds\n    deliverySettings {\n      ...SupplierDeliverySettingsFields\n    }\n    cities {\n      id\n      name\n      regionCode\n      countryCode\n      countryName\n    }\n  }\n}": typeof types.SupplierCatalogueDocument,
    "mutation SupplierDateBlock($date: String!, $reason: String!) {\n  supplierDateBlock(date: $date, reason: $reason) {\n    ...SupplierScheduleDayFields\n  }\n}": typeof types.SupplierDateBlockDocument,
    "mutation SupplierDateUnblock($date: String!) {\n  supplierDateUnblock(date: $date) {\n    ...SupplierScheduleDayFields\n  }\n}": typeof types.SupplierDateUnblockDocument,
    "fragment SupplierDeliverySettingsFields on SupplierDeliverySettings {\n  timeZone\n  windowCapacityTrucks\n  cancellationWindowHours\n  cardHoldPercent\n  lateCancellationFeePercent\n}": typeof types.SupplierDeliverySettingsFieldsFragmentDoc,
    "mutation SupplierDeliverySettingsUpdate($input: SupplierDeliverySettingsInput!) {\n  supplierDeliverySettingsUpdate(input: $input) {\n    ...SupplierDeliverySettingsFields\n  }\n}": typeof types.SupplierDeliverySettingsUpdateDocument,
    "mutation SupplierDomainAdd($input: SupplierDomainInput!) {\n  supplierDomainAdd(input: $input) {\n    ...SupplierDomainFields\n  }\n}": typeof types.SupplierDomainAddDocument,
    "mutation SupplierDomainRemove {\n  supplierDomainRemove\n}": typeof types.SupplierDomainRemoveDocument,
    "mutation SupplierDomainVerify {\n  supplierDomainVerify {\n    ...SupplierDomainFields\n  }\n}": typeof types.SupplierDomainVerifyDocument,
    "query SupplierFleetAvailability($orderId: ID!) {\n  supplierFleetAvailability(orderId: $orderId) {\n    deliveryStartsAt\n    minutesBetweenTrucks\n    bookings {\n      truckId\n      driverUserId\n      orderId\n      orderNumber\n      sequence\n      step\n      from\n      until\n    }\n  }\n}": typeof types.SupplierFleetAvailabilityDocument,
    "query SupplierOrder($id: ID!) {\n  supplierOrder(id: $id) {\n    ...SupplierOrderFields\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n  }\n  supplierWorkspace {\n    ...SupplierWorkspaceFields\n  }\n}": typeof types.SupplierOrderDocument,
    "mutation SupplierOrderDispatch($input: OrderDispatchInput!) {\n  supplierOrderDispatch(input: $input) {\n    ...SupplierOrderFields\n  }\n}": typeof types.SupplierOrderDispatchDocument,
    "mutation SupplierOrderDisputeAnswer($input: OrderDisputeAnswerInput!) {\n  supplierOrderDisputeAnswer(input: $input) {\n    ...OrderDisputeFields\n  }\n}": typeof types.SupplierOrderDisputeAnswerDocument,
    "fragment SupplierOrderFields on SupplierOrder {\n  id\n  orderNumber\n  status\n  paymentStatus\n  contractorName\n  timeZone\n  productName\n  productType\n  quantity\n  unit\n  color\n  trucks\n  minutesBetweenTrucks\n  deliveryDate\n  pickUpDate\n  rentalDays\n  windowStartHour\n  deliveryWindow\n  deliveryAddress\n  postalCode\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  siteName\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  comment\n  contactName\n  contactPhone\n  contactEmail\n  options {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  currency\n  totalCents\n  createdAt\n  statusReason\n  windowProposal {\n    ...OrderWindowProposalFields\n  }\n  rating {\n    ...OrderRatingFields\n  }\n  loads {\n    ...OrderLoadFields\n  }\n  notes {\n    id\n    authorName\n    body\n    at\n  }\n  history {\n    ...OrderEventFields\n  }\n  balanceChanges {\n    ...OrderBalanceChangeFields\n  }\n  disputes {\n    ...OrderDisputeFields\n  }\n  requests {\n    ...OrderRequestFields\n  }\n  openRequests\n  allowedTransitions\n  mayProposeWindow\n}": typeof types.SupplierOrderFieldsFragmentDoc,
    "mutation SupplierOrderHoldRelease($orderId: ID!) {\n  supplierOrderHoldRelease(orderId: $orderId) {\n    ...SupplierOrderFields\n  }\n}": typeof types.SupplierOrderHoldReleaseDocument,
    "mutation SupplierOrderNoteAdd($input: SupplierOrderNoteInput!) {\n  supplierOrderNoteAdd(input: $input) {\n    ...SupplierOrderFields\n  }\n}": typeof types.SupplierOrderNoteAddDocument,
    "mutation SupplierOrderProposeWindow($input: SupplierOrderWindowProposalInput!) {\n  supplierOrderProposeWindow(input: $input) {\n    ...SupplierOrderFields\n  }\n}": typeof types.SupplierOrderProposeWindowDocument,
    "mutation SupplierOrderRatingReply($input: OrderRatingReplyInput!) {\n  supplierOrderRatingReply(input: $input) {\n    ...SupplierOrderFields\n  }\n}": typeof types.SupplierOrderRatingReplyDocument,
    "mutation SupplierOrderRequestAnswer($input: OrderRequestAnswerInput!) {\n  supplierOrderRequestAnswer(input: $input) {\n    ...SupplierOrderFields\n  }\n}": typeof types.SupplierOrderRequestAnswerDocument,
    "mutation SupplierOrderTransition($input: SupplierOrderTransitionInput!) {\n  supplierOrderTransition(input: $input) {\n    ...SupplierOrderFields\n  }\n}": typeof types.SupplierOrderTransitionDocument,
    "query SupplierOrders($filter: SupplierOrderFilter, $skip: Int, $limit: Int) {\n  supplierOrders(filter: $filter, skip: $skip, limit: $limit) {\n    values {\n      id\n      orderNumber\n      unreadMessages\n      openRequests\n      status\n      contractorName\n      productName\n      productType\n      quantity\n      unit\n      deliveryDate\n      deliveryWindow\n      jobNumber\n      city {\n        id\n        name\n      }\n      loads {\n        id\n        step\n        driver {\n          userId\n          fullName\n        }\n      }\n    }\n    count\n    counts {\n      status\n      count\n    }\n  }\n}": typeof types.SupplierOrdersDocument,
    "fragment SupplierPayoutFields on SupplierPayout {\n  id\n  payoutDate\n  currency\n  amountCents\n  status\n  transferStatus\n  payoutAttempts\n  simulated\n  failureMessage\n  nextAttemptAt\n  mayResend\n  paidAt\n  orders {\n    orderId\n    orderNumber\n    netCents\n  }\n}": typeof types.SupplierPayoutFieldsFragmentDoc,
    "mutation SupplierPayoutOnboardingLinkCreate {\n  supplierPayoutOnboardingLinkCreate\n}": typeof types.SupplierPayoutOnboardingLinkCreateDocument,
    "mutation SupplierPayoutResend($id: ID!) {\n  supplierPayoutResend(id: $id) {\n    ...SupplierPayoutFields\n  }\n}": typeof types.SupplierPayoutResendDocument,
    "mutation SupplierPayoutTestBankAccountSet($accountNumber: String!) {\n  supplierPayoutTestBankAccountSet(accountNumber: $accountNumber)\n}": typeof types.SupplierPayoutTestBankAccountSetDocument,
    "query SupplierPayouts {\n  supplierPayouts {\n    nextPayoutDate\n    balances {\n      currency\n      balanceCents\n      nextPayoutCents\n    }\n    payouts {\n      ...SupplierPayoutFields\n    }\n    fees {\n      commissionBps\n      processingFeeBps\n      processingFeeFixedCents\n    }\n    simulated\n    connect {\n      connected\n      detailsSubmitted\n      payoutsEnabled\n    }\n    mayConnect\n    testBankAccountNumber\n    ledgerCsvUrl\n  }\n}": typeof types.SupplierPayoutsDocument,
    "mutation SupplierProductCreate($input: SupplierProductInput!) {\n  supplierProductCreate(input: $input) {\n    ...SupplierProductFields\n  }\n}": typeof types.SupplierProductCreateDocument,
    "fragment SupplierProductFields on SupplierProduct {\n  id\n  name\n  description\n  type\n  unit\n  priceCents\n  minimumOrder\n  quantityIncrement\n  maximumOrder\n  feeMinCents\n  feeMaxCents\n  colors\n  extras {\n    id\n    name\n    description\n    group\n    pricing\n    priceCents\n  }\n  rentalIncludedDays\n  rentalExtraDayCents\n  active\n  qualityPapers {\n    ...QualityPaperFields\n  }\n}": typeof types.SupplierProductFieldsFragmentDoc,
    "mutation SupplierProductUpdate($id: ID!, $input: SupplierProductInput!) {\n  supplierProductUpdate(id: $id, input: $input) {\n    ...SupplierProductFields\n  }\n}": typeof types.SupplierProductUpdateDocument,
    "mutation SupplierQualityPaperAttach($input: QualityPaperAttachInput!) {\n  supplierQualityPaperAttach(input: $input) {\n    ...QualityPaperFields\n  }\n}": typeof types.SupplierQualityPaperAttachDocument,
    "mutation SupplierQualityPaperRemove($id: ID!) {\n  supplierQualityPaperRemove(id: $id) {\n    id\n    title\n  }\n}": typeof types.SupplierQualityPaperRemoveDocument,
    "query SupplierSchedule($from: String!, $days: Int) {\n  supplierSchedule(from: $from, days: $days) {\n    timeZone\n    today\n    lastChangeableDate\n    mayEdit\n    days {\n      ...SupplierScheduleDayFields\n    }\n  }\n}": typeof types.SupplierScheduleDocument,
    "fragment SupplierScheduleDayFields on SupplierScheduleDay {\n  date\n  blocked\n  blockReason\n  activeOrderCount\n  changeable\n  windows {\n    startHour\n    label\n    capacityTrucks\n    defaultCapacityTrucks\n    overrideCapacityTrucks\n    bookedTrucks\n    orders {\n      id\n      orderNumber\n      contractorName\n      productName\n      productType\n      quantity\n      unit\n      trucks\n      status\n    }\n  }\n  drivers {\n    driver {\n      userId\n      fullName\n    }\n    loads {\n      id\n      orderId\n      orderNumber\n      contractorName\n      window\n      sequence\n      quantity\n      unit\n      productType\n      truckName\n      step\n    }\n  }\n}": typeof types.SupplierScheduleDayFieldsFragmentDoc,
    "query SupplierScorecard {\n  supplierScorecard {\n    periodDays\n    deliveredOrders\n    minimumDeliveries\n    onTimeWindowRate\n    onTimeEtaRate\n    deliveredQuantityRate\n    supplierCancellationRate\n    ratingAverage\n    ratingCount\n    lateWindowOrders\n    lateEtaOrders\n    shortOrders\n    canceledBySupplier\n    canceledByContractor\n    disputes\n    disputesAccepted\n    disputesOpen\n  }\n}": typeof types.SupplierScorecardDocument,
    "mutation SupplierServiceAreasSet($input: SupplierServiceAreasInput!) {\n  supplierServiceAreasSet(input: $input)\n}": typeof types.SupplierServiceAreasSetDocument,
    "query SupplierStatement($month: String!, $customerId: ID) {\n  supplierStatement(month: $month, customerId: $customerId) {\n    month\n    customerId\n    lines {\n      orderId\n      orderNumber\n      deliveryDate\n      customerId\n      customerName\n      jobNumber\n      productName\n      quantity\n      status\n      payment\n      currency\n      totalCents\n      unpaidCents\n    }\n    customers {\n      customerId\n      customerName\n      totals {\n        currency\n        totalCents\n        unpaidCents\n      }\n    }\n    totals {\n      currency\n      totalCents\n      unpaidCents\n    }\n    customerChoices {\n      id\n      name\n    }\n    pdfUrl\n    csvUrl\n  }\n}": typeof types.SupplierStatementDocument,
    "fragment SupplierDomainFields on SupplierDomain {\n  domain\n  verified\n  verifiedAt\n  verifiedBy\n  target\n  txtName\n  txtValue\n  verificationUrl\n  url\n}\n\nfragment SupplierStorefrontFields on SupplierStorefront {\n  slug\n  name\n  logo\n  brandColor\n  mayEdit\n  button {\n    code\n    clicks\n    buyClicks\n    rentClicks\n    orders\n  }\n  domain {\n    ...SupplierDomainFields\n  }\n}\n\nquery SupplierStorefront {\n  supplierStorefront {\n    ...SupplierStorefrontFields\n  }\n}": typeof types.SupplierDomainFieldsFragmentDoc,
    "mutation SupplierStorefrontUpdate($input: SupplierStorefrontInput!) {\n  supplierStorefrontUpdate(input: $input) {\n    ...SupplierStorefrontFields\n  }\n}": typeof types.SupplierStorefrontUpdateDocument,
    "mutation SupplierTruckSave($input: TruckInput!) {\n  supplierTruckSave(input: $input) {\n    ...TruckFields\n  }\n}": typeof types.SupplierTruckSaveDocument,
    "mutation SupplierTruckSetActive($id: ID!, $active: Boolean!) {\n  supplierTruckSetActive(id: $id, active: $active) {\n    ...TruckFields\n  }\n}": typeof types.SupplierTruckSetActiveDocument,
    "query SupplierTrucks {\n  supplierTrucks {\n    ...TruckFields\n  }\n}": typeof types.SupplierTrucksDocument,
    "query SupplierWebhookDeliveries($endpointId: ID!, $skip: Int!, $limit: Int!) {\n  supplierWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {\n    values {\n      ...SupplierWebhookDeliveryFields\n    }\n    count\n  }\n}": typeof types.SupplierWebhookDeliveriesDocument,
    "fragment SupplierWebhookDeliveryFields on SupplierWebhookDelivery {\n  id\n  eventId\n  eventType\n  orderId\n  orderNumber\n  eventCreatedAt\n  status\n  attempts\n  responseStatus\n  durationMs\n  lastAttemptAt\n  nextAttemptAt\n  lastError\n  deliveredAt\n}": typeof types.SupplierWebhookDeliveryFieldsFragmentDoc,
    "mutation SupplierWebhookEndpointCreate($input: SupplierWebhookEndpointCreateInput!) {\n  supplierWebhookEndpointCreate(input: $input) {\n    endpoint {\n      ...SupplierWebhookEndpointFields\n    }\n    secret\n  }\n}": typeof types.SupplierWebhookEndpointCreateDocument,
    "mutation SupplierWebhookEndpointDelete($id: ID!) {\n  supplierWebhookEndpointDelete(id: $id)\n}": typeof types.SupplierWebhookEndpointDeleteDocument,
    "fragment SupplierWebhookEndpointFields on SupplierWebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  secretHint\n  createdByName\n  createdAt\n  secretRolledAt\n}": typeof types.SupplierWebhookEndpointFieldsFragmentDoc,
    "mutation SupplierWebhookEndpointSetEnabled($id: ID!, $enabled: Boolean!) {\n  supplierWebhookEndpointSetEnabled(id: $id, enabled: $enabled) {\n    ...SupplierWebhookEndpointFields\n  }\n}": typeof types.SupplierWebhookEndpointSetEnabledDocument,
    "query SupplierWebhookEndpoints {\n  supplierWebhookEndpoints {\n    ...SupplierWebhookEndpointFields\n  }\n}": typeof types.SupplierWebhookEndpointsDocument,
    "mutation SupplierWebhookRedeliver($id: ID!) {\n  supplierWebhookRedeliver(id: $id) {\n    ...SupplierWebhookDeliveryFields\n  }\n}": typeof types.SupplierWebhookRedeliverDocument,
    "mutation SupplierWebhookSecretRoll($id: ID!) {\n  supplierWebhookSecretRoll(id: $id) {\n    endpoint {\n      ...SupplierWebhookEndpointFields\n    }\n    secret\n  }\n}": typeof types.SupplierWebhookSecretRollDocument,
    "mutation SupplierWindowCapacityReset($date: String!, $startHour: Int!) {\n  supplierWindowCapacityReset(date: $date, startHour: $startHour) {\n    ...SupplierScheduleDayFields\n  }\n}": typeof types.SupplierWindowCapacityResetDocument,
    "mutation SupplierWindowCapacitySet($date: String!, $startHour: Int!, $capacityTrucks: Int!) {\n  supplierWindowCapacitySet(\n    date: $date\n    startHour: $startHour\n    capacityTrucks: $capacityTrucks\n  ) {\n    ...SupplierScheduleDayFields\n  }\n}": typeof types.SupplierWindowCapacitySetDocument,
    "query SupplierWorkspace {\n  supplierWorkspace {\n    ...SupplierWorkspaceFields\n    disputeRecord {\n      total\n      accepted\n      open\n    }\n  }\n}": typeof types.SupplierWorkspaceDocument,
    "fragment SupplierWorkspaceFields on SupplierWorkspace {\n  supplierId\n  name\n  timeZone\n  role\n  cities {\n    id\n    name\n  }\n  products {\n    id\n    name\n  }\n  drivers {\n    userId\n    fullName\n  }\n  windows {\n    startHour\n    label\n  }\n}": typeof types.SupplierWorkspaceFieldsFragmentDoc,
    "query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {\n  suppliers(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      name\n      description\n      logo\n      rating\n      ratingCount\n      homeCity {\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    count\n  }\n}": typeof types.SuppliersDocument,
    "query Team {\n  team {\n    ...TeamFields\n  }\n}": typeof types.TeamDocument,
    "fragment TeamFields on Team {\n  company {\n    id\n    name\n    kind\n  }\n  viewerRole\n  invitableRoles\n  members {\n    userId\n    fullName\n    email\n    role\n    joinedAt\n    removable\n  }\n  invitations {\n    ...InvitationFields\n  }\n}": typeof types.TeamFieldsFragmentDoc,
    "mutation TeamMemberRemove($userId: ID!) {\n  teamMemberRemove(userId: $userId) {\n    ...TeamFields\n  }\n}": typeof types.TeamMemberRemoveDocument,
    "fragment TruckFields on Truck {\n  id\n  name\n  capacity\n  unit\n  active\n}": typeof types.TruckFieldsFragmentDoc,
    "fragment ViewerFields on Viewer {\n  id\n  email\n  phone\n  fullName\n  referralCode\n  company {\n    id\n    name\n    kind\n    referralCreditCents\n  }\n  role\n  companies {\n    company {\n      id\n      name\n      kind\n    }\n    role\n  }\n  isMarketplaceOperator\n  isPartner\n}": typeof types.ViewerFieldsFragmentDoc,
    "query VisiblePartners {\n  partners(filter: {visibleOnly: true}) {\n    values {\n      id\n      name\n      code\n      logo\n    }\n  }\n}": typeof types.VisiblePartnersDocument,
    "mutation VolumePricingSubscribe($input: VolumePricingSubscribeInput!) {\n  volumePricingSubscribe(input: $input)\n}": typeof types.VolumePricingSubscribeDocument,
};
const documents: Documents = {
    "mutation AccountPasswordChange($input: AccountPasswordChangeInput!) {\n  accountPasswordChange(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": types.AccountPasswordChangeDocument,
    "mutation AccountProfileUpdate($input: AccountProfileInput!) {\n  accountProfileUpdate(input: $input) {\n    ...ViewerFields\n  }\n}": types.AccountProfileUpdateDocument,
    "mutation BankAccountCreate($input: BankAccountInput!, $idempotencyKey: String!) {\n  bankAccountCreate(input: $input, idempotencyKey: $idempotencyKey) {\n    ...PaymentMethodFields\n  }\n}": types.BankAccountCreateDocument,
    "mutation BankAccountVerify($id: ID!, $amountsCents: [Int!]!) {\n  bankAccountVerify(id: $id, amountsCents: $amountsCents) {\n    ...PaymentMethodFields\n  }\n}": types.BankAccountVerifyDocument,
    "mutation CardPaymentMethodCreate($input: CardPaymentMethodInput!, $idempotencyKey: String!) {\n  cardPaymentMethodCreate(input: $input, idempotencyKey: $idempotencyKey) {\n    ...PaymentMethodFields\n  }\n}": types.CardPaymentMethodCreateDocument,
    "query CheckoutCreditAccount {\n  creditAccount {\n    status\n    currency\n    limitCents\n    availableCents\n    termDays\n    overdueCents\n    decisionReason\n  }\n}": types.CheckoutCreditAccountDocument,
    "query CompanySettings {\n  companySettings {\n    ...CompanySettingsFields\n  }\n}": types.CompanySettingsDocument,
    "fragment CompanySettingsFields on CompanySettings {\n  id\n  name\n  address {\n    street\n    city\n    region\n    postalCode\n    country\n  }\n  editable\n}": types.CompanySettingsFieldsFragmentDoc,
    "mutation CompanySettingsUpdate($input: CompanySettingsInput!) {\n  companySettingsUpdate(input: $input) {\n    ...CompanySettingsFields\n  }\n}": types.CompanySettingsUpdateDocument,
    "mutation CompanySwitch($companyId: ID!) {\n  companySwitch(companyId: $companyId) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": types.CompanySwitchDocument,
    "mutation ContractorSignUp($input: ContractorSignUpInput!) {\n  contractorSignUp(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": types.ContractorSignUpDocument,
    "query CreditAccount {\n  creditAccount {\n    ...CreditAccountFields\n  }\n}": types.CreditAccountDocument,
    "mutation CreditAccountApply($input: CreditAccountApplyInput!) {\n  creditAccountApply(input: $input) {\n    ...CreditAccountFields\n  }\n}": types.CreditAccountApplyDocument,
    "fragment CreditAccountFields on CreditAccount {\n  status\n  currency\n  limitCents\n  usedCents\n  availableCents\n  termDays\n  overdueCents\n  requestedLimitCents\n  openInvoices {\n    orderId\n    orderNumber\n    amountCents\n    dueDate\n    overdue\n  }\n  appliedAt\n  decidedAt\n  decisionReason\n  statement {\n    date\n    kind\n    orderId\n    orderNumber\n    amountCents\n    balanceCents\n    currency\n    dueDate\n  }\n  statementCsvUrl\n}": types.CreditAccountFieldsFragmentDoc,
    "mutation CreditApplicationDecide($input: CreditApplicationDecideInput!) {\n  creditApplicationDecide(input: $input) {\n    ...CreditApplicationFields\n  }\n}": types.CreditApplicationDecideDocument,
    "fragment CreditApplicationFields on CreditApplication {\n  companyId\n  companyName\n  status\n  legalName\n  countryCode\n  currency\n  businessNumber\n  yearsInBusiness\n  annualVolumeCents\n  requestedLimitCents\n  billingContactName\n  billingContactEmail\n  billingContactPhone\n  tradeReferences {\n    name\n    contactName\n    phone\n    email\n  }\n  applicantName\n  applicantEmail\n  appliedAt\n  limitCents\n  termDays\n  decidedAt\n  decidedByName\n  decisionReason\n}": types.CreditApplicationFieldsFragmentDoc,
    "query CreditApplications($status: CreditAccountStatus!) {\n  creditApplications(status: $status) {\n    ...CreditApplicationFields\n  }\n}": types.CreditApplicationsDocument,
    "query CustomerStories {\n  customerStories {\n    id\n    logo\n    message\n    author\n    position\n    title\n    ratingImage\n  }\n}": types.CustomerStoriesDocument,
    "query DeliveryAreaCheck($input: DeliveryAreaCheckInput!) {\n  deliveryAreaCheck(input: $input) {\n    available\n    supplierCount\n    city {\n      id\n      name\n      regionCode\n      countryCode\n    }\n  }\n}": types.DeliveryAreaCheckDocument,
    "mutation DeliveryAreaNotifyRequest($input: DeliveryAreaNotifyInput!) {\n  deliveryAreaNotifyRequest(input: $input)\n}": types.DeliveryAreaNotifyRequestDocument,
    "query DeliveryAvailability($supplierId: ID!, $date: String!) {\n  deliveryAvailability(supplierId: $supplierId, date: $date) {\n    supplierId\n    date\n    timeZone\n    closed\n    closedMessage\n    windows {\n      startHour\n      label\n      startsAt\n      endsAt\n      capacityTrucks\n      bookedTrucks\n      remainingTrucks\n      available\n    }\n  }\n}": types.DeliveryAvailabilityDocument,
    "query DriverDay($date: String) {\n  driverDay(date: $date) {\n    date\n    loads {\n      load {\n        ...OrderLoadFields\n      }\n      orderId\n      orderNumber\n      orderStatus\n      productName\n      productType\n      orderQuantity\n      deliveryDate\n      deliveryWindow\n      siteName\n      deliveryAddress\n      postalCode\n      siteLatitude\n      siteLongitude\n      cityName\n      gateCode\n      accessNotes\n      washoutNotes\n      contactName\n      contactPhone\n      contractorName\n      timeZone\n    }\n    coming {\n      date\n      loads {\n        load {\n          id\n          sequence\n          quantity\n          unit\n        }\n        orderId\n        orderNumber\n        deliveryWindow\n        productName\n        siteName\n        deliveryAddress\n        cityName\n      }\n    }\n  }\n}": types.DriverDayDocument,
    "query DriverOrder($id: ID!) {\n  supplierOrder(id: $id) {\n    id\n    orderNumber\n    status\n    contractorName\n    timeZone\n    productName\n    productType\n    quantity\n    unit\n    trucks\n    minutesBetweenTrucks\n    deliveryDate\n    deliveryWindow\n    pickUpDate\n    rentalDays\n    siteName\n    deliveryAddress\n    postalCode\n    city {\n      id\n      name\n    }\n    jobNumber\n    gateCode\n    accessNotes\n    washoutNotes\n    comment\n    contactName\n    contactPhone\n    loads {\n      ...OrderLoadFields\n    }\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n  }\n}": types.DriverOrderDocument,
    "query HeaderAccount {\n  me {\n    id\n    fullName\n    role\n    company {\n      id\n      kind\n    }\n    isPartner\n  }\n}": types.HeaderAccountDocument,
    "mutation InternalCandidateRequestCreate($job: ID!, $candidate: CareerCandidateInput!, $requestPayload: CandidateRequestPayloadInput!) {\n  internalCandidateRequestCreate(\n    job: $job\n    candidate: $candidate\n    requestPayload: $requestPayload\n  )\n}": types.InternalCandidateRequestCreateDocument,
    "mutation InvitationAccept($token: String!) {\n  invitationAccept(token: $token) {\n    ...InvitationViewFields\n  }\n}": types.InvitationAcceptDocument,
    "query InvitationByToken($token: String!) {\n  invitation(token: $token) {\n    ...InvitationViewFields\n  }\n}": types.InvitationByTokenDocument,
    "mutation InvitationCreate($input: InvitationCreateInput!) {\n  invitationCreate(input: $input) {\n    ...InvitationFields\n  }\n}": types.InvitationCreateDocument,
    "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  status\n  invitedBy\n  createdAt\n  expiresAt\n}": types.InvitationFieldsFragmentDoc,
    "mutation InvitationReject($token: String!) {\n  invitationReject(token: $token) {\n    ...InvitationViewFields\n  }\n}": types.InvitationRejectDocument,
    "mutation InvitationRevoke($id: ID!) {\n  invitationRevoke(id: $id) {\n    ...InvitationFields\n  }\n}": types.InvitationRevokeDocument,
    "fragment InvitationViewFields on InvitationView {\n  companyName\n  companyKind\n  inviterName\n  email\n  role\n  status\n  expiresAt\n}": types.InvitationViewFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  jobDetails(id: $id) {\n    id\n    title\n    direction\n    type\n    location\n    salary\n    experience\n    description\n    requirements\n    responsibilities\n    additionalInfo\n    postedAt\n  }\n}": types.JobDetailsDocument,
    "mutation JobSiteCreate($input: JobSiteInput!) {\n  jobSiteCreate(input: $input) {\n    ...JobSiteFields\n  }\n}": types.JobSiteCreateDocument,
    "fragment JobSiteFields on JobSite {\n  id\n  name\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  address\n  postalCode\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  createdAt\n  updatedAt\n}": types.JobSiteFieldsFragmentDoc,
    "query JobSitePapers {\n  jobSites {\n    id\n    qualityPaperCount\n    qualityPapersUrl\n  }\n}": types.JobSitePapersDocument,
    "query JobSiteStatement($month: String!, $jobSiteId: ID!) {\n  jobSiteStatement(month: $month, jobSiteId: $jobSiteId) {\n    month\n    jobSiteId\n    orderCount\n    totals {\n      currency\n      totalCents\n      unpaidCents\n    }\n    pdfUrl\n    csvUrl\n  }\n}": types.JobSiteStatementDocument,
    "mutation JobSiteUpdate($id: ID!, $input: JobSiteInput!) {\n  jobSiteUpdate(id: $id, input: $input) {\n    ...JobSiteFields\n  }\n}": types.JobSiteUpdateDocument,
    "query JobSites {\n  jobSites {\n    ...JobSiteFields\n  }\n}": types.JobSitesDocument,
    "query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {\n  jobs(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      title\n      direction\n      type\n      location\n      salary\n      postedAt\n    }\n    count\n  }\n}": types.JobsDocument,
    "mutation LoadDelayReport($input: LoadDelayInput!) {\n  loadDelayReport(input: $input) {\n    ...OrderLoadFields\n  }\n}": types.LoadDelayReportDocument,
    "mutation LoadDeliver($input: LoadDeliveryInput!) {\n  loadDeliver(input: $input) {\n    ...OrderLoadFields\n  }\n}": types.LoadDeliverDocument,
    "mutation LoadNoteSave($input: LoadNoteInput!) {\n  loadNoteSave(input: $input) {\n    ...OrderLoadFields\n  }\n}": types.LoadNoteSaveDocument,
    "mutation LoadPositionReport($input: LoadPositionInput!) {\n  loadPositionReport(input: $input) {\n    id\n    step\n    position {\n      at\n    }\n  }\n}": types.LoadPositionReportDocument,
    "mutation LoadStepReport($input: LoadStepInput!) {\n  loadStepReport(input: $input) {\n    ...OrderLoadFields\n  }\n}": types.LoadStepReportDocument,
    "query MarketingFigures {\n  marketingFigures {\n    suppliers\n    countries\n    cities\n    aggregateCities\n    products\n    deliveries\n  }\n}": types.MarketingFiguresDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": types.MeDocument,
    "query Offices {\n  offices {\n    id\n    location\n    address\n  }\n}": types.OfficesDocument,
    "mutation OrderBalanceChangeAuthorize($changeId: ID!) {\n  orderBalanceChangeAuthorize(changeId: $changeId) {\n    ...OrderBalanceChangeFields\n  }\n}": types.OrderBalanceChangeAuthorizeDocument,
    "mutation OrderBalanceChangeConfirm($changeId: ID!) {\n  orderBalanceChangeConfirm(changeId: $changeId) {\n    ...OrderBalanceChangeFields\n  }\n}": types.OrderBalanceChangeConfirmDocument,
    "fragment OrderBalanceChangeFields on OrderBalanceChange {\n  id\n  settlement\n  status\n  previousTotalCents\n  newTotalCents\n  differenceCents\n  refundedCents\n  currency\n  methodLabel\n  failureMessage\n  summary\n  documentTitle\n  documentUrl\n  createdAt\n  settledAt\n}": types.OrderBalanceChangeFieldsFragmentDoc,
    "mutation OrderCancel($id: ID!, $acceptFeeCents: Int) {\n  orderCancel(id: $id, acceptFeeCents: $acceptFeeCents) {\n    ...OrderFields\n  }\n}": types.OrderCancelDocument,
    "query OrderDetails($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n    orderNumber\n    invoiceUrl\n    qualityPapers {\n      ...QualityPaperFields\n    }\n    statusReason\n    windowProposal {\n      ...OrderWindowProposalFields\n    }\n    history {\n      ...OrderEventFields\n    }\n    rating {\n      ...OrderRatingFields\n    }\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n    loads {\n      ...OrderLoadFields\n    }\n    requests {\n      ...OrderRequestFields\n    }\n    balanceChanges {\n      ...OrderBalanceChangeFields\n    }\n    disputes {\n      ...OrderDisputeFields\n    }\n    disputableLines {\n      key\n      label\n      amountCents\n    }\n    paymentDueDate\n    chargeAt\n    paymentDueBy\n    payment {\n      status\n      amountCents\n      failureMessage\n      failureCode\n      nextAction\n      chargeAt\n      method\n      paidAt\n    }\n  }\n  deliveryMap {\n    styleUrl\n  }\n}": types.OrderDetailsDocument,
    "fragment OrderDisputeFields on OrderDispute {\n  id\n  loadId\n  loadSequence\n  lineKey\n  subject\n  reason\n  description\n  status\n  currency\n  claimedCents\n  creditedCents\n  maxCreditCents\n  answerNote\n  openedByName\n  answeredByName\n  photoUrls\n  balanceChangeId\n  createdAt\n  answeredAt\n}": types.OrderDisputeFieldsFragmentDoc,
    "mutation OrderDisputeOpen($input: OrderDisputeInput!) {\n  orderDisputeOpen(input: $input) {\n    ...OrderDisputeFields\n  }\n}": types.OrderDisputeOpenDocument,
    "mutation OrderDisputeWithdraw($disputeId: ID!) {\n  orderDisputeWithdraw(disputeId: $disputeId) {\n    ...OrderDisputeFields\n  }\n}": types.OrderDisputeWithdrawDocument,
    "fragment OrderEventFields on OrderEvent {\n  id\n  kind\n  status\n  party\n  actorName\n  byApiKey\n  reason\n  proposedDeliveryDate\n  proposedWindow\n  at\n}": types.OrderEventFieldsFragmentDoc,
    "fragment OrderFields on Order {\n  id\n  status\n  paymentType\n  paymentStatus\n  supplierId\n  supplierName\n  contractorName\n  productId\n  productType\n  productName\n  quantity\n  unit\n  color\n  trucks\n  minutesBetweenTrucks\n  deliveryDate\n  pickUpDate\n  rentalDays\n  deliveryWindow\n  deliveryStartsAt\n  jobSiteId\n  siteName\n  deliveryAddress\n  postalCode\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  options {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  comment\n  contactName\n  contactEmail\n  contactPhone\n  currency\n  quote {\n    ...OrderQuoteFields\n  }\n  totalCents\n  referralCreditAppliedCents\n  amountDueCents\n  unpaidAmountCents\n  partnerCode\n  createdAt\n  canceledAt\n  cancelReason\n  cancelableUntil\n  cancelable\n  lateCancellationFeePercent\n  lateCancellationFeeCents\n  lateCancelable\n  cancellationFeeCents\n  timeZone\n}": types.OrderFieldsFragmentDoc,
    "mutation OrderHoldRelease($orderId: ID!) {\n  orderHoldRelease(orderId: $orderId) {\n    id\n    loads {\n      id\n      held\n    }\n  }\n}": types.OrderHoldReleaseDocument,
    "fragment OrderLoadFields on OrderLoad {\n  id\n  sequence\n  quantity\n  unit\n  truck {\n    id\n    name\n  }\n  driver {\n    userId\n    fullName\n  }\n  step\n  loadedAt\n  enRouteAt\n  arrivedAt\n  unloadingAt\n  deliveredAt\n  driverNote\n  delayMinutes\n  deliveredQuantity\n  waterAddedLitres\n  slumpMm\n  receivedBy\n  hasSignature\n  hasPhoto\n  ticketUrl\n  delayReason\n  held\n  heldAt\n  eta {\n    distanceKm\n    arrivesAt\n    approximate\n    source\n    lateForWindow\n    directKm\n    bearingDegrees\n  }\n  position {\n    latitude\n    longitude\n    accuracyMeters\n    at\n  }\n}": types.OrderLoadFieldsFragmentDoc,
    "fragment OrderMessageFields on OrderMessage {\n  id\n  body\n  authorName\n  party\n  mine\n  at\n}": types.OrderMessageFieldsFragmentDoc,
    "mutation OrderMessageSend($input: OrderMessageInput!) {\n  orderMessageSend(input: $input) {\n    ...OrderMessageFields\n  }\n}": types.OrderMessageSendDocument,
    "mutation OrderMessagesRead($orderId: ID!) {\n  orderMessagesRead(orderId: $orderId)\n}": types.OrderMessagesReadDocument,
    "mutation OrderPay($input: OrderPayInput!, $idempotencyKey: String!) {\n  orderPay(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderPaymentFields\n  }\n}": types.OrderPayDocument,
    "mutation OrderPaymentConfirm($orderId: ID!) {\n  orderPaymentConfirm(orderId: $orderId) {\n    ...OrderPaymentFields\n  }\n}": types.OrderPaymentConfirmDocument,
    "fragment OrderPaymentFields on OrderPayment {\n  id\n  orderId\n  status\n  amountCents\n  failureMessage\n  failureCode\n  nextAction\n  clientSecret\n  chargeAt\n  method\n  paidAt\n  unpaidAmountCents\n}": types.OrderPaymentFieldsFragmentDoc,
    "query OrderPaymentState($id: ID!) {\n  order(id: $id) {\n    id\n    orderNumber\n    status\n    paymentType\n    paymentStatus\n    amountDueCents\n    cardHoldPercent\n    currency\n    chargeAt\n    paymentDueDate\n    timeZone\n    productType\n    cancelableUntil\n    lateCancellationFeePercent\n    lateCancellationFeeCents\n    cardPayment {\n      amountNowCents\n      holdCents\n      chargedAtOnce\n      chargeAt\n    }\n    payment {\n      ...OrderPaymentFields\n    }\n  }\n}": types.OrderPaymentStateDocument,
    "query OrderQuote($input: OrderQuoteInput!) {\n  orderQuote(input: $input) {\n    ...OrderQuoteFields\n    cancellation {\n      windowHours\n      freeUntil\n      lateFeePercent\n      lateFeeCents\n      timeZone\n    }\n  }\n}": types.OrderQuoteDocument,
    "fragment OrderQuoteFields on OrderQuote {\n  currency\n  lineItems {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  subtotalCents\n  fees {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  feesCents\n  processingFeePercent\n  processingFeeCents\n  taxes {\n    name\n    ratePercent\n    amountCents\n  }\n  taxesCents\n  totalWithoutTaxesCents\n  totalCents\n  referralCreditAppliedCents\n  amountDueCents\n  fingerprint\n}": types.OrderQuoteFieldsFragmentDoc,
    "mutation OrderRate($input: OrderRateInput!) {\n  orderRate(input: $input) {\n    id\n    rating {\n      ...OrderRatingFields\n    }\n  }\n}": types.OrderRateDocument,
    "fragment OrderRatingFields on OrderRating {\n  stars\n  comment\n  createdAt\n  reply\n  repliedAt\n}": types.OrderRatingFieldsFragmentDoc,
    "query OrderReorder($id: ID!) {\n  orderReorder(id: $id) {\n    city {\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    producer {\n      supplierId\n      name\n      currency\n      product {\n        ...ProducerProductFields\n      }\n    }\n    quantity\n    color\n    trucks\n    minutesBetweenTrucks\n    extraIds\n    comment\n    paymentType\n    jobSiteId\n    siteName\n    deliveryAddress\n    postalCode\n    jobNumber\n    gateCode\n    accessNotes\n    washoutNotes\n  }\n}": types.OrderReorderDocument,
    "mutation OrderRequestCreate($input: OrderRequestInput!) {\n  orderRequestCreate(input: $input) {\n    id\n    requests {\n      ...OrderRequestFields\n    }\n  }\n}": types.OrderRequestCreateDocument,
    "fragment OrderRequestFields on OrderRequest {\n  id\n  kind\n  status\n  minutes\n  quantity\n  preview {\n    dispatchedQuantity\n    previousQuantity\n    newQuantity\n    currency\n    previousTotalCents\n    newTotalCents\n    previousAmountDueCents\n    newAmountDueCents\n    coveredByOrderPayment\n  }\n  requestedByName\n  answeredByName\n  answerNote\n  createdAt\n  answeredAt\n}": types.OrderRequestFieldsFragmentDoc,
    "mutation OrderRequestWithdraw($requestId: ID!) {\n  orderRequestWithdraw(requestId: $requestId) {\n    id\n    requests {\n      ...OrderRequestFields\n    }\n  }\n}": types.OrderRequestWithdrawDocument,
    "mutation OrderWindowProposalAccept($orderId: ID!) {\n  orderWindowProposalAccept(orderId: $orderId) {\n    id\n    status\n    deliveryDate\n    deliveryWindow\n  }\n}": types.OrderWindowProposalAcceptDocument,
    "fragment OrderWindowProposalFields on OrderWindowProposal {\n  deliveryDate\n  windowStartHour\n  deliveryWindow\n  reason\n}": types.OrderWindowProposalFieldsFragmentDoc,
    "query Orders($filter: OrderFilter, $skip: Int, $limit: Int) {\n  orders(filter: $filter, skip: $skip, limit: $limit) {\n    values {\n      id\n      orderNumber\n      unreadMessages\n      status\n      windowProposal {\n        deliveryDate\n      }\n      paymentType\n      paymentStatus\n      supplierName\n      productType\n      productName\n      quantity\n      unit\n      deliveryDate\n      deliveryWindow\n      pickUpDate\n      siteName\n      deliveryAddress\n      jobNumber\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      currency\n      totalCents\n      unpaidAmountCents\n    }\n    count\n    csvUrl\n  }\n}": types.OrdersDocument,
    "mutation PartnerButtonClick($input: PartnerButtonClickInput!) {\n  partnerButtonClick(input: $input) {\n    id\n    name\n    code\n    storefrontSlug\n  }\n}": types.PartnerButtonClickDocument,
    "query PartnerByCode($code: String!) {\n  partner(code: $code) {\n    id\n    name\n    code\n    supplierId\n    storefrontSlug\n  }\n}": types.PartnerByCodeDocument,
    "fragment PartnerFiguresFields on PartnerFigures {\n  clicks\n  signUps\n  orders\n  referralCreditsCents\n  earned {\n    currency\n    cents\n  }\n  pending {\n    currency\n    cents\n  }\n}\n\nquery PartnerDashboard {\n  partnerDashboard {\n    code\n    name\n    commissionBps\n    paysOut\n    months {\n      month\n      figures {\n        ...PartnerFiguresFields\n      }\n    }\n    totals {\n      ...PartnerFiguresFields\n    }\n    paidOut {\n      currency\n      cents\n    }\n    awaitingPayout {\n      currency\n      cents\n    }\n    owed {\n      currency\n      cents\n    }\n    payouts {\n      id\n      payoutDate\n      status\n      currency\n      amountCents\n    }\n  }\n}": types.PartnerFiguresFieldsFragmentDoc,
    "mutation PartnerRequestCreate($input: PartnerRequestInput!) {\n  partnerRequestCreate(input: $input)\n}": types.PartnerRequestCreateDocument,
    "query PartnerStats($code: String!) {\n  partnerStats(code: $code) {\n    code\n    clicks\n    buyClicks\n    rentClicks\n    orders\n  }\n}": types.PartnerStatsDocument,
    "query PaymentGateway {\n  paymentGateway {\n    name\n    publishableKey\n    additionalHoldPercent\n    chargeHoursBeforeDelivery\n    bankDebitCancelNoticeDays\n    creditTermDays\n  }\n}": types.PaymentGatewayDocument,
    "query PaymentLink($token: String!) {\n  paymentLink(token: $token) {\n    orderId\n    orderNumber\n    contractorName\n    timeZone\n    requestedBy\n    supplierName\n    productName\n    quantity\n    unit\n    deliveryDate\n    deliveryWindow\n    deliveryAddress\n    currency\n    quote {\n      ...OrderQuoteFields\n    }\n    totalCents\n    unpaidAmountCents\n    invoiceUrl\n    expiresAt\n    paymentStatus\n    status\n    paymentType\n    paymentDueDate\n    payingWith\n    payable\n    productType\n    pickUpDate\n    trucks\n    minutesBetweenTrucks\n  }\n}": types.PaymentLinkDocument,
    "mutation PaymentLinkConfirmPayment($token: String!) {\n  paymentLinkConfirmPayment(token: $token) {\n    ...OrderPaymentFields\n  }\n}": types.PaymentLinkConfirmPaymentDocument,
    "mutation PaymentLinkCreate($orderId: ID!) {\n  paymentLinkCreate(orderId: $orderId) {\n    id\n    orderId\n    url\n    expiresAt\n  }\n}": types.PaymentLinkCreateDocument,
    "mutation PaymentLinkPay($token: String!, $input: PaymentLinkPayInput!, $idempotencyKey: String!) {\n  paymentLinkPay(token: $token, input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderPaymentFields\n  }\n}": types.PaymentLinkPayDocument,
    "mutation PaymentLinkVerifyBankAccount($token: String!, $amountsCents: [Int!]!) {\n  paymentLinkVerifyBankAccount(token: $token, amountsCents: $amountsCents) {\n    ...OrderPaymentFields\n  }\n}": types.PaymentLinkVerifyBankAccountDocument,
    "mutation PaymentMethodAttach($paymentMethodId: String!, $paymentType: PaymentType!) {\n  paymentMethodAttach(\n    paymentMethodId: $paymentMethodId\n    paymentType: $paymentType\n  ) {\n    ...PaymentMethodFields\n  }\n}": types.PaymentMethodAttachDocument,
    "mutation PaymentMethodDelete($id: ID!) {\n  paymentMethodDelete(id: $id)\n}": types.PaymentMethodDeleteDocument,
    "fragment PaymentMethodFields on PaymentMethod {\n  id\n  paymentType\n  label\n  brand\n  last4\n  expMonth\n  expYear\n  holderName\n  verificationStatus\n  mandateAcceptedAt\n  createdAt\n  isDefault\n}": types.PaymentMethodFieldsFragmentDoc,
    "mutation PaymentMethodSetDefault($id: ID!) {\n  paymentMethodSetDefault(id: $id) {\n    ...PaymentMethodFields\n  }\n}": types.PaymentMethodSetDefaultDocument,
    "query PaymentMethods {\n  paymentMethods {\n    ...PaymentMethodFields\n  }\n}": types.PaymentMethodsDocument,
    "mutation PaymentSetupIntentCreate($paymentType: PaymentType!) {\n  paymentSetupIntentCreate(paymentType: $paymentType) {\n    clientSecret\n  }\n}": types.PaymentSetupIntentCreateDocument,
    "mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n  placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    orderNumber\n  }\n}": types.PlaceOrderDocument,
    "fragment ProducerProductFields on ProducerProduct {\n  id\n  name\n  description\n  type\n  unit\n  priceCents\n  minimumOrder\n  quantityIncrement\n  maximumOrder\n  feeMinCents\n  feeMaxCents\n  colors\n  rentalIncludedDays\n  rentalExtraDayCents\n  extras {\n    id\n    name\n    description\n    group\n    pricing\n    priceCents\n  }\n  quantity\n  allInPriceCents\n}": types.ProducerProductFieldsFragmentDoc,
    "query Producers($input: ProducersInput!) {\n  producers(input: $input) {\n    supplierId\n    name\n    logo\n    rating\n    ratingCount\n    disputeRecord {\n      total\n      accepted\n      open\n    }\n    currency\n    allInPriceCents\n    scorecard {\n      periodDays\n      deliveredOrders\n      minimumDeliveries\n      onTimeWindowRate\n      onTimeEtaRate\n      deliveredQuantityRate\n      supplierCancellationRate\n      ratingAverage\n      ratingCount\n    }\n    product {\n      ...ProducerProductFields\n    }\n    products {\n      ...ProducerProductFields\n    }\n  }\n}": types.ProducersDocument,
    "query ProductCategories {\n  productCategories {\n    type\n    supplierCount\n    productCount\n  }\n}": types.ProductCategoriesDocument,
    "fragment QualityPaperFields on QualityPaper {\n  id\n  kind\n  title\n  fileName\n  sizeBytes\n  addedAt\n  url\n}": types.QualityPaperFieldsFragmentDoc,
    "mutation RefreshSession {\n  refreshSession {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": types.RefreshSessionDocument,
    "query ServiceRegions {\n  serviceRegions {\n    countryCode\n    countryName\n    currency\n    postalCodePlaceholder\n    cities {\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n      supplierCount\n    }\n  }\n}": types.ServiceRegionsDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "fragment StorefrontFields on Storefront {\n  supplierId\n  slug\n  name\n  description\n  logo\n  brandColor\n  rating\n  ratingCount\n  currency\n  homeCity {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  serviceAreas {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  products {\n    ...ProducerProductFields\n  }\n}\n\nquery Storefront($slug: String!) {\n  storefront(slug: $slug) {\n    ...StorefrontFields\n  }\n}\n\nquery StorefrontByDomain($domain: String!) {\n  storefrontByDomain(domain: $domain) {\n    ...StorefrontFields\n  }\n}": types.StorefrontFieldsFragmentDoc,
    "query StorefrontApp($slug: String!) {\n  storefrontApp(slug: $slug) {\n    slug\n    name\n    description\n    logo\n    brandColor\n  }\n}": types.StorefrontAppDocument,
    "mutation SupplierApiKeyCreate($input: SupplierApiKeyCreateInput!) {\n  supplierApiKeyCreate(input: $input) {\n    apiKey {\n      ...SupplierApiKeyFields\n    }\n    secret\n  }\n}": types.SupplierApiKeyCreateDocument,
    "fragment SupplierApiKeyFields on SupplierApiKey {\n  id\n  name\n  prefix\n  createdByName\n  createdAt\n  lastUsedAt\n  revokedAt\n}": types.SupplierApiKeyFieldsFragmentDoc,
    "mutation SupplierApiKeyRevoke($id: ID!) {\n  supplierApiKeyRevoke(id: $id) {\n    ...SupplierApiKeyFields\n  }\n}": types.SupplierApiKeyRevokeDocument,
    "query SupplierApiKeys {\n  supplierApiKeys {\n    ...SupplierApiKeyFields\n  }\n}": types.SupplierApiKeysDocument,
    "query SupplierCatalogue {\n  supplierCatalogue {\n    supplierId\n    supplierName\n    currency\n    mayEdit\n    products {\n      ...SupplierProductFields\n    }\n    serviceAreaCityIds\n    deliverySettings {\n      ...SupplierDeliverySettingsFields\n    }\n    cities {\n      id\n      name\n      regionCode\n      countryCode\n      countryName\n    }\n  }\n}": types.SupplierCatalogueDocument,
    "mutation SupplierDateBlock($date: String!, $reason: String!) {\n  supplierDateBlock(date: $date, reason: $reason) {\n    ...SupplierScheduleDayFields\n  }\n}": types.SupplierDateBlockDocument,
    "mutation SupplierDateUnblock($date: String!) {\n  supplierDateUnblock(date: $date) {\n    ...SupplierScheduleDayFields\n  }\n}": types.SupplierDateUnblockDocument,
    "fragment SupplierDeliverySettingsFields on SupplierDeliverySettings {\n  timeZone\n  windowCapacityTrucks\n  cancellationWindowHours\n  cardHoldPercent\n  lateCancellationFeePercent\n}": types.SupplierDeliverySettingsFieldsFragmentDoc,
    "mutation SupplierDeliverySettingsUpdate($input: SupplierDeliverySettingsInput!) {\n  supplierDeliverySettingsUpdate(input: $input) {\n    ...SupplierDeliverySettingsFields\n  }\n}": types.SupplierDeliverySettingsUpdateDocument,
    "mutation SupplierDomainAdd($input: SupplierDomainInput!) {\n  supplierDomainAdd(input: $input) {\n    ...SupplierDomainFields\n  }\n}": types.SupplierDomainAddDocument,
    "mutation SupplierDomainRemove {\n  supplierDomainRemove\n}": types.SupplierDomainRemoveDocument,
    "mutation SupplierDomainVerify {\n  supplierDomainVerify {\n    ...SupplierDomainFields\n  }\n}": types.SupplierDomainVerifyDocument,
    "query SupplierFleetAvailability($orderId: ID!) {\n  supplierFleetAvailability(orderId: $orderId) {\n    deliveryStartsAt\n    minutesBetweenTrucks\n    bookings {\n      truckId\n      driverUserId\n      orderId\n      orderNumber\n      sequence\n      step\n      from\n      until\n    }\n  }\n}": types.SupplierFleetAvailabilityDocument,
    "query SupplierOrder($id: ID!) {\n  supplierOrder(id: $id) {\n    ...SupplierOrderFields\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n  }\n  supplierWorkspace {\n    ...SupplierWorkspaceFields\n  }\n}": types.SupplierOrderDocument,
    "mutation SupplierOrderDispatch($input: OrderDispatchInput!) {\n  supplierOrderDispatch(input: $input) {\n    ...SupplierOrderFields\n  }\n}": types.SupplierOrderDispatchDocument,
    "mutation SupplierOrderDisputeAnswer($input: OrderDisputeAnswerInput!) {\n  supplierOrderDisputeAnswer(input: $input) {\n    ...OrderDisputeFields\n  }\n}": types.SupplierOrderDisputeAnswerDocument,
    "fragment SupplierOrderFields on SupplierOrder {\n  id\n  orderNumber\n  status\n  paymentStatus\n  contractorName\n  timeZone\n  productName\n  productType\n  quantity\n  unit\n  color\n  trucks\n  minutesBetweenTrucks\n  deliveryDate\n  pickUpDate\n  rentalDays\n  windowStartHour\n  deliveryWindow\n  deliveryAddress\n  postalCode\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  siteName\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  comment\n  contactName\n  contactPhone\n  contactEmail\n  options {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  currency\n  totalCents\n  createdAt\n  statusReason\n  windowProposal {\n    ...OrderWindowProposalFields\n  }\n  rating {\n    ...OrderRatingFields\n  }\n  loads {\n    ...OrderLoadFields\n  }\n  notes {\n    id\n    authorName\n    body\n    at\n  }\n  history {\n    ...OrderEventFields\n  }\n  balanceChanges {\n    ...OrderBalanceChangeFields\n  }\n  disputes {\n    ...OrderDisputeFields\n  }\n  requests {\n    ...OrderRequestFields\n  }\n  openRequests\n  allowedTransitions\n  mayProposeWindow\n}": types.SupplierOrderFieldsFragmentDoc,
    "mutation SupplierOrderHoldRelease($orderId: ID!) {\n  supplierOrderHoldRelease(orderId: $orderId) {\n    ...SupplierOrderFields\n  }\n}": types.SupplierOrderHoldReleaseDocument,
    "mutation SupplierOrderNoteAdd($input: SupplierOrderNoteInput!) {\n  supplierOrderNoteAdd(input: $input) {\n    ...SupplierOrderFields\n  }\n}": types.SupplierOrderNoteAddDocument,
    "mutation SupplierOrderProposeWindow($input: SupplierOrderWindowProposalInput!) {\n  supplierOrderProposeWindow(input: $input) {\n    ...SupplierOrderFields\n  }\n}": types.SupplierOrderProposeWindowDocument,
    "mutation SupplierOrderRatingReply($input: OrderRatingReplyInput!) {\n  supplierOrderRatingReply(input: $input) {\n    ...SupplierOrderFields\n  }\n}": types.SupplierOrderRatingReplyDocument,
    "mutation SupplierOrderRequestAnswer($input: OrderRequestAnswerInput!) {\n  supplierOrderRequestAnswer(input: $input) {\n    ...SupplierOrderFields\n  }\n}": types.SupplierOrderRequestAnswerDocument,
    "mutation SupplierOrderTransition($input: SupplierOrderTransitionInput!) {\n  supplierOrderTransition(input: $input) {\n    ...SupplierOrderFields\n  }\n}": types.SupplierOrderTransitionDocument,
    "query SupplierOrders($filter: SupplierOrderFilter, $skip: Int, $limit: Int) {\n  supplierOrders(filter: $filter, skip: $skip, limit: $limit) {\n    values {\n      id\n      orderNumber\n      unreadMessages\n      openRequests\n      status\n      contractorName\n      productName\n      productType\n      quantity\n      unit\n      deliveryDate\n      deliveryWindow\n      jobNumber\n      city {\n        id\n        name\n      }\n      loads {\n        id\n        step\n        driver {\n          userId\n          fullName\n        }\n      }\n    }\n    count\n    counts {\n      status\n      count\n    }\n  }\n}": types.SupplierOrdersDocument,
    "fragment SupplierPayoutFields on SupplierPayout {\n  id\n  payoutDate\n  currency\n  amountCents\n  status\n  transferStatus\n  payoutAttempts\n  simulated\n  failureMessage\n  nextAttemptAt\n  mayResend\n  paidAt\n  orders {\n    orderId\n    orderNumber\n    netCents\n  }\n}": types.SupplierPayoutFieldsFragmentDoc,
    "mutation SupplierPayoutOnboardingLinkCreate {\n  supplierPayoutOnboardingLinkCreate\n}": types.SupplierPayoutOnboardingLinkCreateDocument,
    "mutation SupplierPayoutResend($id: ID!) {\n  supplierPayoutResend(id: $id) {\n    ...SupplierPayoutFields\n  }\n}": types.SupplierPayoutResendDocument,
    "mutation SupplierPayoutTestBankAccountSet($accountNumber: String!) {\n  supplierPayoutTestBankAccountSet(accountNumber: $accountNumber)\n}": types.SupplierPayoutTestBankAccountSetDocument,
    "query SupplierPayouts {\n  supplierPayouts {\n    nextPayoutDate\n    balances {\n      currency\n      balanceCents\n      nextPayoutCents\n    }\n    payouts {\n      ...SupplierPayoutFields\n    }\n    fees {\n      commissionBps\n      processingFeeBps\n      processingFeeFixedCents\n    }\n    simulated\n    connect {\n      connected\n      detailsSubmitted\n      payoutsEnabled\n    }\n    mayConnect\n    testBankAccountNumber\n    ledgerCsvUrl\n  }\n}": types.SupplierPayoutsDocument,
    "mutation SupplierProductCreate($input: SupplierProductInput!) {\n  supplierProductCreate(input: $input) {\n    ...SupplierProductFields\n  }\n}": types.SupplierProductCreateDocument,
    "fragment SupplierProductFields on SupplierProduct {\n  id\n  name\n  description\n  type\n  unit\n  priceCents\n  minimumOrder\n  quantityIncrement\n  maximumOrder\n  feeMinCents\n  feeMaxCents\n  colors\n  extras {\n    id\n    name\n    description\n    group\n    pricing\n    priceCents\n  }\n  rentalIncludedDays\n  rentalExtraDayCents\n  active\n  qualityPapers {\n    ...QualityPaperFields\n  }\n}": types.SupplierProductFieldsFragmentDoc,
    "mutation SupplierProductUpdate($id: ID!, $input: SupplierProductInput!) {\n  supplierProductUpdate(id: $id, input: $input) {\n    ...SupplierProductFields\n  }\n}": types.SupplierProductUpdateDocument,
    "mutation SupplierQualityPaperAttach($input: QualityPaperAttachInput!) {\n  supplierQualityPaperAttach(input: $input) {\n    ...QualityPaperFields\n  }\n}": types.SupplierQualityPaperAttachDocument,
    "mutation SupplierQualityPaperRemove($id: ID!) {\n  supplierQualityPaperRemove(id: $id) {\n    id\n    title\n  }\n}": types.SupplierQualityPaperRemoveDocument,
    "query SupplierSchedule($from: String!, $days: Int) {\n  supplierSchedule(from: $from, days: $days) {\n    timeZone\n    today\n    lastChangeableDate\n    mayEdit\n    days {\n      ...SupplierScheduleDayFields\n    }\n  }\n}": types.SupplierScheduleDocument,
    "fragment SupplierScheduleDayFields on SupplierScheduleDay {\n  date\n  blocked\n  blockReason\n  activeOrderCount\n  changeable\n  windows {\n    startHour\n    label\n    capacityTrucks\n    defaultCapacityTrucks\n    overrideCapacityTrucks\n    bookedTrucks\n    orders {\n      id\n      orderNumber\n      contractorName\n      productName\n      productType\n      quantity\n      unit\n      trucks\n      status\n    }\n  }\n  drivers {\n    driver {\n      userId\n      fullName\n    }\n    loads {\n      id\n      orderId\n      orderNumber\n      contractorName\n      window\n      sequence\n      quantity\n      unit\n      productType\n      truckName\n      step\n    }\n  }\n}": types.SupplierScheduleDayFieldsFragmentDoc,
    "query SupplierScorecard {\n  supplierScorecard {\n    periodDays\n    deliveredOrders\n    minimumDeliveries\n    onTimeWindowRate\n    onTimeEtaRate\n    deliveredQuantityRate\n    supplierCancellationRate\n    ratingAverage\n    ratingCount\n    lateWindowOrders\n    lateEtaOrders\n    shortOrders\n    canceledBySupplier\n    canceledByContractor\n    disputes\n    disputesAccepted\n    disputesOpen\n  }\n}": types.SupplierScorecardDocument,
    "mutation SupplierServiceAreasSet($input: SupplierServiceAreasInput!) {\n  supplierServiceAreasSet(input: $input)\n}": types.SupplierServiceAreasSetDocument,
    "query SupplierStatement($month: String!, $customerId: ID) {\n  supplierStatement(month: $month, customerId: $customerId) {\n    month\n    customerId\n    lines {\n      orderId\n      orderNumber\n      deliveryDate\n      customerId\n      customerName\n      jobNumber\n      productName\n      quantity\n      status\n      payment\n      currency\n      totalCents\n      unpaidCents\n    }\n    customers {\n      customerId\n      customerName\n      totals {\n        currency\n        totalCents\n        unpaidCents\n      }\n    }\n    totals {\n      currency\n      totalCents\n      unpaidCents\n    }\n    customerChoices {\n      id\n      name\n    }\n    pdfUrl\n    csvUrl\n  }\n}": types.SupplierStatementDocument,
    "fragment SupplierDomainFields on SupplierDomain {\n  domain\n  verified\n  verifiedAt\n  verifiedBy\n  target\n  txtName\n  txtValue\n  verificationUrl\n  url\n}\n\nfragment SupplierStorefrontFields on SupplierStorefront {\n  slug\n  name\n  logo\n  brandColor\n  mayEdit\n  button {\n    code\n    clicks\n    buyClicks\n    rentClicks\n    orders\n  }\n  domain {\n    ...SupplierDomainFields\n  }\n}\n\nquery SupplierStorefront {\n  supplierStorefront {\n    ...SupplierStorefrontFields\n  }\n}": types.SupplierDomainFieldsFragmentDoc,
    "mutation SupplierStorefrontUpdate($input: SupplierStorefrontInput!) {\n  supplierStorefrontUpdate(input: $input) {\n    ...SupplierStorefrontFields\n  }\n}": types.SupplierStorefrontUpdateDocument,
    "mutation SupplierTruckSave($input: TruckInput!) {\n  supplierTruckSave(input: $input) {\n    ...TruckFields\n  }\n}": types.SupplierTruckSaveDocument,
    "mutation SupplierTruckSetActive($id: ID!, $active: Boolean!) {\n  supplierTruckSetActive(id: $id, active: $active) {\n    ...TruckFields\n  }\n}": types.SupplierTruckSetActiveDocument,
    "query SupplierTrucks {\n  supplierTrucks {\n    ...TruckFields\n  }\n}": types.SupplierTrucksDocument,
    "query SupplierWebhookDeliveries($endpointId: ID!, $skip: Int!, $limit: Int!) {\n  supplierWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {\n    values {\n      ...SupplierWebhookDeliveryFields\n    }\n    count\n  }\n}": types.SupplierWebhookDeliveriesDocument,
    "fragment SupplierWebhookDeliveryFields on SupplierWebhookDelivery {\n  id\n  eventId\n  eventType\n  orderId\n  orderNumber\n  eventCreatedAt\n  status\n  attempts\n  responseStatus\n  durationMs\n  lastAttemptAt\n  nextAttemptAt\n  lastError\n  deliveredAt\n}": types.SupplierWebhookDeliveryFieldsFragmentDoc,
    "mutation SupplierWebhookEndpointCreate($input: SupplierWebhookEndpointCreateInput!) {\n  supplierWebhookEndpointCreate(input: $input) {\n    endpoint {\n      ...SupplierWebhookEndpointFields\n    }\n    secret\n  }\n}": types.SupplierWebhookEndpointCreateDocument,
    "mutation SupplierWebhookEndpointDelete($id: ID!) {\n  supplierWebhookEndpointDelete(id: $id)\n}": types.SupplierWebhookEndpointDeleteDocument,
    "fragment SupplierWebhookEndpointFields on SupplierWebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  secretHint\n  createdByName\n  createdAt\n  secretRolledAt\n}": types.SupplierWebhookEndpointFieldsFragmentDoc,
    "mutation SupplierWebhookEndpointSetEnabled($id: ID!, $enabled: Boolean!) {\n  supplierWebhookEndpointSetEnabled(id: $id, enabled: $enabled) {\n    ...SupplierWebhookEndpointFields\n  }\n}": types.SupplierWebhookEndpointSetEnabledDocument,
    "query SupplierWebhookEndpoints {\n  supplierWebhookEndpoints {\n    ...SupplierWebhookEndpointFields\n  }\n}": types.SupplierWebhookEndpointsDocument,
    "mutation SupplierWebhookRedeliver($id: ID!) {\n  supplierWebhookRedeliver(id: $id) {\n    ...SupplierWebhookDeliveryFields\n  }\n}": types.SupplierWebhookRedeliverDocument,
    "mutation SupplierWebhookSecretRoll($id: ID!) {\n  supplierWebhookSecretRoll(id: $id) {\n    endpoint {\n      ...SupplierWebhookEndpointFields\n    }\n    secret\n  }\n}": types.SupplierWebhookSecretRollDocument,
    "mutation SupplierWindowCapacityReset($date: String!, $startHour: Int!) {\n  supplierWindowCapacityReset(date: $date, startHour: $startHour) {\n    ...SupplierScheduleDayFields\n  }\n}": types.SupplierWindowCapacityResetDocument,
    "mutation SupplierWindowCapacitySet($date: String!, $startHour: Int!, $capacityTrucks: Int!) {\n  supplierWindowCapacitySet(\n    date: $date\n    startHour: $startHour\n    capacityTrucks: $capacityTrucks\n  ) {\n    ...SupplierScheduleDayFields\n  }\n}": types.SupplierWindowCapacitySetDocument,
    "query SupplierWorkspace {\n  supplierWorkspace {\n    ...SupplierWorkspaceFields\n    disputeRecord {\n      total\n      accepted\n      open\n    }\n  }\n}": types.SupplierWorkspaceDocument,
    "fragment SupplierWorkspaceFields on SupplierWorkspace {\n  supplierId\n  name\n  timeZone\n  role\n  cities {\n    id\n    name\n  }\n  products {\n    id\n    name\n  }\n  drivers {\n    userId\n    fullName\n  }\n  windows {\n    startHour\n    label\n  }\n}": types.SupplierWorkspaceFieldsFragmentDoc,
    "query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {\n  suppliers(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      name\n      description\n      logo\n      rating\n      ratingCount\n      homeCity {\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    count\n  }\n}": types.SuppliersDocument,
    "query Team {\n  team {\n    ...TeamFields\n  }\n}": types.TeamDocument,
    "fragment TeamFields on Team {\n  company {\n    id\n    name\n    kind\n  }\n  viewerRole\n  invitableRoles\n  members {\n    userId\n    fullName\n    email\n    role\n    joinedAt\n    removable\n  }\n  invitations {\n    ...InvitationFields\n  }\n}": types.TeamFieldsFragmentDoc,
    "mutation TeamMemberRemove($userId: ID!) {\n  teamMemberRemove(userId: $userId) {\n    ...TeamFields\n  }\n}": types.TeamMemberRemoveDocument,
    "fragment TruckFields on Truck {\n  id\n  name\n  capacity\n  unit\n  active\n}": types.TruckFieldsFragmentDoc,
    "fragment ViewerFields on Viewer {\n  id\n  email\n  phone\n  fullName\n  referralCode\n  company {\n    id\n    name\n    kind\n    referralCreditCents\n  }\n  role\n  companies {\n    company {\n      id\n      name\n      kind\n    }\n    role\n  }\n  isMarketplaceOperator\n  isPartner\n}": types.ViewerFieldsFragmentDoc,
    "query VisiblePartners {\n  partners(filter: {visibleOnly: true}) {\n    values {\n      id\n      name\n      code\n      logo\n    }\n  }\n}": types.VisiblePartnersDocument,
    "mutation VolumePricingSubscribe($input: VolumePricingSubscribeInput!) {\n  volumePricingSubscribe(input: $input)\n}": types.VolumePricingSubscribeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountPasswordChange($input: AccountPasswordChangeInput!) {\n  accountPasswordChange(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"): (typeof documents)["mutation AccountPasswordChange($input: AccountPasswordChangeInput!) {\n  accountPasswordChange(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountProfileUpdate($input: AccountProfileInput!) {\n  accountProfileUpdate(input: $input) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["mutation AccountProfileUpdate($input: AccountProfileInput!) {\n  accountProfileUpdate(input: $input) {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankAccountCreate($input: BankAccountInput!, $idempotencyKey: String!) {\n  bankAccountCreate(input: $input, idempotencyKey: $idempotencyKey) {\n    ...PaymentMethodFields\n  }\n}"): (typeof documents)["mutation BankAccountCreate($input: BankAccountInput!, $idempotencyKey: String!) {\n  bankAccountCreate(input: $input, idempotencyKey: $idempotencyKey) {\n    ...PaymentMethodFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankAccountVerify($id: ID!, $amountsCents: [Int!]!) {\n  bankAccountVerify(id: $id, amountsCents: $amountsCents) {\n    ...PaymentMethodFields\n  }\n}"): (typeof documents)["mutation BankAccountVerify($id: ID!, $amountsCents: [Int!]!) {\n  bankAccountVerify(id: $id, amountsCents: $amountsCents) {\n    ...PaymentMethodFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CardPaymentMethodCreate($input: CardPaymentMethodInput!, $idempotencyKey: String!) {\n  cardPaymentMethodCreate(input: $input, idempotencyKey: $idempotencyKey) {\n    ...PaymentMethodFields\n  }\n}"): (typeof documents)["mutation CardPaymentMethodCreate($input: CardPaymentMethodInput!, $idempotencyKey: String!) {\n  cardPaymentMethodCreate(input: $input, idempotencyKey: $idempotencyKey) {\n    ...PaymentMethodFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutCreditAccount {\n  creditAccount {\n    status\n    currency\n    limitCents\n    availableCents\n    termDays\n    overdueCents\n    decisionReason\n  }\n}"): (typeof documents)["query CheckoutCreditAccount {\n  creditAccount {\n    status\n    currency\n    limitCents\n    availableCents\n    termDays\n    overdueCents\n    decisionReason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanySettings {\n  companySettings {\n    ...CompanySettingsFields\n  }\n}"): (typeof documents)["query CompanySettings {\n  companySettings {\n    ...CompanySettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanySettingsFields on CompanySettings {\n  id\n  name\n  address {\n    street\n    city\n    region\n    postalCode\n    country\n  }\n  editable\n}"): (typeof documents)["fragment CompanySettingsFields on CompanySettings {\n  id\n  name\n  address {\n    street\n    city\n    region\n    postalCode\n    country\n  }\n  editable\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompanySettingsUpdate($input: CompanySettingsInput!) {\n  companySettingsUpdate(input: $input) {\n    ...CompanySettingsFields\n  }\n}"): (typeof documents)["mutation CompanySettingsUpdate($input: CompanySettingsInput!) {\n  companySettingsUpdate(input: $input) {\n    ...CompanySettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompanySwitch($companyId: ID!) {\n  companySwitch(companyId: $companyId) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"): (typeof documents)["mutation CompanySwitch($companyId: ID!) {\n  companySwitch(companyId: $companyId) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContractorSignUp($input: ContractorSignUpInput!) {\n  contractorSignUp(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"): (typeof documents)["mutation ContractorSignUp($input: ContractorSignUpInput!) {\n  contractorSignUp(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CreditAccount {\n  creditAccount {\n    ...CreditAccountFields\n  }\n}"): (typeof documents)["query CreditAccount {\n  creditAccount {\n    ...CreditAccountFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreditAccountApply($input: CreditAccountApplyInput!) {\n  creditAccountApply(input: $input) {\n    ...CreditAccountFields\n  }\n}"): (typeof documents)["mutation CreditAccountApply($input: CreditAccountApplyInput!) {\n  creditAccountApply(input: $input) {\n    ...CreditAccountFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CreditAccountFields on CreditAccount {\n  status\n  currency\n  limitCents\n  usedCents\n  availableCents\n  termDays\n  overdueCents\n  requestedLimitCents\n  openInvoices {\n    orderId\n    orderNumber\n    amountCents\n    dueDate\n    overdue\n  }\n  appliedAt\n  decidedAt\n  decisionReason\n  statement {\n    date\n    kind\n    orderId\n    orderNumber\n    amountCents\n    balanceCents\n    currency\n    dueDate\n  }\n  statementCsvUrl\n}"): (typeof documents)["fragment CreditAccountFields on CreditAccount {\n  status\n  currency\n  limitCents\n  usedCents\n  availableCents\n  termDays\n  overdueCents\n  requestedLimitCents\n  openInvoices {\n    orderId\n    orderNumber\n    amountCents\n    dueDate\n    overdue\n  }\n  appliedAt\n  decidedAt\n  decisionReason\n  statement {\n    date\n    kind\n    orderId\n    orderNumber\n    amountCents\n    balanceCents\n    currency\n    dueDate\n  }\n  statementCsvUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreditApplicationDecide($input: CreditApplicationDecideInput!) {\n  creditApplicationDecide(input: $input) {\n    ...CreditApplicationFields\n  }\n}"): (typeof documents)["mutation CreditApplicationDecide($input: CreditApplicationDecideInput!) {\n  creditApplicationDecide(input: $input) {\n    ...CreditApplicationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CreditApplicationFields on CreditApplication {\n  companyId\n  companyName\n  status\n  legalName\n  countryCode\n  currency\n  businessNumber\n  yearsInBusiness\n  annualVolumeCents\n  requestedLimitCents\n  billingContactName\n  billingContactEmail\n  billingContactPhone\n  tradeReferences {\n    name\n    contactName\n    phone\n    email\n  }\n  applicantName\n  applicantEmail\n  appliedAt\n  limitCents\n  termDays\n  decidedAt\n  decidedByName\n  decisionReason\n}"): (typeof documents)["fragment CreditApplicationFields on CreditApplication {\n  companyId\n  companyName\n  status\n  legalName\n  countryCode\n  currency\n  businessNumber\n  yearsInBusiness\n  annualVolumeCents\n  requestedLimitCents\n  billingContactName\n  billingContactEmail\n  billingContactPhone\n  tradeReferences {\n    name\n    contactName\n    phone\n    email\n  }\n  applicantName\n  applicantEmail\n  appliedAt\n  limitCents\n  termDays\n  decidedAt\n  decidedByName\n  decisionReason\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CreditApplications($status: CreditAccountStatus!) {\n  creditApplications(status: $status) {\n    ...CreditApplicationFields\n  }\n}"): (typeof documents)["query CreditApplications($status: CreditAccountStatus!) {\n  creditApplications(status: $status) {\n    ...CreditApplicationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerStories {\n  customerStories {\n    id\n    logo\n    message\n    author\n    position\n    title\n    ratingImage\n  }\n}"): (typeof documents)["query CustomerStories {\n  customerStories {\n    id\n    logo\n    message\n    author\n    position\n    title\n    ratingImage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeliveryAreaCheck($input: DeliveryAreaCheckInput!) {\n  deliveryAreaCheck(input: $input) {\n    available\n    supplierCount\n    city {\n      id\n      name\n      regionCode\n      countryCode\n    }\n  }\n}"): (typeof documents)["query DeliveryAreaCheck($input: DeliveryAreaCheckInput!) {\n  deliveryAreaCheck(input: $input) {\n    available\n    supplierCount\n    city {\n      id\n      name\n      regionCode\n      countryCode\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeliveryAreaNotifyRequest($input: DeliveryAreaNotifyInput!) {\n  deliveryAreaNotifyRequest(input: $input)\n}"): (typeof documents)["mutation DeliveryAreaNotifyRequest($input: DeliveryAreaNotifyInput!) {\n  deliveryAreaNotifyRequest(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeliveryAvailability($supplierId: ID!, $date: String!) {\n  deliveryAvailability(supplierId: $supplierId, date: $date) {\n    supplierId\n    date\n    timeZone\n    closed\n    closedMessage\n    windows {\n      startHour\n      label\n      startsAt\n      endsAt\n      capacityTrucks\n      bookedTrucks\n      remainingTrucks\n      available\n    }\n  }\n}"): (typeof documents)["query DeliveryAvailability($supplierId: ID!, $date: String!) {\n  deliveryAvailability(supplierId: $supplierId, date: $date) {\n    supplierId\n    date\n    timeZone\n    closed\n    closedMessage\n    windows {\n      startHour\n      label\n      startsAt\n      endsAt\n      capacityTrucks\n      bookedTrucks\n      remainingTrucks\n      available\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DriverDay($date: String) {\n  driverDay(date: $date) {\n    date\n    loads {\n      load {\n        ...OrderLoadFields\n      }\n      orderId\n      orderNumber\n      orderStatus\n      productName\n      productType\n      orderQuantity\n      deliveryDate\n      deliveryWindow\n      siteName\n      deliveryAddress\n      postalCode\n      siteLatitude\n      siteLongitude\n      cityName\n      gateCode\n      accessNotes\n      washoutNotes\n      contactName\n      contactPhone\n      contractorName\n      timeZone\n    }\n    coming {\n      date\n      loads {\n        load {\n          id\n          sequence\n          quantity\n          unit\n        }\n        orderId\n        orderNumber\n        deliveryWindow\n        productName\n        siteName\n        deliveryAddress\n        cityName\n      }\n    }\n  }\n}"): (typeof documents)["query DriverDay($date: String) {\n  driverDay(date: $date) {\n    date\n    loads {\n      load {\n        ...OrderLoadFields\n      }\n      orderId\n      orderNumber\n      orderStatus\n      productName\n      productType\n      orderQuantity\n      deliveryDate\n      deliveryWindow\n      siteName\n      deliveryAddress\n      postalCode\n      siteLatitude\n      siteLongitude\n      cityName\n      gateCode\n      accessNotes\n      washoutNotes\n      contactName\n      contactPhone\n      contractorName\n      timeZone\n    }\n    coming {\n      date\n      loads {\n        load {\n          id\n          sequence\n          quantity\n          unit\n        }\n        orderId\n        orderNumber\n        deliveryWindow\n        productName\n        siteName\n        deliveryAddress\n        cityName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DriverOrder($id: ID!) {\n  supplierOrder(id: $id) {\n    id\n    orderNumber\n    status\n    contractorName\n    timeZone\n    productName\n    productType\n    quantity\n    unit\n    trucks\n    minutesBetweenTrucks\n    deliveryDate\n    deliveryWindow\n    pickUpDate\n    rentalDays\n    siteName\n    deliveryAddress\n    postalCode\n    city {\n      id\n      name\n    }\n    jobNumber\n    gateCode\n    accessNotes\n    washoutNotes\n    comment\n    contactName\n    contactPhone\n    loads {\n      ...OrderLoadFields\n    }\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n  }\n}"): (typeof documents)["query DriverOrder($id: ID!) {\n  supplierOrder(id: $id) {\n    id\n    orderNumber\n    status\n    contractorName\n    timeZone\n    productName\n    productType\n    quantity\n    unit\n    trucks\n    minutesBetweenTrucks\n    deliveryDate\n    deliveryWindow\n    pickUpDate\n    rentalDays\n    siteName\n    deliveryAddress\n    postalCode\n    city {\n      id\n      name\n    }\n    jobNumber\n    gateCode\n    accessNotes\n    washoutNotes\n    comment\n    contactName\n    contactPhone\n    loads {\n      ...OrderLoadFields\n    }\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HeaderAccount {\n  me {\n    id\n    fullName\n    role\n    company {\n      id\n      kind\n    }\n    isPartner\n  }\n}"): (typeof documents)["query HeaderAccount {\n  me {\n    id\n    fullName\n    role\n    company {\n      id\n      kind\n    }\n    isPartner\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InternalCandidateRequestCreate($job: ID!, $candidate: CareerCandidateInput!, $requestPayload: CandidateRequestPayloadInput!) {\n  internalCandidateRequestCreate(\n    job: $job\n    candidate: $candidate\n    requestPayload: $requestPayload\n  )\n}"): (typeof documents)["mutation InternalCandidateRequestCreate($job: ID!, $candidate: CareerCandidateInput!, $requestPayload: CandidateRequestPayloadInput!) {\n  internalCandidateRequestCreate(\n    job: $job\n    candidate: $candidate\n    requestPayload: $requestPayload\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationAccept($token: String!) {\n  invitationAccept(token: $token) {\n    ...InvitationViewFields\n  }\n}"): (typeof documents)["mutation InvitationAccept($token: String!) {\n  invitationAccept(token: $token) {\n    ...InvitationViewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvitationByToken($token: String!) {\n  invitation(token: $token) {\n    ...InvitationViewFields\n  }\n}"): (typeof documents)["query InvitationByToken($token: String!) {\n  invitation(token: $token) {\n    ...InvitationViewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationCreate($input: InvitationCreateInput!) {\n  invitationCreate(input: $input) {\n    ...InvitationFields\n  }\n}"): (typeof documents)["mutation InvitationCreate($input: InvitationCreateInput!) {\n  invitationCreate(input: $input) {\n    ...InvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  status\n  invitedBy\n  createdAt\n  expiresAt\n}"): (typeof documents)["fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  status\n  invitedBy\n  createdAt\n  expiresAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationReject($token: String!) {\n  invitationReject(token: $token) {\n    ...InvitationViewFields\n  }\n}"): (typeof documents)["mutation InvitationReject($token: String!) {\n  invitationReject(token: $token) {\n    ...InvitationViewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationRevoke($id: ID!) {\n  invitationRevoke(id: $id) {\n    ...InvitationFields\n  }\n}"): (typeof documents)["mutation InvitationRevoke($id: ID!) {\n  invitationRevoke(id: $id) {\n    ...InvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvitationViewFields on InvitationView {\n  companyName\n  companyKind\n  inviterName\n  email\n  role\n  status\n  expiresAt\n}"): (typeof documents)["fragment InvitationViewFields on InvitationView {\n  companyName\n  companyKind\n  inviterName\n  email\n  role\n  status\n  expiresAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobDetails($id: ID!) {\n  jobDetails(id: $id) {\n    id\n    title\n    direction\n    type\n    location\n    salary\n    experience\n    description\n    requirements\n    responsibilities\n    additionalInfo\n    postedAt\n  }\n}"): (typeof documents)["query JobDetails($id: ID!) {\n  jobDetails(id: $id) {\n    id\n    title\n    direction\n    type\n    location\n    salary\n    experience\n    description\n    requirements\n    responsibilities\n    additionalInfo\n    postedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JobSiteCreate($input: JobSiteInput!) {\n  jobSiteCreate(input: $input) {\n    ...JobSiteFields\n  }\n}"): (typeof documents)["mutation JobSiteCreate($input: JobSiteInput!) {\n  jobSiteCreate(input: $input) {\n    ...JobSiteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobSiteFields on JobSite {\n  id\n  name\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  address\n  postalCode\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment JobSiteFields on JobSite {\n  id\n  name\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  address\n  postalCode\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobSitePapers {\n  jobSites {\n    id\n    qualityPaperCount\n    qualityPapersUrl\n  }\n}"): (typeof documents)["query JobSitePapers {\n  jobSites {\n    id\n    qualityPaperCount\n    qualityPapersUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobSiteStatement($month: String!, $jobSiteId: ID!) {\n  jobSiteStatement(month: $month, jobSiteId: $jobSiteId) {\n    month\n    jobSiteId\n    orderCount\n    totals {\n      currency\n      totalCents\n      unpaidCents\n    }\n    pdfUrl\n    csvUrl\n  }\n}"): (typeof documents)["query JobSiteStatement($month: String!, $jobSiteId: ID!) {\n  jobSiteStatement(month: $month, jobSiteId: $jobSiteId) {\n    month\n    jobSiteId\n    orderCount\n    totals {\n      currency\n      totalCents\n      unpaidCents\n    }\n    pdfUrl\n    csvUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JobSiteUpdate($id: ID!, $input: JobSiteInput!) {\n  jobSiteUpdate(id: $id, input: $input) {\n    ...JobSiteFields\n  }\n}"): (typeof documents)["mutation JobSiteUpdate($id: ID!, $input: JobSiteInput!) {\n  jobSiteUpdate(id: $id, input: $input) {\n    ...JobSiteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobSites {\n  jobSites {\n    ...JobSiteFields\n  }\n}"): (typeof documents)["query JobSites {\n  jobSites {\n    ...JobSiteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {\n  jobs(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      title\n      direction\n      type\n      location\n      salary\n      postedAt\n    }\n    count\n  }\n}"): (typeof documents)["query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {\n  jobs(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      title\n      direction\n      type\n      location\n      salary\n      postedAt\n    }\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoadDelayReport($input: LoadDelayInput!) {\n  loadDelayReport(input: $input) {\n    ...OrderLoadFields\n  }\n}"): (typeof documents)["mutation LoadDelayReport($input: LoadDelayInput!) {\n  loadDelayReport(input: $input) {\n    ...OrderLoadFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoadDeliver($input: LoadDeliveryInput!) {\n  loadDeliver(input: $input) {\n    ...OrderLoadFields\n  }\n}"): (typeof documents)["mutation LoadDeliver($input: LoadDeliveryInput!) {\n  loadDeliver(input: $input) {\n    ...OrderLoadFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoadNoteSave($input: LoadNoteInput!) {\n  loadNoteSave(input: $input) {\n    ...OrderLoadFields\n  }\n}"): (typeof documents)["mutation LoadNoteSave($input: LoadNoteInput!) {\n  loadNoteSave(input: $input) {\n    ...OrderLoadFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoadPositionReport($input: LoadPositionInput!) {\n  loadPositionReport(input: $input) {\n    id\n    step\n    position {\n      at\n    }\n  }\n}"): (typeof documents)["mutation LoadPositionReport($input: LoadPositionInput!) {\n  loadPositionReport(input: $input) {\n    id\n    step\n    position {\n      at\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoadStepReport($input: LoadStepInput!) {\n  loadStepReport(input: $input) {\n    ...OrderLoadFields\n  }\n}"): (typeof documents)["mutation LoadStepReport($input: LoadStepInput!) {\n  loadStepReport(input: $input) {\n    ...OrderLoadFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MarketingFigures {\n  marketingFigures {\n    suppliers\n    countries\n    cities\n    aggregateCities\n    products\n    deliveries\n  }\n}"): (typeof documents)["query MarketingFigures {\n  marketingFigures {\n    suppliers\n    countries\n    cities\n    aggregateCities\n    products\n    deliveries\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...ViewerFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Offices {\n  offices {\n    id\n    location\n    address\n  }\n}"): (typeof documents)["query Offices {\n  offices {\n    id\n    location\n    address\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderBalanceChangeAuthorize($changeId: ID!) {\n  orderBalanceChangeAuthorize(changeId: $changeId) {\n    ...OrderBalanceChangeFields\n  }\n}"): (typeof documents)["mutation OrderBalanceChangeAuthorize($changeId: ID!) {\n  orderBalanceChangeAuthorize(changeId: $changeId) {\n    ...OrderBalanceChangeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderBalanceChangeConfirm($changeId: ID!) {\n  orderBalanceChangeConfirm(changeId: $changeId) {\n    ...OrderBalanceChangeFields\n  }\n}"): (typeof documents)["mutation OrderBalanceChangeConfirm($changeId: ID!) {\n  orderBalanceChangeConfirm(changeId: $changeId) {\n    ...OrderBalanceChangeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderBalanceChangeFields on OrderBalanceChange {\n  id\n  settlement\n  status\n  previousTotalCents\n  newTotalCents\n  differenceCents\n  refundedCents\n  currency\n  methodLabel\n  failureMessage\n  summary\n  documentTitle\n  documentUrl\n  createdAt\n  settledAt\n}"): (typeof documents)["fragment OrderBalanceChangeFields on OrderBalanceChange {\n  id\n  settlement\n  status\n  previousTotalCents\n  newTotalCents\n  differenceCents\n  refundedCents\n  currency\n  methodLabel\n  failureMessage\n  summary\n  documentTitle\n  documentUrl\n  createdAt\n  settledAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderCancel($id: ID!, $acceptFeeCents: Int) {\n  orderCancel(id: $id, acceptFeeCents: $acceptFeeCents) {\n    ...OrderFields\n  }\n}"): (typeof documents)["mutation OrderCancel($id: ID!, $acceptFeeCents: Int) {\n  orderCancel(id: $id, acceptFeeCents: $acceptFeeCents) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderDetails($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n    orderNumber\n    invoiceUrl\n    qualityPapers {\n      ...QualityPaperFields\n    }\n    statusReason\n    windowProposal {\n      ...OrderWindowProposalFields\n    }\n    history {\n      ...OrderEventFields\n    }\n    rating {\n      ...OrderRatingFields\n    }\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n    loads {\n      ...OrderLoadFields\n    }\n    requests {\n      ...OrderRequestFields\n    }\n    balanceChanges {\n      ...OrderBalanceChangeFields\n    }\n    disputes {\n      ...OrderDisputeFields\n    }\n    disputableLines {\n      key\n      label\n      amountCents\n    }\n    paymentDueDate\n    chargeAt\n    paymentDueBy\n    payment {\n      status\n      amountCents\n      failureMessage\n      failureCode\n      nextAction\n      chargeAt\n      method\n      paidAt\n    }\n  }\n  deliveryMap {\n    styleUrl\n  }\n}"): (typeof documents)["query OrderDetails($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n    orderNumber\n    invoiceUrl\n    qualityPapers {\n      ...QualityPaperFields\n    }\n    statusReason\n    windowProposal {\n      ...OrderWindowProposalFields\n    }\n    history {\n      ...OrderEventFields\n    }\n    rating {\n      ...OrderRatingFields\n    }\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n    loads {\n      ...OrderLoadFields\n    }\n    requests {\n      ...OrderRequestFields\n    }\n    balanceChanges {\n      ...OrderBalanceChangeFields\n    }\n    disputes {\n      ...OrderDisputeFields\n    }\n    disputableLines {\n      key\n      label\n      amountCents\n    }\n    paymentDueDate\n    chargeAt\n    paymentDueBy\n    payment {\n      status\n      amountCents\n      failureMessage\n      failureCode\n      nextAction\n      chargeAt\n      method\n      paidAt\n    }\n  }\n  deliveryMap {\n    styleUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderDisputeFields on OrderDispute {\n  id\n  loadId\n  loadSequence\n  lineKey\n  subject\n  reason\n  description\n  status\n  currency\n  claimedCents\n  creditedCents\n  maxCreditCents\n  answerNote\n  openedByName\n  answeredByName\n  photoUrls\n  balanceChangeId\n  createdAt\n  answeredAt\n}"): (typeof documents)["fragment OrderDisputeFields on OrderDispute {\n  id\n  loadId\n  loadSequence\n  lineKey\n  subject\n  reason\n  description\n  status\n  currency\n  claimedCents\n  creditedCents\n  maxCreditCents\n  answerNote\n  openedByName\n  answeredByName\n  photoUrls\n  balanceChangeId\n  createdAt\n  answeredAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderDisputeOpen($input: OrderDisputeInput!) {\n  orderDisputeOpen(input: $input) {\n    ...OrderDisputeFields\n  }\n}"): (typeof documents)["mutation OrderDisputeOpen($input: OrderDisputeInput!) {\n  orderDisputeOpen(input: $input) {\n    ...OrderDisputeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderDisputeWithdraw($disputeId: ID!) {\n  orderDisputeWithdraw(disputeId: $disputeId) {\n    ...OrderDisputeFields\n  }\n}"): (typeof documents)["mutation OrderDisputeWithdraw($disputeId: ID!) {\n  orderDisputeWithdraw(disputeId: $disputeId) {\n    ...OrderDisputeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderEventFields on OrderEvent {\n  id\n  kind\n  status\n  party\n  actorName\n  byApiKey\n  reason\n  proposedDeliveryDate\n  proposedWindow\n  at\n}"): (typeof documents)["fragment OrderEventFields on OrderEvent {\n  id\n  kind\n  status\n  party\n  actorName\n  byApiKey\n  reason\n  proposedDeliveryDate\n  proposedWindow\n  at\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderFields on Order {\n  id\n  status\n  paymentType\n  paymentStatus\n  supplierId\n  supplierName\n  contractorName\n  productId\n  productType\n  productName\n  quantity\n  unit\n  color\n  trucks\n  minutesBetweenTrucks\n  deliveryDate\n  pickUpDate\n  rentalDays\n  deliveryWindow\n  deliveryStartsAt\n  jobSiteId\n  siteName\n  deliveryAddress\n  postalCode\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  options {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  comment\n  contactName\n  contactEmail\n  contactPhone\n  currency\n  quote {\n    ...OrderQuoteFields\n  }\n  totalCents\n  referralCreditAppliedCents\n  amountDueCents\n  unpaidAmountCents\n  partnerCode\n  createdAt\n  canceledAt\n  cancelReason\n  cancelableUntil\n  cancelable\n  lateCancellationFeePercent\n  lateCancellationFeeCents\n  lateCancelable\n  cancellationFeeCents\n  timeZone\n}"): (typeof documents)["fragment OrderFields on Order {\n  id\n  status\n  paymentType\n  paymentStatus\n  supplierId\n  supplierName\n  contractorName\n  productId\n  productType\n  productName\n  quantity\n  unit\n  color\n  trucks\n  minutesBetweenTrucks\n  deliveryDate\n  pickUpDate\n  rentalDays\n  deliveryWindow\n  deliveryStartsAt\n  jobSiteId\n  siteName\n  deliveryAddress\n  postalCode\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  options {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  comment\n  contactName\n  contactEmail\n  contactPhone\n  currency\n  quote {\n    ...OrderQuoteFields\n  }\n  totalCents\n  referralCreditAppliedCents\n  amountDueCents\n  unpaidAmountCents\n  partnerCode\n  createdAt\n  canceledAt\n  cancelReason\n  cancelableUntil\n  cancelable\n  lateCancellationFeePercent\n  lateCancellationFeeCents\n  lateCancelable\n  cancellationFeeCents\n  timeZone\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderHoldRelease($orderId: ID!) {\n  orderHoldRelease(orderId: $orderId) {\n    id\n    loads {\n      id\n      held\n    }\n  }\n}"): (typeof documents)["mutation OrderHoldRelease($orderId: ID!) {\n  orderHoldRelease(orderId: $orderId) {\n    id\n    loads {\n      id\n      held\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderLoadFields on OrderLoad {\n  id\n  sequence\n  quantity\n  unit\n  truck {\n    id\n    name\n  }\n  driver {\n    userId\n    fullName\n  }\n  step\n  loadedAt\n  enRouteAt\n  arrivedAt\n  unloadingAt\n  deliveredAt\n  driverNote\n  delayMinutes\n  deliveredQuantity\n  waterAddedLitres\n  slumpMm\n  receivedBy\n  hasSignature\n  hasPhoto\n  ticketUrl\n  delayReason\n  held\n  heldAt\n  eta {\n    distanceKm\n    arrivesAt\n    approximate\n    source\n    lateForWindow\n    directKm\n    bearingDegrees\n  }\n  position {\n    latitude\n    longitude\n    accuracyMeters\n    at\n  }\n}"): (typeof documents)["fragment OrderLoadFields on OrderLoad {\n  id\n  sequence\n  quantity\n  unit\n  truck {\n    id\n    name\n  }\n  driver {\n    userId\n    fullName\n  }\n  step\n  loadedAt\n  enRouteAt\n  arrivedAt\n  unloadingAt\n  deliveredAt\n  driverNote\n  delayMinutes\n  deliveredQuantity\n  waterAddedLitres\n  slumpMm\n  receivedBy\n  hasSignature\n  hasPhoto\n  ticketUrl\n  delayReason\n  held\n  heldAt\n  eta {\n    distanceKm\n    arrivesAt\n    approximate\n    source\n    lateForWindow\n    directKm\n    bearingDegrees\n  }\n  position {\n    latitude\n    longitude\n    accuracyMeters\n    at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderMessageFields on OrderMessage {\n  id\n  body\n  authorName\n  party\n  mine\n  at\n}"): (typeof documents)["fragment OrderMessageFields on OrderMessage {\n  id\n  body\n  authorName\n  party\n  mine\n  at\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderMessageSend($input: OrderMessageInput!) {\n  orderMessageSend(input: $input) {\n    ...OrderMessageFields\n  }\n}"): (typeof documents)["mutation OrderMessageSend($input: OrderMessageInput!) {\n  orderMessageSend(input: $input) {\n    ...OrderMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderMessagesRead($orderId: ID!) {\n  orderMessagesRead(orderId: $orderId)\n}"): (typeof documents)["mutation OrderMessagesRead($orderId: ID!) {\n  orderMessagesRead(orderId: $orderId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderPay($input: OrderPayInput!, $idempotencyKey: String!) {\n  orderPay(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderPaymentFields\n  }\n}"): (typeof documents)["mutation OrderPay($input: OrderPayInput!, $idempotencyKey: String!) {\n  orderPay(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderPaymentConfirm($orderId: ID!) {\n  orderPaymentConfirm(orderId: $orderId) {\n    ...OrderPaymentFields\n  }\n}"): (typeof documents)["mutation OrderPaymentConfirm($orderId: ID!) {\n  orderPaymentConfirm(orderId: $orderId) {\n    ...OrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderPaymentFields on OrderPayment {\n  id\n  orderId\n  status\n  amountCents\n  failureMessage\n  failureCode\n  nextAction\n  clientSecret\n  chargeAt\n  method\n  paidAt\n  unpaidAmountCents\n}"): (typeof documents)["fragment OrderPaymentFields on OrderPayment {\n  id\n  orderId\n  status\n  amountCents\n  failureMessage\n  failureCode\n  nextAction\n  clientSecret\n  chargeAt\n  method\n  paidAt\n  unpaidAmountCents\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderPaymentState($id: ID!) {\n  order(id: $id) {\n    id\n    orderNumber\n    status\n    paymentType\n    paymentStatus\n    amountDueCents\n    cardHoldPercent\n    currency\n    chargeAt\n    paymentDueDate\n    timeZone\n    productType\n    cancelableUntil\n    lateCancellationFeePercent\n    lateCancellationFeeCents\n    cardPayment {\n      amountNowCents\n      holdCents\n      chargedAtOnce\n      chargeAt\n    }\n    payment {\n      ...OrderPaymentFields\n    }\n  }\n}"): (typeof documents)["query OrderPaymentState($id: ID!) {\n  order(id: $id) {\n    id\n    orderNumber\n    status\n    paymentType\n    paymentStatus\n    amountDueCents\n    cardHoldPercent\n    currency\n    chargeAt\n    paymentDueDate\n    timeZone\n    productType\n    cancelableUntil\n    lateCancellationFeePercent\n    lateCancellationFeeCents\n    cardPayment {\n      amountNowCents\n      holdCents\n      chargedAtOnce\n      chargeAt\n    }\n    payment {\n      ...OrderPaymentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderQuote($input: OrderQuoteInput!) {\n  orderQuote(input: $input) {\n    ...OrderQuoteFields\n    cancellation {\n      windowHours\n      freeUntil\n      lateFeePercent\n      lateFeeCents\n      timeZone\n    }\n  }\n}"): (typeof documents)["query OrderQuote($input: OrderQuoteInput!) {\n  orderQuote(input: $input) {\n    ...OrderQuoteFields\n    cancellation {\n      windowHours\n      freeUntil\n      lateFeePercent\n      lateFeeCents\n      timeZone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderQuoteFields on OrderQuote {\n  currency\n  lineItems {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  subtotalCents\n  fees {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  feesCents\n  processingFeePercent\n  processingFeeCents\n  taxes {\n    name\n    ratePercent\n    amountCents\n  }\n  taxesCents\n  totalWithoutTaxesCents\n  totalCents\n  referralCreditAppliedCents\n  amountDueCents\n  fingerprint\n}"): (typeof documents)["fragment OrderQuoteFields on OrderQuote {\n  currency\n  lineItems {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  subtotalCents\n  fees {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  feesCents\n  processingFeePercent\n  processingFeeCents\n  taxes {\n    name\n    ratePercent\n    amountCents\n  }\n  taxesCents\n  totalWithoutTaxesCents\n  totalCents\n  referralCreditAppliedCents\n  amountDueCents\n  fingerprint\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderRate($input: OrderRateInput!) {\n  orderRate(input: $input) {\n    id\n    rating {\n      ...OrderRatingFields\n    }\n  }\n}"): (typeof documents)["mutation OrderRate($input: OrderRateInput!) {\n  orderRate(input: $input) {\n    id\n    rating {\n      ...OrderRatingFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderRatingFields on OrderRating {\n  stars\n  comment\n  createdAt\n  reply\n  repliedAt\n}"): (typeof documents)["fragment OrderRatingFields on OrderRating {\n  stars\n  comment\n  createdAt\n  reply\n  repliedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderReorder($id: ID!) {\n  orderReorder(id: $id) {\n    city {\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    producer {\n      supplierId\n      name\n      currency\n      product {\n        ...ProducerProductFields\n      }\n    }\n    quantity\n    color\n    trucks\n    minutesBetweenTrucks\n    extraIds\n    comment\n    paymentType\n    jobSiteId\n    siteName\n    deliveryAddress\n    postalCode\n    jobNumber\n    gateCode\n    accessNotes\n    washoutNotes\n  }\n}"): (typeof documents)["query OrderReorder($id: ID!) {\n  orderReorder(id: $id) {\n    city {\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    producer {\n      supplierId\n      name\n      currency\n      product {\n        ...ProducerProductFields\n      }\n    }\n    quantity\n    color\n    trucks\n    minutesBetweenTrucks\n    extraIds\n    comment\n    paymentType\n    jobSiteId\n    siteName\n    deliveryAddress\n    postalCode\n    jobNumber\n    gateCode\n    accessNotes\n    washoutNotes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderRequestCreate($input: OrderRequestInput!) {\n  orderRequestCreate(input: $input) {\n    id\n    requests {\n      ...OrderRequestFields\n    }\n  }\n}"): (typeof documents)["mutation OrderRequestCreate($input: OrderRequestInput!) {\n  orderRequestCreate(input: $input) {\n    id\n    requests {\n      ...OrderRequestFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderRequestFields on OrderRequest {\n  id\n  kind\n  status\n  minutes\n  quantity\n  preview {\n    dispatchedQuantity\n    previousQuantity\n    newQuantity\n    currency\n    previousTotalCents\n    newTotalCents\n    previousAmountDueCents\n    newAmountDueCents\n    coveredByOrderPayment\n  }\n  requestedByName\n  answeredByName\n  answerNote\n  createdAt\n  answeredAt\n}"): (typeof documents)["fragment OrderRequestFields on OrderRequest {\n  id\n  kind\n  status\n  minutes\n  quantity\n  preview {\n    dispatchedQuantity\n    previousQuantity\n    newQuantity\n    currency\n    previousTotalCents\n    newTotalCents\n    previousAmountDueCents\n    newAmountDueCents\n    coveredByOrderPayment\n  }\n  requestedByName\n  answeredByName\n  answerNote\n  createdAt\n  answeredAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderRequestWithdraw($requestId: ID!) {\n  orderRequestWithdraw(requestId: $requestId) {\n    id\n    requests {\n      ...OrderRequestFields\n    }\n  }\n}"): (typeof documents)["mutation OrderRequestWithdraw($requestId: ID!) {\n  orderRequestWithdraw(requestId: $requestId) {\n    id\n    requests {\n      ...OrderRequestFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderWindowProposalAccept($orderId: ID!) {\n  orderWindowProposalAccept(orderId: $orderId) {\n    id\n    status\n    deliveryDate\n    deliveryWindow\n  }\n}"): (typeof documents)["mutation OrderWindowProposalAccept($orderId: ID!) {\n  orderWindowProposalAccept(orderId: $orderId) {\n    id\n    status\n    deliveryDate\n    deliveryWindow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderWindowProposalFields on OrderWindowProposal {\n  deliveryDate\n  windowStartHour\n  deliveryWindow\n  reason\n}"): (typeof documents)["fragment OrderWindowProposalFields on OrderWindowProposal {\n  deliveryDate\n  windowStartHour\n  deliveryWindow\n  reason\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Orders($filter: OrderFilter, $skip: Int, $limit: Int) {\n  orders(filter: $filter, skip: $skip, limit: $limit) {\n    values {\n      id\n      orderNumber\n      unreadMessages\n      status\n      windowProposal {\n        deliveryDate\n      }\n      paymentType\n      paymentStatus\n      supplierName\n      productType\n      productName\n      quantity\n      unit\n      deliveryDate\n      deliveryWindow\n      pickUpDate\n      siteName\n      deliveryAddress\n      jobNumber\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      currency\n      totalCents\n      unpaidAmountCents\n    }\n    count\n    csvUrl\n  }\n}"): (typeof documents)["query Orders($filter: OrderFilter, $skip: Int, $limit: Int) {\n  orders(filter: $filter, skip: $skip, limit: $limit) {\n    values {\n      id\n      orderNumber\n      unreadMessages\n      status\n      windowProposal {\n        deliveryDate\n      }\n      paymentType\n      paymentStatus\n      supplierName\n      productType\n      productName\n      quantity\n      unit\n      deliveryDate\n      deliveryWindow\n      pickUpDate\n      siteName\n      deliveryAddress\n      jobNumber\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      currency\n      totalCents\n      unpaidAmountCents\n    }\n    count\n    csvUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PartnerButtonClick($input: PartnerButtonClickInput!) {\n  partnerButtonClick(input: $input) {\n    id\n    name\n    code\n    storefrontSlug\n  }\n}"): (typeof documents)["mutation PartnerButtonClick($input: PartnerButtonClickInput!) {\n  partnerButtonClick(input: $input) {\n    id\n    name\n    code\n    storefrontSlug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerByCode($code: String!) {\n  partner(code: $code) {\n    id\n    name\n    code\n    supplierId\n    storefrontSlug\n  }\n}"): (typeof documents)["query PartnerByCode($code: String!) {\n  partner(code: $code) {\n    id\n    name\n    code\n    supplierId\n    storefrontSlug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PartnerFiguresFields on PartnerFigures {\n  clicks\n  signUps\n  orders\n  referralCreditsCents\n  earned {\n    currency\n    cents\n  }\n  pending {\n    currency\n    cents\n  }\n}\n\nquery PartnerDashboard {\n  partnerDashboard {\n    code\n    name\n    commissionBps\n    paysOut\n    months {\n      month\n      figures {\n        ...PartnerFiguresFields\n      }\n    }\n    totals {\n      ...PartnerFiguresFields\n    }\n    paidOut {\n      currency\n      cents\n    }\n    awaitingPayout {\n      currency\n      cents\n    }\n    owed {\n      currency\n      cents\n    }\n    payouts {\n      id\n      payoutDate\n      status\n      currency\n      amountCents\n    }\n  }\n}"): (typeof documents)["fragment PartnerFiguresFields on PartnerFigures {\n  clicks\n  signUps\n  orders\n  referralCreditsCents\n  earned {\n    currency\n    cents\n  }\n  pending {\n    currency\n    cents\n  }\n}\n\nquery PartnerDashboard {\n  partnerDashboard {\n    code\n    name\n    commissionBps\n    paysOut\n    months {\n      month\n      figures {\n        ...PartnerFiguresFields\n      }\n    }\n    totals {\n      ...PartnerFiguresFields\n    }\n    paidOut {\n      currency\n      cents\n    }\n    awaitingPayout {\n      currency\n      cents\n    }\n    owed {\n      currency\n      cents\n    }\n    payouts {\n      id\n      payoutDate\n      status\n      currency\n      amountCents\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PartnerRequestCreate($input: PartnerRequestInput!) {\n  partnerRequestCreate(input: $input)\n}"): (typeof documents)["mutation PartnerRequestCreate($input: PartnerRequestInput!) {\n  partnerRequestCreate(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerStats($code: String!) {\n  partnerStats(code: $code) {\n    code\n    clicks\n    buyClicks\n    rentClicks\n    orders\n  }\n}"): (typeof documents)["query PartnerStats($code: String!) {\n  partnerStats(code: $code) {\n    code\n    clicks\n    buyClicks\n    rentClicks\n    orders\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentGateway {\n  paymentGateway {\n    name\n    publishableKey\n    additionalHoldPercent\n    chargeHoursBeforeDelivery\n    bankDebitCancelNoticeDays\n    creditTermDays\n  }\n}"): (typeof documents)["query PaymentGateway {\n  paymentGateway {\n    name\n    publishableKey\n    additionalHoldPercent\n    chargeHoursBeforeDelivery\n    bankDebitCancelNoticeDays\n    creditTermDays\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentLink($token: String!) {\n  paymentLink(token: $token) {\n    orderId\n    orderNumber\n    contractorName\n    timeZone\n    requestedBy\n    supplierName\n    productName\n    quantity\n    unit\n    deliveryDate\n    deliveryWindow\n    deliveryAddress\n    currency\n    quote {\n      ...OrderQuoteFields\n    }\n    totalCents\n    unpaidAmountCents\n    invoiceUrl\n    expiresAt\n    paymentStatus\n    status\n    paymentType\n    paymentDueDate\n    payingWith\n    payable\n    productType\n    pickUpDate\n    trucks\n    minutesBetweenTrucks\n  }\n}"): (typeof documents)["query PaymentLink($token: String!) {\n  paymentLink(token: $token) {\n    orderId\n    orderNumber\n    contractorName\n    timeZone\n    requestedBy\n    supplierName\n    productName\n    quantity\n    unit\n    deliveryDate\n    deliveryWindow\n    deliveryAddress\n    currency\n    quote {\n      ...OrderQuoteFields\n    }\n    totalCents\n    unpaidAmountCents\n    invoiceUrl\n    expiresAt\n    paymentStatus\n    status\n    paymentType\n    paymentDueDate\n    payingWith\n    payable\n    productType\n    pickUpDate\n    trucks\n    minutesBetweenTrucks\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentLinkConfirmPayment($token: String!) {\n  paymentLinkConfirmPayment(token: $token) {\n    ...OrderPaymentFields\n  }\n}"): (typeof documents)["mutation PaymentLinkConfirmPayment($token: String!) {\n  paymentLinkConfirmPayment(token: $token) {\n    ...OrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentLinkCreate($orderId: ID!) {\n  paymentLinkCreate(orderId: $orderId) {\n    id\n    orderId\n    url\n    expiresAt\n  }\n}"): (typeof documents)["mutation PaymentLinkCreate($orderId: ID!) {\n  paymentLinkCreate(orderId: $orderId) {\n    id\n    orderId\n    url\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentLinkPay($token: String!, $input: PaymentLinkPayInput!, $idempotencyKey: String!) {\n  paymentLinkPay(token: $token, input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderPaymentFields\n  }\n}"): (typeof documents)["mutation PaymentLinkPay($token: String!, $input: PaymentLinkPayInput!, $idempotencyKey: String!) {\n  paymentLinkPay(token: $token, input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentLinkVerifyBankAccount($token: String!, $amountsCents: [Int!]!) {\n  paymentLinkVerifyBankAccount(token: $token, amountsCents: $amountsCents) {\n    ...OrderPaymentFields\n  }\n}"): (typeof documents)["mutation PaymentLinkVerifyBankAccount($token: String!, $amountsCents: [Int!]!) {\n  paymentLinkVerifyBankAccount(token: $token, amountsCents: $amountsCents) {\n    ...OrderPaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentMethodAttach($paymentMethodId: String!, $paymentType: PaymentType!) {\n  paymentMethodAttach(\n    paymentMethodId: $paymentMethodId\n    paymentType: $paymentType\n  ) {\n    ...PaymentMethodFields\n  }\n}"): (typeof documents)["mutation PaymentMethodAttach($paymentMethodId: String!, $paymentType: PaymentType!) {\n  paymentMethodAttach(\n    paymentMethodId: $paymentMethodId\n    paymentType: $paymentType\n  ) {\n    ...PaymentMethodFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentMethodDelete($id: ID!) {\n  paymentMethodDelete(id: $id)\n}"): (typeof documents)["mutation PaymentMethodDelete($id: ID!) {\n  paymentMethodDelete(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentMethodFields on PaymentMethod {\n  id\n  paymentType\n  label\n  brand\n  last4\n  expMonth\n  expYear\n  holderName\n  verificationStatus\n  mandateAcceptedAt\n  createdAt\n  isDefault\n}"): (typeof documents)["fragment PaymentMethodFields on PaymentMethod {\n  id\n  paymentType\n  label\n  brand\n  last4\n  expMonth\n  expYear\n  holderName\n  verificationStatus\n  mandateAcceptedAt\n  createdAt\n  isDefault\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentMethodSetDefault($id: ID!) {\n  paymentMethodSetDefault(id: $id) {\n    ...PaymentMethodFields\n  }\n}"): (typeof documents)["mutation PaymentMethodSetDefault($id: ID!) {\n  paymentMethodSetDefault(id: $id) {\n    ...PaymentMethodFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentMethods {\n  paymentMethods {\n    ...PaymentMethodFields\n  }\n}"): (typeof documents)["query PaymentMethods {\n  paymentMethods {\n    ...PaymentMethodFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentSetupIntentCreate($paymentType: PaymentType!) {\n  paymentSetupIntentCreate(paymentType: $paymentType) {\n    clientSecret\n  }\n}"): (typeof documents)["mutation PaymentSetupIntentCreate($paymentType: PaymentType!) {\n  paymentSetupIntentCreate(paymentType: $paymentType) {\n    clientSecret\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n  placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    orderNumber\n  }\n}"): (typeof documents)["mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n  placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    orderNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProducerProductFields on ProducerProduct {\n  id\n  name\n  description\n  type\n  unit\n  priceCents\n  minimumOrder\n  quantityIncrement\n  maximumOrder\n  feeMinCents\n  feeMaxCents\n  colors\n  rentalIncludedDays\n  rentalExtraDayCents\n  extras {\n    id\n    name\n    description\n    group\n    pricing\n    priceCents\n  }\n  quantity\n  allInPriceCents\n}"): (typeof documents)["fragment ProducerProductFields on ProducerProduct {\n  id\n  name\n  description\n  type\n  unit\n  priceCents\n  minimumOrder\n  quantityIncrement\n  maximumOrder\n  feeMinCents\n  feeMaxCents\n  colors\n  rentalIncludedDays\n  rentalExtraDayCents\n  extras {\n    id\n    name\n    description\n    group\n    pricing\n    priceCents\n  }\n  quantity\n  allInPriceCents\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Producers($input: ProducersInput!) {\n  producers(input: $input) {\n    supplierId\n    name\n    logo\n    rating\n    ratingCount\n    disputeRecord {\n      total\n      accepted\n      open\n    }\n    currency\n    allInPriceCents\n    scorecard {\n      periodDays\n      deliveredOrders\n      minimumDeliveries\n      onTimeWindowRate\n      onTimeEtaRate\n      deliveredQuantityRate\n      supplierCancellationRate\n      ratingAverage\n      ratingCount\n    }\n    product {\n      ...ProducerProductFields\n    }\n    products {\n      ...ProducerProductFields\n    }\n  }\n}"): (typeof documents)["query Producers($input: ProducersInput!) {\n  producers(input: $input) {\n    supplierId\n    name\n    logo\n    rating\n    ratingCount\n    disputeRecord {\n      total\n      accepted\n      open\n    }\n    currency\n    allInPriceCents\n    scorecard {\n      periodDays\n      deliveredOrders\n      minimumDeliveries\n      onTimeWindowRate\n      onTimeEtaRate\n      deliveredQuantityRate\n      supplierCancellationRate\n      ratingAverage\n      ratingCount\n    }\n    product {\n      ...ProducerProductFields\n    }\n    products {\n      ...ProducerProductFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductCategories {\n  productCategories {\n    type\n    supplierCount\n    productCount\n  }\n}"): (typeof documents)["query ProductCategories {\n  productCategories {\n    type\n    supplierCount\n    productCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QualityPaperFields on QualityPaper {\n  id\n  kind\n  title\n  fileName\n  sizeBytes\n  addedAt\n  url\n}"): (typeof documents)["fragment QualityPaperFields on QualityPaper {\n  id\n  kind\n  title\n  fileName\n  sizeBytes\n  addedAt\n  url\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshSession {\n  refreshSession {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"): (typeof documents)["mutation RefreshSession {\n  refreshSession {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServiceRegions {\n  serviceRegions {\n    countryCode\n    countryName\n    currency\n    postalCodePlaceholder\n    cities {\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n      supplierCount\n    }\n  }\n}"): (typeof documents)["query ServiceRegions {\n  serviceRegions {\n    countryCode\n    countryName\n    currency\n    postalCodePlaceholder\n    cities {\n      city {\n        id\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n      supplierCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut\n}"): (typeof documents)["mutation SignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StorefrontFields on Storefront {\n  supplierId\n  slug\n  name\n  description\n  logo\n  brandColor\n  rating\n  ratingCount\n  currency\n  homeCity {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  serviceAreas {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  products {\n    ...ProducerProductFields\n  }\n}\n\nquery Storefront($slug: String!) {\n  storefront(slug: $slug) {\n    ...StorefrontFields\n  }\n}\n\nquery StorefrontByDomain($domain: String!) {\n  storefrontByDomain(domain: $domain) {\n    ...StorefrontFields\n  }\n}"): (typeof documents)["fragment StorefrontFields on Storefront {\n  supplierId\n  slug\n  name\n  description\n  logo\n  brandColor\n  rating\n  ratingCount\n  currency\n  homeCity {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  serviceAreas {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  products {\n    ...ProducerProductFields\n  }\n}\n\nquery Storefront($slug: String!) {\n  storefront(slug: $slug) {\n    ...StorefrontFields\n  }\n}\n\nquery StorefrontByDomain($domain: String!) {\n  storefrontByDomain(domain: $domain) {\n    ...StorefrontFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StorefrontApp($slug: String!) {\n  storefrontApp(slug: $slug) {\n    slug\n    name\n    description\n    logo\n    brandColor\n  }\n}"): (typeof documents)["query StorefrontApp($slug: String!) {\n  storefrontApp(slug: $slug) {\n    slug\n    name\n    description\n    logo\n    brandColor\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierApiKeyCreate($input: SupplierApiKeyCreateInput!) {\n  supplierApiKeyCreate(input: $input) {\n    apiKey {\n      ...SupplierApiKeyFields\n    }\n    secret\n  }\n}"): (typeof documents)["mutation SupplierApiKeyCreate($input: SupplierApiKeyCreateInput!) {\n  supplierApiKeyCreate(input: $input) {\n    apiKey {\n      ...SupplierApiKeyFields\n    }\n    secret\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierApiKeyFields on SupplierApiKey {\n  id\n  name\n  prefix\n  createdByName\n  createdAt\n  lastUsedAt\n  revokedAt\n}"): (typeof documents)["fragment SupplierApiKeyFields on SupplierApiKey {\n  id\n  name\n  prefix\n  createdByName\n  createdAt\n  lastUsedAt\n  revokedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierApiKeyRevoke($id: ID!) {\n  supplierApiKeyRevoke(id: $id) {\n    ...SupplierApiKeyFields\n  }\n}"): (typeof documents)["mutation SupplierApiKeyRevoke($id: ID!) {\n  supplierApiKeyRevoke(id: $id) {\n    ...SupplierApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierApiKeys {\n  supplierApiKeys {\n    ...SupplierApiKeyFields\n  }\n}"): (typeof documents)["query SupplierApiKeys {\n  supplierApiKeys {\n    ...SupplierApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierCatalogue {\n  supplierCatalogue {\n    supplierId\n    supplierName\n    currency\n    mayEdit\n    products {\n      ...SupplierProductFields\n    }\n    serviceAreaCityIds\n    deliverySettings {\n      ...SupplierDeliverySettingsFields\n    }\n    cities {\n      id\n      name\n      regionCode\n      countryCode\n      countryName\n    }\n  }\n}"): (typeof documents)["query SupplierCatalogue {\n  supplierCatalogue {\n    supplierId\n    supplierName\n    currency\n    mayEdit\n    products {\n      ...SupplierProductFields\n    }\n    serviceAreaCityIds\n    deliverySettings {\n      ...SupplierDeliverySettingsFields\n    }\n    cities {\n      id\n      name\n      regionCode\n      countryCode\n      countryName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierDateBlock($date: String!, $reason: String!) {\n  supplierDateBlock(date: $date, reason: $reason) {\n    ...SupplierScheduleDayFields\n  }\n}"): (typeof documents)["mutation SupplierDateBlock($date: String!, $reason: String!) {\n  supplierDateBlock(date: $date, reason: $reason) {\n    ...SupplierScheduleDayFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierDateUnblock($date: String!) {\n  supplierDateUnblock(date: $date) {\n    ...SupplierScheduleDayFields\n  }\n}"): (typeof documents)["mutation SupplierDateUnblock($date: String!) {\n  supplierDateUnblock(date: $date) {\n    ...SupplierScheduleDayFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierDeliverySettingsFields on SupplierDeliverySettings {\n  timeZone\n  windowCapacityTrucks\n  cancellationWindowHours\n  cardHoldPercent\n  lateCancellationFeePercent\n}"): (typeof documents)["fragment SupplierDeliverySettingsFields on SupplierDeliverySettings {\n  timeZone\n  windowCapacityTrucks\n  cancellationWindowHours\n  cardHoldPercent\n  lateCancellationFeePercent\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierDeliverySettingsUpdate($input: SupplierDeliverySettingsInput!) {\n  supplierDeliverySettingsUpdate(input: $input) {\n    ...SupplierDeliverySettingsFields\n  }\n}"): (typeof documents)["mutation SupplierDeliverySettingsUpdate($input: SupplierDeliverySettingsInput!) {\n  supplierDeliverySettingsUpdate(input: $input) {\n    ...SupplierDeliverySettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierDomainAdd($input: SupplierDomainInput!) {\n  supplierDomainAdd(input: $input) {\n    ...SupplierDomainFields\n  }\n}"): (typeof documents)["mutation SupplierDomainAdd($input: SupplierDomainInput!) {\n  supplierDomainAdd(input: $input) {\n    ...SupplierDomainFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierDomainRemove {\n  supplierDomainRemove\n}"): (typeof documents)["mutation SupplierDomainRemove {\n  supplierDomainRemove\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierDomainVerify {\n  supplierDomainVerify {\n    ...SupplierDomainFields\n  }\n}"): (typeof documents)["mutation SupplierDomainVerify {\n  supplierDomainVerify {\n    ...SupplierDomainFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierFleetAvailability($orderId: ID!) {\n  supplierFleetAvailability(orderId: $orderId) {\n    deliveryStartsAt\n    minutesBetweenTrucks\n    bookings {\n      truckId\n      driverUserId\n      orderId\n      orderNumber\n      sequence\n      step\n      from\n      until\n    }\n  }\n}"): (typeof documents)["query SupplierFleetAvailability($orderId: ID!) {\n  supplierFleetAvailability(orderId: $orderId) {\n    deliveryStartsAt\n    minutesBetweenTrucks\n    bookings {\n      truckId\n      driverUserId\n      orderId\n      orderNumber\n      sequence\n      step\n      from\n      until\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierOrder($id: ID!) {\n  supplierOrder(id: $id) {\n    ...SupplierOrderFields\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n  }\n  supplierWorkspace {\n    ...SupplierWorkspaceFields\n  }\n}"): (typeof documents)["query SupplierOrder($id: ID!) {\n  supplierOrder(id: $id) {\n    ...SupplierOrderFields\n    messages {\n      ...OrderMessageFields\n    }\n    unreadMessages\n  }\n  supplierWorkspace {\n    ...SupplierWorkspaceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierOrderDispatch($input: OrderDispatchInput!) {\n  supplierOrderDispatch(input: $input) {\n    ...SupplierOrderFields\n  }\n}"): (typeof documents)["mutation SupplierOrderDispatch($input: OrderDispatchInput!) {\n  supplierOrderDispatch(input: $input) {\n    ...SupplierOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierOrderDisputeAnswer($input: OrderDisputeAnswerInput!) {\n  supplierOrderDisputeAnswer(input: $input) {\n    ...OrderDisputeFields\n  }\n}"): (typeof documents)["mutation SupplierOrderDisputeAnswer($input: OrderDisputeAnswerInput!) {\n  supplierOrderDisputeAnswer(input: $input) {\n    ...OrderDisputeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierOrderFields on SupplierOrder {\n  id\n  orderNumber\n  status\n  paymentStatus\n  contractorName\n  timeZone\n  productName\n  productType\n  quantity\n  unit\n  color\n  trucks\n  minutesBetweenTrucks\n  deliveryDate\n  pickUpDate\n  rentalDays\n  windowStartHour\n  deliveryWindow\n  deliveryAddress\n  postalCode\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  siteName\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  comment\n  contactName\n  contactPhone\n  contactEmail\n  options {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  currency\n  totalCents\n  createdAt\n  statusReason\n  windowProposal {\n    ...OrderWindowProposalFields\n  }\n  rating {\n    ...OrderRatingFields\n  }\n  loads {\n    ...OrderLoadFields\n  }\n  notes {\n    id\n    authorName\n    body\n    at\n  }\n  history {\n    ...OrderEventFields\n  }\n  balanceChanges {\n    ...OrderBalanceChangeFields\n  }\n  disputes {\n    ...OrderDisputeFields\n  }\n  requests {\n    ...OrderRequestFields\n  }\n  openRequests\n  allowedTransitions\n  mayProposeWindow\n}"): (typeof documents)["fragment SupplierOrderFields on SupplierOrder {\n  id\n  orderNumber\n  status\n  paymentStatus\n  contractorName\n  timeZone\n  productName\n  productType\n  quantity\n  unit\n  color\n  trucks\n  minutesBetweenTrucks\n  deliveryDate\n  pickUpDate\n  rentalDays\n  windowStartHour\n  deliveryWindow\n  deliveryAddress\n  postalCode\n  city {\n    id\n    name\n    regionCode\n    countryCode\n  }\n  siteName\n  jobNumber\n  gateCode\n  accessNotes\n  washoutNotes\n  comment\n  contactName\n  contactPhone\n  contactEmail\n  options {\n    kind\n    label\n    quantity\n    unit\n    unitPriceCents\n    amountCents\n  }\n  currency\n  totalCents\n  createdAt\n  statusReason\n  windowProposal {\n    ...OrderWindowProposalFields\n  }\n  rating {\n    ...OrderRatingFields\n  }\n  loads {\n    ...OrderLoadFields\n  }\n  notes {\n    id\n    authorName\n    body\n    at\n  }\n  history {\n    ...OrderEventFields\n  }\n  balanceChanges {\n    ...OrderBalanceChangeFields\n  }\n  disputes {\n    ...OrderDisputeFields\n  }\n  requests {\n    ...OrderRequestFields\n  }\n  openRequests\n  allowedTransitions\n  mayProposeWindow\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierOrderHoldRelease($orderId: ID!) {\n  supplierOrderHoldRelease(orderId: $orderId) {\n    ...SupplierOrderFields\n  }\n}"): (typeof documents)["mutation SupplierOrderHoldRelease($orderId: ID!) {\n  supplierOrderHoldRelease(orderId: $orderId) {\n    ...SupplierOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierOrderNoteAdd($input: SupplierOrderNoteInput!) {\n  supplierOrderNoteAdd(input: $input) {\n    ...SupplierOrderFields\n  }\n}"): (typeof documents)["mutation SupplierOrderNoteAdd($input: SupplierOrderNoteInput!) {\n  supplierOrderNoteAdd(input: $input) {\n    ...SupplierOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierOrderProposeWindow($input: SupplierOrderWindowProposalInput!) {\n  supplierOrderProposeWindow(input: $input) {\n    ...SupplierOrderFields\n  }\n}"): (typeof documents)["mutation SupplierOrderProposeWindow($input: SupplierOrderWindowProposalInput!) {\n  supplierOrderProposeWindow(input: $input) {\n    ...SupplierOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierOrderRatingReply($input: OrderRatingReplyInput!) {\n  supplierOrderRatingReply(input: $input) {\n    ...SupplierOrderFields\n  }\n}"): (typeof documents)["mutation SupplierOrderRatingReply($input: OrderRatingReplyInput!) {\n  supplierOrderRatingReply(input: $input) {\n    ...SupplierOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierOrderRequestAnswer($input: OrderRequestAnswerInput!) {\n  supplierOrderRequestAnswer(input: $input) {\n    ...SupplierOrderFields\n  }\n}"): (typeof documents)["mutation SupplierOrderRequestAnswer($input: OrderRequestAnswerInput!) {\n  supplierOrderRequestAnswer(input: $input) {\n    ...SupplierOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierOrderTransition($input: SupplierOrderTransitionInput!) {\n  supplierOrderTransition(input: $input) {\n    ...SupplierOrderFields\n  }\n}"): (typeof documents)["mutation SupplierOrderTransition($input: SupplierOrderTransitionInput!) {\n  supplierOrderTransition(input: $input) {\n    ...SupplierOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierOrders($filter: SupplierOrderFilter, $skip: Int, $limit: Int) {\n  supplierOrders(filter: $filter, skip: $skip, limit: $limit) {\n    values {\n      id\n      orderNumber\n      unreadMessages\n      openRequests\n      status\n      contractorName\n      productName\n      productType\n      quantity\n      unit\n      deliveryDate\n      deliveryWindow\n      jobNumber\n      city {\n        id\n        name\n      }\n      loads {\n        id\n        step\n        driver {\n          userId\n          fullName\n        }\n      }\n    }\n    count\n    counts {\n      status\n      count\n    }\n  }\n}"): (typeof documents)["query SupplierOrders($filter: SupplierOrderFilter, $skip: Int, $limit: Int) {\n  supplierOrders(filter: $filter, skip: $skip, limit: $limit) {\n    values {\n      id\n      orderNumber\n      unreadMessages\n      openRequests\n      status\n      contractorName\n      productName\n      productType\n      quantity\n      unit\n      deliveryDate\n      deliveryWindow\n      jobNumber\n      city {\n        id\n        name\n      }\n      loads {\n        id\n        step\n        driver {\n          userId\n          fullName\n        }\n      }\n    }\n    count\n    counts {\n      status\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierPayoutFields on SupplierPayout {\n  id\n  payoutDate\n  currency\n  amountCents\n  status\n  transferStatus\n  payoutAttempts\n  simulated\n  failureMessage\n  nextAttemptAt\n  mayResend\n  paidAt\n  orders {\n    orderId\n    orderNumber\n    netCents\n  }\n}"): (typeof documents)["fragment SupplierPayoutFields on SupplierPayout {\n  id\n  payoutDate\n  currency\n  amountCents\n  status\n  transferStatus\n  payoutAttempts\n  simulated\n  failureMessage\n  nextAttemptAt\n  mayResend\n  paidAt\n  orders {\n    orderId\n    orderNumber\n    netCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierPayoutOnboardingLinkCreate {\n  supplierPayoutOnboardingLinkCreate\n}"): (typeof documents)["mutation SupplierPayoutOnboardingLinkCreate {\n  supplierPayoutOnboardingLinkCreate\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierPayoutResend($id: ID!) {\n  supplierPayoutResend(id: $id) {\n    ...SupplierPayoutFields\n  }\n}"): (typeof documents)["mutation SupplierPayoutResend($id: ID!) {\n  supplierPayoutResend(id: $id) {\n    ...SupplierPayoutFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierPayoutTestBankAccountSet($accountNumber: String!) {\n  supplierPayoutTestBankAccountSet(accountNumber: $accountNumber)\n}"): (typeof documents)["mutation SupplierPayoutTestBankAccountSet($accountNumber: String!) {\n  supplierPayoutTestBankAccountSet(accountNumber: $accountNumber)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierPayouts {\n  supplierPayouts {\n    nextPayoutDate\n    balances {\n      currency\n      balanceCents\n      nextPayoutCents\n    }\n    payouts {\n      ...SupplierPayoutFields\n    }\n    fees {\n      commissionBps\n      processingFeeBps\n      processingFeeFixedCents\n    }\n    simulated\n    connect {\n      connected\n      detailsSubmitted\n      payoutsEnabled\n    }\n    mayConnect\n    testBankAccountNumber\n    ledgerCsvUrl\n  }\n}"): (typeof documents)["query SupplierPayouts {\n  supplierPayouts {\n    nextPayoutDate\n    balances {\n      currency\n      balanceCents\n      nextPayoutCents\n    }\n    payouts {\n      ...SupplierPayoutFields\n    }\n    fees {\n      commissionBps\n      processingFeeBps\n      processingFeeFixedCents\n    }\n    simulated\n    connect {\n      connected\n      detailsSubmitted\n      payoutsEnabled\n    }\n    mayConnect\n    testBankAccountNumber\n    ledgerCsvUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierProductCreate($input: SupplierProductInput!) {\n  supplierProductCreate(input: $input) {\n    ...SupplierProductFields\n  }\n}"): (typeof documents)["mutation SupplierProductCreate($input: SupplierProductInput!) {\n  supplierProductCreate(input: $input) {\n    ...SupplierProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierProductFields on SupplierProduct {\n  id\n  name\n  description\n  type\n  unit\n  priceCents\n  minimumOrder\n  quantityIncrement\n  maximumOrder\n  feeMinCents\n  feeMaxCents\n  colors\n  extras {\n    id\n    name\n    description\n    group\n    pricing\n    priceCents\n  }\n  rentalIncludedDays\n  rentalExtraDayCents\n  active\n  qualityPapers {\n    ...QualityPaperFields\n  }\n}"): (typeof documents)["fragment SupplierProductFields on SupplierProduct {\n  id\n  name\n  description\n  type\n  unit\n  priceCents\n  minimumOrder\n  quantityIncrement\n  maximumOrder\n  feeMinCents\n  feeMaxCents\n  colors\n  extras {\n    id\n    name\n    description\n    group\n    pricing\n    priceCents\n  }\n  rentalIncludedDays\n  rentalExtraDayCents\n  active\n  qualityPapers {\n    ...QualityPaperFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierProductUpdate($id: ID!, $input: SupplierProductInput!) {\n  supplierProductUpdate(id: $id, input: $input) {\n    ...SupplierProductFields\n  }\n}"): (typeof documents)["mutation SupplierProductUpdate($id: ID!, $input: SupplierProductInput!) {\n  supplierProductUpdate(id: $id, input: $input) {\n    ...SupplierProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierQualityPaperAttach($input: QualityPaperAttachInput!) {\n  supplierQualityPaperAttach(input: $input) {\n    ...QualityPaperFields\n  }\n}"): (typeof documents)["mutation SupplierQualityPaperAttach($input: QualityPaperAttachInput!) {\n  supplierQualityPaperAttach(input: $input) {\n    ...QualityPaperFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierQualityPaperRemove($id: ID!) {\n  supplierQualityPaperRemove(id: $id) {\n    id\n    title\n  }\n}"): (typeof documents)["mutation SupplierQualityPaperRemove($id: ID!) {\n  supplierQualityPaperRemove(id: $id) {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierSchedule($from: String!, $days: Int) {\n  supplierSchedule(from: $from, days: $days) {\n    timeZone\n    today\n    lastChangeableDate\n    mayEdit\n    days {\n      ...SupplierScheduleDayFields\n    }\n  }\n}"): (typeof documents)["query SupplierSchedule($from: String!, $days: Int) {\n  supplierSchedule(from: $from, days: $days) {\n    timeZone\n    today\n    lastChangeableDate\n    mayEdit\n    days {\n      ...SupplierScheduleDayFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierScheduleDayFields on SupplierScheduleDay {\n  date\n  blocked\n  blockReason\n  activeOrderCount\n  changeable\n  windows {\n    startHour\n    label\n    capacityTrucks\n    defaultCapacityTrucks\n    overrideCapacityTrucks\n    bookedTrucks\n    orders {\n      id\n      orderNumber\n      contractorName\n      productName\n      productType\n      quantity\n      unit\n      trucks\n      status\n    }\n  }\n  drivers {\n    driver {\n      userId\n      fullName\n    }\n    loads {\n      id\n      orderId\n      orderNumber\n      contractorName\n      window\n      sequence\n      quantity\n      unit\n      productType\n      truckName\n      step\n    }\n  }\n}"): (typeof documents)["fragment SupplierScheduleDayFields on SupplierScheduleDay {\n  date\n  blocked\n  blockReason\n  activeOrderCount\n  changeable\n  windows {\n    startHour\n    label\n    capacityTrucks\n    defaultCapacityTrucks\n    overrideCapacityTrucks\n    bookedTrucks\n    orders {\n      id\n      orderNumber\n      contractorName\n      productName\n      productType\n      quantity\n      unit\n      trucks\n      status\n    }\n  }\n  drivers {\n    driver {\n      userId\n      fullName\n    }\n    loads {\n      id\n      orderId\n      orderNumber\n      contractorName\n      window\n      sequence\n      quantity\n      unit\n      productType\n      truckName\n      step\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierScorecard {\n  supplierScorecard {\n    periodDays\n    deliveredOrders\n    minimumDeliveries\n    onTimeWindowRate\n    onTimeEtaRate\n    deliveredQuantityRate\n    supplierCancellationRate\n    ratingAverage\n    ratingCount\n    lateWindowOrders\n    lateEtaOrders\n    shortOrders\n    canceledBySupplier\n    canceledByContractor\n    disputes\n    disputesAccepted\n    disputesOpen\n  }\n}"): (typeof documents)["query SupplierScorecard {\n  supplierScorecard {\n    periodDays\n    deliveredOrders\n    minimumDeliveries\n    onTimeWindowRate\n    onTimeEtaRate\n    deliveredQuantityRate\n    supplierCancellationRate\n    ratingAverage\n    ratingCount\n    lateWindowOrders\n    lateEtaOrders\n    shortOrders\n    canceledBySupplier\n    canceledByContractor\n    disputes\n    disputesAccepted\n    disputesOpen\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierServiceAreasSet($input: SupplierServiceAreasInput!) {\n  supplierServiceAreasSet(input: $input)\n}"): (typeof documents)["mutation SupplierServiceAreasSet($input: SupplierServiceAreasInput!) {\n  supplierServiceAreasSet(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierStatement($month: String!, $customerId: ID) {\n  supplierStatement(month: $month, customerId: $customerId) {\n    month\n    customerId\n    lines {\n      orderId\n      orderNumber\n      deliveryDate\n      customerId\n      customerName\n      jobNumber\n      productName\n      quantity\n      status\n      payment\n      currency\n      totalCents\n      unpaidCents\n    }\n    customers {\n      customerId\n      customerName\n      totals {\n        currency\n        totalCents\n        unpaidCents\n      }\n    }\n    totals {\n      currency\n      totalCents\n      unpaidCents\n    }\n    customerChoices {\n      id\n      name\n    }\n    pdfUrl\n    csvUrl\n  }\n}"): (typeof documents)["query SupplierStatement($month: String!, $customerId: ID) {\n  supplierStatement(month: $month, customerId: $customerId) {\n    month\n    customerId\n    lines {\n      orderId\n      orderNumber\n      deliveryDate\n      customerId\n      customerName\n      jobNumber\n      productName\n      quantity\n      status\n      payment\n      currency\n      totalCents\n      unpaidCents\n    }\n    customers {\n      customerId\n      customerName\n      totals {\n        currency\n        totalCents\n        unpaidCents\n      }\n    }\n    totals {\n      currency\n      totalCents\n      unpaidCents\n    }\n    customerChoices {\n      id\n      name\n    }\n    pdfUrl\n    csvUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierDomainFields on SupplierDomain {\n  domain\n  verified\n  verifiedAt\n  verifiedBy\n  target\n  txtName\n  txtValue\n  verificationUrl\n  url\n}\n\nfragment SupplierStorefrontFields on SupplierStorefront {\n  slug\n  name\n  logo\n  brandColor\n  mayEdit\n  button {\n    code\n    clicks\n    buyClicks\n    rentClicks\n    orders\n  }\n  domain {\n    ...SupplierDomainFields\n  }\n}\n\nquery SupplierStorefront {\n  supplierStorefront {\n    ...SupplierStorefrontFields\n  }\n}"): (typeof documents)["fragment SupplierDomainFields on SupplierDomain {\n  domain\n  verified\n  verifiedAt\n  verifiedBy\n  target\n  txtName\n  txtValue\n  verificationUrl\n  url\n}\n\nfragment SupplierStorefrontFields on SupplierStorefront {\n  slug\n  name\n  logo\n  brandColor\n  mayEdit\n  button {\n    code\n    clicks\n    buyClicks\n    rentClicks\n    orders\n  }\n  domain {\n    ...SupplierDomainFields\n  }\n}\n\nquery SupplierStorefront {\n  supplierStorefront {\n    ...SupplierStorefrontFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierStorefrontUpdate($input: SupplierStorefrontInput!) {\n  supplierStorefrontUpdate(input: $input) {\n    ...SupplierStorefrontFields\n  }\n}"): (typeof documents)["mutation SupplierStorefrontUpdate($input: SupplierStorefrontInput!) {\n  supplierStorefrontUpdate(input: $input) {\n    ...SupplierStorefrontFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierTruckSave($input: TruckInput!) {\n  supplierTruckSave(input: $input) {\n    ...TruckFields\n  }\n}"): (typeof documents)["mutation SupplierTruckSave($input: TruckInput!) {\n  supplierTruckSave(input: $input) {\n    ...TruckFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierTruckSetActive($id: ID!, $active: Boolean!) {\n  supplierTruckSetActive(id: $id, active: $active) {\n    ...TruckFields\n  }\n}"): (typeof documents)["mutation SupplierTruckSetActive($id: ID!, $active: Boolean!) {\n  supplierTruckSetActive(id: $id, active: $active) {\n    ...TruckFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierTrucks {\n  supplierTrucks {\n    ...TruckFields\n  }\n}"): (typeof documents)["query SupplierTrucks {\n  supplierTrucks {\n    ...TruckFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierWebhookDeliveries($endpointId: ID!, $skip: Int!, $limit: Int!) {\n  supplierWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {\n    values {\n      ...SupplierWebhookDeliveryFields\n    }\n    count\n  }\n}"): (typeof documents)["query SupplierWebhookDeliveries($endpointId: ID!, $skip: Int!, $limit: Int!) {\n  supplierWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {\n    values {\n      ...SupplierWebhookDeliveryFields\n    }\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierWebhookDeliveryFields on SupplierWebhookDelivery {\n  id\n  eventId\n  eventType\n  orderId\n  orderNumber\n  eventCreatedAt\n  status\n  attempts\n  responseStatus\n  durationMs\n  lastAttemptAt\n  nextAttemptAt\n  lastError\n  deliveredAt\n}"): (typeof documents)["fragment SupplierWebhookDeliveryFields on SupplierWebhookDelivery {\n  id\n  eventId\n  eventType\n  orderId\n  orderNumber\n  eventCreatedAt\n  status\n  attempts\n  responseStatus\n  durationMs\n  lastAttemptAt\n  nextAttemptAt\n  lastError\n  deliveredAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierWebhookEndpointCreate($input: SupplierWebhookEndpointCreateInput!) {\n  supplierWebhookEndpointCreate(input: $input) {\n    endpoint {\n      ...SupplierWebhookEndpointFields\n    }\n    secret\n  }\n}"): (typeof documents)["mutation SupplierWebhookEndpointCreate($input: SupplierWebhookEndpointCreateInput!) {\n  supplierWebhookEndpointCreate(input: $input) {\n    endpoint {\n      ...SupplierWebhookEndpointFields\n    }\n    secret\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierWebhookEndpointDelete($id: ID!) {\n  supplierWebhookEndpointDelete(id: $id)\n}"): (typeof documents)["mutation SupplierWebhookEndpointDelete($id: ID!) {\n  supplierWebhookEndpointDelete(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierWebhookEndpointFields on SupplierWebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  secretHint\n  createdByName\n  createdAt\n  secretRolledAt\n}"): (typeof documents)["fragment SupplierWebhookEndpointFields on SupplierWebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  secretHint\n  createdByName\n  createdAt\n  secretRolledAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierWebhookEndpointSetEnabled($id: ID!, $enabled: Boolean!) {\n  supplierWebhookEndpointSetEnabled(id: $id, enabled: $enabled) {\n    ...SupplierWebhookEndpointFields\n  }\n}"): (typeof documents)["mutation SupplierWebhookEndpointSetEnabled($id: ID!, $enabled: Boolean!) {\n  supplierWebhookEndpointSetEnabled(id: $id, enabled: $enabled) {\n    ...SupplierWebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierWebhookEndpoints {\n  supplierWebhookEndpoints {\n    ...SupplierWebhookEndpointFields\n  }\n}"): (typeof documents)["query SupplierWebhookEndpoints {\n  supplierWebhookEndpoints {\n    ...SupplierWebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierWebhookRedeliver($id: ID!) {\n  supplierWebhookRedeliver(id: $id) {\n    ...SupplierWebhookDeliveryFields\n  }\n}"): (typeof documents)["mutation SupplierWebhookRedeliver($id: ID!) {\n  supplierWebhookRedeliver(id: $id) {\n    ...SupplierWebhookDeliveryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierWebhookSecretRoll($id: ID!) {\n  supplierWebhookSecretRoll(id: $id) {\n    endpoint {\n      ...SupplierWebhookEndpointFields\n    }\n    secret\n  }\n}"): (typeof documents)["mutation SupplierWebhookSecretRoll($id: ID!) {\n  supplierWebhookSecretRoll(id: $id) {\n    endpoint {\n      ...SupplierWebhookEndpointFields\n    }\n    secret\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierWindowCapacityReset($date: String!, $startHour: Int!) {\n  supplierWindowCapacityReset(date: $date, startHour: $startHour) {\n    ...SupplierScheduleDayFields\n  }\n}"): (typeof documents)["mutation SupplierWindowCapacityReset($date: String!, $startHour: Int!) {\n  supplierWindowCapacityReset(date: $date, startHour: $startHour) {\n    ...SupplierScheduleDayFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SupplierWindowCapacitySet($date: String!, $startHour: Int!, $capacityTrucks: Int!) {\n  supplierWindowCapacitySet(\n    date: $date\n    startHour: $startHour\n    capacityTrucks: $capacityTrucks\n  ) {\n    ...SupplierScheduleDayFields\n  }\n}"): (typeof documents)["mutation SupplierWindowCapacitySet($date: String!, $startHour: Int!, $capacityTrucks: Int!) {\n  supplierWindowCapacitySet(\n    date: $date\n    startHour: $startHour\n    capacityTrucks: $capacityTrucks\n  ) {\n    ...SupplierScheduleDayFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupplierWorkspace {\n  supplierWorkspace {\n    ...SupplierWorkspaceFields\n    disputeRecord {\n      total\n      accepted\n      open\n    }\n  }\n}"): (typeof documents)["query SupplierWorkspace {\n  supplierWorkspace {\n    ...SupplierWorkspaceFields\n    disputeRecord {\n      total\n      accepted\n      open\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupplierWorkspaceFields on SupplierWorkspace {\n  supplierId\n  name\n  timeZone\n  role\n  cities {\n    id\n    name\n  }\n  products {\n    id\n    name\n  }\n  drivers {\n    userId\n    fullName\n  }\n  windows {\n    startHour\n    label\n  }\n}"): (typeof documents)["fragment SupplierWorkspaceFields on SupplierWorkspace {\n  supplierId\n  name\n  timeZone\n  role\n  cities {\n    id\n    name\n  }\n  products {\n    id\n    name\n  }\n  drivers {\n    userId\n    fullName\n  }\n  windows {\n    startHour\n    label\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {\n  suppliers(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      name\n      description\n      logo\n      rating\n      ratingCount\n      homeCity {\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    count\n  }\n}"): (typeof documents)["query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {\n  suppliers(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      name\n      description\n      logo\n      rating\n      ratingCount\n      homeCity {\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Team {\n  team {\n    ...TeamFields\n  }\n}"): (typeof documents)["query Team {\n  team {\n    ...TeamFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TeamFields on Team {\n  company {\n    id\n    name\n    kind\n  }\n  viewerRole\n  invitableRoles\n  members {\n    userId\n    fullName\n    email\n    role\n    joinedAt\n    removable\n  }\n  invitations {\n    ...InvitationFields\n  }\n}"): (typeof documents)["fragment TeamFields on Team {\n  company {\n    id\n    name\n    kind\n  }\n  viewerRole\n  invitableRoles\n  members {\n    userId\n    fullName\n    email\n    role\n    joinedAt\n    removable\n  }\n  invitations {\n    ...InvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TeamMemberRemove($userId: ID!) {\n  teamMemberRemove(userId: $userId) {\n    ...TeamFields\n  }\n}"): (typeof documents)["mutation TeamMemberRemove($userId: ID!) {\n  teamMemberRemove(userId: $userId) {\n    ...TeamFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TruckFields on Truck {\n  id\n  name\n  capacity\n  unit\n  active\n}"): (typeof documents)["fragment TruckFields on Truck {\n  id\n  name\n  capacity\n  unit\n  active\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Viewer {\n  id\n  email\n  phone\n  fullName\n  referralCode\n  company {\n    id\n    name\n    kind\n    referralCreditCents\n  }\n  role\n  companies {\n    company {\n      id\n      name\n      kind\n    }\n    role\n  }\n  isMarketplaceOperator\n  isPartner\n}"): (typeof documents)["fragment ViewerFields on Viewer {\n  id\n  email\n  phone\n  fullName\n  referralCode\n  company {\n    id\n    name\n    kind\n    referralCreditCents\n  }\n  role\n  companies {\n    company {\n      id\n      name\n      kind\n    }\n    role\n  }\n  isMarketplaceOperator\n  isPartner\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VisiblePartners {\n  partners(filter: {visibleOnly: true}) {\n    values {\n      id\n      name\n      code\n      logo\n    }\n  }\n}"): (typeof documents)["query VisiblePartners {\n  partners(filter: {visibleOnly: true}) {\n    values {\n      id\n      name\n      code\n      logo\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VolumePricingSubscribe($input: VolumePricingSubscribeInput!) {\n  volumePricingSubscribe(input: $input)\n}"): (typeof documents)["mutation VolumePricingSubscribe($input: VolumePricingSubscribeInput!) {\n  volumePricingSubscribe(input: $input)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;