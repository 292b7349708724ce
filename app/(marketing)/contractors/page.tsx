import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { ClaimsStrip } from '@/components/marketing/contractors/ClaimsStrip';
import { ContractorsOverview } from '@/components/marketing/contractors/ContractorsOverview';
import { HowItWorks } from '@/components/marketing/contractors/HowItWorks';
import { NewTabLink } from '@/components/marketing/contractors/NewTabLink';
import { Section } from '@/components/marketing/contractors/Section';
import { PageFrame } from '@/components/marketing/PageFrame';
import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { loadMarketingFigures } from '@/server/site-content';

const route = routes.contractors;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly: the figures it states are counted from the marketplace then.
export const revalidate = 3600;

export default async function Page() {
  const figures = await loadMarketingFigures();
  return (
    <PageFrame
      route={route}
      intro={
        <>
          <p className={blocks.heroLead}>{route.description}</p>
          <div className={blocks.actions}>
            <NewTabLink href={publicEnv.orderAppUrl} className={blocks.button}>
              Order now
            </NewTabLink>
            <a href="#howItWorks" className={`${blocks.button} ${blocks.secondary}`}>
              How it works
            </a>
          </div>
        </>
      }
    >
      <Section id="contractorPages" title="Order today, stay connected tomorrow">
        <ContractorsOverview />
      </Section>
      <Section id="howItWorks" title="How it works" tone="alt">
        <HowItWorks />
      </Section>
      <Section id="inNumbers" title="BuildMarket in numbers">
        <ClaimsStrip figures={figures} />
      </Section>
    </PageFrame>
  );
}
