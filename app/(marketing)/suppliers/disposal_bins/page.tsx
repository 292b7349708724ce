import { PageFrame } from '@/components/marketing/PageFrame';
import {
  DisposalBinsCallToAction,
  DisposalBinsIntro,
  disposalBinsSections,
} from '@/components/marketing/suppliers/DisposalBinsContent';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const route = routes.disposalBins;

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <PageFrame route={route} intro={<DisposalBinsIntro />} sections={disposalBinsSections}>
      <DisposalBinsCallToAction />
    </PageFrame>
  );
}
