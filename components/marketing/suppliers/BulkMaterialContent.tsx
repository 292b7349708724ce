/** The aggregates landing (/suppliers/bulk_material): its hero and one block per anchor section. */
import type { ReactNode } from 'react';

import { CallToAction } from './CallToAction';
import { claims, countedClaims, statsOf, type MarketingFigures } from './claims';
import { FeatureGrid } from './FeatureGrid';
import { FeatureRow, SectionLead } from './FeatureRow';
import { HeroIntro } from './HeroIntro';
import { DeliveryWindowBoard } from './Mockups';
import { OrderManagement, WhiteLabelApp } from './SharedSections';
import { StatBand } from './StatBand';

export function BulkMaterialIntro({ figures }: { figures: MarketingFigures }) {
  const counted = countedClaims(figures);
  return (
    <HeroIntro
      lead={`Sell stone, sand, gravel and soil by the tonne or by the ton, delivered in ${claims.deliveryWindowHours}-hour windows your trucks can keep. Contractors order online, pay upfront or on terms, and know when the load will arrive.`}
      proof={`Live in ${counted.reach}, with ${counted.suppliers} already selling online.`}
    />
  );
}

const sellingBulkMaterial = (stats: ReturnType<typeof statsOf>) => (
  <>
    <SectionLead>
      Aggregate orders are simple until they are not: the wrong gradation, a truck that cannot reach the back yard, a
      load dumped on the wrong side of the driveway. BuildMarket asks the right questions at checkout, so your drivers
      do not have to call.
    </SectionLead>
    <FeatureGrid
      features={[
        {
          icon: 'scale',
          title: 'By the tonne or the ton',
          text: 'Sell in metric tonnes in Canada and short tons in the US, or by the cubic yard, with minimum loads and conversions handled for you.',
        },
        {
          icon: 'truck',
          title: 'The right truck for the drop',
          text: 'Tandems, tri-axles and trailers with their payloads and fees: the order is split into the fewest loads that fit the site.',
        },
        {
          icon: 'route',
          title: 'Tailgate spreading',
          text: 'Offer tailgate spreading, dump-and-go or placement on a pinned spot with a photo, each priced the way you price it.',
        },
        {
          icon: 'pin',
          title: 'Delivery fees by zone',
          text: 'Fees by distance from your pit or yard, calculated from the job-site address, so nobody has to quote a delivery by phone.',
        },
        {
          icon: 'layers',
          title: 'Products contractors understand',
          text: 'Gradation, typical uses and coverage per tonne on every product page, so the right stone goes under the right patio.',
        },
        {
          icon: 'document',
          title: 'Pick-up at the scale',
          text: 'Customers who haul their own prepay online and drive in; the scale ticket is attached to their order.',
        },
      ]}
    />
    <StatBand items={[stats.deliveryWindow, stats.reach, stats.fewerCalls, stats.creditTerms]} />
  </>
);

const deliveryWindows = (
  <>
    <SectionLead>
      Contractors do not need a truck at 7:00 sharp; they need to know it is coming. BuildMarket sells aggregate
      deliveries in {claims.deliveryWindowHours}-hour windows, which your dispatcher can keep and your customers can
      plan a crew around.
    </SectionLead>
    <FeatureRow
      title="Windows your dispatcher can keep"
      media={<DeliveryWindowBoard />}
      points={[
        'Capacity per window and per truck type, set by you',
        'Same-day windows close at your cut-off time',
        'The site contact is told when the load leaves the yard',
        'Proof of delivery with a photo of the drop and the scale ticket',
      ]}
    >
      <p>
        You set your yard hours, your trucks and how many loads each can run. The checkout only offers windows you have
        room for, your dispatcher sequences the loads inside each one, and the driver app tells the site when the truck
        is on its way.
      </p>
    </FeatureRow>
  </>
);

const whiteLabelApp = (
  <WhiteLabelApp storefront="storefrontAggregates" customers="contractors and landscapers">
    Landscapers, excavators and paving crews reorder their usual stone from the job site, drop a pin where the load
    should go and watch the tri-axle on its way.
  </WhiteLabelApp>
);

const orderManagement = (
  <OrderManagement
    title="The day’s loads, window by window"
    points={[
      'Loads planned by window, truck and scale',
      'Scale tickets recorded against each order',
      'Status of every load: at the scale, on the way, dumped',
      'Payouts reconciled per load for your accountant',
    ]}
  >
    Plan the day by delivery window and by truck, record scale weights against each order, and see at a glance which
    loads are out, dumped or still waiting at the scale.
  </OrderManagement>
);

/** The page's sections, by anchor; the counted figures are the page's, loaded when it renders. */
export function bulkMaterialSections(figures: MarketingFigures): Record<string, ReactNode> {
  return {
    sellingBulkMaterial: sellingBulkMaterial(statsOf(figures)),
    deliveryWindows,
    whiteLabelApp,
    orderManagement,
  };
}

export function BulkMaterialCallToAction() {
  return (
    <CallToAction id="startSellingBulkMaterial" title="Ready to sell bulk material online?">
      Send us your product list, yard locations and delivery zones, and we will set up your storefront and delivery
      windows. Prefer to talk it through? Our sales team is one click away.
    </CallToAction>
  );
}
