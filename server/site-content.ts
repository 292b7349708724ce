import 'server-only';

import {
  CustomerStoriesDocument,
  OfficesDocument,
  type CustomerStoriesQuery,
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

/** The company's offices; none when the API fails, since the footer and its JSON-LD are on every page. */
export async function loadOffices(): Promise<Office[]> {
  try {
    const { offices } = await serverGraphQL()(OfficesDocument);
    return offices;
  } catch (error) {
    logger.error('Offices could not be loaded', error);
    return [];
  }
}

export async function loadCustomerStories(): Promise<CustomerStory[]> {
  const { customerStories } = await serverGraphQL()(CustomerStoriesDocument);
  return customerStories;
}
