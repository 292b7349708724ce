import { ContractorsSuppliers } from '@/components/marketing/contractors/ContractorsSuppliers';
import { Platforms } from '@/components/marketing/contractors/Platforms';
import { ShopByProductCategories } from '@/components/marketing/contractors/ShopByProductCategories';
import { ShopBySupplier } from '@/components/marketing/contractors/ShopBySupplier';
import { PageFrame } from '@/components/marketing/PageFrame';
import { ProductCategoriesDocument, SuppliersDocument } from '@/graphql/generated/client/graphql';
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
    />
  );
}
