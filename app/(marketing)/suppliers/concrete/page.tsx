import { PageFrame } from '@/components/marketing/PageFrame';
import {
  ConcreteCallToAction,
  ConcreteIntro,
  concreteSections,
} from '@/components/marketing/suppliers/ConcreteContent';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const route = routes.concrete;

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <PageFrame route={route} intro={<ConcreteIntro />} sections={concreteSections}>
      <ConcreteCallToAction />
    </PageFrame>
  );
}
