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
 * cheapest of the type without one; null when the one named is no longer offered) and the city (the checked one when the supplier serves it,
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
    // A product the link names is the buyer's choice: when the supplier no longer offers it (a
    // storefront page cached before a change), the buyer chooses among its products of that type,
    // told why; it is never replaced by another without a word. Without a named product (the
    // supplier's own button), the flow starts on its cheapest of the type.
    const named = params.productId !== undefined;
    const productId = idSchema.safeParse(params.productId);
    const linked = productId.success
      ? storefront.products.find((candidate) => candidate.id === productId.data)
      : undefined;
    const product = named
      ? (linked ?? null)
      : storefront.products.find((candidate) =>
          productType ? candidate.type === productType : candidate.type !== 'rentals',
        );
    if (product === undefined) return undefined;
    const type = product?.type ?? productType ?? storefront.products[0]?.type;
    if (!type) return undefined;
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
      productType: type,
      product: product && draftProductOf(product),
      quantity: product?.quantity ?? null,
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
