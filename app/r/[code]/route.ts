import { serverGraphQL } from '@/server/graphql/execute';
import { handlePartnerClick } from '@/server/http/partner-click';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * A partner's button or referral link: counts the click, then redirects to the order flow (or to
 * sign up) with the code. The visitor's address goes with the count, which the API limits per address.
 */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }): Promise<Response> {
  const { code } = await params;
  return handlePartnerClick(request, code, serverGraphQL({ forwardedFor: clientAddress(request) }));
}
