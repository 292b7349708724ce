import { PartnerFormSection } from '@/components/marketing/company/PartnerFormSection';
import { SupplierBenefits } from '@/components/marketing/company/SupplierBenefits';
import { WhatHappensNext } from '@/components/marketing/company/WhatHappensNext';
import { Section } from '@/components/marketing/contractors/Section';
import { PageFrame } from '@/components/marketing/PageFrame';
import { PartnerRequestFormLoader } from '@/components/start-selling/PartnerRequestFormLoader';
import { graphqlEndpoint } from '@/lib/env';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { PARTNER_PRODUCT_TYPES } from '@/lib/validation/start-selling';

const route = routes.requestInfo;

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <PageFrame route={route}>
      <Section id="whatHappensNext" title="What happens next">
        <WhatHappensNext />
      </Section>
      <Section id="whatYouGet" title="What you get" tone="alt">
        <SupplierBenefits />
      </Section>
      <Section id="partnerForm" title="Tell us about your business">
        <PartnerFormSection>
          <PartnerRequestFormLoader endpoint={graphqlEndpoint()} productTypes={PARTNER_PRODUCT_TYPES} />
        </PartnerFormSection>
      </Section>
    </PageFrame>
  );
}
