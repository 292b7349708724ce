/** The suppliers overview (/suppliers): one card per industry, what every storefront includes, how it works. */
import { CallToAction } from './CallToAction';
import { countedClaims, statsOf, type MarketingFigures } from './claims';
import { FeatureGrid } from './FeatureGrid';
import { HeroIntro } from './HeroIntro';
import { HowItWorks } from './HowItWorks';
import { IndustryCards } from './IndustryCards';
import { PageSection } from './PageSection';
import { StatBand } from './StatBand';

export function SuppliersIntro({ figures }: { figures: MarketingFigures }) {
  const counted = countedClaims(figures);
  return (
    <HeroIntro
      lead="BuildMarket is online ordering, payment and dispatch for the companies that supply job sites: ready-mix plants, aggregate yards, bin-rental companies and building-materials dealers. Pick your industry to see how it works for what you sell."
      proof={`${counted.suppliers} in ${counted.reach} already sell online with BuildMarket.`}
    />
  );
}

export function SuppliersOverview({ figures }: { figures: MarketingFigures }) {
  const stats = statsOf(figures);
  return (
    <>
      <PageSection
        id="industries"
        title="Choose your industry"
        lead="Each industry sells differently, so each storefront speaks its language: pour schedules for concrete, delivery windows for aggregates, swaps for bins, contractor pricing for building materials."
      >
        <IndustryCards />
      </PageSection>
      <PageSection
        id="included"
        title="What every supplier gets"
        tinted
        lead="Whatever you sell, the platform is the same: your brand in front of your customers, and one place to run the orders behind it."
      >
        <FeatureGrid
          features={[
            {
              icon: 'storefront',
              title: 'White-label storefront',
              text: 'Your catalogue, prices and delivery rules in an online store that carries your name and colours, not ours.',
            },
            {
              icon: 'pointer',
              title: 'Buy-now or rent-now button',
              text: 'One snippet of HTML adds checkout to the website you already have, on any page and any platform.',
            },
            {
              icon: 'phone',
              title: 'Branded apps',
              text: 'Your own app, installed from your storefront onto any phone with your company name, colours and logo, and kept up to date by us.',
            },
            {
              icon: 'globe',
              title: 'E-commerce website',
              text: 'A complete online store on your domain, with product pages, customer accounts, order history and invoices.',
            },
            {
              icon: 'dashboard',
              title: 'Management dashboard',
              text: 'Orders, payouts, dispatch, logistics and real-time delivery tracking for your whole team on one screen.',
            },
            {
              icon: 'code',
              title: 'Open API',
              text: 'A documented GraphQL API and webhooks to connect orders, payouts and customers to your ERP and accounting.',
            },
          ]}
        />
        <StatBand items={[stats.reach, stats.suppliers, stats.fewerCalls, stats.creditTerms]} />
      </PageSection>
      <HowItWorks />
      <CallToAction id="startSelling" title="Start selling online">
        Tell us what you sell and where you deliver. We will set up your storefront, import your price list and have you
        taking orders, or book a call with our sales team first.
      </CallToAction>
    </>
  );
}
