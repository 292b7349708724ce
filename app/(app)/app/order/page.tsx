import { OrderPartnerNotice } from '@/components/order/OrderPartnerNotice';
import { PartnerByCodeDocument } from '@/graphql/generated/client/graphql';
import { publicEnv } from '@/lib/env';
import { orderSteps } from '@/lib/order/steps';
import { partnerCode } from '@/lib/validation/partner-program';
import { serverGraphQL } from '@/server/graphql/execute';
import { logger } from '@/server/logger';

export const metadata = { title: 'New order' };

/** The partner of a `?partner=CODE` link, null when the code names none, undefined without one. */
async function findPartner(code: string | string[] | undefined) {
  if (typeof code !== 'string' || !code) return undefined;
  const parsed = partnerCode.safeParse(code);
  if (!parsed.success) return null;
  try {
    return (await serverGraphQL()(PartnerByCodeDocument, { code: parsed.data })).partner ?? null;
  } catch (error) {
    logger.warn('Order flow: could not look up the partner code', error);
    return null;
  }
}

// The frame of the order flow. Until online ordering opens, contractors order through the team.
export default async function NewOrderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // `?partner=CODE`: the order comes through a partner's button (see app/r/[code]).
  const partner = await findPartner((await searchParams).partner);
  return (
    <>
      <h1>New order</h1>
      {partner !== undefined && <OrderPartnerNotice partner={partner} />}
      <ol aria-label="Order steps">
        {orderSteps.map((step) => (
          <li key={step.slug}>{step.title}</li>
        ))}
      </ol>
      <p>
        Online ordering is opening soon. To order today, email{' '}
        <a href={`mailto:${publicEnv.companyEmail}`}>{publicEnv.companyEmail}</a> or call {publicEnv.companyPhone}.
      </p>
    </>
  );
}
