/**
 * The order number people read and say on the phone ('BM-3F9A21C4'): the first eight hex digits
 * of the order's id. The id stays the key; the number is only for display and search.
 */
export function orderNumber(orderId: string): string {
  // An id's first eight characters are its first eight hex digits (its first hyphen comes after).
  return `BM-${orderId.slice(0, 8).toUpperCase()}`;
}
