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
import { ContentUnavailable } from '@/components/ui/ContentUnavailable';
import { serverGraphQL } from '@/server/graphql/execute';
import { loadWithLastGood } from '@/server/site-content';

const route = routes.order;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly: suppliers and categories change slowly.
export const revalidate = 3600;

export default async function Page() {
  const execute = serverGraphQL();
  const [suppliers, productCategories] = await Promise.all([
    loadWithLastGood('suppliers:12', async () => (await execute(SuppliersDocument, { skip: 0, limit: 12 })).suppliers),
    loadWithLastGood('product-categories', async () => (await execute(ProductCategoriesDocument)).productCategories),
  ]);
  return (
    <PageFrame
      route={route}
      sections={{
        shopBySupplier: suppliers ? (
          <ShopBySupplier suppliers={suppliers.values} total={suppliers.count} />
        ) : (
          <ContentUnavailable what="The suppliers" retryHref={route.path} />
        ),
        shopByProductCategories: productCategories ? (
          <ShopByProductCategories categories={productCategories} />
        ) : (
          <ContentUnavailable what="The product categories" retryHref={route.path} />
        ),
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
