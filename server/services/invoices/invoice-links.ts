import 'server-only';

import { jwtVerify, SignJWT } from 'jose';

import { getSecret } from '@/server/secrets';

/**
 * Invoice links: an order's invoice is a document the browser downloads with a plain link, which
 * carries no Authorization header (the session lives in localStorage). So whoever may see the
 * order (its company through `Order.invoiceUrl`, a payment link's holder through
 * `PaymentLinkView.invoiceUrl`) gets a link signed for that one order and that reader, valid a few
 * minutes; the route `/api/invoices/<orderId>` serves the document only for a valid signature, in
 * the reader's version (a guest's leaves out the contractor's contact details).
 */
export const INVOICE_LINK_TTL_SECONDS = 10 * 60;

/** Who a link was signed for: the order's company, or whoever holds the order's payment link. */
export type InvoiceReader = 'company' | 'guest';

const ISSUER = 'buildmarket';
// One audience per reader: a guest's signature can never pass for the company's.
const AUDIENCES: Record<InvoiceReader, string> = {
  company: 'buildmarket:invoice',
  guest: 'buildmarket:invoice:guest',
};
const ALGORITHM = 'HS256';
const encoder = new TextEncoder();

const key = () => encoder.encode(getSecret('JWT_SECRET'));

/** A token signed for one document (`subject`) and one kind of reader (`audience`), valid `ttlSeconds`. */
export async function signDocumentToken(
  subject: string,
  audience: string,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key());
}

/** The audience `token` was signed for, when it names this document, is one of `audiences` and has not expired. */
export async function verifyDocumentToken(
  subject: string,
  token: string,
  audiences: readonly string[],
  now: Date = new Date(),
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: [...audiences],
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    if (payload.sub !== subject) return null;
    return typeof payload.aud === 'string' ? payload.aud : null;
  } catch {
    return null;
  }
}

/** `/api/invoices/<orderId>?t=<signature>`: the order's invoice, as `reader` may see it. */
export async function signedInvoicePath(
  orderId: string,
  reader: InvoiceReader,
  now: Date = new Date(),
): Promise<string> {
  const token = await signDocumentToken(orderId, AUDIENCES[reader], INVOICE_LINK_TTL_SECONDS, now);
  return `/api/invoices/${encodeURIComponent(orderId)}?t=${token}`;
}

/** Who `token` was signed for, when it was signed for this order and has not expired; else null. */
export async function verifyInvoiceLink(
  orderId: string,
  token: string,
  now: Date = new Date(),
): Promise<InvoiceReader | null> {
  const audience = await verifyDocumentToken(orderId, token, Object.values(AUDIENCES), now);
  return (Object.keys(AUDIENCES) as InvoiceReader[]).find((reader) => AUDIENCES[reader] === audience) ?? null;
}
