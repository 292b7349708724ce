/**
 * What a payment form's submit answers: null when it went through, else a message for the form
 * (and messages per field, by the form's field names). The forms take their submit as a prop, so
 * the order flow and the pay-link page pay with them differently.
 */
export type PaymentFormResult = null | { message: string | null; fields?: Record<string, string> };
