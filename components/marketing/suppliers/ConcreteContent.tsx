/** The ready-mix landing (/suppliers/concrete): its hero and one block per anchor section. */
import type { ReactNode } from 'react';

import { ActionRow, GenerateButton, StartSelling } from './Actions';
import { CallToAction } from './CallToAction';
import { claims, truckSpacingSentence, countedClaims, statsOf, type MarketingFigures } from './claims';
import { FeatureGrid } from './FeatureGrid';
import { FeatureRow, SectionLead } from './FeatureRow';
import { HeroIntro } from './HeroIntro';
import { Illustration } from './Illustration';
import { PourSchedule } from './Mockups';
import { OrderManagement, WhiteLabelApp } from './SharedSections';
import { StatBand } from './StatBand';

export function ConcreteIntro({ figures }: { figures: MarketingFigures }) {
  const counted = countedClaims(figures);
  return (
    <HeroIntro
      lead={`A pour happens once, on time, or it costs everyone. BuildMarket takes ready-mix orders with everything your dispatcher needs, pre-authorises the card at checkout and charges it ${claims.cardChargeHours} hours before delivery.`}
      proof={`Live in ${counted.reach}, with ${counted.suppliers} already selling online.`}
    />
  );
}

const sellingConcreteOnline = (stats: ReturnType<typeof statsOf>) => (
  <>
    <SectionLead>
      Contractors order concrete the way your dispatcher would write it down: the mix, the volume, the pour start and
      how far apart the trucks should arrive. You get a complete, paid order instead of a voicemail at 6 a.m.
    </SectionLead>
    <FeatureRow
      title="Every detail of the pour, captured at checkout"
      media={<PourSchedule />}
      points={[
        'Slump, air entrainment, accelerators, retarders and fibre, as you offer them',
        'Minimum loads and short-load fees calculated for you',
        'Pump trucks, chutes and washout, on site or at the plant, on the same order',
        'Winter heat, weekend and after-hours surcharges from your calendar',
      ]}
    >
      <p>
        Your mixes are set up with their strength, stone size and the admixtures you allow. The contractor picks a mix,
        enters the volume and the pour start, and chooses the truck spacing: {truckSpacingSentence()}.
      </p>
    </FeatureRow>
    <StatBand items={[stats.reach, stats.suppliers, stats.fewerCalls]} />
  </>
);

const whiteLabelApp = (
  <WhiteLabelApp storefront="storefrontConcrete" customers="contractors and finishers">
    Foundation crews, flatwork finishers and builders reorder last week’s mix in a few taps, share the pour with their
    site foreman and follow every truck from your plant to the chute.
  </WhiteLabelApp>
);

const addBuyNow = (
  <>
    <SectionLead>
      Your website already gets the visits. A buy-now button turns them into scheduled pours, with payment, without a
      call to your dispatch office.
    </SectionLead>
    <FeatureRow
      title="A buy-now button on the website you already have"
      media={<Illustration name="buyNowConcrete" />}
      points={[
        'One snippet of HTML, on any website',
        'Pour times offered only when your plant calendar has room',
        `Card pre-authorised at checkout and charged ${claims.cardChargeHours} hours before delivery`,
        'Orders land in the same dashboard as your app and phone orders',
      ]}
      actions={
        <ActionRow>
          <StartSelling />
          <GenerateButton />
        </ActionRow>
      }
    >
      <p>
        Add the button to your mix pages or your home page. It opens a checkout that knows your plants, your delivery
        zones and your mixes, and checks your schedule before it accepts a pour time.
      </p>
    </FeatureRow>
  </>
);

const orderManagement = (
  <OrderManagement
    title="Tomorrow’s pours, plant by plant"
    points={[
      'Pours by plant and by hour, with the trucks each one needs',
      'Spacing and volume changes from the site, visible at once',
      'Driver updates for every load: batched, on the way, pouring, washed out',
      'Delivery tickets attached to the order for the contractor',
    ]}
  >
    See every pour of the day with its volume, mix and truck spacing, assign trucks from the plant nearest the site, and
    move a pour when the weather turns. Drivers update each load from the driver app, so the site knows where its
    concrete is.
  </OrderManagement>
);

const superpowers = (
  <>
    <SectionLead>
      What selling concrete through BuildMarket gives you that a phone line and an order form never did.
    </SectionLead>
    <FeatureGrid
      features={[
        {
          icon: 'card',
          title: 'Paid before you batch',
          text: `The card is pre-authorised when the contractor orders and charged ${claims.cardChargeHours} hours before delivery, so a cancelled pour does not cost you a load.`,
        },
        {
          icon: 'shield',
          title: 'A hold for the last metre',
          text: 'A pre-authorisation hold on top of the order covers the extra cubic metre or the extra truck a pour so often needs, with no second payment.',
        },
        {
          icon: 'wallet',
          title: 'Terms for approved contractors',
          text: `Approved contractors buy now and pay on ${claims.creditTerms}; you are paid on your regular payout schedule.`,
        },
        {
          icon: 'chat',
          title: 'Chat with the pour crew',
          text: 'Questions about site access, pump placement or washout go into a chat on the order, so the driver knows before arriving.',
        },
        {
          icon: 'pin',
          title: 'Every truck on the map',
          text: `Contractors follow each truck from your plant to the pour, which is why suppliers take ${claims.fewerCalls}.`,
        },
        {
          icon: 'star',
          title: 'Ratings that win work',
          text: 'Contractors rate every pour. On-time trucks and good concrete move you up when they search for a supplier.',
        },
      ]}
    />
  </>
);

/** The page's sections, by anchor; the counted figures are the page's, loaded when it renders. */
export function concreteSections(figures: MarketingFigures): Record<string, ReactNode> {
  return {
    sellingConcreteOnline: sellingConcreteOnline(statsOf(figures)),
    whiteLabelApp,
    addBuyNow,
    orderManagement,
    superpowers,
  };
}

export function ConcreteCallToAction() {
  return (
    <CallToAction id="startSellingConcrete" title="Ready to sell concrete online?">
      Send us your mix list and delivery zones and we will set up your storefront, your apps and your buy-now button.
      Want to see it first? Our sales team will show you a live pour schedule.
    </CallToAction>
  );
}
