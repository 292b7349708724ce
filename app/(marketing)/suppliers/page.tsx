import { PageFrame } from '@/components/marketing/PageFrame';
import { SuppliersIntro, SuppliersOverview } from '@/components/marketing/suppliers/SuppliersOverview';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const route = routes.suppliers;

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <PageFrame route={route} intro={<SuppliersIntro />}>
      <SuppliersOverview />
    </PageFrame>
  );
}
