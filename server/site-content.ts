import 'server-only';

import {
  CustomerStoriesDocument,
  MarketingFiguresDocument,
  OfficesDocument,
  type CustomerStoriesQuery,
  type MarketingFiguresQuery,
  type OfficesQuery,
} from '@/graphql/generated/client/graphql';
import { serverGraphQL } from '@/server/graphql/execute';
import { logger } from '@/server/logger';

/**
 * What the marketing pages show from the API, read by their layouts and pages (the routes) and
 * handed to the components as props: components never reach into the server.
 */

export type Office = OfficesQuery['offices'][number];
export type CustomerStory = CustomerStoriesQuery['customerStories'][number];

/**
 * Something the API answered, or the last answer this process had for the same question when the
 * API cannot answer now (a web tier whose API tier is down or restarting), or `undefined` when
 * there is none: the page then says that this part cannot be loaded now, and keeps the rest. Used
 * by the pages rendered on request. Prerendered pages (revalidated hourly) let the error through
 * instead: Next.js then keeps serving the page it rendered last, which is their last good data.
 */
export async function loadWithLastGood<T>(key: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    const value = await load();
    rememberGood(key, value);
    return value;
  } catch (error) {
    logger.error(`Site content "${key}" could not be loaded from the API`, error);
    return lastGood.get(key) as T | undefined;
  }
}

/** The last good answers, by question; the oldest is dropped beyond this many (career filters x pages). */
const LAST_GOOD_LIMIT = 200;
const lastGood = new Map<string, unknown>();

function rememberGood(key: string, value: unknown): void {
  lastGood.delete(key);
  lastGood.set(key, value);
  if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value!);
}

/** For tests: forget every remembered answer. */
export function forgetSiteContentForTests(): void {
  lastGood.clear();
}

/** The company's offices; none when the API fails and none was had, since the footer and its JSON-LD are on every page. */
export async function loadOffices(): Promise<Office[]> {
  return (await loadWithLastGood('offices', async () => (await serverGraphQL()(OfficesDocument)).offices)) ?? [];
}

export async function loadCustomerStories(): Promise<CustomerStory[]> {
  const { customerStories } = await serverGraphQL()(CustomerStoriesDocument);
  return customerStories;
}

export type MarketingFigures = MarketingFiguresQuery['marketingFigures'];

/**
 * The marketplace in numbers (suppliers, cities, countries, products, deliveries), counted by the
 * API when a marketing page is rendered or revalidated. Only prerendered pages state them, so an
 * error goes through: Next.js keeps serving the page it rendered last, with its last good figures.
 */
export async function loadMarketingFigures(): Promise<MarketingFigures> {
  return (await serverGraphQL()(MarketingFiguresDocument)).marketingFigures;
}
