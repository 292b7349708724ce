import { OrderFlow, type OrderFlowProps } from '@/components/order-flow/OrderFlow';
import {
  PartnerByCodeDocument,
  ServiceRegionsDocument,
  StorefrontDocument,
  type ProductType,
} from '@/graphql/generated/client/graphql';
import { draftProductOf } from '@/lib/order/api-inputs';
import { idSchema } from '@/lib/validation/listing';
import { ORDER_PRODUCT_TYPES } from '@/lib/validation/order';
import { partnerCode } from '@/lib/validation/partner-program';
import { storefrontSlug } from '@/lib/validation/storefront';
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

type Param = string | string[] | undefined;

/**
 * What a storefront's Buy now (`?supplier=<slug>&productId=<id>&product=<type>&city=<id>`) or a supplier's own
 * button (`?supplier=<slug>`, `&product=rentals` for rent now) chose: the supplier, the product (the
 * cheapest of the type without one) and the city (the checked one when the supplier serves it,
 * else the storefront's). Undefined when the link names nothing usable: the flow starts as usual.
 */
async function findStorefrontLink(
  params: Record<string, Param>,
  productType: ProductType | undefined,
): Promise<OrderFlowProps['linkedStorefront']> {
  const slug = storefrontSlug.safeParse(params.supplier);
  if (!slug.success) return undefined;
  try {
    const execute = serverGraphQL();
    const [{ storefront }, { serviceRegions }] = await Promise.all([
      execute(StorefrontDocument, { slug: slug.data }),
      execute(ServiceRegionsDocument),
    ]);
    if (!storefront) return undefined;
    const productId = idSchema.safeParse(params.productId);
    // A product the supplier has since replaced (a storefront page cached before the change) gives
    // way to its cheapest of the same type: the Product Settings step shows which one it is.
    const product =
      (productId.success ? storefront.products.find((candidate) => candidate.id === productId.data) : undefined) ??
      storefront.products.find((candidate) =>
        productType ? candidate.type === productType : candidate.type !== 'rentals',
      );
    if (!product) return undefined;
    const cityId = idSchema.safeParse(params.city);
    const city =
      (cityId.success ? storefront.serviceAreas.find((candidate) => candidate.id === cityId.data) : undefined) ??
      storefront.homeCity;
    const served = serviceRegions.flatMap((region) => region.cities).find((candidate) => candidate.city.id === city.id);
    if (!served) return undefined;
    return {
      slug: storefront.slug,
      city: { ...served.city, productTypes: served.productTypes },
      supplier: { id: storefront.supplierId, name: storefront.name, currency: storefront.currency },
      product: draftProductOf(product),
      quantity: product.quantity,
    };
  } catch (error) {
    logger.warn('Order flow: could not look up the storefront', error);
    return undefined;
  }
}

const productTypeOf = (value: string | string[] | undefined): ProductType | undefined =>
  ORDER_PRODUCT_TYPES.find((type) => type === value);

// The order flow. `?partner=CODE` (a partner's button, see app/r/[code]) names the partner and
// preselects its supplier; `?product=rentals` (rent now) starts on that product type;
// `?supplier=<slug>` (a storefront's Buy now, a supplier's own button) chooses the supplier.
export default async function NewOrderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const productType = productTypeOf(params.product);
  const [partner, storefront] = await Promise.all([
    findPartner(params.partner),
    findStorefrontLink(params, productType),
  ]);
  return (
    <>
      <h1>New order</h1>
      <OrderFlow linkedPartner={partner} linkedProductType={productType} linkedStorefront={storefront} />
    </>
  );
}
