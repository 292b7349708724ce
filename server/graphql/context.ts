import 'server-only';

import type { Database } from '@/server/db/database';
import type { PaymentGateway } from '@/server/payment-gateway';
import { bearerToken, verifyAccessToken } from '@/server/services/accounts/access-tokens';
import { ErrorCode, expectedError } from '@/server/errors';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';
import { stillValid, type SessionViewer } from '@/server/services/accounts/sessions';
import { authenticateSupplierKey, isSupplierApiKey } from '@/server/services/developers/supplier-api-keys';
import { type SupplierViewer } from '@/server/services/accounts/supplier-members';

/**
 * Who the request's access token speaks for: the ordinary token has a company, the main one not;
 * with the person's membership of that company, read with the session's check.
 */
export type RequestViewer = SessionViewer;

/** What every resolver receives. Built per request; nothing in it is shared between users. */
export interface GraphQLContext {
  db: Database;
  request: Request;
  /** Headers the response will carry (new session tokens); copied by the response-headers plugin. */
  responseHeaders: Headers;
  /** The payment gateway of this API (Stripe, or the sandbox over `db`). */
  payments: PaymentGateway;
  /**
   * The signed-in person from the `Authorization: Bearer` token, read on first call. Null when
   * there is no token or it is invalid or expired (signed out, not an error).
   */
  viewer: () => Promise<RequestViewer | null>;
  /**
   * The supplier whose API key (`Bearer bm_sk_...`) the request carries, read on first call. Null
   * without one; UNAUTHENTICATED for an unknown or revoked key, which is a mistake to report.
   */
  supplier: () => Promise<SupplierViewer | null>;
}

export function createContext(
  db: Database,
  request: Request,
  responseHeaders: Headers,
  payments: PaymentGateway,
): GraphQLContext {
  let viewer: Promise<RequestViewer | null> | undefined;
  let supplier: Promise<SupplierViewer | null> | undefined;
  const token = bearerToken(request);
  const supplierKey = token && isSupplierApiKey(token) ? token : undefined;
  return {
    db,
    request,
    responseHeaders,
    payments,
    viewer: () => {
      // A token signed before the person ended their other sessions (a password change) is refused.
      viewer ??=
        token && !supplierKey
          ? verifyAccessToken(token).then((claims) => claims && stillValid(db, claims))
          : Promise.resolve(null);
      return viewer;
    },
    supplier: () => {
      supplier ??= supplierKey ? authenticateSupplierKey(db, supplierKey) : Promise.resolve(null);
      return supplier;
    },
  };
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** The signed-in person, or UNAUTHENTICATED for resolvers that need one. */
export async function requireViewer(context: Pick<GraphQLContext, 'viewer'>): Promise<RequestViewer> {
  const viewer = await context.viewer();
  if (!viewer) throw expectedError(ErrorCode.UNAUTHENTICATED, SIGN_IN_REQUIRED_MESSAGE);
  return viewer;
}

/** Where a request came from: rate limits count per address; a bank mandate records both. */
export function requestOrigin(context: Pick<GraphQLContext, 'request'>): { address: string; userAgent: string } {
  return {
    address: clientAddress(context.request),
    userAgent: context.request.headers.get('user-agent')?.slice(0, 500) ?? '',
  };
}
