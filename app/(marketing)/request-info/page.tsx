import { PartnerFormSection } from '@/components/marketing/company/PartnerFormSection';
import { SupplierBenefits } from '@/components/marketing/company/SupplierBenefits';
import { WhatHappensNext } from '@/components/marketing/company/WhatHappensNext';
import { Section } from '@/components/marketing/contractors/Section';
import { PageFrame } from '@/components/marketing/PageFrame';
import { PartnerRequestForm } from '@/components/start-selling/PartnerRequestForm';
import { graphqlEndpoint } from '@/lib/env';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

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
          {/* Rendered with the page, not imported on approach: the form is what this page is for. */}
          <PartnerRequestForm endpoint={graphqlEndpoint()} />
        </PartnerFormSection>
      </Section>
    </PageFrame>
  );
}
