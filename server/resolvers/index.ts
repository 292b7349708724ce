import 'server-only';

import type { Resolvers } from '@/graphql/generated/resolvers';
import { orderNumber } from '@/lib/order/number';
import { rentalDaysBetween } from '@/lib/order/rental';
import { signedInvoicePath } from '@/server/services/invoices/invoice-links';
import {
  CREDIT_STATEMENT_PAGE_LINES,
  creditStatement,
  signedCreditStatementPath,
} from '@/server/services/invoices/credit-statement';

import { contractorSignUp } from './contractorSignUp';
import { customerStories } from './customerStories';
import { deliveryAreaCheck } from './deliveryAreaCheck';
import { deliveryAreaNotifyRequest } from './deliveryAreaNotifyRequest';
import { internalCandidateRequestCreate } from './internalCandidateRequestCreate';
import { invitation } from './invitation';
import { invitationAccept } from './invitationAccept';
import { invitationCreate } from './invitationCreate';
import { invitationReject } from './invitationReject';
import { invitationRevoke } from './invitationRevoke';
import { teamMemberRemove } from './teamMemberRemove';
import { jobDetails } from './jobDetails';
import { jobs } from './jobs';
import { me } from './me';
import { marketingFigures } from './marketingFigures';
import { offices } from './offices';
import { partner } from './partner';
import { partnerButtonClick } from './partnerButtonClick';
import { partnerRequestCreate } from './partnerRequestCreate';
import { partners } from './partners';
import { partnerDashboard } from './partnerDashboard';
import { partnerStats } from './partnerStats';
import { productCategories } from './productCategories';
import { refreshSession } from './refreshSession';
import { signIn } from './signIn';
import { signOut } from './signOut';
import { storefront, storefrontApp } from './storefront';
import { supplierStorefront } from './supplierStorefront';
import { supplierStorefrontUpdate } from './supplierStorefrontUpdate';
import { supplierDomainMutations, supplierDomainQueries, supplierStorefrontDomain } from './supplierDomains';
import { suppliers } from './suppliers';
import { storefrontSlugOfButton } from '@/server/services/storefront/storefront';
import { team } from './team';
import { volumePricingSubscribe } from './volumePricingSubscribe';
import { deliveryAvailability } from './deliveryAvailability';
import { jobSiteCreate } from './jobSiteCreate';
import { jobSiteDelete } from './jobSiteDelete';
import { jobSites } from './jobSites';
import { jobSiteUpdate } from './jobSiteUpdate';
import { order } from './order';
import { orderCancel } from './orderCancel';
import { orderMessageSend } from './orderMessageSend';
import { orderMessagesRead } from './orderMessagesRead';
import { orderRate } from './orderRate';
import { orderQuote } from './orderQuote';
import { orders } from './orders';
import { placeOrder } from './placeOrder';
import { producers } from './producers';
import { serviceRegions } from './serviceRegions';
import { bankAccountCreate } from './bankAccountCreate';
import { bankAccountVerify } from './bankAccountVerify';
import { cardPaymentMethodCreate } from './cardPaymentMethodCreate';
import { creditAccount } from './creditAccount';
import { creditAccountApply } from './creditAccountApply';
import { creditApplicationDecide } from './creditApplicationDecide';
import { creditApplications } from './creditApplications';
import { orderPay } from './orderPay';
import { orderPaymentConfirm } from './orderPaymentConfirm';
import { orderPaymentFields, orderPaymentResolvers } from './orderPaymentFields';
import { paymentGateway } from './paymentGateway';
import { paymentLink } from './paymentLink';
import { paymentLinkCreate } from './paymentLinkCreate';
import { paymentLinkPay } from './paymentLinkPay';
import { paymentLinkConfirmPayment } from './paymentLinkConfirmPayment';
import { paymentLinkVerifyBankAccount } from './paymentLinkVerifyBankAccount';
import { paymentMethodAttach } from './paymentMethodAttach';
import { paymentMethodDelete } from './paymentMethodDelete';
import { paymentMethods } from './paymentMethods';
import { paymentSetupIntentCreate } from './paymentSetupIntentCreate';
import { companySwitch } from './companySwitch';
import { orderHistoryFields } from './orderHistoryFields';
import { orderWindowProposalAccept } from './orderWindowProposalAccept';
import { supplierOrder } from './supplierOrder';
import { dispatchMutations, dispatchQueries, loadsField, orderLoadFields } from './dispatch';
import { openRequestsField, pourDayMutations, requestsField } from './pourDay';
import {
  disputableLinesField,
  disputeMutations,
  disputeRecordField,
  disputesField,
  orderDisputeFields,
} from './disputes';
import { balanceChangeMutations, balanceChangesField } from './orderBalanceChanges';
import { supplierOrderNoteAdd } from './supplierOrderNoteAdd';
import { supplierOrderRatingReply } from './supplierOrderRatingReply';
import { supplierOrderProposeWindow } from './supplierOrderProposeWindow';
import { supplierOrders } from './supplierOrders';
import { supplierStatement } from './supplierStatement';
import { jobSiteStatement } from './jobSiteStatement';
import { orderReorder } from './orderReorder';
import { supplierPayoutOnboardingLinkCreate } from './supplierPayoutOnboardingLinkCreate';
import { supplierPayoutResend } from './supplierPayoutResend';
import { supplierPayoutTestBankAccountSet } from './supplierPayoutTestBankAccountSet';
import { supplierPayouts } from './supplierPayouts';
import { producerScorecardField, supplierScorecard } from './supplierScorecard';
import { supplierOrderTransition } from './supplierOrderTransition';
import { supplierWorkspace } from './supplierWorkspace';
import { supplierDateBlock } from './supplierDateBlock';
import { supplierDateUnblock } from './supplierDateUnblock';
import { supplierSchedule } from './supplierSchedule';
import { supplierWindowCapacityReset } from './supplierWindowCapacityReset';
import { supplierWindowCapacitySet } from './supplierWindowCapacitySet';
import { supplierCatalogue } from './supplierCatalogue';
import { supplierDeliverySettingsUpdate } from './supplierDeliverySettingsUpdate';
import { supplierProductCreate } from './supplierProductCreate';
import { supplierProductUpdate } from './supplierProductUpdate';
import { supplierServiceAreasSet } from './supplierServiceAreasSet';
import { supplierApiKeyCreate } from './supplierApiKeyCreate';
import { supplierApiKeyRevoke } from './supplierApiKeyRevoke';
import { supplierApiMutations, supplierApiOrderFields, supplierApiQueries } from './supplierApi';
import { supplierApiKeys } from './supplierApiKeys';
import { accountPasswordChange } from './accountPasswordChange';
import { accountProfileUpdate } from './accountProfileUpdate';
import { companySettings } from './companySettings';
import { companySettingsUpdate } from './companySettingsUpdate';
import { paymentMethodSetDefault } from './paymentMethodSetDefault';
import { supplierWebhookMutations, supplierWebhookQueries } from './supplierWebhooks';
import {
  jobSitePapersFields,
  orderQualityPapersField,
  productQualityPapersField,
  qualityPaperFields,
  qualityPaperMutations,
} from './qualityPapers';

