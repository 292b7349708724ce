import { ButtonGeneratorLoader } from '@/components/marketing/partner-program/ButtonGeneratorLoader';
import {
  PartnerProgramCommission,
  PartnerProgramHowItWorks,
} from '@/components/marketing/partner-program/PartnerProgramSections';
import { PageFrame } from '@/components/marketing/PageFrame';
import { VisiblePartnersDocument } from '@/graphql/generated/client/graphql';
import { graphqlEndpoint, publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { ContentUnavailable } from '@/components/ui/ContentUnavailable';
import { serverGraphQL } from '@/server/graphql/execute';
import { loadWithLastGood } from '@/server/site-content';

const route = routes.partnerProgram;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly: partners change slowly.
export const revalidate = 3600;

export default async function Page() {
  const partners = await loadWithLastGood(
    'visible-partners',
    async () => (await serverGraphQL()(VisiblePartnersDocument)).partners,
  );
  return (
    <PageFrame
      route={route}
      sections={{
        howItWorks: <PartnerProgramHowItWorks />,
        commission: <PartnerProgramCommission />,
        buttonGenerator: partners ? (
          <ButtonGeneratorLoader
            partners={partners.values.map(({ name, code }) => ({ name, code }))}
            siteUrl={publicEnv.siteUrl}
            endpoint={graphqlEndpoint()}
          />
        ) : (
          <ContentUnavailable what="The button generator" retryHref={route.path} />
        ),
      }}
    />
  );
}
