import { serverGraphQL } from '@/server/graphql/execute';
import { handlePartnerClick } from '@/server/http/partner-click';

export const dynamic = 'force-dynamic';

/** A partner's button link: counts the click, then redirects to the order flow with the code. */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }): Promise<Response> {
  const { code } = await params;
  return handlePartnerClick(request, code, serverGraphQL());
}
