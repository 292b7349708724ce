/** The building-materials supplier landing (/): its hero and one block per anchor section. */
import type { ReactNode } from 'react';

import { ActionRow, ScheduleDemo, StartSelling } from './Actions';
import { CallToAction } from './CallToAction';
import { claims, countedClaims, statsOf, type MarketingFigures } from './claims';
import { FeatureGrid } from './FeatureGrid';
import { FeatureRow, SectionLead } from './FeatureRow';
import { HeroIntro } from './HeroIntro';
import { Illustration } from './Illustration';
import { StatBand } from './StatBand';
import { OrderManagement, WhiteLabelApp } from './SharedSections';

/** The hero under the h1; `children` joins its calls to action (the watch-video button). */
export function HomeIntro({ figures, children }: { figures: MarketingFigures; children?: ReactNode }) {
  const counted = countedClaims(figures);
  return (
    <HeroIntro
      lead="BuildMarket gives building-materials dealers a white-label storefront, a buy-now button for their own website, branded apps and one dashboard for orders, payouts and deliveries. Contractors order around the clock; you dispatch and get paid."
      proof={`${counted.suppliers} in ${counted.reach} already sell online with BuildMarket.`}
    >
      {children}
    </HeroIntro>
  );
}

const sellingBuildingMaterials = (stats: ReturnType<typeof statsOf>) => (
  <>
    <SectionLead>
      Contractors want to order a load of studs at 9 p.m. and see it on site at 7 a.m. BuildMarket puts your whole
      catalogue online with your prices and your delivery rules, so they can, and your counter staff can get back to the
      customers in front of them.
    </SectionLead>
    <FeatureGrid
      features={[
        {
          icon: 'layers',
          title: 'Your catalogue, your units',
          text: 'We import your price list and SKUs with the units you sell in: each, sheet, bundle, bag, roll or linear foot, with pack sizes and minimums.',
        },
        {
          icon: 'users',
          title: 'Contractor pricing kept',
          text: 'Account price levels and negotiated prices apply at checkout, so a contractor online pays exactly what they pay at your counter.',
        },
        {
          icon: 'truck',
          title: 'Delivery the way you run it',
          text: 'Boom-truck, flatbed, curbside and pick-up options with your fees by zone, and delivery days that follow your routes.',
        },
      ]}
    />
    <StatBand items={[stats.reach, stats.suppliers, stats.fewerCalls, stats.creditTerms]} />
  </>
);

const whiteLabelApp = (
  <WhiteLabelApp storefront="storefrontBuildingMaterials" customers="contractors and trades">
    Framers, roofers and renovators browse your catalogue from the site, rebuild last week’s order for the next house
    and send it to your yard before the crew runs short. Every order arrives with the job-site address and the person
    who will sign for it.
  </WhiteLabelApp>
);

const buyNowCapabilities = (
  <>
    <SectionLead>
      The website you already have becomes a place to buy, not just a phone number. A buy-now button takes the order,
      the delivery date and the payment without sending anyone to another site.
    </SectionLead>
    <FeatureRow
      title="Buy now on any page of your website"
      media={<Illustration name="buyNowWebsite" />}
      points={[
        'One snippet of HTML: no rebuild of your website',
        'Live prices, stock and delivery fees from your catalogue',
        'Cards are pre-authorised at checkout; approved accounts buy on terms',
        'Orders land in the same dashboard as your app and counter orders',
      ]}
      actions={
        <ActionRow>
          <StartSelling />
        </ActionRow>
      }
    >
      <p>
        Put the button next to a product, on a category page or on your home page. It opens your checkout in place: the
        customer picks quantities, a delivery date and a job-site address, pays, and gets a confirmation with your name
        on it.
      </p>
    </FeatureRow>
  </>
);

const websitePowered = (
  <>
    <SectionLead>
      No website yet, or one that has not changed since it was built? We build and host a complete online store for you,
      on your own domain, powered by the same catalogue as your apps and your buy-now button.
    </SectionLead>
    <FeatureRow
      title="A full e-commerce website on your domain"
      reverse
      media={<Illustration name="ecommerceWebsite" />}
      points={[
        'Hosted on your domain with HTTPS, kept fast and up to date',
        'Product pages with specifications, data sheets and photos',
        'Customer accounts with order history, invoices and saved job sites',
        'Pages built for search, so local contractors find you first',
      ]}
    >
      <p>
        Category pages, search, product pages, a cart and checkout, quotes for large orders and account pages for your
        trade customers. Change a price in the dashboard and it changes everywhere you sell.
      </p>
    </FeatureRow>
  </>
);

const orderManagement = (
  <OrderManagement
    title="From the order to the delivery, on one screen"
    points={[
      'Pick lists for the yard, sorted by delivery route',
      'Boom-truck and flatbed loads planned by weight and drop',
      'Proof of delivery with signature and photo on every order',
      'Payouts reconciled to invoices for your accountant',
    ]}
  >
    Orders from every channel arrive as pick lists for your yard. Plan tomorrow’s routes, assign each load to a truck
    and a driver, and let customers follow the delivery until it is signed for.
  </OrderManagement>
);

const superpowers = (
  <>
    <SectionLead>
      An online shop of your own takes orders. Selling through BuildMarket also brings you customers, payments you can
      count on, and the tools that keep them coming back.
    </SectionLead>
    <FeatureGrid
      features={[
        {
          icon: 'users',
          title: 'Contractors already here',
          text: 'Contractors use one BuildMarket account to buy from many suppliers. Your products show up when they search near their job sites.',
        },
        {
          icon: 'card',
          title: 'Buy now, pay later',
          text: `Approved contractors can buy now and pay on ${claims.creditTerms}, while you are paid on your regular payout schedule.`,
        },
        {
          icon: 'shield',
          title: 'Payments checked upfront',
          text: 'Cards are pre-authorised at checkout and credit limits checked before an order reaches you, so nothing ships unpaid.',
        },
        {
          icon: 'chat',
          title: 'Chat on every order',
          text: 'Questions about a delivery go into a chat attached to the order, so your dispatcher and driver see the whole story.',
        },
        {
          icon: 'star',
          title: 'Ratings that win work',
          text: 'Contractors rate every delivery. Good ratings move you up in search and bring you the next job.',
        },
        {
          icon: 'bell',
          title: 'Fewer calls',
          text: `Confirmations, reminders and live tracking answer “where is my order?” before anyone dials: suppliers take ${claims.fewerCalls}.`,
        },
      ]}
    />
    <ActionRow>
      <StartSelling />
      <ScheduleDemo />
    </ActionRow>
  </>
);

/** The page's sections, by anchor; the counted figures are the page's, loaded when it renders. */
export function homeSections(figures: MarketingFigures): Record<string, ReactNode> {
  return {
    sellingBuildingMaterials: sellingBuildingMaterials(statsOf(figures)),
    whiteLabelApp,
    buyNowCapabilities,
    websitePowered,
    orderManagement,
    superpowers,
  };
}

export function HomeCallToAction() {
  return (
    <CallToAction id="startSellingBuildingMaterials" title="Ready to sell building materials online?">
      Send us your price list and we will have your storefront ready to take orders. Prefer to talk first? Our sales
      team will walk you through a live store.
    </CallToAction>
  );
}
