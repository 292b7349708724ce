import 'server-only';

/**
 * The mail a marketplace sends. Every mail is stored in the outbox (`mail_outbox`) before it is
 * sent, preferably in the transaction of the event it tells about (`enqueueMail(tx, ...)`), then
 * tried at once after that transaction commits (`sendSoon`) and otherwise by the maintenance loop
 * (`deliverDueMail`, each minute), with exponential backoff, up to MAIL_MAX_ATTEMPTS. Give each
 * mail a dedupe key naming its event (`order-accepted:<order id>`), so an event handled twice
 * mails once.
 *
 * Templates take plain data and answer `{ subject, text, html }`; their links are absolute from
 * SITE_URL. Which event sends which:
 */

export { deliverDueMail, enqueueMail, MAIL_MAX_ATTEMPTS, mailSettled, sendSoon } from './outbox';
export type { MailKind, MailMessage, MailRecord } from './outbox';
export { absoluteUrl, type RenderedMail } from './layout';
export { orderMailData, queueOrderConfirmation } from './order-mails';
export {
  queueOrderStatusMail,
  queueSupplierNewOrderMails,
  queueWindowProposalMail,
  supplierDispatchers,
} from './order-status-mails';
export type { OrderMailData } from './templates/order-facts';

/** Order placed → the order's contact person (wired: `placeOrder`). */
export { orderConfirmationMail, type OrderConfirmationData } from './templates/order-confirmation';
/** Order placed → each dispatcher of the supplier (to wire: the supplier's order inbox). */
export { supplierNewOrderMail, type SupplierNewOrderData } from './templates/supplier-new-order';
/** placed → accepted by the supplier → the order's contact. */
export { orderAcceptedMail } from './templates/order-accepted';
/** placed → declined by the supplier, with the reason the contractor sees → the order's contact. */
export { orderDeclinedMail, type OrderDeclinedData } from './templates/order-declined';
/** The supplier proposes another delivery window (accept it or cancel) → the order's contact. */
export { orderRescheduledMail, type OrderRescheduledData } from './templates/order-rescheduled';
/** scheduled → dispatched → the order's contact. */
export { orderDispatchedMail } from './templates/order-dispatched';
/** dispatched → delivered → the order's contact. */
export { orderDeliveredMail } from './templates/order-delivered';
/**
 * → canceled: by the contractor, or by the maintenance job for an unpaid order (give the reason)
 * → the order's contact.
 */
export { orderCanceledMail, type OrderCanceledData } from './templates/order-canceled';
export { unreadChatMail, type UnreadChatData } from './templates/unread-chat';
export { deliveryLateMail, type DeliveryLateData } from './templates/delivery-late';
export { deliveryTicketMail, type DeliveryTicketData } from './templates/delivery-ticket';
/** A pour-day request (hold, spacing, balance) → each dispatcher of the supplier (wired: `createOrderRequest`). */
export { supplierOrderRequestMail, type SupplierOrderRequestData } from './templates/supplier-order-request';
/** The supplier's answer to a pour-day request → the order's contact (wired: `answerOrderRequest`). */
export { orderRequestAnsweredMail, type OrderRequestAnsweredData } from './templates/order-request-answered';
/**
 * Money taken for an order (a charge, a capture, a settled debit) → the order's contact, or a
 * payment link's payer at the email they gave (wired: `applyGatewayPayment`,
 * server/services/payments/receipts.ts).
 */
export { paymentReceiptMail, type PaymentReceiptData } from './templates/payment-receipt';
/**
 * A paid order's total changed (a pour-day balance) → the order's contact: the difference to
 * authorise, then its receipt or credit note (wired: the `balance_changed` event,
 * server/services/payments/balance-documents.ts).
 */
export { balanceChangeMail, type BalanceChangeMailData } from './templates/balance-change';
/** A dispute opened → the supplier's dispatchers; answered → the contractor. */
export { disputeAnsweredMail, supplierDisputeOpenedMail, type DisputeMailData } from './templates/disputes';
/** A job application stored → the applicant (wired: `createCandidateRequest`). */
export { applicationReceivedMail, type ApplicationReceivedData } from './templates/application-received';
/** A start-selling (partner) request stored → the applicant (wired: `createPartnerRequest`). */
export { requestReceivedMail, type RequestReceivedData } from './templates/request-received';
/** A demo request stored (/book-demo) → the requester (wired: `submitDemoRequest`). */
export { demoRequestReceivedMail, type DemoRequestReceivedData } from './templates/demo-request-received';
/** A marketplace operator approved or declined a credit application → the applicant (wired: `decideCreditApplication`). */
export { creditDecisionMail, type CreditDecisionData } from './templates/credit-decision';
/**
 * An invoice on terms due within CREDIT_REMINDER_DAYS, due today, or overdue → the contractor
 * company's owners (wired: `mailCreditReminders`, the maintenance loop).
 */
export { creditReminderMail, type CreditReminderData, type CreditReminderStage } from './templates/credit-reminder';
