import { OrderFlow } from '@/components/order/OrderFlow';
import { PartnerByCodeDocument, type ProductType } from '@/graphql/generated/client/graphql';
import { ORDER_PRODUCT_TYPES } from '@/lib/validation/order';
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
    const partner = (await serverGraphQL()(PartnerByCodeDocument, { code: parsed.data })).partner;
    return partner ? { code: partner.code, name: partner.name, supplierId: partner.supplierId ?? null } : null;
  } catch (error) {
    logger.warn('Order flow: could not look up the partner code', error);
    return null;
  }
}

const productTypeOf = (value: string | string[] | undefined): ProductType | undefined =>
  ORDER_PRODUCT_TYPES.find((type) => type === value);

// The order flow. `?partner=CODE` (a partner's button, see app/r/[code]) names the partner and
// preselects its supplier; `?product=rentals` (rent now) starts on that product type.
export default async function NewOrderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const partner = await findPartner(params.partner);
  return (
    <>
      <h1>New order</h1>
      <OrderFlow linkedPartner={partner} linkedProductType={productTypeOf(params.product)} />
    </>
  );
}
