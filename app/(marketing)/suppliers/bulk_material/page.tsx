import { PageFrame } from '@/components/marketing/PageFrame';
import {
  BulkMaterialCallToAction,
  BulkMaterialIntro,
  bulkMaterialSections,
} from '@/components/marketing/suppliers/BulkMaterialContent';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const route = routes.bulkMaterial;

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <PageFrame route={route} intro={<BulkMaterialIntro />} sections={bulkMaterialSections}>
      <BulkMaterialCallToAction />
    </PageFrame>
  );
}
