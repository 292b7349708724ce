/**
 * The order's labels in the spec's words (section 3: "Order (labels only)"), used by the order
 * page, the payment-link page and the invoice, so all three say the same thing.
 */
export const ORDER_LABELS = {
  productType: 'Product type',
  quantity: 'Quantity',
  color: 'Color',
  trucks: 'Trucks',
  timeBetweenTrucks: 'Time between trucks',
  deliveryAddress: 'Delivery address',
  deliveryTime: 'Delivery time',
  options: 'Options',
  comment: 'Comment for manager or driver',
  subtotal: 'Subtotal',
  fees: 'Fees',
  taxes: 'Taxes',
  totalWithoutTaxes: 'Total price without taxes',
  unpaidAmount: 'Unpaid amount',
  orderId: 'Order id',
  invoiceLink: 'Invoice link',
  contractorName: 'Contractor name',
  deliveryDate: 'Delivery date',
} as const;

/** Labels the spec does not list, that the order's pages and invoice also need. */
export const MORE_ORDER_LABELS = {
  orderNumber: 'Order number',
  supplier: 'Supplier',
  product: 'Product',
  site: 'Site',
  total: 'Total',
  referralCredit: 'Referral credit',
  amountPaid: 'Amount paid',
  payment: 'Payment',
  paymentMethod: 'Payment method',
  status: 'Status',
  contact: 'Contact',
} as const;

/** A disposal-bin order's own labels: bins are dropped off and picked up, not delivered by trucks. */
export const BIN_ORDER_LABELS = {
  bins: 'Number of bins',
  dropOffDate: 'Drop-off date',
  dropOffWindow: 'Drop-off window',
  pickUpDate: 'Pick-up date',
  rentalPeriod: 'Rental period',
} as const;

/** The link text of the invoice download. */
export const INVOICE_LINK_TEXT = 'Download the invoice (PDF)';
