import { PageFrame } from '@/components/marketing/PageFrame';
import { SuppliersIntro, SuppliersOverview } from '@/components/marketing/suppliers/SuppliersOverview';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { loadMarketingFigures } from '@/server/site-content';

const route = routes.suppliers;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly: the figures it states are counted from the marketplace then.
export const revalidate = 3600;

export default async function Page() {
  const figures = await loadMarketingFigures();
  return (
    <PageFrame route={route} intro={<SuppliersIntro figures={figures} />}>
      <SuppliersOverview figures={figures} />
    </PageFrame>
  );
}
