import { LegalDocument } from '@/components/marketing/legal/LegalDocument';
import { partnerTerms } from '@/lib/content/legal';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const route = routes.partnerTerms;

export const metadata = pageMetadata(route);

export default function Page() {
  return <LegalDocument document={partnerTerms} />;
}
