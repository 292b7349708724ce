import 'server-only';

import { jwtVerify, SignJWT } from 'jose';

import { getSecret } from '@/server/secrets';

/**
 * Invoice links: an order's invoice is a document the browser downloads with a plain link, which
 * carries no Authorization header (the session lives in localStorage). So whoever may see the
 * order (its company through `Order.invoiceUrl`, a payment link's holder through
 * `PaymentLinkView.invoiceUrl`) gets a link signed for that one order, valid a few minutes; the
 * route `/api/invoices/<orderId>` serves the document only for a valid signature.
 */
export const INVOICE_LINK_TTL_SECONDS = 10 * 60;

const ISSUER = 'buildmarket';
const AUDIENCE = 'buildmarket:invoice';
const ALGORITHM = 'HS256';
const encoder = new TextEncoder();

const key = () => encoder.encode(getSecret('JWT_SECRET'));

/** `/api/invoices/<orderId>?t=<signature>`: the order's invoice for whoever holds the link. */
export async function signedInvoicePath(orderId: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(orderId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + INVOICE_LINK_TTL_SECONDS)
    .sign(key());
  return `/api/invoices/${encodeURIComponent(orderId)}?t=${token}`;
}

/** True when `token` was signed for this order and has not expired. */
export async function verifyInvoiceLink(orderId: string, token: string, now: Date = new Date()): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    return payload.sub === orderId;
  } catch {
    return false;
  }
}
