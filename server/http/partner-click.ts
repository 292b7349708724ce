import 'server-only';

import { PartnerButtonClickDocument } from '@/graphql/generated/client/graphql';
import { partnerOrderPath, storefrontPathWithCode } from '@/lib/partner-program/button';
import { appRoutes } from '@/lib/routes';
import { partnerButtonAction, partnerCode } from '@/lib/validation/partner-program';
import type { createServerExecutor } from '@/server/graphql/execute';
import { logger } from '@/server/logger';

type Execute = ReturnType<typeof createServerExecutor>;

/**
 * GET /r/<code>?action=buy|rent[&to=storefront]: the link of a partner's button (or of a supplier's
 * own, which may lead to its storefront). Counts the click through the API (`partnerButtonClick`,
 * in-process or external) and sends the visitor on to the order flow with the partner's code. A visitor is never stranded: an unknown or malformed code goes to the
 * order flow without a code, and if the API cannot count the click the visitor still goes on with
 * the code. The answer is never cached, so every click reaches the counter.
 */
export async function handlePartnerClick(request: Request, rawCode: string, execute: Execute): Promise<Response> {
  const url = new URL(request.url);
  const action = partnerButtonAction.catch('buy').parse(url.searchParams.get('action'));
  const code = partnerCode.safeParse(rawCode);
  let partner: string | null = null;
  let storefrontSlug: string | null = null;
  if (code.success) {
    try {
      const data = await execute(PartnerButtonClickDocument, { input: { code: code.data, action } });
      partner = data.partnerButtonClick?.code ?? null;
      storefrontSlug = data.partnerButtonClick?.storefrontSlug ?? null;
    } catch (error) {
      logger.warn('Partner click: could not count the click', error);
      partner = code.data;
    }
  }
  return new Response(null, {
    status: 302,
    headers: {
      // A supplier's own button may lead to its storefront (`&to=storefront`), else to the flow.
      location:
        storefrontSlug && url.searchParams.get('to') === 'storefront'
          ? storefrontPathWithCode(storefrontSlug, partner)
          : partnerOrderPath(appRoutes.order, partner, action, storefrontSlug),
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    },
  });
}
