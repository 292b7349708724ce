/** The bin-rental landing (/suppliers/disposal_bins): its hero and one block per anchor section. */
import type { ReactNode } from 'react';

import { ActionRow, GenerateButton, StartSelling } from './Actions';
import { CallToAction } from './CallToAction';
import { claims, countedClaims, statsOf, type MarketingFigures } from './claims';
import { FeatureGrid } from './FeatureGrid';
import { FeatureRow, SectionLead } from './FeatureRow';
import { HeroIntro } from './HeroIntro';
import { Illustration } from './Illustration';
import { BinSizeTable } from './Mockups';
import { OrderManagement, WhiteLabelApp } from './SharedSections';
import { StatBand } from './StatBand';

export function DisposalBinsIntro({ figures }: { figures: MarketingFigures }) {
  const counted = countedClaims(figures);
  return (
    <HeroIntro
      lead="Let contractors and homeowners book, swap and extend roll-off bins online while your dispatcher plans drop-offs and pick-ups from one dashboard. No more phone tag about when the bin can go."
      proof={`Live in ${counted.reach}, with ${counted.suppliers} already selling online.`}
    />
  );
}

const rentingDisposalBins = (stats: ReturnType<typeof statsOf>) => (
  <>
    <SectionLead>
      A bin rental is a schedule, not a sale: a drop-off, a rental period, maybe a swap or an extension, then a pick-up
      and a trip to the scale. BuildMarket sells all of it online.
    </SectionLead>
    <FeatureRow
      title="Every size and every rule, online"
      media={<Illustration name="binSizes" />}
      points={[
        'Drop-off date, placement on the site and rental length chosen at checkout',
        'Weight allowance per size, with your overweight fee per tonne',
        'Restricted materials listed upfront, with your surcharge for each',
        'Street placement flagged for a municipal permit',
      ]}
    >
      <p>
        List your 10, 14, 20 and 40-yard bins with their weight allowance, rental period and what may go in them. The
        customer picks a size, a drop-off date and where the bin should sit, and the price includes delivery, pick-up
        and the tonnage you include.
      </p>
    </FeatureRow>
    <BinSizeTable />
    <StatBand items={[stats.reach, stats.suppliers, stats.fewerCalls]} />
  </>
);

const whiteLabelApp = (
  <WhiteLabelApp storefront="storefrontBins" customers="contractors and homeowners">
    Contractors see the bins they have on every site, ask for a swap when one is full and extend a rental from the app,
    without waiting on hold. Homeowners book their renovation bin from the same app in a few minutes.
  </WhiteLabelApp>
);

const addRentNow = (
  <>
    <SectionLead>
      Most bin rentals start with a search and a visit to your website. A rent-now button books the bin right there,
      with payment, at any hour.
    </SectionLead>
    <FeatureRow
      title="A rent-now button on your website"
      media={<Illustration name="rentNowWebsite" />}
      points={[
        'One snippet of HTML on any website',
        'Service area and bin availability checked before payment',
        'Permit requirement flagged when the bin goes on the street',
        'Bookings appear on your dispatch board at once',
      ]}
      actions={
        <ActionRow>
          <StartSelling />
          <GenerateButton />
        </ActionRow>
      }
    >
      <p>
        Put the button on your bin sizes page or your home page. It checks the address against your service area, shows
        the sizes and dates you have available, and books the drop-off with the card charged or pre-authorised.
      </p>
    </FeatureRow>
  </>
);

const orderManagement = (
  <OrderManagement
    title="Drop-offs, swaps and pick-ups on one board"
    points={[
      'Every bin’s location and days on site, on the map',
      'Swap and pick-up requests queued for your drivers',
      'Extensions billed automatically at your daily or weekly rate',
      'Overweight fees added from the scale ticket',
    ]}
  >
    Plan the day’s drop-offs, swaps and pick-ups by truck, see which bins are overdue, and send drivers their route.
    Extensions update the rental on their own, and overweight charges follow the weight on the scale ticket.
  </OrderManagement>
);

const superpowers = (
  <>
    <SectionLead>
      The calls that fill a bin-rental company’s day, answered online before anyone picks up the phone.
    </SectionLead>
    <FeatureGrid
      features={[
        {
          icon: 'swap',
          title: 'Swaps on request',
          text: 'A full bin becomes a swap request from the app, with the site and the bin already known. Dispatch confirms it with a time.',
        },
        {
          icon: 'calendar',
          title: 'Extensions without calls',
          text: 'Customers extend a rental by the day or by the week; the price follows your rates and your board updates itself.',
        },
        {
          icon: 'scale',
          title: 'Overweight fees, collected',
          text: 'Enter the weight from the transfer station and the fee for every tonne over the allowance is charged to the card on file.',
        },
        {
          icon: 'document',
          title: 'Permits handled',
          text: 'When a bin goes on the street, checkout asks for the municipal permit number or adds your permit service to the order.',
        },
        {
          icon: 'wallet',
          title: 'Terms for contractors',
          text: `Approved contractors rent now and pay on ${claims.creditTerms}; you are paid on your regular payout schedule.`,
        },
        {
          icon: 'pin',
          title: 'Drivers on the map',
          text: `Customers see when the truck is coming for the drop-off or the swap, which is why suppliers take ${claims.fewerCalls}.`,
        },
      ]}
    />
  </>
);

/** The page's sections, by anchor; the counted figures are the page's, loaded when it renders. */
export function disposalBinsSections(figures: MarketingFigures): Record<string, ReactNode> {
  return {
    rentingDisposalBins: rentingDisposalBins(statsOf(figures)),
    whiteLabelApp,
    addRentNow,
    orderManagement,
    superpowers,
  };
}

export function DisposalBinsCallToAction() {
  return (
    <CallToAction id="startRentingBins" title="Ready to rent bins online?">
      Send us your bin sizes, rates and service area and we will set up your storefront, your apps and your rent-now
      button. Want a walk-through first? Talk to our sales team.
    </CallToAction>
  );
}
