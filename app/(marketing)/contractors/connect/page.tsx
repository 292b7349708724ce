import { Advantages } from '@/components/marketing/contractors/Advantages';
import { AppPreview } from '@/components/marketing/contractors/AppPreview';
import { BackedBy } from '@/components/marketing/contractors/BackedBy';
import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { PartnerLogoWall } from '@/components/marketing/contractors/PartnerLogoWall';
import { PageFrame } from '@/components/marketing/PageFrame';
import { SuppliersDocument, VisiblePartnersDocument } from '@/graphql/generated/client/graphql';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { ContentUnavailable } from '@/components/ui/ContentUnavailable';
import { serverGraphQL } from '@/server/graphql/execute';
import { loadMarketingFigures, loadWithLastGood } from '@/server/site-content';

const route = routes.connect;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly: partners change slowly.
export const revalidate = 3600;

/** The API's maximum page of suppliers, enough to tell which partners sell on the marketplace. */
const SUPPLIER_PAGE_LIMIT = 50;

export default async function Page() {
  const execute = serverGraphQL();
  const [figures, partners, suppliers] = await Promise.all([
    // Remembered like the lists: a page this web tier never rendered still renders with its API tier down.
    loadWithLastGood('marketing-figures', loadMarketingFigures),
    loadWithLastGood('visible-partners', async () => (await execute(VisiblePartnersDocument)).partners),
    loadWithLastGood(
      `suppliers:${SUPPLIER_PAGE_LIMIT}`,
      async () => (await execute(SuppliersDocument, { skip: 0, limit: SUPPLIER_PAGE_LIMIT })).suppliers,
    ),
  ]);
  if (!partners || !suppliers) {
    return (
      <PageFrame
        route={route}
        sections={{
          advantages: <Advantages figures={figures} />,
          ourSuppliers: <ContentUnavailable what="Our suppliers" retryHref={route.path} />,
          appPreview: <AppPreview />,
          backedBy: <ContentUnavailable what="Who backs us" retryHref={route.path} />,
        }}
      />
    );
  }
  // Partners that sell on the marketplace go on the supplier wall; the others (the financing
  // partner and the like) are the ones backing it. The API has no partner kind, so the supplier
  // list decides.
  const supplierNames = new Set(suppliers.values.map((supplier) => supplier.name));
  const sellingPartners = partners.values.filter((partner) => supplierNames.has(partner.name));
  const backers = partners.values.filter((partner) => !supplierNames.has(partner.name));

  return (
    <PageFrame
      route={route}
      sections={{
        advantages: <Advantages figures={figures} />,
        ourSuppliers: (
          <>
            <p className={blocks.lead}>
              Plants, yards and bin companies that contractors order from on BuildMarket every day.
            </p>
            <PartnerLogoWall partners={sellingPartners} label="Suppliers on BuildMarket" />
          </>
        ),
        appPreview: <AppPreview />,
        backedBy: <BackedBy backers={backers} />,
      }}
    />
  );
}
