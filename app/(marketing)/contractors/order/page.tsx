import { ContractorsSuppliers } from '@/components/marketing/contractors/ContractorsSuppliers';
import { Platforms } from '@/components/marketing/contractors/Platforms';
import { ShopByProductCategories } from '@/components/marketing/contractors/ShopByProductCategories';
import { ShopBySupplier } from '@/components/marketing/contractors/ShopBySupplier';
import { Section } from '@/components/marketing/contractors/Section';
import { PageFrame } from '@/components/marketing/PageFrame';
import {
  DeliveryAreaCheckLoader,
  VolumePricingSubscribeLoader,
} from '@/components/start-selling/ContractorToolsLoader';
import { ProductCategoriesDocument, SuppliersDocument } from '@/graphql/generated/client/graphql';
import { graphqlEndpoint, publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { serverGraphQL } from '@/server/graphql/execute';

const route = routes.order;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly: suppliers and categories change slowly.
export const revalidate = 3600;

export default async function Page() {
  const execute = serverGraphQL();
  const [{ suppliers }, { productCategories }] = await Promise.all([
    execute(SuppliersDocument, { skip: 0, limit: 12 }),
    execute(ProductCategoriesDocument),
  ]);
  return (
    <PageFrame
      route={route}
      sections={{
        shopBySupplier: <ShopBySupplier suppliers={suppliers.values} total={suppliers.count} />,
        shopByProductCategories: <ShopByProductCategories categories={productCategories} />,
        contractorsSuppliers: <ContractorsSuppliers />,
        platforms: <Platforms />,
      }}
    >
      <Section id="deliveryArea" title="Do we deliver to you?" tone="alt">
        <p>Enter your city or postal code to see whether suppliers on the marketplace deliver there.</p>
        <DeliveryAreaCheckLoader endpoint={graphqlEndpoint()} orderHref={publicEnv.orderAppUrl} />
      </Section>
      <Section id="volumePricing" title="Volume pricing">
        <p>
          Buying for several sites or by the truckload? Subscribe and we will email you volume prices from suppliers in
          your area.
        </p>
        <VolumePricingSubscribeLoader endpoint={graphqlEndpoint()} />
      </Section>
    </PageFrame>
  );
}
