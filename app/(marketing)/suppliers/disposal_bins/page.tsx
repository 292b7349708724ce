import { PageFrame } from '@/components/marketing/PageFrame';
import {
  DisposalBinsCallToAction,
  DisposalBinsIntro,
  disposalBinsSections,
} from '@/components/marketing/suppliers/DisposalBinsContent';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { loadMarketingFigures } from '@/server/site-content';

const route = routes.disposalBins;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly: the figures it states are counted from the marketplace then.
export const revalidate = 3600;

export default async function Page() {
  const figures = await loadMarketingFigures();
  return (
    <PageFrame route={route} intro={<DisposalBinsIntro figures={figures} />} sections={disposalBinsSections(figures)}>
      <DisposalBinsCallToAction />
    </PageFrame>
  );
}
