/**
 * The sections every supplier page has in common (the white-label app and the management
 * dashboard), told in each industry's own words through their props.
 */
import type { ReactNode } from 'react';

import { ActionRow, ScheduleDemo, SeeTheApp } from './Actions';
import { claims } from './claims';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { FeatureRow, SectionLead } from './FeatureRow';
import { Illustration, type IllustrationName } from './Illustration';

export function WhiteLabelApp({
  storefront,
  customers,
  children,
}: {
  storefront: IllustrationName;
  /** Who orders from this supplier, in a few words: "contractors and homeowners". */
  customers: string;
  /** The industry's own paragraph about using the app. */
  children: ReactNode;
}) {
  return (
    <>
      <SectionLead>
        Your {customers} install your app, not ours: your storefront, on their home screen under your company name, with
        your logo, your colours and your prices, kept up to date for you.
      </SectionLead>
      <FeatureRow
        title="Your brand on every phone on the job site"
        media={<Illustration name={storefront} />}
        points={[
          'Installed from your storefront in a tap, under your own company name',
          'Saved job sites and one-tap reorders of past orders',
          'Foremen and drivers join a contractor’s account by invitation',
        ]}
        actions={
          <ActionRow>
            <SeeTheApp />
          </ActionRow>
        }
      >
        <p>{children}</p>
      </FeatureRow>
    </>
  );
}

const dashboardModules: Feature[] = [
  {
    icon: 'document',
    title: 'Orders',
    text: 'Every order from your storefront, apps, website button and sales team in one queue, with the site address, site contact and notes.',
  },
  {
    icon: 'wallet',
    title: 'Payouts',
    text: 'Card and credit payments settle to your bank account, with a statement for every payout that matches deposits to orders.',
  },
  {
    icon: 'truck',
    title: 'Dispatch',
    text: 'Assign orders to trucks and drivers on a day board, see each truck’s loads and move a delivery when the plan changes.',
  },
  {
    icon: 'route',
    title: 'Logistics',
    text: 'Delivery zones, minimum loads, truck types and fees by distance, set once and applied to every order automatically.',
  },
  {
    icon: 'pin',
    title: 'Real-time delivery tracking',
    text: 'Drivers share their position from the driver app; customers follow the truck on a map and are told when it is close.',
  },
  {
    icon: 'code',
    title: 'Open API',
    text: 'A documented GraphQL API and webhooks connect orders, customers, payouts and invoices to your ERP, accounting or dispatch software.',
  },
];

export function OrderManagement({
  title,
  points,
  children,
}: {
  title: string;
  /** What the dashboard does for this industry in particular. */
  points: ReactNode[];
  children: ReactNode;
}) {
  return (
    <>
      <SectionLead>
        One dashboard for orders, payouts, dispatch, logistics and real-time delivery tracking, with an open API for the
        systems you already run. When customers can see their order and follow their truck, they stop calling: suppliers
        on BuildMarket take {claims.fewerCalls}.
      </SectionLead>
      <FeatureRow
        title={title}
        reverse
        media={<Illustration name="dispatchDashboard" />}
        points={points}
        actions={
          <ActionRow>
            <ScheduleDemo />
          </ActionRow>
        }
      >
        <p>{children}</p>
      </FeatureRow>
      <FeatureGrid features={dashboardModules} />
    </>
  );
}
