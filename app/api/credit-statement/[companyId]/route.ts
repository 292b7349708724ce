import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { handleCreditStatementDownload } from '@/server/http/credit-statement-download';

// A company's credit statement as CSV for whoever holds its signed link. A web tier passes it on to its API tier.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ companyId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { companyId } = await params;
  return handleCreditStatementDownload(request, companyId, getDb);
}
