import 'server-only';

import { CustomerStoriesDocument } from '@/graphql/generated/client/graphql';
// A server component: it runs the API's query in-process, like the pages do.
// eslint-disable-next-line no-restricted-imports -- server-only module, never in a client bundle
import { serverGraphQL } from '@/server/graphql/execute';

import { StoriesCarousel } from './StoriesCarousel';

/**
 * The customer stories, as the API lists them, in the carousel. The stories are rendered on the
 * server too, so they are readable before (and without) the carousel's script, which is not part
 * of the page's first load: it comes when the stories near the viewport (see StoriesCarousel).
 */
export async function CustomerStories({ autoAdvance = false }: { autoAdvance?: boolean }) {
  const { customerStories } = await serverGraphQL()(CustomerStoriesDocument);
  return <StoriesCarousel stories={customerStories} label="Customer stories" autoAdvance={autoAdvance} />;
}