/** A bin order's rental period in days, drop-off to pick-up; null for other products. */
const rentalDaysOf = (order: { deliveryDate: string; pickUpDate?: string | null }) =>
  order.pickUpDate ? rentalDaysBetween(order.deliveryDate, order.pickUpDate) : null;

export const resolvers: Resolvers = {
  Query: {
    ...dispatchQueries,
    supplierStatement,
    jobSiteStatement,
    orderReorder,
    supplierPayouts,
    supplierScorecard,
    team,
    invitation,
    jobs,
    jobDetails,
    partners,
    offices,
    marketingFigures,
    customerStories,
    suppliers,
    productCategories,
    me,
    deliveryAreaCheck,
    partner,
    partnerStats,
    partnerDashboard,
    serviceRegions,
    jobSites,
    producers,
    orderQuote,
    deliveryAvailability,
    orders,
    order,
    paymentGateway,
    paymentMethods,
    creditAccount,
    creditApplications,
    paymentLink,
    supplierWorkspace,
    supplierOrders,
    supplierOrder,
    supplierSchedule,
    supplierCatalogue,
    supplierApiKeys,
    ...supplierApiQueries,
    companySettings,
    ...supplierWebhookQueries,
    storefront,
    storefrontApp,
    supplierStorefront,
    ...supplierDomainQueries,
  },
  Mutation: {
    invitationCreate,
    invitationRevoke,
    teamMemberRemove,
    invitationAccept,
    invitationReject,
    contractorSignUp,
    signIn,
    refreshSession,
    signOut,
    partnerRequestCreate,
    volumePricingSubscribe,
    deliveryAreaNotifyRequest,
    partnerButtonClick,
    internalCandidateRequestCreate,
    jobSiteCreate,
    jobSiteUpdate,
    jobSiteDelete,
    placeOrder,
    orderCancel,
    orderMessageSend,
    orderMessagesRead,
    orderRate,
    cardPaymentMethodCreate,
    paymentSetupIntentCreate,
    paymentMethodAttach,
    bankAccountCreate,
    bankAccountVerify,
    paymentMethodDelete,
    orderPay,
    orderPaymentConfirm,
    creditAccountApply,
    creditApplicationDecide,
    paymentLinkCreate,
    paymentLinkPay,
    paymentLinkVerifyBankAccount,
    paymentLinkConfirmPayment,
    supplierOrderTransition,
    supplierOrderProposeWindow,
    supplierOrderNoteAdd,
    supplierOrderRatingReply,
    ...dispatchMutations,
    ...pourDayMutations,
    ...disputeMutations,
    ...balanceChangeMutations,
    orderWindowProposalAccept,
    companySwitch,
    supplierWindowCapacitySet,
    supplierWindowCapacityReset,
    supplierDateBlock,
    supplierDateUnblock,
    supplierProductCreate,
    supplierProductUpdate,
    ...qualityPaperMutations,
    supplierServiceAreasSet,
    supplierDeliverySettingsUpdate,
    supplierApiKeyCreate,
    supplierPayoutOnboardingLinkCreate,
    supplierPayoutResend,
    supplierPayoutTestBankAccountSet,
    supplierApiKeyRevoke,
    ...supplierApiMutations,
    accountProfileUpdate,
    accountPasswordChange,
    companySettingsUpdate,
    paymentMethodSetDefault,
    ...supplierWebhookMutations,
    supplierStorefrontUpdate,
    ...supplierDomainMutations,
  },
  SupplierStorefront: supplierStorefrontDomain,
  Partner: {
    storefrontSlug: (partner, _args, { db }) => storefrontSlugOfButton(db, partner),
  },
  SupplierApiOrder: { ...supplierApiOrderFields, rentalDays: rentalDaysOf },
  SupplierOrder: {
    ...orderHistoryFields.SupplierOrder,
    ...loadsField,
    ...requestsField,
    ...openRequestsField,
    ...balanceChangesField,
    ...disputesField,
    rentalDays: rentalDaysOf,
  },
  Viewer: orderHistoryFields.Viewer,
  CreditAccount: {
    statement: (account, _args, context) => creditStatement(context.db, account.companyId, CREDIT_STATEMENT_PAGE_LINES),
    statementCsvUrl: (account) => signedCreditStatementPath(account.companyId),
  },
  OrderLoad: orderLoadFields,
  OrderDispute: orderDisputeFields,
  Producer: { ...producerScorecardField, ...disputeRecordField },
  SupplierWorkspace: disputeRecordField,
  QualityPaper: qualityPaperFields,
  SupplierProduct: productQualityPapersField,
  JobSite: jobSitePapersFields,
  Order: {
    ...orderQualityPapersField,
    ...loadsField,
    ...requestsField,
    ...disputesField,
    ...disputableLinesField,
    orderNumber: (order) => orderNumber(order.id),
    rentalDays: rentalDaysOf,
    invoiceUrl: (order) => signedInvoicePath(order.id, 'company'),
    ...orderPaymentFields,
    ...balanceChangesField,
    ...orderHistoryFields.Order,
  },
  OrderPayment: orderPaymentResolvers,
  Job: {
    additionalInfo: (job) => job.additionalInfo,
    postedAt: (job) => job.postedAt.toISOString(),
  },
};
