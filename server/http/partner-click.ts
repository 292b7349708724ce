import 'server-only';

import { PartnerButtonClickDocument, PartnerByCodeDocument } from '@/graphql/generated/client/graphql';
import { partnerOrderPath, partnerSignUpPath, storefrontPathWithCode } from '@/lib/partner-program/button';
import { appRoutes } from '@/lib/routes';
import { partnerButtonAction, partnerCode } from '@/lib/validation/partner-program';
import type { createServerExecutor } from '@/server/graphql/execute';
import { logger } from '@/server/logger';

type Execute = ReturnType<typeof createServerExecutor>;

/** The codes whose click this browser was counted for today: a visitor is counted once a day per partner. */
const COUNTED_COOKIE = 'bm_partner_clicks';
const COUNTED_SECONDS = 24 * 60 * 60;
/** Partners remembered per browser: more than anyone follows in a day, few enough for a cookie. */
const COUNTED_MAX = 20;

function countedCodes(request: Request): string[] {
  const header = request.headers.get('cookie') ?? '';
  const value = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COUNTED_COOKIE}=`))
    ?.slice(COUNTED_COOKIE.length + 1);
  return (value ?? '').split('.').filter((code) => partnerCode.safeParse(code).success);
}

function countedCookie(codes: readonly string[], secure: boolean): string {
  return [
    `${COUNTED_COOKIE}=${codes.slice(-COUNTED_MAX).join('.')}`,
    'Path=/r',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${COUNTED_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * GET /r/<code>?action=buy|rent[&to=storefront|sign-up]: the link of a partner's button or
 * referral link (or of a supplier's own button, which may lead to its storefront). Counts the
 * click through the API (`partnerButtonClick`, in-process or external; the API counts at most so
 * many clicks an hour from one address) once a day per browser (a cookie remembers the codes
 * counted), and sends the visitor on: to sign up with the partner's code (`to=sign-up`, the
 * referral link), or to the order flow with it. A visitor is never stranded: an unknown or
 * malformed code goes to the order flow without a code, and if the API cannot count the click the
 * visitor still goes on with the code. The answer is never cached, so every click reaches the counter.
 */
export async function handlePartnerClick(request: Request, rawCode: string, execute: Execute): Promise<Response> {
  const url = new URL(request.url);
  const action = partnerButtonAction.catch('buy').parse(url.searchParams.get('action'));
  const code = partnerCode.safeParse(rawCode);
  const counted = countedCodes(request);
  let partner: string | null = null;
  let storefrontSlug: string | null = null;
  let setCookie: string | null = null;
  if (code.success) {
    try {
      if (counted.includes(code.data)) {
        const data = await execute(PartnerByCodeDocument, { code: code.data });
        partner = data.partner?.code ?? null;
        storefrontSlug = data.partner?.storefrontSlug ?? null;
      } else {
        const data = await execute(PartnerButtonClickDocument, { input: { code: code.data, action } });
        partner = data.partnerButtonClick?.code ?? null;
        storefrontSlug = data.partnerButtonClick?.storefrontSlug ?? null;
        if (partner) setCookie = countedCookie([...counted, partner.toUpperCase()], url.protocol === 'https:');
      }
    } catch (error) {
      logger.warn('Partner click: could not count the click', error);
      partner = code.data;
    }
  }
  const to = url.searchParams.get('to');
  let location: string;
  // A supplier's own button may lead to its storefront (`&to=storefront`), else to the flow.
  if (storefrontSlug && to === 'storefront') location = storefrontPathWithCode(storefrontSlug, partner);
  else if (partner && !storefrontSlug && to === 'sign-up') location = partnerSignUpPath(partner);
  else location = partnerOrderPath(appRoutes.order, partner, action, storefrontSlug);
  return new Response(null, {
    status: 302,
    headers: {
      location,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
      ...(setCookie ? { 'set-cookie': setCookie } : {}),
    },
  });
}
